#!/usr/bin/env node
/**
 * `npm run bench`: each game's engine speed (San Juan and Dice Town in scripts/bench/), bot strength and move time, and the JavaScript the
 * built chapter page ships. Prints a table with each measure's goal and writes bench-results.json.
 * `--quick` runs smaller samples. Every game count and seed range is printed with its result.
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEngine } from './bench/load-engine.mjs';
import { pageBytes } from './bench/page-bytes.mjs';
import { benchDiceTown } from './bench/dice-town.mjs';
import { benchSanJuan } from './bench/san-juan.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const quick = process.argv.includes('--quick');
const started = performance.now();
const engine = await loadEngine(root);
const { santiago, santiagoBots, playMatch, randomBot, mixHash } = engine;

const N = quick
  ? { random: 40, vsRandom: 40, headToHead4: 20, headToHead3: 12, selfPlay: 20 }
  : { random: 300, vsRandom: 200, headToHead4: 100, headToHead3: 60, selfPlay: 40 };

const rows = [];
const json = { quick, node: process.version, date: new Date().toISOString(), measures: {} };
const row = (measure, value, goal, pass, detail) => {
  rows.push({ measure, value, goal, pass, detail });
};

// ---- 1. random complete games per second ---------------------------------------------------------
const SEED_RANDOM = 1;
/** One random game (uniform over the legal moves, chosen by a hash of seed and move number). */
function randomGame(players, seed) {
  const s0 = santiago.setup({ players, seed });
  if (!s0.ok) throw new Error(s0.error.en);
  let s = s0.state;
  let moves = 0;
  while (!santiago.isOver(s)) {
    const legal = santiago.legalMoves(s);
    const r = santiago.play(s, legal[mixHash(seed, moves) % legal.length]);
    if (!r.ok) throw new Error(`random game ${seed}: ${r.violation.rule}`);
    s = r.state;
    moves++;
  }
  if (!santiago.result(s)) throw new Error(`random game ${seed} has no result`);
  return moves;
}
// warm-up (not timed): lets the JIT compile the engine before the clock runs
for (let g = 0; g < 150; g++) randomGame(3 + (g % 3), 900_000 + g);
for (const players of [3, 4, 5]) {
  let moves = 0;
  const t0 = performance.now();
  for (let g = 0; g < N.random; g++) moves += randomGame(players, SEED_RANDOM + g);
  const secs = (performance.now() - t0) / 1000;
  const gps = N.random / secs;
  json.measures[`randomGamesPerSecond_${players}p`] = { games: N.random, seeds: `${SEED_RANDOM}..${SEED_RANDOM + N.random - 1}`, movesPerGame: moves / N.random, gamesPerSecond: gps };
  row(`random games/s, ${players} players (${N.random} games, seeds ${SEED_RANDOM}–${SEED_RANDOM + N.random - 1}, ${Math.round(moves / N.random)} moves/game)`, gps.toFixed(0), '≥ 500', gps >= 500);
}

// ---- bot helpers ------------------------------------------------------------------------------
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
function match(players, seed, bots) {
  const out = playMatch(santiago, { players, seed }, bots, { choose: timedChoose });
  if (!out.ok) throw new Error(`game seed ${seed}: ${out.error}`);
  return out.result;
}

// ---- 2. strong vs three random players --------------------------------------------------------
const SEED_VR = 10_000;
let vrWins = 0;
let vrShared = 0;
for (let g = 0; g < N.vsRandom; g++) {
  const seat = g % 4;
  const bots = [random, random, random, random];
  bots[seat] = santiagoBots.strong;
  const res = match(4, SEED_VR + g, bots);
  if (res.winners.includes(seat)) {
    vrWins++;
    if (res.winners.length > 1) vrShared++;
  }
}
const vrRate = vrWins / N.vsRandom;
json.measures.strongVsRandom = { games: N.vsRandom, seeds: `${SEED_VR}..${SEED_VR + N.vsRandom - 1}`, strongSeat: 'game index mod 4', wins: vrWins, sharedWins: vrShared, winRate: vrRate };
row(
  `strong vs 3 random, 4 players: games won (${N.vsRandom} games, seeds ${SEED_VR}–${SEED_VR + N.vsRandom - 1}, strong seat rotates; a shared win counts as a win: ${vrShared})`,
  `${(vrRate * 100).toFixed(1)}%`,
  '≥ 80%',
  vrRate >= 0.8,
);

// ---- 3. strong vs easy ------------------------------------------------------------------------------
function headToHead(players, games, seedBase, layout) {
  const won = { strong: 0, easy: 0 };
  const points = { strong: 0, easy: 0 };
  const seatsOf = { strong: 0, easy: 0 };
  for (let g = 0; g < games; g++) {
    const levels = layout(g);
    const res = match(players, seedBase + g, levels.map((l) => santiagoBots[l]));
    const winnerLevels = new Set(res.winners.map((w) => levels[w]));
    for (const l of winnerLevels) won[l]++;
    res.seats.forEach((s) => {
      points[levels[s.seat]] += s.total;
      seatsOf[levels[s.seat]]++;
    });
  }
  return { won, avg: { strong: points.strong / seatsOf.strong, easy: points.easy / seatsOf.easy } };
}
const SEED_H4 = 20_000;
const h4 = headToHead(4, N.headToHead4, SEED_H4, (g) => (g % 2 === 0 ? ['strong', 'easy', 'strong', 'easy'] : ['easy', 'strong', 'easy', 'strong']));
json.measures.strongVsEasy4p = { games: N.headToHead4, seeds: `${SEED_H4}..${SEED_H4 + N.headToHead4 - 1}`, layout: 'S E S E / E S E S alternating', ...h4 };
row(
  `strong vs easy, 2 + 2 at 4 players (${N.headToHead4} games, seeds ${SEED_H4}–${SEED_H4 + N.headToHead4 - 1}): games won by a strong / an easy seat; avg score`,
  `${h4.won.strong} / ${h4.won.easy}; ${h4.avg.strong.toFixed(1)} / ${h4.avg.easy.toFixed(1)}`,
  'strong beats easy',
  h4.won.strong > h4.won.easy,
);
const SEED_H3 = 30_000;
const h3 = headToHead(3, N.headToHead3, SEED_H3, (g) => ['easy', 'easy', 'easy'].map((l, i) => (i === g % 3 ? 'strong' : l)));
json.measures.strongVsEasy3p = { games: N.headToHead3, seeds: `${SEED_H3}..${SEED_H3 + N.headToHead3 - 1}`, layout: '1 strong (seat = game mod 3) + 2 easy', ...h3 };
const h3Share = h3.won.strong / N.headToHead3;
row(
  `strong vs 2 easy at 3 players (${N.headToHead3} games, seeds ${SEED_H3}–${SEED_H3 + N.headToHead3 - 1}): strong's win share (fair share 33%); avg score strong / easy`,
  `${(h3Share * 100).toFixed(1)}%; ${h3.avg.strong.toFixed(1)} / ${h3.avg.easy.toFixed(1)}`,
  'strong beats easy (> 33%)',
  h3Share > 1 / 3,
);

// ---- 3b. self-play habits: does a table of one level play like real Santiago? ----------------------
/** Four seats of one level: bids per round, canal built when one could be, extra canals used, deserts. */
function selfPlay(level, games, seedBase) {
  let rounds = 0;
  let bids = 0;
  let decisions = 0;
  let built = 0;
  let extras = 0;
  let seats = 0;
  let tiles = 0;
  let deserts = 0;
  const bot = santiagoBots[level];
  for (let g = 0; g < games; g++) {
    const out = playMatch(santiago, { players: 4, seed: seedBase + g }, [bot, bot, bot, bot], {
      choose: timedChoose,
      onChoice: ({ state, choice }) => {
        const t = choice.move.type;
        if (t === 'bid') bids++;
        if (['accept', 'refuse', 'buildOwn', 'buildNothing'].includes(t) && state.canalSupply > 0) {
          decisions++;
          if (t !== 'buildNothing') built++;
        }
        if (t === 'extraCanal') extras++;
      },
    });
    if (!out.ok) throw new Error(`self-play seed ${seedBase + g}: ${out.error}`);
    rounds += out.state.rounds;
    seats += out.state.players;
    tiles += out.state.plantations.length;
    deserts += out.state.plantations.filter((p) => p.desert).length;
  }
  return { games, bidsPerRound: bids / rounds, buildShare: built / decisions, extrasUsed: extras / seats, desertShare: deserts / tiles };
}
const SEED_SP = 40_000;
for (const level of ['easy', 'strong']) {
  const sp = selfPlay(level, N.selfPlay, SEED_SP);
  json.measures[`selfPlay_${level}`] = { seeds: `${SEED_SP}..${SEED_SP + N.selfPlay - 1}`, players: 4, ...sp };
  const maxDesert = level === 'easy' ? 0.35 : 0.25;
  const pct = (x) => `${(x * 100).toFixed(0)}%`;
  row(
    `${level} self-play, 4 players (${N.selfPlay} games, seeds ${SEED_SP}–${SEED_SP + N.selfPlay - 1}): bids per round; canal built while canals remain; extra canals used; desert share`,
    `${sp.bidsPerRound.toFixed(2)}; ${pct(sp.buildShare)}; ${pct(sp.extrasUsed)}; ${pct(sp.desertShare)}`,
    `≥ 2; ≥ 80%; > 50%; ≤ ${pct(maxDesert)}`,
    sp.bidsPerRound >= 2 && sp.buildShare >= 0.8 && sp.extrasUsed > 0.5 && sp.desertShare <= maxDesert,
  );
}

// ---- 4. bot move time --------------------------------------------------------------------------
for (const level of ['easy', 'strong']) {
  const xs = times[level];
  const p50 = quantile(xs, 0.5);
  const p95 = quantile(xs, 0.95);
  const max = Math.max(...xs);
  json.measures[`moveTime_${level}`] = { choices: xs.length, p50ms: p50, p95ms: p95, maxMs: max };
  row(
    `${level} bot move time p50 / p95 (max) over ${xs.length} choices in the games above`,
    `${p50.toFixed(2)} / ${p95.toFixed(2)} ms (${max.toFixed(1)})`,
    level === 'strong' ? 'p95 ≤ 250 ms' : '—',
    level === 'strong' ? p95 <= 250 : null,
  );
}

// ---- 5. page bytes ------------------------------------------------------------------------------
const dist = join(root, 'dist');
for (const page of ['zh-hant/santiago/index.html', 'en/santiago/index.html']) {
  const b = pageBytes(dist, page);
  json.measures[`pageBytes_${page}`] = b;
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
  if (page.startsWith('zh-hant'))
    row(`bot worker, counted separately (gzip, ${b.workers.length ? b.workers.join(', ') : 'no worker file in dist/_astro'})`, `${(b.workerBytes / 1024).toFixed(1)} KB`, '—', null);
}

// ---- San Juan (scripts/bench/san-juan.mjs) ----------------------------------------------------------
benchSanJuan({ engine, quick, row, json, root });

// ---- Dice Town (scripts/bench/dice-town.mjs) -------------------------------------------------------
benchDiceTown({ engine, quick, row, json, root });

// ---- output -----------------------------------------------------------------------------------------
const secs = (performance.now() - started) / 1000;
json.seconds = secs;
json.rows = rows;
const mark = (p) => (p === true ? 'ok' : p === false ? 'MISSED' : '');
const w0 = Math.max(...rows.map((r) => r.measure.length), 7);
const w1 = Math.max(...rows.map((r) => String(r.value).length), 5);
const w2 = Math.max(...rows.map((r) => r.goal.length), 4);
const line = (a, b, c, d) => `| ${a.padEnd(w0)} | ${b.padEnd(w1)} | ${c.padEnd(w2)} | ${d.padEnd(6)} |`;
console.log(`Bench${quick ? ' (--quick)' : ''}, Node ${process.version}, one core, ${secs.toFixed(0)} s`);
console.log(line('measure', 'value', 'goal', ''));
console.log(line('-'.repeat(w0), '-'.repeat(w1), '-'.repeat(w2), '------'));
for (const r of rows) console.log(line(r.measure, String(r.value), r.goal, mark(r.pass)));
for (const r of rows) if (r.detail) console.log(`note: ${r.measure}: ${r.detail}`);
writeFileSync(join(root, 'bench-results.json'), `${JSON.stringify(json, null, 2)}\n`);
console.log('written: bench-results.json');
