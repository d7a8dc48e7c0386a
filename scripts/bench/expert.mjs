/**
 * The expert part of `npm run bench` (`--only expert`): for every game that can sample what a seat
 * cannot see (`game.sample`), 4-player games of two expert seats against two strong bots, the seats
 * rotated (expert at 0 and 2, then at 1 and 3), each seat-game scored by its share of the win; and the
 * expert's move time p50 / p95 over its choices in those games. The goal (game review, issue goals):
 * the expert wins ≥ 60% of its seat-games, and chooses within 1 s. Then the game review
 * (engine/core/review.ts) with each game's own options (engine/<game>/review.ts): a 4-player game of
 * strong bots, seat 0 reviewed whole: the seconds to the end and to the first decision (goal ≤ 60 s,
 * first ≤ 2 s, as a review worker just started in the page would take them).
 */
import { performance } from 'node:perf_hooks';
import { loadEngine } from './load-engine.mjs';
import { quantile } from './measure.mjs';

const ENTRY = `
  export { santiago } from './engine/santiago/index.ts';
  export { santiagoBots } from './engine/santiago/bots.ts';
  export { sanJuan } from './engine/san-juan/index.ts';
  export { sanJuanBots } from './engine/san-juan/bots.ts';
  export { diceTown } from './engine/dice-town/index.ts';
  export { diceTownBots } from './engine/dice-town/bots.ts';
  export { puertoRico } from './engine/puerto-rico/index.ts';
  export { puertoRicoBots } from './engine/puerto-rico/bots.ts';
  export { genoa } from './engine/genoa/index.ts';
  export { genoaBots } from './engine/genoa/bots.ts';
  export { playMatch } from './engine/core/bot-kit.ts';
  export { expertBot } from './engine/core/expert.ts';
  export { decisionPoints, reviewDecisions } from './engine/core/review.ts';
  export { santiagoReview } from './engine/santiago/review.ts';
  export { sanJuanReview } from './engine/san-juan/review.ts';
  export { diceTownReview } from './engine/dice-town/review.ts';
  export { puertoRicoReview } from './engine/puerto-rico/review.ts';
  export { genoaReview } from './engine/genoa/review.ts';
`;
const GAMES = [
  ['Santiago', 'santiago', 'santiagoBots', 'santiagoReview'],
  ['San Juan', 'sanJuan', 'sanJuanBots', 'sanJuanReview'],
  ['Dice Town', 'diceTown', 'diceTownBots', 'diceTownReview'],
  ['Puerto Rico', 'puertoRico', 'puertoRicoBots', 'puertoRicoReview'],
  ['Genoa', 'genoa', 'genoaBots', 'genoaReview'],
];

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
  const { playMatch, expertBot } = engine;
  const games = quick ? 2 : 8;
  const options = { determinizations: quick ? 2 : 4, maxCandidates: quick ? 3 : 6 };
  for (const [label, name, bots, review] of GAMES) {
    await benchReview({ root, engine, label, name, bots, review, row, measures });
    const game = engine[name];
    if (typeof game.sample !== 'function') {
      row(`expert vs strong, ${label}`, 'not measured', '≥ 60%', null, 'no sample() for this game yet');
      continue;
    }
    const strong = engine[bots].strong;
    const expert = expertBot(game, strong, options);
    const times = [];
    const timed = { ...expert, choose: (v, l, s) => { const t0 = performance.now(); const c = expert.choose(v, l, s); times.push(performance.now() - t0); return c; } };
    let share = 0;
    let seatGames = 0;
    for (let g = 0; g < games; g++) {
      const expertSeats = g % 2 === 0 ? [0, 2] : [1, 3];
      const seats = [0, 1, 2, 3].map((i) => (expertSeats.includes(i) ? timed : strong));
      const out = playMatch(game, { players: 4, seed: 5000 + g }, seats);
      if (!out.ok) throw new Error(`${label} expert game ${5000 + g}: ${out.error}`);
      for (const i of expertSeats) {
        seatGames++;
        if (out.result.winners.includes(i)) share += 1 / out.result.winners.length;
      }
    }
    const rate = share / seatGames;
    measures[`expertVsStrong_${name}`] = { games, options, seatGames, winShare: rate, choices: times.length, p50ms: quantile(times, 0.5), p95ms: quantile(times, 0.95) };
    row(
      `expert vs strong, ${label}: expert seats' share of wins (${games} 4-player games, 2 expert + 2 strong seats rotated, seeds 5000–${5000 + games - 1}; ${options.determinizations} determinizations × ≤ ${options.maxCandidates} candidates)`,
      `${(rate * 100).toFixed(0)}% of ${seatGames} seat-games`,
      '≥ 60%',
      rate >= 0.6,
    );
    row(`expert move time p50 / p95, ${label} (${times.length} choices)`, `${quantile(times, 0.5).toFixed(0)} / ${quantile(times, 0.95).toFixed(0)} ms`, 'p95 ≤ 1000 ms', quantile(times, 0.95) <= 1000);
  }
}
