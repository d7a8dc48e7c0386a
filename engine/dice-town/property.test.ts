/**
 * Property tests: 2,000 random complete games (500 each for 2, 3, 4 and 5 players, options drawn at
 * random) with the invariants checked after every move: money, nuggets and cards conserved, nobody
 * choosing with sight of a hidden die, refused moves leaving the state alone.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ELIXIR_INSTANCES, STORE_INSTANCES, propertyInstances } from './deck';
import { diceTown } from './game';
import { legalMovesFor, toAct } from './moves';
import { FACES, NUGGETS, moneyInPlay } from './rules';
import { chooser } from './testing';
import type { DiceTownMove, DiceTownOptions, DiceTownState, Face } from './types';

const GAMES_PER_COUNT = 500;

function fail(msg: string, s: DiceTownState, m?: DiceTownMove): never {
  throw new Error(`${msg} (round ${s.round}, phase ${s.phase}${m ? `, move ${JSON.stringify(m)}` : ''})`);
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const x = [...a].sort();
  const y = [...b].sort();
  return x.every((v, i) => v === y[i]);
}

function checkInvariants(s: DiceTownState) {
  const money = s.money.reduce((a, b) => a + b, 0) + s.bank + s.stagecoach;
  if (money !== moneyInPlay(s.players)) fail(`money ${money} ≠ ${moneyInPlay(s.players)}`, s);
  if (s.money.some((m) => m < 0) || s.bank < 0 || s.stagecoach < 0) fail('negative money', s);
  if (s.mine + s.nuggets.reduce((a, b) => a + b, 0) !== NUGGETS || s.mine < 0 || s.nuggets.some((n) => n < 0)) fail('nuggets not conserved', s);
  const drawnStore = s.pending?.kind === 'storeKeep' ? s.drawn : [];
  const store = [...s.storeDeck, ...s.storeDiscard, ...drawnStore, ...s.hands.flatMap((h) => h.store)];
  if (!sameSet(store, STORE_INSTANCES)) fail('General Store cards not conserved', s);
  const property = [...s.propertyDeck, ...s.row, ...s.hands.flatMap((h) => [...h.property, ...h.protected])];
  if (!sameSet(property, propertyInstances(s.options.edition))) fail('property cards not conserved', s);
  const elixirs = [...s.elixirDeck, ...s.elixirs, ...s.elixirDiscard];
  if (!sameSet(elixirs, s.options.edition === 'revised' ? ELIXIR_INSTANCES : [])) fail('Elixir cards not conserved', s);
  if (s.options.edition === 'revised' && s.elixirs.length !== s.options.elixirsFaceUp) fail('face-up Elixirs', s);
  for (let seat = 0; seat < s.players; seat++) if (s.kept[seat]!.length + s.rolled[seat]!.length > 5) fail('more than five dice', s);
  if (s.stage !== 'over' && s.row.length !== 3 && s.stage !== 'townHall' && s.stage !== 'docBadluck') fail('row not refilled', s);
}

/** The state with every other seat's hidden dice re-rolled and hidden choices altered. */
function perturbed(s: DiceTownState, seat: number, pick: (n: number) => number): DiceTownState {
  return {
    ...s,
    rolled: s.rolled.map((r, i) => (i === seat ? r : r.map((): Face => FACES[pick(6)]!))),
    choices: s.choices.map((c, i) => (i === seat || c === null ? c : { dice: [], scoundrel: false, cheat: null })),
  };
}

function playRandomGame(players: number, seed: number, choice: number, options: Partial<DiceTownOptions>) {
  const start = diceTown.setup({ players, seed, options });
  if (!start.ok) throw new Error(start.error.en);
  let s = start.state;
  const pick = chooser(choice);
  checkInvariants(s);
  for (let step = 0; !diceTown.isOver(s); step++) {
    if (step > 5000) fail('game too long', s);
    const acting = toAct(s);
    if (acting.length === 0) fail('nobody to act', s);
    const seat = acting[pick(acting.length)]!;
    const legal = legalMovesFor(s, seat);
    if (legal.length === 0) fail('no legal move', s);
    const move = legal[pick(legal.length)]!;
    if (s.pending?.kind === 'keep' && step % 3 === 0) {
      // no choice made with sight of a hidden die: the seat's options and view ignore the others' cups
      const other = perturbed(s, seat, pick);
      if (JSON.stringify(legalMovesFor(other, seat)) !== JSON.stringify(legal)) fail('legal moves depend on hidden dice', s, move);
      if (step % 12 === 0 && JSON.stringify(diceTown.view(other, seat)) !== JSON.stringify(diceTown.view(s, seat))) fail('view shows hidden dice', s, move);
    }
    if (step % 16 === 0) {
      const before = JSON.stringify(s);
      const outsider = [...Array(players).keys()].find((x) => !acting.includes(x));
      if (outsider !== undefined) {
        const wrong = diceTown.play(s, { ...move, seat: outsider } as DiceTownMove);
        if (wrong.ok) fail('a seat not acting was allowed to move', s, move);
        if (JSON.stringify(s) !== before) fail('a refused move changed the state', s, move);
      }
    }
    const r = diceTown.play(s, move);
    if (!r.ok) fail(`legal move refused: ${r.violation.rule}`, s, move);
    const line = diceTown.describe(s, move);
    if (!line.zh || !line.en) fail('no log line', s, move);
    s = r.state;
    checkInvariants(s);
    const meta = diceTown.meta(s);
    if (!meta.section || meta.label.en === 'Unknown phase') fail('state without meta', s);
  }
  const result = diceTown.result(s)!;
  if (!(s.mine === 0 || s.row.length < 3)) fail('game over without an end condition', s);
  for (const seat of result.seats) if (seat.breakdown.reduce((t, l) => t + l.points, 0) !== seat.total) fail('breakdown does not add up', s);
  const best = Math.max(...result.seats.map((x) => x.total));
  expect(result.winners).toEqual(result.seats.filter((x) => x.total === best).map((x) => x.seat));
  return s;
}

const optionsArb = fc.record({
  edition: fc.constantFrom<'revised' | 'first'>('revised', 'revised', 'first'),
  elixirsFaceUp: fc.constantFrom<2 | 3>(2, 3),
  capAtThree: fc.boolean(),
  kickers: fc.boolean(),
});

describe('random complete games keep every invariant', () => {
  test.each([2, 3, 4, 5])('%i players', (players) => {
    let games = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 1, max: 2 ** 31 - 1 }), optionsArb, (seed, choice, options) => {
        const end = playRandomGame(players, seed, choice, options);
        games++;
        return end.stage === 'over';
      }),
      { numRuns: GAMES_PER_COUNT },
    );
    expect(games).toBe(GAMES_PER_COUNT);
  });
});
