import { describe, expect, it } from 'vitest';
import { buildingBidProblem, counterProblem, offerProblem } from './deals';
import { genoa } from './game';
import type { GenoaPosition } from './load';
import { loaded, refused, refusal, run } from './testing';
import type { Bundle, GenoaMove, GenoaState, OfferTerms, YieldShare } from './types';
import { logText } from './log';

type Pos = Partial<GenoaPosition>;
const three = (extra: Pos = {}): GenoaState => loaded({ players: 3, seats: [{}, {}, {}], ...extra } as GenoaPosition);

const offer = (seat: number, target: string, kind: OfferTerms['kind'], bidderPays: Bundle = {}, more: Partial<OfferTerms> = {}): GenoaMove => ({
  type: 'offer',
  seat,
  offer: { target: target as never, kind, bidderPays, traderPays: {}, promise: [], ...more },
});
const promise = (...p: YieldShare[]): Partial<OfferTerms> => ({ promise: p });
const none = (seat: number): GenoaMove => ({ type: 'noOffer', seat });
const accept = (bidder: number, seat = 0): GenoaMove => ({ type: 'accept', seat, bidder });
const ducats = (s: GenoaState) => s.seats.map((x) => x.ducats);

describe('the bidding window (§6.3, rules ③ ⑨ ⑩)', () => {
  it('each non-trader speaks once, clockwise from the trader\'s left; then the trader decides', () => {
    let s = three({ trader: 1, path: ['spices'] } as Pos);
    expect(s.phase).toBe('bidding');
    expect(s.order).toEqual([2, 0]);
    expect(refusal(s, none(0))).toBe('genoa.turn.order');
    s = run(s, offer(2, 'spices', 'actHere', { ducats: 10 }));
    expect(genoa.toAct(s)).toEqual([0]);
    s = run(s, none(0));
    expect(s.phase).toBe('trader');
    expect(genoa.toAct(s)).toEqual([1]);
    expect(s.offers).toEqual([{ bidder: 2, target: 'spices', kind: 'actHere', bidderPays: { ducats: 10 }, traderPays: {}, promise: [] }]);
    expect(s.silent).toEqual([0]);
    expect(logText(s).slice(-2).map((l) => l.en)).toEqual(['Player C offers 10 ducats to take the action at the Spices warehouse.', 'Player A makes no offer.']);
  });

  it('offers are public: every seat\'s view shows them', () => {
    const s = run(three({ path: ['spices'] } as Pos), offer(1, 'spices', 'actHere', { ducats: 10 }));
    for (const seat of [0, 1, 2]) expect(genoa.view(s, seat).offers).toEqual(s.offers);
  });

  it('rule ⑨: the trader may reject every offer and go where he likes; bidders may stay silent', () => {
    let s = run(three({ path: ['st-3-2'] } as Pos), offer(1, 'park', 'moveAndAct', { ducats: 20 }), none(2));
    s = run(s, { type: 'move', seat: 0, to: 'villa_colini' });
    expect(s.path).toEqual(['st-3-2', 'villa_colini']);
    expect(ducats(s)).toEqual([130, 130, 130]);
    expect(s.offers).toEqual([]);
    // rule ⑩: a fresh window before the next decision
    expect(s.phase).toBe('bidding');
    expect(s.order).toEqual([1, 2]);
  });
});

describe('deals that bind (rules ④ ⑤ ⑦ ⑧)', () => {
  it('act here: the bidder pays, acts at once; the building is used; the next window has only moves for him', () => {
    let s = run(three({ path: ['spices'] } as Pos), offer(1, 'spices', 'actHere', { ducats: 10 }), none(2));
    s = run(s, accept(1));
    expect(ducats(s)).toEqual([140, 120, 130]);
    expect(s.seats[1]!.goods).toMatchObject({ salt: 1, pepper: 1 });
    expect(s.goods).toMatchObject({ salt: 4, pepper: 4 });
    expect(s.usedBuildings).toEqual(['spices']);
    expect(s.acted).toEqual([0, 1, 0]);
    expect(s.phase).toBe('bidding');
    const legal = genoa.legalMoves(s);
    expect(legal.every((m) => m.type !== 'offer' || m.offer.kind === 'moveOnly')).toBe(true);
    expect(refusal(s, offer(1, 'restaurant', 'moveAndAct'))).toBe('genoa.deal.acted');
  });

  it('move and act: the tower moves onto the building as agreed (a disc on it) and the bidder acts there', () => {
    let s = run(three({ path: ['st-3-2'] } as Pos), none(1), offer(2, 'park', 'moveAndAct', { ducats: 15 }));
    s = run(s, accept(2));
    expect(s.path).toEqual(['st-3-2', 'park']);
    expect(s.dealt).toBe(true);
    expect(ducats(s)).toEqual([145, 130, 115]);
    expect(s.seats[2]!.specials.extraAction).toBe(1);
    expect(s.specials.extraAction).toBe(4);
  });

  it('rule ⑧: a move to a street or the market gives no action; it feeds acquisition', () => {
    let s = run(three({ path: ['st-3-2'] } as Pos), offer(1, 'st-4-2', 'moveOnly', { ducats: 5 }), none(2));
    s = run(s, accept(1));
    expect(s.path).toEqual(['st-3-2', 'st-4-2']);
    expect(s.usedBuildings).toEqual([]);
    expect(s.acted).toEqual([0, 0, 0]);
    expect(ducats(s)).toEqual([135, 125, 130]);
  });

  it('rules ⑤ ⑦: bundles both ways — goods, special cards, game cards and markers; markers change colour through the supply', () => {
    let s = three({
      seats: [{ goods: { copper: 1 } }, { goods: { silver: 2 }, specials: { anyGood: 1 }, hand: [32], markers: 2 }, {}],
      path: ['spices'],
    } as Pos);
    expect(s.markerSupply).toEqual([7, 5, 7]);
    s = run(
      s,
      offer(1, 'spices', 'actHere', { ducats: 5, goods: { silver: 2 }, specials: { anyGood: 1 }, cards: [32], markers: 1 }, { traderPays: { goods: { copper: 1 } } }),
      none(2),
      accept(1),
    );
    expect(s.seats[0]).toMatchObject({ ducats: 135, hand: [32], markers: 1 });
    expect(s.seats[0]!.goods).toMatchObject({ silver: 2, copper: 0 });
    expect(s.seats[0]!.specials.anyGood).toBe(1);
    expect(s.seats[1]).toMatchObject({ ducats: 125, hand: [], markers: 1 });
    expect(s.seats[1]!.goods).toMatchObject({ silver: 0, copper: 1, salt: 1, pepper: 1 });
    // B returned one of his markers, A took one of his own colour
    expect(s.markerSupply).toEqual([6, 6, 7]);
  });

  it('rule ⑦: the trader picks any offer, not the first or the highest', () => {
    const s = run(three({ path: ['spices'] } as Pos), offer(1, 'spices', 'actHere', { ducats: 50 }), offer(2, 'spices', 'actHere', { ducats: 5 }), accept(2));
    expect(ducats(s)).toEqual([135, 130, 125]);
    expect(s.seats[2]!.goods).toMatchObject({ salt: 1, pepper: 1 });
  });
});

describe('promises of the yield (rule ⑥)', () => {
  it('a good the warehouse yields, handed over right after the action', () => {
    const s = run(three({ path: ['metals'] } as Pos), offer(1, 'metals', 'actHere', {}, promise({ kind: 'good', good: 'silver' })), none(2), accept(1));
    expect(s.seats[1]!.goods).toMatchObject({ silver: 0, copper: 1 });
    expect(s.seats[0]!.goods).toMatchObject({ silver: 1 });
    expect(logText(s).some((l) => l.en === 'Player B hands 1 silver to Player A, as promised.')).toBe(true);
  });

  it('part of a large order\'s 100 ducats: the buyer must deliver it if he can, and pays the share', () => {
    let s = three({ seats: [{}, { hand: [0], goods: { salt: 1, wheat: 1, linen: 1 } }, {}], path: ['villa_colini'] } as Pos);
    s = run(s, offer(1, 'villa_colini', 'actHere', { ducats: 5 }, promise({ kind: 'ducats', amount: 50 })), none(2), accept(1));
    expect(s.phase).toBe('action');
    expect(genoa.toAct(s)).toEqual([1]);
    // the promise binds: every legal way delivers the order; taking the privilege instead is refused
    const legal = genoa.legalMoves(s);
    expect(legal.length).toBe(5);
    expect(legal.every((m) => m.type === 'act' && m.largeOrder === 0)).toBe(true);
    expect(refusal(s, { type: 'act', seat: 1 })).toBe('genoa.deal.promise-binding');
    expect(refusal(s, { type: 'act', seat: 1, largeOrder: 0 })).toBe('genoa.order.special');
    s = run(s, { type: 'act', seat: 1, largeOrder: 0, special: 'trade' });
    expect(ducats(s)).toEqual([185, 175, 130]);
    expect(s.seats[1]!.goods).toMatchObject({ salt: 0, wheat: 0, linen: 0 });
    expect(s.goods).toMatchObject({ salt: 5, wheat: 5, linen: 5 });
    expect(s.seats[1]!.specials.trade).toBe(1);
    expect(s.decks.large.up).toEqual([0]);
    expect(s.seats[1]!.hand).toEqual([]);
  });

  it('a card the action draws (the first drawn) and markers from the Cathedral', () => {
    const g = run(three({ path: ['guild_hall'], decks: { large: { top: [9] } } } as Pos), offer(1, 'guild_hall', 'actHere', {}, promise({ kind: 'drawnCard' })), none(2), accept(1));
    expect(g.seats[0]!.hand).toEqual([9]);
    expect(g.seats[1]!.hand).toEqual([]);
    const c = run(three({ path: ['cathedral'] } as Pos), offer(1, 'cathedral', 'actHere', {}, promise({ kind: 'markers', n: 1 })), none(2), accept(1));
    expect(c.seats.map((x) => x.markers)).toEqual([1, 1, 0]);
    expect(c.markerSupply).toEqual([6, 6, 7]);
  });

  it('the special card a card building yields', () => {
    const s = run(three({ path: ['harbor'] } as Pos), none(1), offer(2, 'harbor', 'actHere', {}, promise({ kind: 'special', special: 'anyGood' })), accept(2, 0));
    expect(s.seats[0]!.specials.anyGood).toBe(1);
    expect(s.seats[2]!.specials.anyGood).toBe(0);
  });

  it('a shortfall lapses: what the action did not yield is not owed', () => {
    const s = three({ seats: [{}, {}, { goods: { silver: 5 } }], path: ['metals'] } as Pos);
    const t = run(s, offer(1, 'metals', 'actHere', { ducats: 5 }, promise({ kind: 'good', good: 'silver' })), none(2), accept(1));
    expect(t.seats[1]!.goods).toMatchObject({ silver: 0, copper: 1 });
    expect(t.seats[0]!.goods).toMatchObject({ silver: 0, copper: 0 });
    expect(ducats(t)).toEqual([135, 125, 130]);
    expect(logText(t).some((l) => l.en === 'The action did not yield all that Player B promised: the shortfall lapses.')).toBe(true);
    // a large order the buyer cannot deliver: he takes the privilege and owes nothing
    const v = three({ seats: [{}, { hand: [0], goods: { salt: 1 } }, {}], path: ['villa_colini'], decks: { privilege: { top: [50] } } } as Pos);
    const w = run(v, offer(1, 'villa_colini', 'actHere', {}, promise({ kind: 'ducats', amount: 60 })), none(2), accept(1));
    expect(w.seats[1]!.hand).toEqual([0, 50]);
    expect(ducats(w)).toEqual([130, 130, 130]);
  });
});

describe('ducats promised from an order in the bidder\'s hand (rule ⑥)', () => {
  // card 30 is the small order for rice at the Park
  const park = (hand: number[]) => {
    const s = loaded({ players: 3, rolls: [[3, 2]], seats: [{}, { hand, goods: { rice: 1 } }, {}] });
    return run(s, { type: 'roll', seat: 0 });
  };
  const offer = { type: 'offer', seat: 1, offer: { target: 'park', kind: 'moveAndAct', bidderPays: { ducats: 5 }, traderPays: {}, promise: [{ kind: 'ducats', amount: 20 }] } } as GenoaMove;
  it('without an order for that building, the 40 ducats cannot be promised', () => {
    expect(refused(park([]), offer)).toMatchObject({ rule: 'genoa.deal.future-promise', section: 'negotiation-rules' });
  });
  it('with the Park\'s small order in hand, a share of its 40 ducats may be promised, and is paid after the action', () => {
    const s = run(park([30]), offer, { type: 'noOffer', seat: 2 }, { type: 'accept', seat: 0, bidder: 1 });
    expect(s.seats[1]!.hand).toEqual([]);
    expect(s.seats[0]!.ducats).toBe(130 + 5 + 20);
    expect(s.seats[1]!.ducats).toBe(130 - 5 + 40 - 20);
  });
});

describe('who may bid (rule ② and §12 Q6)', () => {
  const acted: Pos = { path: ['spices', 'restaurant'], usedBuildings: ['spices'], acted: [0, 1, 0] } as Pos;

  it('a seat that has acted may bid only for a street or the market', () => {
    const s = three(acted);
    const v = refused(s, offer(1, 'restaurant', 'actHere'));
    expect(v.rule).toBe('genoa.deal.acted');
    expect(v.section).toBe('negotiation-rules');
    expect(v.message.en).toBe('Rule ②: Player B has already acted this turn and may bid only for a street or the market (or commit an Extra action card).');
    expect(run(s, offer(1, 'st-7-4', 'moveOnly', { ducats: 5 })).offers).toHaveLength(1);
  });

  it('…or for a building if he commits an Extra action card; it goes back to its stack when he acts', () => {
    const s = three({ ...acted, seats: [{}, { specials: { extraAction: 1 } }, {}] } as Pos);
    // the card committed is not also paid over
    expect(refusal(s, offer(1, 'restaurant', 'actHere', { specials: { extraAction: 1 } }, { extra: true }))).toBe('genoa.deal.extra-card');
    const t = run(s, offer(1, 'restaurant', 'actHere', { ducats: 10 }, { extra: true }), none(2), accept(1));
    expect(t.seats[1]!.specials).toMatchObject({ extraAction: 0, trade: 1 });
    expect(t.specials.extraAction).toBe(5);
    expect(t.extraActs).toEqual([0, 1, 0]);
    expect(t.acted).toEqual([0, 1, 0]);
    // the strict reading, as an option
    const strict = three({ ...acted, seats: [{}, { specials: { extraAction: 1 } }, {}], options: { extraActionBids: false } } as Pos);
    expect(refusal(strict, offer(1, 'restaurant', 'actHere', {}, { extra: true }))).toBe('genoa.deal.acted');
  });

  it('says why a seat that has acted may bid for no building in reach: the rule ② refusal its offers there would get', () => {
    // B has acted; from the Restaurant the tower may go to the Grains warehouse or to streets 7-4 and 7-5
    const s = three(acted);
    const v = buildingBidProblem(s, 1)!;
    expect(v).toEqual(refused(s, offer(1, 'grains', 'moveAndAct')));
    expect(v.rule).toBe('genoa.deal.acted');
    expect(v.section).toBe('negotiation-rules');
    // the others may still bid for the buildings
    expect(buildingBidProblem(s, 2)).toBeNull();
    // with an Extra action card to commit (this game's reading) B may bid for them too
    expect(buildingBidProblem(three({ ...acted, seats: [{}, { specials: { extraAction: 1 } }, {}] } as Pos), 1)).toBeNull();
    // in the strict reading the card does not help
    const strict = three({ ...acted, seats: [{}, { specials: { extraAction: 1 } }, {}], options: { extraActionBids: false } } as Pos);
    expect(buildingBidProblem(strict, 1)!.message.en).toBe('Rule ②: Player B has already acted this turn and may bid only for a street or the market.');
    // with no building in reach there is nothing to explain: the tower on a street after its 4 steps
    expect(buildingBidProblem({ ...s, path: ['spices', 'st-7-2', 'st-7-3', 'st-7-4', 'st-7-5'] }, 1)).toBeNull();
  });

  it('an Extra action card is committed only by a seat that has acted, and only if held', () => {
    expect(refusal(three({ path: ['spices'], seats: [{}, { specials: { extraAction: 1 } }, {}] } as Pos), offer(1, 'spices', 'actHere', {}, { extra: true }))).toBe('genoa.deal.extra-card');
    expect(refusal(three(acted), offer(1, 'restaurant', 'actHere', {}, { extra: true }))).toBe('genoa.deal.extra-card');
    expect(refusal(three(acted), offer(1, 'st-7-4', 'moveOnly', {}, { extra: true }))).toBe('genoa.deal.street-no-action');
  });
});

describe('counter-offers (§6.3)', () => {
  const start = () => run(three({ path: ['spices'] } as Pos), offer(1, 'spices', 'actHere', { ducats: 10 }), none(2));
  const counter = (more: Partial<OfferTerms> & { bidder?: number } = {}): GenoaMove => ({
    type: 'counter',
    seat: 0,
    offer: { bidder: 1, target: 'spices', kind: 'actHere', bidderPays: { ducats: 20 }, traderPays: {}, promise: [], ...more } as never,
  });

  it('the trader counters; the bidder agrees (the deal binds on the new terms) or refuses (his first offer stands)', () => {
    const c = run(start(), counter());
    expect(c.phase).toBe('counter');
    expect(genoa.toAct(c)).toEqual([1]);
    expect(genoa.legalMoves(c)).toEqual([{ type: 'agree', seat: 1 }, { type: 'refuse', seat: 1 }]);
    const agreed = run(c, { type: 'agree', seat: 1 });
    expect(ducats(agreed)).toEqual([150, 110, 130]);
    expect(agreed.seats[1]!.goods).toMatchObject({ salt: 1, pepper: 1 });
    const refusedIt = run(c, { type: 'refuse', seat: 1 });
    expect(refusedIt.phase).toBe('trader');
    expect(refusedIt.counter).toBeNull();
    expect(ducats(run(refusedIt, accept(1)))).toEqual([140, 120, 130]);
  });

  it('the bidder\'s money is secret: a counter may ask more than he has; he can only refuse it', () => {
    const c = run(start(), counter({ bidderPays: { ducats: 500 } }));
    expect(genoa.legalMoves(c)).toEqual([{ type: 'refuse', seat: 1 }]);
    expect(refusal(c, { type: 'agree', seat: 1 })).toBe('genoa.deal.own');
  });

  it('the counters per window are capped; a counter keeps the target; it asks only for cards already shown; it answers a standing offer', () => {
    const one = loaded({ players: 3, seats: [{}, { hand: [32, 33] }, {}], path: ['spices'], options: { counterCap: 1 } });
    let s = run(one, offer(1, 'spices', 'actHere', { cards: [32] }), none(2));
    expect(refusal(s, counter({ target: 'restaurant', kind: 'moveAndAct' }))).toBe('genoa.counter.same-target');
    expect(refusal(s, counter({ bidderPays: { cards: [33] } }))).toBe('genoa.counter.hidden-card');
    expect(refusal(s, counter({ bidder: 2 }))).toBe('genoa.counter.none');
    expect(refusal(s, counter({ bidder: 0 }))).toBe('genoa.deal.one-bidder');
    expect(counterProblem(s, s.offers[0]!)).toBeNull();
    s = run(s, counter({ bidderPays: { cards: [32], ducats: 5 } }), { type: 'refuse', seat: 1 });
    expect(refusal(s, counter({ bidderPays: { cards: [32], ducats: 10 } }))).toBe('genoa.counter.cap');
    // whatever the terms: the same refusal, before any are named
    expect(counterProblem(s, s.offers[0]!)).toEqual(refused(s, counter({ bidderPays: { cards: [32], ducats: 10 } })));
  });

  it('the trader\'s own part of a counter must be his', () => {
    expect(refusal(start(), counter({ traderPays: { goods: { silk: 1 } } }))).toBe('genoa.deal.trader-own');
    expect(refusal(start(), counter({ traderPays: { ducats: 500 } }))).toBe('genoa.deal.trader-own');
  });
});

describe('special case A: the forced sale', () => {
  it('at a building not reached through a deal, with an offer to act there, the trader must act himself or accept one', () => {
    const s = run(three({ path: ['spices'] } as Pos), offer(1, 'spices', 'actHere', { ducats: 5 }), offer(2, 'restaurant', 'moveAndAct', { ducats: 40 }));
    for (const m of [{ type: 'move', seat: 0, to: 'restaurant' }, { type: 'stop', seat: 0 }, accept(2)]) {
      const v = refused(s, m);
      expect(v.rule).toBe('genoa.special-a.forced-sale');
      expect(v.section).toBe('negotiation-rules');
    }
    expect(genoa.legalMoves(s).map((m) => m.type)).toEqual(['accept', 'counter', 'actHere']);
    // the offer to act here may be countered; the offer to move on may not, whatever its terms
    expect(counterProblem(s, s.offers[0]!)).toBeNull();
    expect(counterProblem(s, s.offers[1]!)).toEqual(refused(s, { type: 'counter', seat: 0, offer: { ...s.offers[1]!, bidderPays: { ducats: 60 } } }));
    expect(counterProblem(s, s.offers[1]!)!.rule).toBe('genoa.special-a.forced-sale');
    expect(run(s, { type: 'actHere', seat: 0 }).seats[0]!.goods).toMatchObject({ salt: 1, pepper: 1 });
    expect(ducats(run(s, accept(1)))).toEqual([135, 125, 130]);
  });

  it('a trader who has used his action must accept', () => {
    const s = run(three({ path: ['spices', 'restaurant'], usedBuildings: ['spices'], acted: [1, 0, 0] } as Pos), offer(1, 'restaurant', 'actHere'), none(2));
    expect(refusal(s, { type: 'actHere', seat: 0 })).toBe('genoa.action.spent');
    expect(genoa.legalMoves(s).map((m) => m.type)).toEqual(['accept', 'counter']);
  });

  it('with no offer to act there the trader may leave; the action is lost for the turn', () => {
    let s = run(three({ path: ['spices'] } as Pos), offer(1, 'restaurant', 'moveAndAct'), none(2));
    s = run(s, { type: 'move', seat: 0, to: 'st-7-3' });
    expect(s.usedBuildings).toEqual([]);
    expect(refusal(silence(s), { type: 'move', seat: 0, to: 'spices' })).toBe('genoa.move.visited');
  });
});

describe('special case B: wishes for far spaces', () => {
  it('shown to all, never accepted; an offer for a far space must be a wish', () => {
    const s = run(three({ path: ['st-3-2'] } as Pos), { type: 'wish', seat: 1, target: 'coach_house', bundle: { ducats: 30 } }, none(2));
    expect(s.wishes).toEqual([{ bidder: 1, target: 'coach_house', bundle: { ducats: 30 } }]);
    expect(genoa.view(s, 2).wishes).toEqual(s.wishes);
    const v = refused(s, accept(1));
    expect(v.rule).toBe('genoa.special-b.wish');
    expect(v.message.en).toMatch(/^Special case B: a bid for a space two or more steps away is only a wish/);
    expect(refusal(run(three({ path: ['st-3-2'] } as Pos)), offer(1, 'coach_house', 'moveAndAct'))).toBe('genoa.special-b.far');
  });

  it('a wish is for a free space 2 or more steps away that the tower can still reach', () => {
    const s = three({ path: ['st-3-2'] } as Pos);
    expect(refusal(s, { type: 'wish', seat: 1, target: 'park', bundle: {} })).toBe('genoa.special-b.near');
    expect(refusal(s, { type: 'wish', seat: 1, target: 'st-3-2', bundle: {} })).toBe('genoa.move.visited');
    const late = three({ path: ['st-3-2', 'st-3-3', 'st-2-3', 'st-2-4'] } as Pos);
    expect(refusal(late, { type: 'wish', seat: 1, target: 'tavern', bundle: {} })).toBe('genoa.special-b.near');
    expect(refusal(late, { type: 'wish', seat: 1, target: 'fabrics', bundle: {} })).toBe('genoa.special-b.unreachable');
    expect(refusal(s, { type: 'wish', seat: 1, target: 'coach_house', bundle: { ducats: 500 } })).toBe('genoa.deal.own');
  });
});

describe('every forbidden deal is refused with its rule, the state unchanged, in both languages', () => {
  const s = () => three({ seats: [{ goods: { copper: 1 } }, { hand: [32] }, {}], path: ['spices'] } as Pos);
  const cases: [string, GenoaMove | unknown, (() => GenoaState)?][] = [
    ['genoa.deal.one-bidder', { type: 'offer', seat: 1, offer: { bidder: 2, target: 'spices', kind: 'actHere', bidderPays: {}, traderPays: {}, promise: [] } }],
    ['genoa.deal.target', offer(1, 'restaurant', 'actHere')],
    ['genoa.deal.street-no-action', offer(1, 'st-7-3', 'moveAndAct')],
    ['genoa.deal.building-acts', offer(1, 'restaurant', 'moveOnly')],
    ['genoa.deal.money-fives', offer(1, 'spices', 'actHere', { ducats: 7 })],
    ['genoa.deal.own', offer(1, 'spices', 'actHere', { ducats: 135 })],
    ['genoa.deal.own', offer(1, 'spices', 'actHere', { goods: { silk: 1 } })],
    ['genoa.deal.own', offer(1, 'spices', 'actHere', { cards: [33] })],
    ['genoa.deal.own', offer(1, 'spices', 'actHere', { markers: 1 })],
    ['genoa.deal.trader-own', offer(1, 'spices', 'actHere', {}, { traderPays: { goods: { silk: 1 } } })],
    ['genoa.deal.hidden-card', offer(1, 'spices', 'actHere', {}, { traderPays: { cards: [40] } })],
    ['genoa.deal.future-promise', offer(1, 'st-7-3', 'moveOnly', {}, promise({ kind: 'ducats', amount: 10 }))],
    ['genoa.deal.future-promise', offer(1, 'spices', 'actHere', {}, promise({ kind: 'good', good: 'silver' }))],
    ['genoa.deal.future-promise', offer(1, 'spices', 'actHere', {}, promise({ kind: 'good', good: 'salt' }, { kind: 'good', good: 'salt' }))],
    ['genoa.deal.future-promise', offer(1, 'spices', 'actHere', {}, promise({ kind: 'ducats', amount: 10 }))],
    ['genoa.deal.future-promise', offer(1, 'spices', 'actHere', {}, promise({ kind: 'drawnCard' }))],
    ['genoa.deal.future-promise', offer(1, 'restaurant', 'moveAndAct', {}, promise({ kind: 'special', special: 'anyGood' }))],
    ['genoa.deal.future-promise', offer(1, 'villa_ricci', 'moveAndAct', {}, promise({ kind: 'drawnCard' }, { kind: 'ducats', amount: 50 }))],
    ['genoa.deal.future-promise', offer(1, 'villa_ricci', 'moveAndAct', {}, promise({ kind: 'ducats', amount: 105 }))],
    ['genoa.deal.future-promise', offer(1, 'villa_ricci', 'moveAndAct', {}, promise({ kind: 'markers', n: 1 }))],
    ['genoa.deal.future-promise', offer(1, 'spices', 'actHere', {}, promise({ kind: 'nextTurn', amount: 20 } as never))],
    ['genoa.deal.future-promise', offer(1, 'spices', 'actHere', {}, promise({ kind: 'notBidding' } as never))],
    ['genoa.deal.shape', offer(1, 'spices', 'actHere', {}, promise({ kind: 'ducats', amount: 'lots' } as never))],
    ['genoa.deal.shape', offer(1, 'spices', 'sell' as never)],
    ['genoa.deal.shape', { type: 'offer', seat: 1, offer: null }],
    ['genoa.deal.shape', offer(1, 'spices', 'actHere', { ducats: -5 })],
    ['genoa.deal.shape', offer(1, 'spices', 'actHere', { goods: { gold: 1 } } as never)],
    ['genoa.deal.markers-supply', offer(1, 'spices', 'actHere', { markers: 1 }), () => three({ seats: [{ markers: 7 }, { markers: 1 }, {}], path: ['spices'] } as Pos)],
    ['genoa.move.visited', offer(1, 'st-7-2', 'moveOnly'), () => three({ path: ['st-7-2', 'spices'] } as Pos)],
    ['genoa.move.steps', offer(1, 'st-7-3', 'moveOnly'), () => three({ path: ['st-5-2', 'coach_house', 'st-7-2', 'villa_ricci', 'spices'] } as Pos)],
  ];
  it.each(cases.map(([rule, move, pos], i) => [i, rule, move, pos] as const))('%i: %s', (_i, rule, move, pos) => {
    const state = (pos ?? s)();
    const v = refused(state, move);
    expect(v.rule).toBe(rule);
    expect(v.section).toMatch(/^(negotiation-rules|movement|two-players|cards)$/);
  });

  it('the trader\'s side: accepting nothing, himself, a wish; paying what he lacks', () => {
    const t = run(s(), offer(1, 'spices', 'actHere', {}, { traderPays: { goods: { copper: 1 } } }), none(2));
    expect(refusal(t, accept(2))).toBe('genoa.deal.no-offer');
    expect(refusal(t, accept(0))).toBe('genoa.deal.one-bidder');
    // the trader trades his copper away with a card, then cannot pay his part
    const u = three({ seats: [{ goods: { copper: 1 }, specials: { anyGood: 1 } }, {}, {}], path: ['spices'] } as Pos);
    const w = run(u, offer(1, 'spices', 'actHere', {}, { traderPays: { goods: { copper: 1 } } }), none(2));
    expect(genoa.legalMoves(w).some((m) => m.type === 'accept')).toBe(true);
  });
});

describe('two players (§10)', () => {
  const two = (extra: Pos = {}) => loaded({ players: 2, seats: [{}, { goods: { silk: 1 }, specials: { trade: 1 } }], path: ['spices'], ...extra } as GenoaPosition);

  it('money alone is not an offer; any item makes it one (the seed and the 2009 rules)', () => {
    const v = refused(two(), offer(1, 'spices', 'actHere', { ducats: 50 }));
    expect(v).toMatchObject({ rule: 'genoa.deal.money-only-two-players', section: 'two-players' });
    expect(v.message.en).toBe('Two players: an offer cannot be money alone; it needs at least one item (a good, a special card, a game card or a marker).');
    expect(refusal(two(), offer(1, 'spices', 'actHere'))).toBe('genoa.deal.money-only-two-players');
    expect(run(two(), offer(1, 'spices', 'actHere', { ducats: 5, specials: { trade: 1 } })).phase).toBe('trader');
    expect(run(two(), offer(1, 'spices', 'actHere', { goods: { silk: 1 } })).phase).toBe('trader');
  });

  it('with the English 2001 reading (option), the item must be a good', () => {
    const g = two({ options: { twoPlayerItem: 'good' } });
    expect(refusal(g, offer(1, 'spices', 'actHere', { specials: { trade: 1 } }))).toBe('genoa.deal.money-only-two-players');
    expect(run(g, offer(1, 'spices', 'actHere', { ducats: 10, goods: { silk: 1 } })).phase).toBe('trader');
    // every listed offer keeps to the option
    for (const m of genoa.legalMoves(g)) if (m.type === 'offer') expect((m.offer.bidderPays.goods?.silk ?? 0) > 0).toBe(true);
  });

  it('the trader takes a second action once the other seat has acted (before or after his own)', () => {
    let s = run(two(), offer(1, 'spices', 'actHere', { goods: { silk: 1 } }), accept(1));
    expect(s.acted).toEqual([0, 1]);
    s = run(silence(s), { type: 'move', seat: 0, to: 'restaurant' });
    s = run(silence(s), { type: 'actHere', seat: 0 });
    s = run(silence(s), { type: 'move', seat: 0, to: 'grains' });
    s = run(silence(s), { type: 'actHere', seat: 0 });
    expect(s.acted).toEqual([2, 1]);
    expect(s.seats[0]!.goods).toMatchObject({ wheat: 1, rice: 1, silk: 1 });
    expect(s.seats[0]!.specials.trade).toBe(1);
    // the other way round: the trader first, then the other seat, then the trader again
    let t = run(two({ path: ['spices'] }), none(1), { type: 'actHere', seat: 0 });
    t = run(t, offer(1, 'restaurant', 'moveAndAct', { goods: { silk: 1 } }), accept(1));
    t = run(silence(t), { type: 'move', seat: 0, to: 'grains' });
    t = run(silence(t), { type: 'actHere', seat: 0 });
    expect(t.acted).toEqual([2, 1]);
    // without the other seat acting there is no second action
    let u = run(two(), none(1), { type: 'actHere', seat: 0 });
    u = run(silence(u), { type: 'move', seat: 0, to: 'restaurant' });
    const v = refused(silence(u), { type: 'actHere', seat: 0 });
    expect(v).toMatchObject({ rule: 'genoa.action.spent', section: 'two-players' });
  });
});

describe('legal moves: a bounded, representative list the checker accepts', () => {
  const rich = () =>
    three({
      seats: [
        { goods: { rice: 1 } },
        { goods: { silver: 1, salt: 2 }, specials: { anyGood: 1 }, hand: [3, 20, 33], markers: 2, ducats: 60 },
        { hand: [0], goods: { salt: 1, wheat: 1, linen: 1 } },
      ],
      path: ['st-3-2'],
    } as Pos);

  it('each target with a few bundles (money, a good, a card, a special card, a marker), a promise, a two-way deal, wishes and "no offer"', () => {
    const s = rich();
    const legal = genoa.legalMoves(s);
    const offers = legal.filter((m) => m.type === 'offer').map((m) => (m as Extract<GenoaMove, { type: 'offer' }>).offer);
    expect(new Set(offers.map((o) => o.target))).toEqual(new Set(['park', 'st-3-3', 'st-4-2', 'villa_colini']));
    expect(new Set(offers.map((o) => o.kind))).toEqual(new Set(['moveAndAct', 'moveOnly']));
    expect(offers.some((o) => o.promise.length > 0)).toBe(true);
    expect(offers.some((o) => (o.traderPays.goods?.rice ?? 0) > 0)).toBe(true);
    expect(offers.some((o) => (o.bidderPays.cards?.length ?? 0) > 0)).toBe(true);
    expect(offers.some((o) => o.bidderPays.ducats)).toBe(true);
    expect(legal.some((m) => m.type === 'wish')).toBe(true);
    expect(legal.at(-1)).toEqual({ type: 'noOffer', seat: 1 });
    expect(legal.length).toBeLessThanOrEqual(40);
    for (const o of offers) expect(offerProblem(s, 1, o)).toBeNull();
    for (const m of legal) expect(genoa.play(s, m).ok).toBe(true);
  });

  it('every listed move is accepted in every phase of a played window', () => {
    let s = run(rich(), offer(1, 'park', 'moveAndAct', { ducats: 10 }), offer(2, 'villa_colini', 'moveAndAct', {}, promise({ kind: 'ducats', amount: 40 })));
    for (const m of genoa.legalMoves(s)) expect(genoa.play(s, m).ok, JSON.stringify(m)).toBe(true);
    s = run(s, accept(2));
    expect(s.phase).toBe('action');
    for (const m of genoa.legalMoves(s)) expect(genoa.play(s, m).ok, JSON.stringify(m)).toBe(true);
  });
});

function silence(s: GenoaState): GenoaState {
  let out = s;
  while (out.phase === 'bidding') out = run(out, { type: 'noOffer', seat: out.order[0]! });
  return out;
}
