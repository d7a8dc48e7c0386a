/**
 * The expert: flat Monte Carlo over determinizations. For the seat to move it draws whole states that
 * seat cannot tell from the true one (`game.sample`, from its view only), plays each candidate move in
 * each of them, lets a playout policy (the game's strong bot, for every seat) finish the game, and
 * keeps the move whose games the seat won most often (a shared win counts as a share), the seat's
 * mean final score breaking near-ties. Its reason gives its numbers in both languages ("in 400
 * playouts this move won 38%, the next best 31%"); they name nothing hidden.
 *
 * Everything is seeded: the same view, legal moves and seed give the same analysis and move. It reads
 * only the view, so two true states with the same view for the seat get the same answer.
 */
import type { Bot, BotChoice } from './bot';
import { mixHash, spoken } from './bot-kit';
import type { Bilingual, Game } from './contract';
import { Draw, seedRng } from './rng';

export interface ExpertOptions<M = unknown> {
  /** Whole states drawn from the view; every candidate is played in each (common random states). */
  determinizations: number;
  /** At most this many candidates: the policy's own choice first, then the others in a seeded order. */
  maxCandidates?: number;
  /** A playout longer than this stops and is scored where it stands (as a loss). */
  maxPlayoutMoves?: number;
  /**
   * The policy's own move is kept unless another candidate won a larger share by at least this much
   * (default 0.1): with few playouts a small lead is noise, and the policy is a strong player.
   */
  minGain?: number;
  /** Moves analysed whatever `maxCandidates` cut (a review's played move), added after the cut. */
  include?: M[];
}

/** One candidate's numbers. */
export interface CandidateStats<M> {
  move: M;
  playouts: number;
  /** Mean share of the win (1 for a sole win, 1/k for a win shared by k seats). */
  winShare: number;
  /** Mean final total of the seat. */
  meanScore: number;
}

export interface Analysis<M> {
  seat: number;
  /** Best first. */
  candidates: CandidateStats<M>[];
}

/** A game that can sample what a seat cannot see (its `sample` is required here). */
type Sampling<S, M, O, V> = Game<S, M, O, V>;

const pct = (x: number) => Math.round(x * 100);

/** The seat's share of a finished game's win and its total. */
function outcome<S, M, O, V>(game: Game<S, M, O, V>, state: S, seat: number): { share: number; score: number } {
  const r = game.result(state);
  if (!r) return { share: 0, score: 0 };
  const share = r.winners.includes(seat) ? 1 / r.winners.length : 0;
  return { share, score: r.seats.find((x) => x.seat === seat)?.total ?? 0 };
}

/** Lets `policy` play every seat from `state` to the end (or `maxMoves`). */
function playout<S, M, O, V>(game: Game<S, M, O, V>, policy: Bot<V, M>, state: S, seed: number, maxMoves: number): S {
  let s = state;
  for (let n = 0; n < maxMoves && !game.isOver(s); n++) {
    const who = game.toAct(s)[0];
    if (who === undefined) break;
    const legal = game.legalMoves(s);
    if (legal.length === 0) break;
    const move = legal.length === 1 ? legal[0]! : policy.choose(game.view(s, who), legal, mixHash(seed, n)).move;
    const r = game.play(s, move);
    if (!r.ok) break;
    s = r.state;
  }
  return s;
}

/** The analysis of the position `view` shows, for the seat whose `legal` moves these are. */
export function analyse<S, M extends { seat: number }, O, V>(
  game: Sampling<S, M, O, V>,
  policy: Bot<V, M>,
  view: V,
  legal: M[],
  seed: number,
  options: ExpertOptions<M>,
): Analysis<M> {
  const sample = game.sample?.bind(game);
  if (!sample) throw new Error(`${game.id}: the expert needs the game's sample()`);
  const seat = legal[0]!.seat;
  const maxMoves = options.maxPlayoutMoves ?? 5_000;
  const draw = new Draw(seedRng(seed));
  // the candidates: the policy's own choice first, the rest in a seeded order
  const first = policy.choose(view, legal, seed).move;
  const key = (m: M) => JSON.stringify(m);
  const others = draw.shuffle(legal.filter((m) => key(m) !== key(first)));
  const candidates = [first, ...others].slice(0, Math.max(1, options.maxCandidates ?? legal.length));
  for (const m of options.include ?? []) if (!candidates.some((c) => key(c) === key(m)) && legal.some((l) => key(l) === key(m))) candidates.push(m);
  const stats = candidates.map((move) => ({ move, playouts: 0, wins: 0, score: 0 }));
  for (let d = 0; d < options.determinizations; d++) {
    const world = sample(view, seat, draw);
    const playSeed = mixHash(seed, d);
    for (const c of stats) {
      const r = game.play(world, c.move);
      if (!r.ok) continue;
      const end = playout(game, policy, r.state, playSeed, maxMoves);
      const o = game.isOver(end) ? outcome(game, end, seat) : { share: 0, score: 0 };
      c.playouts++;
      c.wins += o.share;
      c.score += o.score;
    }
  }
  const out = stats
    .filter((c) => c.playouts > 0)
    .map((c) => ({ move: c.move, playouts: c.playouts, winShare: c.wins / c.playouts, meanScore: c.score / c.playouts }));
  // most wins first; a mean score a point higher counts as a hundredth of a win
  out.sort((a, b) => b.winShare + b.meanScore / 100 - (a.winShare + a.meanScore / 100));
  return { seat, candidates: out };
}

/** The expert's reason: its numbers, in both languages. */
export function expertReason<M>(a: Analysis<M>): Bilingual {
  const [best, next] = a.candidates;
  if (!best) return { zh: '沒有可以比較的走法。', en: 'No move to compare.' };
  const total = a.candidates.reduce((t, c) => t + c.playouts, 0);
  if (!next)
    return {
      zh: `只有這一步可走；模擬 ${best.playouts} 局，贏了 ${pct(best.winShare)}%。`,
      en: `The only move; in ${best.playouts} playouts it won ${pct(best.winShare)}%.`,
    };
  return {
    zh: `在 ${total} 次模擬對局中，這一步贏了 ${pct(best.winShare)}%（平均 ${best.meanScore.toFixed(1)} 分），次佳的一步贏了 ${pct(next.winShare)}%。`,
    en: `In ${total} playouts this move won ${pct(best.winShare)}% (${best.meanScore.toFixed(1)} points on average), the next best ${pct(next.winShare)}%.`,
  };
}

/** The analysis' best move, unless it leads the policy's own move by less than `minGain` in win share. */
export function chosen<M>(a: Analysis<M>, own: M, minGain: number): M {
  const best = a.candidates[0];
  const mine = a.candidates.find((c) => JSON.stringify(c.move) === JSON.stringify(own));
  if (!best) return own;
  return mine && best.winShare - mine.winShare < minGain ? own : best.move;
}

/** The expert as a bot: it plays the best candidate of its analysis and says why with the numbers. */
export function expertBot<S, M extends { seat: number }, O, V>(game: Sampling<S, M, O, V>, policy: Bot<V, M>, options: ExpertOptions<M>): Bot<V, M> {
  return {
    // the book's bot levels are easy and strong; the expert plays above the strong bot
    level: 'strong',
    choose(view: V, legal: M[], seed: number): BotChoice<M> {
      if (legal.length === 1) return spoken({ move: legal[0]!, reason: { zh: '只有這一步可走。', en: 'The only move.' } });
      const a = analyse(game, policy, view, legal, seed, options);
      return spoken({ move: chosen(a, policy.choose(view, legal, seed).move, options.minGain ?? 0.1), reason: expertReason(a) });
    },
  };
}
