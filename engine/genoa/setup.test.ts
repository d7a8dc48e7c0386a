import { describe, expect, it } from 'vitest';
import { CARDS, ROUNDS } from './data';
import { genoa } from './game';
import { DEFAULT_OPTIONS } from './options';
import { logText } from './log';

const setupOk = (players: number, options = {}) => {
  const r = genoa.setup({ players, seed: 7, options });
  if (!r.ok) throw new Error(r.error.en);
  return r.state;
};

describe('setup (§3)', () => {
  it.each([2, 3, 4, 5])('%i players: 130 ducats and one card of each deck each, markers in the supply, full supplies, Player A trades first', (players) => {
    const s = setupOk(players);
    expect(s.players).toBe(players);
    expect(s.seats).toHaveLength(players);
    for (const seat of s.seats) {
      expect(seat.ducats).toBe(130);
      expect(seat.markers).toBe(0);
      expect(seat.hand.map((c) => CARDS[c]!.deck)).toEqual(['large', 'small', 'message', 'privilege']);
      expect(Object.values(seat.goods).every((n) => n === 0)).toBe(true);
      expect(Object.values(seat.specials).every((n) => n === 0)).toBe(true);
    }
    expect(s.markerSupply).toEqual(new Array(players).fill(7));
    expect(s.specials).toEqual({ extraAction: 5, anyStart: 5, anyGood: 5, buildingAction: 5, trade: 7 });
    expect(s.goods).toEqual({ silver: 5, copper: 5, salt: 5, pepper: 5, wheat: 5, rice: 5, linen: 5, silk: 5 });
    expect(s.decks.large.down).toHaveLength(16 - players);
    expect(s.decks.small.down).toHaveLength(16 - players);
    expect(s.decks.message.down).toHaveLength(14 - players);
    expect(s.decks.privilege.down).toHaveLength(14 - players);
    for (const d of ['large', 'small', 'message', 'privilege'] as const) expect(s.decks[d].up).toEqual([]);
    expect(s.owners).toEqual({});
    expect(s.round).toBe(1);
    expect(s.lastRound).toBe(ROUNDS[players]);
    expect(s.startPlayer).toBe(0);
    expect(s.trader).toBe(0);
    expect(s.phase).toBe('start');
    expect(genoa.toAct(s)).toEqual([0]);
    expect(s.path).toEqual([]);
    expect(genoa.meta(s).section).toBe('turn');
    expect(logText(s).map((l) => l.en)).toEqual([
      `${players} players start; Player A is the start player. The game lasts at most ${ROUNDS[players]} rounds.`,
      `Round 1 of ${ROUNDS[players]} begins.`,
      'Player A is the trader.',
    ]);
  });

  it('rounds by player count: 12, 10, 8, 7 (3 and 4 reconstructed), or as the option says', () => {
    expect([2, 3, 4, 5].map((p) => setupOk(p).lastRound)).toEqual([12, 10, 8, 7]);
    expect(setupOk(4, { rounds: { 4: 6 } }).lastRound).toBe(6);
    expect(setupOk(3, { rounds: { 4: 6 } }).lastRound).toBe(10);
  });

  it('the same seed deals the same cards; another seed deals others', () => {
    const a = genoa.setup({ players: 4, seed: 'genoa' });
    const b = genoa.setup({ players: 4, seed: 'genoa' });
    const c = genoa.setup({ players: 4, seed: 'genova' });
    if (!a.ok || !b.ok || !c.ok) throw new Error('setup');
    expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
    expect(JSON.stringify(a.state.decks)).not.toBe(JSON.stringify(c.state.decks));
  });

  it('a wrong player count, seed or option is refused in both languages', () => {
    const bad = (config: unknown) => {
      const r = genoa.setup(config as never);
      if (r.ok) throw new Error('accepted');
      expect(r.error.zh).toMatch(/\p{Script=Han}/u);
      return r.error.en;
    };
    expect(bad({ players: 1, seed: 1 })).toBe('The Traders of Genoa takes 2 to 5 players, not 1.');
    expect(bad({ players: 6, seed: 1 })).toBe('The Traders of Genoa takes 2 to 5 players, not 6.');
    expect(bad({ players: 3.5, seed: 1 })).toBe('The Traders of Genoa takes 2 to 5 players, not 3.5.');
    expect(bad({ players: 3, seed: null })).toBe('The seed must be a number or a string.');
    expect(bad({ players: 3, seed: 1, options: { speed: 2 } })).toBe('Unknown option "speed".');
    expect(bad({ players: 3, seed: 1, options: { twoPlayerItem: 'money' } })).toBe('Option "twoPlayerItem" must be anyItem or good.');
    expect(bad({ players: 3, seed: 1, options: { extraActionBids: 'yes' } })).toBe('Option "extraActionBids" must be true or false.');
    expect(bad({ players: 3, seed: 1, options: { counterCap: -1 } })).toBe('Option "counterCap" must be a whole number from 0 to 10.');
    expect(bad({ players: 3, seed: 1, options: { rounds: { 6: 3 } } })).toBe('Option "rounds" maps a player count (2–5) to a number of rounds (1–20).');
    expect(bad({ players: 3, seed: 1, options: 'fast' })).toBe('Options must be an object.');
    expect(bad(null)).toBe('The setup is missing.');
  });

  it('the default options are the readings of the fact sheet', () => {
    expect(DEFAULT_OPTIONS).toEqual({ rounds: {}, extraActionBids: true, twoPlayerItem: 'anyItem', counterCap: 3 });
    expect(setupOk(2).options).toEqual(DEFAULT_OPTIONS);
  });
});
