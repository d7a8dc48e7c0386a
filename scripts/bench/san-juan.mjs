/**
 * San Juan's part of `npm run bench`, with the same measures and goals as Santiago's: random complete
 * games per second (2, 3 and 4 players), the strong bot against three random players, strong against
 * easy, bot move time per level, and the built chapter page's JavaScript. Rows are added through
 * `row` and JSON measures under `sanJuan_…` keys.
 */
import { chapterBytes, moveTimes, randomGamesPerSecond, strongVsEasy, strongVsRandom, timedMatches } from './measure.mjs';

export function benchSanJuan({ engine, quick, row, json, root }) {
  const { sanJuan, sanJuanBots, playMatch, randomBot } = engine;
  const N = quick
    ? { random: 40, vsRandom: 40, headToHead4: 20, headToHead3: 12 }
    : { random: 300, vsRandom: 200, headToHead4: 100, headToHead3: 60 };
  const M = json.measures;
  const label = 'San Juan ';
  const key = 'sanJuan_';

  // ---- random complete games per second ----------------------------------------------------------
  randomGamesPerSecond({ root, gameName: 'sanJuan', playerCounts: [2, 3, 4], games: N.random, label, key, row, measures: M, goal: (players) => (players === 4 ? 1000 : null) });

  // ---- bots ----------------------------------------------------------------------------------------
  const { random, times, match } = timedMatches({ game: sanJuan, playMatch, randomBot, label });

  const SEED_VR = 10_000;
  const { wins: vrWins, shared: vrShared } = strongVsRandom({ match, random, strong: sanJuanBots.strong, players: 4, games: N.vsRandom, seedBase: SEED_VR });
  const vrRate = vrWins / N.vsRandom;
  M.sanJuan_strongVsRandom = { games: N.vsRandom, seeds: `${SEED_VR}..${SEED_VR + N.vsRandom - 1}`, strongSeat: 'game index mod 4', wins: vrWins, sharedWins: vrShared, winRate: vrRate };
  row(
    `San Juan strong vs 3 random, 4 players: games won (${N.vsRandom} games, seeds ${SEED_VR}–${SEED_VR + N.vsRandom - 1}, strong seat rotates; shared wins: ${vrShared})`,
    `${(vrRate * 100).toFixed(1)}%`,
    '≥ 80%',
    vrRate >= 0.8,
  );

  strongVsEasy({ match, bots: sanJuanBots, games4: N.headToHead4, games3: N.headToHead3, label, key, row, measures: M });
  moveTimes({ times, digits: 3, label, key, row, measures: M });

  // ---- page bytes ------------------------------------------------------------------------------------
  chapterBytes({ root, chapter: 'san-juan', row, measures: M });
}
