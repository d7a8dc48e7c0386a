/**
 * What every free-play table does the same way, whatever the game: open a share link or the saved
 * game, save after each change (at most once per 200 ms while bots play fast, and at once when the
 * page goes away), play a move through the engine, let the bot seats move by themselves through
 * the game's worker after a short visible pause, a hint from the strong bot, undo as far as the
 * engine's policy allows, the share link and a new game. The game's table keeps its own board,
 * setup options, notes and texts.
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
import { handoffNeeded, viewerOf, type SeatKind } from './handoff';
import { parseSeats, seatsCode, splitShare } from './share';
import { movesOf, replayTable, restoreTable, serializeTable, withMoves, type ExampleResolver, type TableData } from './table';
import { lastHuman, tableUndo, type TableUndo } from './undo';
import { TABLE_ANCHOR, type TableProps } from './TableShell';
import { readItem, removeItem, SAVING_OFF, writeItem, type StorageTrouble } from './storage';

export { KIND_LABEL, newSeed, TABLE_ANCHOR, type TableProps } from './TableShell';

/** A move described, then why (a bot's reason): two sentences, each closed by its stop. */
export const said = (d: Bilingual, why: Bilingual): Bilingual => sentences(d, why);

/** The seat a person decides for now and the seat a bot decides for now (either may be absent). */
export type Picked = { human?: number; bot?: number };

const firstToAct = (seats: readonly SeatKind[], toAct: readonly number[]): Picked => {
  const a = toAct[0];
  return a === undefined ? {} : seats[a] === 'human' ? { human: a } : { bot: a };
};

export interface TableSpec<S, M extends { type: string; seat: number }, O> {
  game: MachineGame<S, M, O, unknown>;
  storageKey: string;
  bots: () => BotClient<S, M>;
  props: TableProps<S, O, M>;
  /** A move was accepted (`bot`: the bot's choice that made it). */
  moved: (from: S, move: M, next: S, bot?: BotChoice<M>) => void;
  /** A game was opened, or (`undo`) the last move taken back. */
  opened: (d: TableData<O, M>, undo?: boolean) => void;
  /** Who decides now, when several seats may (default: the first seat to act). */
  pick?: (seats: readonly SeatKind[], toAct: readonly number[], lastSeen: number | null) => Picked;
  /** The hint's words (default: the move described, then the bot's reason). */
  hintText?: (state: S, choice: BotChoice<M>) => Bilingual;
  /** The share link, once shown, follows the game (default: it goes away at the next move). */
  liveShare?: boolean;
}

export function useTable<S, M extends { type: string; seat: number }, O>(spec: TableSpec<S, M, O>) {
  const { game, storageKey, props } = spec;
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
  /** The game as it was when the share link was asked for, or null while no link is shown. */
  const [shared, setShared] = useState<Data | null>(null);
  const [ready, setReady] = useState(!!props.initial);
  /** Why saving is off (storage denied or full), once a read or write has failed; the game plays on. */
  const [saveOff, setSaveOff] = useState<StorageTrouble | null>(null);
  const token = useRef(0);

  function open(d: Data, s: S) {
    token.current++;
    setData(d);
    setState(s);
    setLastMove(null);
    setHint(null);
    setShared(null);
    spec.opened(d);
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
    const read = readItem(storageKey);
    if (!read.ok) setSaveOff(read.why);
    const saved = read.ok ? read.value : null;
    if (saved) {
      const r = restoreTable(game, saved, fromExample);
      if (r.ok) open(r.state.data, r.state.state);
      else {
        setNotice({ kind: 'error', text: r.error });
        forget();
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
    const w = writeItem(storageKey, serializeTable(latest.current));
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
  function forget() {
    removeItem(storageKey);
  }

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
    spec.moved(state, move, r.state, choice);
    return null;
  };

  // bots move by themselves, through the worker, after a short visible pause
  useEffect(() => {
    if (!data || !state || over || bot === undefined) return;
    const mine = ++token.current;
    const seed = botSeed(data.start.kind === 'record' ? data.start.record.seed : data.start.example, movesOf(data.start).length);
    const timer = setTimeout(() => {
      spec
        .bots()
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
  const undoSeat = undoPlan?.ok ? undoPlan.seat : null;

  const undo = () => {
    if (!data || !undoPlan?.ok) return;
    const { depth } = undoPlan;
    const d = { ...data, start: withMoves(data.start, movesOf(data.start).slice(0, -depth)) };
    const r = replayTable(game, d.start, fromExample);
    if (!r.ok) {
      setNotice({ kind: 'error', text: r.error });
      return;
    }
    token.current++;
    setData(d);
    setState(r.state);
    setLastMove(null);
    setHint(null);
    spec.opened(d, true);
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
    spec
      .bots()
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
    if (persist) forget();
  };

  /** Opens a game set up by the form; a start that cannot be replayed is refused with why. */
  const start = (d: Data): Notice | null => {
    const r = replayTable(game, d.start, fromExample);
    if (!r.ok) return { kind: 'error', text: r.error };
    setNotice(null);
    open(d, r.state);
    return null;
  };

  const seen = (seat: number) => data && setData({ ...data, lastSeen: seat });

  return { data, state, lastMove, notice, setNotice, hint, savingOff: persist && saveOff ? SAVING_OFF[saveOff] : null, speed, setSpeed, share, ready, over, seats, human, handoff, viewer, fromExample, open, start, play, undoSeat, undoPlan, undo, askHint, makeShare, newGame, seen };
}
