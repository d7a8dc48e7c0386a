/**
 * Determinization: a whole Dice Town state drawn from what one seat may see, for bots and reviews
 * that look ahead without cheating. What the view shows is kept as it is (`shown` turns it back
 * into a state); what it hides is drawn at random from what that seat has not seen: the other
 * seats' General Store and property cards, the order of the three face-down decks, cards another
 * seat has drawn, the dice under the other cups and the choices made under them, and the
 * generator of every later roll and shuffle (the future is unknown to the seat).
 *
 * The deal agrees with what the table knows now: a seat asked whether to play a card holds it, a
 * seat passed over by a Wanted poster does not hold one, a last roll that waits for choices has a
 * Cheater among the keepers, cards the viewer drew at the Saloon are in the robbed hand, dice under
 * a lifted cup fit the choice shown. Among the deals that agree, each is equally likely.
 */
import type { Lookahead } from '../core/contract';
import type { MachineGame } from '../core/machine-game';
import { diceTown } from './game';
import type { DiceTownOptions } from './types';
import type { Draw } from '../core/rng';
import { ELIXIR_INSTANCES, STORE_INSTANCES, isKind, isStoreKind, kindOf, propertyInstances } from './deck';
import { legalMovesFor } from './moves';
import { choiceOf, othersFrom } from './resolve';
import { FACES } from './rules';
import { shown } from './shown';
import type { DiceTownMove, DiceTownState, DiceTownView, Face, KeepChoice } from './types';

/** Deals tried before a view no deal fits is reported (a fitting deal comes within a few dozen). */
const ATTEMPTS = 10_000;

/** A whole state `seat` cannot tell from the one its `view` was taken of, the hidden parts drawn with `draw`. */
export function sample(view: DiceTownView, seat: number, draw: Draw): DiceTownState {
  if (view.seat !== seat) throw new RangeError(`dice-town sample: the view is seat ${view.seat}'s, not seat ${seat}'s`);
  // the log is shared as the view shares it with the state (never changed once written); the rest is copied
  const { log, history, ...rest } = view;
  const v: DiceTownView = { ...(JSON.parse(JSON.stringify(rest)) as typeof rest), log, history };
  // a game still running has no `result` at all, as a state the game itself made
  const { result, ...running } = shown(v);
  const s: DiceTownState = result ? { ...running, result } : running;
  s.rng = [draw.int(0x100000000), draw.int(0x100000000), draw.int(0x100000000), draw.int(0x100000000)];
  dealStore(s, v, draw);
  dealProperty(s, v, draw);
  s.elixirDeck = draw.shuffle(unseen(v.options.edition === 'revised' ? ELIXIR_INSTANCES : [], [...v.elixirs, ...v.elixirDiscard]));
  if (s.elixirDeck.length !== v.elixirDeckSize) throw inconsistent('Elixir', s.elixirDeck.length, v.elixirDeckSize);
  drawnAtTheSaloon(s, v, draw);
  cups(s, v, draw);
  return s;
}

/** The cards of `all` not among `seen` (card instances are unique). */
const unseen = (all: readonly string[], seen: readonly string[]): string[] => {
  const out = new Set(seen);
  return all.filter((c) => !out.has(c));
};

const inconsistent = (what: string, have: number, want: number): Error =>
  new Error(`dice-town sample: ${have} unseen ${what} cards for ${want} hidden places`);

/** The cards the viewer drew from another seat's hand at the Saloon (they are in that hand), and whose. */
function robbed(v: DiceTownView): { from: number; cards: string[] } | null {
  const p = v.pending;
  return p?.kind === 'saloonKeep' && p.seat === v.seat ? { from: p.from, cards: v.drawn } : null;
}

/** Cards of another seat's hidden pile that are known: the viewer's Saloon draw from it. */
function known(v: DiceTownView, seat: number, store: boolean): string[] {
  const r = robbed(v);
  return r && r.from === seat ? r.cards.filter((c) => isStoreKind(kindOf(c)) === store) : [];
}

/** The other seats' General Store cards, cards another seat drew at the General Store, the deck. */
function dealStore(s: DiceTownState, v: DiceTownView, draw: Draw): void {
  const me = v.seat;
  const p = v.pending;
  const mine = v.hands[me]!.store!;
  const ownDraw = p?.kind === 'storeKeep' && p.seat === me ? v.drawn : [];
  const pool = unseen(STORE_INSTANCES, [...v.storeDiscard, ...mine, ...ownDraw, ...(robbed(v)?.cards ?? [])]);
  const drawnByOther = p?.kind === 'storeKeep' && p.seat !== me ? v.drawnCount : 0;
  const slots = v.hands.map((h, i) => (i === me ? 0 : h.storeCount - known(v, i, true).length));
  const places = slots.reduce((a, b) => a + b, 0) + drawnByOther + v.storeDeckSize;
  if (pool.length !== places) throw inconsistent('General Store', pool.length, places);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const cards = draw.shuffle(pool);
    let at = 0;
    const take = (n: number) => cards.slice(at, (at += n));
    const hands = v.hands.map((_, i) => (i === me ? mine : draw.shuffle([...known(v, i, true), ...take(slots[i]!)])));
    const drawn = take(drawnByOther);
    if (!fits(hands, v)) continue;
    s.hands.forEach((h, i) => (h.store = hands[i]!));
    if (drawnByOther > 0) s.drawn = drawn;
    s.storeDeck = take(v.storeDeckSize);
    return;
  }
  throw new Error(`dice-town sample: no deal of the General Store cards fits the view (${ATTEMPTS} tried)`);
}

/**
 * Whether the General Store cards in every hand fit what the table knows now: the seat the game
 * waits for holds the card it is asked about; a Wanted poster's earlier seats, not yet asked, hold
 * none; a last roll waiting for choices has a Cheater under some keeper's hand.
 */
function fits(hands: readonly string[][], v: DiceTownView): boolean {
  const holds = (seat: number, kind: string) => hands[seat]!.some((c) => isKind(c, kind));
  const p = v.pending;
  switch (p?.kind) {
    case 'window':
      return holds(p.seat, p.card);
    case 'holdUp':
      return holds(p.seat, 'hold-up');
    case 'wanted': {
      const top = v.tasks[v.tasks.length - 1];
      const asked = top?.t === 'wanted' ? top.asked : [];
      for (const other of othersFrom(p.by, v.players)) {
        if (other === p.seat) break;
        if (!asked.includes(other) && holds(other, 'wanted-poster')) return false;
      }
      return holds(p.seat, 'wanted-poster');
    }
    case 'keep':
      return !v.last || v.keepers.some((k) => holds(k, 'cheater'));
    default:
      return true;
  }
}

/** The other seats' property cards in hand and the property deck (nothing the table knows limits them). */
function dealProperty(s: DiceTownState, v: DiceTownView, draw: Draw): void {
  const me = v.seat;
  const seen = [...v.row, ...v.hands[me]!.property!, ...v.hands.flatMap((h) => h.protected), ...(robbed(v)?.cards ?? [])];
  const cards = draw.shuffle(unseen(propertyInstances(v.options.edition), seen));
  const slots = v.hands.map((h, i) => (i === me ? 0 : h.propertyCount - known(v, i, false).length));
  const places = slots.reduce((a, b) => a + b, 0) + v.propertyDeckSize;
  if (cards.length !== places) throw inconsistent('property', cards.length, places);
  let at = 0;
  s.hands.forEach((h, i) => {
    if (i !== me) h.property = draw.shuffle([...known(v, i, false), ...cards.slice(at, (at += slots[i]!))]);
  });
  s.propertyDeck = cards.slice(at);
}

/** Cards another seat drew at random from a hand at the Saloon: that many of the robbed hand's cards. */
function drawnAtTheSaloon(s: DiceTownState, v: DiceTownView, draw: Draw): void {
  const p = v.pending;
  if (p?.kind !== 'saloonKeep' || p.seat === v.seat) return;
  const hand = s.hands[p.from]!;
  s.drawn = draw.shuffle([...hand.store, ...hand.property]).slice(0, v.drawnCount);
}

const randomFaces = (n: number, draw: Draw): Face[] => Array.from({ length: n }, () => draw.pick(FACES));

/**
 * The dice under the other cups and the choices made under them: before the cups are lifted, dice
 * rolled at random and a choice drawn from that seat's legal keeps; once lifted, the choices as
 * shown and dice under each cup that fit them.
 */
function cups(s: DiceTownState, v: DiceTownView, draw: Draw): void {
  const others = v.rolledCounts.map((_, i) => i).filter((i) => i !== v.seat);
  for (const i of others) {
    const choice = v.lifted?.[i] ?? null;
    s.rolled[i] = choice ? underLiftedCup(choice, v.rolledCounts[i]!, v.last, draw) : randomFaces(v.rolledCounts[i]!, draw);
    s.choices[i] = choice;
  }
  if (v.lifted) return;
  for (const i of others) {
    if (!v.chosen[i]) continue;
    const move = draw.pick(legalMovesFor(s, i)) as Extract<DiceTownMove, { type: 'keep' }>;
    s.choices[i] = choiceOf(move);
  }
}

/**
 * Dice rolled under a cup whose choice is shown. On the last roll every die is kept: the dice as
 * kept, or, with a Cheater, with one turned die (one that the turn would reach first) back on the
 * face it was rolled on. Otherwise the kept dice (a turned one back on its face) and the dice
 * returned to the hand, at random, in any order.
 */
function underLiftedCup(choice: KeepChoice, n: number, last: boolean, draw: Draw): Face[] {
  const { dice, cheat } = choice;
  if (last) {
    if (!cheat) return dice.slice();
    const turned = dice.flatMap((d, i) => (d === cheat.to && !dice.slice(0, i).includes(cheat.from) ? [i] : []));
    const rolled = dice.slice();
    rolled[draw.pick(turned)] = cheat.from;
    return rolled;
  }
  const faces = dice.slice();
  if (cheat) faces.splice(faces.indexOf(cheat.to), 1, cheat.from);
  return draw.shuffle([...faces, ...randomFaces(n - faces.length, draw)]);
}

/** The game with its determinization, for bots and reviews that look ahead (a chapter page plays `diceTown` without it). */
export const diceTownLookahead: Lookahead<MachineGame<DiceTownState, DiceTownMove, DiceTownOptions, DiceTownView>> = { ...diceTown, sample };
