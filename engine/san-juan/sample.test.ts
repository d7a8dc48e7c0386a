import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { mixHash } from '../core/bot-kit';
import { Draw, seedRng } from '../core/rng';
import { randomStates } from '../core/shown-tests';
import { CARD_BUILDING, CARD_COUNT, type BuildingId } from './cards';
import { sanJuan } from './game';
import { allCards } from './rules';
import { orderOf, sample, sanJuanLookahead } from './sample';
import { loaded } from './testing';
import type { SanJuanOptions, SanJuanState } from './types';

const drawOf = (seed: number): Draw => new Draw(seedRng(seed));

const optionsFor = (seed: number): Partial<SanJuanOptions> => ({
  startingHands: seed % 5 === 0,
  privilege: seed % 3 === 0 ? 'governor' : 'picker',
  afterBuild: seed % 2 === 0 ? 'poor-house-first' : 'carpenter-first',
});

/** Every state of one random complete game (moves uniform over the legal ones, by a seeded hash). */
const positions = (players: number, seed: number): SanJuanState[] =>
  randomStates(sanJuan, { players, seed, options: optionsFor(seed) }, seed);

const GAMES: { players: number; seed: number; states: SanJuanState[] }[] = [];
for (const players of [2, 3, 4]) for (let seed = 1; seed <= 10; seed++) GAMES.push({ players, seed, states: positions(players, seed) });

/** The seats to sample for: every seat, and a spectator (-1, who sees no hand). */
const seatsOf = (players: number): number[] => [-1, ...Array.from({ length: players }, (_, i) => i)];

const drawnHidden = (s: SanJuanState, seat: number): boolean =>
  s.phase === 'councillor' && sanJuan.toAct(s)[0] !== seat;

/** Where the cards and tiles `seat` cannot see lie: other hands, goods, chapels, piles, a hidden draw, the price stack. */
function hiddenPart(s: SanJuanState, seat: number) {
  return {
    hands: s.hands.map((h, i) => (i === seat ? null : h)),
    goods: s.buildings.map((t) => t.map((b) => b.good)),
    chapel: s.chapel,
    drawn: drawnHidden(s, seat) ? s.drawn : null,
    discard: s.discard,
    deck: s.deck,
    priceStack: s.priceStack,
  };
}

/** The hidden card ids of `hiddenPart`, sorted (the unseen pool as a multiset). */
function hiddenCards(s: SanJuanState, seat: number): number[] {
  const h = hiddenPart(s, seat);
  const out = [...h.chapel.flat(), ...(h.drawn ?? []), ...h.discard, ...h.deck];
  for (const hand of h.hands) if (hand) out.push(...hand);
  for (const t of h.goods) for (const g of t) if (g !== null) out.push(g);
  return out.sort((a, b) => a - b);
}

/** The state with its hidden parts reduced to what the rules make public (sizes, whether a good lies there) and no generator. */
function publicPart(s: SanJuanState, seat: number) {
  return {
    ...s,
    rng: null,
    hands: s.hands.map((h, i) => (i === seat ? h : h.length)),
    buildings: s.buildings.map((t) => t.map((b) => ({ card: b.card, good: b.good !== null }))),
    chapel: s.chapel.map((c) => c.length),
    drawn: drawnHidden(s, seat) ? s.drawn.length : s.drawn,
    discard: s.discard.length,
    deck: s.deck.length,
    priceStack: s.priceStack.length,
    // a state is given its result once the game is over
    result: s.result ?? null,
  };
}

/** Deep equality checked cheaply on each of tens of thousands of states; vitest's diff only when it fails. */
function same(actual: unknown, expected: unknown, where: string): void {
  if (!isDeepStrictEqual(actual, expected)) expect(actual, where).toEqual(expected);
}

describe('San Juan determinization: sample(view, seat, draw)', () => {
  it('keeps exactly what the view shows, and everything public besides, over random games of 2, 3 and 4 players', () => {
    let checked = 0;
    for (const { players, seed, states } of GAMES)
      states.forEach((s, step) => {
        if (step % 2 !== seed % 2) return;
        for (const seat of seatsOf(players)) {
          const v = sanJuan.view(s, seat);
          const before = JSON.stringify(v);
          const made = sample(v, seat, drawOf(mixHash(seed, step, seat)));
          const where = `${players} players, seed ${seed}, step ${step}, seat ${seat}`;
          if (JSON.stringify(v) !== before) throw new Error(`${where}: the view was changed`);
          same(sanJuan.view(made, seat), v, where);
          // the seats still to act, the choices owed, the draw's size: not in the view, but the same as the truth
          same(publicPart(made, seat), publicPart(s, seat), where);
          if (step % 10 < 2) same(JSON.parse(JSON.stringify(made)), made, where);
          checked++;
        }
      });
    expect(checked).toBeGreaterThan(15_000);
  });

  it('is the game\'s own sample, and the acting seat gets the same legal moves as in the truth', () => {
    expect(sanJuanLookahead.sample).toBe(sample);
    let compared = 0;
    for (const { seed, states } of GAMES)
      states.forEach((s, step) => {
        const acting = sanJuan.toAct(s)[0];
        if (acting === undefined) return;
        const made = sample(sanJuan.view(s, acting), acting, drawOf(mixHash(seed, step, 7)));
        same(sanJuan.toAct(made), [acting], `seed ${seed} step ${step}`);
        same(sanJuan.legalMoves(made), sanJuan.legalMoves(s), `seed ${seed} step ${step}`);
        compared++;
      });
    expect(compared).toBeGreaterThan(10_000);
  });

  it('gives valid states: 110 cards once each, and a random playout from it reaches the end with a result', () => {
    let playouts = 0;
    for (const { players, seed, states } of GAMES)
      for (let step = seed % 7; step < states.length; step += 40) {
        const s = states[step]!;
        const seat = (step + seed) % players;
        let made = sample(sanJuan.view(s, seat), seat, drawOf(mixHash(seed, step)));
        const cards = allCards(made);
        expect(cards.length).toBe(CARD_COUNT);
        expect(new Set(cards).size).toBe(CARD_COUNT);
        let moves = 0;
        while (!sanJuan.isOver(made)) {
          const legal = sanJuan.legalMoves(made);
          if (sanJuan.toAct(made).length !== 1 || legal.length === 0) throw new Error(`seed ${seed} step ${step}: nobody to act or no legal move in ${made.phase}`);
          const r = sanJuan.play(made, legal[mixHash(seed, step, moves) % legal.length]!);
          if (!r.ok) throw new Error(`seed ${seed} step ${step}: legal move refused: ${r.violation.rule}`);
          made = r.state;
          if (++moves > 5000) throw new Error(`seed ${seed} step ${step}: no end after 5000 moves`);
        }
        const result = sanJuan.result(made);
        expect(result).not.toBeNull();
        expect(result!.seats).toHaveLength(players);
        expect(result!.winners.length).toBeGreaterThan(0);
        playouts++;
      }
    expect(playouts).toBeGreaterThan(200);
  });

  it('deals the unseen cards and price tiles of the truth, only placed differently', () => {
    for (const { players, seed, states } of GAMES)
      states.forEach((s, step) => {
        if (step % 3 !== 0) return;
        for (const seat of seatsOf(players)) {
          const made = sample(sanJuan.view(s, seat), seat, drawOf(mixHash(seed, step, seat, 1)));
          same(hiddenCards(made, seat), hiddenCards(s, seat), `seed ${seed} step ${step} seat ${seat}`);
          same(made.priceStack.slice().sort(), s.priceStack.slice().sort(), `seed ${seed} step ${step} seat ${seat}`);
        }
      });
  });

  it('redraws what is hidden: two draws place the unseen cards, tiles and later reshuffles differently', () => {
    for (const { players, seed, states } of GAMES)
      states.forEach((s, step) => {
        if (step % 5 !== 0) return;
        for (const seat of seatsOf(players)) {
          const v = sanJuan.view(s, seat);
          expect(new Set(hiddenCards(s, seat)).size).toBeGreaterThan(1);
          const a = sample(v, seat, drawOf(mixHash(seed, step, seat, 2)));
          const b = sample(v, seat, drawOf(mixHash(seed, step, seat, 3)));
          if (isDeepStrictEqual(hiddenPart(a, seat), hiddenPart(b, seat))) throw new Error(`seed ${seed} step ${step} seat ${seat}: same hidden placement twice`);
          expect(a.rng).not.toEqual(b.rng);
        }
      });
  });

  it('on a position with four unseen cards, brings out every placement of them and of the price tiles, the true one included', () => {
    // seat A holds every card but the three indigo plants built and four others; B holds one of
    // those, B's plant a good, the discard pile one and the draw pile the last; a price tile is up
    const hiddenNames: BuildingId[] = ['palace', 'statue', 'well', 'smithy'];
    const handNames = CARD_BUILDING.slice(3);
    for (const name of hiddenNames) handNames.splice(handNames.indexOf(name), 1);
    const truth = loaded({
      players: 3,
      seed: 5,
      phase: 'trader',
      picks: [['trader', 0]],
      hands: [handNames, 1, 0],
      buildings: [['indigo_plant'], [{ card: 'indigo_plant', good: true }], ['indigo_plant']],
      discard: 1,
    });
    expect(truth.deck).toHaveLength(1);
    expect(truth.priceStack).toHaveLength(4);
    const v = sanJuan.view(truth, 0);
    expect(hiddenCards(truth, 0).map((c) => CARD_BUILDING[c]).sort()).toEqual(hiddenNames.slice().sort());
    const seen = new Map<string, number>();
    for (let i = 1; i <= 8000; i++) {
      const key = JSON.stringify(hiddenPart(sample(v, 0, drawOf(i)), 0));
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    // 4! placements of the cards times 4! orders of the face-down tiles
    expect(seen.size).toBe(24 * 24);
    expect(seen.has(JSON.stringify(hiddenPart(truth, 0)))).toBe(true);
    // roughly uniform: 8000 / 576 ≈ 14 each
    expect(Math.max(...seen.values())).toBeLessThan(40);
  });

  it('rebuilds the seats still to act from the rules: a chapel queue skips seats without a chapel or a card', () => {
    const s = loaded({
      players: 4,
      round: 2,
      governor: 1,
      phase: 'chapel',
      hands: [3, 2, 0, 4],
      buildings: [['indigo_plant', 'chapel'], ['indigo_plant', 'chapel'], ['indigo_plant', 'chapel'], ['indigo_plant']],
    });
    expect(s.order).toEqual([1, 2, 0].filter((seat) => s.hands[seat]!.length > 0));
    for (const seat of seatsOf(4)) expect(orderOf(sanJuan.view(s, seat))).toEqual([1, 0]);
  });

  it('refuses a view whose counts cannot be the whole deck, or another seat\'s view', () => {
    const s = positions(2, 3).find((x, step) => step > 10 && x.phase === 'pickRole')!;
    const v = sanJuan.view(s, 0);
    expect(() => sample({ ...v, deckSize: v.deckSize + 1 }, 0, drawOf(1))).toThrow(/110 cards/);
    expect(() => sample({ ...v, deckSize: v.deckSize - 1 }, 0, drawOf(1))).toThrow(/110 cards/);
    expect(() => sample(v, 1, drawOf(1))).toThrow(/seat 0 sampled for seat 1/);
  });
});
