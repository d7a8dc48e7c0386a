import { describe, expect, test } from 'vitest';
import { santiago } from './game';
import { loaded, run } from './testing';

const error = (position: unknown): string => {
  const r = santiago.load(position);
  if (r.ok) throw new Error('position accepted');
  expect(r.error.zh.length).toBeGreaterThan(0);
  return r.error.en;
};

describe('load(): a declarative position', () => {
  test('an example needs only plantations, canals, spring, money and phase', () => {
    const s = loaded({
      players: 4,
      spring: [2, 1],
      plantations: [
        { at: [2, 1], crop: 'bananas', owner: 0 },
        { at: [3, 1], crop: 'bananas', owner: 1, planters: 1 },
        { at: [5, 4], crop: 'chili' },
      ],
      canals: ['H1,1', { dir: 'V', x: 2, y: 0 }],
      money: [3, 8, 10, 12],
      phase: 'bidding',
    });
    expect(s.round).toBe(2); // 3 tiles on the board + 4 revealed → round 2
    expect(s.revealed).toHaveLength(4);
    expect(s.stacks.map((st) => st.length)).toEqual([9, 9, 9, 9]);
    expect(s.canalSupply).toBe(9);
    expect(s.plantations.map((p) => [p.c, p.r, p.tile.crop, p.tile.planters, p.owner, p.markers])).toEqual([
      [2, 1, 'bananas', 2, 0, 2],
      [3, 1, 'bananas', 1, 1, 1],
      [5, 4, 'chili', 2, null, 0],
    ]);
    const ids = [...s.plantations.map((p) => p.tile), ...s.revealed, ...s.stacks.flat(), s.removed!].map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(santiago.toAct(s)).toEqual([1]);
    // it plays on
    const next = run(s, { type: 'bid', seat: 1, amount: 8 });
    expect(next.bids).toEqual([{ seat: 1, amount: 8 }]);
  });

  test('positions in later phases derive who acts', () => {
    const s = loaded({
      players: 5,
      spring: [0, 0],
      phase: 'proposals',
      overseer: 3,
      proposals: [{ segment: 'H0,0', bribes: [[4, 2]] }],
    });
    expect(s.proposalOrder).toEqual([0, 1, 2]);
    expect(santiago.toAct(s)).toEqual([0]);
    const e = loaded({ players: 3, spring: [0, 0], phase: 'extraIrrigation', overseer: 1, extraCanal: [true, false, true], canals: ['V0,0'] });
    expect(e.irrigationOrder).toEqual([2, 0]);
    const over = loaded({ players: 3, spring: [0, 0], phase: 'gameOver', plantations: [{ at: [0, 0], crop: 'beans', owner: 2 }], canals: ['H0,0'], money: [1, 1, 1] });
    expect(santiago.result(over)?.winners).toEqual([2]);
  });

  test('errors name what is wrong', () => {
    expect(error(null)).toBe('A position must be an object.');
    expect(error({ players: 6, spring: [0, 0] })).toBe('players must be 3 to 5, not 6.');
    expect(error({ players: 4 })).toBe('The position needs a spring.');
    expect(error({ players: 4, spring: [5, 0] })).toBe('spring: [5,0] is not an intersection (x 0–4, y 0–3).');
    expect(error({ players: 4, spring: [0, 0], plantations: [{ at: [8, 2], crop: 'beans' }] })).toBe(
      'plantation 1: [8,2] is not a plot on the board (c 0–7, r 0–5).',
    );
    expect(error({ players: 4, spring: [0, 0], plantations: [{ at: [1, 2], crop: 'beans' }, { at: { c: 1, r: 2 }, crop: 'chili' }] })).toBe(
      'plantation 2 and plantation 1 are both on plot (1,2).',
    );
    expect(error({ players: 4, spring: [0, 0], plantations: [{ at: [1, 2], crop: 'apples' }] })).toMatch(/^plantation 1: .* is not a tile/);
    expect(error({ players: 4, spring: [0, 0], canals: ['H3,3'] })).toBe('A canal is not connected to the spring through other canals.');
    expect(error({ players: 4, spring: [0, 0], canals: ['H0,0', 'H0,0'] })).toBe('Canal H0,0 is listed twice.');
    expect(error({ players: 4, spring: [0, 0], canals: ['X1'] })).toMatch(/^canal 1: "X1" is not a canal segment/);
    expect(error({ players: 4, spring: [0, 0], money: [10, -1, 10, 10] })).toBe("Player B's money must be a whole number ≥ 0, not -1.");
    expect(error({ players: 4, spring: [0, 0], money: [10, 10] })).toBe('money needs 4 entries, got 2.');
    expect(error({ players: 4, spring: [0, 0], colour: 'red' })).toBe('Unknown field "colour" in the position.');
    expect(error({ players: 4, spring: [0, 0], plantations: [{ at: [0, 0], crop: 'beans', markers: 2 }] })).toBe('plantation 1 has markers but no owner.');
    expect(error({ players: 4, spring: [0, 0], plantations: [{ at: [0, 0], crop: 'beans', planters: 1, owner: 0, markers: 2 }] })).toBe(
      'plantation 1: markers must be between 0 and 1.',
    );
  });

  test('more than 22 markers for one seat is refused', () => {
    const plantations = Array.from({ length: 12 }, (_, i) => ({ at: [i % 8, Math.floor(i / 8)], crop: (['beans', 'chili', 'potatoes', 'bananas', 'sugarcane'] as const)[i % 5], owner: 0 }));
    expect(error({ players: 5, spring: [0, 0], round: 9, plantations })).toBe('Player A has 24 markers on the board, but each player has only 22.');
  });

  test('tile counts must add up', () => {
    const tenBeans = Array.from({ length: 7 }, (_, i) => ({ at: [i, 0], crop: 'beans' }));
    expect(error({ players: 4, spring: [0, 0], round: 3, plantations: tenBeans })).toBe(
      'There are only 6 beans tiles with 2 planters; the position uses more.',
    );
    const many = Array.from({ length: 8 }, (_, i) => ({ at: [i, 5], crop: (['beans', 'chili'] as const)[i % 2] }));
    expect(error({ players: 4, spring: [0, 0], round: 2, plantations: many })).toBe(
      'By round 2 at most 8 tiles have been revealed, but the position has 12 (on the board plus face up).',
    );
    expect(error({ players: 4, spring: [0, 0], revealed: ['beans'] })).toBe('This phase has 4 revealed tiles, not 1.');
    expect(error({ players: 5, spring: [0, 0], removed: 'beans' })).toBe('No tile is removed in a 5-player game.');
  });

  test('canal counts must add up', () => {
    const canals = ['H0,0', 'H1,0', 'H2,0', 'H3,0', 'V0,0', 'V1,0', 'V2,0', 'V3,0', 'V4,0', 'H0,1'];
    expect(error({ players: 5, spring: [0, 0], canals })).toBe('Too many canals: the supply holds 9, plus one extra canal per player.');
    expect(error({ players: 4, spring: [0, 0], canals: ['H0,0'], canalSupply: 11 })).toBe(
      'Canal counts do not add up: 11 in the supply plus 1 built by overseers should be 11.',
    );
    expect(error({ players: 4, spring: [0, 0], extraCanal: [false, false, true, true] })).toBe(
      '2 extra canals are marked used but only 0 canals are on the board.',
    );
  });

  test('bids, proposals and palms are checked', () => {
    expect(error({ players: 4, spring: [0, 0], bids: [[2, 3]] })).toBe(
      'Bids out of order: bid 1 should be Player B’s (starting left of the overseer).'.replace('’', "'"),
    );
    expect(error({ players: 4, spring: [0, 0], bids: [[1, 3], [2, 3]] })).toBe('The bid 3 appears twice; bids must differ.');
    expect(error({ players: 4, spring: [0, 0], bids: [[1, 11]] })).toBe('Player B bids 11, more than their cash.');
    expect(error({ players: 4, spring: [0, 0], phase: 'planting', bids: [[1, 3]] })).toBe('This phase needs the bids of all 4 players.');
    expect(error({ players: 4, spring: [0, 0], phase: 'planting', overseer: 0, bids: [[1, 'pass'], [2, 3], [3, 4], [0, 5]] })).toBe(
      'With these bids the overseer should be Player B.',
    );
    expect(error({ players: 4, spring: [0, 0], phase: 'proposals', proposals: [{ segment: 'H3,3', bribes: [[1, 2]] }] })).toBe(
      'proposal 1: H3,3 is not a legal canal segment.',
    );
    expect(error({ players: 4, spring: [0, 0], phase: 'proposals', proposals: [{ segment: 'H0,0', bribes: [[0, 2]] }] })).toBe(
      'proposal 1: the overseer cannot bribe himself.',
    );
    expect(error({ players: 4, spring: [0, 0], palms: [[5, 5]] })).toBe('The position has palm trees but the palm variant (options.palms) is off.');
    expect(error({ players: 4, spring: [0, 0], options: { palms: true }, palms: [[0, 0]] })).toBe("The palm on (0,0) touches the spring's intersection.");
    expect(error({ players: 4, spring: [0, 0], options: { palms: true }, palms: [[4, 4], [5, 5]] })).toBe('The palms on (5,5) and (4,4) touch each other.');
  });
});
