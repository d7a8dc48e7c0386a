/**
 * The free-play table: a setup form (3–5 seats, each human or bot, seed, options), then a game
 * played through the engine. Bots play in a Web Worker with a short visible delay and say why;
 * human seats get legal targets, refusals with the rule, a hint, undo as far as the engine's
 * policy allows, and a hand-over screen between human seats so money stays secret. The game is
 * saved in localStorage (`lr-table:santiago`) and can be shared as a link
 * (`?game=<encoded record>~<h|e|s per seat>#free-play-table`; the seat kinds ride in the same
 * parameter so the offline cache, which ignores `game`, still serves the page).
 *
 * Props: `initial` opens a given game at once (used by "take over" in a worked example; such a
 * table is not saved and cannot be shared as a link when it starts from an example's position);
 * `fromExample` resolves an example's step for such a start.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Bilingual, GameResult } from '../../../engine/core/contract';
import type { BotLevel } from '../../../engine/core/bot';
import { decodeRecord, encodeRecord, newRecord, replay } from '../../../engine/core/record';
import { santiago } from '../../../engine/santiago/game';
import { santiagoMachine } from '../../../engine/santiago/machine';
import type { SantiagoMove, SantiagoOptions, SantiagoState } from '../../../engine/santiago/types';
import { useActorMirror } from '../core/actor';
import { santiagoContext } from './machine-context';
import { Bi } from '../core/Bi';
import { botSeed } from '../core/botClient';
import type { Notice } from '../core/Feedback';
import { Feedback } from '../core/Feedback';
import { GameLog } from '../core/GameLog';
import { handoffNeeded, viewerOf, type SeatKind } from '../core/handoff';
import { PassDevice } from '../core/PassDevice';
import { PhaseDiagram } from '../core/PhaseDiagram';
import { parseSeats, seatsCode, splitShare } from '../core/share';
import { movesOf, replayTable, restoreTable, serializeTable, withMoves, type ExampleResolver, type TableData } from '../core/table';
import { tableCanUndo } from '../core/undo';
import { santiagoBotClient } from './bots-client';
import { seatLabel } from './look';
import { SeatChip } from './SeatPanel';
import { Surface } from './Surface';
import './santiago.css';

export const STORAGE_KEY = 'lr-table:santiago';
export const TABLE_ANCHOR = 'free-play-table';

type Data = TableData<SantiagoOptions, SantiagoMove>;

export interface SantiagoTableProps {
  initial?: Data;
  fromExample?: ExampleResolver<SantiagoState>;
  /** Save to localStorage (default: only when no `initial` is given). */
  persist?: boolean;
}

const KIND_LABEL: Record<SeatKind, Bilingual> = {
  human: { zh: '真人', en: 'human' },
  easy: { zh: '電腦（簡單）', en: 'bot (easy)' },
  strong: { zh: '電腦（強）', en: 'bot (strong)' },
};
const noExample: ExampleResolver<SantiagoState> = () => null;

function newSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0]! % 1_000_000;
}

interface SetupForm {
  players: number;
  seats: SeatKind[];
  seed: string;
  palms: boolean;
  spring: SantiagoOptions['spring'];
  springX: number;
  springY: number;
  palmPlacement: SantiagoOptions['palmPlacement'];
  openMoney: boolean;
}

const DEFAULT_FORM = (): SetupForm => ({
  players: 4,
  seats: ['human', 'strong', 'strong', 'easy', 'easy'],
  seed: String(newSeed()),
  palms: false,
  spring: 'random',
  springX: 2,
  springY: 1,
  palmPlacement: 'random',
  openMoney: false,
});

function SetupPanel({ onStart }: { onStart: (d: Data) => Notice | null }) {
  const [f, setF] = useState<SetupForm>(DEFAULT_FORM);
  const [notice, setNotice] = useState<Notice | null>(null);
  const set = (patch: Partial<SetupForm>) => setF({ ...f, ...patch });
  const start = (e: Event) => {
    e.preventDefault();
    const seed: number | string = /^\d{1,15}$/.test(f.seed.trim()) ? Number(f.seed.trim()) : f.seed.trim();
    const options: Partial<SantiagoOptions> = {
      palms: f.palms,
      spring: f.spring,
      palmPlacement: f.palmPlacement,
      openMoney: f.openMoney,
      ...(f.spring === 'setup' ? { springAt: { x: f.springX, y: f.springY } } : {}),
    };
    const config = { players: f.players, seed, options };
    const made = santiago.setup(config);
    if (!made.ok) {
      setNotice({ kind: 'error', text: made.error });
      return;
    }
    setNotice(onStart({ start: { kind: 'record', record: newRecord('santiago', config) }, seats: f.seats.slice(0, f.players), lastSeen: null }));
  };
  return (
    <form class="sg-setup" onSubmit={start} data-testid="setup-form">
      <fieldset>
        <legend>
          <Bi t={{ zh: '玩家', en: 'Players' }} />
        </legend>
        <label>
          <Bi t={{ zh: '人數', en: 'Number of players' }} />
          <select value={String(f.players)} data-testid="players" onChange={(e) => set({ players: Number((e.target as HTMLSelectElement).value) })}>
            {[3, 4, 5].map((n) => (
              <option key={n} value={String(n)}>
                {n}
              </option>
            ))}
          </select>
        </label>
        {Array.from({ length: f.players }, (_, seat) => (
          <label key={seat}>
            <SeatChip seat={seat} />
            <Bi t={seatLabel(seat)} />
            <select
              value={f.seats[seat]}
              data-testid={`seat-kind-${seat}`}
              onChange={(e) => {
                const seats = f.seats.slice();
                seats[seat] = (e.target as HTMLSelectElement).value as SeatKind;
                set({ seats });
              }}
            >
              {(['human', 'easy', 'strong'] as SeatKind[]).map((k) => (
                <option key={k} value={k}>
                  {`${KIND_LABEL[k].zh} / ${KIND_LABEL[k].en}`}
                </option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>
          <Bi t={{ zh: '亂數種子與選項', en: 'Seed and options' }} />
        </legend>
        <label>
          <Bi t={{ zh: '種子', en: 'Seed' }} />
          <input class="sg-input" style={{ width: '9rem' }} value={f.seed} data-testid="seed" onInput={(e) => set({ seed: (e.target as HTMLInputElement).value })} />
        </label>
        <button type="button" class="sg-btn" data-testid="new-seed" onClick={() => set({ seed: String(newSeed()) })}>
          <Bi t={{ zh: '換一個種子', en: 'New seed' }} />
        </button>
        <br />
        <label>
          <input type="checkbox" checked={f.palms} data-testid="opt-palms" onChange={(e) => set({ palms: (e.target as HTMLInputElement).checked })} />
          <Bi t={{ zh: '棕櫚樹變體', en: 'Palm-tree variant' }} />
        </label>
        {f.palms && (
          <label>
            <Bi t={{ zh: '棕櫚樹由誰放', en: 'Palms placed' }} />
            <select value={f.palmPlacement} onChange={(e) => set({ palmPlacement: (e.target as HTMLSelectElement).value as SetupForm['palmPlacement'] })}>
              <option value="random">隨機 / at random</option>
              <option value="first-overseer">第一位工頭 / by the first overseer</option>
            </select>
          </label>
        )}
        <label>
          <input type="checkbox" checked={f.openMoney} data-testid="opt-open-money" onChange={(e) => set({ openMoney: (e.target as HTMLInputElement).checked })} />
          <Bi t={{ zh: '公開金錢', en: 'Open money' }} />
        </label>
        <br />
        <label>
          <Bi t={{ zh: '水源位置', en: 'Spring' }} />
          <select value={f.spring} data-testid="opt-spring" onChange={(e) => set({ spring: (e.target as HTMLSelectElement).value as SetupForm['spring'] })}>
            <option value="random">隨機 / at random</option>
            <option value="setup">現在指定 / chosen now</option>
            <option value="first-overseer">第一位工頭決定 / by the first overseer</option>
          </select>
        </label>
        {f.spring === 'setup' && (
          <>
            <label>
              x
              <select value={String(f.springX)} onChange={(e) => set({ springX: Number((e.target as HTMLSelectElement).value) })}>
                {[0, 1, 2, 3, 4].map((n) => (
                  <option key={n} value={String(n)}>{n}</option>
                ))}
              </select>
            </label>
            <label>
              y
              <select value={String(f.springY)} onChange={(e) => set({ springY: Number((e.target as HTMLSelectElement).value) })}>
                {[0, 1, 2, 3].map((n) => (
                  <option key={n} value={String(n)}>{n}</option>
                ))}
              </select>
            </label>
          </>
        )}
      </fieldset>
      <button type="submit" class="sg-btn sg-primary" data-testid="start">
        <Bi t={{ zh: '開始遊戲', en: 'Start the game' }} />
      </button>
      <Feedback notice={notice} chapter="santiago" />
    </form>
  );
}

function FinalScore({ result }: { result: GameResult }) {
  return (
    <section data-testid="final-score">
      <h4>
        <Bi t={{ zh: '最後計分', en: 'Final scoring' }} />
      </h4>
      <table class="sg-score">
        <thead>
          <tr>
            <th>
              <Bi t={{ zh: '玩家', en: 'Player' }} />
            </th>
            <th>
              <Bi t={{ zh: '現金與各農地區（塊數 × 標記）', en: 'Cash and each field (plots × markers)' }} />
            </th>
            <th>
              <Bi t={{ zh: '總分', en: 'Total' }} />
            </th>
          </tr>
        </thead>
        <tbody>
          {result.seats.map((s) => (
            <tr key={s.seat} data-testid={`score-${s.seat}`}>
              <td>
                <SeatChip seat={s.seat} /> <Bi t={seatLabel(s.seat)} />
                {result.winners.includes(s.seat) && (
                  <strong data-testid={`winner-${s.seat}`}>
                    {' ★ '}
                    <Bi t={result.winners.length > 1 ? { zh: '並列勝利', en: 'shared victory' } : { zh: '勝利', en: 'winner' }} />
                  </strong>
                )}
              </td>
              <td>
                <ul>
                  {s.breakdown.map((l, k) => (
                    <li key={k}>
                      <Bi t={l.label} />
                    </li>
                  ))}
                </ul>
              </td>
              <td data-testid={`total-${s.seat}`}>{s.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export default function SantiagoTable(props: SantiagoTableProps) {
  const fromExample = props.fromExample ?? noExample;
  const persist = props.persist ?? !props.initial;
  const [data, setData] = useState<Data | null>(props.initial ?? null);
  const [state, setState] = useState<SantiagoState | null>(() => {
    if (!props.initial) return null;
    const r = replayTable(santiago, props.initial.start, fromExample);
    return r.ok ? r.state : null;
  });
  const [lastMove, setLastMove] = useState<{ from: SantiagoState; move: SantiagoMove } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [botNote, setBotNote] = useState<Bilingual | null>(null);
  const [hint, setHint] = useState<Notice | null>(null);
  const [speed, setSpeed] = useState(700);
  const [share, setShare] = useState<string | null>(null);
  const [ready, setReady] = useState(!!props.initial);
  const token = useRef(0);

  // open: a share link first, else the saved game
  useEffect(() => {
    if (props.initial) return;
    const url = new URL(location.href);
    const param = url.searchParams.get('game');
    if (param !== null) {
      url.searchParams.delete('game');
      const { code: link, seats: seatText } = splitShare(param);
      const decoded = decodeRecord<SantiagoOptions, SantiagoMove>(link, 'santiago');
      const replayed = decoded.ok ? replay(santiago, decoded.state) : decoded;
      if (decoded.ok && replayed.ok) {
        const record = decoded.state;
        const seats = parseSeats(seatText, record.players) ?? ['human', ...new Array<SeatKind>(record.players - 1).fill('strong')];
        open({ start: { kind: 'record', record }, seats, lastSeen: null }, replayed.state);
        setNotice({ kind: 'info', text: { zh: `已從分享連結重播 ${record.moves.length} 步。`, en: `Replayed ${record.moves.length} moves from the share link.` } });
      } else {
        setNotice({ kind: 'error', text: !replayed.ok ? replayed.error : { zh: '分享連結無法使用。', en: 'The share link cannot be used.' } });
        setData(null);
        setState(null);
      }
      history.replaceState(history.state, '', url);
      setReady(true);
      return;
    }
    let saved: string | null = null;
    try {
      saved = localStorage.getItem(STORAGE_KEY);
    } catch {
      saved = null;
    }
    if (saved) {
      const r = restoreTable(santiago, saved, fromExample);
      if (r.ok) open(r.state.data, r.state.state);
      else {
        setNotice({ kind: 'error', text: r.error });
        try {
          localStorage.removeItem(STORAGE_KEY);
        } catch {
          /* storage unavailable */
        }
      }
    }
    setReady(true);
  }, []);

  // save after every change
  useEffect(() => {
    if (!persist || !ready) return;
    try {
      if (data) localStorage.setItem(STORAGE_KEY, serializeTable(data));
    } catch {
      /* storage full or unavailable: the game goes on unsaved */
    }
  }, [data, ready]);

  function open(d: Data, s: SantiagoState) {
    token.current++;
    setData(d);
    setState(s);
    setLastMove(null);
    setBotNote(null);
    setHint(null);
    setShare(null);
  }

  const acting = state ? santiago.toAct(state)[0] : undefined;
  const over = state ? santiago.isOver(state) : false;
  const seats = data?.seats ?? [];
  const handoff = data ? handoffNeeded(seats, acting, data.lastSeen) : false;
  const viewer = viewerOf(seats, data?.lastSeen ?? null, over);
  const actorValue = useActorMirror(santiagoMachine, state, (s) => s.phase, santiagoContext, lastMove);

  const play = (move: SantiagoMove, reason?: Bilingual): Notice | null => {
    if (!data || !state) return null;
    const r = santiago.play(state, move);
    if (!r.ok) return { kind: 'violation', violation: r.violation };
    token.current++;
    const desc = santiago.describe(state, move);
    setData({ ...data, start: withMoves(data.start, [...movesOf(data.start), move]) });
    setLastMove({ from: state, move });
    setState(r.state);
    setHint(null);
    setShare(null);
    setNotice(null);
    setBotNote(reason ? { zh: `${desc.zh}${reason.zh}`, en: `${desc.en} ${reason.en}` } : null);
    return null;
  };

  // bots move by themselves, through the worker, after a short visible pause
  useEffect(() => {
    if (!data || !state || over || acting === undefined || seats[acting] === 'human') return;
    const level = seats[acting] as BotLevel;
    const mine = ++token.current;
    const seed = botSeed(data.start.kind === 'record' ? data.start.record.seed : data.start.example, movesOf(data.start).length);
    const timer = setTimeout(() => {
      santiagoBotClient()
        .ask({ state, seat: acting, level, seed })
        .then((choice) => {
          if (token.current !== mine) return;
          const n = play(choice.move, choice.reason);
          if (n) setNotice(n);
        })
        .catch((err: Error) => {
          if (token.current !== mine) return;
          setNotice({ kind: 'error', text: { zh: `電腦玩家出錯了：${err.message}`, en: `A bot failed: ${err.message}` } });
        });
    }, speed);
    return () => clearTimeout(timer);
  }, [state, data?.seats]);

  const undoSeat = useMemo(() => {
    if (!data || !state) return null;
    const moves = movesOf(data.start);
    const last = moves[moves.length - 1];
    if (!last || seats[last.seat] !== 'human') return null;
    if (typeof viewer === 'object' && viewer.seat !== last.seat) return null;
    return tableCanUndo(santiago, data.start, fromExample, last.seat) ? last.seat : null;
  }, [data, state]);

  const doUndo = () => {
    if (!data || undoSeat === null) return;
    const start = withMoves(data.start, movesOf(data.start).slice(0, -1));
    const r = replayTable(santiago, start, fromExample);
    if (!r.ok) {
      setNotice({ kind: 'error', text: r.error });
      return;
    }
    token.current++;
    setData({ ...data, start });
    setState(r.state);
    setLastMove(null);
    setBotNote(null);
    setHint(null);
    setNotice({ kind: 'info', text: { zh: '已收回上一步。', en: 'The last move was taken back.' } });
  };

  const askHint = () => {
    if (!state || acting === undefined || !data) return;
    setHint({ kind: 'info', text: { zh: '強的電腦玩家正在想……', en: 'The strong bot is thinking…' } });
    const mine = token.current;
    santiagoBotClient()
      .ask({ state, seat: acting, level: 'strong', seed: botSeed('hint', movesOf(data.start).length) })
      .then((c) => {
        if (token.current !== mine) return;
        const d = santiago.describe(state, c.move);
        setHint({ kind: 'info', text: { zh: `提示：${d.zh}${c.reason.zh}`, en: `Hint: ${d.en} ${c.reason.en}` } });
      })
      .catch((err: Error) => setHint({ kind: 'error', text: { zh: `提示失敗：${err.message}`, en: `No hint: ${err.message}` } }));
  };

  const makeShare = () => {
    if (!data || data.start.kind !== 'record') return;
    const url = new URL(location.href);
    url.search = '';
    url.searchParams.set('game', `${encodeRecord(data.start.record)}~${seatsCode(data.seats)}`);
    url.hash = TABLE_ANCHOR;
    setShare(url.toString());
    navigator.clipboard?.writeText(url.toString()).catch(() => {});
  };

  const newGame = () => {
    token.current++;
    setData(null);
    setState(null);
    setNotice(null);
    setLastMove(null);
    try {
      if (persist) localStorage.removeItem(STORAGE_KEY);
    } catch {
      /* storage unavailable */
    }
  };

  const result = state && over ? santiago.result(state) : null;
  const kinds = seats.map((k) => KIND_LABEL[k]);
  const humanActing = acting !== undefined && seats[acting] === 'human';

  return (
    <section class="sg-island sg-table" id={props.initial ? undefined : TABLE_ANCHOR} data-testid="table" data-ready={ready ? '' : undefined}>
      <h3>
        <Bi t={props.initial ? { zh: '從這裡接手', en: 'Taken over from here' } : { zh: '自由對局', en: 'Free-play table' }} />
      </h3>
      {!data || !state ? (
        <>
          <Feedback notice={notice} chapter="santiago" />
          <SetupPanel
            onStart={(d) => {
              const r = replayTable(santiago, d.start, fromExample);
              if (!r.ok) return { kind: 'error', text: r.error };
              setNotice(null);
              open(d, r.state);
              return null;
            }}
          />
        </>
      ) : (
        <>
          <div class="sg-row island-controls">
            <button type="button" class="sg-btn" data-testid="new-game" onClick={newGame}>
              <Bi t={{ zh: '新的一局', en: 'New game' }} />
            </button>
            {data.start.kind === 'record' ? (
              <button type="button" class="sg-btn" data-testid="share" onClick={makeShare}>
                <Bi t={{ zh: '分享連結', en: 'Share link' }} />
              </button>
            ) : (
              <span class="sg-note">
                <Bi t={{ zh: '從範例接手的對局不能做成分享連結。', en: 'A game taken over from an example cannot be shared as a link.' }} />
              </span>
            )}
            <label>
              <Bi t={{ zh: '電腦速度', en: 'Bot speed' }} />{' '}
              <select value={String(speed)} data-testid="bot-speed" onChange={(e) => setSpeed(Number((e.target as HTMLSelectElement).value))}>
                <option value="1500">慢 / slow</option>
                <option value="700">一般 / normal</option>
                <option value="0">立即 / instant</option>
              </select>
            </label>
            {data.start.kind === 'record' && (
              <span class="sg-note" data-testid="table-seed">
                <Bi t={{ zh: `種子 ${data.start.record.seed}`, en: `Seed ${data.start.record.seed}` }} />
              </span>
            )}
          </div>
          {share && (
            <p class="sg-row">
              <label>
                <Bi t={{ zh: '分享連結（已複製）', en: 'Share link (copied)' }} />{' '}
                <input class="sg-input" style={{ width: '100%' }} readOnly value={share} data-testid="share-link" onFocus={(e) => (e.target as HTMLInputElement).select()} />
              </label>
            </p>
          )}
          <Feedback notice={notice} chapter="santiago" />
          <PhaseDiagram machine={santiagoMachine} chapter="santiago" current={actorValue} title={false} />
          {botNote && (
            <p class="sg-info" data-testid="bot-reason" role="status">
              <Bi t={botNote} />
            </p>
          )}
          {result && <FinalScore result={result} />}
          {handoff && acting !== undefined ? (
            <PassDevice who={seatLabel(acting)} onReady={() => setData({ ...data, lastSeen: acting })} />
          ) : (
            <div class="sg-grid sg-wide">
              <Surface
                state={state}
                viewer={viewer}
                controlSeat={humanActing ? acting! : null}
                onMove={(m) => play(m)}
                kinds={kinds}
                notice={hint}
                actions={
                  <>
                    {humanActing && !over && (
                      <button type="button" class="sg-btn" data-testid="hint" onClick={askHint}>
                        <Bi t={{ zh: '提示', en: 'Hint' }} />
                      </button>
                    )}
                    <button type="button" class="sg-btn" data-testid="undo" disabled={undoSeat === null} onClick={doUndo}>
                      <Bi t={{ zh: '收回', en: 'Undo' }} />
                    </button>
                  </>
                }
              />
              <GameLog lines={state.log} />
            </div>
          )}
        </>
      )}
    </section>
  );
}
