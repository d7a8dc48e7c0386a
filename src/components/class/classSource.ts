/**
 * A table held by the class server, as the book's table sees it (the `TableSource` seam of
 * core/source.ts): the game's own Play component draws it exactly as at a table in the page. The
 * state drawn is the game's `shown(view)` of this seat's view (or the whole state for the teacher
 * and once the game is over); each move and question goes to the server, whose engine answers.
 */
import { createContext } from 'preact';
import { useContext, useEffect, useMemo, useState } from 'preact/hooks';
import type { Bilingual } from '../../../engine/core/contract';
import type { TableFrame } from '../../../server/protocol';
import type { Notice } from '../core/Feedback';
import type { SeatKind } from '../core/handoff';
import type { LocalSpec } from '../core/localTable';
import { stateLog } from '../core/localTable';
import { mergeLog, type LogHistory } from '../core/logWindow';
import type { TableSource } from '../core/source';
import type { TableData } from '../core/table';

export interface ClassTableLink {
  frame: TableFrame;
  /** A seat's view made into a state to draw (the game's `shown`). */
  shown: (view: unknown) => unknown;
  send: (t: string, body: Record<string, unknown>) => void;
  /** The server's last refusal for this device, and when it came. */
  notice: { text: Bilingual; violation?: import('../../../engine/core/contract').Violation; at: number } | null;
  hint: Bilingual | null;
}

export const ClassTableContext = createContext<ClassTableLink | null>(null);

const NOT_HERE: Notice = { kind: 'info', text: { zh: '課堂的牌桌由老師開；這裡不能開新局。', en: 'Class tables are opened by the teacher; no new game can be started here.' } };

export function useClassTable<S, M extends { type: string; seat: number }, O>(spec: LocalSpec<S, M, O>): TableSource<S, M, O> {
  const link = useContext(ClassTableContext)!;
  const { frame, send } = link;
  const { game } = spec;
  const state = useMemo(() => (frame.full ? frame.view : link.shown(frame.view)) as S, [frame]);
  const seats: SeatKind[] = frame.seats.map((x) => (x.kind === 'easy' || x.kind === 'strong' ? x.kind : 'human'));
  const over = frame.result !== null || game.isOver(state);
  const seat = frame.seat;
  const human = seat !== null && !over && !frame.paused && !frame.ended && game.toAct(state).includes(seat) ? seat : undefined;
  const [notice, setNotice] = useState<Notice | null>(null);
  const [hint, setHint] = useState<Notice | null>(null);
  const logOf = spec.log ?? stateLog;
  const [log, setLog] = useState<LogHistory>({ start: 0, lines: [] });
  useEffect(() => {
    const l = logOf(state);
    setLog((h) => mergeLog(h.lines.length ? h : null, l.lines, l.count));
    setHint(null);
  }, [state]);
  // a refusal from the server, once it comes: the engine's rule and section, in both languages
  useEffect(() => {
    const n = link.notice;
    if (n) setNotice(n.violation ? { kind: 'violation', violation: n.violation } : { kind: 'error', text: n.text });
  }, [link.notice?.at]);
  useEffect(() => {
    if (link.hint) setHint({ kind: 'info', text: link.hint });
  }, [link.hint]);
  const record = frame.record;
  const data: TableData<O, M> = {
    start: { kind: 'record', record: { game: frame.game, players: frame.seats.length, seed: record?.seed ?? 0, options: (record?.options ?? {}) as Partial<O>, moves: (record?.moves ?? []) as M[] } },
    seats,
    lastSeen: seat,
  };
  return {
    data,
    state,
    lastMove: null,
    ready: true,
    over,
    seats,
    human,
    handoff: false,
    viewer: seat === null || over ? 'all' : { seat },
    seen: () => {},
    play: (move) => {
      setNotice(null);
      send('move', { table: frame.table, move });
      return null;
    },
    notes: frame.notes.map((n) => ({ ...n, hidden: false })),
    log,
    notice,
    setNotice,
    hint,
    askHint: () => {
      setHint({ kind: 'info', text: { zh: '強的電腦玩家正在想……', en: 'The strong bot is thinking…' } });
      send('hint', { table: frame.table });
    },
    undoPlan: frame.undoable === null || seat === null ? null : frame.undoable.ok ? { ok: true, seat, depth: frame.undoable.depth } : { ok: false, why: frame.undoable.why as 'blocked' },
    undo: () => send('undo', { table: frame.table }),
    start: () => NOT_HERE,
    open: () => {},
    newGame: () => {},
    savingOff: null,
    share: null,
    makeShare: () => {},
    speed: 0,
    setSpeed: () => {},
    fromExample: () => null,
    networked: true,
  };
}
