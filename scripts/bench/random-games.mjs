/**
 * One game's random complete games, timed, in a process of its own (see `randomGamesPerSecond` in
 * measure.mjs). Arguments: project root, engine export name (`santiago`, `sanJuan`, `diceTown`, `puertoRico`),
 * games per player count, first seed, player counts (comma-separated). Prints a JSON list of
 * `{ players, moves, secs, playSecs, rounds, before: { secs, playSecs } }`. Each move is uniform over the legal moves, chosen by a hash of the
 * seed and the move number, so the games are the same on every run. `secs` times whole games through
 * the contract with `legalMoves` listed at every step; `playSecs` times the same games' moves through
 * `play` alone (the moves recorded beforehand, untimed). Both are the fastest of `ROUNDS` rounds, each
 * round timing every game once (`rounds` lists them all): on a shared machine a round's time swings by
 * a quarter with what else runs, and the fastest round is the one least disturbed. `before` times the same two through XState's
 * own machine (`game.throughXState`: its initial snapshot and `machine.transition`), as every game ran before the machines were
 * compiled into tables (`engine/core/compiled-machine.ts`).
 */
import { performance } from 'node:perf_hooks';
import { loadEngine } from './load-engine.mjs';

const [root, gameName, gamesArg, seedArg, countsArg] = process.argv.slice(2);
const engine = await loadEngine(root);
const game = engine[gameName];
const { mixHash } = engine;
if (!game) throw new Error(`no engine named ${gameName}`);
const games = Number(gamesArg);
const firstSeed = Number(seedArg);
const playerCounts = countsArg.split(',').map(Number);
/** Timed rounds of the same games; the fastest is reported. */
const ROUNDS = 3;

/** `via`: the game itself, or `game.throughXState` (its setup and play through XState's own machine). */
const randomGame = (players, seed, record, via = game) => {
  const s0 = via.setup({ players, seed });
  if (!s0.ok) throw new Error(s0.error.en);
  let s = s0.state;
  let moves = 0;
  while (!game.isOver(s)) {
    const legal = game.legalMoves(s);
    const move = legal[mixHash(seed, moves) % legal.length];
    record?.push(move);
    const r = via.play(s, move);
    if (!r.ok) throw new Error(`${gameName} random game ${seed}: ${r.violation.rule}`);
    s = r.state;
    moves++;
  }
  if (!game.result(s)) throw new Error(`${gameName} random game ${seed} has no result`);
  return moves;
};
/** Plays recorded moves through `play` alone. */
const replay = (players, seed, moves, via = game) => {
  let s = via.setup({ players, seed }).state;
  for (const m of moves) s = via.play(s, m).state;
  return s;
};

// warm-up (not timed): lets the JIT compile the engine before the clock runs
for (let g = 0; g < 150; g++) randomGame(playerCounts[g % playerCounts.length], 900_000 + g);
const out = [];
for (const players of playerCounts) {
  let moves = 0;
  const records = [];
  for (let g = 0; g < games; g++) {
    const record = [];
    moves += randomGame(players, firstSeed + g, record);
    records.push(record);
  }
  for (let g = 0; g < Math.min(games, 30); g++) replay(players, firstSeed + g, records[g]); // warm-up, untimed
  const rounds = [];
  for (let r = 0; r < ROUNDS; r++) {
    const t0 = performance.now();
    for (let g = 0; g < games; g++) randomGame(players, firstSeed + g);
    const secs = (performance.now() - t0) / 1000;
    const t1 = performance.now();
    for (let g = 0; g < games; g++) if (!game.isOver(replay(players, firstSeed + g, records[g]))) throw new Error(`${gameName} replay ${firstSeed + g} did not end`);
    rounds.push({ secs, playSecs: (performance.now() - t1) / 1000 });
  }
  const secs = Math.min(...rounds.map((r) => r.secs));
  const playSecs = Math.min(...rounds.map((r) => r.playSecs));
  // before: the same games through XState's own machine (setup and every move)
  const before = game.throughXState;
  for (let g = 0; g < Math.min(games, 30); g++) replay(players, firstSeed + g, records[g], before); // warm-up, untimed
  const t2 = performance.now();
  for (let g = 0; g < games; g++) randomGame(players, firstSeed + g, undefined, before);
  const beforeSecs = (performance.now() - t2) / 1000;
  const t3 = performance.now();
  for (let g = 0; g < games; g++) replay(players, firstSeed + g, records[g], before);
  out.push({ players, moves, secs, playSecs, rounds, before: { secs: beforeSecs, playSecs: (performance.now() - t3) / 1000 } });
}
process.stdout.write(JSON.stringify(out));
