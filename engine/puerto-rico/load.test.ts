import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BUILDINGS } from './buildings';
import { puertoRico } from './game';
import { colonistsOf } from './rules';
import { SETUP } from './setup-table';
import { GOODS } from './types';

/** The English error of a refused position (its Chinese must be there too). */
const error = (position: unknown): string => {
  const r = puertoRico.load(position);
  if (r.ok) throw new Error(`position accepted: ${JSON.stringify(position)}`);
  expect(/\p{Script=Han}/u.test(r.error.zh)).toBe(true);
  expect(r.error.en).not.toMatch(/Internal engine error/);
  return r.error.en;
};

const three = [{}, {}, {}];

describe('Puerto Rico position loader', () => {
  test('named boards, ships, house, row and stack top; everything not named is filled in so every count adds up', () => {
    const r = puertoRico.load({
      players: 3,
      governor: 1,
      round: 4,
      seats: [
        { doubloons: 7, vp: 5, island: [['coffee', 1], 'corn', ['quarry', 1]], city: [['coffee_roaster', 1], 'guild_hall'], sanJuan: 2, goods: { coffee: 2 } },
        {},
        { island: ['indigo'] },
      ],
      picks: [['trader', 1]],
      roleMoney: { settler: 2 },
      row: ['sugar', 'sugar', 'tobacco', 'corn'],
      stackTop: ['coffee', 'indigo'],
      ships: [{ good: 'corn', load: 3 }, { good: null, load: 0 }, { good: 'coffee', load: 1 }],
      house: ['indigo'],
    });
    if (!r.ok) throw new Error(r.error.en);
    const s = r.state;
    expect(s.phase).toBe('pickRole');
    expect(puertoRico.toAct(s)).toEqual([2]);
    expect(s.stack.slice(0, 2)).toEqual(['coffee', 'indigo']);
    expect(s.seats[0]!.city.map((b) => b.id)).toEqual(['coffee_roaster', 'guild_hall']);
    expect(s.roleMoney).toEqual({ settler: 2, mayor: 0, builder: 0, craftsman: 0, trader: 0, captain: 0 });
    // colonists: 58 in the 3-player game, 3 on the ship by default
    const setup = SETUP[3]!;
    expect(s.ship).toBe(3);
    expect(s.colonists + s.ship + s.seats.reduce((t, x) => t + colonistsOf(x), 0)).toBe(setup.colonists + setup.shipColonists);
    expect(colonistsOf(s.seats[0]!)).toBe(5);
    // barrels: coffee 9 = 2 held + 1 on a ship + 6 in the supply; indigo 11 = 1 in the house + 10
    expect(s.goods.coffee).toBe(6);
    expect(s.goods.indigo).toBe(10);
    expect(s.goods.corn).toBe(7);
    // plantations: 50 = islands + row + stack + discards; quarries: 8 = 1 on an island + 7
    const tiles = s.stack.length + s.row.length + s.discards.length + s.seats.reduce((t, x) => t + x.island.filter((i) => i.kind !== 'quarry').length, 0);
    expect(tiles).toBe(50);
    expect(s.quarries).toBe(7);
    // buildings leave the supply; VP chips leave the supply
    expect(s.supply.coffee_roaster).toBe(2);
    expect(s.supply.guild_hall).toBe(0);
    expect(s.vpSupply).toBe(75 - 5);
  });

  test('a wrong player count, seat list or option is refused, in both languages', () => {
    expect(error({ players: 6, seats: [] })).toBe('Puerto Rico takes 2 to 5 players, not 6.');
    expect(error({ players: 1, seats: [{}] })).toBe('Puerto Rico takes 2 to 5 players, not 1.');
    expect(error({ players: '3', seats: three })).toContain('not 3');
    expect(error({ players: 3, seats: [{}, {}] })).toBe('The position must list 3 seats.');
    expect(error({ players: 3, seats: three, options: { showVp: 'yes' } })).toBe('Option "showVp" must be true or false.');
    expect(error({ players: 3, seats: three, options: { colour: 'red' } })).toBe('Unknown option "colour".');
    expect(error('not a position')).toBe('A position must be an object.');
    expect(error(null)).toBe('A position must be an object.');
  });

  test('bad positions name what is wrong', () => {
    expect(error({ players: 3, seats: [{ city: ['wharf', 'wharf'] }, {}, {}] })).toBe('Player A has two of the Wharf.');
    expect(error({ players: 2, seats: [{ city: ['wharf'] }, { city: ['wharf'] }] })).toBe('Not enough of the Wharf.');
    expect(error({ players: 3, seats: [{ city: ['castle'] }, {}, {}] })).toBe('There is no building castle.');
    expect(error({ players: 3, seats: [{ city: [['coffee_roaster', 3]] }, {}, {}] })).toBe('Wrong number of colonists on the Coffee roaster.');
    expect(error({ players: 3, seats: [{ island: Array(9).fill('quarry') }, {}, {}] })).toBe('Not enough quarries.');
    expect(error({ players: 3, seats: [{ island: Array(13).fill('indigo') }, {}, {}] })).toBe('Not enough indigo plantation tiles.');
    expect(error({ players: 3, seats: [{ island: [...Array(7).fill('indigo'), ...Array(6).fill('sugar')] }, {}, {}] })).toBe('Player A has more than 12 island tiles.');
    expect(error({ players: 3, seats: [{ island: [['corn', 2]] }, {}, {}] })).toBe('Player A has a wrong island tile: corn.');
    expect(error({ players: 3, seats: [{ city: ['guild_hall', 'residence', 'fortress', 'customs_house', 'city_hall', 'wharf', 'harbor', 'factory'] }, {}, {}] })).toBe(
      "Player A's city takes more than 12 spaces.",
    );
    expect(error({ players: 3, seats: [{ goods: { corn: 11 } }, {}, {}] })).toBe('More corn than the game has.');
    expect(error({ players: 3, seats: [{ goods: { gold: 1 } }, {}, {}] })).toBe("Player A's goods are wrong.");
    expect(error({ players: 3, seats: [{ doubloons: -1 }, {}, {}] })).toBe("Player A's colonists, doubloons or VP are wrong.");
    expect(error({ players: 3, seats: three, ships: [{ good: 'corn', load: 1 }, { good: 'corn', load: 1 }, { good: null, load: 0 }] })).toBe(
      'Two ships cannot carry the same kind.',
    );
    expect(error({ players: 3, seats: three, ships: [{ good: 'corn', load: 5 }, { good: null, load: 0 }, { good: null, load: 0 }] })).toBe("A cargo ship's cargo is wrong.");
    expect(error({ players: 3, seats: three, ships: [{ good: null, load: 0 }] })).toBe('This player count has 3 cargo ships.');
    expect(error({ players: 3, seats: three, house: ['corn', 'corn', 'corn', 'corn'] })).toContain('at most 3 barrels');
    expect(error({ players: 3, seats: three, row: ['corn', 'corn', 'corn', 'corn', 'corn'] })).toBe('Too many face-up plantations.');
    expect(error({ players: 3, seats: three, row: Array(11).fill('corn') })).toBe('Not enough plantation tiles: corn.');
    expect(error({ players: 3, seats: three, colonists: 10 })).toBe('The colonists must add up to 58.');
    expect(error({ players: 3, seats: three, vpSupply: 76 })).toBe('The VP chips do not add up.');
    expect(error({ players: 3, seats: three, quarries: 9 })).toBe('The quarries do not add up.');
    expect(error({ players: 3, seats: three, picks: [['builder', 1]] })).toBe('Pick 1 belongs to Player A.');
    expect(error({ players: 3, seats: three, picks: [['builder', 0], ['builder', 1]] })).toBe('A role is picked once a round.');
    expect(error({ players: 3, seats: three, picks: [['prospector', 0]] })).toBe('A picked role is wrong.');
    expect(error({ players: 3, seats: three, picks: [['settler', 0], ['mayor', 1], ['builder', 2]] })).toBe('Every role of this round has been picked.');
    expect(error({ players: 3, seats: three, governor: 3 })).toBe('The governor seat is wrong.');
    expect(error({ players: 3, seats: three, round: 0 })).toBe('The round number is wrong.');
    expect(error({ players: 3, seats: three, end: 'boredom' })).toBe('The end trigger is wrong.');
    expect(error({ players: 3, seats: three, roleMoney: { settler: -2 } })).toBe('The doubloons on a role card are wrong.');
  });

  test('a misspelt field or a list that is not a list is refused, never read wrongly or thrown on', () => {
    expect(error({ players: 3, seats: three, stacktop: ['coffee'] })).toBe('Unknown field "stacktop" in the position.');
    expect(error({ players: 3, seats: [{ dubloons: 5 }, {}, {}] })).toBe('Unknown field "dubloons" in Player A\'s data.');
    expect(error({ players: 3, seats: three, row: 'corn' })).toBe('The position\'s "row" must be a list.');
    expect(error({ players: 3, seats: three, picks: 'settler' })).toBe('The position\'s "picks" must be a list.');
    expect(error({ players: 3, seats: three, picks: [5] })).toBe('Each picked role is written [role, seat].');
    expect(error({ players: 3, seats: [{ island: 5 }, {}, {}] })).toBe("Player A's island and city must be lists, the goods an object.");
    expect(error({ players: 3, seats: [{ goods: 3 }, {}, {}] })).toBe("Player A's island and city must be lists, the goods an object.");
    const fields = fc.record(
      {
        players: fc.oneof(fc.constantFrom(2, 3, 4, 5), fc.anything()),
        governor: fc.anything(),
        round: fc.anything(),
        seats: fc.oneof(fc.array(fc.oneof(fc.anything(), fc.record({ island: fc.anything(), city: fc.anything(), goods: fc.anything(), doubloons: fc.anything() }, { requiredKeys: [] }))), fc.anything()),
        picks: fc.oneof(fc.array(fc.tuple(fc.constantFrom('settler', 'mayor', 'captain'), fc.integer({ min: -1, max: 5 }))), fc.anything()),
        roleMoney: fc.anything(),
        row: fc.oneof(fc.array(fc.constantFrom(...GOODS, 'quarry')), fc.anything()),
        stackTop: fc.anything(),
        ships: fc.oneof(fc.array(fc.record({ good: fc.constantFrom(null, ...GOODS, 'gold'), load: fc.integer({ min: -1, max: 9 }) })), fc.anything()),
        house: fc.anything(),
        quarries: fc.anything(),
        colonists: fc.anything(),
        vpSupply: fc.anything(),
        end: fc.anything(),
      },
      { requiredKeys: ['players'] },
    );
    fc.assert(
      fc.property(fields, (position) => {
        const r = puertoRico.load(position);
        if (r.ok) {
          // whatever loads waits for a role pick, with every building accounted for
          expect(r.state.phase).toBe('pickRole');
          for (const b of BUILDINGS) expect(r.state.supply[b.id]!).toBeGreaterThanOrEqual(0);
          return;
        }
        expect(r.error.en).not.toMatch(/Internal engine error/);
        expect(r.error.zh.length).toBeGreaterThan(0);
      }),
      { numRuns: 400 },
    );
  });

  test('a loaded position plays on: the governor picks, the phase runs', () => {
    const r = puertoRico.load({ players: 4, seats: [{ goods: { corn: 2 } }, {}, {}, {}] });
    if (!r.ok) throw new Error(r.error.en);
    const picked = puertoRico.play(r.state, { type: 'pickRole', seat: 0, role: 'captain' });
    if (!picked.ok) throw new Error(picked.violation.rule);
    expect(picked.state.phase).toBe('captain');
    // 2 corn fit on any of the three empty ships: each is a legal load
    expect(puertoRico.legalMoves(picked.state)).toEqual([0, 1, 2].map((ship) => ({ type: 'load', seat: 0, good: 'corn', ship })));
    const played = puertoRico.play(picked.state, { type: 'load', seat: 0, good: 'corn', ship: 0 });
    if (!played.ok) throw new Error(played.violation.rule);
    // 2 corn on the 5-hold ship: 2 VP and the captain's +1; the game goes on to the next pick
    expect(played.state.seats[0]!.vp).toBe(3);
    expect(played.state.ships[0]).toEqual({ capacity: 5, good: 'corn', load: 2 });
    expect(played.state.phase).toBe('pickRole');
    expect(puertoRico.toAct(played.state)).toEqual([1]);
  });
});
