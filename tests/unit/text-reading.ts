/**
 * Reads the texts the engines assemble over real games, and says which ones read badly. For a game:
 * seeded games played by random seats with a bot's word every few moves (followed in every other
 * game), and the worked examples, collecting every move described (the one played and, every other
 * move, one more of those listed), every log line, the message of illegal moves tried (moves listed
 * a step before, listed moves played by the wrong seat), every bot reason and public reason of both
 * bots, what a table shows for a bot's move or a hint (`said`: the move described, then why), the
 * score labels and the examples' own words. What reads badly:
 * - Chinese: a Han character touching a Latin letter or a digit ("玩家 A成為", "出15 元"), or a space
 *   next to full-width punctuation ("玩家 A ：");
 * - English: "a" before a vowel sound or "an" before a consonant ("a indigo plantation", "a Office");
 * - sentences: two stops in a row ("。。", ".."), and where a move described and its reason are
 *   joined, no stop between them or a lowercase letter starting the reason.
 * The checks are written apart from the helpers in `engine/core/text.ts` so that they test them.
 */
import { expect } from 'vitest';
import type { Bot, GameBots } from '../../engine/core/bot';
import { mixHash } from '../../engine/core/bot-kit';
import type { Bilingual, Game } from '../../engine/core/contract';
import { startOf, type Example } from '../../engine/core/example';
import { said } from '../../src/components/core/localTable';

// ---- the checks ----------------------------------------------------------------------------------

const HAN = '\\p{Script=Han}';
/** A Han character touching a Latin letter or a digit, either way round. */
const TIGHT = new RegExp(`${HAN}[A-Za-z0-9]|[A-Za-z0-9]${HAN}`, 'gu');
/** A space next to full-width punctuation. */
const LOOSE = / [，。、：；！？「」『』（）【】]|[，。、：；！？「」『』（）【】] /gu;

/** Words after "a"/"an" whose spelling misleads: a vowel letter read as a consonant, and the reverse. */
const CONSONANT_SOUND = /^(?:uni|use|usu|one\b|once|eu)/i;
const VOWEL_SOUND = /^(?:hour|honest|honou?r|heir|8|11$|18$|[AEFHILMNORSX]$)/;
/** Words after a seat named by its letter alone ("A is the trader", "A and B tie"): there "A" is no article. */
const AFTER_SEAT = /^(?:and|again|also|accepts|acts|after|is|in|on|or|owns|offers|uses|ends|earns|at|as)$/;

/** "a indigo", "an sugar": the article that does not fit the sound of the next word. */
export function articleSlips(en: string): string[] {
  const out: string[] = [];
  for (const m of en.replace(/\bPlayer [A-E]\b/g, 'Player').matchAll(/\b(a|an|A|An) ([A-Za-z0-9][\w-]*)/g)) {
    const art = m[1]!;
    const word = m[2]!;
    // a capital "A" before a letter or a number is a die face or a seat ("rolls A A K", "A 10"), not an article
    if (art === 'A' && (AFTER_SEAT.test(word) || /^(?:[A-Z]|\d+)$/.test(word))) continue;
    const single = /^[A-Z]$/.test(word);
    const vowel = (!single && /^[aeiou]/i.test(word) && !CONSONANT_SOUND.test(word)) || VOWEL_SOUND.test(word);
    if (/^an$/i.test(art) !== vowel) out.push(`${art} ${word}`);
  }
  return out;
}

/** What is wrong with one text, in words (empty when it reads well). */
export function textProblems(t: Bilingual): string[] {
  const out: string[] = [];
  const tight = t.zh.match(TIGHT);
  if (tight) out.push(`no space between Chinese and Latin: ${tight.map((x) => `「${x}」`).join(' ')}`);
  const loose = t.zh.match(LOOSE);
  if (loose) out.push(`a space next to full-width punctuation: ${loose.map((x) => `「${x}」`).join(' ')}`);
  if (/[。！？]\s*[。！？]/.test(t.zh)) out.push('two stops in a row (zh)');
  if (/(?<!\.)\.\s*\.(?!\.)/.test(t.en)) out.push('two stops in a row (en)');
  const slips = articleSlips(t.en);
  if (slips.length) out.push(`article: ${slips.map((s) => `"${s}"`).join(' ')}`);
  return out;
}

const STOP_ZH = /[。！？…]$/;
const STOP_EN = /[.!?…]$/;

/** What is wrong where a move described and its reason are joined into what the table shows. */
export function joinProblems(d: Bilingual, why: Bilingual, shown: Bilingual): string[] {
  const out: string[] = [];
  // the move described comes first (less its own stop, if it has one), then a stop, then the reason
  const dz = d.zh.trim().replace(STOP_ZH, '');
  const de = d.en.trim().replace(STOP_EN, '');
  if (!shown.zh.startsWith(dz) || !shown.en.startsWith(de)) return ['the move described does not come first'];
  const restZh = shown.zh.slice(dz.length);
  const restEn = shown.en.slice(de.length);
  if (!/^[。！？…]/.test(restZh)) out.push(`zh: no sentence end after the move: …${shown.zh.slice(Math.max(0, dz.length - 8), dz.length + 8)}…`);
  if (!/^[.!?…] /.test(restEn)) out.push(`en: no sentence end after the move: …${shown.en.slice(Math.max(0, de.length - 12), de.length + 12)}…`);
  else if (/^[.!?…] [a-z]/.test(restEn)) out.push(`en: a lowercase letter starts the reason: …${restEn.slice(0, 16)}…`);
  if (!/[。！？…」）]$/.test(shown.zh)) out.push('zh: no stop at the end');
  if (!/[.!?…)"]$/.test(shown.en)) out.push('en: no stop at the end');
  if (!why.zh.trim() || !why.en.trim()) out.push('an empty reason');
  return out;
}

// ---- reading real games ---------------------------------------------------------------------------

export interface Subject<S, M, O, V> {
  game: Game<S, M, O, V>;
  bots: GameBots<V, M>;
  examples: readonly Example<M, O, unknown>[];
  /** Log lines written by the move from `prev` to `next` (default: a log kept as a window with a count of lines ever written). */
  newLines?(prev: S, next: S): readonly Bilingual[];
  /** All log lines in a state, for the first one (default: its `log`). */
  allLines?(s: S): readonly Bilingual[];
  /** Games to play, and the cap on moves in each. */
  games: number;
  maxMoves: number;
  /** A bot is asked every this many moves (bots are slow next to the rules). */
  botEvery: number;
}

type Counted = { log: Bilingual[]; logCount: number };
/** New lines of a log kept as a window with a count of lines ever written. */
const countedLines = (prev: unknown, next: unknown): Bilingual[] => {
  const [p, n] = [prev as Counted, next as Counted];
  return n.log.slice(Math.max(0, n.log.length - (n.logCount - p.logCount)));
};
const newLinesOf = <S>(sub: Subject<S, unknown, unknown, unknown>) => sub.newLines ?? countedLines;
const allLinesOf = <S>(sub: Subject<S, unknown, unknown, unknown>) => sub.allLines ?? ((s: S) => (s as Counted).log);

/** Every text read, each once, with where it was first seen. */
export class Reading {
  readonly texts = new Map<string, { kind: string; text: Bilingual }>();
  readonly joins = new Map<string, { d: Bilingual; why: Bilingual }>();
  add(kind: string, t: Bilingual | undefined): void {
    if (!t) return;
    const key = `${t.zh}\u0000${t.en}`;
    if (!this.texts.has(key)) this.texts.set(key, { kind, text: t });
  }
  join(d: Bilingual, why: Bilingual): void {
    const key = `${d.zh}\u0000${d.en}\u0000${why.zh}\u0000${why.en}`;
    if (!this.joins.has(key)) this.joins.set(key, { d, why });
  }
  problems(): string[] {
    const out: string[] = [];
    for (const { kind, text } of this.texts.values()) for (const p of textProblems(text)) out.push(`${kind}: ${p} — ${text.zh} / ${text.en}`);
    for (const { d, why } of this.joins.values()) {
      const shown = said(d, why);
      for (const p of [...joinProblems(d, why, shown), ...textProblems(shown)]) out.push(`said: ${p} — ${shown.zh} / ${shown.en}`);
    }
    return out;
  }
}

function botSays<S, M, O, V>(r: Reading, sub: Subject<S, M, O, V>, s: S, bot: Bot<V, M>, seed: number, legal: M[]): M {
  const seat = sub.game.toAct(s)[0]!;
  const choice = bot.choose(sub.game.view(s, seat), legal, seed);
  const d = sub.game.describe(s, choice.move);
  r.add(`${bot.level} bot reason`, choice.reason);
  r.add(`${bot.level} bot public reason`, choice.publicReason);
  r.join(d, choice.reason);
  if (choice.publicReason) r.join(d, choice.publicReason);
  return choice.move;
}

/** Illegal moves tried in `s`: moves listed a step before, and a listed one played by the wrong seat. */
function tryIllegal<S, M, O, V>(r: Reading, sub: Subject<S, M, O, V>, s: S, earlier: readonly M[], legal: readonly M[], seed: number, players: number): void {
  const tries: M[] = [];
  for (let i = 0; i < Math.min(3, earlier.length); i++) tries.push(earlier[mixHash(seed, 7, i) % earlier.length]!);
  const some = legal[mixHash(seed, 9) % legal.length]! as M & { seat: number };
  tries.push({ ...some, seat: (some.seat + 1) % players });
  for (const m of tries) {
    const res = sub.game.play(s, m);
    if (!res.ok) r.add(`refusal ${res.violation.rule}`, res.violation.message);
  }
}

function playGames<S, M, O, V>(r: Reading, sub: Subject<S, M, O, V>): void {
  const { game } = sub;
  for (let g = 0; g < sub.games; g++) {
    const players = game.minPlayers + (g % (game.maxPlayers - game.minPlayers + 1));
    const start = game.setup({ players, seed: 1000 + g });
    if (!start.ok) throw new Error(start.error.en);
    let s = start.state;
    for (const line of allLinesOf(sub)(s)) r.add('log', line);
    const follow = g % 2 === 0;
    let earlier: M[] = [];
    for (let n = 0; n < sub.maxMoves && !game.isOver(s); n++) {
      const legal = game.legalMoves(s);
      const seed = mixHash(g, n);
      if (n % 2 === 0) r.add('describe', game.describe(s, legal[mixHash(seed, 1) % legal.length]!));
      if (n % 10 === 0) tryIllegal(r, sub, s, earlier, legal, seed, players);
      let move: M = legal[seed % legal.length]!;
      if ((n + g) % sub.botEvery === 0) {
        const chosen = botSays(r, sub, s, sub.bots[(n + g) % (2 * sub.botEvery) === 0 ? 'strong' : 'easy'], seed, legal);
        if (follow) move = chosen;
      }
      r.add('describe', game.describe(s, move));
      const res = game.play(s, move);
      if (!res.ok) throw new Error(`game ${g}, move ${n}: a legal move refused: ${res.violation.rule}`);
      for (const line of newLinesOf(sub)(s, res.state)) r.add('log', line);
      earlier = legal;
      s = res.state;
    }
    for (const seat of game.result(s)?.seats ?? []) for (const l of seat.breakdown) r.add('score label', l.label);
  }
}

function readExamples<S, M, O, V>(r: Reading, sub: Subject<S, M, O, V>): void {
  for (const ex of sub.examples) {
    r.add('example title', ex.title);
    r.add('example intro', ex.intro);
    const start = startOf(sub.game, ex);
    if (!start.ok) throw new Error(`${ex.id}: ${start.error.en}`);
    let s = start.state;
    for (const line of allLinesOf(sub)(s)) r.add('log', line);
    ex.steps.forEach((step, i) => {
      r.add('example narration', step.narration);
      if (step.predict) {
        r.add('example question', step.predict.question);
        for (const c of step.predict.choices) r.add('example choice', c.label);
      }
      // what a hint says at this step, from either bot
      const legal = sub.game.legalMoves(s);
      if (legal.length) for (const level of ['easy', 'strong'] as const) botSays(r, sub, s, sub.bots[level], mixHash(i, 3), legal);
      r.add('describe', sub.game.describe(s, step.move));
      const res = sub.game.play(s, step.move);
      if (!res.ok) throw new Error(`${ex.id} step ${i}: ${res.violation.rule}`);
      for (const line of newLinesOf(sub)(s, res.state)) r.add('log', line);
      s = res.state;
    });
  }
}

/** Reads a game's texts: its worked examples, then its seeded games. */
export function readGame<S, M, O, V>(sub: Subject<S, M, O, V>): Reading {
  const r = new Reading();
  readExamples(r, sub);
  playGames(r, sub);
  return r;
}

/** The test of a game: plenty of texts read, and none reads badly (the first 30 shown if some do). */
export function expectReadsWell<S, M, O, V>(sub: Subject<S, M, O, V>): void {
  const r = readGame(sub);
  const problems = r.problems();
  expect(r.texts.size).toBeGreaterThan(1000);
  expect(problems.length, `${problems.length} texts read badly, e.g.\n${problems.slice(0, 30).join('\n')}`).toBe(0);
}
