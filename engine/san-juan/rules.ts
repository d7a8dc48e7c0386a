/**
 * Pure rule helpers for San Juan (fact sheet §2–§6): turn orders, prices, the draw pile, and
 * every step of a role phase as a function from a state to a new state. The machine's actions
 * and the position loader call these; none of them mutates its arguments.
 */
import { resultOf } from '../core/ranking';
import type { Bilingual, GameResult, ScoreLine } from '../core/contract';
import { Draw } from '../core/rng';
import {
  BUILDING,
  CARD_BUILDING,
  CARD_COST,
  CARD_IS_PRODUCTION,
  CARD_VP,
  MONUMENTS,
  goodOf,
  priceOf,
  type BuildingId,
} from './cards';
import type { LogLine } from './log';
import * as text from './text';
import type { Building, Role, RolePick, SanJuanOptions, SanJuanState } from './types';

export const START_HAND = 4;
export const HAND_LIMIT = 7;
export const TOWER_HAND_LIMIT = 12;
export const END_BUILDINGS = 12;
export const GOLD_MINE_REVEAL = 4;

export const DEFAULT_OPTIONS: SanJuanOptions = {
  startingHands: false,
  privilege: 'picker',
  afterBuild: 'carpenter-first',
};

// ---- seats and orders (§3) ----------------------------------------------------------------------

/** Seats clockwise starting with `first`. */
export function clockwise(first: number, players: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < players; k++) out.push((first + k) % players);
  return out;
}

/** Who picks a role, in order, this round: 2 players governor, other, governor (§7). */
export function pickOrder(governor: number, players: number): number[] {
  if (players === 2) return [governor, 1 - governor, governor];
  return clockwise(governor, players);
}

/** The seat picking now, or null when every pick of the round is made. */
export function chooser(s: { picks: readonly RolePick[]; governor: number; players: number }): number | null {
  // the same seats as `pickOrder`, without building the list (this is asked on every move)
  const k = s.picks.length;
  if (k >= picksPerRound(s.players)) return null;
  return s.players === 2 ? (k === 1 ? 1 - s.governor : s.governor) : (s.governor + k) % s.players;
}

/** Roles picked in one round: three with two players, else one per player. */
export const picksPerRound = (players: number): number => (players === 2 ? 3 : players);

/** The seat holding the privilege of a role picked by `picker`. */
export function privilegeHolder(options: SanJuanOptions, picker: number, governor: number): number {
  return options.privilege === 'governor' ? governor : picker;
}

// ---- tableaux ---------------------------------------------------------------------------------

export function owns(tableau: readonly Building[], id: BuildingId, except = -1): boolean {
  for (const b of tableau) if (b.card !== except && CARD_BUILDING[b.card] === id) return true;
  return false;
}

export const handLimit = (tableau: readonly Building[]): number => (owns(tableau, 'tower') ? TOWER_HAND_LIMIT : HAND_LIMIT);

export const goodsCount = (tableau: readonly Building[]): number => tableau.reduce((t, b) => t + (b.good === null ? 0 : 1), 0);

/** The number of goods a seat may produce or sell in this phase (§4.2, §4.3). */
export function allowance(s: SanJuanState, seat: number, role: 'producer' | 'trader'): number {
  const tableau = s.buildings[seat]!;
  let n = 1;
  if (s.privileged === seat) n += s.doubled ? 2 : 1;
  if (owns(tableau, role === 'producer' ? 'aqueduct' : 'trading_post')) n += 1;
  return n;
}

/** Cards the councillor `seat` draws and keeps (§4.4). */
export function councillorCounts(s: SanJuanState, seat: number): { draw: number; keep: number } {
  const draw = s.privileged === seat ? (s.doubled ? 8 : 5) : 2;
  return { draw, keep: owns(s.buildings[seat]!, 'prefecture') ? 2 : 1 };
}

export interface BuildPrice {
  /** Price after every reduction (never below 0), before goods are used. */
  cost: number;
  /** Printed cost of the building covered with the crane (0 without one). */
  covered: number;
  privilege: number;
  smithy: number;
  quarry: number;
}

/** The price of building `card` for `seat`, over `over` if given (§4.1, §5 Crane, §10 Q13). */
export function buildPrice(s: SanJuanState, seat: number, card: number, over?: number): BuildPrice {
  const tableau = s.buildings[seat]!;
  const production = CARD_IS_PRODUCTION[card]!;
  const privilege = s.privileged === seat ? (s.doubled ? 2 : 1) : 0;
  const smithy = production && owns(tableau, 'smithy') ? 1 : 0;
  const quarry = !production && owns(tableau, 'quarry') ? 1 : 0;
  const covered = over === undefined ? 0 : CARD_COST[over]!;
  const cost = Math.max(0, CARD_COST[card]! - covered - privilege - smithy - quarry);
  return { cost, covered, privilege, smithy, quarry };
}

// ---- the public log ------------------------------------------------------------------------------

/** Lines the state keeps: the log is a window on the most recent events (older ones drop off). */
export const LOG_WINDOW = 60;

/**
 * `next`, a state the caller has just built from `s`, with `lines` added to `s`'s log (the newest
 * `LOG_WINDOW` kept). It sets the two fields of that new object: spreading a `{ log, logCount }` into
 * the caller's object literal would copy it key by key, several times the cost (this runs on most
 * moves). Lines are data, worded when read (log.ts).
 */
export function logged<T extends Pick<SanJuanState, 'log' | 'logCount'>>(next: T, s: Pick<SanJuanState, 'log' | 'logCount'>, ...lines: LogLine[]): T {
  const old = s.log;
  const all = old.length + lines.length;
  const from = all > LOG_WINDOW ? all - LOG_WINDOW : 0;
  const log = from < old.length ? old.slice(from) : [];
  for (let i = from > old.length ? from - old.length : 0; i < lines.length; i++) log.push(lines[i]!);
  next.log = log;
  next.logCount = s.logCount + lines.length;
  return next;
}

// ---- a working copy for one step ---------------------------------------------------------------

/**
 * A working copy for one step: the arrays a step changes are copied on first use (copy on write),
 * so a step touching one hand does not copy the whole table. `done()` hands back the new state.
 */
export class Table {
  s: SanJuanState;
  private rng: Draw | null = null;
  private lines: LogLine[] = [];
  private ownDeck = false;
  private ownDiscard = false;
  private ownHands: boolean[] | null = null;
  private ownTableaux: boolean[] | null = null;
  constructor(state: SanJuanState) {
    this.s = { ...state };
  }
  deck(): number[] {
    if (!this.ownDeck) {
      this.s.deck = this.s.deck.slice();
      this.ownDeck = true;
    }
    return this.s.deck;
  }
  discards(): number[] {
    if (!this.ownDiscard) {
      this.s.discard = this.s.discard.slice();
      this.ownDiscard = true;
    }
    return this.s.discard;
  }
  hand(seat: number): number[] {
    if (!this.ownHands) {
      this.s.hands = this.s.hands.slice();
      this.ownHands = [];
    }
    if (!this.ownHands[seat]) {
      this.s.hands[seat] = this.s.hands[seat]!.slice();
      this.ownHands[seat] = true;
    }
    return this.s.hands[seat]!;
  }
  tableau(seat: number): Building[] {
    if (!this.ownTableaux) {
      this.s.buildings = this.s.buildings.slice();
      this.ownTableaux = [];
    }
    if (!this.ownTableaux[seat]) {
      this.s.buildings[seat] = this.s.buildings[seat]!.slice();
      this.ownTableaux[seat] = true;
    }
    return this.s.buildings[seat]!;
  }
  /** Draws up to `n` cards, shuffling the discard pile into a new draw pile when it runs out (§2, §10 Q11). */
  draw(n: number): number[] {
    const out: number[] = [];
    for (let i = 0; i < n; i++) {
      if (this.s.deck.length === 0) {
        if (this.s.discard.length === 0) break;
        this.rng ??= new Draw(this.s.rng);
        this.s.deck = this.rng.shuffle(this.s.discard);
        this.ownDeck = true;
        this.s.discard = [];
        this.ownDiscard = true;
        this.log(['reshuffled', this.s.deck.length]);
      }
      out.push(this.deck().shift()!);
    }
    return out;
  }
  /** Draws `n` cards into a seat's hand; returns how many came. */
  drawTo(seat: number, n: number): number {
    const cards = this.draw(n);
    if (cards.length > 0) this.hand(seat).push(...cards);
    return cards.length;
  }
  /** Takes a card out of a hand (it must be there). */
  fromHand(seat: number, card: number): void {
    const hand = this.hand(seat);
    const i = hand.indexOf(card);
    if (i < 0) throw new Error(`card ${card} is not in seat ${seat}'s hand`);
    hand.splice(i, 1);
  }
  log(line: LogLine): void {
    this.lines.push(line);
  }
  done(): SanJuanState {
    if (this.rng) this.s.rng = this.rng.state();
    if (this.lines.length) logged(this.s, this.s, ...this.lines);
    return this.s;
  }
}

// ---- round start (§3.1) --------------------------------------------------------------------------

/** Chapel owners with a card in hand, clockwise from the governor; nobody in round 1. */
export function chapelQueue(s: SanJuanState): number[] {
  if (s.round <= 1) return [];
  return clockwise(s.governor, s.players).filter((seat) => owns(s.buildings[seat]!, 'chapel') && s.hands[seat]!.length > 0);
}

/** Seats over their hand limit, clockwise from the governor; nobody in round 1 (§10 Q14). */
export function handLimitQueue(s: SanJuanState): number[] {
  if (s.round <= 1) return [];
  return clockwise(s.governor, s.players).filter((seat) => s.hands[seat]!.length > handLimit(s.buildings[seat]!));
}

export function excessOf(s: SanJuanState, seat: number | undefined, limit?: number): number {
  if (seat === undefined) return 0;
  return Math.max(0, s.hands[seat]!.length - (limit ?? handLimit(s.buildings[seat]!)));
}

export function startRound(s: SanJuanState): SanJuanState {
  const t = new Table(s);
  t.s.picks = [];
  t.s.privileged = null;
  t.s.doubled = false;
  t.s.libraryUsed = false;
  t.s.order = chapelQueue(s);
  t.s.count = 0;
  t.log(['roundStarts', s.round, s.governor]);
  return t.done();
}

export function tuck(s: SanJuanState, seat: number, card: number): SanJuanState {
  const t = new Table(s);
  t.fromHand(seat, card);
  t.s.chapel = s.chapel.map((c, i) => (i === seat ? [...c, card] : c));
  t.s.order = s.order.slice(1);
  t.log(['tucked', seat, t.s.chapel[seat]!.length]);
  return t.done();
}

/** The acting seat lets its turn go (every action and privilege is optional, §3.3). */
export function skipTurn(s: SanJuanState, line: LogLine): SanJuanState {
  return logged({ ...s, order: s.order.slice(1), drawn: [], count: 0 }, s, line);
}

export function queueHandLimit(s: SanJuanState): SanJuanState {
  const order = handLimitQueue(s);
  return { ...s, order, count: excessOf(s, order[0]) };
}

/** One discard at the hand limit or from the starting hand; the next seat's count follows. */
export function discardOne(s: SanJuanState, seat: number, card: number, keepTo: number | null): SanJuanState {
  const t = new Table(s);
  t.fromHand(seat, card);
  t.discards().push(card);
  t.s.count = s.count - 1;
  if (t.s.count <= 0) {
    t.log(keepTo === null ? ['discardedToLimit', seat, t.s.hands[seat]!.length] : ['keptStartHand', seat, keepTo]);
    t.s.order = s.order.slice(1);
    const next = t.s.order[0];
    t.s.count = keepTo === null ? excessOf(t.s, next) : excessOf(t.s, next, keepTo);
  }
  return t.done();
}

// ---- picking a role (§3.2) -----------------------------------------------------------------------

/** Whether the holder's library would double this privilege if the picker lets it. */
export function libraryAvailable(s: SanJuanState, holder: number): boolean {
  if (!owns(s.buildings[holder]!, 'library')) return false;
  return !(s.players === 2 && s.libraryUsed);
}

/** Whether a pick move may choose about the library: two players, the picker holds the privilege and could use it. */
export function libraryChoice(s: SanJuanState, seat: number): boolean {
  const holder = privilegeHolder(s.options, seat, s.governor);
  return s.players === 2 && holder === seat && libraryAvailable(s, holder);
}

export function beginRole(s: SanJuanState, seat: number, role: Role, library: boolean | undefined): SanJuanState {
  const holder = privilegeHolder(s.options, seat, s.governor);
  const doubled = libraryAvailable(s, holder) && !(holder === seat && library === false);
  const t = new Table(s);
  t.s.picks = [...s.picks, { role, seat }];
  t.s.privileged = holder;
  t.s.doubled = doubled;
  t.s.libraryUsed = s.libraryUsed || (doubled && s.players === 2);
  t.s.order = role === 'prospector' ? [] : clockwise(holder, s.players);
  t.s.drawn = [];
  t.s.count = 0;
  t.log(['picked', seat, role, holder, doubled]);
  return t.done();
}

export const currentRole = (s: SanJuanState): Role | null => s.picks[s.picks.length - 1]?.role ?? null;

export function endPhase(s: SanJuanState): SanJuanState {
  return { ...s, order: [], drawn: [], count: 0, payment: null, privileged: null, doubled: false };
}

export const roundOver = (s: SanJuanState): boolean => s.picks.length >= picksPerRound(s.players);

export function passGovernor(s: SanJuanState): SanJuanState {
  const governor = (s.governor + 1) % s.players;
  return logged({ ...s, governor, round: s.round + 1, picks: [] }, s, ['governorPasses', governor]);
}

// ---- builder (§4.1) ------------------------------------------------------------------------------

/** Places the building, spends goods and covers a building; the card payment follows. */
export function build(s: SanJuanState, seat: number, card: number, over: number | undefined, goods: readonly number[]): SanJuanState {
  const price = buildPrice(s, seat, card, over);
  const t = new Table(s);
  t.fromHand(seat, card);
  const tableau = t.tableau(seat);
  for (const g of goods) {
    const i = tableau.findIndex((b) => b.card === g);
    t.discards().push(tableau[i]!.good!);
    tableau[i] = { card: g, good: null };
  }
  if (over === undefined) tableau.push({ card, good: null });
  else {
    const i = tableau.findIndex((b) => b.card === over);
    const old = tableau[i]!;
    t.discards().push(old.card);
    if (old.good !== null) t.discards().push(old.good);
    tableau[i] = { card, good: null };
  }
  const owed = price.cost - goods.length;
  t.s.payment = { card, owed };
  t.log(['built', seat, card, over ?? null, price.cost, goods.length]);
  return t.done();
}

export function pay(s: SanJuanState, seat: number, card: number): SanJuanState {
  const t = new Table(s);
  t.fromHand(seat, card);
  t.discards().push(card);
  t.s.payment = { card: s.payment!.card, owed: s.payment!.owed - 1 };
  return t.done();
}

/** Which after-build draws apply (§4.1 After the build), in the order they are resolved. */
export function afterBuildDraws(s: SanJuanState, seat: number): BuildingId[] {
  const card = s.payment?.card;
  if (card === undefined) return [];
  const tableau = s.buildings[seat]!;
  const carpenter = !CARD_IS_PRODUCTION[card] && owns(tableau, 'carpenter', card);
  const poorHouse = owns(tableau, 'poor_house', card);
  const out: BuildingId[] = [];
  const order: BuildingId[] = s.options.afterBuild === 'carpenter-first' ? ['carpenter', 'poor_house'] : ['poor_house', 'carpenter'];
  let hand = s.hands[seat]!.length;
  for (const id of order) {
    if (id === 'carpenter' && carpenter) {
      out.push(id);
      hand++;
    }
    if (id === 'poor_house' && poorHouse && hand <= 1) {
      out.push(id);
      hand++;
    }
  }
  return out;
}

/** Ends a seat's build: the carpenter and poor house draw, the next seat builds. */
export function endBuild(s: SanJuanState, seat: number): SanJuanState {
  const draws = afterBuildDraws(s, seat);
  const t = new Table(s);
  for (const id of draws) {
    // the poor house looks at the hand as it is when its turn comes
    if (id === 'poor_house' && t.s.hands[seat]!.length > 1) continue;
    if (t.drawTo(seat, 1) > 0) t.log(['bonusDraw', seat, id, 1]);
  }
  t.s.payment = null;
  t.s.order = s.order.slice(1);
  return t.done();
}

export const gameEnds = (s: SanJuanState): boolean => s.buildings.some((b) => b.length >= END_BUILDINGS);

/**
 * No card can ever move again: the draw and discard piles, every hand and every production
 * building are empty, so every card is a building or lies under a chapel. No role can then draw,
 * build, produce or sell, and no one can reach 12 buildings. Neither the published rules nor the
 * source text cover this; the book ends the game at the end of such a round and scores it.
 */
export const cardsFrozen = (s: SanJuanState): boolean =>
  s.deck.length === 0 &&
  s.discard.length === 0 &&
  s.hands.every((h) => h.length === 0) &&
  s.buildings.every((t) => t.every((b) => b.good === null));

// ---- producer (§4.2) -------------------------------------------------------------------------------

export function produce(s: SanJuanState, seat: number, buildings: readonly number[]): SanJuanState {
  const t = new Table(s);
  const tableau = t.tableau(seat);
  let made = 0;
  for (const card of buildings) {
    const good = t.draw(1)[0];
    if (good === undefined) break;
    const i = tableau.findIndex((b) => b.card === card);
    tableau[i] = { card, good };
    made++;
  }
  t.log(['produced', seat, buildings.slice(0, made)]);
  if (made >= 2 && owns(tableau, 'well') && t.drawTo(seat, 1) > 0) t.log(['bonusDraw', seat, 'well', 1]);
  t.s.order = s.order.slice(1);
  return t.done();
}

// ---- trader (§4.3, §1.1) ---------------------------------------------------------------------------

export function revealPrice(s: SanJuanState): SanJuanState {
  const tile = s.priceStack[0]!;
  return logged({ ...s, priceTile: tile, priceStack: s.priceStack.slice(1) }, s, ['priceRevealed', tile]);
}

export function returnPrice(s: SanJuanState): SanJuanState {
  if (s.priceTile === null) return s;
  return { ...s, priceStack: [...s.priceStack, s.priceTile], priceTile: null };
}

export function sell(s: SanJuanState, seat: number, buildings: readonly number[]): SanJuanState {
  const t = new Table(s);
  const tableau = t.tableau(seat);
  let got = 0;
  for (const card of buildings) {
    const i = tableau.findIndex((b) => b.card === card);
    t.discards().push(tableau[i]!.good!);
    tableau[i] = { card, good: null };
    got += t.drawTo(seat, priceOf(s.priceTile!, goodOf(card)!));
  }
  t.log(['sold', seat, buildings, got]);
  if (buildings.length >= 2 && owns(tableau, 'market_stand') && t.drawTo(seat, 1) > 0) t.log(['bonusDraw', seat, 'market_stand', 1]);
  if (buildings.length >= 1 && owns(tableau, 'market_hall') && t.drawTo(seat, 1) > 0) t.log(['bonusDraw', seat, 'market_hall', 1]);
  t.s.order = s.order.slice(1);
  return t.done();
}

// ---- councillor (§4.4) -----------------------------------------------------------------------------

/**
 * Draws for the councillors in turn until one has a choice to make: without an archive the drawn
 * cards wait aside (`drawn`, keep `count`); with one they join the hand and `count` cards must be
 * discarded from it. A seat with no choice (too few cards came) is settled at once.
 */
export function councillorDraw(s: SanJuanState): SanJuanState {
  const t = new Table(s);
  t.s.drawn = [];
  t.s.count = 0;
  while (t.s.order.length > 0) {
    const seat = t.s.order[0]!;
    const { draw, keep } = councillorCounts(t.s, seat);
    const cards = t.draw(draw);
    if (owns(t.s.buildings[seat]!, 'archive')) {
      t.hand(seat).push(...cards);
      const discard = Math.max(0, cards.length - keep);
      t.log(['councillorDrew', seat, cards.length, true]);
      if (discard > 0) {
        t.s.count = discard;
        break;
      }
    } else {
      t.log(['councillorDrew', seat, cards.length, false]);
      if (cards.length > keep) {
        t.s.drawn = cards;
        t.s.count = keep;
        break;
      }
      t.hand(seat).push(...cards);
    }
    t.s.order = t.s.order.slice(1);
  }
  return t.done();
}

/** The councillor keeps `cards` from the draw; the rest go face down to the discard pile. */
export function councillorKeep(s: SanJuanState, seat: number, cards: readonly number[]): SanJuanState {
  const t = new Table(s);
  t.hand(seat).push(...cards);
  for (const c of s.drawn) if (!cards.includes(c)) t.discards().push(c);
  t.log(['councillorKept', seat, cards.length, s.drawn.length - cards.length]);
  t.s.drawn = [];
  t.s.count = 0;
  t.s.order = s.order.slice(1);
  return t.done();
}

/** One archive discard from the whole hand. */
export function archiveDiscard(s: SanJuanState, seat: number, card: number): SanJuanState {
  const t = new Table(s);
  t.fromHand(seat, card);
  t.discards().push(card);
  t.s.count = s.count - 1;
  if (t.s.count === 0) {
    t.log(['archiveDone', seat]);
    t.s.order = s.order.slice(1);
  }
  return t.done();
}

// ---- prospector (§4.5) -----------------------------------------------------------------------------

/** The privilege draw, then the gold mines, clockwise from the privilege holder. */
export function prospect(s: SanJuanState): SanJuanState {
  const holder = s.privileged!;
  const t = new Table(s);
  const n = t.drawTo(holder, s.doubled ? 2 : 1);
  t.log(['prospected', holder, n]);
  t.s.order = clockwise(holder, s.players).filter((seat) => owns(s.buildings[seat]!, 'gold_mine'));
  return goldMineReveal(t.done());
}

/** Costs all different among exactly four cards (§4.5). */
export function goldStrike(cards: readonly number[]): boolean {
  if (cards.length < GOLD_MINE_REVEAL) return false;
  const costs = new Set(cards.map((c) => CARD_COST[c]));
  return costs.size === cards.length;
}

/** Turns up four cards for each gold-mine owner in turn until one may keep a card. */
export function goldMineReveal(s: SanJuanState): SanJuanState {
  const t = new Table(s);
  t.s.drawn = [];
  t.s.count = 0;
  while (t.s.order.length > 0) {
    const seat = t.s.order[0]!;
    const cards = t.draw(GOLD_MINE_REVEAL);
    const strike = goldStrike(cards);
    t.log(['goldMine', seat, cards.slice(), strike]);
    if (strike) {
      t.s.drawn = cards;
      t.s.count = 1;
      break;
    }
    t.discards().push(...cards);
    t.s.order = t.s.order.slice(1);
  }
  return t.done();
}

export function goldMineKeep(s: SanJuanState, seat: number, card: number): SanJuanState {
  const t = new Table(s);
  t.hand(seat).push(card);
  for (const c of s.drawn) if (c !== card) t.discards().push(c);
  t.log(['goldKept', seat, card]);
  t.s.drawn = [];
  t.s.count = 0;
  t.s.order = s.order.slice(1);
  return t.done();
}

// ---- scoring (§6) ------------------------------------------------------------------------------------

export function scoreSeat(buildings: readonly Building[], chapel: number): { total: number; breakdown: ScoreLine[] } {
  const cards = buildings.map((b) => b.card);
  const ids = cards.map((c) => CARD_BUILDING[c]!);
  const lines: ScoreLine[] = [];
  const printed = cards.reduce((t, c) => t + CARD_VP[c]!, 0);
  lines.push({ label: text.scoreLabel('buildings', cards.length), points: printed });
  if (chapel > 0) lines.push({ label: text.scoreLabel('chapel', chapel), points: chapel });
  const production = cards.filter((c) => CARD_IS_PRODUCTION[c]).length;
  if (ids.includes('guild_hall')) lines.push({ label: text.scoreLabel('guild_hall', production), points: 2 * production });
  if (ids.includes('city_hall')) {
    const violetCount = cards.length - production;
    lines.push({ label: text.scoreLabel('city_hall', violetCount), points: violetCount });
  }
  if (ids.includes('triumphal_arch')) {
    const monuments = MONUMENTS.filter((m) => ids.includes(m)).length;
    const points = [0, 4, 6, 8][monuments]!;
    lines.push({ label: text.scoreLabel('triumphal_arch', monuments), points });
  }
  let total = lines.reduce((t, l) => t + l.points, 0);
  if (ids.includes('palace')) {
    const bonus = Math.floor(total / 4);
    lines.push({ label: text.scoreLabel('palace', total), points: bonus });
    total += bonus;
  }
  return { total, breakdown: lines };
}

/** Final scores; ties broken by hand cards plus goods, then shared (§6). */
export function scoreGame(s: Pick<SanJuanState, 'buildings' | 'chapel' | 'hands'> & { players?: number }): GameResult {
  const tie = (seat: number) => s.hands[seat]!.length + goodsCount(s.buildings[seat]!);
  return resultOf(s.buildings.map((b, seat) => ({ seat, ...scoreSeat(b, s.chapel[seat]!.length), tieBreak: tie(seat) })));
}

/** All card ids in a state, wherever they are (for the 110-card invariant and the loader). */
export function allCards(s: SanJuanState): number[] {
  const out: number[] = [...s.deck, ...s.discard, ...s.drawn];
  for (const h of s.hands) out.push(...h);
  for (const t of s.buildings)
    for (const b of t) {
      out.push(b.card);
      if (b.good !== null) out.push(b.good);
    }
  for (const c of s.chapel) out.push(...c);
  return out;
}

export { BUILDING };
