import { describe, expect, it } from 'vitest';
import { ADJACENT, BUILDINGS, CELLS, SPACES, SQUARES, TOUCHES, distance, isBuilding, isStreet, spaceAt } from './map';

describe('the reconstructed city map (fact sheet §2, §13)', () => {
  it('64 squares: 18 buildings, 20 street squares and the market on the four centre squares', () => {
    expect(Object.keys(CELLS).length).toBe(64);
    expect(SPACES.filter(isBuilding).length).toBe(18);
    expect(SPACES.filter(isStreet).length).toBe(20);
    expect(SQUARES.market!.sort()).toEqual(['4-4', '4-5', '5-4', '5-5']);
    expect(BUILDINGS.length).toBe(18);
  });

  it('each building is 2 or 3 squares, the civic ones 2, one on each side of the market', () => {
    for (const b of BUILDINGS) expect(SQUARES[b.id]!.length).toBeGreaterThanOrEqual(2);
    for (const b of BUILDINGS) expect(SQUARES[b.id]!.length).toBeLessThanOrEqual(3);
    const civic = BUILDINGS.filter((b) => b.kind === 'civic').map((b) => b.id);
    expect(civic.length).toBe(4);
    for (const id of civic) {
      expect(SQUARES[id]!.length).toBe(2);
      expect(ADJACENT[id]).toContain('market');
    }
    expect(ADJACENT.market!.sort()).toEqual([...civic].sort());
  });

  it('a villa in each corner; the edge buildings in the printed order form one closed ring', () => {
    expect([spaceAt(1, 1), spaceAt(8, 1), spaceAt(8, 8), spaceAt(1, 8)]).toEqual(['villa_colini', 'villa_ricci', 'villa_monetti', 'villa_zasteri']);
    const edge = BUILDINGS.filter((b) => b.kind !== 'civic').map((b) => b.id);
    expect(edge.length).toBe(14);
    edge.forEach((id, i) => {
      const next = edge[(i + 1) % edge.length]!;
      expect(ADJACENT[id]).toContain(next);
      // an edge building touches no civic building
      expect(ADJACENT[id]!.some((s) => isBuilding(s) && !edge.includes(s))).toBe(false);
    });
  });

  it('every street square touches at least one building; the streets form one connected lane', () => {
    for (const [st, touches] of Object.entries(TOUCHES)) expect(touches.length, st).toBeGreaterThanOrEqual(1);
    const streets = SPACES.filter(isStreet);
    const seen = new Set([streets[0]]);
    const todo = [streets[0]!];
    while (todo.length) for (const n of ADJACENT[todo.pop()!]!) if (isStreet(n) && !seen.has(n)) (seen.add(n), todo.push(n));
    expect(seen.size).toBe(20);
  });

  it('meets the five clues of the 2009 rules\' worked examples', () => {
    // (1) blue 3, red 2 is a street square
    expect(isStreet(spaceAt(3, 2))).toBe(true);
    // (2) one street touches the Guild Hall and the Coach House; (3) another the Spices warehouse and the Coach House
    const both = (a: string, c: string) => Object.entries(TOUCHES).filter(([, t]) => t.includes(a as never) && t.includes(c as never)).map(([s]) => s);
    const gh = both('guild_hall', 'coach_house');
    const sp = both('spices', 'coach_house');
    expect(gh.length).toBeGreaterThanOrEqual(1);
    expect(sp.length).toBeGreaterThanOrEqual(1);
    expect(sp.some((s) => !gh.includes(s))).toBe(true);
    // (4) from a street next to the Guild Hall: Villa Colini within 4 steps, the Metals warehouse in 3
    const nextToGh = Object.entries(TOUCHES).filter(([, t]) => t.includes('guild_hall')).map(([s]) => s);
    expect(nextToGh.some((s) => distance(s as never, 'villa_colini') <= 4 && distance(s as never, 'metals') === 3)).toBe(true);
  });
});

describe('the reconstructed card lists (fact sheet §8)', async () => {
  const { CARDS, privilegePayout } = await import('./data');
  it('60 game cards: 16 large orders, 16 small orders, 14 messages, 14 privileges', () => {
    expect(CARDS.length).toBe(60);
    expect(['large', 'small', 'message', 'privilege'].map((d) => CARDS.filter((c) => c.deck === d).length)).toEqual([16, 16, 14, 14]);
  });
  it('every message names two buildings the tower can reach in one turn (4 steps at most)', () => {
    for (const c of CARDS) if (c.deck === 'message') expect(distance(c.buildings[0], c.buildings[1]), c.buildings.join('–')).toBeLessThanOrEqual(4);
  });
  it('every good is asked for by 6 large orders and 2 small orders; one privilege per edge building', () => {
    const goods = ['silver', 'copper', 'salt', 'pepper', 'wheat', 'rice', 'linen', 'silk'];
    for (const g of goods) {
      expect(CARDS.filter((c) => c.deck === 'large' && c.goods.includes(g as never)).length).toBe(6);
      expect(CARDS.filter((c) => c.deck === 'small' && c.good === g).length).toBe(2);
    }
    const priv = CARDS.filter((c) => c.deck === 'privilege').map((c) => (c as { building: string }).building);
    expect(new Set(priv).size).toBe(14);
    for (const b of priv) expect(BUILDINGS.find((x) => x.id === b)!.kind).not.toBe('civic');
  });
  it('privilege payout: 10 for one, 100 for four, +50 for each beyond (30 and 60 reconstructed)', () => {
    expect([1, 2, 3, 4, 5, 6, 14].map(privilegePayout)).toEqual([10, 30, 60, 100, 150, 200, 600]);
  });
});
