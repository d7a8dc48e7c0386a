/**
 * A table held in the page (see source.ts): the engine plays every move, the bot seats move by
 * themselves through the game's worker after a short visible pause, the game is saved in the
 * browser after each change (at most once per 200 ms while bots play fast, and at once when the
 * page goes away) and opened again from a share link or the saved game; a hint from the strong bot,
 * undo as far as the engine's policy allows, the share link, a new game. It keeps the bots' remarks
 * (what each screen may be told of them) and the whole log, however short a window of it the
 * state holds.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Bilingual } from '../../../engine/core/contract';
import type { BotChoice, BotLevel } from '../../../engine/core/bot';
import type { MachineGame } from '../../../engine/core/machine-game';
import { replay } from '../../../engine/core/record';
import { sentences } from '../../../engine/core/sentences';
import { decodeRecord, encodeRecord } from '../../../engine/core/record-codec';
import { botSeed, type BotClient } from './botClient';
import type { Notice } from './Feedback';
import { handoffNeeded, viewerOf, type SeatKind, type Viewer } from './handoff';
import { mergeLog, type LogHistory } from './logWindow';
import { parseSeats, seatsCode, splitShare } from './share';
import type { BotNote, TableSource } from './source';
import { movesOf, replayTable, restoreTable, serializeTable, withMoves, type ExampleResolver, type TableData, type TableStart } from './table';
import { lastHuman, tableUndo, type TableUndo } from './undo';
import { storageKey, TABLE_ANCHOR, type TableProps } from './TableShell';
import { readItem, removeItem, SAVING_OFF, writeItem, type StorageTrouble } from './storage';

/** A move described, then why (a bot's reason): two sentences, each closed by its stop. */
export const said = (d: Bilingual, why: Bilingual): Bilingual => sentences(d, why);

/** The seat a person decides for now and the seat a bot decides for now (either may be absent). */
export type Picked = { human?: number; bot?: number };

const firstToAct = (seats: readonly SeatKind[], toAct: readonly number[]): Picked => {
  const a = toAct[0];
  return a === undefined ? {} : seats[a] === 'human' ? { human: a } : { bot: a };
};

/** A game's log as its state holds it: the last `lines` of `count` written (all of them when the two agree). */
export type LogOf<S> = (s: S) => { lines: readonly Bilingual[]; count: number };

/** The log of a state that keeps `log` (and, when it keeps only a window of it, `logCount`). */
export const stateLog = <S>(s: S): { lines: readonly Bilingual[]; count: number } => {
  const x = s as { log?: readonly Bilingual[]; logCount?: number };
  const lines = x.log ?? [];
  return { lines, count: x.logCount ?? lines.length };
};

/**
 * What the screen may show of a bot's reason: all of it when nothing is hidden (no person plays, or
 * the game is over) or the screen is the bot's own seat's, else what every other seat may hear (its
 * public reason, when the reason names something hidden).
 */
export function reasonShown<M extends { seat: number }>(choice: BotChoice<M>, viewer: Viewer): Bilingual {
  return viewer === 'all' || (typeof viewer === 'object' && viewer.seat === choice.move.seat) ? choice.reason : (choice.publicReason ?? choice.reason);
}

/** The whole log of a table, replayed from its start (the state may keep only its last lines). */
export function fullLog<S, M extends { type: string }, O>(game: MachineGame<S, M, O, unknown>, start: TableStart<O, M>, fromExample: ExampleResolver<S>, logOf: LogOf<S>): LogHistory | null {
  let s: S | null;
  if (start.kind === 'record') {
    const r = game.setup({ players: start.record.players, seed: start.record.seed, options: start.record.options });
    s = r.ok ? r.state : null;
  } else s = fromExample(start.example, start.step);
  if (!s) return null;
  const at = (x: S, h: LogHistory | null) => {
    const l = logOf(x);
    return mergeLog(h, l.lines, l.count);
  };
  let h = at(s, null);
  for (const m of movesOf(start)) {
    const r = game.play(s, m);
    if (!r.ok) return null;
    s = r.state;
    h = at(s, h);
  }
  return h;
}

export interface LocalSpec<S, M extends { type: string; seat: number }, O> {
  game: MachineGame<S, M, O, unknown>;
  /** The chapter: the game is saved under `lr-table:<chapter>`. */
  chapter: string;
  /** The bots' worker (started on the first question). */
  bots: BotClient<S, M>;
  props: TableProps<S, O, M>;
  /** Who decides now, when several seats may (default: the first seat to act). */
  pick?: (seats: readonly SeatKind[], toAct: readonly number[], lastSeen: number | null) => Picked;
  /** The hint's words (default: the move described, then the bot's reason). */
  hintText?: (state: S, choice: BotChoice<M>) => Bilingual;
  /** The share link, once shown, follows the game (default: it goes away at the next move). */
  liveShare?: boolean;
  /** The log as the state holds it (default: `log`, with `logCount` when it keeps a window). */
  log?: LogOf<S>;
  /** A move the other seats may not see yet in `state` (a keep under the cup): a bot's remark on it waits. */
  keepsSecret?: (move: M, state: S) => boolean;
  /** The bots' remarks stay after a person's move (simultaneous choices, told as they are revealed); else a person's move clears them. */
  keepNotes?: boolean;
}

type Kept<M> = BotNote & { move: M };

export function useLocalTable<S, M extends { type: string; seat: number }, O>(spec: LocalSpec<S, M, O>): TableSource<S, M, O> {
  const { game, props } = spec;
  const key = storageKey(spec.chapter);
  const logOf = spec.log ?? stateLog;
  type Data = TableData<O, M>;
  const fromExample = props.fromExample ?? (() => null);
  const persist = props.persist ?? !props.initial;
  const [data, setData] = useState<Data | null>(props.initial ?? null);
  const [state, setState] = useState<S | null>(() => {
    if (!props.initial) return null;
    const r = replayTable(game, props.initial.start, fromExample);
    return r.ok ? r.state : null;
  });
  const [lastMove, setLastMove] = useState<{ from: S; move: M } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [hint, setHint] = useState<Notice | null>(null);
  const [speed, setSpeed] = useState(700);
  const [notes, setNotes] = useState<Kept<M>[]>([]);
  const [logHist, setLogHist] = useState<LogHistory | null>(() => (props.initial ? fullLog(game, props.initial.start, fromExample, logOf) : null));
  /** The game as it was when the share link was asked for, or null while no link is shown. */
  const [shared, setShared] = useState<Data | null>(null);
  const [ready, setReady] = useState(!!props.initial);
  /** Why saving is off (storage denied or full), once a read or write has failed; the game plays on. */
  const [saveOff, setSaveOff] = useState<StorageTrouble | null>(null);
  const token = useRef(0);

  function open(d: Data, s: S, undone = false) {
    token.current++;
    setData(d);
    setState(s);
    setLastMove(null);
    setHint(null);
    if (!undone) {
      setShared(null);
      setNotes([]);
    }
    setLogHist(fullLog(game, d.start, fromExample, logOf));
  }

  // open: a game the setup form started while this part was loading, else a share link, else the saved game
  useEffect(() => {
    if (props.initial) return;
    if (props.first) {
      const r = replayTable(game, props.first.start, fromExample);
      if (r.ok) open(props.first, r.state);
      else setNotice({ kind: 'error', text: r.error });
      setReady(true);
      return;
    }
    const url = new URL(location.href);
    const param = url.searchParams.get('game');
    if (param !== null) {
      url.searchParams.delete('game');
      const { code, seats } = splitShare(param);
      const decoded = decodeRecord<O, M>(code, game.id);
      const replayed = decoded.ok ? replay(game, decoded.state) : null;
      if (decoded.ok && replayed?.ok) {
        const record = decoded.state;
        const kinds = parseSeats(seats, record.players);
        const fallback: SeatKind[] = ['human', ...new Array<SeatKind>(record.players - 1).fill('strong')];
        open({ start: { kind: 'record', record }, seats: kinds ?? fallback, lastSeen: null }, replayed.state);
        const moves = { zh: `已從分享連結重播 ${record.moves.length} 步。`, en: `Replayed ${record.moves.length} moves from the share link.` };
        setNotice({
          kind: 'info',
          text:
            seats !== null && kinds === null
              ? {
                  zh: `${moves.zh}連結裡的座位設定「${seats}」看不懂，所以改成：玩家 A 是真人，其他座位是強的電腦。`,
                  en: `${moves.en} The seats in the link ("${seats}") cannot be read, so Player A is a person and every other seat a strong bot.`,
                }
              : moves,
        });
      } else {
        // a link that cannot be read says so itself; a game that cannot be replayed is said to come from the link
        const text: Bilingual = !decoded.ok
          ? { zh: `${decoded.error.zh}已經擺好一張新的牌桌。`, en: `${decoded.error.en} A fresh table has been set.` }
          : { zh: `分享連結裡的對局無法重播：${replayed!.ok ? '' : replayed!.error.zh}已經擺好一張新的牌桌。`, en: `The game in the share link cannot be replayed: ${replayed!.ok ? '' : replayed!.error.en} A fresh table has been set.` };
        setNotice({ kind: 'error', text });
      }
      history.replaceState(history.state, '', url);
      setReady(true);
      return;
    }
    const read = readItem(key);
    if (!read.ok) setSaveOff(read.why);
    const saved = read.ok ? read.value : null;
    if (saved) {
      const r = restoreTable(game, saved, fromExample);
      if (r.ok) open(r.state.data, r.state.state);
      else {
        setNotice({ kind: 'error', text: r.error });
        removeItem(key);
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
    if (!latest.current) return;
    const w = writeItem(key, serializeTable(latest.current));
    // storage full or unavailable: the game goes on unsaved, and the table says so once
    if (!w.ok) setSaveOff((was) => was ?? w.why);
    else setSaveOff(null);
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

  // the whole log: each new window merged into what is held; a bot's remark on a secret move told once it is revealed
  useEffect(() => {
    if (!state) return;
    const l = logOf(state);
    setLogHist((h) => mergeLog(h, l.lines, l.count));
    const secret = spec.keepsSecret;
    if (secret && notes.some((n) => n.hidden && !secret(n.move, state))) setNotes((ns) => ns.map((n) => (n.hidden && !secret(n.move, state) ? { ...n, hidden: false } : n)));
  }, [state]);

  const over = state ? game.isOver(state) : false;
  const seats = data?.seats ?? [];
  const lastSeen = data?.lastSeen ?? null;
  const { human, bot } = state ? (spec.pick ?? firstToAct)(seats, game.toAct(state), lastSeen) : ({} as Picked);
  const handoff = data ? handoffNeeded(seats, human, lastSeen) : false;
  const viewer = viewerOf(seats, lastSeen, over);

  const play = (move: M, choice?: BotChoice<M>): Notice | null => {
    if (!data || !state) return null;
    const r = game.play(state, move);
    if (!r.ok) return { kind: 'violation', violation: r.violation };
    token.current++;
    setData({ ...data, start: withMoves(data.start, [...movesOf(data.start), move]) });
    setLastMove({ from: state, move });
    setState(r.state);
    setHint(null);
    if (!spec.liveShare) setShared(null);
    setNotice(null);
    if (choice) {
      const hidden = viewer !== 'all' && !!spec.keepsSecret?.(move, r.state);
      const note: Kept<M> = { seat: move.seat, move, text: said(game.describe(state, move), reasonShown(choice, viewer)), hidden };
      setNotes((ns) => [...ns, note].slice(-6));
    } else if (!spec.keepNotes) setNotes((ns) => (ns.length ? [] : ns));
    return null;
  };

  // bots move by themselves, through the worker, after a short visible pause
  useEffect(() => {
    if (!data || !state || over || bot === undefined) return;
    const mine = ++token.current;
    const seed = botSeed(data.start.kind === 'record' ? data.start.record.seed : data.start.example, movesOf(data.start).length);
    const timer = setTimeout(() => {
      spec.bots
        .ask({ state, seat: bot, level: seats[bot] as BotLevel, seed })
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

  /**
   * What undo takes back now: the last decision of the person at this screen, with the bot moves
   * since (as far as the engine's policy allows), or why it cannot.
   */
  const undoPlan = useMemo((): TableUndo | null => {
    if (!data || !state) return null;
    const moves = movesOf(data.start);
    const seat = lastHuman(moves, seats);
    if (seat === null) return null;
    if (typeof viewer === 'object' && viewer.seat !== seat) return { ok: false, why: 'other-player' };
    return tableUndo(game, data.start, fromExample, seats, seat);
  }, [data, state]);

  const undo = () => {
    if (!data || !undoPlan?.ok) return;
    const { depth } = undoPlan;
    const d = { ...data, start: withMoves(data.start, movesOf(data.start).slice(0, -depth)) };
    const r = replayTable(game, d.start, fromExample);
    if (!r.ok) {
      setNotice({ kind: 'error', text: r.error });
      return;
    }
    open(d, r.state, true);
    setNotice({
      kind: 'info',
      text:
        depth === 1
          ? { zh: '已收回上一步。', en: 'The last move was taken back.' }
          : { zh: `已收回你的上一步，連同電腦之後的 ${depth - 1} 步。`, en: `Your last move was taken back, with the ${depth - 1} bot move${depth > 2 ? 's' : ''} after it.` },
    });
  };

  const askHint = () => {
    if (!state || human === undefined || !data) return;
    setHint({ kind: 'info', text: { zh: '強的電腦玩家正在想……', en: 'The strong bot is thinking…' } });
    const mine = token.current;
    spec.bots
      .ask({ state, seat: human, level: 'strong', seed: botSeed('hint', movesOf(data.start).length) })
      .then((c) => {
        if (token.current !== mine) return;
        // a hint is for the seat that asks: the whole reason
        const t = spec.hintText ? spec.hintText(state, c) : said(game.describe(state, c.move), c.reason);
        setHint({ kind: 'info', text: { zh: `提示：${t.zh}`, en: `Hint: ${t.en}` } });
      })
      .catch((err: Error) => setHint({ kind: 'error', text: { zh: `提示失敗：${err.message}`, en: `No hint: ${err.message}` } }));
  };

  /** The link to a game (null for one taken over from an example's position). */
  const shareUrl = (d: Data): string | null => {
    if (d.start.kind !== 'record') return null;
    const url = new URL(location.href);
    url.search = '';
    url.searchParams.set('game', `${encodeRecord(d.start.record)}~${seatsCode(d.seats)}`);
    url.hash = TABLE_ANCHOR;
    return url.toString();
  };
  const share = shared && data ? shareUrl(spec.liveShare ? data : shared) : null;
  const makeShare = () => {
    const url = data && shareUrl(data);
    if (!url) return;
    setShared(data);
    navigator.clipboard?.writeText(url).catch(() => {});
  };

  const newGame = () => {
    token.current++;
    setData(null);
    setState(null);
    setNotice(null);
    setLastMove(null);
    setNotes([]);
    setLogHist(null);
    if (persist) removeItem(key);
  };

  const start = (d: Data): Notice | null => {
    const r = replayTable(game, d.start, fromExample);
    if (!r.ok) return { kind: 'error', text: r.error };
    setNotice(null);
    open(d, r.state);
    return null;
  };

  const seen = (seat: number) => {
    if (data) setData({ ...data, lastSeen: seat });
  };
  const log = logHist ?? (state ? mergeLog(null, logOf(state).lines, logOf(state).count) : { start: 0, lines: [] });

  return {
    data,
    state,
    lastMove,
    ready,
    over,
    seats,
    human,
    handoff,
    viewer,
    seen,
    play: (m) => play(m),
    notes,
    log,
    notice,
    setNotice,
    hint,
    askHint,
    undoPlan,
    undo,
    start,
    open: (d, s) => open(d, s),
    newGame,
    savingOff: persist && saveOff ? SAVING_OFF[saveOff] : null,
    share,
    makeShare,
    speed,
    setSpeed,
    fromExample,
  };
}
