/**
 * Who acts now and their legal moves. While everyone keeps dice at once, `toAct` lists every seat
 * still to choose; `legalMovesFor(state, seat)` gives one seat's moves, built only from what that
 * seat may see (its own cup, cash and cards), so they never depend on another seat's hidden dice or
 * choice. `legalMoves(state)` gives the moves of the first seat in `toAct`, so a driver that plays
 * `toAct[0]` each time (`core/bot-kit.ts` `playMatch`) never hands one seat another's options.
 */
import { kindOf, FIRST_EDITION_MENU } from './deck';
import { holds, othersFrom } from './resolve';
import { FACES, FACE_INDEX, keepFee } from './rules';
import type { DiceTownMove, DiceTownState, Face, Pending, PendingKind } from './types';

export function toAct(s: DiceTownState): number[] {
  const p = s.pending;
  if (!p || s.stage === 'over') return [];
  if (p.kind === 'keep') return s.keepers.filter((seat) => s.choices[seat] === null);
  return [p.seat];
}

/** Whether `seat` is in `toAct(s)` (without building the list). */
export function acts(s: DiceTownState, seat: number): boolean {
  const p = s.pending;
  if (!p || s.stage === 'over') return false;
  if (p.kind === 'keep') return s.choices[seat] === null && s.keepers.includes(seat);
  return p.seat === seat;
}

const SUBSETS = new Map<number, readonly (readonly Face[])[]>();

/** 7^i for each face index: a multiset of up to six dice as one number in base 7. */
const POW7 = [1, 7, 49, 343, 2401, 16807];

function multisetKey(dice: readonly Face[]): number {
  let key = 0;
  for (let i = 0; i < dice.length; i++) key += POW7[FACE_INDEX[dice[i]!]]!;
  return key;
}

/**
 * Every distinct sub-multiset of `dice` (faces sorted high to low inside each). The lists are
 * cached and frozen (there are only 462 multisets of up to five dice): copy before changing one.
 */
export function subMultisets(dice: readonly Face[]): readonly (readonly Face[])[] {
  const key = multisetKey(dice);
  let hit = SUBSETS.get(key);
  if (!hit) {
    hit = Object.freeze(computeSubsets(dice).map((d) => Object.freeze(d)));
    SUBSETS.set(key, hit);
  }
  return hit;
}

function computeSubsets(dice: readonly Face[]): Face[][] {
  const counts = [0, 0, 0, 0, 0, 0];
  for (const d of dice) counts[FACE_INDEX[d]]!++;
  let out: Face[][] = [[]];
  for (let f = 5; f >= 0; f--) {
    const c = counts[f]!;
    if (c === 0) continue;
    const next: Face[][] = [];
    for (const base of out) for (let k = 0; k <= c; k++) next.push(k === 0 ? base : [...base, ...Array<Face>(k).fill(FACES[f]!)]);
    out = next;
  }
  return out;
}

/** One plain keep (not the last roll, no Cheater): the dice, and whether the Scoundrel pays for them. */
interface PlainKeep {
  dice: Face[];
  scoundrel: boolean;
}

const PLAIN_KEEPS = new Map<number, readonly PlainKeep[]>();

/**
 * The plain keeps of a roll, in move order: each sub-multiset the seat can pay for, and after it
 * the same dice kept with the Scoundrel (two dice or more). They depend only on the dice, the cash
 * up to $4 (the largest fee) and whether the Scoundrel is held, so they are cached by those (at
 * most 462 × 5 × 2 lists).
 */
function plainKeeps(rolled: readonly Face[], cash: number, scoundrel: boolean): readonly PlainKeep[] {
  const key = (multisetKey(rolled) * 5 + Math.min(cash, 4)) * 2 + (scoundrel ? 1 : 0);
  let hit = PLAIN_KEEPS.get(key);
  if (!hit) {
    const out: PlainKeep[] = [];
    for (const d of subMultisets(rolled)) {
      const dice = d as Face[];
      if (keepFee(dice.length) <= cash) out.push({ dice, scoundrel: false });
      if (scoundrel && dice.length >= 2) out.push({ dice, scoundrel: true });
    }
    hit = out;
    PLAIN_KEEPS.set(key, hit);
  }
  return hit;
}

/**
 * A seat's keep moves: the last roll kept whole, or the plain keeps, then the keeps with the
 * Cheater. Each kind is built by its own small function (V8 compiles them separately).
 */
function keepMoves(s: DiceTownState, seat: number): DiceTownMove[] {
  const rolled = s.rolled[seat]!;
  const out = s.last ? lastRollKeep(seat, rolled) : plainKeepMoves(seat, rolled, s.money[seat]!, holds(s, seat, 'scoundrel'));
  if (holds(s, seat, 'cheater')) cheaterKeeps(seat, rolled, s.last, s.money[seat]!, out);
  return out;
}

/** In the last roll every die rolled is kept. */
function lastRollKeep(seat: number, rolled: readonly Face[]): DiceTownMove[] {
  return [{ type: 'keep', seat, dice: rolled.slice() }];
}

function plainKeepMoves(seat: number, rolled: readonly Face[], cash: number, scoundrel: boolean): DiceTownMove[] {
  const plain = plainKeeps(rolled, cash, scoundrel);
  const out: DiceTownMove[] = [];
  for (let i = 0; i < plain.length; i++) {
    const { dice, scoundrel: free } = plain[i]!;
    out.push(free ? { type: 'keep', seat, dice, scoundrel: true } : { type: 'keep', seat, dice });
  }
  return out;
}

/** The Cheater turns one rolled die to another face; the turned die must be kept (appended to `out`). */
function cheaterKeeps(seat: number, rolled: readonly Face[], last: boolean, cash: number, out: DiceTownMove[]): void {
  const seen = new Set<Face>();
  for (const from of rolled) {
    if (seen.has(from)) continue;
    seen.add(from);
    for (const to of FACES) {
      if (to === from) continue;
      const changed = rolled.slice();
      changed[changed.indexOf(from)] = to;
      if (last) {
        out.push({ type: 'keep', seat, dice: changed, cheat: { from, to } });
        continue;
      }
      for (const dice of subMultisets(changed)) {
        if (!dice.includes(to)) continue;
        if (keepFee(dice.length) <= cash) out.push({ type: 'keep', seat, dice: dice as Face[], cheat: { from, to } });
      }
    }
  }
}

function pairs<T>(items: readonly T[]): T[][] {
  if (items.length <= 2) return [items.slice()];
  const out: T[][] = [];
  for (let i = 0; i < items.length; i++) for (let j = i + 1; j < items.length; j++) out.push([items[i]!, items[j]!]);
  return out;
}

/** The elixir (or first-edition menu) moves of a visitor. */
function elixirMoves(s: DiceTownState, seat: number): DiceTownMove[] {
  const out: DiceTownMove[] = [];
  const cards = s.options.edition === 'first' ? FIRST_EDITION_MENU : s.elixirs;
  const opponents = othersFrom(seat, s.players).sort((a, b) => a - b);
  for (const card of cards) {
    const kind = kindOf(card);
    if (kind === 'donation' || kind === 'friendship') for (const target of opponents) out.push({ type: 'elixir', seat, card, target });
    else if (kind === 'protection' || kind === 'barbed-wire')
      for (const protect of pairs(s.hands[seat]!.property)) out.push({ type: 'elixir', seat, card, protect });
    else out.push({ type: 'elixir', seat, card });
  }
  return out;
}

type Options<K extends PendingKind> = (s: DiceTownState, seat: number, p: Extract<Pending, { kind: K }>) => DiceTownMove[];

/** The moves open to the seat who must decide, by the kind of decision (one small function each). */
const OPTIONS: { [K in PendingKind]: Options<K> } = {
  keep: (s, seat) => keepMoves(s, seat),
  wanted: (_s, seat) => [{ type: 'cancel', seat }, { type: 'pass', seat }],
  window: (_s, seat, p) => [{ type: 'play', seat, card: p.card }, { type: 'pass', seat }],
  holdUp: (s, seat) =>
    othersFrom(seat, s.players)
      .sort((a, b) => a - b)
      .map((target) => ({ type: 'holdUp', seat, target })),
  tie: (_s, seat, p) => p.candidates.map((winner) => ({ type: 'settleTie', seat, winner })),
  storeKeep: (s, seat) => [...new Set(s.drawn)].map((card) => ({ type: 'keepCard', seat, card })),
  saloonKeep: (s, seat) => [...new Set(s.drawn)].map((card) => ({ type: 'keepCard', seat, card })),
  saloonTarget: (_s, seat, p) => p.targets.map((target) => ({ type: 'steal', seat, target })),
  docNext: (s, seat) => s.visitors.map((visitor) => ({ type: 'docNext', seat, visitor })),
  elixir: (s, seat) => elixirMoves(s, seat),
  give: (s, seat, p) => {
    const h = s.hands[seat]!;
    const pool = p.what === 'store' ? h.store : [...h.property, ...h.protected];
    return pool.map((card) => ({ type: 'give', seat, card }));
  },
};

/** The legal moves of one seat (empty when the seat has nothing to decide). */
export function legalMovesFor(s: DiceTownState, seat: number): DiceTownMove[] {
  if (!acts(s, seat)) return [];
  const p = s.pending!;
  return (OPTIONS[p.kind] as Options<PendingKind>)(s, seat, p);
}

export function legalMoves(s: DiceTownState): DiceTownMove[] {
  const seat = toAct(s)[0];
  return seat === undefined ? [] : legalMovesFor(s, seat);
}
