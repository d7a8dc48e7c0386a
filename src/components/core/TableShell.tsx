/**
 * What a chapter's free-play table ships before a game is on it: the heading, the setup form's frame
 * (players, seat kinds, seed, start) around the game's own options, and `TableShell`, which loads the
 * rest of the table (the game, the bots, saving, sharing, undo: the game's `Play.tsx`) only once a
 * game is opened: the form's Start, a saved game, a share link, or a game taken over from an
 * example. A reader who only reads never downloads it; offline, it is cached with the chapter.
 */
import type { ComponentChildren, ComponentType } from 'preact';
import { createContext } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Bilingual } from '../../../engine/core/contract';
import { Bi } from './Bi';
import { Choice } from './Choice';
import { Feedback, type Notice } from './Feedback';
import type { SeatKind } from './handoff';
import { headingTag } from './heading';
import { readItem, SAVING_OFF, type StorageTrouble } from './storage';
import type { ExampleResolver, TableData } from './table';

export const TABLE_ANCHOR = 'free-play-table';

/** Where a chapter's table is saved in the browser. */
export const storageKey = (chapter: string) => `lr-table:${chapter}`;

export const KIND_LABEL: Record<SeatKind, Bilingual> = {
  human: { zh: '真人', en: 'human' },
  easy: { zh: '電腦（簡單）', en: 'bot (easy)' },
  strong: { zh: '電腦（強）', en: 'bot (strong)' },
};

const KINDS = (['human', 'easy', 'strong'] as const).map((k) => ({ value: k, label: KIND_LABEL[k] }));

export function newSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0]! % 1_000_000;
}

export interface TableProps<S, O, M> {
  initial?: TableData<O, M>;
  fromExample?: ExampleResolver<S>;
  /** Save to localStorage (default: only when no `initial` is given). */
  persist?: boolean;
  /** The heading level of the table's title (one below the chapter section it stands in). */
  level?: number | string;
  /** A game started from the setup form while the rest of the table was loading: opened at once, and saved. */
  first?: TableData<O, M>;
}

/** The table's title: "Free-play table", or "Taken over from here" for a game taken over from an example. */
export function TableTitle({ level, initial }: { level?: number | string; initial: boolean }) {
  const Title = headingTag(level, 3);
  return (
    <Title>
      <Bi t={initial ? { zh: '從這裡接手', en: 'Taken over from here' } : { zh: '自由對局', en: 'Free-play table' }} />
    </Title>
  );
}

/** How the game part (gamePlay.tsx) tells the shell's section it has opened what it had to (data-ready). */
export const TableReady = createContext<(ready: boolean) => void>(() => {});

const OPENING: Bilingual = { zh: '正在打開上次的對局……', en: 'Opening the saved game…' };
const SETTING: Bilingual = { zh: '正在擺牌桌……', en: 'Setting the table…' };
const NOT_LOADED: Bilingual = {
  zh: '牌桌的程式載入不了（可能是離線，而這一章還沒存到這台裝置）。連上網路後重新整理頁面再試一次。',
  en: 'The table could not be loaded (offline, perhaps, with this chapter not yet saved on this device). Reload the page once online and try again.',
};

/**
 * A chapter's table until a game is opened: the setup form, then the game's `Play` part, loaded
 * when a game is started, found saved, given by a share link or taken over. While it loads the form
 * stays, with a line saying what is coming; if it cannot be loaded, the form says so and stays.
 */
export function TableShell<S, O, M>(p: {
  props: TableProps<S, O, M>;
  storageKey: string;
  class: string;
  chapter: string;
  /** The game's setup form; `onStart` opens the game it sets up. */
  setup: (onStart: (d: TableData<O, M>) => Notice | null) => ComponentChildren;
  /** The rest of the table. */
  load: () => Promise<{ default: ComponentType<TableProps<S, O, M>> }>;
}) {
  const { props } = p;
  /** What to open: a game from the form, 'resume' (a saved game, a share link, a take-over), or nothing yet. */
  const [want, setWant] = useState<TableData<O, M> | 'resume' | null>(props.initial ? 'resume' : null);
  const [Play, setPlay] = useState<{ C: ComponentType<TableProps<S, O, M>> } | null>(null);
  const [failed, setFailed] = useState(false);
  const [checked, setChecked] = useState(false);
  const [saveOff, setSaveOff] = useState<StorageTrouble | null>(null);
  const [playReady, setPlayReady] = useState(false);

  // a share link or a saved game: open the table at once
  useEffect(() => {
    if (!props.initial) {
      const read = readItem(p.storageKey);
      if (!read.ok) setSaveOff(read.why);
      if (new URL(location.href).searchParams.has('game') || (read.ok && read.value)) setWant('resume');
    }
    setChecked(true);
  }, []);

  useEffect(() => {
    if (want === null || Play) return;
    let live = true;
    setFailed(false);
    p.load()
      .then((m) => live && setPlay({ C: m.default }))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [want]);

  const waiting = want !== null && !failed && !Play;
  const ready = Play ? playReady : checked && !waiting;
  // one section throughout, so that nothing the reader points at (or a link scrolled to) is replaced when the game part arrives
  return (
    <section class={p.class} id={props.initial ? undefined : TABLE_ANCHOR} data-pagefind-ignore data-testid="table" data-ready={ready ? '' : undefined} aria-busy={waiting ? 'true' : undefined}>
      <TableTitle level={props.level} initial={!!props.initial} />
      {Play ? (
        <TableReady.Provider value={setPlayReady}>
          <Play.C {...props} first={want !== null && want !== 'resume' ? want : undefined} />
        </TableReady.Provider>
      ) : (
        <>
          {saveOff && (props.persist ?? !props.initial) && (
            <p class="sg-warn" role="status" data-testid="saving-off">
              <Bi t={SAVING_OFF[saveOff]} />
            </p>
          )}
          {waiting && (
            <p class="sg-note" role="status" data-testid="table-loading">
              <Bi t={want === 'resume' ? OPENING : SETTING} />
            </p>
          )}
          {failed && <Feedback notice={{ kind: 'error', text: NOT_LOADED }} chapter={p.chapter} />}
          {!props.initial &&
            p.setup((d) => {
              setWant(d);
              return null;
            })}
        </>
      )}
    </section>
  );
}

/** What every setup form holds besides the game's options. */
export interface SetupBase {
  players: number;
  seats: SeatKind[];
  seed: string;
}

/** The seed as typed: a number when it is one, else the text. */
export const seedOf = (f: SetupBase): number | string => (/^\d{1,15}$/.test(f.seed.trim()) ? Number(f.seed.trim()) : f.seed.trim());

/**
 * A setup form: the number of players, each seat's kind, the seed, the game's options (children),
 * the start button and the form's notice.
 */
export function SetupFrame<F extends SetupBase>(p: {
  f: F;
  set: (patch: Partial<F>) => void;
  counts: number[];
  chip: (seat: number) => ComponentChildren;
  label: (seat: number) => Bilingual;
  seedLabel?: Bilingual;
  notice: Notice | null;
  chapter: string;
  onSubmit: (e: Event) => void;
  children: ComponentChildren;
}) {
  const { f, set } = p;
  return (
    <form class="sg-setup" onSubmit={p.onSubmit} data-testid="setup-form">
      <fieldset>
        <legend>
          <Bi t={{ zh: '玩家', en: 'Players' }} />
        </legend>
        <Choice
          legend={{ zh: '人數', en: 'Number of players' }}
          value={String(f.players)}
          options={p.counts.map((n) => ({ value: String(n), label: { zh: `${n} 人`, en: `${n} players` } }))}
          onChange={(v) => set({ players: Number(v) } as Partial<F>)}
          testId="players"
        />
        <ul class="sg-seat-kinds">
          {Array.from({ length: f.players }, (_, seat) => (
            <li key={seat}>
              <span class="sg-seat-name">
                {p.chip(seat)}
                <Bi t={p.label(seat)} />
              </span>
              <Choice
                legend={p.label(seat)}
                quietLegend
                value={f.seats[seat]!}
                options={KINDS}
                onChange={(k) => {
                  const seats = f.seats.slice();
                  seats[seat] = k;
                  set({ seats } as Partial<F>);
                }}
                testId={`seat-kind-${seat}`}
              />
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset>
        <legend>
          <Bi t={{ zh: '亂數種子與選項', en: 'Seed and options' }} />
        </legend>
        <div class="sg-row">
          <label class="sg-field">
            <Bi t={p.seedLabel ?? { zh: '種子', en: 'Seed' }} />
            <input class="sg-input sg-seed" value={f.seed} data-testid="seed" onInput={(e) => set({ seed: (e.target as HTMLInputElement).value } as Partial<F>)} />
          </label>
          <button type="button" class="sg-btn" data-testid="new-seed" onClick={() => set({ seed: String(newSeed()) } as Partial<F>)}>
            <Bi t={{ zh: '換一個種子', en: 'New seed' }} />
          </button>
        </div>
        <div class="sg-options">{p.children}</div>
      </fieldset>
      <button type="submit" class="sg-btn sg-primary" data-testid="start">
        <Bi t={{ zh: '開始遊戲', en: 'Start the game' }} />
      </button>
      <Feedback notice={p.notice} chapter={p.chapter} />
    </form>
  );
}
