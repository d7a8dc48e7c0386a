/**
 * Dice Town's part of `npm run bench`: random complete games per second (2 to 5 players), the strong
 * bot against random players at every player count (its win share against its fair share), strong
 * against easy, bot move time per level, and the built chapter page's JavaScript. Rows are added
 * through `row` and JSON measures under `diceTown_…` keys.
 */
import { chapterBytes, moveTimes, randomGamesPerSecond, strongVsEasy, strongVsRandom, timedMatches } from './measure.mjs';

export function benchDiceTown({ engine, quick, row, json, root }) {
  const { diceTown, diceTownBots, playMatch, randomBot } = engine;
  const N = quick ? { random: 40, vsRandom: 24, headToHead4: 20, headToHead3: 12 } : { random: 300, vsRandom: 100, headToHead4: 100, headToHead3: 60 };
  const M = json.measures;
  const pct = (x) => `${(x * 100).toFixed(1)}%`;
  const label = 'Dice Town ';
  const key = 'diceTown_';

  // ---- random complete games per second ----------------------------------------------------------
  randomGamesPerSecond({ root, gameName: 'diceTown', playerCounts: [2, 3, 4, 5], games: N.random, label, key, row, measures: M, goal: (players) => (players === 4 ? 1000 : null) });

  // ---- bots ----------------------------------------------------------------------------------------
  const { random, times, match } = timedMatches({ game: diceTown, playMatch, randomBot, label });

  // strong against random players, at every player count; a shared win counts as a win
  const SEED_VR = 10_000;
  for (const players of [2, 3, 4, 5]) {
    const base = SEED_VR + players * 1000;
    const { wins, shared } = strongVsRandom({ match, random, strong: diceTownBots.strong, players, games: N.vsRandom, seedBase: base });
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

  strongVsEasy({ match, bots: diceTownBots, games4: N.headToHead4, games3: N.headToHead3, label, key, row, measures: M });
  moveTimes({ times, digits: 3, label, key, row, measures: M });

  // ---- page bytes ------------------------------------------------------------------------------------
  chapterBytes({ root, chapter: 'dice-town', row, measures: M });
}
