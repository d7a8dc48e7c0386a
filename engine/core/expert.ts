/**
 * The expert: flat Monte Carlo over determinizations. For the seat to move it draws whole states that
 * seat cannot tell from the true one (`game.sample`, from its view only), plays each candidate move in
 * each of them, lets a playout policy (the game's strong bot, for every seat) finish the game, and
 * keeps the move whose games came out best for the seat: its share of the win (a shared win counts as
 * a share) plus a small term for its margin (its total minus the best other seat's total), which cuts
 * the noise of a few playouts. Its reason gives its numbers in both languages ("in 400 playouts this
 * move won 38%, the next best 31%"); they name nothing hidden.
 *
 * The candidates are the policy's own favourites: its choice, then its choice among the moves left,
 * and so on (`maxCandidates` of them), so the playouts go to moves a strong player would consider.
 * With `halving`, a fixed budget of playouts is spent by sequential halving: every candidate gets the
 * same number of playouts, the worse half is dropped (the policy's own move always stays in), the rest
 * get more, until the last two. The determinizations are shared: the d-th playout of every candidate
 * starts from the same drawn state with the same playout seed, so candidates are compared on the same
 * luck, and the expert leaves the policy's move only for a lead that is clear on those paired playouts
 * (`minGain`, `confidence`). A game whose policy is slow may stop its playouts early (`playoutEnd`) and
 * score them by an estimate of every seat's final total (`evaluate`).
 *
 * Everything is seeded: the same view, legal moves and seed give the same analysis and move, as long
 * as the analysis ends within its time cap (`timeLimitMs`, a safety stop only: the playout budget is
 * fixed per game from its measured speed). A move cut short by the cap is chosen from fewer playouts
 * and may differ. It reads only the view, so two true states with the same view for the seat get the
 * same answer.
 */
import type { Bot, BotChoice } from './bot';
import { mixHash, spoken } from './bot-kit';
import type { Bilingual, Game, Lookahead } from './contract';
import { Draw, seedRng } from './rng';

export interface ExpertOptions<M = unknown, S = unknown> {
  /**
   * Without `halving`: whole states drawn from the view, every candidate played in each. With
   * `halving`: the whole budget of playouts for one move, spread by sequential halving.
   */
  determinizations: number;
  /** Spend `determinizations` playouts by sequential halving over the candidates (default false). */
  halving?: boolean;
  /** At most this many candidates, the policy's favourites first (default: every legal move). */
  maxCandidates?: number;
  /** A playout longer than this stops and is scored where it stands (by `evaluate`, else as a loss). */
  maxPlayoutMoves?: number;
  /**
   * Every seat's expected final total in an unfinished state: a playout cut at `maxPlayoutMoves`
   * counts as won by the seats with the highest estimate. Lets a game whose policy is slow play short
   * playouts.
   */
  evaluate?: (state: S, seat: number) => number[];
  /** With `evaluate`: a playout also stops once this says so (e.g. at the end of the round it started in). */
  playoutEnd?: (from: S, at: S) => boolean;
  /**
   * The policy's own move is kept unless another candidate's value (win share plus margin term) is
   * larger by at least this much (default 0.1): with few playouts a small lead is noise, and the
   * policy is a strong player.
   */
  minGain?: number;
  /**
   * How clearly another move must lead the policy's own before the expert plays it: its lead over the
   * playouts both had (the same determinizations) must be at least this many standard errors of the
   * paired differences (default 0: only `minGain` counts). With halving the own move is kept to the
   * last round, so this comparison has the most playouts.
   */
  confidence?: number;
  /** Weight of a point of margin (the seat's total minus the best other total) in a candidate's value (default 0). */
  marginWeight?: number;
  /** Wall-clock cap on one analysis in ms (default none): a safety stop, not the budget. */
  timeLimitMs?: number;
  /**
   * The decisions the expert analyses (default all): for the others (a legal list this rejects) it plays
   * the policy's own move with the policy's reason, e.g. where playouts judge a step of a longer
   * exchange badly.
   */
  decides?: (legal: M[]) => boolean;
  /** A move that must be among the candidates (a game review asks about the move played). */
  include?: M;
}

/** One candidate's numbers. */
export interface CandidateStats<M> {
  move: M;
  playouts: number;
  /** Mean share of the win (1 for a sole win, 1/k for a win shared by k seats). */
  winShare: number;
  /** Mean final total of the seat. */
  meanScore: number;
  /** Mean margin: the seat's total minus the best total of the other seats (always given by `analyse`). */
  meanMargin?: number;
  /** Each playout's value (win share plus the margin term), the d-th from the d-th determinization. */
  values?: number[];
  /** Each playout's share of the win and the seat's final total, the d-th from the d-th determinization. */
  shares?: number[];
  scores?: number[];
}

export interface Analysis<M> {
  seat: number;
  /** Best first. */
  candidates: CandidateStats<M>[];
  /** Whether the time cap cut the analysis short (its numbers then rest on fewer playouts). */
  cut?: boolean;
}

/** A candidate's value: its win share plus the margin term. */
export const candidateValue = (c: CandidateStats<unknown>, marginWeight: number): number => c.winShare + marginWeight * (c.meanMargin ?? 0);

/** A game that can sample what a seat cannot see (its `sample` is required here). */
type Sampling<S, M, O, V> = Lookahead<Game<S, M, O, V>>;

const pct = (x: number) => Math.round(x * 100);
const key = (m: unknown) => JSON.stringify(m);
const now = (): number => globalThis.performance.now();

/**
 * The seat's share of a finished game's win, its total and its margin over the best other seat; of an
 * unfinished one by `evaluate`'s estimates (the highest estimates win), else nothing.
 */
function outcome<S, M, O, V>(
  game: Game<S, M, O, V>,
  state: S,
  seat: number,
  evaluate?: (state: S, seat: number) => number[],
): { share: number; score: number; margin: number } {
  const r = game.isOver(state) ? game.result(state) : null;
  let totals: number[];
  let winners: number[];
  if (r) {
    totals = [];
    for (const x of r.seats) totals[x.seat] = x.total;
    winners = r.winners;
  } else if (evaluate) {
    totals = evaluate(state, seat);
    const top = Math.max(...totals);
    winners = totals.flatMap((t, i) => (t === top ? [i] : []));
  } else return { share: 0, score: 0, margin: 0 };
  const share = winners.includes(seat) ? 1 / winners.length : 0;
  const score = totals[seat] ?? 0;
  const best = Math.max(...totals.filter((t, i) => i !== seat && t !== undefined));
  return { share, score, margin: Number.isFinite(best) ? score - best : 0 };
}

/** Lets `policy` play every seat from `state` to the end (or `maxMoves`, or once `end` says so). */
function playout<S, M, O, V>(game: Game<S, M, O, V>, policy: Bot<V, M>, state: S, seed: number, maxMoves: number, end?: (from: S, at: S) => boolean): S {
  let s = state;
  for (let n = 0; n < maxMoves && !game.isOver(s) && !end?.(state, s); n++) {
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

/**
 * The policy's favourites among `legal`, best first, at most `n`: its choice, then its choice among
 * the moves left, and so on. A policy that cannot choose among a subset (it throws, or answers a move
 * not offered) leaves the rest in a seeded order.
 */
export function policyOrder<V, M>(policy: Bot<V, M>, view: V, legal: M[], seed: number, n: number): M[] {
  const out: M[] = [];
  let left = legal.slice();
  while (out.length < n && left.length > 0) {
    let pick: M | undefined;
    try {
      const m = out.length === 0 || left.length > 1 ? policy.choose(view, left, seed).move : left[0]!;
      const at = left.findIndex((x) => key(x) === key(m));
      pick = at >= 0 ? left[at] : undefined;
    } catch {
      pick = undefined;
    }
    if (pick === undefined) {
      out.push(...new Draw(seedRng(seed)).shuffle(left).slice(0, n - out.length));
      break;
    }
    out.push(pick);
    const k = key(pick);
    left = left.filter((x) => key(x) !== k);
  }
  return out;
}

/**
 * How sequential halving spends `budget` playouts on `k` candidates: the playouts each surviving
 * candidate gets in each round (at least one), and how many survive into each round.
 */
export function halvingPlan(budget: number, k: number): { alive: number; each: number }[] {
  const rounds = k <= 1 ? 1 : Math.ceil(Math.log2(k));
  const plan: { alive: number; each: number }[] = [];
  let alive = k;
  for (let r = 0; r < rounds; r++) {
    plan.push({ alive, each: Math.max(1, Math.floor(budget / (rounds * alive))) });
    alive = Math.ceil(alive / 2);
  }
  return plan;
}

/** The analysis of the position `view` shows, for the seat whose `legal` moves these are. */
export function analyse<S, M extends { seat: number }, O, V>(
  game: Sampling<S, M, O, V>,
  policy: Bot<V, M>,
  view: V,
  legal: M[],
  seed: number,
  options: ExpertOptions<M, S>,
): Analysis<M> {
  const sample = game.sample.bind(game);
  const seat = legal[0]!.seat;
  const maxMoves = options.maxPlayoutMoves ?? 5_000;
  const marginWeight = options.marginWeight ?? 0;
  const deadline = options.timeLimitMs === undefined ? Infinity : now() + options.timeLimitMs;
  // the candidates: the policy's favourites, and the move asked about
  let candidates = policyOrder(policy, view, legal, seed, Math.max(1, options.maxCandidates ?? legal.length));
  const include = options.include;
  if (include !== undefined && !candidates.some((m) => key(m) === key(include))) {
    const offered = legal.find((m) => key(m) === key(include));
    if (offered === undefined) throw new Error(`${game.id}: the move to include is not legal here`);
    candidates = [...candidates, offered];
  }
  // the d-th determinization and playout seed are the same for every candidate
  const worlds: S[] = [];
  const world = (d: number): S => (worlds[d] ??= sample(view, seat, new Draw(seedRng(mixHash(seed, d, 0x5eed)))));
  const stats = candidates.map((move, order) => ({ move, order, playouts: 0, wins: 0, score: 0, margin: 0, values: [] as number[], shares: [] as number[], scores: [] as number[], illegal: false }));
  type Stat = (typeof stats)[number];
  const value = (c: Stat) => (c.playouts === 0 ? -Infinity : (c.wins + marginWeight * c.margin) / c.playouts);
  let cut = false;
  /** Plays `c`'s next `n` playouts; false once the time cap is reached. */
  const run = (c: Stat, n: number): boolean => {
    for (let i = 0; i < n && !c.illegal; i++) {
      if (now() >= deadline) return false;
      const d = c.playouts;
      const r = game.play(world(d), c.move);
      if (!r.ok) {
        c.illegal = true;
        break;
      }
      const o = outcome(game, playout(game, policy, r.state, mixHash(seed, d), maxMoves, options.evaluate && options.playoutEnd), seat, options.evaluate);
      c.playouts++;
      c.wins += o.share;
      c.score += o.score;
      c.margin += o.margin;
      c.values.push(o.share + marginWeight * o.margin);
      c.shares.push(o.share);
      c.scores.push(o.score);
    }
    return true;
  };
  if (options.halving && stats.length > 1) {
    let alive = stats.slice();
    for (const round of halvingPlan(options.determinizations, stats.length)) {
      // the policy's own move (the first candidate) stays in to the end: the others are measured against it
      const own = alive.findIndex((c) => c.order === 0);
      if (own >= round.alive) alive.splice(round.alive - 1, 0, ...alive.splice(own, 1));
      alive = alive.slice(0, round.alive);
      // round-robin over the candidates, so a cut leaves them about even
      for (let i = 0; i < round.each && !cut; i++) for (const c of alive) if (!run(c, 1)) cut = true;
      if (cut) break;
      alive.sort((a, b) => value(b) - value(a) || a.order - b.order);
    }
  } else {
    for (let d = 0; d < options.determinizations && !cut; d++) for (const c of stats) if (!run(c, 1)) cut = true;
  }
  const out = stats
    .filter((c) => c.playouts > 0 && !c.illegal)
    .sort((a, b) => b.playouts - a.playouts || value(b) - value(a) || a.order - b.order)
    .map((c) => ({
      move: c.move,
      playouts: c.playouts,
      winShare: c.wins / c.playouts,
      meanScore: c.score / c.playouts,
      meanMargin: c.margin / c.playouts,
      values: c.values,
      shares: c.shares,
      scores: c.scores,
    }));
  // the best value first among the most played (halving's survivor leads); without halving all are played alike
  if (!options.halving) out.sort((a, b) => candidateValue(b, marginWeight) - candidateValue(a, marginWeight));
  return cut ? { seat, candidates: out, cut } : { seat, candidates: out };
}

/**
 * The expert's reason: its numbers, in both languages. `move` is the move played (the analysis' best
 * unless given): when the expert keeps the policy's own move against a lead it did not trust, the
 * reason says so.
 */
export function expertReason<M>(a: Analysis<M>, move?: M, unit: Bilingual = { zh: '分', en: 'points' }): Bilingual {
  const best = move === undefined ? a.candidates[0] : a.candidates.find((c) => key(c.move) === key(move));
  if (!best) return { zh: '沒有可以比較的走法。', en: 'No move to compare.' };
  const next = a.candidates.find((c) => c !== best);
  const total = a.candidates.reduce((t, c) => t + c.playouts, 0);
  if (!next)
    return {
      zh: `只有這一步可走；模擬 ${best.playouts} 局，贏了 ${pct(best.winShare)}%。`,
      en: `The only move; in ${best.playouts} playouts it won ${pct(best.winShare)}%.`,
    };
  if (best !== a.candidates[0])
    return {
      zh: `在 ${total} 次模擬對局中，這一步贏了 ${pct(best.winShare)}%（平均 ${best.meanScore.toFixed(1)} ${unit.zh}）；另一步贏了 ${pct(next.winShare)}%，但領先不夠明確，不值得換。`,
      en: `In ${total} playouts this move won ${pct(best.winShare)}% (${best.meanScore.toFixed(1)} ${unit.en} on average); another won ${pct(next.winShare)}%, not a clear enough lead to change.`,
    };
  return {
    zh: `在 ${total} 次模擬對局中，這一步贏了 ${pct(best.winShare)}%（平均 ${best.meanScore.toFixed(1)} ${unit.zh}），次佳的一步贏了 ${pct(next.winShare)}%。`,
    en: `In ${total} playouts this move won ${pct(best.winShare)}% (${best.meanScore.toFixed(1)} ${unit.en} on average), the next best ${pct(next.winShare)}%.`,
  };
}

/**
 * The move to play: the analysis' best, unless its value (win share plus the margin term) leads the
 * policy's own move by less than `minGain`, or, with `confidence` > 0, its lead over the playouts both
 * had (the same determinizations, paired) is not that many standard errors; then the policy's own.
 */
export function chosen<M>(a: Analysis<M>, own: M, minGain: number, marginWeight = 0, confidence = 0): M {
  const best = a.candidates[0];
  const mine = a.candidates.find((c) => key(c.move) === key(own));
  if (!best) return own;
  if (!mine || mine === best) return best.move;
  if (candidateValue(best, marginWeight) - candidateValue(mine, marginWeight) < minGain) return own;
  if (confidence <= 0) return best.move;
  // the lead on the determinizations both were played in, against its standard error
  const n = Math.min(best.values?.length ?? 0, mine.values?.length ?? 0);
  if (n < 2) return own;
  const diffs = Array.from({ length: n }, (_, i) => best.values![i]! - mine.values![i]!);
  const mean = diffs.reduce((t, x) => t + x, 0) / n;
  const sd = Math.sqrt(diffs.reduce((t, x) => t + (x - mean) ** 2, 0) / (n - 1));
  return mean >= minGain && mean > (confidence * sd) / Math.sqrt(n) ? best.move : own;
}

/** The expert as a bot: it plays the best candidate of its analysis and says why with the numbers. */
export function expertBot<S, M extends { seat: number }, O, V>(game: Sampling<S, M, O, V>, policy: Bot<V, M>, options: ExpertOptions<M, S>): Bot<V, M> {
  return {
    // the book's bot levels are easy and strong; the expert plays above the strong bot
    level: 'strong',
    choose(view: V, legal: M[], seed: number): BotChoice<M> {
      if (legal.length === 1) return spoken({ move: legal[0]!, reason: { zh: '只有這一步可走。', en: 'The only move.' } });
      if (options.decides && !options.decides(legal)) return policy.choose(view, legal, seed);
      const a = analyse(game, policy, view, legal, seed, options);
      const move = chosen(a, policy.choose(view, legal, seed).move, options.minGain ?? 0.1, options.marginWeight ?? 0, options.confidence ?? 0);
      return spoken({ move, reason: expertReason(a, move) });
    },
  };
}
