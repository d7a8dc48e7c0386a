/**
 * What the class server and the book's pages say to each other (the pages import this file too).
 * Every message is plain JSON. A page sends intents; the server checks each against the class,
 * the sender and the game's engine, and answers with what that sender may see.
 */
import type { Operation } from 'fast-json-patch';
import type { Bilingual, GameResult, Violation } from '../engine/core/contract';

/** The name of the Colyseus room that holds one class. */
export const CLASS_ROOM = 'class';
/** Class codes: 5 letters from an alphabet without look-alikes (no I, L, O, U, 0, 1). */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 5;
/** The longest message a page may send, in bytes of JSON, and how many a second. */
export const MAX_MESSAGE_BYTES = 8 * 1024;
export const MAX_MESSAGES_PER_SECOND = 20;
export const MAX_NAME = 24;
/** Tables not yet ended a class may have at once. */
export const MAX_TABLES = 40;

export interface ClassSettings {
  /** Students may open tables themselves. */
  studentsOpenTables: boolean;
  /** Students may ask the strong bot for a hint. */
  hints: boolean;
  /** Undo: never, with the agreement of the other people at the table, or whenever the engine allows. */
  undo: 'off' | 'agree' | 'free';
  /** How long a student's seat waits for their device to come back, in minutes. */
  reconnectMinutes: number;
  /** After that, a strong bot takes the seat. */
  botTakesOver: boolean;
  /** How long a bot waits before it moves, in ms. */
  botDelay: number;
}

export const DEFAULT_SETTINGS: ClassSettings = {
  studentsOpenTables: false,
  hints: true,
  undo: 'agree',
  reconnectMinutes: 10,
  botTakesOver: false,
  botDelay: 700,
};

/** Who holds a seat: nobody yet, a student (by id), or a bot. */
export type SeatHolder = { kind: 'open' } | { kind: 'student'; student: string } | { kind: 'easy' } | { kind: 'strong' };

/** A table as every member of the class may see it (the teacher's overview, the lobby). */
export interface TableSummary {
  id: string;
  game: string;
  seats: { kind: SeatHolder['kind']; name: string | null; online: boolean }[];
  round: number;
  phase: Bilingual;
  toAct: number[];
  /** What each seat has as the game shows it openly (points or money), or null where it is secret. */
  scores: (number | null)[];
  scoreLabel: Bilingual;
  moves: number;
  paused: boolean;
  over: boolean;
  ended: boolean;
  winners: number[];
}

export interface StudentSummary {
  id: string;
  name: string;
  online: boolean;
}

/** A question from a worked example, asked of the whole class. */
export interface ClassQuestion {
  id: string;
  prompt: Bilingual;
  options: Bilingual[];
  /** Known to the server and the teacher (given with the question, or with the reveal); sent to students only with the reveal. */
  answer?: number;
}

export interface Tally {
  id: string;
  answered: number;
  /** How many chose each option: sent once the teacher reveals. */
  counts: number[] | null;
  answer: number | null;
}

/** What one seat (or the teacher, seeing everything) gets of a table after every change. */
export interface TableFrame {
  table: string;
  game: string;
  /** The seat this device plays, or null (watching: the teacher, a projected table). */
  seat: number | null;
  seats: TableSummary['seats'];
  /** `view(state, seat)` of the game for a seat; the whole state for a teacher, and for everyone once the game is over. */
  view: unknown;
  full: boolean;
  /** The whole record (setup + moves): only with the whole state. */
  record: { players: number; seed: number; options: Record<string, unknown>; moves: unknown[] } | null;
  moves: number;
  paused: boolean;
  ended: boolean;
  result: GameResult | null;
  /** The bots' latest remarks, as this device may read them. */
  notes: { seat: number; text: Bilingual }[];
  /** An undo asked for and not yet agreed: by whom, and who has agreed. */
  undo: { seat: number; depth: number; agreed: number[]; waiting: number[] } | null;
  /** What undo would do for this seat now (null: nothing of this seat's to take back), or why not. */
  undoable: { ok: true; depth: number } | { ok: false; why: string } | null;
}

export type ClientMessage =
  | { t: 'open-table'; game: string; seats: ('open' | 'easy' | 'strong')[]; options?: Record<string, unknown> }
  | { t: 'sit'; table: string; seat: number }
  | { t: 'stand'; table: string }
  | { t: 'watch'; table: string | null }
  | { t: 'move'; table: string; move: { type: string; seat: number } }
  | { t: 'hint'; table: string }
  | { t: 'undo'; table: string }
  | { t: 'undo-answer'; table: string; yes: boolean }
  | { t: 'pause'; table: string; paused: boolean }
  | { t: 'seat-bot'; table: string; seat: number; level: 'easy' | 'strong' }
  | { t: 'end-table'; table: string }
  | { t: 'settings'; settings: Partial<ClassSettings> }
  | { t: 'ask'; question: ClassQuestion }
  | { t: 'answer'; id: string; choice: number }
  | { t: 'reveal'; id: string; answer?: number }
  | { t: 'close-class' }
  /** The device missed a table's message: it asks for that table's whole frame again. */
  | { t: 'resync'; table: string };

export type ServerMessage =
  | { t: 'welcome'; code: string; role: 'teacher' | 'student'; id: string; name: string; token: string; settings: ClassSettings }
  | { t: 'lobby'; tables: TableSummary[]; students: StudentSummary[]; settings: ClassSettings }
  | { t: 'table'; frame: TableFrame }
  /** What changed in a table's frame (JSON Patch, RFC 6902) since the device's frame numbered `base` (see frame-patch.ts). */
  | { t: 'table-patch'; table: string; base: number; patch: Operation[] }
  | { t: 'left-table'; table: string }
  | { t: 'refused'; text: Bilingual; violation?: Violation }
  | { t: 'hint'; table: string; text: Bilingual }
  | { t: 'info'; text: Bilingual }
  | { t: 'question'; question: ClassQuestion | null }
  | { t: 'tally'; tally: Tally }
  | { t: 'closed' };

/** The refusals, in both languages. */
export const REFUSE = {
  shape: { zh: '這則訊息看不懂，已經略過。', en: 'That message could not be read and was ignored.' },
  tooBig: { zh: '訊息太大，已經略過。', en: 'That message is too large and was ignored.' },
  noCode: { zh: '找不到這個課堂代碼：請再核對一次老師給的代碼。', en: 'There is no class with that code: check the code your teacher gave.' },
  expired: { zh: '這個課堂已經結束（課堂最多保留 24 小時）。', en: 'This class has ended (a class is kept for 24 hours at most).' },
  badToken: { zh: '這個座位憑證不屬於這個課堂，請用代碼和名字重新加入。', en: 'This seat token does not belong to this class: join again with the code and your name.' },
  badTeacher: { zh: '老師憑證不對，無法以老師身分進入。', en: 'The teacher token is wrong: you cannot enter as the teacher.' },
  badName: { zh: `請輸入 1 到 ${MAX_NAME} 個字的名字。`, en: `Please give a name of 1 to ${MAX_NAME} characters.` },
  teacherOnly: { zh: '只有老師可以這麼做。', en: 'Only the teacher can do that.' },
  studentsCannotOpen: { zh: '老師沒有開放學生自己開桌。', en: 'The teacher has not allowed students to open tables.' },
  noGame: { zh: '沒有這個遊戲。', en: 'There is no such game.' },
  seatCount: { zh: '座位數不對。', en: 'That is not a valid number of seats for this game.' },
  tooManyTables: { zh: `一個課堂同時最多 ${MAX_TABLES} 桌（結束的桌不算）。`, en: `A class has at most ${MAX_TABLES} tables at once (tables ended do not count).` },
  noTable: { zh: '沒有這一桌。', en: 'There is no such table.' },
  seatTaken: { zh: '這個座位已經有人了。', en: 'That seat is taken.' },
  noSeat: { zh: '沒有這個座位。', en: 'There is no such seat.' },
  notSeated: { zh: '你沒有坐在這一桌。', en: 'You do not have a seat at this table.' },
  notYourSeat: { zh: '這一步是別人座位的，不能替別人下。', en: 'That move is for another seat: you can only play your own.' },
  paused: { zh: '老師暫停了這一桌。', en: 'The teacher has paused this table.' },
  ended: { zh: '這一桌已經結束。', en: 'This table has ended.' },
  noHints: { zh: '老師沒有開放提示。', en: 'The teacher has turned hints off.' },
  notYourTurn: { zh: '現在不是你要決定的時候。', en: 'You have nothing to decide now.' },
  noUndo: { zh: '老師沒有開放收回。', en: 'The teacher has turned undo off.' },
  noUndoAsked: { zh: '沒有人要求收回。', en: 'Nobody has asked to take a move back.' },
  undoBlocked: { zh: '這一步不能收回（規則上已經公開或無法回頭）。', en: 'That move cannot be taken back (the rules have made it final).' },
  noQuestion: { zh: '這個問題已經不在了。', en: 'That question is no longer open.' },
  flood: { zh: '訊息送得太快，請慢一點。', en: 'Too many messages at once: slow down.' },
} satisfies Record<string, Bilingual>;

const obj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown, max = 64): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;
const int = (v: unknown, lo: number, hi: number): v is number => Number.isInteger(v) && (v as number) >= lo && (v as number) <= hi;
const bi = (v: unknown, max = 400): v is Bilingual => obj(v) && typeof v.zh === 'string' && typeof v.en === 'string' && v.zh.length <= max && v.en.length <= max;
const KINDS = ['open', 'easy', 'strong'] as const;

/** A message from a page, if it is well formed (its fields and their types); else null. */
export function parseMessage(type: string, body: unknown): ClientMessage | null {
  const m = obj(body) ? body : {};
  switch (type) {
    case 'open-table':
      return str(m.game) && Array.isArray(m.seats) && m.seats.length <= 5 && m.seats.every((k) => (KINDS as readonly unknown[]).includes(k)) && (m.options === undefined || obj(m.options))
        ? { t: type, game: m.game, seats: m.seats as ('open' | 'easy' | 'strong')[], options: m.options as Record<string, unknown> | undefined }
        : null;
    case 'sit':
      return str(m.table) && int(m.seat, 0, 4) ? { t: type, table: m.table, seat: m.seat } : null;
    case 'stand':
    case 'resync':
    case 'hint':
    case 'undo':
    case 'end-table':
      return str(m.table) ? { t: type, table: m.table } : null;
    case 'watch':
      return m.table === null || str(m.table) ? { t: type, table: m.table as string | null } : null;
    case 'move':
      return str(m.table) && obj(m.move) && str(m.move.type, 40) && int(m.move.seat, 0, 4) ? { t: type, table: m.table, move: m.move as { type: string; seat: number } } : null;
    case 'undo-answer':
      return str(m.table) && typeof m.yes === 'boolean' ? { t: type, table: m.table, yes: m.yes } : null;
    case 'pause':
      return str(m.table) && typeof m.paused === 'boolean' ? { t: type, table: m.table, paused: m.paused } : null;
    case 'seat-bot':
      return str(m.table) && int(m.seat, 0, 4) && (m.level === 'easy' || m.level === 'strong') ? { t: type, table: m.table, seat: m.seat, level: m.level } : null;
    case 'settings': {
      if (!obj(m.settings)) return null;
      const s = m.settings;
      const out: Partial<ClassSettings> = {};
      for (const k of ['studentsOpenTables', 'hints', 'botTakesOver'] as const) if (s[k] !== undefined) {
        if (typeof s[k] !== 'boolean') return null;
        out[k] = s[k];
      }
      if (s.undo !== undefined) {
        if (s.undo !== 'off' && s.undo !== 'agree' && s.undo !== 'free') return null;
        out.undo = s.undo;
      }
      if (s.reconnectMinutes !== undefined) {
        if (!int(s.reconnectMinutes, 1, 120)) return null;
        out.reconnectMinutes = s.reconnectMinutes;
      }
      if (s.botDelay !== undefined) {
        if (!int(s.botDelay, 0, 5000)) return null;
        out.botDelay = s.botDelay;
      }
      return { t: type, settings: out };
    }
    case 'ask': {
      const q = m.question;
      if (!obj(q) || !str(q.id) || !bi(q.prompt) || !Array.isArray(q.options) || q.options.length < 2 || q.options.length > 8 || !q.options.every((o) => bi(o, 200))) return null;
      if (q.answer !== undefined && !int(q.answer, 0, q.options.length - 1)) return null;
      const question: ClassQuestion = { id: q.id, prompt: q.prompt, options: q.options as Bilingual[] };
      if (q.answer !== undefined) question.answer = q.answer as number;
      return { t: type, question };
    }
    case 'answer':
      return str(m.id) && int(m.choice, 0, 7) ? { t: type, id: m.id, choice: m.choice } : null;
    case 'reveal':
      return str(m.id) && (m.answer === undefined || int(m.answer, 0, 7)) ? { t: type, id: m.id, answer: m.answer as number | undefined } : null;
    case 'close-class':
      return { t: type };
    default:
      return null;
  }
}

/** A display name as given: trimmed, 1 to MAX_NAME characters, no control characters; else null. */
export function cleanName(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const s = v.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return s.length >= 1 && [...s].length <= MAX_NAME ? s : null;
}

export const isCode = (v: unknown): v is string => typeof v === 'string' && v.length === CODE_LENGTH && [...v].every((c) => CODE_ALPHABET.includes(c));
