/**
 * The expert part of `npm run bench` (`--only expert`): for every game that can sample what a seat
 * cannot see (`game.sample`), 4-player games of two expert seats against two strong bots, the seats
 * rotated (expert at 0 and 2, then at 1 and 3), each seat-game scored by its share of the win; and the
 * expert's move time p50 / p95 over its choices in those games. The goal (game review, issue goals):
 * the expert wins ≥ 60% of its seat-games, and chooses within 1 s.
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
`;
const GAMES = [
  ['Santiago', 'santiago', 'santiagoBots'],
  ['San Juan', 'sanJuan', 'sanJuanBots'],
  ['Dice Town', 'diceTown', 'diceTownBots'],
  ['Puerto Rico', 'puertoRico', 'puertoRicoBots'],
  ['Genoa', 'genoa', 'genoaBots'],
];

export async function benchExpert({ root, quick, row, measures }) {
  const engine = await loadEngine(root, ENTRY);
  const { playMatch, expertBot } = engine;
  const games = quick ? 2 : 8;
  const options = { determinizations: quick ? 2 : 4, maxCandidates: quick ? 3 : 6 };
  for (const [label, name, bots] of GAMES) {
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
