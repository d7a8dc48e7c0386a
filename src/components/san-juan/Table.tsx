/**
 * San Juan's free-play table: a setup form (2–4 seats, each human or bot, seed, options), then a
 * game played through the engine. Bots play in a Web Worker with a short visible delay and say why;
 * human seats get their choices as buttons, refusals with the rule, a hint, undo as far as the
 * engine's policy allows, and a hand-over screen between human seats so that hands stay secret
 * (the screen shows only the view of the seat in front of it). The whole log is kept although the
 * state holds only its last lines. The game is saved in localStorage (`lr-table:san-juan`) and can
 * be shared as a link (`?game=<encoded record>~<h|e|s per seat>#free-play-table`).
 *
 * Props: `initial` opens a given game at once (used by "take over" in a worked example; such a
 * table is not saved, and cannot be shared as a link when it starts from an example's position);
 * `fromExample` resolves an example's step for such a start.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Bilingual, GameResult } from '../../../engine/core/contract';
import type { BotChoice, BotLevel } from '../../../engine/core/bot';
import { decodeRecord, encodeRecord, newRecord, replay } from '../../../engine/core/record';
import { sanJuan } from '../../../engine/san-juan/game';
import { sanJuanMachine } from '../../../engine/san-juan/machine';
import type { SanJuanMove, SanJuanOptions, SanJuanState } from '../../../engine/san-juan/types';
import { useActorMirror } from '../core/actor';
import { Bi } from '../core/Bi';
import { botSeed } from '../core/botClient';
import { Feedback, type Notice } from '../core/Feedback';
import { GameLog } from '../core/GameLog';
import { handoffNeeded, viewerOf, type SeatKind, type Viewer } from '../core/handoff';
import { mergeLog, type LogHistory } from '../core/logWindow';
import { PassDevice } from '../core/PassDevice';
import { PhaseDiagram } from '../core/PhaseDiagram';
import { langFor, say, useMode, type Mode } from '../core/reading';
import { parseSeats, seatsCode, splitShare } from '../core/share';
import { movesOf, replayTable, restoreTable, serializeTable, withMoves, type ExampleResolver, type TableData, type TableStart } from '../core/table';
import { tableCanUndo } from '../core/undo';
import { sanJuanBotClient } from './bots-client';
import { PHASE_GROUPS, seatLabel } from './look';
import { sanJuanContext } from './machine-context';
import { scoreDetail, tableauModel } from './model';
import { SeatChip, Tableau } from './Tableau';
import '../core/island.css';
import './san-juan.css';

export const STORAGE_KEY = 'lr-table:san-juan';
export const TABLE_ANCHOR = 'free-play-table';

type Data = TableData<SanJuanOptions, SanJuanMove>;

export interface SanJuanTableProps {
  initial?: Data;
  fromExample?: ExampleResolver<SanJuanState>;
  /** Save to localStorage (default: only when no `initial` is given). */
  persist?: boolean;
}

const KIND_LABEL: Record<SeatKind, Bilingual> = {
  human: { zh: '真人', en: 'human' },
  easy: { zh: '電腦（簡單）', en: 'bot (easy)' },
  strong: { zh: '電腦（強）', en: 'bot (strong)' },
};

const HANDS_SECRET: Bilingual = {
  zh: '每個人的手牌都是祕密，交接時畫面會先蓋起來，只給接手的人看他自己的手牌。',
  en: 'Every hand is secret: the table is covered while the device changes hands, and then shows only the hand of the player holding it.',
};

const noExample: ExampleResolver<SanJuanState> = () => null;

/**
 * What the screen may show of a bot's reason: all of it when every hand is open (no person plays,
 * or the game is over) or the screen is the bot's own seat's, else what every other seat may hear
 * (the reason itself when it names nothing hidden).
 */
export function reasonShown(choice: BotChoice<SanJuanMove>, viewer: Viewer): Bilingual {
  return viewer === 'all' || (typeof viewer === 'object' && viewer.seat === choice.move.seat) ? choice.reason : (choice.publicReason ?? choice.reason);
}

function newSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0]! % 1_000_000;
}

/** The whole log of a table, replayed from its start (the state keeps only its last lines). */
export function fullLog(start: TableStart<SanJuanOptions, SanJuanMove>, fromExample: ExampleResolver<SanJuanState>): LogHistory | null {
  let s: SanJuanState | null;
  if (start.kind === 'record') {
    const r = sanJuan.setup({ players: start.record.players, seed: start.record.seed, options: start.record.options });
    s = r.ok ? r.state : null;
  } else s = fromExample(start.example, start.step);
  if (!s) return null;
  let h = mergeLog(null, s.log, s.logCount);
  for (const m of movesOf(start)) {
    const r = sanJuan.play(s, m);
    if (!r.ok) return null;
    s = r.state;
    h = mergeLog(h, s.log, s.logCount);
  }
  return h;
}

/** An option of a select in the reader's language (an option cannot hold two language spans). */
const Opt = ({ value, t, mode }: { value: string; t: Bilingual; mode: Mode }) => (
  <option value={value} lang={langFor(mode)}>
    {say(t, mode)}
  </option>
);

interface SetupForm {
  players: number;
  seats: SeatKind[];
  seed: string;
  startingHands: boolean;
  privilege: SanJuanOptions['privilege'];
  afterBuild: SanJuanOptions['afterBuild'];
}

const DEFAULT_FORM = (): SetupForm => ({
  players: 3,
  seats: ['human', 'strong', 'easy', 'strong'],
  seed: String(newSeed()),
  startingHands: false,
  privilege: 'picker',
  afterBuild: 'carpenter-first',
});

function SetupPanel({ onStart }: { onStart: (d: Data) => Notice | null }) {
  const mode = useMode();
  const [f, setF] = useState<SetupForm>(DEFAULT_FORM);
  const [notice, setNotice] = useState<Notice | null>(null);
  const set = (patch: Partial<SetupForm>) => setF({ ...f, ...patch });
  const start = (e: Event) => {
    e.preventDefault();
    const seed: number | string = /^\d{1,15}$/.test(f.seed.trim()) ? Number(f.seed.trim()) : f.seed.trim();
    const options: Partial<SanJuanOptions> = { startingHands: f.startingHands, privilege: f.privilege, afterBuild: f.afterBuild };
    const config = { players: f.players, seed, options };
    const made = sanJuan.setup(config);
    if (!made.ok) {
      setNotice({ kind: 'error', text: made.error });
      return;
    }
    setNotice(onStart({ start: { kind: 'record', record: newRecord('san-juan', config) }, seats: f.seats.slice(0, f.players), lastSeen: null }));
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
            {[2, 3, 4].map((n) => (
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
                <Opt key={k} value={k} t={KIND_LABEL[k]} mode={mode} />
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
          <input type="checkbox" checked={f.startingHands} data-testid="opt-starting-hands" onChange={(e) => set({ startingHands: (e.target as HTMLInputElement).checked })} />
          <Bi t={{ zh: '起始手牌變體（5 到 8 張，各留 4 張）', en: 'Starting-hand variant (5 to 8 cards, keep 4)' }} />
        </label>
        <br />
        <label>
          <Bi t={{ zh: '誰有特權、誰先做', en: 'Privilege and first turn' }} />
          <select value={f.privilege} data-testid="opt-privilege" onChange={(e) => set({ privilege: (e.target as HTMLSelectElement).value as SetupForm['privilege'] })}>
            <Opt value="picker" t={{ zh: '挑角色的人（出版規則）', en: 'the picker (published rules)' }} mode={mode} />
            <Opt value="governor" t={{ zh: '總督（中文原文的讀法）', en: 'the governor (the source’s reading)' }} mode={mode} />
          </select>
        </label>
        <label>
          <Bi t={{ zh: '蓋完後抽牌順序', en: 'Draws after a build' }} />
          <select value={f.afterBuild} data-testid="opt-after-build" onChange={(e) => set({ afterBuild: (e.target as HTMLSelectElement).value as SetupForm['afterBuild'] })}>
            <Opt value="carpenter-first" t={{ zh: '木工場先', en: 'carpenter first' }} mode={mode} />
            <Opt value="poor-house-first" t={{ zh: '救濟院先', en: 'poor house first' }} mode={mode} />
          </select>
        </label>
      </fieldset>
      <button type="submit" class="sg-btn sg-primary" data-testid="start">
        <Bi t={{ zh: '開始遊戲', en: 'Start the game' }} />
      </button>
      <Feedback notice={notice} chapter="san-juan" />
    </form>
  );
}

function FinalScore({ state, result }: { state: SanJuanState; result: GameResult }) {
  const detail = scoreDetail(state, result);
  const best = Math.max(...detail.map((d) => d.total));
  const tied = detail.filter((d) => d.total === best).length > 1;
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
              <Bi t={{ zh: '每棟建築的分數、禮拜堂與 6 費建築的加分', en: 'Each building, the chapel and the 6-cost bonuses' }} />
            </th>
            <th>
              <Bi t={{ zh: '總分', en: 'Total' }} />
            </th>
            <th>
              <Bi t={{ zh: '平手時比：手牌 + 貨品', en: 'Tie-break: hand + goods' }} />
            </th>
          </tr>
        </thead>
        <tbody>
          {detail.map((d) => (
            <tr key={d.seat} data-testid={`score-${d.seat}`}>
              <td>
                <SeatChip seat={d.seat} /> <Bi t={seatLabel(d.seat)} />
                {result.winners.includes(d.seat) && (
                  <strong data-testid={`winner-${d.seat}`}>
                    {' ★ '}
                    <Bi t={result.winners.length > 1 ? { zh: '並列勝利', en: 'shared victory' } : { zh: '勝利', en: 'winner' }} />
                  </strong>
                )}
              </td>
              <td>
                <ul class="sj-score-rows">
                  {d.rows.map((r, k) => (
                    <li key={k} data-bonus={r.card === undefined ? '' : undefined}>
                      <Bi t={r.label} />
                      {': '}
                      <span data-testid="points">{r.points}</span>
                    </li>
                  ))}
                </ul>
              </td>
              <td data-testid={`total-${d.seat}`}>{d.total}</td>
              <td data-testid={`tiebreak-${d.seat}`}>
                <Bi
                  t={{
                    zh: `手牌 ${d.tieBreak.hand} + 貨品 ${d.tieBreak.goods} = ${d.tieBreak.hand + d.tieBreak.goods}`,
                    en: `hand ${d.tieBreak.hand} + goods ${d.tieBreak.goods} = ${d.tieBreak.hand + d.tieBreak.goods}`,
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {tied && (
        <p class="sg-note" data-testid="tie-note">
          <Bi
            t={{
              zh: '最高分平手：比手牌加上建築上的貨品數，較多的人獲勝；再平手就並列勝利。',
              en: 'The top score is tied: the most cards in hand plus goods on buildings wins; if that ties too, the victory is shared.',
            }}
          />
        </p>
      )}
    </section>
  );
}

export default function SanJuanTable(props: SanJuanTableProps) {
  const fromExample = props.fromExample ?? noExample;
  const persist = props.persist ?? !props.initial;
  const [data, setData] = useState<Data | null>(props.initial ?? null);
  const [state, setState] = useState<SanJuanState | null>(() => {
    if (!props.initial) return null;
    const r = replayTable(sanJuan, props.initial.start, fromExample);
    return r.ok ? r.state : null;
  });
  const [logHist, setHistory] = useState<LogHistory | null>(() => (props.initial ? fullLog(props.initial.start, fromExample) : null));
  const [lastMove, setLastMove] = useState<{ from: SanJuanState; move: SanJuanMove } | null>(null);
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
      const decoded = decodeRecord<SanJuanOptions, SanJuanMove>(link, 'san-juan');
      const replayed = decoded.ok ? replay(sanJuan, decoded.state) : decoded;
      if (decoded.ok && replayed.ok) {
        const record = decoded.state;
        const seats = parseSeats(seatText, record.players) ?? ['human', ...new Array<SeatKind>(record.players - 1).fill('strong')];
        open({ start: { kind: 'record', record }, seats, lastSeen: null }, replayed.state);
        setNotice({ kind: 'info', text: { zh: `已從分享連結重播 ${record.moves.length} 步。`, en: `Replayed ${record.moves.length} moves from the share link.` } });
      } else {
        const why = !replayed.ok ? replayed.error : { zh: '', en: '' };
        setNotice({
          kind: 'error',
          text: { zh: `分享連結無法使用：${why.zh}已經擺好一張新的牌桌。`, en: `The share link cannot be used: ${why.en} A fresh table has been set.` },
        });
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
      const r = restoreTable(sanJuan, saved, fromExample);
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

  // save after a change: at most one write per 200 ms while bots play fast, and at once when the page goes away
  const latest = useRef<Data | null>(null);
  latest.current = data;
  const pendingSave = useRef<ReturnType<typeof setTimeout> | null>(null);
  const writeSave = () => {
    pendingSave.current = null;
    try {
      if (latest.current) localStorage.setItem(STORAGE_KEY, serializeTable(latest.current));
    } catch {
      /* storage full or unavailable: the game goes on unsaved */
    }
  };
  useEffect(() => {
    if (!persist || !ready || !data) return;
    pendingSave.current ??= setTimeout(writeSave, 200);
  }, [data, ready]);
  useEffect(() => {
    const flush = () => {
      if (pendingSave.current === null) return;
      clearTimeout(pendingSave.current);
      writeSave();
    };
    addEventListener('pagehide', flush);
    return () => {
      removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  // the whole log: each new window merged into what is held
  useEffect(() => {
    if (state) setHistory((h) => mergeLog(h, state.log, state.logCount));
  }, [state]);

  function open(d: Data, s: SanJuanState) {
    token.current++;
    setData(d);
    setState(s);
    setHistory(fullLog(d.start, fromExample));
    setLastMove(null);
    setBotNote(null);
    setHint(null);
    setShare(null);
  }

  const acting = state ? sanJuan.toAct(state)[0] : undefined;
  const over = state ? sanJuan.isOver(state) : false;
  const seats = data?.seats ?? [];
  const handoff = data ? handoffNeeded(seats, acting, data.lastSeen) : false;
  const viewer = viewerOf(seats, data?.lastSeen ?? null, over);
  const humanActing = acting !== undefined && seats[acting] === 'human';
  const actorValue = useActorMirror(sanJuanMachine, state, (s) => s.phase, sanJuanContext, lastMove);
  const model = useMemo(() => (state ? tableauModel(state, viewer, humanActing && !handoff ? acting! : null) : null), [state, data?.lastSeen, handoff]);

  const play = (move: SanJuanMove, bot?: BotChoice<SanJuanMove>): Notice | null => {
    if (!data || !state) return null;
    const r = sanJuan.play(state, move);
    if (!r.ok) return { kind: 'violation', violation: r.violation };
    token.current++;
    const desc = sanJuan.describe(state, move);
    setData({ ...data, start: withMoves(data.start, [...movesOf(data.start), move]) });
    setLastMove({ from: state, move });
    setState(r.state);
    setHint(null);
    setShare(null);
    setNotice(null);
    const shown = bot && reasonShown(bot, viewer);
    setBotNote(shown ? { zh: `${desc.zh}${shown.zh}`, en: `${desc.en} ${shown.en}` } : null);
    return null;
  };

  // bots move by themselves, through the worker, after a short visible pause
  useEffect(() => {
    if (!data || !state || over || acting === undefined || seats[acting] === 'human') return;
    const level = seats[acting] as BotLevel;
    const mine = ++token.current;
    const seed = botSeed(data.start.kind === 'record' ? data.start.record.seed : data.start.example, movesOf(data.start).length);
    const timer = setTimeout(() => {
      sanJuanBotClient()
        .ask({ state, seat: acting, level, seed })
        .then((choice) => {
          if (token.current !== mine) return;
          const n = play(choice.move, choice);
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
    return tableCanUndo(sanJuan, data.start, fromExample, last.seat) ? last.seat : null;
  }, [data, state]);

  const doUndo = () => {
    if (!data || undoSeat === null) return;
    const start = withMoves(data.start, movesOf(data.start).slice(0, -1));
    const r = replayTable(sanJuan, start, fromExample);
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
    sanJuanBotClient()
      .ask({ state, seat: acting, level: 'strong', seed: botSeed('hint', movesOf(data.start).length) })
      .then((c) => {
        if (token.current !== mine) return;
        // a hint is for the seat that asks: the whole reason, hand cards named
        const d = sanJuan.describe(state, c.move);
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
    setHistory(null);
    setNotice(null);
    setLastMove(null);
    try {
      if (persist) localStorage.removeItem(STORAGE_KEY);
    } catch {
      /* storage unavailable */
    }
  };

  const result = state && over ? sanJuan.result(state) : null;
  const mode = useMode();
  const kinds = seats.map((k) => KIND_LABEL[k]);

  return (
    <section class="sg-island sg-table sj-table" id={props.initial ? undefined : TABLE_ANCHOR} data-testid="table" data-ready={ready ? '' : undefined}>
      <h3>
        <Bi t={props.initial ? { zh: '從這裡接手', en: 'Taken over from here' } : { zh: '自由對局', en: 'Free-play table' }} />
      </h3>
      {!data || !state || !model ? (
        <>
          <Feedback notice={notice} chapter="san-juan" />
          <SetupPanel
            onStart={(d) => {
              const r = replayTable(sanJuan, d.start, fromExample);
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
                <Opt value="1500" t={{ zh: '慢', en: 'slow' }} mode={mode} />
                <Opt value="700" t={{ zh: '一般', en: 'normal' }} mode={mode} />
                <Opt value="0" t={{ zh: '立即', en: 'instant' }} mode={mode} />
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
          <Feedback notice={notice} chapter="san-juan" />
          <PhaseDiagram machine={sanJuanMachine} chapter="san-juan" current={actorValue} title={false} groups={PHASE_GROUPS} />
          {botNote && (
            <p class="sg-info" data-testid="bot-reason" role="status">
              <Bi t={botNote} />
            </p>
          )}
          {result && <FinalScore state={state} result={result} />}
          {handoff && acting !== undefined ? (
            <PassDevice who={seatLabel(acting)} secret={HANDS_SECRET} onReady={() => setData({ ...data, lastSeen: acting })} />
          ) : (
            <div class="sg-grid sg-wide">
              <Tableau
                model={model}
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
              <GameLog lines={logHist?.lines ?? state.log} start={logHist?.start ?? state.logCount - state.log.length} max={400} />
            </div>
          )}
        </>
      )}
    </section>
  );
}
