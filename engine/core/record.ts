/**
 * A game as setup plus moves: replay, share links, saved games and undo.
 * Nothing here throws on bad input; every failure is a bilingual error.
 */
import type { Bilingual, Game, GameRecord, LoadResult, SetupConfig } from './contract';
import type { MachineGame } from './machine-game';
import { isInt, isObject } from './violation';

type AnyGame<S, M, O> = Game<S, M, O, unknown>;

/** A fresh record for a game about to start. */
export function newRecord<O, M>(gameId: string, config: SetupConfig<O>): GameRecord<O, M> {
  return { game: gameId, players: config.players, seed: config.seed, options: config.options ?? {}, moves: [] };
}

/** The record with one more move. */
export function withMove<O, M>(record: GameRecord<O, M>, move: M): GameRecord<O, M> {
  return { ...record, moves: [...record.moves, move] };
}

function describeMoveRef(index: number, move: unknown): Bilingual {
  const type = isObject(move) && typeof move.type === 'string' ? move.type : '?';
  const seat = isObject(move) && isInt(move.seat) ? move.seat : null;
  const who = seat === null ? '' : ` (seat ${seat + 1})`;
  const whoZh = seat === null ? '' : `（第 ${seat + 1} 位玩家）`;
  return { zh: `第 ${index + 1} 步「${type}」${whoZh}`, en: `move ${index + 1} "${type}"${who}` };
}

/** Plays a record from its setup; the first bad move is named in the error. */
export function replay<S, M, O>(game: AnyGame<S, M, O>, record: GameRecord<O, M>): LoadResult<S> {
  const shape = checkRecordShape(record, game.id);
  if (shape) return { ok: false, error: shape };
  const start = game.setup({ players: record.players, seed: record.seed, options: record.options });
  if (!start.ok) {
    return {
      ok: false,
      error: { zh: `無法開始這局遊戲：${start.error.zh}`, en: `Cannot set the game up: ${start.error.en}` },
    };
  }
  let state = start.state;
  for (let i = 0; i < record.moves.length; i++) {
    const move = record.moves[i]!;
    const played = game.play(state, move);
    if (!played.ok) {
      const ref = describeMoveRef(i, move);
      return {
        ok: false,
        error: {
          zh: `${ref.zh}不合規則：${played.violation.message.zh}`,
          en: `${ref.en} is not legal: ${played.violation.message.en}`,
        },
      };
    }
    state = played.state;
  }
  return { ok: true, state };
}

/** Checks that a value has the shape of a record (not whether its moves are legal). */
export function checkRecordShape(value: unknown, gameId?: string): Bilingual | null {
  if (!isObject(value)) return { zh: '紀錄不是一個物件。', en: 'The record is not an object.' };
  if (typeof value.game !== 'string')
    return { zh: '紀錄缺少遊戲名稱。', en: 'The record has no game name.' };
  if (gameId !== undefined && value.game !== gameId)
    return {
      zh: `這份紀錄屬於「${value.game}」，不是「${gameId}」。`,
      en: `This record is for "${value.game}", not "${gameId}".`,
    };
  if (!isInt(value.players, 1, 99))
    return { zh: '紀錄的玩家人數不正確。', en: 'The record has no valid player count.' };
  if (typeof value.seed !== 'string' && !(typeof value.seed === 'number' && Number.isFinite(value.seed)))
    return { zh: '紀錄的亂數種子不正確。', en: 'The record has no valid seed.' };
  if (value.options !== undefined && !isObject(value.options))
    return { zh: '紀錄的選項格式不正確。', en: 'The record options are not an object.' };
  if (!Array.isArray(value.moves)) return { zh: '紀錄缺少行動清單。', en: 'The record has no move list.' };
  for (let i = 0; i < value.moves.length; i++) {
    const m = value.moves[i];
    if (!isObject(m) || typeof m.type !== 'string')
      return {
        zh: `第 ${i + 1} 步的格式不正確。`,
        en: `Move ${i + 1} is malformed.`,
      };
  }
  return null;
}

// ---- share links: URL-safe base64 of compact JSON -------------------------------------------

const SHARE_VERSION = '1';

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (let i = 0; i < bytes.length; i++) bin += String.fromCharCode(bytes[i]!);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  try {
    const bin = atob(b64);
    const bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** A record as a short URL-safe string (`1.` + base64url of compact JSON). */
export function encodeRecord<O, M>(record: GameRecord<O, M>): string {
  const compact = [record.game, record.players, record.seed, record.options ?? {}, record.moves];
  return `${SHARE_VERSION}.${toBase64Url(JSON.stringify(compact))}`;
}

const BROKEN_LINK: Bilingual = {
  zh: '分享連結已損壞或不完整，無法讀出對局。',
  en: 'The share link is broken or incomplete; no game could be read from it.',
};

/** Reads a share string back into a record; a broken string gives a bilingual error. */
export function decodeRecord<O = unknown, M = unknown>(
  text: unknown,
  gameId?: string,
): LoadResult<GameRecord<O, M>> {
  if (typeof text !== 'string' || text.length === 0) return { ok: false, error: BROKEN_LINK };
  const dot = text.indexOf('.');
  if (dot < 0) return { ok: false, error: BROKEN_LINK };
  const version = text.slice(0, dot);
  if (version !== SHARE_VERSION)
    return {
      ok: false,
      error: {
        zh: `分享連結的版本「${version}」無法辨識。`,
        en: `The share link version "${version}" is not known.`,
      },
    };
  const json = fromBase64Url(text.slice(dot + 1));
  if (json === null) return { ok: false, error: BROKEN_LINK };
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return { ok: false, error: BROKEN_LINK };
  }
  if (!Array.isArray(data) || data.length !== 5) return { ok: false, error: BROKEN_LINK };
  const [game, players, seed, options, moves] = data as unknown[];
  const record = { game, players, seed, options, moves };
  const shape = checkRecordShape(record, gameId);
  if (shape)
    return { ok: false, error: { zh: `分享連結內容有誤：${shape.zh}`, en: `The share link is invalid: ${shape.en}` } };
  return { ok: true, state: record as GameRecord<O, M> };
}

// ---- saved games -------------------------------------------------------------------------------

/** A saved game as JSON text (the record; the state is always rebuilt by replay). */
export function saveRecord<O, M>(record: GameRecord<O, M>): string {
  return JSON.stringify({ format: 'living-rulebook/record', version: 1, record });
}

/** Reads a saved game (JSON text or an already parsed value), checks it and replays it. */
export function loadSaved<S, M, O>(
  game: AnyGame<S, M, O>,
  saved: unknown,
): LoadResult<{ record: GameRecord<O, M>; state: S }> {
  let data = saved;
  if (typeof saved === 'string') {
    try {
      data = JSON.parse(saved);
    } catch {
      return {
        ok: false,
        error: { zh: '存檔不是有效的 JSON，可能已經損壞。', en: 'The saved game is not valid JSON; it may be damaged.' },
      };
    }
  }
  if (!isObject(data) || data.format !== 'living-rulebook/record' || data.version !== 1)
    return {
      ok: false,
      error: { zh: '這不是本書的存檔格式。', en: 'This is not a saved game of this book.' },
    };
  const shape = checkRecordShape(data.record, game.id);
  if (shape) return { ok: false, error: { zh: `存檔內容有誤：${shape.zh}`, en: `The saved game is invalid: ${shape.en}` } };
  const record = data.record as GameRecord<O, M>;
  const replayed = replay(game, record);
  if (!replayed.ok)
    return {
      ok: false,
      error: { zh: `存檔無法重播：${replayed.error.zh}`, en: `The saved game cannot be replayed: ${replayed.error.en}` },
    };
  return { ok: true, state: { record, state: replayed.state } };
}

// ---- undo --------------------------------------------------------------------------------------

/** The record without its last move. */
export function undo<O, M>(record: GameRecord<O, M>): GameRecord<O, M> {
  return { ...record, moves: record.moves.slice(0, -1) };
}

/** Why a seat cannot take its last decision back (see `undoDepth`). */
export type UndoRefusal = 'nothing' | 'other-player' | 'blocked';

/**
 * How many moves `seat` may take back at once: its own last move together with the moves made
 * since by seats that play by themselves (`auto`: the bots), or why it may not. Policy: never
 * across another person's move; every move taken back must have been made in a state whose meta
 * allows undo, and none may have led the machine through a state whose meta blocks undo (a draw,
 * a roll, a reveal of new tiles or hidden cards).
 */
export function undoDepth<S, M extends { type: string }, O>(
  game: MachineGame<S, M, O, unknown>,
  record: GameRecord<O, M>,
  seat: number,
  auto: (seat: number) => boolean = () => false,
): { ok: true; depth: number } | { ok: false; why: UndoRefusal } {
  const moves = record.moves;
  const seatOf = (m: M): unknown => (isObject(m) ? (m as { seat?: unknown }).seat : undefined);
  let k = moves.length - 1;
  while (k >= 0 && seatOf(moves[k]!) !== seat) {
    const by = seatOf(moves[k]!);
    if (typeof by !== 'number' || !auto(by)) return { ok: false, why: k === moves.length - 1 && typeof by !== 'number' ? 'nothing' : 'other-player' };
    k--;
  }
  if (k < 0) return { ok: false, why: 'nothing' };
  const before = replay(game, { ...record, moves: moves.slice(0, k) });
  if (!before.ok) return { ok: false, why: 'blocked' };
  let state = before.state;
  for (let i = k; i < moves.length; i++) {
    if (game.meta(state).undo === 'blocked') return { ok: false, why: 'blocked' };
    const traced = game.playTraced(state, moves[i]!);
    if (!traced.result.ok) return { ok: false, why: 'blocked' };
    if (!traced.visited.every((value) => game.metaOf(value).undo !== 'blocked')) return { ok: false, why: 'blocked' };
    state = traced.result.state;
  }
  return { ok: true, depth: moves.length - k };
}

/**
 * Whether `seat` may take back the last move of the record: only the last move, only by the seat
 * that made it (never across another player's action), under the meta policy of `undoDepth`.
 */
export function canUndo<S, M extends { type: string }, O>(
  game: MachineGame<S, M, O, unknown>,
  record: GameRecord<O, M>,
  seat: number,
): boolean {
  const u = undoDepth(game, record, seat);
  return u.ok && u.depth === 1;
}
