import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { mixHash } from '../core/bot-kit';
import { runExample } from '../core/example';
import { Draw, seedRng } from '../core/rng';
import { randomStates } from '../core/shown-tests';
import { CARDS } from './data';
import { genoaExamples } from './examples';
import { genoa } from './game';
import { facedownNeeds, namedCards, sample, genoaLookahead } from './sample';
import type { GenoaPosition } from './load';
import { loaded, run } from './testing';
import type { Bundle, GenoaOptions, GenoaState, GenoaView } from './types';

const drawOf = (seed: number): Draw => new Draw(seedRng(seed));

const optionsFor = (seed: number): Partial<GenoaOptions> => (seed % 5 === 0 ? { twoPlayerItem: 'good', extraActionBids: false } : {});

const GAMES: { players: number; seed: number; states: GenoaState[] }[] = [];
for (const players of [2, 3, 4, 5])
  for (let seed = 1; seed <= 4; seed++) GAMES.push({ players, seed, states: randomStates(genoa, { players, seed, options: optionsFor(seed) }, seed) });

/** The seats to sample for: every seat, and a spectator (-1, who sees no hand and no purse). */
const seatsOf = (players: number): number[] => [-1, ...Array.from({ length: players }, (_, i) => i)];

const over = (s: GenoaState): boolean => s.phase === 'gameOver';

/** What `seat` cannot see: the other hands (as sets), the other purses (until the game is over), the decks' cards. */
function hiddenPart(s: GenoaState, seat: number) {
  return {
    hands: s.seats.map((x, i) => (i === seat ? null : x.hand.slice().sort((a, b) => a - b))),
    ducats: s.seats.map((x, i) => (i === seat || over(s) ? null : x.ducats)),
    decks: s.decks,
  };
}

/** The unseen game cards of `hiddenPart`, sorted (the unseen pool as a multiset). */
function hiddenCards(s: GenoaState, seat: number): number[] {
  const out: number[] = [];
  s.seats.forEach((x, i) => i !== seat && out.push(...x.hand));
  for (const d of Object.values(s.decks)) out.push(...d.down, ...d.up);
  return out.sort((a, b) => a - b);
}

/** Each game card a standing offer, wish or counter-offer hands over, with the seat that gives it. */
function standingCards(s: GenoaState): [card: number, giver: number][] {
  const out: [number, number][] = [];
  const of = (b: Bundle, giver: number): void => {
    if ('backs' in b) throw new Error(`a bundle of seat ${giver} holds backs, not cards`);
    for (const c of b.cards ?? []) out.push([c, giver]);
  };
  for (const o of s.offers) of(o.bidderPays, o.bidder), of(o.traderPays, s.trader);
  for (const w of s.wishes) of(w.bundle, w.bidder);
  if (s.counter) of(s.counter.bidderPays, s.counter.bidder), of(s.counter.traderPays, s.trader);
  return out;
}

/** Deep equality checked cheaply on each of many states; vitest's diff only when it fails. */
function same(actual: unknown, expected: unknown, where: string): void {
  if (!isDeepStrictEqual(actual, expected)) expect(actual, where).toEqual(expected);
}

/**
 * Calls `check` with every seat's view (and a spectator's) of the states of the random games whose
 * step `keep` keeps, and a seed for that place; gives how many views were checked.
 */
function eachView(keep: (step: number, s: GenoaState, seed: number) => boolean, check: (s: GenoaState, v: GenoaView, seat: number, seed: number, where: string) => void): number {
  let n = 0;
  for (const { players, seed, states } of GAMES)
    states.forEach((s, step) => {
      if (!keep(step, s, seed)) return;
      for (const seat of seatsOf(players)) {
        check(s, genoa.view(s, seat), seat, mixHash(seed, step, seat), `${players} players, seed ${seed}, step ${step}, seat ${seat}`);
        n++;
      }
    });
  return n;
}

/** Plays uniformly random legal moves (by a seeded hash) to the end; throws where a state has no legal move or refuses one. */
function playToEnd(start: GenoaState, seed: number, where: string): GenoaState {
  let s = start;
  for (let moves = 0; !genoa.isOver(s); moves++) {
    if (moves > 20_000) throw new Error(`${where}: no end after 20000 moves`);
    const legal = genoa.legalMoves(s);
    if (legal.length === 0) throw new Error(`${where}: no legal move in ${s.phase}`);
    const r = genoa.play(s, legal[mixHash(seed, moves) % legal.length]!);
    if (!r.ok) throw new Error(`${where}: legal move refused: ${r.violation.rule}`);
    s = r.state;
  }
  return s;
}

describe('Genoa determinization: sample(view, seat, draw)', () => {
  it('keeps exactly what the view shows over random games of 2 to 5 players, and never changes the view', () => {
    const checked = eachView(
      (step, _s, seed) => step % 3 === seed % 3,
      (s, v, seat, key, where) => {
        const before = JSON.stringify(v);
        const made = sample(v, seat, drawOf(key));
        if (JSON.stringify(v) !== before) throw new Error(`${where}: the view was changed`);
        same(genoa.view(made, seat), v, where);
        // what only the rules know besides the view: the same machine state, no scripted rolls
        same(genoa.meta(made), genoa.meta(s), where);
        same(made.rolls, [], where);
        if (key % 8 === 0) same(JSON.parse(JSON.stringify(made)), made, where);
      },
    );
    expect(checked).toBeGreaterThan(5_000);
  });

  it("is the game's own sample, and the acting seat gets the same legal moves as in the truth", () => {
    expect(genoaLookahead.sample).toBe(sample);
    let compared = 0;
    for (const { seed, states } of GAMES)
      states.forEach((s, step) => {
        const acting = genoa.toAct(s)[0];
        if (acting === undefined || step % 2 !== 0) return;
        const made = sample(genoa.view(s, acting), acting, drawOf(mixHash(seed, step, 7)));
        same(genoa.toAct(made), genoa.toAct(s), `seed ${seed} step ${step}`);
        same(genoa.legalMoves(made), genoa.legalMoves(s), `seed ${seed} step ${step}`);
        compared++;
      });
    expect(compared).toBeGreaterThan(2_000);
  });

  it('gives valid states: 60 game cards once each, each in its own deck, and a random playout reaches the end with a result', () => {
    let playouts = 0;
    for (const { players, seed, states } of GAMES)
      for (let step = seed % 7; step < states.length; step += Math.ceil(states.length / 12)) {
        const s = states[step]!;
        const seat = (step + seed) % (players + 1) - 1;
        const made = sample(genoa.view(s, seat), seat, drawOf(mixHash(seed, step)));
        const cards = [...made.seats.flatMap((x) => x.hand), ...Object.values(made.decks).flatMap((d) => [...d.down, ...d.up])];
        expect(cards.sort((a, b) => a - b)).toEqual(CARDS.map((c) => c.id));
        for (const [deck, pile] of Object.entries(made.decks)) for (const c of [...pile.down, ...pile.up]) expect(CARDS[c]!.deck).toBe(deck);
        for (const x of made.seats) expect(x.ducats % 5).toBe(0);
        const result = genoa.result(playToEnd(made, mixHash(seed, step), `seed ${seed} step ${step}`));
        expect(result).not.toBeNull();
        expect(result!.seats).toHaveLength(players);
        expect(result!.winners.length).toBeGreaterThan(0);
        playouts++;
      }
    expect(playouts).toBeGreaterThan(150);
  });

  it('deals the unseen cards of the truth, only placed differently; a card offered, named or face down, is in its giver\'s hand; a purse once the game is over is the true one', () => {
    let named = 0;
    let standing = 0;
    let facedown = 0;
    eachView(
      (step, s) => step % 4 === 0 || over(s),
      (s, v, seat, key, where) => {
        const made = sample(v, seat, drawOf(key + 1));
        same(hiddenCards(made, seat), hiddenCards(s, seat), where);
        for (const [card, owner] of namedCards(v)) {
          expect(s.seats[owner]!.hand, where).toContain(card);
          expect(made.seats[owner]!.hand, where).toContain(card);
          named++;
        }
        if (over(s)) same(made.seats.map((x) => x.ducats), s.seats.map((x) => x.ducats), where);
        // an offered card is the giver's, named or face down: in the sample as in the truth
        const cards = standingCards(made);
        expect(cards.length, where).toBe(standingCards(s).length);
        for (const [card, giver] of cards) expect(made.seats[giver]!.hand, where).toContain(card);
        if (made.pending?.deal) for (const b of [made.pending.deal.bidderPays, made.pending.deal.traderPays]) expect('backs' in b, where).toBe(false);
        standing += cards.length;
        for (const need of facedownNeeds(v)) for (const k of Object.values(need)) facedown += k;
      },
    );
    expect(named).toBeGreaterThan(200);
    expect(standing).toBeGreaterThan(1000);
    expect(facedown).toBeGreaterThan(500);
  });

  it('redraws what is hidden: two draws place the unseen cards differently and give different later dice', () => {
    eachView(
      (step, s) => step % 10 === 0 && !over(s),
      (s, v, seat, key, where) => {
        expect(new Set(hiddenCards(s, seat)).size).toBeGreaterThan(1);
        const a = sample(v, seat, drawOf(key + 2));
        const b = sample(v, seat, drawOf(key + 3));
        if (isDeepStrictEqual(hiddenPart(a, seat).hands, hiddenPart(b, seat).hands) && isDeepStrictEqual(a.decks, b.decks))
          throw new Error(`${where}: the same hidden placement twice`);
        expect(a.rng).not.toEqual(b.rng);
      },
    );
  });

  it('on a position with four unseen cards, brings out every placement of them, the true one and the true purse included', () => {
    // A holds every game card but two large and two small orders; B holds one of each, the rest lie face down
    const large = CARDS.filter((c) => c.deck === 'large').map((c) => c.id);
    const small = CARDS.filter((c) => c.deck === 'small').map((c) => c.id);
    const hidden = [large[0]!, large[1]!, small[0]!, small[1]!];
    const truth = loaded({
      players: 2,
      seed: 3,
      seats: [{ ducats: 130, hand: CARDS.map((c) => c.id).filter((c) => !hidden.includes(c)) }, { ducats: 145, hand: [large[1]!, small[0]!] }],
    });
    expect(truth.decks.large.down).toEqual([large[0]]);
    expect(truth.decks.small.down).toEqual([small[1]]);
    const v = genoa.view(truth, 0);
    expect(hiddenCards(truth, 0)).toEqual(hidden.slice().sort((a, b) => a - b));
    const placements = new Map<string, number>();
    const purses = new Map<number, number>();
    for (let i = 1; i <= 4000; i++) {
      const made = sample(v, 0, drawOf(i));
      const key = JSON.stringify(hiddenPart(made, 0).hands);
      placements.set(key, (placements.get(key) ?? 0) + 1);
      const d = made.seats[1]!.ducats;
      purses.set(d, (purses.get(d) ?? 0) + 1);
    }
    // which large order and which small order B holds: 2 × 2 placements, roughly 1000 each
    expect(placements.size).toBe(4);
    expect(placements.has(JSON.stringify(hiddenPart(truth, 0).hands))).toBe(true);
    expect(Math.min(...placements.values())).toBeGreaterThan(850);
    // B's purse: fives from 0, around A's 130, the true 145 among them
    expect(purses.get(145)).toBeGreaterThan(10);
    expect([...purses.keys()].every((d) => d % 5 === 0 && d >= 0)).toBe(true);
    expect(purses.size).toBeGreaterThan(40);
  });

  it('names a card offered face down by one of the bidder\'s unseen cards of its deck, the same in his hand, the offer, the counter-offer and the deal struck', () => {
    // A (0) trades on the Spices warehouse; B (1) offers the Tavern's small order (wheat) and holds one more card; C (2) looks on
    const SMALL = 16;
    const truth = run(
      loaded({ players: 3, path: ['spices'], seats: [{ hand: [46] }, { hand: [SMALL, 0] }, { hand: [] }] } as GenoaPosition),
      { type: 'offer', seat: 1, offer: { target: 'spices', kind: 'actHere', bidderPays: { ducats: 10, cards: [SMALL] }, traderPays: {}, promise: [] } },
      { type: 'noOffer', seat: 2 },
      { type: 'counter', seat: 0, offer: { bidder: 1, target: 'spices', kind: 'actHere', bidderPays: { ducats: 20, cards: [SMALL] }, traderPays: { cards: [46] }, promise: [] } },
    );
    const v = genoa.view(truth, 2);
    expect(v.counter!.bidderPays).toEqual({ ducats: 20, backs: { small: 1 } });
    expect(v.counter!.traderPays).toEqual({ backs: { privilege: 1 } });
    const offered = new Map<number, number>();
    let agreed = 0;
    for (let i = 1; i <= 400; i++) {
      const made = sample(v, 2, drawOf(i));
      same(genoa.view(made, 2), v, `draw ${i}`);
      const card = made.offers[0]!.bidderPays.cards![0]!;
      expect(CARDS[card]!.deck).toBe('small');
      expect(made.counter!.bidderPays.cards).toEqual([card]);
      expect(made.seats[1]!.hand).toContain(card);
      const given = made.counter!.traderPays.cards![0]!;
      expect(CARDS[given]!.deck).toBe('privilege');
      expect(made.seats[0]!.hand).toEqual([given]);
      offered.set(card, (offered.get(card) ?? 0) + 1);
      // B agrees (when his drawn purse holds the 20 ducats): the deal struck hands the very cards over
      if (made.seats[1]!.ducats >= 20) {
        const struck = run(made, { type: 'agree', seat: 1 });
        expect(struck.seats[0]!.hand).toContain(card);
        expect(struck.seats[1]!.hand).toContain(given);
        agreed++;
      } else expect(genoa.legalMoves(made).map((m) => m.type)).toEqual(['refuse']);
      if (i % 50 === 0) {
        const after = genoa.view(run(truth, { type: 'agree', seat: 1 }), 2);
        same(genoa.view(sample(after, 2, drawOf(i)), 2), after, `draw ${i}, after the deal`);
      }
    }
    // any small order C has not seen can be the one offered, the true one among them
    expect(offered.has(SMALL)).toBe(true);
    expect(offered.size).toBeGreaterThan(5);
    expect(agreed).toBeGreaterThan(300);
  });

  it('every state of every worked example (loaded positions, scripted rolls), for every seat: the sample shows that seat its view, in the same machine state, the acting seat with the same moves, and plays on to a result', () => {
    let checked = 0;
    for (const example of genoaExamples) {
      const ran = runExample(genoa, example);
      if (!ran.ok) throw new Error(`${example.id}: step ${ran.step}: ${ran.error}`);
      ran.states.forEach((truth, step) => {
        for (let seat = -1; seat < truth.players; seat++) {
          const v = genoa.view(truth, seat);
          const made = sample(v, seat, drawOf(mixHash(step, seat, 11)));
          const where = `${example.id} step ${step}, seat ${seat}`;
          same(genoa.view(made, seat), v, `${where}: view of the sample`);
          same(genoa.meta(made), genoa.meta(truth), `${where}: machine state`);
          if (genoa.toAct(truth).includes(seat)) same(genoa.legalMoves(made), genoa.legalMoves(truth), `${where}: legal moves`);
          checked++;
        }
      });
      const last = ran.states.at(-1)!;
      const seat = last.trader;
      expect(genoa.result(playToEnd(sample(genoa.view(last, seat), seat, drawOf(3)), 3, example.id))).not.toBeNull();
    }
    expect(checked).toBeGreaterThan(genoaExamples.length * 10);
  });

  it("refuses another seat's view, and a view whose counts cannot be the 60 cards", () => {
    const s = GAMES[0]!.states[30]!;
    const v = genoa.view(s, 0);
    expect(() => sample(v, 1, drawOf(1))).toThrow(/view of seat 0 sampled for seat 1/);
    expect(() => sample({ ...v, decks: { ...v.decks, large: { ...v.decks.large, down: v.decks.large.down + 1 } } }, 0, drawOf(1))).toThrow(/no hand|unseen/);
    expect(() => sample({ ...v, decks: { ...v.decks, small: { ...v.decks.small, down: v.decks.small.down - 1 } } }, 0, drawOf(1))).toThrow(/in no hand and no deck/);
  });
});
