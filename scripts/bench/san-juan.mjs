/**
 * San Juan's part of `npm run bench`, with the same measures and goals as Santiago's: random complete
 * games per second (2, 3 and 4 players), the strong bot against three random players, strong against
 * easy, bot move time per level, and the built chapter page's JavaScript. Rows are added through
 * `row` and JSON measures under `sanJuan_…` keys.
 */
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { pageBytes } from './page-bytes.mjs';

export function benchSanJuan({ engine, quick, row, json, root }) {
  const { sanJuan, sanJuanBots, playMatch, randomBot, mixHash } = engine;
  const N = quick
    ? { random: 40, vsRandom: 40, headToHead4: 20, headToHead3: 12 }
    : { random: 300, vsRandom: 200, headToHead4: 100, headToHead3: 60 };
  const M = json.measures;

  // ---- random complete games per second ----------------------------------------------------------
  const SEED_RANDOM = 1;
  const randomGame = (players, seed) => {
    const s0 = sanJuan.setup({ players, seed });
    if (!s0.ok) throw new Error(s0.error.en);
    let s = s0.state;
    let moves = 0;
    while (!sanJuan.isOver(s)) {
      const legal = sanJuan.legalMoves(s);
      const r = sanJuan.play(s, legal[mixHash(seed, moves) % legal.length]);
      if (!r.ok) throw new Error(`San Juan random game ${seed}: ${r.violation.rule}`);
      s = r.state;
      moves++;
    }
    if (!sanJuan.result(s)) throw new Error(`San Juan random game ${seed} has no result`);
    return moves;
  };
  for (let g = 0; g < 150; g++) randomGame(2 + (g % 3), 900_000 + g); // warm-up, not timed
  for (const players of [2, 3, 4]) {
    let moves = 0;
    const t0 = performance.now();
    for (let g = 0; g < N.random; g++) moves += randomGame(players, SEED_RANDOM + g);
    const secs = (performance.now() - t0) / 1000;
    const gps = N.random / secs;
    M[`sanJuan_randomGamesPerSecond_${players}p`] = { games: N.random, seeds: `${SEED_RANDOM}..${SEED_RANDOM + N.random - 1}`, movesPerGame: moves / N.random, gamesPerSecond: gps };
    row(
      `San Juan random games/s, ${players} players (${N.random} games, seeds ${SEED_RANDOM}–${SEED_RANDOM + N.random - 1}, ${Math.round(moves / N.random)} moves/game)`,
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
    const out = playMatch(sanJuan, { players, seed }, bots, { choose: timedChoose });
    if (!out.ok) throw new Error(`San Juan game seed ${seed}: ${out.error}`);
    return out.result;
  };

  const SEED_VR = 10_000;
  let vrWins = 0;
  let vrShared = 0;
  for (let g = 0; g < N.vsRandom; g++) {
    const seat = g % 4;
    const bots = [random, random, random, random];
    bots[seat] = sanJuanBots.strong;
    const res = match(4, SEED_VR + g, bots);
    if (res.winners.includes(seat)) {
      vrWins++;
      if (res.winners.length > 1) vrShared++;
    }
  }
  const vrRate = vrWins / N.vsRandom;
  M.sanJuan_strongVsRandom = { games: N.vsRandom, seeds: `${SEED_VR}..${SEED_VR + N.vsRandom - 1}`, strongSeat: 'game index mod 4', wins: vrWins, sharedWins: vrShared, winRate: vrRate };
  row(
    `San Juan strong vs 3 random, 4 players: games won (${N.vsRandom} games, seeds ${SEED_VR}–${SEED_VR + N.vsRandom - 1}, strong seat rotates; shared wins: ${vrShared})`,
    `${(vrRate * 100).toFixed(1)}%`,
    '≥ 80%',
    vrRate >= 0.8,
  );

  const headToHead = (players, games, seedBase, layout) => {
    const won = { strong: 0, easy: 0 };
    const points = { strong: 0, easy: 0 };
    const seatsOf = { strong: 0, easy: 0 };
    for (let g = 0; g < games; g++) {
      const levels = layout(g);
      const res = match(players, seedBase + g, levels.map((l) => sanJuanBots[l]));
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
  M.sanJuan_strongVsEasy4p = { games: N.headToHead4, seeds: `${SEED_H4}..${SEED_H4 + N.headToHead4 - 1}`, layout: 'S E S E / E S E S alternating', ...h4 };
  row(
    `San Juan strong vs easy, 2 + 2 at 4 players (${N.headToHead4} games, seeds ${SEED_H4}–${SEED_H4 + N.headToHead4 - 1}): games won by a strong / an easy seat; avg score`,
    `${h4.won.strong} / ${h4.won.easy}; ${h4.avg.strong.toFixed(1)} / ${h4.avg.easy.toFixed(1)}`,
    'strong beats easy',
    h4.won.strong > h4.won.easy,
  );
  const SEED_H3 = 30_000;
  const h3 = headToHead(3, N.headToHead3, SEED_H3, (g) => ['easy', 'easy', 'easy'].map((l, i) => (i === g % 3 ? 'strong' : l)));
  M.sanJuan_strongVsEasy3p = { games: N.headToHead3, seeds: `${SEED_H3}..${SEED_H3 + N.headToHead3 - 1}`, layout: '1 strong (seat = game mod 3) + 2 easy', ...h3 };
  const h3Share = h3.won.strong / N.headToHead3;
  row(
    `San Juan strong vs 2 easy at 3 players (${N.headToHead3} games, seeds ${SEED_H3}–${SEED_H3 + N.headToHead3 - 1}): strong's win share (fair share 33%); avg score strong / easy`,
    `${(h3Share * 100).toFixed(1)}%; ${h3.avg.strong.toFixed(1)} / ${h3.avg.easy.toFixed(1)}`,
    'strong beats easy (> 33%)',
    h3Share > 1 / 3,
  );

  for (const level of ['easy', 'strong']) {
    const xs = times[level];
    const p50 = quantile(xs, 0.5);
    const p95 = quantile(xs, 0.95);
    const max = Math.max(...xs);
    M[`sanJuan_moveTime_${level}`] = { choices: xs.length, p50ms: p50, p95ms: p95, maxMs: max };
    row(
      `San Juan ${level} bot move time p50 / p95 (max) over ${xs.length} choices in the games above`,
      `${p50.toFixed(3)} / ${p95.toFixed(3)} ms (${max.toFixed(1)})`,
      level === 'strong' ? 'p95 ≤ 250 ms' : '—',
      level === 'strong' ? p95 <= 250 : null,
    );
  }

  // ---- page bytes ------------------------------------------------------------------------------------
  const dist = join(root, 'dist');
  for (const page of ['zh-hant/san-juan/index.html', 'en/san-juan/index.html']) {
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
