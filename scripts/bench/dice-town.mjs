/**
 * Dice Town's part of `npm run bench`: random complete games per second (2 to 5 players), the strong
 * bot against random players at every player count (its win share against its fair share), strong
 * against easy, bot move time per level, and the built chapter page's JavaScript. Rows are added
 * through `row` and JSON measures under `diceTown_…` keys.
 */
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { pageBytes } from './page-bytes.mjs';

export function benchDiceTown({ engine, quick, row, json, root }) {
  const { diceTown, diceTownBots, playMatch, randomBot, mixHash } = engine;
  const N = quick ? { random: 40, vsRandom: 24, headToHead4: 20, headToHead3: 12 } : { random: 300, vsRandom: 100, headToHead4: 100, headToHead3: 60 };
  const M = json.measures;
  const pct = (x) => `${(x * 100).toFixed(1)}%`;

  // ---- random complete games per second ----------------------------------------------------------
  const SEED_RANDOM = 1;
  /** One random game: whoever acts first picks uniformly among its legal moves (hash of seed and move number). */
  const randomGame = (players, seed) => {
    const s0 = diceTown.setup({ players, seed });
    if (!s0.ok) throw new Error(s0.error.en);
    let s = s0.state;
    let moves = 0;
    while (!diceTown.isOver(s)) {
      const legal = diceTown.legalMoves(s);
      const r = diceTown.play(s, legal[mixHash(seed, moves) % legal.length]);
      if (!r.ok) throw new Error(`Dice Town random game ${seed}: ${r.violation.rule}`);
      s = r.state;
      moves++;
    }
    if (!diceTown.result(s)) throw new Error(`Dice Town random game ${seed} has no result`);
    return moves;
  };
  for (let g = 0; g < 150; g++) randomGame(2 + (g % 4), 900_000 + g); // warm-up, not timed
  for (const players of [2, 3, 4, 5]) {
    let moves = 0;
    const t0 = performance.now();
    for (let g = 0; g < N.random; g++) moves += randomGame(players, SEED_RANDOM + g);
    const secs = (performance.now() - t0) / 1000;
    const gps = N.random / secs;
    M[`diceTown_randomGamesPerSecond_${players}p`] = { games: N.random, seeds: `${SEED_RANDOM}..${SEED_RANDOM + N.random - 1}`, movesPerGame: moves / N.random, gamesPerSecond: gps };
    row(
      `Dice Town random games/s, ${players} players (${N.random} games, seeds ${SEED_RANDOM}–${SEED_RANDOM + N.random - 1}, ${Math.round(moves / N.random)} moves/game)`,
      gps.toFixed(0),
      '≥ 500',
      gps >= 500,
    );
  }

  // ---- bots ----------------------------------------------------------------------------------------
  const random = randomBot(() => ({ zh: '隨機', en: 'random' }));
  const times = { easy: [], strong: [] };
  const timedChoose = (bot, view, legal, seed) => {
    const t0 = performance.now();
    const c = bot.choose(view, legal, seed);
    const dt = performance.now() - t0;
    if (bot !== random) times[bot.level].push(dt);
    return c;
  };
  const quantile = (xs, q) => {
    if (xs.length === 0) return NaN;
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.floor(q * s.length))];
  };
  const match = (players, seed, bots) => {
    const out = playMatch(diceTown, { players, seed }, bots, { choose: timedChoose });
    if (!out.ok) throw new Error(`Dice Town game seed ${seed}: ${out.error}`);
    return out.result;
  };

  // strong against random players, at every player count; a shared win counts as a win
  const SEED_VR = 10_000;
  for (const players of [2, 3, 4, 5]) {
    let wins = 0;
    let shared = 0;
    const base = SEED_VR + players * 1000;
    for (let g = 0; g < N.vsRandom; g++) {
      const seat = g % players;
      const bots = Array.from({ length: players }, () => random);
      bots[seat] = diceTownBots.strong;
      const res = match(players, base + g, bots);
      if (res.winners.includes(seat)) {
        wins++;
        if (res.winners.length > 1) shared++;
      }
    }
    const share = wins / N.vsRandom;
    const fair = 1 / players;
    const goal = Math.min(0.8, 2 * fair);
    M[`diceTown_strongVsRandom_${players}p`] = { games: N.vsRandom, seeds: `${base}..${base + N.vsRandom - 1}`, strongSeat: `game index mod ${players}`, wins, sharedWins: shared, share, fairShare: fair };
    row(
      `Dice Town strong vs ${players - 1} random, ${players} players (${N.vsRandom} games, seeds ${base}–${base + N.vsRandom - 1}, strong seat rotates; shared wins: ${shared}): win share (fair share ${pct(fair)})`,
      pct(share),
      `≥ ${pct(goal)} (2 × fair, at most 80%)`,
      share >= goal,
    );
  }

  const headToHead = (players, games, seedBase, layout) => {
    const won = { strong: 0, easy: 0 };
    const points = { strong: 0, easy: 0 };
    const seatsOf = { strong: 0, easy: 0 };
    for (let g = 0; g < games; g++) {
      const levels = layout(g);
      const res = match(players, seedBase + g, levels.map((l) => diceTownBots[l]));
      for (const l of new Set(res.winners.map((w) => levels[w]))) won[l]++;
      res.seats.forEach((s) => {
        points[levels[s.seat]] += s.total;
        seatsOf[levels[s.seat]]++;
      });
    }
    return { won, avg: { strong: points.strong / seatsOf.strong, easy: points.easy / seatsOf.easy } };
  };
  const SEED_H4 = 20_000;
  const h4 = headToHead(4, N.headToHead4, SEED_H4, (g) => (g % 2 === 0 ? ['strong', 'easy', 'strong', 'easy'] : ['easy', 'strong', 'easy', 'strong']));
  M.diceTown_strongVsEasy4p = { games: N.headToHead4, seeds: `${SEED_H4}..${SEED_H4 + N.headToHead4 - 1}`, layout: 'S E S E / E S E S alternating', ...h4 };
  row(
    `Dice Town strong vs easy, 2 + 2 at 4 players (${N.headToHead4} games, seeds ${SEED_H4}–${SEED_H4 + N.headToHead4 - 1}): games won by a strong / an easy seat; avg score`,
    `${h4.won.strong} / ${h4.won.easy}; ${h4.avg.strong.toFixed(1)} / ${h4.avg.easy.toFixed(1)}`,
    'strong beats easy',
    h4.won.strong > h4.won.easy,
  );
  const SEED_H3 = 30_000;
  const h3 = headToHead(3, N.headToHead3, SEED_H3, (g) => ['easy', 'easy', 'easy'].map((l, i) => (i === g % 3 ? 'strong' : l)));
  M.diceTown_strongVsEasy3p = { games: N.headToHead3, seeds: `${SEED_H3}..${SEED_H3 + N.headToHead3 - 1}`, layout: '1 strong (seat = game mod 3) + 2 easy', ...h3 };
  const h3Share = h3.won.strong / N.headToHead3;
  row(
    `Dice Town strong vs 2 easy at 3 players (${N.headToHead3} games, seeds ${SEED_H3}–${SEED_H3 + N.headToHead3 - 1}): strong's win share (fair share 33%); avg score strong / easy`,
    `${pct(h3Share)}; ${h3.avg.strong.toFixed(1)} / ${h3.avg.easy.toFixed(1)}`,
    'strong beats easy (> 33%)',
    h3Share > 1 / 3,
  );

  for (const level of ['easy', 'strong']) {
    const xs = times[level];
    const p50 = quantile(xs, 0.5);
    const p95 = quantile(xs, 0.95);
    const max = Math.max(...xs);
    M[`diceTown_moveTime_${level}`] = { choices: xs.length, p50ms: p50, p95ms: p95, maxMs: max };
    row(
      `Dice Town ${level} bot move time p50 / p95 (max) over ${xs.length} choices in the games above`,
      `${p50.toFixed(3)} / ${p95.toFixed(3)} ms (${max.toFixed(1)})`,
      level === 'strong' ? 'p95 ≤ 250 ms' : '—',
      level === 'strong' ? p95 <= 250 : null,
    );
  }

  // ---- page bytes ------------------------------------------------------------------------------------
  const dist = join(root, 'dist');
  for (const page of ['zh-hant/dice-town/index.html', 'en/dice-town/index.html']) {
    const b = pageBytes(dist, page);
    M[`pageBytes_${page}`] = b;
    if (!b.ok) {
      row(`page JS, ${page}`, 'not measured', '≤ 10 KB / ≤ 80 KB', null, b.reason);
      continue;
    }
    row(`page JS before any island is visible, ${page} (gzip, inline + ${b.beforeFiles} module files)`, `${(b.before / 1024).toFixed(1)} KB`, '≤ 10 KB', b.before <= 10 * 1024);
    row(
      `page JS fully hydrated, ${page} (gzip, ${b.islands} island${b.islands === 1 ? '' : 's'}, ${b.hydratedFiles} files)`,
      `${(b.hydrated / 1024).toFixed(1)} KB`,
      '≤ 80 KB',
      b.hydrated <= 80 * 1024,
      b.islands === 0 ? 'no island on the built page yet' : undefined,
    );
  }
}
