/**
 * A game as setup plus moves, and its replay. Share links and saved games are in record-codec.ts,
 * the undo policy in undo-policy.ts. Nothing here throws on bad input; every failure is a
 * bilingual error.
 */
import type { Bilingual, Game, GameRecord, LoadResult, SetupConfig } from './contract';
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
