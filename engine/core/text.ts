/**
 * How the engines' assembled texts read: the space between Chinese and Latin letters or digits, as
 * the book writes Chinese (Taiwan usage, as in its prose: "玩家 A 成為交易商人", "出 15 元", "移到
 * Colini 別墅"), and the English article before a name. (Sentences are joined in `sentences.ts`,
 * which only the tables and the bots need.) Every log line, move description, refusal and bot
 * reason passes through `spaced` once where it is made (each game's log helpers, `violation`, the
 * `Game` adapter in `machine-game.ts`, the bots' `spoken` in `bot-kit.ts`), so a template may put a
 * name that starts or ends with a Latin letter (玩家 A, Ricci 別墅) next to a Han character.
 *
 * No library: pangu (the well-known "paranoid text spacing") would add 2.5–5.8 KB gzip to every
 * chapter island that ships an engine (the Genoa chapter had 0.3 KB of its budget left), costs
 * about 13 µs a line (a Santiago move takes about 10), and spaces more than the book wants ("3/4"
 * → "3 / 4", "得分+2" → "得分 + 2"). The rule here is one regular expression (and a quick test
 * before it, since nearly every text comes already spaced).
 */
import type { Bilingual } from './contract';

/**
 * Unicode's Han script as code point ranges: the characters of `\p{Script=Han}` (which V8 tests about
 * 40% slower, and the test runs on every line a move writes), and beyond the BMP the whole of the two
 * ideograph planes, whose unassigned points no text holds. A test checks every code point.
 */
export const HAN =
  '\\u2E80-\\u2E99\\u2E9B-\\u2EF3\\u2F00-\\u2FD5\\u3005\\u3007\\u3021-\\u3029\\u3038-\\u303B\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uF900-\\uFA6D\\uFA70-\\uFAD9' +
  '\\u{16FE2}\\u{16FE3}\\u{16FF0}-\\u{16FF6}\\u{20000}-\\u{3FFFD}';
/** Whether a Han character touches a Latin letter or a digit. */
const TIGHT = new RegExp(`[${HAN}][A-Za-z0-9]|[A-Za-z0-9][${HAN}]`, 'u');
/** Each such Han character or letter, to be followed by a space. */
const TIGHT_ALL = new RegExp(`([${HAN}])(?=[A-Za-z0-9])|([A-Za-z0-9])(?=[${HAN}])`, 'gu');

/**
 * Chinese text spaced as the book writes it: one half-width space between a Han character and a
 * Latin letter or digit, either way round ("玩家 A 成為", "出 15 元", "1 換 1"). Nothing else moves:
 * no space is added next to full-width punctuation ("「A」", "（2 張）", "玩家 A：選"), symbols keep
 * to their neighbours ("2×", "+1", "3/4", "(3,4)"), Latin letters and digits to each other. Text
 * already spaced comes back as it is (the same string).
 */
export function spaced(zh: string): string {
  return TIGHT.test(zh) ? zh.replace(TIGHT_ALL, '$1$2 ') : zh;
}

/** A bilingual text with its Chinese spaced (`spaced`); the same object when nothing changes. */
export function spacedText(t: Bilingual): Bilingual {
  const zh = spaced(t.zh);
  return zh === t.zh ? t : { zh, en: t.en };
}

// ---- articles ------------------------------------------------------------------------------------

/**
 * Words that take "an": a vowel sound, not a vowel letter ("an indigo plantation", "an Office",
 * "an 8-hold ship", "an 11"; not "a university", "a one-off", "a euro"), and a single letter whose
 * name starts with a vowel sound, as a die face or a mark is read ("an A", "an F"). No name in the
 * games starts with a silent h ("an hour"), so the rule leaves those out.
 */
const AN = /^(?:(?!uni(?!n)|us[eu]|eu|one\b)[aeiou]|8|1[18](?!\d)|[aefhilmnorsx](?![a-z]))/i;

/** `noun` with its indefinite article, as English says it: "a sugar mill", "an indigo plantation", "an Office", "a university". */
export const a = (noun: string): string => `${AN.test(noun) ? 'an' : 'a'} ${noun}`;

/**
 * A value from a loaded position, written into an error message: never throws (an object whose
 * `toString` is not a function makes `String(x)` throw), and at most 40 characters.
 */
export function printable(x: unknown): string {
  let out: string;
  try {
    out = typeof x === 'object' && x !== null ? (JSON.stringify(x) ?? typeof x) : String(x);
  } catch {
    out = typeof x;
  }
  return out.length > 40 ? `${out.slice(0, 39)}…` : out;
}
