/**
 * The expert part of `npm run bench` (`--only expert`): for every game that can sample what a seat
 * cannot see (`game.sample`: the game as `engine/<game>/sample.ts` gives it with its determinization), 4-player games of two expert seats (`engine/<game>/expert.ts`) against two
 * strong bots. Each seed is played twice with the seats rotated (expert at 0 and 2, then at 1 and 3).
 * The goal measure: every expert seat-game is compared with each of the two strong seats of its game
 * (ahead by the result: a winner against a non-winner, else the higher total; a tie counts ½), and the
 * expert's share of these comparisons must be ≥ 60% (50% = as good as strong). Also printed: the
 * expert side's share of the wins (50% = equal) and the expert's move time p50 / p95 (goal p95 ≤ 1 s).
 * `--games N` sets the games per game (default 12, 2 with `--quick`; rounded up to even), `--seed N` the
 * first seed (default 5000, the seeds the settings were tuned on), `--game <id>`
 * (santiago, san-juan, dice-town, puerto-rico, genoa) measures one game only. Then the game review
 * (engine/core/review.ts) with each game's own options (engine/<game>/review.ts): a 4-player game of
 * strong bots, seat 0 reviewed whole: the seconds to the end and to the first decision (goal ≤ 60 s,
 * first ≤ 2 s, as a review worker just started in the page would take them).
 */
import { performance } from 'node:perf_hooks';
import { loadEngine } from './load-engine.mjs';
import { quantile } from './measure.mjs';

const GAMES = [
  ['Santiago', 'santiago', 'santiago'],
  ['San Juan', 'san-juan', 'sanJuan'],
  ['Dice Town', 'dice-town', 'diceTown'],
  ['Puerto Rico', 'puerto-rico', 'puertoRico'],
  ['Genoa', 'genoa', 'genoa'],
];
const ENTRY = GAMES.map(
  ([, dir, name]) => `
  export { ${name}Lookahead as ${name} } from './engine/${dir}/sample.ts';
  export { ${name}Bots } from './engine/${dir}/bots.ts';
  export { expertOptions as ${name}ExpertOptions, expertBot as ${name}Expert } from './engine/${dir}/expert.ts';
  export { ${name}Review } from './engine/${dir}/review.ts';`,
).join('\n') + `\n  export { playMatch } from './engine/core/bot-kit.ts';\n  export { decisionPoints, reviewDecisions } from './engine/core/review.ts';\n`;

/** The first seed of the expert's games (`--seed N` for fresh ones: settings were tuned on the default's). */
const FIRST_SEED = 5000;

/** Whether seat `a` finished ahead of seat `b`: 1, ½ for a tie, 0. */
export function ahead(result, a, b) {
  const wa = result.winners.includes(a);
  const wb = result.winners.includes(b);
  if (wa !== wb) return wa ? 1 : 0;
  const total = (s) => result.seats.find((x) => x.seat === s)?.total ?? 0;
  return total(a) > total(b) ? 1 : total(a) < total(b) ? 0 : 0.5;
}

const arg = (name) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

/**
 * One whole 4-player game of strong bots reviewed for seat 0 with the game's own review options, by a
 * fresh copy of the engine (its code not yet warmed up by the game just played, as in a review
 * worker just started).
 */
async function benchReview({ root, engine, label, name, bots, review, row, measures }) {
  const seed = 7001;
  const played = engine.playMatch(engine[name], { players: 4, seed }, [engine[bots].strong, engine[bots].strong, engine[bots].strong, engine[bots].strong]);
  if (!played.ok) throw new Error(`${label} review game ${seed}: ${played.error}`);
  const cold = await loadEngine(root, ENTRY);
  const game = cold[name];
  const strong = cold[bots].strong;
  const record = { game: game.id, players: 4, seed, options: {}, moves: played.moves };
  const options = cold[review];
  const t0 = performance.now();
  const points = cold.decisionPoints(game, record, 0);
  let first = null;
  const marks = { good: 0, inaccuracy: 0, mistake: 0, blunder: 0 };
  for (const d of cold.reviewDecisions(game, strong, record, 0, options, points)) {
    first ??= (performance.now() - t0) / 1000;
    marks[d.mark]++;
  }
  const total = (performance.now() - t0) / 1000;
  measures[`review_${name}`] = { seed, moves: record.moves.length, decisions: points.length, options: options.options, seconds: total, firstSeconds: first, marks };
  row(
    `game review, ${label}: a whole 4-player game of strong bots (seed ${seed}, ${record.moves.length} moves), seat 0's ${points.length} decisions (${options.options.determinizations} determinizations × ≤ ${options.options.maxCandidates} candidates + the played move); total / first decision`,
    `${total.toFixed(1)} s / ${first?.toFixed(2) ?? '–'} s`,
    '≤ 60 s / ≤ 2 s',
    total <= 60 && (first ?? 0) <= 2,
    `marks: ${Object.entries(marks).map(([k, v]) => `${k} ${v}`).join(', ')}`,
  );
}

export async function benchExpert({ root, quick, row, measures }) {
  const engine = await loadEngine(root, ENTRY);
  const { playMatch } = engine;
  const asked = Number(arg('--games') ?? (quick ? 2 : 12));
  if (!Number.isInteger(asked) || asked < 1) throw new Error(`--games takes a whole number, not ${arg('--games')}`);
  const games = asked + (asked % 2);
  const SEED = Number(arg('--seed') ?? FIRST_SEED);
  if (!Number.isInteger(SEED) || SEED < 0) throw new Error(`--seed takes a whole number, not ${arg('--seed')}`);
  const only = arg('--game');
  if (only !== undefined && !GAMES.some(([, dir]) => dir === only)) throw new Error(`--game takes one of ${GAMES.map((g) => g[1]).join(', ')}`);
  const seeds = `${SEED}–${SEED + games / 2 - 1}`;
  for (const [label, dir, name] of GAMES) {
    if (only !== undefined && only !== dir) continue;
    await benchReview({ root, engine, label, name, bots: `${name}Bots`, review: `${name}Review`, row, measures });
    const game = engine[name];
    const strong = engine[`${name}Bots`].strong;
    const expert = engine[`${name}Expert`];
    const options = engine[`${name}ExpertOptions`];
    const times = [];
    // timed where there is a choice (a single legal move is played at once)
    const timed = { ...expert, choose: (v, l, s) => { const t0 = performance.now(); const c = expert.choose(v, l, s); if (l.length > 1) times.push(performance.now() - t0); return c; } };
    let pairs = 0;
    let comparisons = 0;
    let wins = 0;
    for (let g = 0; g < games; g++) {
      const seed = SEED + Math.floor(g / 2);
      const expertSeats = g % 2 === 0 ? [0, 2] : [1, 3];
      const strongSeats = g % 2 === 0 ? [1, 3] : [0, 2];
      const seats = [0, 1, 2, 3].map((i) => (expertSeats.includes(i) ? timed : strong));
      const t0 = performance.now();
      const out = playMatch(game, { players: 4, seed }, seats);
      if (!out.ok) throw new Error(`${label} expert game ${seed}: ${out.error}`);
      for (const i of expertSeats) {
        if (out.result.winners.includes(i)) wins += 1 / out.result.winners.length;
        for (const j of strongSeats) {
          pairs += ahead(out.result, i, j);
          comparisons++;
        }
      }
      process.stderr.write(`  ${label} seed ${seed}, expert at ${expertSeats.join(' and ')}: winners ${out.result.winners.join(', ')}, totals ${out.result.seats.map((x) => x.total).join(' / ')} (${((performance.now() - t0) / 1000).toFixed(0)} s)\n`);
    }
    const pairShare = pairs / comparisons;
    const winShare = wins / games;
    const p50 = quantile(times, 0.5);
    const p95 = quantile(times, 0.95);
    measures[`expertVsStrong_${name}`] = { games, seeds, options, comparisons, pairShare, winShare, choices: times.length, p50ms: p50, p95ms: p95 };
    const setting = `${options.determinizations} playouts${options.halving ? ' by sequential halving' : ''} over ≤ ${options.maxCandidates ?? 'all'} candidates`;
    row(
      `expert vs strong, ${label}: expert seat-games ahead of each strong seat (${games} 4-player games, 2 expert + 2 strong seats, seeds ${seeds} each played with the expert at 0 and 2, then at 1 and 3; ${setting})`,
      `${(pairShare * 100).toFixed(0)}% of ${comparisons} comparisons`,
      '≥ 60%',
      pairShare >= 0.6,
    );
    row(`expert vs strong, ${label}: the expert side's share of the wins (50% = equal)`, `${(winShare * 100).toFixed(0)}% of ${games} games`, '—', null);
    row(`expert move time p50 / p95, ${label} (${times.length} choices)`, `${p50.toFixed(0)} / ${p95.toFixed(0)} ms`, 'p95 ≤ 1000 ms', p95 <= 1000);
  }
}
