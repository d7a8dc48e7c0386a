/**
 * The Traders of Genoa's part of `npm run bench`: random complete games per second and moves per
 * second at 2–5 players (goal ≥ 200 games/s at 4 players), the strong bot against three random
 * players (≥ 90% over ≥ 200 seeded 4-player games), strong against easy (2 + 2 at 4 players, 1
 * against 2 at 3), bot move time per level (strong p95 ≤ 250 ms), and the bargaining itself: how
 * often the bots' offers are accepted and the average price paid per action kind. Rows are added
 * through `row`, JSON measures under `genoa_…` keys.
 */
import { chapterBytes, moveTimes, randomGamesPerSecond, strongVsEasy, strongVsRandom, timedMatches } from './measure.mjs';

const KIND_OF = {
  villa_colini: 'villa', villa_ricci: 'villa', villa_monetti: 'villa', villa_zasteri: 'villa',
  metals: 'warehouse', spices: 'warehouse', grains: 'warehouse', fabrics: 'warehouse',
  park: 'card building', coach_house: 'card building', harbor: 'card building', palace: 'card building', tavern: 'card building', restaurant: 'card building',
  guild_hall: 'civic', cathedral: 'civic', city_hall: 'civic', post_office: 'civic',
};
const kindOf = (target) => KIND_OF[target] ?? (target === 'market' ? 'market' : 'street');

export function benchGenoa({ engine, quick, row, json, root }) {
  const { genoa, genoaBots, playMatch, randomBot } = engine;
  const N = quick ? { random: 40, vsRandom: 40, headToHead4: 20, headToHead3: 12, bargain: 20 } : { random: 300, vsRandom: 200, headToHead4: 100, headToHead3: 60, bargain: 100 };
  const M = json.measures;
  const label = 'Genoa ';
  const key = 'genoa_';

  randomGamesPerSecond({ root, gameName: 'genoa', playerCounts: [2, 3, 4, 5], games: N.random, label, key, row, measures: M, goal: (players) => (players === 4 ? 400 : null) });

  const { random, times, match } = timedMatches({ game: genoa, playMatch, randomBot, label });
  const SEED_VR = 10_000;
  const { wins, shared } = strongVsRandom({ match, random, strong: genoaBots.strong, players: 4, games: N.vsRandom, seedBase: SEED_VR });
  const rate = wins / N.vsRandom;
  M.genoa_strongVsRandom = { games: N.vsRandom, seeds: `${SEED_VR}..${SEED_VR + N.vsRandom - 1}`, strongSeat: 'game index mod 4', wins, sharedWins: shared, winRate: rate };
  row(`Genoa strong vs 3 random, 4 players: games won (${N.vsRandom} games, seeds ${SEED_VR}–${SEED_VR + N.vsRandom - 1}, strong seat rotates; shared wins: ${shared})`, `${(rate * 100).toFixed(1)}%`, '≥ 90%', rate >= 0.9);

  strongVsEasy({ match, bots: genoaBots, games4: N.headToHead4, games3: N.headToHead3, label, key, row, measures: M });
  moveTimes({ times, digits: 3, label, key, row, measures: M });

  // ---- the bargaining: bot self-play (strong and easy seats alternating), offers made, accepted, price per kind ----
  // at 4 players (money carries most deals) and at 2 (every offer must hold an item besides money)
  for (const players of [4, 2]) bargaining(players, players === 4 ? 50_000 : 60_000);

  function bargaining(players, SEED_B) {
    const made = { strong: 0, easy: 0 };
    const taken = { strong: 0, easy: 0 };
    const price = {};
    let counters = 0;
    for (let g = 0; g < N.bargain; g++) {
      const levels = Array.from({ length: players }, (_, k) => ((k + g) % 2 ? 'easy' : 'strong'));
      const bots = levels.map((l) => genoaBots[l]);
      const out = playMatch(genoa, { players, seed: SEED_B + g }, bots, {
        onChoice: ({ state, choice }) => {
          const m = choice.move;
          if (m.type === 'offer') made[levels[m.seat]]++;
          if (m.type === 'counter') counters++;
          if (m.type === 'accept' || (m.type === 'agree' && state.counter)) {
            const o = m.type === 'accept' ? state.offers.find((x) => x.bidder === m.bidder) : state.counter;
            taken[levels[o.bidder]]++;
            const k = kindOf(o.target);
            const p = (price[k] ??= { deals: 0, ducats: 0, items: 0, promises: 0, promised: 0 });
            p.deals++;
            p.ducats += o.bidderPays.ducats ?? 0;
            const b = o.bidderPays;
            p.items += Object.values(b.goods ?? {}).reduce((a, x) => a + x, 0) + Object.values(b.specials ?? {}).reduce((a, x) => a + x, 0) + (b.cards?.length ?? 0) + (b.markers ?? 0);
            if (o.promise.length) p.promises++;
            p.promised += o.promise.reduce((a, y) => a + (y.kind === 'ducats' ? y.amount : 0), 0);
          }
        },
      });
      if (!out.ok) throw new Error(`Genoa bargaining game (${players} players) seed ${SEED_B + g}: ${out.error}`);
    }
    const share = (l) => (made[l] ? taken[l] / made[l] : 0);
    const who = players === 4 ? '2 strong + 2 easy' : 'strong + easy';
    M[`genoa_bargaining_${players}p`] = { games: N.bargain, players, seeds: `${SEED_B}..${SEED_B + N.bargain - 1}`, layout: 'strong and easy seats alternating, first seat swapped each game', offersMade: made, offersAccepted: taken, counters, perKind: price };
    row(
      `Genoa bargaining, ${who} (${N.bargain} games, seeds ${SEED_B}–${SEED_B + N.bargain - 1}): bot offers accepted, strong / easy; counter-offers per game`,
      `${(share('strong') * 100).toFixed(1)}% of ${made.strong} / ${(share('easy') * 100).toFixed(1)}% of ${made.easy}; ${(counters / N.bargain).toFixed(1)}`,
      'some but not all accepted',
      share('strong') > 0.05 && share('strong') < 0.95,
    );
    for (const [k, p] of Object.entries(price).sort()) {
      row(
        `Genoa, ${players} players: average price paid for ${k === 'card building' ? 'a card building' : k === 'market' ? 'the market' : `a ${k}`} (${p.deals} deals): ducats; items; deals with a promise; promised ducats per deal`,
        `${(p.ducats / p.deals).toFixed(1)}; ${(p.items / p.deals).toFixed(2)}; ${((p.promises / p.deals) * 100).toFixed(1)}%; ${(p.promised / p.deals).toFixed(1)}`,
        players === 2 ? 'items ≥ 1 a deal (2-player rule)' : 'info',
        players === 2 ? p.items >= p.deals : null,
      );
    }
  }

  chapterBytes({ root, chapter: 'genoa', row, measures: M });
}
