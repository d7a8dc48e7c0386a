/**
 * A record as text: the share link's short URL-safe string and the saved game's JSON. Reading
 * either back checks its shape and (for a saved game) replays it; nothing throws on bad input.
 */
import type { Bilingual, Game, GameRecord, LoadResult } from './contract';
import { checkRecordShape, replay } from './record';
import { isObject } from './violation';

type AnyGame<S, M, O> = Game<S, M, O, unknown>;

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

