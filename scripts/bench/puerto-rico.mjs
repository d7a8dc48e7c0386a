/**
 * Puerto Rico's part of `npm run bench`: random complete games per second and moves per second (3,
 * 4 and 5 players; goal ≥ 100 games/s at 4 players, a game being about 300 moves), the strong bot
 * against three random players, strong against easy (2 + 2 at 4 players, 1 against 2 at 3), bot
 * move time per level, and the built chapter page's JavaScript. Rows are added through `row` and
 * JSON measures under `puertoRico_…` keys.
 */
import { chapterBytes, moveTimes, randomGamesPerSecond, strongVsEasy, strongVsRandom, timedMatches } from './measure.mjs';

export function benchPuertoRico({ engine, quick, row, json, root }) {
  const { puertoRico, puertoRicoBots, playMatch, randomBot } = engine;
  const N = quick
    ? { random: 40, vsRandom: 40, headToHead4: 20, headToHead3: 12 }
    : { random: 300, vsRandom: 200, headToHead4: 100, headToHead3: 60 };
  const M = json.measures;
  const label = 'Puerto Rico ';
  const key = 'puertoRico_';

  // ---- random complete games per second ----------------------------------------------------------
  randomGamesPerSecond({
    root,
    gameName: 'puertoRico',
    playerCounts: [3, 4, 5],
    games: N.random,
    label,
    key,
    row,
    measures: M,
    goal: (players) => (players === 4 ? 500 : null),
  });

  // ---- bots ----------------------------------------------------------------------------------------
  const { random, times, match } = timedMatches({ game: puertoRico, playMatch, randomBot, label });

  const SEED_VR = 10_000;
  const { wins: vrWins, shared: vrShared } = strongVsRandom({ match, random, strong: puertoRicoBots.strong, players: 4, games: N.vsRandom, seedBase: SEED_VR });
  const vrRate = vrWins / N.vsRandom;
  M.puertoRico_strongVsRandom = { games: N.vsRandom, seeds: `${SEED_VR}..${SEED_VR + N.vsRandom - 1}`, strongSeat: 'game index mod 4', wins: vrWins, sharedWins: vrShared, winRate: vrRate };
  row(
    `Puerto Rico strong vs 3 random, 4 players: games won (${N.vsRandom} games, seeds ${SEED_VR}–${SEED_VR + N.vsRandom - 1}, strong seat rotates; shared wins: ${vrShared})`,
    `${(vrRate * 100).toFixed(1)}%`,
    '≥ 90%',
    vrRate >= 0.9,
  );

  strongVsEasy({ match, bots: puertoRicoBots, games4: N.headToHead4, games3: N.headToHead3, label, key, row, measures: M });
  moveTimes({ times, digits: 3, label, key, row, measures: M });

  // ---- page bytes ------------------------------------------------------------------------------------
  chapterBytes({ root, chapter: 'puerto-rico', row, measures: M });
}
