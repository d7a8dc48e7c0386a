#!/usr/bin/env node
/**
 * `npm run bench`: each game's engine speed (San Juan and Dice Town in scripts/bench/, the measures they share in
 * scripts/bench/measure.mjs), bot strength and move time, the JavaScript the
 * built chapter page ships, the bytes a first visit and the whole book offline transfer (in Chromium),
 * each chapter's HTML, elements, load and Forward time with the CPU 4× slower (scripts/bench/page-weight.mjs),
 * each chapter's and player aid's printed pages (scripts/bench/print.mjs), and the class server under a
 * class's load (scripts/bench/class-load.mjs: 30 tables, 90 simulated students, moves a second, round
 * trips, memory, errors, moves lost). Prints a table with
 * each measure's goal and writes bench-results.json.
 * `--quick` runs smaller samples; `--only <part>` runs one part (santiago, san-juan, dice-town,
 * puerto-rico, genoa, expert, mechanisms, transfer, weight, print, class). Every game count and seed range is printed with its result.
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEngine } from './bench/load-engine.mjs';
import { chapterBytes, moveTimes, randomGamesPerSecond, strongVsEasy, strongVsRandom, timedMatches } from './bench/measure.mjs';
import { benchDiceTown } from './bench/dice-town.mjs';
import { benchSanJuan } from './bench/san-juan.mjs';
import { benchPuertoRico } from './bench/puerto-rico.mjs';
import { benchGenoa } from './bench/genoa.mjs';
import { benchPrint } from './bench/print.mjs';
import { transferBench } from './bench/transfer.mjs';
import { benchPageWeight } from './bench/page-weight.mjs';
import { benchMechanisms } from './bench/mechanisms.mjs';
import { benchExpert } from './bench/expert.mjs';
import { benchClassLoad } from './bench/class-load.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const quick = process.argv.includes('--quick');
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? process.argv[onlyAt + 1] : null;
const PARTS = ['santiago', 'san-juan', 'dice-town', 'puerto-rico', 'genoa', 'expert', 'mechanisms', 'transfer', 'weight', 'print', 'class'];
if (only !== null && !PARTS.includes(only)) throw new Error(`--only takes one of ${PARTS.join(', ')}, not ${only}`);
/** Whether a part of the bench runs (all of them unless `--only` names one). */
const want = (part) => only === null || only === part;
const started = performance.now();
const engine = await loadEngine(root);
const { santiago, santiagoBots, playMatch, randomBot } = engine;

const N = quick
  ? { random: 40, vsRandom: 40, headToHead4: 20, headToHead3: 12, selfPlay: 20 }
  : { random: 300, vsRandom: 200, headToHead4: 100, headToHead3: 60, selfPlay: 40 };

const rows = [];
const json = { quick, only, node: process.version, date: new Date().toISOString(), measures: {} };
/** Adds a result row, and reports it at once on stderr with the seconds since the start (a full run takes minutes). */
const row = (measure, value, goal, pass, detail) => {
  rows.push({ measure, value, goal, pass, detail });
  process.stderr.write(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${measure}: ${value}\n`);
};

if (want('santiago')) {
  // ---- 1. random complete games per second ---------------------------------------------------------
  randomGamesPerSecond({ root, gameName: 'santiago', playerCounts: [3, 4, 5], games: N.random, label: '', key: '', row, measures: json.measures, goal: (players) => (players === 4 ? 1000 : null) });

  // ---- bot helpers ------------------------------------------------------------------------------
  const { random, times, timedChoose, match } = timedMatches({ game: santiago, playMatch, randomBot, label: '' });

  // ---- 2. strong vs three random players --------------------------------------------------------
  const SEED_VR = 10_000;
  const { wins: vrWins, shared: vrShared } = strongVsRandom({ match, random, strong: santiagoBots.strong, players: 4, games: N.vsRandom, seedBase: SEED_VR });
  const vrRate = vrWins / N.vsRandom;
  json.measures.strongVsRandom = { games: N.vsRandom, seeds: `${SEED_VR}..${SEED_VR + N.vsRandom - 1}`, strongSeat: 'game index mod 4', wins: vrWins, sharedWins: vrShared, winRate: vrRate };
  row(
    `strong vs 3 random, 4 players: games won (${N.vsRandom} games, seeds ${SEED_VR}–${SEED_VR + N.vsRandom - 1}, strong seat rotates; a shared win counts as a win: ${vrShared})`,
    `${(vrRate * 100).toFixed(1)}%`,
    '≥ 80%',
    vrRate >= 0.8,
  );

  // ---- 3. strong vs easy ------------------------------------------------------------------------------
  strongVsEasy({ match, bots: santiagoBots, games4: N.headToHead4, games3: N.headToHead3, label: '', key: '', row, measures: json.measures });

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
  moveTimes({ times, digits: 2, label: '', key: '', row, measures: json.measures });

  // ---- 5. page bytes ------------------------------------------------------------------------------
  chapterBytes({ root, chapter: 'santiago', worker: true, row, measures: json.measures });
}

// ---- San Juan (scripts/bench/san-juan.mjs) ----------------------------------------------------------
if (want('san-juan')) benchSanJuan({ engine, quick, row, json, root });

// ---- Dice Town (scripts/bench/dice-town.mjs) -------------------------------------------------------
if (want('dice-town')) benchDiceTown({ engine, quick, row, json, root });

// ---- Puerto Rico (scripts/bench/puerto-rico.mjs) ---------------------------------------------------
if (want('puerto-rico')) benchPuertoRico({ engine, quick, row, json, root });

// ---- The Traders of Genoa (scripts/bench/genoa.mjs) ---------------------------------------------
if (want('genoa')) benchGenoa({ engine, quick, row, json, root });

// ---- the expert (flat Monte Carlo over determinizations) against the strong bots (scripts/bench/expert.mjs)
if (want('expert')) await benchExpert({ root, quick, row, measures: json.measures });

// ---- the Mechanisms part: JS each page ships (scripts/bench/mechanisms.mjs) --------------------------
if (want('mechanisms')) benchMechanisms({ root, row, measures: json.measures });

// ---- bytes on the wire: first visits and the whole book offline (scripts/bench/transfer.mjs) -------
if (want('transfer')) await transferBench({ root, quick, row, measures: json.measures });

// ---- page weight: HTML, elements, load and Forward with the CPU 4× slower (scripts/bench/page-weight.mjs)
if (want('weight')) await benchPageWeight({ root, quick, row, measures: json.measures });

// ---- print: chapters and player aids on A4 (scripts/bench/print.mjs) --------------------------------
if (want('print')) await benchPrint({ root, row, json });

// ---- the class server under a class's load (scripts/bench/class-load.mjs) ---------------------------
if (want('class')) await benchClassLoad({ root, quick, row, measures: json.measures });

// ---- output -----------------------------------------------------------------------------------------
const secs = (performance.now() - started) / 1000;
json.seconds = secs;
json.rows = rows;
const mark = (p) => (p === true ? 'ok' : p === false ? 'MISSED' : '');
const w0 = Math.max(...rows.map((r) => r.measure.length), 7);
const w1 = Math.max(...rows.map((r) => String(r.value).length), 5);
const w2 = Math.max(...rows.map((r) => r.goal.length), 4);
const line = (a, b, c, d) => `| ${a.padEnd(w0)} | ${b.padEnd(w1)} | ${c.padEnd(w2)} | ${d.padEnd(6)} |`;
console.log(`Bench${quick ? ' (--quick)' : ''}${only ? ` (--only ${only})` : ''}, Node ${process.version}, one core, ${secs.toFixed(0)} s`);
console.log(line('measure', 'value', 'goal', ''));
console.log(line('-'.repeat(w0), '-'.repeat(w1), '-'.repeat(w2), '------'));
for (const r of rows) console.log(line(r.measure, String(r.value), r.goal, mark(r.pass)));
for (const r of rows) if (r.detail) console.log(`note: ${r.measure}: ${r.detail}`);
writeFileSync(join(root, 'bench-results.json'), `${JSON.stringify(json, null, 2)}\n`);
console.log('written: bench-results.json');
