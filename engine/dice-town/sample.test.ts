/**
 * Determinization (`sample.ts`): along seeded random complete games of every player count (options
 * varied by seed), at every state and for every seat, the sampled state shows the seat exactly its
 * view, differs from the truth only where the seat cannot look (the same unseen cards, placed
 * anew), is plain JSON and plays on to the end; on small positions every hidden placement, the
 * true one among them, comes out; what the table knows limits the deal.
 */
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { Draw, seedRng } from '../core/rng';
import { diceTown } from './game';
import { legalMovesFor, toAct } from './moves';
import { sample } from './sample';
import { chooser, loaded, run } from './testing';
import type { DiceTownMove, DiceTownOptions, DiceTownState, DiceTownView, Face, Pending } from './types';

const GAMES = 8;

const drawOf = (...key: (string | number)[]) => new Draw(seedRng(key.join('/')));

/** Deep equality without the cost of `expect` on every step; `expect` draws the difference on a failure. */
function same(actual: unknown, wanted: unknown, what: string): void {
  if (!isDeepStrictEqual(actual, wanted)) expect(actual, what).toStrictEqual(wanted);
}

const optionsOf = (seed: number): Partial<DiceTownOptions> => ({
  edition: seed % 3 === 0 ? 'first' : 'revised',
  elixirsFaceUp: seed % 2 === 0 ? 2 : 3,
  capAtThree: seed % 4 !== 0,
  kickers: seed % 5 === 0,
});

/** Every state of a random complete game: a random acting seat plays a random legal move of its own. */
function randomStates(players: number, seed: number): DiceTownState[] {
  const start = diceTown.setup({ players, seed, options: optionsOf(seed) });
  if (!start.ok) throw new Error(start.error.en);
  const pick = chooser(seed * 7919 + players);
  const states = [start.state];
  let s = start.state;
  while (!diceTown.isOver(s)) {
    const acting = toAct(s);
    const seat = acting[pick(acting.length)]!;
    const legal = legalMovesFor(s, seat);
    const r = diceTown.play(s, legal[pick(legal.length)]!);
    if (!r.ok) throw new Error(`seed ${seed}: ${r.violation.rule}`);
    s = r.state;
    states.push(s);
  }
  return states;
}

/** Whether `seat` sees the cards drawn and waiting (the drawer sees them). */
const seesDrawn = (p: Pending | null, seat: number) => p !== null && 'seat' in p && p.seat === seat;

/** Cards drawn from the deck by another seat, not yet kept: unseen cards like the deck's. */
const drawnFromDeck = (s: DiceTownState, seat: number) => s.pending?.kind === 'storeKeep' && !seesDrawn(s.pending, seat);

/** Whether the choices under the cups are shown (every keeper has chosen: the cups are lifted). */
const lifted = (s: DiceTownState) => s.keepers.length > 0 && s.keepers.every((k) => s.choices[k] !== null);

/** What `seat` cannot see in `s`, place by place (the generator and the queued dice aside). */
function hiddenParts(s: DiceTownState, seat: number): Record<string, unknown> {
  const parts: Record<string, unknown> = { storeDeck: s.storeDeck, propertyDeck: s.propertyDeck, elixirDeck: s.elixirDeck };
  for (let i = 0; i < s.players; i++) {
    if (i === seat) continue;
    parts[`store ${i}`] = s.hands[i]!.store;
    parts[`property ${i}`] = s.hands[i]!.property;
    parts[`rolled ${i}`] = s.rolled[i];
    if (!lifted(s)) parts[`choice ${i}`] = s.choices[i];
  }
  if (!seesDrawn(s.pending, seat)) parts.drawn = s.drawn;
  return parts;
}

/** `s` with each hidden place replaced by its size (a choice by whether it is made), without the generator. */
function masked(s: DiceTownState, seat: number): unknown {
  const size = (x: unknown) => (Array.isArray(x) ? x.length : x !== null);
  const hidden = Object.fromEntries(Object.entries(hiddenParts(s, seat)).map(([k, x]) => [k, size(x)]));
  return {
    ...s,
    rng: null,
    diceQueue: null,
    storeDeck: null,
    propertyDeck: null,
    elixirDeck: null,
    drawn: seesDrawn(s.pending, seat) ? s.drawn : null,
    hands: s.hands.map((h, i) => (i === seat ? h : { ...h, store: null, property: null })),
    rolled: s.rolled.map((r, i) => (i === seat ? r : null)),
    choices: s.choices.map((c, i) => (i === seat || lifted(s) ? c : null)),
    hidden,
  };
}

/** The unseen cards of each kind of card, sorted: the pool the hidden places share. */
function unseenPool(s: DiceTownState, seat: number) {
  const others = s.hands.filter((_, i) => i !== seat);
  return {
    store: [...s.storeDeck, ...others.flatMap((h) => h.store), ...(drawnFromDeck(s, seat) ? s.drawn : [])].sort(),
    property: [...s.propertyDeck, ...others.flatMap((h) => h.property)].sort(),
    elixir: [...s.elixirDeck].sort(),
  };
}

/** Plays on from `s` at random to the end; the number of moves. */
function playOut(s: DiceTownState, seed: number, where: string): number {
  const pick = chooser(seed);
  let moves = 0;
  while (!diceTown.isOver(s)) {
    if (moves > 20_000) throw new Error(`${where}: no end after 20000 moves`);
    const acting = diceTown.toAct(s);
    if (acting.length === 0) throw new Error(`${where}: nobody to act`);
    const seat = acting[pick(acting.length)]!;
    const legal = legalMovesFor(s, seat);
    if (legal.length === 0) throw new Error(`${where}: seat ${seat} to act without a legal move`);
    const move = legal[pick(legal.length)]!;
    const r = diceTown.play(s, move);
    if (!r.ok) throw new Error(`${where}: ${JSON.stringify(move)} refused: ${r.violation.rule}`);
    s = r.state;
    moves++;
  }
  const result = diceTown.result(s);
  if (!result || result.winners.length === 0) throw new Error(`${where}: the game ended without a result`);
  return moves;
}

/** Which of the common cases that limit the deal a state is for `seat` (the tests count that they met each). */
function caseOf(s: DiceTownState, seat: number): string | null {
  const p = s.pending;
  if (!p) return null;
  if (p.kind === 'keep') return s.choices.some((c, i) => i !== seat && c !== null) ? 'chosen under a cup' : null;
  if (p.seat === seat) return p.kind === 'saloonKeep' ? 'own Saloon draw' : null;
  return p.kind === 'storeKeep' || p.kind === 'saloonKeep' || p.kind === 'window' ? `another's ${p.kind}` : null;
}

const CASES = ['chosen under a cup', 'own Saloon draw', "another's storeKeep", "another's saloonKeep", "another's window"];

describe('sample: along random complete games, every state, every seat', () => {
  for (let players = 2; players <= 5; players++) {
    it(`${players} players: the seat's view comes back exactly; only what it cannot see differs, drawn from the same unseen cards; the state plays on to the end`, () => {
      const met = new Map<string, number>();
      let checked = 0;
      let playouts = 0;
      for (let seed = 1; seed <= GAMES; seed++) {
        randomStates(players, seed).forEach((s, step) => {
          for (let seat = 0; seat < players; seat++) {
            const where = `seed ${seed}, step ${step}, seat ${seat}`;
            const v = diceTown.view(s, seat);
            const before = JSON.stringify(v);
            const x = sample(v, seat, drawOf(seed, step, seat));
            same(JSON.stringify(v), before, `${where}: the view is left as it was`);
            same(diceTown.view(x, seat), v, `${where}: view of the sample`);
            same(JSON.parse(JSON.stringify(x)), x, `${where}: the sample as JSON`);
            same(diceTown.meta(x), diceTown.meta(s), `${where}: machine state`);
            same(masked(x, seat), masked(s, seat), `${where}: the sample outside the hidden places`);
            same(unseenPool(x, seat), unseenPool(s, seat), `${where}: the unseen cards`);
            if (s.pending?.kind === 'saloonKeep' && !seesDrawn(s.pending, seat)) {
              const from = x.hands[s.pending.from]!;
              const pool = [...from.store, ...from.property];
              for (const c of x.drawn) expect(pool, `${where}: a card drawn at the Saloon`).toContain(c);
            }
            const kind = caseOf(s, seat);
            if (kind) met.set(kind, (met.get(kind) ?? 0) + 1);
            checked++;
            if ((step + seat) % 40 === 0) {
              same(diceTown.toAct(x), diceTown.toAct(s), `${where}: seats to act`);
              if (!diceTown.isOver(x)) expect(diceTown.legalMoves(x).length, `${where}: legal moves`).toBeGreaterThan(0);
              playOut(x, seed * 1000 + step + seat, where);
              playouts++;
            }
          }
        });
      }
      expect(checked).toBeGreaterThan(GAMES * players * 40);
      expect(playouts).toBeGreaterThan(GAMES * 3);
      // the common cases that limit the deal were met along these games (the rare ones have their own positions below)
      for (const kind of CASES) expect(met.get(kind) ?? 0, kind).toBeGreaterThan(0);
    });
  }
});

describe('sample: different draws place the hidden things differently', () => {
  it('wherever another cup holds dice or at least two different unseen cards lie face down, the draws do not all agree', () => {
    let checked = 0;
    for (let players = 2; players <= 5; players++) {
      randomStates(players, 100 + players).forEach((s, step) => {
        const seat = step % players;
        const pool = unseenPool(s, seat);
        const dice = s.rolled.some((r, i) => i !== seat && r.length > 0);
        const cards = [pool.store, pool.property, pool.elixir].some((cs) => new Set(cs).size >= 2);
        if (!dice && !cards) return;
        const v = diceTown.view(s, seat);
        const first = JSON.stringify(hiddenParts(sample(v, seat, drawOf('again', step, 0)), seat));
        let k = 1;
        while (k < 64 && JSON.stringify(hiddenParts(sample(v, seat, drawOf('again', step, k)), seat)) === first) k++;
        expect(k, `${players} players, step ${step}, seat ${seat}: 64 draws placed everything hidden alike`).toBeLessThan(64);
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('the generator of later draws is drawn anew', () => {
    const s = randomStates(3, 7)[40]!;
    const v = diceTown.view(s, 1);
    const a = sample(v, 1, drawOf('generator', 1));
    const b = sample(v, 1, drawOf('generator', 2));
    expect(a.rng).not.toEqual(b.rng);
    expect(a.rng).not.toEqual(s.rng);
    expect(a.diceQueue).toEqual([]);
  });
});

/** Every card of the General Store deck but these (by kind). */
const storeBut = (...kept: string[]) =>
  ['dynamite', 'share-of-the-loot', 'hold-up', 'two-for-one', 'wanted-poster', 'saloon-girl', 'not-leaving-office', 'corruption', 'scoundrel', 'cheater', 'lucky-tonic', ...[1, 2, 3, 4, 5, 6, 7, 8].map((vp) => `equipment-${vp}`)].filter(
    (c) => !kept.includes(c),
  );

const repeat = <T>(n: number, item: T): T[] => new Array<T>(n).fill(item);
const dice = (text: string) => text.split(' ') as Face[];

/** `n` samples of `seat`'s view of `s`. */
const samples = (s: DiceTownState, seat: number, n: number, key: string): DiceTownState[] => {
  const v: DiceTownView = diceTown.view(s, seat);
  return Array.from({ length: n }, (_, k) => sample(v, seat, drawOf(key, k)));
};

describe('sample: a small position, where every hidden placement can be counted', () => {
  // Seat 0 looks. Unseen: equipment 6 and 7 (one in seat 1's hand, one in the deck), two deeds (one
  // in seat 1's hand, one in the deck), the two Elixirs left in the deck (in either order), seat 1's
  // one die under the cup (six faces) and its choice made under the cup (keep it, or pay $1 to keep
  // none): 2 × 2 × 2 × 6 × 2 = 96 states seat 0 cannot tell apart.
  const start = loaded({
    players: 2,
    seed: 5,
    hands: [
      { store: ['equipment-8'], property: [...repeat(4, 'deed-5'), ...repeat(4, 'deed-4'), ...repeat(4, 'deed-3'), ...repeat(3, 'deed-2')] },
      { store: ['equipment-7'], property: ['deed-2'] },
    ],
    storeDiscard: storeBut('equipment-6', 'equipment-7', 'equipment-8'),
    row: repeat(3, 'deed-1'),
    elixirs: ['power', 'luck'],
    elixirDiscard: ['donation', 'wealth', 'protection'],
    kept: [[], dice('9 9 K K')],
    dice: dice('A A A Q J Q'),
  });
  const truth = run(start, { type: 'keep', seat: 1, dice: ['Q'] });

  it('has exactly that many hidden things', () => {
    const pool = unseenPool(truth, 0);
    expect([pool.store.length, pool.property.length, pool.elixir.length]).toEqual([2, 2, 2]);
    expect(truth.rolled[1]).toHaveLength(1);
    expect(diceTown.view(truth, 0).chosen).toEqual([false, true]);
  });

  it('3,000 draws give all 96 placements, the true one among them', () => {
    const seen = new Set(samples(truth, 0, 3000, 'small').map((x) => JSON.stringify(hiddenParts(x, 0))));
    expect(seen.size).toBe(96);
    expect(seen.has(JSON.stringify(hiddenParts(truth, 0)))).toBe(true);
  });
});

describe('sample: what the table knows limits the deal', () => {
  const town = (kept: string[], hands: { store?: string[]; property?: string[] }[], more: Record<string, unknown> = {}) =>
    loaded({ players: hands.length, seed: 3, phase: 'town', kept: kept.map(dice), hands, ...more });
  const holds = (x: DiceTownState, seat: number, kind: string) => x.hands[seat]!.store.some((c) => c.split('#')[0] === kind);

  it('a seat asked whether to play a card holds it', () => {
    // seat 1 takes the Gold Mine with three nines and may play its Dynamite
    const s = town(['10 10 J Q K', '9 9 9 A K', 'J J Q K A'], [{ store: ['equipment-2'] }, { store: ['dynamite', 'equipment-1'] }, { store: ['equipment-3'] }]);
    expect(s.pending).toEqual({ kind: 'window', seat: 1, card: 'dynamite' });
    const xs = samples(s, 0, 200, 'window');
    for (const x of xs) expect(holds(x, 1, 'dynamite')).toBe(true);
    expect(new Set(xs.map((x) => x.hands[1]!.store.join())).size).toBeGreaterThan(1);
  });

  it('a seat asked whether to cancel a card with the Wanted poster holds the poster', () => {
    const s0 = town(['10 10 J Q K', '9 9 9 A K', 'J J Q K A'], [{ store: ['equipment-2'] }, { store: ['dynamite', 'equipment-1'] }, { store: ['wanted-poster'] }]);
    const s = run(s0, { type: 'play', seat: 1, card: 'dynamite' });
    expect(s.pending).toEqual({ kind: 'wanted', seat: 2, card: 'dynamite', by: 1 });
    for (const x of samples(s, 0, 200, 'wanted')) expect(x.hands[2]!.store.map((c) => c.split('#')[0])).toEqual(['wanted-poster']);
  });

  it('a seat that must use a Hold-up holds it', () => {
    // seat 1 takes the General Store with one jack and draws the Hold-up from the top of the deck
    const s = town(['9 9 Q K A', 'J 10 K A A', 'Q Q K K A'], [{}, { store: ['equipment-4'] }, { store: ['equipment-5'] }], { storeDeck: ['hold-up'] });
    expect(s.pending).toEqual({ kind: 'holdUp', seat: 1 });
    for (const x of samples(s, 0, 200, 'hold-up')) expect(holds(x, 1, 'hold-up')).toBe(true);
  });

  /**
   * Seat 1 has kept five dice: seats 0 and 2 roll one last time (10 J, and K Q), and only seat 2's
   * Cheater lets them choose; turning the queen into a king ties seats 0 and 2 at the Gold Mine.
   */
  const lastRoll = (seat1: string) =>
    loaded({
      players: 3,
      seed: 3,
      kept: [dice('9 9 K'), dice('K K K K K'), dice('9 9 A')],
      hands: [{ store: ['equipment-1'] }, { store: [seat1] }, { store: ['cheater'] }],
      dice: dice('10 J K Q'),
    });
  const cheat: DiceTownMove = { type: 'keep', seat: 2, dice: ['K', 'K'], cheat: { from: 'Q', to: 'K' } };

  it('a last roll waiting for choices has a Cheater under a keeper', () => {
    const s = lastRoll('equipment-2');
    expect([s.last, s.keepers, s.pending]).toEqual([true, [0, 2], { kind: 'keep' }]);
    const xs = samples(s, 0, 200, 'last roll');
    for (const x of xs) expect(x.hands[2]!.store.map((c) => c.split('#')[0])).toEqual(['cheater']);
    // seat 2's own choice made under the cup is one of its legal keeps in the sample
    const chosen = run(s, cheat);
    for (const x of samples(chosen, 0, 50, 'last roll chosen')) {
      const c = x.choices[2]!;
      const legal = legalMovesFor({ ...x, choices: [null, null, null] }, 2);
      expect(legal).toContainEqual(c.cheat ? { type: 'keep', seat: 2, dice: c.dice, cheat: c.cheat } : { type: 'keep', seat: 2, dice: c.dice });
    }
  });

  it('once the cups are lifted, the dice under each fit the choice shown: the kept dice and fees come out as in the true game', () => {
    // the last roll with seat 1 holding the Wanted poster: the game then waits for the sheriff at the Gold Mine either way
    const last = lastRoll('wanted-poster');
    // an ordinary dice step: seat 1 keeps four dice for free with the Scoundrel; seat 2 holds the Wanted poster
    const plain = loaded({
      players: 3,
      seed: 3,
      hands: [{ store: ['equipment-1'] }, { store: ['scoundrel'] }, { store: ['wanted-poster'] }],
      money: [8, 2, 14],
      dice: dice('9 10 J Q K A A A A 9 Q Q Q 10 9'),
    });
    const cases: [string, DiceTownState, number][] = [
      ['last roll', run(last, cheat, { type: 'keep', seat: 0, dice: ['10', 'J'] }), 1],
      [
        'Scoundrel',
        run(plain, { type: 'keep', seat: 1, dice: ['A', 'A', 'A', 'A'], scoundrel: true }, { type: 'keep', seat: 0, dice: ['9'] }, { type: 'keep', seat: 2, dice: ['Q', 'Q', 'Q'] }),
        2,
      ],
    ];
    for (const [name, s, poster] of cases) {
      expect(s.pending, name).toMatchObject({ kind: 'wanted', seat: poster });
      expect(diceTown.view(s, 0).lifted, name).not.toBeNull();
      for (const answer of ['pass', 'cancel'] as const) {
        const after = run(s, { type: answer, seat: poster });
        expect(after.pending?.kind, `${name} ${answer}: the game waits before anything else hidden matters`).toMatch(/^(tie|keep)$/);
        for (const x of samples(s, 0, 40, `${name} ${answer}`)) {
          const y = run(x, { type: answer, seat: poster });
          const sorted = (k: Face[][]) => k.map((d) => [...d].sort());
          // the order of the dice the Cheater turned back cannot be told: a cancelled turn is compared as a hand
          if (answer === 'cancel') expect(sorted(y.kept), `${name} ${answer}`).toEqual(sorted(after.kept));
          else expect(y.kept, `${name} ${answer}`).toEqual(after.kept);
          expect(y.money, `${name} ${answer}`).toEqual(after.money);
        }
      }
    }
  });

  it('cards the seat drew from another hand at the Saloon are in that hand', () => {
    // seat 0 takes the Saloon with three queens and draws three of seat 1's four cards
    const s = town(['Q Q Q K A', '9 10 J K A'], [{}, { store: ['equipment-1'], property: ['deed-1', 'deed-2'] }], { storeDeck: ['equipment-5'] });
    expect(s.pending).toEqual({ kind: 'saloonKeep', seat: 0, from: 1 });
    expect(s.drawn).toHaveLength(3);
    const xs = samples(s, 0, 200, 'saloon');
    for (const x of xs) for (const c of s.drawn) expect([...x.hands[1]!.store, ...x.hands[1]!.property]).toContain(c);
    expect(new Set(xs.map((x) => JSON.stringify(x.hands[1]))).size).toBeGreaterThan(1);
  });
});
