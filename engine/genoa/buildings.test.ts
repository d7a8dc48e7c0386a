import { describe, expect, it } from 'vitest';
import { genoa } from './game';
import type { GenoaPosition, SeatSpec } from './load';
import { loaded, refused, refusal, run } from './testing';
import type { GenoaMove, GenoaState } from './types';
import { logText } from './log';

type Pos = Partial<GenoaPosition>;

function silence(s: GenoaState): GenoaState {
  let out = s;
  while (out.phase === 'bidding') out = run(out, { type: 'noOffer', seat: out.order[0]! });
  return out;
}

/** Player A, the trader, with the tower on `building`, everyone silent: ready to act there. */
const atBuilding = (building: string, a: SeatSpec = {}, extra: Pos = {}): GenoaState =>
  silence(loaded({ players: 3, seats: [a, {}, {}], path: [building as never], ...extra } as GenoaPosition));
const act = (s: GenoaState): GenoaState => run(s, { type: 'actHere', seat: s.trader });
const A = (s: GenoaState) => s.seats[0]!;

describe('the warehouses (§5.3)', () => {
  it.each([
    ['metals', 'silver', 'copper'],
    ['spices', 'salt', 'pepper'],
    ['grains', 'wheat', 'rice'],
    ['fabrics', 'linen', 'silk'],
  ])('the %s warehouse gives one %s and one %s', (b, g1, g2) => {
    const s = act(atBuilding(b));
    expect(A(s).goods).toMatchObject({ [g1]: 1, [g2]: 1 });
    expect(s.goods).toMatchObject({ [g1]: 4, [g2]: 4 });
  });

  it('a short supply gives what is left', () => {
    const s = act(atBuilding('metals', {}, { seats: [{}, { goods: { silver: 5 } }, { goods: { copper: 4 } }] } as Pos));
    expect(A(s).goods).toMatchObject({ silver: 0, copper: 1 });
    expect(s.goods).toMatchObject({ silver: 0, copper: 0 });
  });
});

describe('the card buildings (§5.3)', () => {
  it.each([
    ['park', 'extraAction'],
    ['coach_house', 'anyStart'],
    ['harbor', 'anyGood'],
    ['palace', 'buildingAction'],
    ['tavern', 'trade'],
    ['restaurant', 'trade'],
  ])('the %s gives a %s card', (b, sp) => {
    const s = act(atBuilding(b));
    expect(A(s).specials[sp as 'trade']).toBe(1);
    expect(s.specials[sp as 'trade']).toBe(sp === 'trade' ? 6 : 4);
  });

  it('the Tavern and the Restaurant share the stack of 7; an empty stack gives nothing', () => {
    const s = act(atBuilding('tavern', {}, { seats: [{}, { specials: { trade: 4 } }, { specials: { trade: 3 } }] } as Pos));
    expect(A(s).specials.trade).toBe(0);
    expect(logText(s).some((l) => l.en === 'The Trade 1:1 cards are gone: Player A gets nothing.')).toBe(true);
  });
});

describe('the civic buildings (§5.3)', () => {
  it('the Guild Hall draws the top large order, the City Hall 2 small orders, the Post Office 2 messages', () => {
    const g = act(atBuilding('guild_hall', {}, { decks: { large: { top: [7, 3] } } } as Pos));
    expect(A(g).hand).toEqual([7]);
    expect(g.decks.large.down[0]).toBe(3);
    const c = act(atBuilding('city_hall', {}, { decks: { small: { top: [20, 17, 30] } } } as Pos));
    expect(A(c).hand).toEqual([20, 17]);
    const p = act(atBuilding('post_office', {}, { decks: { message: { top: [34, 35] } } } as Pos));
    expect(A(p).hand).toEqual([34, 35]);
    expect(logText(p).some((l) => l.en === 'Player A draws 2 message cards.')).toBe(true);
    // the log never names a card drawn face down
    expect(logText(p).some((l) => l.en.includes('Villa Ricci – Restaurant'))).toBe(false);
  });

  it('the Cathedral gives 2 of the seat\'s own markers from the supply, or what is left', () => {
    const s = act(atBuilding('cathedral'));
    expect(A(s).markers).toBe(2);
    expect(s.markerSupply).toEqual([5, 7, 7]);
    const short = act(atBuilding('cathedral', { markers: 6 }));
    expect(A(short).markers).toBe(7);
    expect(short.markerSupply).toEqual([0, 7, 7]);
  });

  it('an empty deck gives what there is; used cards lie face up under the deck and are shuffled in when one comes to the top', () => {
    // two small orders in the face-down deck, three used ones face up under it
    const others = [16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26];
    const pos = { seats: [{}, { hand: others.slice(0, 6) }, { hand: others.slice(6) }], decks: { small: { top: [27, 28], up: [29, 30, 31] } } } as Pos;
    const s = act(atBuilding('city_hall', {}, pos));
    expect(A(s).hand).toEqual([27, 28]);
    expect(s.decks.small).toEqual({ down: [], up: [29, 30, 31] });
    // the next draw turns the used cards over: shuffled face down, then drawn
    const t = act(atBuilding('city_hall', {}, { seats: [{}, { hand: others.slice(0, 6) }, { hand: [...others.slice(6), 28] }], decks: { small: { top: [27], up: [29, 30, 31] } } } as Pos));
    expect(A(t).hand[0]).toBe(27);
    expect([29, 30, 31]).toContain(A(t).hand[1]);
    expect(t.decks.small.up).toEqual([]);
    expect(t.decks.small.down).toHaveLength(2);
    expect(logText(t).some((l) => l.en === 'A used card came to the top of the small order deck: the whole deck is shuffled face down.')).toBe(true);
    // nothing left at all: the action still counts
    const none = loaded({ players: 3, seats: [{}, { hand: others }, { hand: [27, 28, 29, 30, 31] }], path: ['city_hall'] });
    const u = act(silence(none));
    expect(A(u).hand).toEqual([]);
    expect(u.usedBuildings).toEqual(['city_hall']);
  });
});

describe('the villas: a privilege or a large order (§5.3, §8.1)', () => {
  it('without a large order to deliver the villa gives the top privilege at once', () => {
    const s = act(atBuilding('villa_ricci', { hand: [0] }, { decks: { privilege: { top: [51] } } } as Pos));
    expect(A(s).hand).toEqual([0, 51]);
    expect(s.phase).toBe('bidding');
  });

  it('with one, the seat chooses: the privilege, or the order (3 goods back, 100 ducats and a special card of its choice)', () => {
    const s = act(atBuilding('villa_colini', { hand: [0, 4], goods: { salt: 1, wheat: 1, linen: 2 } }, { decks: { privilege: { top: [50] } } } as Pos));
    expect(s.phase).toBe('action');
    const legal = genoa.legalMoves(s);
    expect(legal).toEqual([
      { type: 'act', seat: 0 },
      ...(['extraAction', 'anyStart', 'anyGood', 'buildingAction', 'trade'] as const).map((special) => ({ type: 'act', seat: 0, largeOrder: 0, special })),
    ]);
    expect(refusal(s, { type: 'act', seat: 0, largeOrder: 4, special: 'trade' })).toBe('genoa.order.villa');
    expect(refusal(s, { type: 'act', seat: 0, largeOrder: 1, special: 'trade' })).toBe('genoa.order.not-held');
    expect(refusal(s, { type: 'act', seat: 0, special: 'trade' })).toBe('genoa.order.special');
    const d = run(s, { type: 'act', seat: 0, largeOrder: 0, special: 'anyGood' });
    expect(A(d)).toMatchObject({ ducats: 230, hand: [4] });
    expect(A(d).goods).toMatchObject({ salt: 0, wheat: 0, linen: 1 });
    expect(A(d).specials.anyGood).toBe(1);
    expect(d.decks.large.up).toEqual([0]);
    expect(logText(d).some((l) => l.en === 'Player A delivers the large order for Villa Colini (salt, wheat, linen): 3 goods go back, 100 ducats and an Any good card.')).toBe(true);
    const p = run(s, { type: 'act', seat: 0 });
    expect(A(p).hand).toEqual([0, 4, 50]);
    expect(A(p).ducats).toBe(130);
  });

  it('the goods must be there; a special card only from a stack that is not empty, none when all are', () => {
    const s = act(atBuilding('villa_colini', { hand: [0], goods: { salt: 1, wheat: 1, linen: 1 } }, { seats: [{ hand: [0], goods: { salt: 1, wheat: 1, linen: 1 } }, { specials: { anyGood: 5 } }, {}] } as Pos));
    expect(refusal(s, { type: 'act', seat: 0, largeOrder: 0, special: 'anyGood' })).toBe('genoa.order.special');
    const bare = atBuilding('villa_colini', {}, {
      seats: [{ hand: [0], goods: { salt: 1, wheat: 1 } }, {}, {}],
    } as Pos);
    expect(act(bare).phase).toBe('bidding'); // cannot deliver: the privilege at once
    const emptyStacks = act(
      atBuilding('villa_colini', {}, {
        seats: [{ hand: [0], goods: { salt: 1, wheat: 1, linen: 1 } }, { specials: { extraAction: 5, anyStart: 5, anyGood: 5 } }, { specials: { buildingAction: 5, trade: 7 } }],
      } as Pos),
    );
    expect(genoa.legalMoves(emptyStacks)).toEqual([{ type: 'act', seat: 0 }, { type: 'act', seat: 0, largeOrder: 0 }]);
    expect(A(run(emptyStacks, { type: 'act', seat: 0, largeOrder: 0 })).ducats).toBe(230);
  });
});

describe('small orders ride along (§8.1, §12 Q4)', () => {
  it('one small order for the building with its action: the good back, 40 ducats, the card under its deck', () => {
    const s = act(atBuilding('tavern', { hand: [16, 17], goods: { wheat: 1, pepper: 1 } }));
    expect(s.phase).toBe('action');
    // one at most: each alone, never both
    expect(genoa.legalMoves(s)).toEqual([
      { type: 'act', seat: 0 },
      { type: 'act', seat: 0, smallOrder: 16 },
      { type: 'act', seat: 0, smallOrder: 17 },
    ]);
    const d = run(s, { type: 'act', seat: 0, smallOrder: 16 });
    expect(A(d)).toMatchObject({ ducats: 170, hand: [17] });
    expect(A(d).goods).toMatchObject({ wheat: 0, pepper: 1 });
    expect(A(d).specials.trade).toBe(1);
    expect(d.decks.small.up).toEqual([16]);
    expect(refusal(s, { type: 'act', seat: 0, smallOrder: 20 })).toBe('genoa.order.not-held');
  });

  it('only at its building, and only with its good', () => {
    const s = act(atBuilding('tavern', { hand: [16, 20], goods: { silk: 1 } }));
    expect(s.phase).toBe('bidding'); // the tavern order needs wheat: nothing to choose
    const t = act(atBuilding('palace', { hand: [16, 20], goods: { silk: 1, wheat: 1 } }));
    expect(refusal(t, { type: 'act', seat: 0, smallOrder: 16 })).toBe('genoa.order.small-building');
  });
});

describe('special cards and their timing (§8.2, §13)', () => {
  it('Extra action: one more action, in the turn the card is gained too; never at a building already used', () => {
    let s = act(atBuilding('park'));
    expect(A(s).specials.extraAction).toBe(1);
    s = silence(s);
    expect(refusal(s, { type: 'actHere', seat: 0, extra: true })).toBe('genoa.action.used');
    s = run(s, { type: 'move', seat: 0, to: 'coach_house' });
    s = silence(s);
    expect(refusal(s, { type: 'actHere', seat: 0 })).toBe('genoa.action.spent');
    s = run(s, { type: 'actHere', seat: 0, extra: true });
    expect(A(s).specials).toMatchObject({ extraAction: 0, anyStart: 1 });
    expect(s.specials.extraAction).toBe(5);
    expect(s.extraActs).toEqual([1, 0, 0]);
    expect(refusal(atBuilding('park', { specials: { extraAction: 1 } }), { type: 'actHere', seat: 0, extra: true })).toBe('genoa.action.extra-needless');
    expect(refusal(silence(run(act(atBuilding('spices')), { type: 'noOffer', seat: 1 }, { type: 'noOffer', seat: 2 }, { type: 'move', seat: 0, to: 'restaurant' })), { type: 'actHere', seat: 0, extra: true })).toBe('genoa.card.none');
  });

  it('Any good: one good of the trader\'s choice, in his own turn only, before he stops', () => {
    const s = atBuilding('spices', { specials: { anyGood: 1 } });
    const t = run(s, { type: 'useAnyGood', seat: 0, good: 'silk' });
    expect(A(t).goods.silk).toBe(1);
    expect(t.goods.silk).toBe(4);
    expect(A(t).specials.anyGood).toBe(0);
    expect(t.specials.anyGood).toBe(5);
    expect(t.phase).toBe('trader');
    // before the roll too
    const start = loaded({ players: 3, seats: [{ specials: { anyGood: 1 } }, {}, {}] });
    expect(run(start, { type: 'useAnyGood', seat: 0, good: 'rice' }).phase).toBe('start');
    // not from an empty supply; not by another seat; not once the tower has stopped
    expect(refusal(atBuilding('spices', { specials: { anyGood: 1 } }, { seats: [{ specials: { anyGood: 1 } }, { goods: { silk: 5 } }, {}] } as Pos), { type: 'useAnyGood', seat: 0, good: 'silk' })).toBe('genoa.card.supply');
    const bidding = loaded({ players: 3, seats: [{}, { specials: { anyGood: 1 } }, {}], path: ['spices'] });
    expect(refusal(bidding, { type: 'useAnyGood', seat: 1, good: 'silk' })).toBe('genoa.phase.move');
    const acq = loaded({ players: 3, seats: [{ specials: { anyGood: 1 }, markers: 1 }, {}, {}], path: ['st-3-2'], phase: 'acquisition' });
    expect(refusal(acq, { type: 'useAnyGood', seat: 0, good: 'silk' })).toBe('genoa.phase.move');
  });

  it('Building action: the action of a building carrying the trader\'s marker, off the tower\'s path; it does not use the tower\'s action there', () => {
    const s = atBuilding('st-3-2', { specials: { buildingAction: 2 }, hand: [28], goods: { wheat: 1 } }, { owners: { grains: 0, harbor: 0 } } as Pos);
    const t = run(s, { type: 'useBuildingAction', seat: 0, building: 'grains' });
    expect(A(t).goods).toMatchObject({ wheat: 2, rice: 1 });
    expect(A(t).specials.buildingAction).toBe(1);
    expect(t.specials.buildingAction).toBe(4);
    expect(t.usedBuildings).toEqual([]);
    expect(t.acted).toEqual([0, 0, 0]);
    expect(t.phase).toBe('trader');
    // several on the same building; a small order never rides along
    const u = run(t, { type: 'useBuildingAction', seat: 0, building: 'harbor' });
    expect(A(u).specials.anyGood).toBe(1);
    expect(A(u).hand).toEqual([28]);
    expect(refusal(s, { type: 'useBuildingAction', seat: 0, building: 'spices' })).toBe('genoa.card.building-owned');
    // the tower may still come to the building and act there
    const path = atBuilding('grains', { specials: { buildingAction: 1 } }, { owners: { grains: 0 } } as Pos);
    const v = act(run(path, { type: 'useBuildingAction', seat: 0, building: 'grains' }));
    expect(A(v).goods).toMatchObject({ wheat: 2, rice: 2 });
  });

  it('Building action at a villa may deliver a large order but completes no small order', () => {
    const s = atBuilding('st-3-2', { specials: { buildingAction: 1 }, hand: [0], goods: { salt: 1, wheat: 1, linen: 1 } }, { owners: { villa_colini: 0 } } as Pos);
    const t = run(s, { type: 'useBuildingAction', seat: 0, building: 'villa_colini' });
    expect(t.phase).toBe('action');
    const d = run(t, { type: 'act', seat: 0, largeOrder: 0, special: 'trade' });
    expect(A(d).ducats).toBe(230);
    expect(d.phase).toBe('trader');
    const small = atBuilding('st-3-2', { specials: { buildingAction: 1 }, hand: [16], goods: { wheat: 1 } }, { owners: { tavern: 0, villa_colini: 0 } } as Pos);
    const w = run(small, { type: 'useBuildingAction', seat: 0, building: 'tavern' });
    expect(w.phase).toBe('trader');
    expect(A(w).hand).toEqual([16]);
  });

  it('Trade 1:1: one item of the trader\'s for one from the supply; a card is the top of a deck of his choice, a marker one of his colour', () => {
    const base = (seat: SeatSpec) => atBuilding('st-3-2', { specials: { trade: 1 }, ...seat }, { decks: { privilege: { top: [53] } } } as Pos);
    const g = run(base({ goods: { silk: 1 } }), { type: 'useTrade', seat: 0, give: { kind: 'good', good: 'silk' }, take: { kind: 'good', good: 'rice' } });
    expect(A(g).goods).toMatchObject({ silk: 0, rice: 1 });
    expect(g.goods).toMatchObject({ silk: 5, rice: 4 });
    expect(A(g).specials.trade).toBe(0);
    expect(g.specials.trade).toBe(7);
    const c = run(base({ hand: [16] }), { type: 'useTrade', seat: 0, give: { kind: 'card', card: 16 }, take: { kind: 'card', deck: 'privilege' } });
    expect(A(c).hand).toEqual([53]);
    expect(c.decks.small.up).toEqual([16]);
    const m = run(base({ markers: 1 }), { type: 'useTrade', seat: 0, give: { kind: 'marker' }, take: { kind: 'special', special: 'anyGood' } });
    expect(A(m)).toMatchObject({ markers: 0 });
    expect(A(m).specials.anyGood).toBe(1);
    expect(m.markerSupply[0]).toBe(7);
    const k = run(base({ goods: { silk: 1 } }), { type: 'useTrade', seat: 0, give: { kind: 'good', good: 'silk' }, take: { kind: 'marker' } });
    expect(A(k).markers).toBe(1);
    expect(k.markerSupply[0]).toBe(6);
    expect(refusal(base({}), { type: 'useTrade', seat: 0, give: { kind: 'good', good: 'silk' }, take: { kind: 'good', good: 'rice' } })).toBe('genoa.card.trade-give');
    expect(refusal(base({}), { type: 'useTrade', seat: 0, give: { kind: 'special', special: 'trade' }, take: { kind: 'good', good: 'rice' } })).toBe('genoa.card.trade-give');
    expect(refusal(base({ goods: { silk: 1 } }), { type: 'useTrade', seat: 0, give: { kind: 'good', good: 'silk' }, take: { kind: 'card' } })).toBe('genoa.card.trade-take');
    expect(refusal(base({ goods: { silk: 1 } }), { type: 'useTrade', seat: 0, give: { kind: 'good', good: 'silk' } })).toBe('genoa.card.trade');
    expect(refusal(atBuilding('st-3-2', { goods: { silk: 1 } }), { type: 'useTrade', seat: 0, give: { kind: 'good', good: 'silk' }, take: { kind: 'good', good: 'rice' } })).toBe('genoa.card.none');
  });

  it('own-turn cards are refused to a seat that is not the trader', () => {
    const s = loaded({ players: 3, seats: [{}, { specials: { trade: 1, anyGood: 1, buildingAction: 1 } }, {}], owners: { grains: 1 }, path: ['spices'] });
    for (const m of [
      { type: 'useAnyGood', seat: 1, good: 'silk' },
      { type: 'useBuildingAction', seat: 1, building: 'grains' },
      { type: 'useTrade', seat: 1, give: { kind: 'special', special: 'anyGood' }, take: { kind: 'good', good: 'silk' } },
    ] as GenoaMove[])
      expect(refused(s, m).rule).toBe('genoa.phase.move');
  });
});
