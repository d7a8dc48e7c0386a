/**
 * The measures every game's bench takes the same way: random complete games per second, matches
 * with timed bot choices, strong against random and against easy, bot move time per level, and the
 * built chapter page's JavaScript. Each game passes its engine, its bots, a label (prefixed to each
 * row, e.g. "San Juan ") and a key (prefixed to each JSON measure, e.g. "sanJuan_").
 */
import { performance } from 'node:perf_hooks';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pageBytes } from './page-bytes.mjs';

/**
 * Random complete games per second (and moves per second) at each player count, measured in a child process of their own
 * (`random-games.mjs`): a page or a bot worker only ever runs one game's engine, while one process
 * running all three turns XState's shared code polymorphic and slows whichever game comes later.
 * The child inherits this process's CPU affinity (`taskset`), so "one core" still holds. `goal`
 * gives the games/s to reach at a player count (null: no goal); each game gives the goals of the game
 * review's issue at 4 players (Santiago, San Juan, Dice Town 1,000; Puerto Rico 500; Genoa 400).
 */
export function randomGamesPerSecond({ root, gameName, playerCounts, games, label, key, row, measures, goal = () => null }) {
  const SEED_RANDOM = 1;
  const out = spawnSync(process.execPath, [join(root, 'scripts/bench/random-games.mjs'), root, gameName, String(games), String(SEED_RANDOM), playerCounts.join(',')], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  if (out.status !== 0) throw new Error(`${label}random games: ${out.stderr || out.error}`);
  for (const { players, moves, secs, playSecs, rounds, before } of JSON.parse(out.stdout)) {
    const gps = games / secs;
    const min = goal(players);
    measures[`${key}randomGamesPerSecond_${players}p`] = {
      games,
      seeds: `${SEED_RANDOM}..${SEED_RANDOM + games - 1}`,
      movesPerGame: moves / games,
      gamesPerSecond: gps,
      movesPerSecond: moves / secs,
      playMovesPerSecond: moves / playSecs,
      rounds: rounds.map((r) => ({ gamesPerSecond: games / r.secs, movesPerSecond: moves / r.secs, playMovesPerSecond: moves / r.playSecs })),
      before: { gamesPerSecond: games / before.secs, movesPerSecond: moves / before.secs, playMovesPerSecond: moves / before.playSecs },
    };
    row(
      `${label}random games/s, ${players} players (${games} games, seeds ${SEED_RANDOM}–${SEED_RANDOM + games - 1}, ${Math.round(moves / games)} moves/game; ${Math.round(moves / secs)} moves/s; the fastest of ${rounds.length} rounds: ${rounds.map((r) => (games / r.secs).toFixed(0)).join(' / ')})`,
      gps.toFixed(0),
      min === null ? '—' : `≥ ${min}`,
      min === null ? null : gps >= min,
    );
    // the engines' speed goals of the game review: through the contract with legalMoves listed at every step, and play alone
    row(`${label}moves/s, ${players} players: with legalMoves at every step / play alone (the same games; the fastest of ${rounds.length} rounds each: ${rounds.map((r) => Math.round(moves / r.secs / 1000)).join(' / ')}k and ${rounds.map((r) => Math.round(moves / r.playSecs / 1000)).join(' / ')}k)`, `${Math.round(moves / secs)} / ${Math.round(moves / playSecs)}`, '≥ 150,000 / ≥ 300,000', moves / secs >= 150_000 && moves / playSecs >= 300_000);
    // before: the same games with every move through XState's own transition, as before the machines were compiled
    row(
      `${label}before (XState's own transition), ${players} players: games/s; moves/s with legalMoves / play alone`,
      `${(games / before.secs).toFixed(0)}; ${Math.round(moves / before.secs)} / ${Math.round(moves / before.playSecs)}`,
      '—',
      null,
    );
  }
}

export const quantile = (xs, q) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

/**
 * Matches whose bot choices are timed per level: `random` (not timed), `timedChoose`, `match`
 * (a finished game's result), `times` (ms per choice, by level).
 */
export function timedMatches({ game, playMatch, randomBot, label }) {
  const random = randomBot(() => ({ zh: '隨機', en: 'random' }));
  const times = { easy: [], strong: [] };
  const timedChoose = (bot, view, legal, seed) => {
    const t0 = performance.now();
    const c = bot.choose(view, legal, seed);
    const dt = performance.now() - t0;
    if (bot !== random) times[bot.level].push(dt);
    return c;
  };
  const match = (players, seed, bots) => {
    const out = playMatch(game, { players, seed }, bots, { choose: timedChoose });
    if (!out.ok) throw new Error(`${label}game seed ${seed}: ${out.error}`);
    return out.result;
  };
  return { random, times, timedChoose, match };
}

/** The strong bot against random players, its seat rotating (game index mod players); a shared win counts. */
export function strongVsRandom({ match, random, strong, players, games, seedBase }) {
  let wins = 0;
  let shared = 0;
  for (let g = 0; g < games; g++) {
    const seat = g % players;
    const bots = Array.from({ length: players }, () => random);
    bots[seat] = strong;
    const res = match(players, seedBase + g, bots);
    if (res.winners.includes(seat)) {
      wins++;
      if (res.winners.length > 1) shared++;
    }
  }
  return { wins, shared };
}

/** Games won by each level (a level counts once per game it wins) and the average score per level. */
function headToHead(match, bots, players, games, seedBase, layout) {
  const won = { strong: 0, easy: 0 };
  const points = { strong: 0, easy: 0 };
  const seatsOf = { strong: 0, easy: 0 };
  for (let g = 0; g < games; g++) {
    const levels = layout(g);
    const res = match(players, seedBase + g, levels.map((l) => bots[l]));
    for (const l of new Set(res.winners.map((w) => levels[w]))) won[l]++;
    res.seats.forEach((s) => {
      points[levels[s.seat]] += s.total;
      seatsOf[levels[s.seat]]++;
    });
  }
  return { won, avg: { strong: points.strong / seatsOf.strong, easy: points.easy / seatsOf.easy } };
}

/** Strong against easy: 2 + 2 at 4 players, then 1 strong against 2 easy at 3 players. */
export function strongVsEasy({ match, bots, games4, games3, label, key, row, measures }) {
  const SEED_H4 = 20_000;
  const h4 = headToHead(match, bots, 4, games4, SEED_H4, (g) => (g % 2 === 0 ? ['strong', 'easy', 'strong', 'easy'] : ['easy', 'strong', 'easy', 'strong']));
  measures[`${key}strongVsEasy4p`] = { games: games4, seeds: `${SEED_H4}..${SEED_H4 + games4 - 1}`, layout: 'S E S E / E S E S alternating', ...h4 };
  row(
    `${label}strong vs easy, 2 + 2 at 4 players (${games4} games, seeds ${SEED_H4}–${SEED_H4 + games4 - 1}): games won by a strong / an easy seat; avg score`,
    `${h4.won.strong} / ${h4.won.easy}; ${h4.avg.strong.toFixed(1)} / ${h4.avg.easy.toFixed(1)}`,
    'strong beats easy',
    h4.won.strong > h4.won.easy,
  );
  const SEED_H3 = 30_000;
  const h3 = headToHead(match, bots, 3, games3, SEED_H3, (g) => ['easy', 'easy', 'easy'].map((l, i) => (i === g % 3 ? 'strong' : l)));
  measures[`${key}strongVsEasy3p`] = { games: games3, seeds: `${SEED_H3}..${SEED_H3 + games3 - 1}`, layout: '1 strong (seat = game mod 3) + 2 easy', ...h3 };
  const h3Share = h3.won.strong / games3;
  row(
    `${label}strong vs 2 easy at 3 players (${games3} games, seeds ${SEED_H3}–${SEED_H3 + games3 - 1}): strong's win share (fair share 33%); avg score strong / easy`,
    `${(h3Share * 100).toFixed(1)}%; ${h3.avg.strong.toFixed(1)} / ${h3.avg.easy.toFixed(1)}`,
    'strong beats easy (> 33%)',
    h3Share > 1 / 3,
  );
}

/** Bot move time per level over the timed choices so far; `digits` decimals for p50 and p95. */
export function moveTimes({ times, digits, label, key, row, measures }) {
  for (const level of ['easy', 'strong']) {
    const xs = times[level];
    const p50 = quantile(xs, 0.5);
    const p95 = quantile(xs, 0.95);
    const max = Math.max(...xs);
    measures[`${key}moveTime_${level}`] = { choices: xs.length, p50ms: p50, p95ms: p95, maxMs: max };
    row(
      `${label}${level} bot move time p50 / p95 (max) over ${xs.length} choices in the games above`,
      `${p50.toFixed(digits)} / ${p95.toFixed(digits)} ms (${max.toFixed(1)})`,
      level === 'strong' ? 'p95 ≤ 250 ms' : '—',
      level === 'strong' ? p95 <= 250 : null,
    );
  }
}

/** The chapter page's JavaScript in both locales (and, with `worker`, the bot worker counted apart). */
export function chapterBytes({ root, chapter, worker = false, row, measures }) {
  const dist = join(root, 'dist');
  for (const page of [`zh-hant/${chapter}/index.html`, `en/${chapter}/index.html`]) {
    const b = pageBytes(dist, page);
    measures[`pageBytes_${page}`] = b;
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
    if (worker && page.startsWith('zh-hant'))
      row(`bot worker, counted separately (gzip, ${b.workers.length ? b.workers.join(', ') : 'no worker file in dist/_astro'})`, `${(b.workerBytes / 1024).toFixed(1)} KB`, '—', null);
  }
}
