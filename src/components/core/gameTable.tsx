/**
 * A game's free-play table as a chapter ships it, for any game: `gameTable(def)` gives the component
 * a game's Table.tsx exports (the setup form, and the game part loaded when a game is opened; see
 * TableShell), and `SetupForm` is the form every game's Setup.tsx fills with its own options.
 */
import type { ComponentType } from 'preact';
import { useState } from 'preact/hooks';
import type { Bilingual, Game } from '../../../engine/core/contract';
import { newRecord } from '../../../engine/core/record';
import { Bi } from './Bi';
import { Choice } from './Choice';
import type { Notice } from './Feedback';
import type { Seats } from './look';
import type { TableData } from './table';
import { newSeed, SetupFrame, seedOf, storageKey, TableShell, type SetupBase, type TableProps } from './TableShell';

export interface TableDef<S, M, O> {
  chapter: string;
  /** The table's own class beside the shared ones (e.g. its game's prefix). */
  cls?: string;
  Setup: ComponentType<{ onStart: (d: TableData<O, M>) => Notice | null }>;
  /** The game part (the game's Play.tsx). */
  load: () => Promise<{ default: ComponentType<TableProps<S, O, M>> }>;
}

/** The table's classes, the same before and after the game part has loaded. */
export const tableClass = (cls?: string) => `sg-island not-content sg-table${cls ? ` ${cls}` : ''}`;

export function gameTable<S, M, O>(def: TableDef<S, M, O>): ComponentType<TableProps<S, O, M>> {
  return function Table(props: TableProps<S, O, M>) {
    return <TableShell props={props} storageKey={storageKey(def.chapter)} class={tableClass(def.cls)} chapter={def.chapter} setup={(onStart) => <def.Setup onStart={onStart} />} load={def.load} />;
  };
}

/**
 * One of a game's own setup options, as data: a checkbox, a choice among a few values (numbers or
 * words), a list of numbers, or a note; `when` shows it only for some forms (say, five players).
 */
export type SetupField<F> = { when?: (f: F) => boolean; testId: string } & (
  | { kind: 'check'; key: keyof F; label: Bilingual }
  /** Each option: its value, then its label in Chinese and in English. */
  | { kind: 'choice'; key: keyof F; legend: Bilingual; options: readonly Opt[] }
  | { kind: 'number'; key: keyof F; label: Bilingual; values: readonly number[] }
  | { kind: 'note'; text: Bilingual }
);

type Opt = readonly [value: string | number, zh: string, en: string];
/** Setup fields, one per line: `check('palms', 'opt-palms', '棕櫚樹變體', 'Palm-tree variant')`… */
export const field = {
  check: <F,>(key: keyof F, testId: string, zh: string, en: string, when?: (f: F) => boolean): SetupField<F> => ({ kind: 'check', key, testId, label: { zh, en }, when }),
  choice: <F,>(key: keyof F, testId: string, legend: Bilingual, options: readonly Opt[], when?: (f: F) => boolean): SetupField<F> => ({ kind: 'choice', key, testId, legend, options, when }),
  number: <F,>(key: keyof F, testId: string, label: Bilingual, values: readonly number[], when?: (f: F) => boolean): SetupField<F> => ({ kind: 'number', key, testId, label, values, when }),
  note: <F,>(testId: string, text: Bilingual, when?: (f: F) => boolean): SetupField<F> => ({ kind: 'note', testId, text, when }),
};

function Field<F extends SetupBase>({ field: d, f, set }: { field: SetupField<F>; f: F; set: (patch: Partial<F>) => void }) {
  if (d.kind === 'note')
    return (
      <p class="sg-note" data-testid={d.testId}>
        <Bi t={d.text} />
      </p>
    );
  const key = d.key;
  const put = (v: unknown) => set({ [key]: v } as Partial<F>);
  if (d.kind === 'check')
    return (
      <label class="sg-check">
        <input type="checkbox" checked={!!f[key]} data-testid={d.testId} onChange={(e) => put((e.target as HTMLInputElement).checked)} />
        <Bi t={d.label} />
      </label>
    );
  if (d.kind === 'number')
    return (
      <label class="sg-field">
        <Bi t={d.label} />
        <select class="sg-select" data-testid={d.testId} value={String(f[key])} onChange={(e) => put(Number((e.target as HTMLSelectElement).value))}>
          {d.values.map((n) => (
            <option key={n} value={String(n)}>
              {n}
            </option>
          ))}
        </select>
      </label>
    );
  const numeric = typeof d.options[0]?.[0] === 'number';
  return (
    <Choice
      legend={d.legend}
      value={String(f[key])}
      options={d.options.map(([value, zh, en]) => ({ value: String(value), label: { zh, en } }))}
      onChange={(v) => put(numeric ? Number(v) : v)}
      testId={d.testId}
    />
  );
}

/**
 * A game's setup form: the players, each seat's kind and the seed (SetupFrame), the game's own
 * options (`fields`), and Start, which asks the engine to set the game up (a wrong player count or
 * option is refused with its reason) before opening it.
 */
export function SetupForm<F extends SetupBase, O>(p: {
  game: Pick<Game<unknown, unknown, O, unknown>, 'id' | 'setup'>;
  chapter: string;
  counts: number[];
  defaults: () => Omit<F, 'seed'>;
  /** The engine's options from the form. */
  options: (f: F) => Partial<O>;
  fields: readonly SetupField<F>[];
  seats: Seats;
  seedLabel?: Bilingual;
  onStart: (d: TableData<O, never>) => Notice | null;
}) {
  const [f, setF] = useState<F>(() => ({ ...p.defaults(), seed: String(newSeed()) }) as F);
  const [notice, setNotice] = useState<Notice | null>(null);
  const set = (patch: Partial<F>) => setF({ ...f, ...patch });
  const start = (e: Event) => {
    e.preventDefault();
    const config = { players: f.players, seed: seedOf(f), options: p.options(f) };
    const made = p.game.setup(config);
    if (!made.ok) {
      setNotice({ kind: 'error', text: made.error });
      return;
    }
    setNotice(p.onStart({ start: { kind: 'record', record: newRecord(p.game.id, config) }, seats: f.seats.slice(0, f.players), lastSeen: null }));
  };
  return (
    <SetupFrame f={f} set={set} counts={p.counts} chip={(seat) => <p.seats.SeatChip seat={seat} />} label={p.seats.seatLabel} seedLabel={p.seedLabel} notice={notice} chapter={p.chapter} onSubmit={start}>
      {p.fields.map((d) => (!d.when || d.when(f) ? <Field key={d.testId} field={d} f={f} set={set} /> : null))}
    </SetupFrame>
  );
}
