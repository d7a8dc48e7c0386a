/**
 * The free-play table's game as data: where it started (a setup, or a worked example's step) and
 * the moves since, plus the seats' kinds. Saving, restoring and replaying never throw; a damaged
 * save gives a bilingual error and the caller opens a fresh table.
 */
import type { Bilingual, Game, GameRecord, LoadResult } from '../../../engine/core/contract';
import { replay } from '../../../engine/core/record';
import { loadSaved, saveRecord } from '../../../engine/core/record-codec';
import type { SeatKind } from './handoff';

export type TableStart<O, M> =
  | { kind: 'record'; record: GameRecord<O, M> }
  /** Taken over from a worked example: its start is the example's position at `step`. */
  | { kind: 'example'; example: string; step: number; moves: M[] };

export interface TableData<O, M> {
  start: TableStart<O, M>;
  seats: SeatKind[];
  /** The last human seat that took the device (hand-over screen), or null. */
  lastSeen: number | null;
}

export const TABLE_FORMAT = 'living-rulebook/table';
const KINDS: readonly SeatKind[] = ['human', 'easy', 'strong'];

export function movesOf<O, M>(start: TableStart<O, M>): M[] {
  return start.kind === 'record' ? start.record.moves : start.moves;
}

export function withMoves<O, M>(start: TableStart<O, M>, moves: M[]): TableStart<O, M> {
  return start.kind === 'record' ? { ...start, record: { ...start.record, moves } } : { ...start, moves };
}

/** The state an example step starts from, or null if that example or step does not exist. */
export type ExampleResolver<S> = (example: string, step: number) => S | null;

/** Plays a table's moves from its start. */
export function replayTable<S, M, O>(
  game: Game<S, M, O, unknown>,
  start: TableStart<O, M>,
  fromExample: ExampleResolver<S>,
): LoadResult<S> {
  if (start.kind === 'record') return replay(game, start.record);
  const first = fromExample(start.example, start.step);
  if (first === null)
    return {
      ok: false,
      error: { zh: `找不到範例「${start.example}」的第 ${start.step} 步。`, en: `Example "${start.example}" has no step ${start.step}.` },
    };
  let state: S = first;
  for (let i = 0; i < start.moves.length; i++) {
    const r = game.play(state, start.moves[i]!);
    if (!r.ok)
      return {
        ok: false,
        error: { zh: `第 ${i + 1} 步不合規則：${r.violation.message.zh}`, en: `Move ${i + 1} is not legal: ${r.violation.message.en}` },
      };
    state = r.state;
  }
  return { ok: true, state };
}

export function serializeTable<O, M>(data: TableData<O, M>): string {
  const start =
    data.start.kind === 'record'
      ? { kind: 'record', saved: saveRecord(data.start.record) }
      : { kind: 'example', example: data.start.example, step: data.start.step, moves: data.start.moves };
  return JSON.stringify({ format: TABLE_FORMAT, version: 1, seats: data.seats, lastSeen: data.lastSeen, start });
}

const DAMAGED: Bilingual = {
  zh: '儲存的牌局已損壞，無法繼續；已經擺好一張新的牌桌。',
  en: 'The saved game is damaged and cannot go on; a fresh table has been set.',
};

const obj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads a saved table and replays it; any damage gives a bilingual error. */
export function restoreTable<S, M, O>(
  game: Game<S, M, O, unknown>,
  text: string,
  fromExample: ExampleResolver<S>,
): LoadResult<{ data: TableData<O, M>; state: S }> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: DAMAGED };
  }
  if (!obj(raw) || raw.format !== TABLE_FORMAT || raw.version !== 1 || !obj(raw.start)) return { ok: false, error: DAMAGED };
  const seats = raw.seats;
  if (!Array.isArray(seats) || !seats.every((k) => KINDS.includes(k as SeatKind))) return { ok: false, error: DAMAGED };
  const lastSeen = raw.lastSeen;
  if (lastSeen !== null && !(Number.isInteger(lastSeen) && (lastSeen as number) >= 0 && (lastSeen as number) < seats.length))
    return { ok: false, error: DAMAGED };
  let start: TableStart<O, M>;
  const s = raw.start;
  if (s.kind === 'record') {
    const loaded = loadSaved(game, s.saved);
    if (!loaded.ok) return { ok: false, error: { zh: `${DAMAGED.zh}（${loaded.error.zh}）`, en: `${DAMAGED.en} (${loaded.error.en})` } };
    start = { kind: 'record', record: loaded.state.record };
    if (loaded.state.record.players !== seats.length) return { ok: false, error: DAMAGED };
    return { ok: true, state: { data: { start, seats: seats as SeatKind[], lastSeen: lastSeen as number | null }, state: loaded.state.state } };
  }
  if (s.kind === 'example' && typeof s.example === 'string' && Number.isInteger(s.step) && Array.isArray(s.moves)) {
    start = { kind: 'example', example: s.example, step: s.step as number, moves: s.moves as M[] };
    const replayed = replayTable(game, start, fromExample);
    if (!replayed.ok) return { ok: false, error: { zh: `${DAMAGED.zh}（${replayed.error.zh}）`, en: `${DAMAGED.en} (${replayed.error.en})` } };
    return { ok: true, state: { data: { start, seats: seats as SeatKind[], lastSeen: lastSeen as number | null }, state: replayed.state } };
  }
  return { ok: false, error: DAMAGED };
}
