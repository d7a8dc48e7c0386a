/**
 * How the engines' assembled texts read: the space between Chinese and Latin letters or digits
 * (Taiwan usage, as in the book's prose), sentences joined in both languages, and the English
 * article before a name. Every log line, move description, refusal, setup or load error and bot
 * reason passes through `spaced` once where it is made (the log helpers in `log.ts` and each game's
 * own, `violation`, the `Game` adapter in `machine-game.ts`, the bots' `spoken` in `bot-kit.ts`),
 * so a template may put a name that starts or ends with a Latin letter (玩家 A, Ricci 別墅) next to
 * a Han character.
 *
 * No library: pangu (the well-known "paranoid text spacing") would add 2.5–5.8 KB gzip to every
 * chapter island that ships an engine (the Genoa chapter has 0.3 KB of its budget left), costs
 * about 13 µs a line (a Santiago move takes about 10), and spaces more than the book wants ("3/4"
 * → "3 / 4", "得分+2" → "得分 + 2"). The rule here is two regular expressions.
 */
import type { Bilingual } from './contract';

const HAN = '\\p{Script=Han}';
const LATIN = '[A-Za-z0-9]';
/** Full-width punctuation: no space on either side of it. */
const FULL_WIDTH = '[，。、：；！？「」『』（）【】《》〈〉]';

const TIGHT = new RegExp(`${HAN}${LATIN}|${LATIN}${HAN}`, 'u');
const TIGHT_ALL = new RegExp(`(${HAN})(?=${LATIN})|(${LATIN})(?=${HAN})`, 'gu');
const LOOSE = new RegExp(` ${FULL_WIDTH}|${FULL_WIDTH} `, 'u');
const LOOSE_ALL = new RegExp(` +(?=${FULL_WIDTH})|(?<=${FULL_WIDTH}) +`, 'gu');

/**
 * Chinese text spaced as the book writes it: one half-width space between a Han character and a
 * Latin letter or digit, either way round ("玩家 A 成為交易商人", "出 15 元", "移到 Colini 別墅",
 * "1 換 1"), and none next to full-width punctuation ("「A」", "（2 張）", "玩家 A：選"). Symbols
 * keep to their neighbours ("2×", "+1", "3/4", "(3,4)"), and so do Latin letters next to each
 * other. Text already spaced comes back as it is (the same string: the usual case costs one scan).
 */
export function spaced(zh: string): string {
  let t = zh;
  if (TIGHT.test(t)) t = t.replace(TIGHT_ALL, '$1$2 ');
  if (LOOSE.test(t)) t = t.replace(LOOSE_ALL, '');
  return t;
}

/** A bilingual text with its Chinese spaced (`spaced`); the same object when nothing changes. */
export function spacedText(t: Bilingual): Bilingual {
  const zh = spaced(t.zh);
  return zh === t.zh ? t : { zh, en: t.en };
}

const ZH_ENDED = /[。！？…][」』）]?$/;
const EN_ENDED = /[.!?…]["'”’)]?$/;

/**
 * Sentences joined in both languages: each part closed by its stop when it has none (「。」 in
 * Chinese, "." in English; never after "?", "!", "…" or a stop already there), Chinese parts run
 * on without a space, English ones with one and each starting with a capital. Empty parts are left
 * out. "玩家 A：選拓荒者" + "我選拓荒者。" → "玩家 A：選拓荒者。我選拓荒者。".
 */
export function sentences(...parts: Bilingual[]): Bilingual {
  let zh = '';
  let en = '';
  for (const p of parts) {
    const z = p.zh.trim();
    if (z) zh += ZH_ENDED.test(z) ? z : `${z}。`;
    const e = p.en.trim();
    if (e) en += `${en ? ' ' : ''}${e[0]!.toUpperCase()}${e.slice(1)}${EN_ENDED.test(e) ? '' : '.'}`;
  }
  return { zh, en };
}

/** Letters whose names start with a vowel sound, read as letters ("an A", "an F", "an MP"). */
const VOWEL_LETTERS = 'AEFHILMNORSX';
/** Words with a vowel letter read as a consonant ("a university", "a one-way", "a euro"). */
const CONSONANT_SOUND = /^(?:uni(?!nt|mp|nh|nf|nc)|use|usu|ura|ure|uto|eu|ewe|one\b|once)/i;
/** Words with a silent h, and numbers read with a vowel ("an hour", "an 8", "an 11", "an 18"). */
const VOWEL_SOUND = /^(?:hour|honest|honou?r|heir|8|11(?!\d)|18(?!\d))/;

/** "a" or "an", as English says it before `word` (by its sound, not only its first letter). */
export function article(word: string): 'a' | 'an' {
  const w = word.trimStart();
  if (VOWEL_SOUND.test(w)) return 'an';
  // a single capital or an all-capital short word is read letter by letter ("an A", "a VP")
  if (/^[A-Z](?:[A-Z]{0,3}(?![a-z]))?(?:\b|$)/.test(w)) return VOWEL_LETTERS.includes(w[0]!) ? 'an' : 'a';
  if (/^[aeiou]/i.test(w)) return CONSONANT_SOUND.test(w) ? 'a' : 'an';
  return 'a';
}

/** `noun` with its indefinite article: "a sugar mill", "an indigo plantation", "an Office", "a university". */
export const a = (noun: string): string => `${article(noun)} ${noun}`;
