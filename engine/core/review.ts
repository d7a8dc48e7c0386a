/**
 * The game review ("where did I lose it?"): a finished (or unfinished) game's record replayed from its
 * setup, and every decision one seat made where it had a choice analysed by the expert (expert.ts)
 * from that seat's view only, the played move always among the candidates. Each decision gets the
 * expert's best move and the top alternatives with their numbers, the loss of the played move against
 * the best, a mark (good, inaccuracy, mistake, blunder) by the game's own thresholds (each game's
 * `review.ts`), one sentence why in both languages from the numbers, and the seat's estimated final
 * score after the decision (for a chart along the game).
 *
 * A generator: a worker posts each decision as soon as it is done. Seeded from the record's seed and
 * the move index only, so the same record gives the same review, and hidden parts of the true state
 * never enter it.
 */
import type { Bot } from './bot';
import { mixHash } from './bot-kit';
import type { Bilingual, Game, GameRecord, Lookahead } from './contract';
import { analyse, expertReason, type Analysis, type ExpertOptions } from './expert';

export type Mark = 'good' | 'inaccuracy' | 'mistake' | 'blunder';
export const MARKS: readonly Mark[] = ['good', 'inaccuracy', 'mistake', 'blunder'];

/**
 * A loss at or above `[inaccuracy, mistake, blunder]` gets that mark; `share` is in win share
 * (0–1), `points` in the game's own points (VP, money). The worse of the two counts.
 */
export interface ReviewThresholds {
  share: readonly [number, number, number];
  points: readonly [number, number, number];
}

/** How a game is reviewed: the expert's options (kept small enough for a whole game) and the marks' thresholds. */
export interface GameReview<S = unknown, M = unknown> {
  options: ExpertOptions;
  thresholds: ReviewThresholds;
  /** What a point is called (VP, 元 …). */
  unit: Bilingual;
  /**
   * A move told in full where the log's line would not tell candidates apart (Puerto Rico's
   * colonists: which tiles and buildings are manned); default: `game.describe`.
   */
  describe?: (state: S, move: M) => Bilingual;
}

/** How much worse the played move did than the best one. */
export interface Loss {
  share: number;
  points: number;
}

/**
 * How many standard errors a loss must stand above the noise of its playouts to be marked: the played
 * move and the best were played on the same determinizations, so each pair of playouts gives one
 * difference, and a loss counts only when its mean is at least this many standard errors of those
 * differences. With a few playouts a move is otherwise marked for the luck of its draws.
 */
export const CLEAR_LOSS = 2;

/**
 * The part of a mean difference that stands out of its playouts' noise: the mean of the paired
 * differences `best[i] − played[i]` if it is at least `CLEAR_LOSS` standard errors, else 0 (and 0
 * with fewer than two pairs).
 */
export function clearLoss(best: readonly number[], played: readonly number[]): number {
  const n = Math.min(best.length, played.length);
  if (n < 2) return 0;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += best[i]! - played[i]!;
  const mean = sum / n;
  if (mean <= 0) return 0;
  let sq = 0;
  for (let i = 0; i < n; i++) sq += (best[i]! - played[i]! - mean) ** 2;
  const se = Math.sqrt(sq / (n - 1) / n);
  return mean >= CLEAR_LOSS * se - 1e-12 ? mean : 0;
}

/** The mark a loss gets: the worse of its win-share and its points mark. */
export function classify(loss: Loss, t: ReviewThresholds): Mark {
  const level = (x: number, steps: readonly [number, number, number]) => steps.filter((s) => x >= s - 1e-9).length;
  return MARKS[Math.max(level(loss.share, t.share), level(loss.points, t.points))]!;
}

/** One move's numbers in a review. */
export interface ReviewedMove<M> {
  move: M;
  text: Bilingual;
  playouts: number;
  winShare: number;
  meanScore: number;
  /** Against the best candidate (zero for the best). */
  loss: Loss;
}

export interface ReviewDecision<M> {
  /** The move's index in the record. */
  index: number;
  /** The round the decision was made in, when the game counts rounds. */
  round?: number;
  seat: number;
  played: ReviewedMove<M>;
  best: ReviewedMove<M>;
  /** The top candidates (up to 3), best first, plus the played move if it is not among them. */
  alternatives: ReviewedMove<M>[];
  /** The played move's loss against the best. */
  loss: Loss;
  /**
   * The part of the loss that stands out of the playouts' noise (`clearLoss`): the mark goes by it, so
   * a loss the playouts cannot tell from luck is marked good.
   */
  clear: Loss;
  mark: Mark;
  why: Bilingual;
  /** The seat's estimated final score after this decision (the played move's mean score). */
  estimate: number;
}

export interface ReviewPoint<S, M> {
  index: number;
  state: S;
  move: M;
}

/** A record's seed as a number (a text seed hashed). */
export function seedNumber(seed: number | string): number {
  return typeof seed === 'number' ? seed >>> 0 : mixHash(...[...seed].map((c) => c.charCodeAt(0)));
}

/** Equal moves whatever order their keys were written in (a record read from a link). */
export function sameMove(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v !== null && typeof v === 'object')
    return `{${Object.keys(v)
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

/**
 * The decisions of `seat` in a record: every move it made where it had more than one legal move,
 * with the state before it. A record that cannot be replayed stops at its first bad move.
 */
export function decisionPoints<S, M extends { seat: number }, O, V>(game: Game<S, M, O, V>, record: GameRecord<O, M>, seat: number): ReviewPoint<S, M>[] {
  const start = game.setup({ players: record.players, seed: record.seed, options: record.options });
  if (!start.ok) return [];
  let state = start.state;
  const out: ReviewPoint<S, M>[] = [];
  for (let i = 0; i < record.moves.length; i++) {
    const move = record.moves[i]!;
    if (move.seat === seat && game.legalMoves(state).filter((m) => m.seat === seat).length > 1) out.push({ index: i, state, move });
    const r = game.play(state, move);
    if (!r.ok) break;
    state = r.state;
  }
  return out;
}

const pct = (x: number) => Math.round(x * 100);
const MARK_ZH: Record<Mark, string> = { good: '好棋', inaccuracy: '不夠精確', mistake: '失誤', blunder: '大錯' };
const MARK_EN: Record<Mark, string> = { good: 'good', inaccuracy: 'an inaccuracy', mistake: 'a mistake', blunder: 'a blunder' };
const one = (x: number) => x.toFixed(1);

/**
 * Why, from the numbers: the expert's reason, then how the played move did against it. `rawMark` is
 * the mark the loss would get were it not for the playouts' noise (`clearLoss`): when it is worse than
 * `mark`, the reason says the gap is within the luck of the draws. Names nothing hidden.
 */
export function reviewReason<M>(a: Analysis<M>, played: ReviewedMove<M>, mark: Mark, unit: Bilingual, rawMark: Mark = mark): Bilingual {
  const base = expertReason(a, undefined, unit);
  const best = a.candidates[0]!;
  if (sameMove(best.move, played.move))
    return { zh: `${base.zh}你走的正是這一步。`, en: `${base.en} You played this move.` };
  const pts = Math.max(0, played.loss.points);
  const fewer = pts > 0 ? { zh: `，平均少 ${one(pts)} ${unit.zh}`, en: `, ${one(pts)} ${unit.en} fewer on average` } : { zh: '', en: '' };
  const verdict: Record<Mark, Bilingual> = {
    good: { zh: '差別不大。', en: 'Little difference.' },
    inaccuracy: { zh: '稍差一點。', en: 'A little worse.' },
    mistake: { zh: '是個失誤。', en: 'A mistake.' },
    blunder: { zh: '是個大錯。', en: 'A blunder.' },
  };
  // a loss that would be marked, but the playouts cannot tell it from the luck of their draws
  if (MARKS.indexOf(rawMark) > MARKS.indexOf(mark))
    return {
      zh: `${base.zh}你走的那一步贏了 ${pct(played.winShare)}%（平均 ${one(played.meanScore)} ${unit.zh}）${fewer.zh}，但在每步 ${played.playouts} 次模擬裡，這個差距還分不出是不是運氣：${mark === 'good' ? '不算錯。' : `只算${MARK_ZH[mark]}。`}`,
      en: `${base.en} Your move won ${pct(played.winShare)}% (${one(played.meanScore)} ${unit.en} on average)${fewer.en}, but over ${played.playouts} playouts each, part of that gap is within the luck of the draws: ${mark === 'good' ? 'not marked.' : `marked only as ${MARK_EN[mark]}.`}`,
    };
  return {
    zh: `${base.zh}你走的那一步贏了 ${pct(played.winShare)}%（平均 ${one(played.meanScore)} ${unit.zh}）${fewer.zh}：${verdict[mark].zh}`,
    en: `${base.en} Your move won ${pct(played.winShare)}% (${one(played.meanScore)} ${unit.en} on average)${fewer.en}: ${verdict[mark].en}`,
  };
}

/** One decision reviewed: the position seen from `seat` only, the played move among the candidates. */
export function reviewPoint<S, M extends { seat: number }, O, V>(
  game: Lookahead<Game<S, M, O, V>>,
  policy: Bot<V, M>,
  point: ReviewPoint<S, M>,
  seat: number,
  recordSeed: number | string,
  review: NoInfer<GameReview<S, M>>,
): ReviewDecision<M> {
  const describe = (m: M) => (review.describe ? review.describe(point.state, m) : game.describe(point.state, m));
  const { state, index } = point;
  const legal = game.legalMoves(state).filter((m) => m.seat === seat);
  // the legal move as the engine writes it (a record read from a link may order its keys otherwise)
  const listed = legal.find((m) => sameMove(m, point.move));
  const playedMove = listed ?? point.move;
  // a legal move the engine's list leaves out (Puerto Rico lists at most 40 colonist arrangements) is analysed too
  const a = analyse(game, policy, game.view(state, seat), listed ? legal : [...legal, playedMove], mixHash(seedNumber(recordSeed), index), { ...review.options, include: playedMove });
  const best = a.candidates[0]!;
  const lossOf = (c: { winShare: number; meanScore: number }): Loss => ({ share: Math.max(0, best.winShare - c.winShare), points: Math.max(0, best.meanScore - c.meanScore) });
  const reviewed = (c: Analysis<M>['candidates'][number]): ReviewedMove<M> => ({
    move: c.move,
    text: describe(c.move),
    playouts: c.playouts,
    winShare: c.winShare,
    meanScore: c.meanScore,
    loss: lossOf(c),
  });
  const playedStats = a.candidates.find((c) => sameMove(c.move, playedMove));
  // a played move the engine refused in every world would have no numbers: it cannot happen for a replayed record
  const played = playedStats ? reviewed(playedStats) : { ...reviewed(best), move: point.move, text: describe(point.move), playouts: 0, winShare: 0, meanScore: 0, loss: lossOf({ winShare: 0, meanScore: 0 }) };
  // the top three that read differently (two corn tiles of a row are one choice to a reader)
  const top: ReviewedMove<M>[] = [];
  for (const c of a.candidates) {
    if (top.length === 3) break;
    const r = reviewed(c);
    if (!top.some((t) => t.text.en === r.text.en && t.text.zh === r.text.zh)) top.push(r);
  }
  const alternatives = top.some((c) => sameMove(c.move, played.move)) ? top : [...top, played];
  const bestStats = a.candidates[0]!;
  const clear: Loss = playedStats
    ? { share: clearLoss(bestStats.shares ?? [], playedStats.shares ?? []), points: clearLoss(bestStats.scores ?? [], playedStats.scores ?? []) }
    : played.loss;
  const rawMark = classify(played.loss, review.thresholds);
  const mark = classify(clear, review.thresholds);
  const round = (state as { round?: unknown }).round;
  return {
    index,
    ...(typeof round === 'number' ? { round } : {}),
    seat,
    played,
    best: top[0]!,
    alternatives,
    loss: played.loss,
    clear,
    mark,
    why: reviewReason(a, played, mark, review.unit, rawMark),
    estimate: played.meanScore,
  };
}

/**
 * The review of `seat`'s decisions in `record`, one decision at a time (a worker posts each as it
 * comes). Same record, seat and options: the same review.
 */
export function* reviewDecisions<S, M extends { seat: number }, O, V>(
  game: Lookahead<Game<S, M, O, V>>,
  policy: Bot<V, M>,
  record: GameRecord<O, M>,
  seat: number,
  review: NoInfer<GameReview<S, M>>,
  points: ReviewPoint<S, M>[] = decisionPoints(game, record, seat),
): Generator<ReviewDecision<M>, void, undefined> {
  for (const p of points) yield reviewPoint(game, policy, p, seat, record.seed, review);
}
