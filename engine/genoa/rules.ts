/**
 * Genoa's rule effects as pure functions of the plain state: the tower and its path, who may act,
 * building actions and their yields, orders, messages, decks, special cards, acquisition, the round
 * track and scoring. The machine (`machine.ts`) sequences them; the checker (`checks.ts`) and the
 * legal-move list (`moves.ts`) ask them what is allowed. Nothing here changes its input.
 *
 * Readings (fact sheet §12, §13), where the sources leave a choice:
 * - Dice: blue = the column x, red = the row y of `map.ts` (§13). Start player: Player A (Q14).
 * - Market start: only the round's first trader, never in the last round (Q5, §13).
 * - Messages are paid automatically, 30 ducats each, to whoever holds one as soon as both its
 *   buildings hold a disc: after every step and after every action (a message just drawn whose
 *   buildings already hold discs pays at once).
 * - At most one small order per action, delivered with that building's action, never with a
 *   Building action card (Q4, §13). A buyer through a deal must act; a villa gives a privilege
 *   when no large order is delivered.
 * - Owner income 10 whenever another seat takes the action at an owned building, even if the
 *   supply is empty (Q11). Finite supplies: take what is left; the action still counts.
 * - Promises (rule ⑥): only what the bought action yields, settled right after it; a shortfall
 *   lapses (Q12). When the action can be taken in a way that yields everything promised, the buyer
 *   must take it that way.
 * - Special cards: Any good, Building action and Trade 1:1 are the trader's, in his own turn,
 *   before the roll or at any of his decisions until he stops the tower (§13). A Building action
 *   is an action of its own at a building carrying the player's marker, off the tower path; it
 *   neither needs nor uses the tower's action there and completes no small order (Q9, §13). Trade
 *   1:1 takes the top card of a deck of the player's choice, a marker of his own colour (Q10).
 *   Extra action: a second action for its holder, in any turn; a bidder who has acted may bid for
 *   a building by committing one (Q6, option `extraActionBids`).
 * - Tie-break: most items (goods, special cards, game cards), then a shared win (Q8, §13).
 * - Negotiation (§6): a bidding window before each decision of the trader — at the start space,
 *   after each step and after each action on the tower's space — in which every non-trader with
 *   something to bid for (or a far space to wish for) speaks once, clockwise from the trader's
 *   left: one offer, a wish or "no offer". Offers last until the tower moves or an action is
 *   taken. A bidder's offer is checked against his own holdings and the trader's face-up ones; the
 *   trader's money and hand are his secret and are checked when he accepts. A counter-offer keeps
 *   the target, asks only for game cards already shown, and the bidder's money is checked when he
 *   agrees; at most `counterCap` (3) counter-offers a window.
 * - 2 players: an offer must hold an item other than money (option `twoPlayerItem: 'anyItem'`, the
 *   seed and the 2009 rules; `'good'` is the English 2001 reading, a commodity).
 * - A message card used goes face up under its deck like any other, so after a reshuffle the
 *   same card can be drawn and paid again in the same turn.
 */
import { resultOf } from '../core/ranking';
import type { Bilingual, GameResult, ScoreLine } from '../core/contract';
import { a, spacedText } from '../core/text';
import { Draw } from '../core/rng';
import { CARDS, CARD_BUILDING_SPECIAL, GOODS, GOODS_PER_KIND, PAY, SPECIALS, SPECIAL_COUNT, WAREHOUSE_GOODS, privilegePayout, type Card, type Deck, type Good, type Special } from './data';
import { ADJACENT, BUILDING, BUILDINGS, SPACES, TOUCHES, isBuilding, isStreet, type BuildingId, type SpaceId } from './map';
import type { LogLine } from './log';
import * as text from './text';
import type { Counts, GenoaState, Offer, PendingAction, Resume, Seat, SeatLike, Table, TradeItem } from './types';

type S = GenoaState;

export const MAX_STEPS = 4;
export const DISCS = 5;

// ---- the log -----------------------------------------------------------------------------------

export const LOG_WINDOW = 80;

/**
 * `next`, a state the caller has just built from `s`, with `lines` added to `s`'s log (the newest
 * `LOG_WINDOW` kept). It sets the two fields of that new object: spreading a `{ log, logCount }` into
 * the caller's object literal would copy it key by key, several times the cost (this runs on most
 * moves). Lines are data, worded when read (log.ts).
 */
export function logged<T extends Pick<S, 'log' | 'logCount'>>(next: T, s: Pick<S, 'log' | 'logCount'>, ...lines: LogLine[]): T {
  const old = s.log;
  const all = old.length + lines.length;
  const from = all > LOG_WINDOW ? all - LOG_WINDOW : 0;
  const log = from < old.length ? old.slice(from) : [];
  for (let i = from > old.length ? from - old.length : 0; i < lines.length; i++) log.push(lines[i]!);
  next.log = log;
  next.logCount = s.logCount + lines.length;
  return next;
}

// ---- small reads -------------------------------------------------------------------------------

/** Seats clockwise starting with `first`. */
export function clockwise(first: number, players: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < players; i++) out.push((first + i) % players);
  return out;
}

export const emptyGoods = (): Record<Good, number> => ({ silver: 0, copper: 0, salt: 0, pepper: 0, wheat: 0, rice: 0, linen: 0, silk: 0 });
export const emptySpecials = (): Record<Special, number> => ({ extraAction: 0, anyStart: 0, anyGood: 0, buildingAction: 0, trade: 0 });

/** The supplies at the start: 5 goods of each kind, the special card stacks 5/5/5/5/7. */
export function startSupplies(): { goods: Record<Good, number>; specials: Record<Special, number> } {
  const goods = emptyGoods();
  for (const g of GOODS) goods[g] = GOODS_PER_KIND;
  const specials = emptySpecials();
  for (const sp of SPECIALS) specials[sp] = SPECIAL_COUNT[sp];
  return { goods, specials };
}

export const count = <K extends string>(c: Counts<K> | undefined, k: K): number => c?.[k] ?? 0;
export const total = (c: Counts<string> | undefined): number => {
  let t = 0;
  if (c) for (const k in c) t += c[k] ?? 0;
  return t;
};

/** The space the tower is on. */
export const here = (s: Pick<S, 'path'>): SpaceId => s.path[s.path.length - 1]!;
export const stepsLeft = (s: Pick<S, 'path'>): number => MAX_STEPS - (s.path.length - 1);
export const card = (id: number): Card => CARDS[id]!;

/** The building the tower is on whose action nobody has taken this turn, or null. */
export function openBuilding(s: Pick<S, 'path' | 'usedBuildings'>): BuildingId | null {
  const h = here(s);
  return isBuilding(h) && !s.usedBuildings.includes(h) ? h : null;
}

/** Adjacent spaces without a disc, while steps remain (where the tower may go next). */
export function moveTargets(s: Pick<S, 'path'>): SpaceId[] {
  if (moveCache.path === s.path) return moveCache.targets;
  const targets = s.path.length === 0 || stepsLeft(s) <= 0 ? [] : (ADJACENT[here(s)] ?? []).filter((x) => !s.path.includes(x));
  moveCache.path = s.path;
  moveCache.targets = targets;
  return targets;
}
/** The path array is never changed in place: one answer per path (a one-entry cache, as for `farTargets`). */
const moveCache: { path: SpaceId[] | null; targets: SpaceId[] } = { path: null, targets: [] };

/** Spaces without a disc two or more steps away that the tower can still reach over free spaces (special case B). */
export function farTargets(s: Pick<S, 'path'>): SpaceId[] {
  // the path array is never changed in place, so the answer for one path is the answer for all states sharing it
  if (farCache.path === s.path) return farCache.far;
  const far = farTargetsOf(s.path);
  farCache.path = s.path;
  farCache.far = far;
  return far;
}
const farCache: { path: SpaceId[] | null; far: SpaceId[] } = { path: null, far: [] };

/** The spaces by number, and each space's neighbours by number (for the searches below, which run on most moves). */
const SPACE_NO = new Map<SpaceId, number>(SPACES.map((id, i) => [id, i]));
const NEIGHBOURS: readonly (readonly number[])[] = SPACES.map((id) => (ADJACENT[id] ?? []).map((y) => SPACE_NO.get(y)!));
/** A mark per space: `seenAt[i] === search` when the current search has met space i (no set built per search). */
const seenAt = new Uint32Array(SPACES.length);
let search = 0;

function farTargetsOf(path: SpaceId[]): SpaceId[] {
  const left = MAX_STEPS - (path.length - 1);
  if (left < 2 || path.length === 0) return [];
  if (++search === 0xffffffff) {
    seenAt.fill(0);
    search = 1;
  }
  for (const p of path) seenAt[SPACE_NO.get(p)!] = search;
  let frontier: number[] = [SPACE_NO.get(path[path.length - 1]!)!];
  const out: SpaceId[] = [];
  for (let d = 1; d <= left && frontier.length; d++) {
    const next: number[] = [];
    for (const x of frontier)
      for (const y of NEIGHBOURS[x]!) {
        if (seenAt[y] === search) continue;
        seenAt[y] = search;
        next.push(y);
        if (d >= 2) out.push(SPACES[y]!);
      }
    frontier = next;
  }
  return out;
}

/** Steps from the tower to `to` over spaces without a disc (Infinity if it cannot get there). */
export function freeDistance(s: Pick<S, 'path'>, to: SpaceId): number {
  if (to === here(s)) return 0;
  const seen = new Set<SpaceId>([here(s)]);
  let frontier: SpaceId[] = [here(s)];
  for (let d = 1; frontier.length; d++) {
    const next: SpaceId[] = [];
    for (const x of frontier)
      for (const y of ADJACENT[x] ?? []) {
        if (seen.has(y) || s.path.includes(y)) continue;
        if (y === to) return d;
        seen.add(y);
        next.push(y);
      }
    frontier = next;
  }
  return Infinity;
}

/** Normal actions a seat has this turn: one; the trader two with 2 players once the other seat has acted (§10). */
export function allowance(s: Pick<S, 'players' | 'trader' | 'acted' | 'extraActs'>, seat: number): number {
  if (s.players !== 2 || seat !== s.trader) return 1;
  const other = 1 - seat;
  return s.acted[other]! + s.extraActs[other]! > 0 ? 2 : 1;
}

export const normalLeft = (s: Pick<S, 'players' | 'trader' | 'acted' | 'extraActs'>, seat: number): number => allowance(s, seat) - s.acted[seat]!;

export const holds = (seat: SeatLike, sp: Special, k = 1): boolean => count(seat.specials, sp) >= k;

/** Whether `seat` could take a tower action now: a normal action left, or an Extra action card. */
export const canAct = (s: Table, seat: number): boolean => normalLeft(s, seat) > 0 || holds(s.seats[seat]!, 'extraAction');

// ---- small orders per building (for promises and choices) ----------------------------------

const SMALL_FOR = new Set<BuildingId>(CARDS.filter((c) => c.deck === 'small').map((c) => (c as { building: BuildingId }).building));
/** Whether any small order names building `b` (so an action there may pay 40). */
export const smallOrdersFor = (b: BuildingId): boolean => SMALL_FOR.has(b);

// ---- state updates -----------------------------------------------------------------------------

const setSeat = (seats: Seat[], i: number, seat: Seat): Seat[] => seats.map((x, k) => (k === i ? seat : x));

const addCounts = <K extends string>(c: Counts<K>, k: K, d: number): Counts<K> => ({ ...c, [k]: (c[k] ?? 0) + d });

/** Draws up to `k` cards from a deck: a used card coming to the top means the deck is shuffled first (§8.1). */
export function drawCards(s: S, deck: Deck, k: number): { s: S; cards: number[]; lines: LogLine[] } {
  let { down, up } = s.decks[deck];
  let rng = s.rng;
  const cards: number[] = [];
  const lines: LogLine[] = [];
  down = down.slice();
  for (let i = 0; i < k; i++) {
    if (down.length === 0 && up.length > 0) {
      const d = new Draw(rng);
      down = d.shuffle(up);
      up = [];
      rng = d.state();
      lines.push(['reshuffled', deck]);
    }
    if (down.length === 0) break;
    cards.push(down.shift()!);
  }
  return { s: { ...s, rng, decks: { ...s.decks, [deck]: { down, up } }, drew: s.drew || cards.length > 0 || lines.length > 0 }, cards, lines };
}

/** A used game card goes face up under its deck. */
function discard(s: S, id: number): S {
  const deck = card(id).deck;
  return { ...s, decks: { ...s.decks, [deck]: { down: s.decks[deck].down, up: [...s.decks[deck].up, id] } } };
}

const withoutCard = (hand: number[], id: number): number[] => {
  const i = hand.indexOf(id);
  return i < 0 ? hand : [...hand.slice(0, i), ...hand.slice(i + 1)];
};

/** Gives `seat` a special card from its stack if one is left. */
function takeSpecial(s: S, seat: number, sp: Special): { s: S; got: boolean } {
  if (count(s.specials, sp) <= 0) return { s, got: false };
  const me = s.seats[seat]!;
  return {
    s: { ...s, specials: addCounts(s.specials, sp, -1), seats: setSeat(s.seats, seat, { ...me, specials: addCounts(me.specials, sp, 1) }) },
    got: true,
  };
}

/** A special card played goes back face up on its stack. */
export function returnSpecial(s: S, seat: number, sp: Special): S {
  const me = s.seats[seat]!;
  return { ...s, specials: addCounts(s.specials, sp, 1), seats: setSeat(s.seats, seat, { ...me, specials: addCounts(me.specials, sp, -1) }) };
}

const pay = (s: S, seat: number, ducats: number): S => {
  const me = s.seats[seat]!;
  return { ...s, seats: setSeat(s.seats, seat, { ...me, ducats: me.ducats + ducats }) };
};

// ---- messages ----------------------------------------------------------------------------------

/** Pays every message whose two buildings both hold a disc, 30 ducats each, to whoever holds it (§8.1). */
export function payMessages(s: S): S {
  let out = s;
  const lines: LogLine[] = [];
  for (let seat = 0; seat < s.players; seat++) {
    for (const id of s.seats[seat]!.hand) {
      const c = card(id);
      if (c.deck !== 'message' || !s.path.includes(c.buildings[0]) || !s.path.includes(c.buildings[1])) continue;
      const me = out.seats[seat]!;
      out = discard({ ...out, seats: setSeat(out.seats, seat, { ...me, hand: withoutCard(me.hand, id), ducats: me.ducats + PAY.message }) }, id);
      lines.push(['messagePaid', seat, id]);
    }
  }
  return lines.length ? logged({ ...out }, out, ...lines) : out;
}

// ---- the turn, the tower and the round track ---------------------------------------------------

/** A new trader's turn: the tower in hand, every per-turn count back to zero. */
export function beginTurn(s: S): S {
  const lines: LogLine[] = s.turnInRound === 0 ? [['roundStarts', s.round, s.lastRound], ['turnStarts', s.trader]] : [['turnStarts', s.trader]];
  // Object.assign onto the copy: a second spread in the literal would define the fields one by one, several times slower
  return logged(Object.assign({ ...s, dice: null }, turnStart(s.players)), s, ...lines);
}

/** What every turn starts with, the first one (setup, a loaded position) included: no path, no deals, no counts. */
export function turnStart(players: number) {
  const zero: number[] = [];
  for (let i = 0; i < players; i++) zero.push(0);
  return {
    path: [] as SpaceId[],
    takenStreets: [] as SpaceId[],
    dealt: false,
    usedBuildings: [] as BuildingId[],
    acted: zero,
    extraActs: zero.slice(),
    offers: [] as S['offers'],
    wishes: [] as S['wishes'],
    silent: [] as number[],
    order: [] as number[],
    counter: null as S['counter'],
    counters: 0,
    pending: null as S['pending'],
    resume: 'window' as Resume,
  };
}

/** The next roll: a scripted one first, else two seeded eight-sided dice (blue, red). */
export function rollDice(s: S): { s: S; blue: number; red: number } {
  if (s.rolls.length) {
    const [blue, red] = s.rolls[0]!;
    return { s: { ...s, rolls: s.rolls.slice(1) }, blue, red };
  }
  const d = new Draw(s.rng);
  const blue = d.int(8) + 1;
  const red = d.int(8) + 1;
  return { s: { ...s, rng: d.state() }, blue, red };
}

/** The tower on its start space; the market-start rule moves the round marker (§4.3). */
export function placeTower(s: S, space: SpaceId, dice: [number, number] | null, line: LogLine): S {
  let out: S = logged({ ...s, dice, path: [space], dealt: false }, s, line);
  if (space === 'market') {
    if (s.turnInRound !== 0) out = logged({ ...out }, out, ['marketNoEffect', 'later']);
    else if (s.round >= s.lastRound) out = logged({ ...out }, out, ['marketNoEffect', 'last']);
    else out = logged({ ...out, round: s.round + 1 }, out, ['marketStart', s.round + 1, s.lastRound]);
  }
  return out;
}

/** One step of the tower: a disc on the new space, then the messages are checked. */
export function step(s: S, to: SpaceId, deal: boolean): S {
  const moved: S = logged({ ...s, path: [...s.path, to], dealt: deal }, s, ['moved', s.trader, to, deal]);
  return payMessages(moved);
}

/** The trader's turn is over: the tower passes left; the last trader of a round moves the marker (§4.1, §4.3). */
export function endTurn(s: S): S {
  const nextInRound = s.turnInRound + 1;
  const base = { ...s, trader: (s.trader + 1) % s.players, order: [], offers: [], wishes: [], silent: [], counter: null, pending: null };
  if (nextInRound < s.players) return { ...base, turnInRound: nextInRound };
  if (s.round >= s.lastRound) return { ...base, trader: s.trader, turnInRound: s.players };
  return { ...base, turnInRound: 0, round: s.round + 1 };
}

export const gameEnds = (s: S): boolean => s.turnInRound >= s.players;

// ---- building actions ----------------------------------------------------------------------------

export interface ActChoice {
  largeOrder?: number;
  smallOrder?: number;
  special?: Special;
}

/** Goods a seat needs for a set of orders it wants to deliver together. */
function goodsNeeded(ids: number[]): Record<Good, number> {
  const need = emptyGoods();
  for (const id of ids) {
    const c = card(id);
    if (c.deck === 'large') for (const g of c.goods) need[g]++;
    else if (c.deck === 'small') need[c.good]++;
  }
  return need;
}

const hasGoods = (seat: SeatLike, need: Record<Good, number>): boolean => GOODS.every((g) => count(seat.goods, g) >= need[g]);

/** Large orders `seat` can deliver at villa `b` now (the card in hand and its 3 goods). */
export function deliverableLarge(seat: SeatLike, b: BuildingId): number[] {
  return (seat.hand ?? []).filter((id) => {
    const c = card(id);
    return c.deck === 'large' && c.villa === b && hasGoods(seat, goodsNeeded([id]));
  });
}

/** Small orders `seat` can deliver with an action at `b` now. */
export function deliverableSmall(seat: SeatLike, b: BuildingId): number[] {
  return (seat.hand ?? []).filter((id) => {
    const c = card(id);
    return c.deck === 'small' && c.building === b && count(seat.goods, c.good) >= 1;
  });
}

/** Every way `seat` may take the action at `b` (villa branch, large order and its special card, a small order riding along). */
export function actChoices(s: S, seat: number, b: BuildingId, viaCard: boolean): ActChoice[] {
  const me = s.seats[seat]!;
  const main: ActChoice[] = [{}];
  if (BUILDING[b].kind === 'villa') {
    const left = SPECIALS.filter((sp) => count(s.specials, sp) > 0);
    for (const id of deliverableLarge(me, b)) {
      if (left.length === 0) main.push({ largeOrder: id });
      else for (const sp of left) main.push({ largeOrder: id, special: sp });
    }
  }
  const smalls = viaCard ? [] : deliverableSmall(me, b);
  if (smalls.length === 0) return main;
  const out: ActChoice[] = [];
  for (const m of main) {
    out.push(m);
    for (const id of smalls) {
      const ids = m.largeOrder === undefined ? [id] : [m.largeOrder, id];
      if (hasGoods(me, goodsNeeded(ids))) out.push({ ...m, smallOrder: id });
    }
  }
  return out;
}

/** What one way of taking the action would yield, as far as it can be known before any card is drawn. */
function choiceMeets(s: S, pending: PendingAction, c: ActChoice): boolean {
  const deal = pending.deal;
  if (!deal || deal.promise.length === 0) return true;
  const b = pending.building;
  const villa = BUILDING[b].kind === 'villa';
  let cash = 0;
  if (c.largeOrder !== undefined) cash += PAY.large;
  if (c.smallOrder !== undefined) cash += PAY.small;
  let draws = 0;
  if (villa && c.largeOrder === undefined) draws = Math.min(1, s.decks.privilege.down.length + s.decks.privilege.up.length);
  for (const p of deal.promise) {
    if (p.kind === 'ducats') {
      cash -= p.amount;
      if (cash < 0) return false;
    } else if (p.kind === 'special' && villa) {
      if (c.special !== p.special) return false;
    } else if (p.kind === 'drawnCard' && villa) {
      if (--draws < 0) return false;
    }
  }
  return true;
}

/** The binding choices of states already asked (a state never changes, so its answer does not either). */
const bindingOf = new WeakMap<S, readonly ActChoice[]>();

/**
 * The ways the pending action may be taken: when some way yields everything the deal promised,
 * only those (a promise binds the buyer to keep it if he can); otherwise every way. Worked out once
 * per state: the machine's action and guard, the legal moves and the move check all ask.
 */
export function bindingChoices(s: S): readonly ActChoice[] {
  let out = bindingOf.get(s);
  if (out === undefined) {
    const p = s.pending!;
    const all = actChoices(s, p.seat, p.building, p.card);
    const keep = all.filter((c) => choiceMeets(s, p, c));
    out = keep.length ? keep : all;
    bindingOf.set(s, out);
  }
  return out;
}

/** Whether the pending action needs its taker to choose (else it is taken at once). */
export const actionNeedsChoice = (s: S): boolean => s.pending !== null && bindingChoices(s).length > 1;

/** Sets up an action: counts it (normal, Extra action card or Building action card) and marks the building used. */
export function beginAction(s: S, seat: number, b: BuildingId, how: { deal: Offer | null; card: boolean; extra: boolean; resume: Resume }): S {
  let out: S = s;
  if (how.card) out = returnSpecial(out, seat, 'buildingAction');
  else if (how.extra) out = returnSpecial(out, seat, 'extraAction');
  if (!how.card) {
    out = {
      ...out,
      usedBuildings: [...out.usedBuildings, b],
      acted: how.extra ? out.acted : out.acted.map((x, i) => (i === seat ? x + 1 : x)),
      extraActs: how.extra ? out.extraActs.map((x, i) => (i === seat ? x + 1 : x)) : out.extraActs,
    };
  }
  return logged({
    ...out,
    pending: { seat, building: b, deal: how.deal, card: how.card, extra: how.extra },
    resume: how.resume,
  }, out, ['acts', seat, b, how.card ? 'card' : how.extra ? 'extra' : 'tower']);
}

interface Yield {
  ducats: number;
  goods: Good[];
  specials: Special[];
  cards: number[];
  markers: number;
}

/** The pending action, taken the chosen way: yields, orders, the promise settled, owner income, messages. */
export function performAction(s: S, choice: ActChoice): S {
  const p = s.pending!;
  const { seat, building: b } = p;
  const info = BUILDING[b];
  let out: S = s;
  const lines: LogLine[] = [];
  const got: Yield = { ducats: 0, goods: [], specials: [], cards: [], markers: 0 };
  const me = () => out.seats[seat]!;
  const update = (seatNext: Seat) => (out = { ...out, seats: setSeat(out.seats, seat, seatNext) });

  const draw = (deck: Deck, k: number) => {
    const r = drawCards(out, deck, k);
    out = r.s;
    lines.push(...r.lines);
    update({ ...me(), hand: [...me().hand, ...r.cards] });
    got.cards.push(...r.cards);
    lines.push(['drewCards', seat, deck, r.cards.length, k]);
  };

  switch (info.kind) {
    case 'warehouse': {
      const pair = WAREHOUSE_GOODS[b]!;
      let supply = out.goods;
      let mine = me().goods;
      for (const g of pair)
        if (count(supply, g) > 0) {
          supply = addCounts(supply, g, -1);
          mine = addCounts(mine, g, 1);
          got.goods.push(g);
        }
      out = { ...out, goods: supply };
      update({ ...me(), goods: mine });
      lines.push(['tookGoods', seat, got.goods]);
      break;
    }
    case 'card': {
      const sp = CARD_BUILDING_SPECIAL[b]!;
      const r = takeSpecial(out, seat, sp);
      out = r.s;
      if (r.got) got.specials.push(sp);
      lines.push(['tookSpecial', seat, r.got ? sp : null, sp]);
      break;
    }
    case 'civic':
      if (b === 'guild_hall') draw('large', 1);
      else if (b === 'city_hall') draw('small', 2);
      else if (b === 'post_office') draw('message', 2);
      else {
        const k = Math.min(2, out.markerSupply[seat]!);
        out = { ...out, markerSupply: out.markerSupply.map((x, i) => (i === seat ? x - k : x)) };
        update({ ...me(), markers: me().markers + k });
        got.markers = k;
        lines.push(['tookMarkers', seat, k]);
      }
      break;
    case 'villa':
      if (choice.largeOrder !== undefined) {
        const c = card(choice.largeOrder) as Extract<Card, { deck: 'large' }>;
        let supply = out.goods;
        let mine = me().goods;
        for (const g of c.goods) {
          supply = addCounts(supply, g, 1);
          mine = addCounts(mine, g, -1);
        }
        out = { ...out, goods: supply };
        update({ ...me(), goods: mine, hand: withoutCard(me().hand, choice.largeOrder), ducats: me().ducats + PAY.large });
        out = discard(out, choice.largeOrder);
        got.ducats += PAY.large;
        let sp: Special | null = null;
        if (choice.special) {
          const r = takeSpecial(out, seat, choice.special);
          out = r.s;
          if (r.got) {
            sp = choice.special;
            got.specials.push(sp);
          }
        }
        lines.push(['largeOrder', seat, choice.largeOrder, sp]);
      } else draw('privilege', 1);
      break;
  }

  if (choice.smallOrder !== undefined && !p.card) {
    const c = card(choice.smallOrder) as Extract<Card, { deck: 'small' }>;
    out = { ...out, goods: addCounts(out.goods, c.good, 1) };
    update({ ...me(), goods: addCounts(me().goods, c.good, -1), hand: withoutCard(me().hand, choice.smallOrder), ducats: me().ducats + PAY.small });
    out = discard(out, choice.smallOrder);
    got.ducats += PAY.small;
    lines.push(['smallOrder', seat, choice.smallOrder]);
  }

  if (p.deal && p.deal.promise.length) {
    const r = settlePromise(out, seat, s.trader, p.deal, got);
    out = r.s;
    lines.push(...r.lines);
  }

  const owner = out.owners[b];
  if (!p.card && owner !== undefined && owner !== seat) {
    out = pay(out, owner, PAY.owner);
    lines.push(['ownerIncome', owner, b]);
  }
  out = logged({ ...out, pending: null }, out, ...lines);
  return payMessages(out);
}

/** Rule ⑥: the buyer hands the trader what he promised out of what the action yielded; a shortfall lapses. */
function settlePromise(s: S, from: number, to: number, deal: Offer, got: Yield): { s: S; lines: LogLine[] } {
  let seats = s.seats;
  let supply = s.markerSupply;
  const lines: LogLine[] = [];
  let short = false;
  let cash = got.ducats;
  const goods = got.goods.slice();
  const specials = got.specials.slice();
  const cards = got.cards.slice();
  let markers = got.markers;
  const give = (fn: (a: Seat, b: Seat) => [Seat, Seat]) => {
    const [a, b] = fn(seats[from]!, seats[to]!);
    seats = setSeat(setSeat(seats, from, a), to, b);
  };
  for (const y of deal.promise) {
    switch (y.kind) {
      case 'ducats': {
        const k = Math.min(y.amount, cash, seats[from]!.ducats);
        cash -= k;
        if (k < y.amount) short = true;
        if (k > 0) {
          give((a, b) => [{ ...a, ducats: a.ducats - k }, { ...b, ducats: b.ducats + k }]);
          lines.push(['promiseKept', from, to, text.ducatsText(k)]);
        }
        break;
      }
      case 'good': {
        const i = goods.indexOf(y.good);
        if (i < 0 || count(seats[from]!.goods, y.good) < 1) {
          short = true;
          break;
        }
        goods.splice(i, 1);
        give((a, b) => [{ ...a, goods: addCounts(a.goods, y.good, -1) }, { ...b, goods: addCounts(b.goods, y.good, 1) }]);
        lines.push(['promiseKept', from, to, { zh: `1 份${text.GOOD_NAMES[y.good].zh}`, en: `1 ${text.GOOD_NAMES[y.good].en}` }]);
        break;
      }
      case 'special': {
        const i = specials.indexOf(y.special);
        if (i < 0 || count(seats[from]!.specials, y.special) < 1) {
          short = true;
          break;
        }
        specials.splice(i, 1);
        give((a, b) => [{ ...a, specials: addCounts(a.specials, y.special, -1) }, { ...b, specials: addCounts(b.specials, y.special, 1) }]);
        lines.push(['promiseKept', from, to, { zh: `一張${text.SPECIAL_NAMES[y.special].zh}卡`, en: `${text.aSpecial(y.special)} card` }]);
        break;
      }
      case 'drawnCard': {
        const id = cards.shift();
        if (id === undefined || !seats[from]!.hand.includes(id)) {
          short = true;
          break;
        }
        give((a, b) => [{ ...a, hand: withoutCard(a.hand, id) }, { ...b, hand: [...b.hand, id] }]);
        lines.push(['promiseKept', from, to, { zh: `抽到的一張${text.DECK_NAMES[card(id).deck].zh}卡`, en: `${a(text.DECK_NAMES[card(id).deck].en)} card just drawn` }]);
        break;
      }
      case 'markers': {
        const k = Math.min(y.n, markers, seats[from]!.markers, supply[to]!);
        markers -= k;
        if (k < y.n) short = true;
        if (k > 0) {
          supply = supply.map((x, i) => (i === from ? x + k : i === to ? x - k : x));
          give((a, b) => [{ ...a, markers: a.markers - k }, { ...b, markers: b.markers + k }]);
          lines.push(['promiseKept', from, to, { zh: `${k} 個所有人指示物（換成交易商人的顏色）`, en: `${k} marker${k > 1 ? 's' : ''} (in the trader's colour)` }]);
        }
        break;
      }
    }
  }
  if (short) lines.push(['promiseLapsed', from]);
  return { s: { ...s, seats, markerSupply: supply }, lines };
}

// ---- deals: handing bundles over ---------------------------------------------------------------

/** Moves a bundle from one seat to another; markers change colour through the supply (rule ⑤). */
export function transfer(s: S, from: number, to: number, b: Offer['bidderPays']): S {
  let a = s.seats[from]!;
  let r = s.seats[to]!;
  const d = b.ducats ?? 0;
  if (d) {
    a = { ...a, ducats: a.ducats - d };
    r = { ...r, ducats: r.ducats + d };
  }
  if (b.goods) {
    let ag = a.goods;
    let rg = r.goods;
    for (const g of GOODS) {
      const k = b.goods[g] ?? 0;
      if (k) {
        ag = addCounts(ag, g, -k);
        rg = addCounts(rg, g, k);
      }
    }
    a = { ...a, goods: ag };
    r = { ...r, goods: rg };
  }
  if (b.specials) {
    let as = a.specials;
    let rs = r.specials;
    for (const sp of SPECIALS) {
      const k = b.specials[sp] ?? 0;
      if (k) {
        as = addCounts(as, sp, -k);
        rs = addCounts(rs, sp, k);
      }
    }
    a = { ...a, specials: as };
    r = { ...r, specials: rs };
  }
  if (b.cards?.length) {
    let hand = a.hand;
    for (const c of b.cards) hand = withoutCard(hand, c);
    a = { ...a, hand };
    r = { ...r, hand: [...r.hand, ...b.cards] };
  }
  let markerSupply = s.markerSupply;
  const m = b.markers ?? 0;
  if (m) {
    a = { ...a, markers: a.markers - m };
    r = { ...r, markers: r.markers + m };
    markerSupply = markerSupply.map((x, i) => (i === from ? x + m : i === to ? x - m : x));
  }
  return { ...s, markerSupply, seats: setSeat(setSeat(s.seats, from, a), to, r) };
}

// ---- special cards -------------------------------------------------------------------------------

/** Any good: one good of the player's choice from the supply. */
export function useAnyGood(s: S, seat: number, g: Good): S {
  const out = returnSpecial(s, seat, 'anyGood');
  const me = out.seats[seat]!;
  return logged({
    ...out,
    goods: addCounts(out.goods, g, -1),
    seats: setSeat(out.seats, seat, { ...me, goods: addCounts(me.goods, g, 1) }),
  }, out, ['anyGood', seat, g]);
}

/** Whether a Trade 1:1 swap is possible: the seat owns what it gives, the supply has what it takes. */
export function tradeProblem(s: S, seat: number, give: TradeItem, take: TradeItem): 'give' | 'take' | null {
  const me = s.seats[seat]!;
  switch (give.kind) {
    case 'good':
      if (!GOODS.includes(give.good) || count(me.goods, give.good) < 1) return 'give';
      break;
    case 'special':
      if (!SPECIALS.includes(give.special) || count(me.specials, give.special) < (give.special === 'trade' ? 2 : 1)) return 'give';
      break;
    case 'card':
      if (give.card === undefined || !me.hand.includes(give.card)) return 'give';
      break;
    case 'marker':
      if (me.markers < 1) return 'give';
      break;
    default:
      return 'give';
  }
  switch (take.kind) {
    case 'good':
      if (!GOODS.includes(take.good) || count(s.goods, take.good) < 1) return 'take';
      break;
    case 'special':
      if (!SPECIALS.includes(take.special) || count(s.specials, take.special) < 1) return 'take';
      break;
    case 'card': {
      const deck = take.deck;
      if (deck === undefined || !s.decks[deck] || s.decks[deck].down.length + s.decks[deck].up.length === 0) return 'take';
      break;
    }
    case 'marker':
      if (s.markerSupply[seat]! < 1) return 'take';
      break;
    default:
      return 'take';
  }
  return null;
}

/** Trade 1:1: the item taken first (a card from the top of its deck), then the item given back to the supply. */
export function useTrade(s: S, seat: number, give: TradeItem, take: TradeItem): S {
  let out = returnSpecial(s, seat, 'trade');
  const lines: LogLine[] = [];
  const me = () => out.seats[seat]!;
  const update = (x: Seat) => (out = { ...out, seats: setSeat(out.seats, seat, x) });
  switch (take.kind) {
    case 'good':
      out = { ...out, goods: addCounts(out.goods, take.good, -1) };
      update({ ...me(), goods: addCounts(me().goods, take.good, 1) });
      break;
    case 'special':
      out = takeSpecial(out, seat, take.special).s;
      break;
    case 'card': {
      const r = drawCards(out, take.deck!, 1);
      out = r.s;
      lines.push(...r.lines);
      update({ ...me(), hand: [...me().hand, ...r.cards] });
      break;
    }
    case 'marker':
      out = { ...out, markerSupply: out.markerSupply.map((x, i) => (i === seat ? x - 1 : x)) };
      update({ ...me(), markers: me().markers + 1 });
      break;
  }
  switch (give.kind) {
    case 'good':
      out = { ...out, goods: addCounts(out.goods, give.good, 1) };
      update({ ...me(), goods: addCounts(me().goods, give.good, -1) });
      break;
    case 'special':
      out = returnSpecial(out, seat, give.special);
      break;
    case 'card':
      update({ ...me(), hand: withoutCard(me().hand, give.card!) });
      out = discard(out, give.card!);
      break;
    case 'marker':
      out = { ...out, markerSupply: out.markerSupply.map((x, i) => (i === seat ? x + 1 : x)) };
      update({ ...me(), markers: me().markers - 1 });
      break;
  }
  return logged({ ...out }, out, ['traded', seat, give, take], ...lines);
}

/** Buildings carrying `seat`'s marker (where a Building action card may be used). */
export const ownedBy = (s: Pick<S, 'owners'>, seat: number): BuildingId[] => BUILDINGS.filter((b) => s.owners[b.id] === seat).map((b) => b.id);

/** Whether the trader has an own-turn card he can play now (Any good, Building action, Trade 1:1). */
export function ownTurnCardPlayable(s: S): boolean {
  const me = s.seats[s.trader]!;
  if (holds(me, 'anyGood') && GOODS.some((g) => count(s.goods, g) > 0)) return true;
  if (holds(me, 'buildingAction') && ownedBy(s, s.trader).length > 0) return true;
  if (holds(me, 'trade')) {
    const canGive = total(me.goods) > 0 || total(me.specials) > 1 || me.hand.length > 0 || me.markers > 0;
    const canTake =
      total(s.goods) > 0 || total(s.specials) > 0 || s.markerSupply[s.trader]! > 0 || (Object.values(s.decks).some((d) => d.down.length + d.up.length > 0));
    if (canGive && canTake) return true;
  }
  return false;
}

// ---- acquisition (§7) ----------------------------------------------------------------------------

/** Street squares of this turn's path whose disc is still there. */
export const openStreets = (s: Pick<S, 'path' | 'takenStreets'>): SpaceId[] => s.path.filter((x) => isStreet(x) && !s.takenStreets.includes(x));

/** Markers it costs `seat` to put its marker on `b`: 1, 2 for a takeover, null if the building is its own. */
export function placementCost(s: Pick<S, 'owners'>, seat: number, b: BuildingId): number | null {
  const owner = s.owners[b];
  if (owner === seat) return null;
  return owner === undefined ? 1 : 2;
}

/** Every placement `seat` can make now: a street with a disc and 1 or 2 buildings it touches. */
export function acquireOptions(s: Table, seat: number): { street: SpaceId; buildings: BuildingId[] }[] {
  const markers = s.seats[seat]!.markers;
  if (markers < 1) return [];
  const out: { street: SpaceId; buildings: BuildingId[] }[] = [];
  for (const st of openStreets(s)) {
    const touch = (TOUCHES[st] ?? []).filter((b) => placementCost(s, seat, b) !== null);
    for (let i = 0; i < touch.length; i++) {
      const ci = placementCost(s, seat, touch[i]!)!;
      if (ci <= markers) out.push({ street: st, buildings: [touch[i]!] });
      for (let j = i + 1; j < touch.length; j++) if (ci + placementCost(s, seat, touch[j]!)! <= markers) out.push({ street: st, buildings: [touch[i]!, touch[j]!] });
    }
  }
  return out;
}

export const canAcquire = (s: Table, seat: number): boolean => acquireOptions(s, seat).length > 0;

/** Markers on 1 or 2 buildings next to the street; a takeover returns both markers to the supply; the disc comes off. */
export function acquire(s: S, seat: number, street: SpaceId, buildings: BuildingId[]): S {
  let owners = { ...s.owners };
  let supply = s.markerSupply.slice();
  let markers = s.seats[seat]!.markers;
  const takeovers: BuildingId[] = [];
  for (const b of buildings) {
    const prev = owners[b];
    if (prev !== undefined) {
      supply[prev]! += 1;
      supply[seat]! += 1;
      markers -= 1;
      takeovers.push(b);
    }
    owners = { ...owners, [b]: seat };
    markers -= 1;
  }
  return logged({
    ...s,
    owners,
    markerSupply: supply,
    takenStreets: [...s.takenStreets, street],
    seats: setSeat(s.seats, seat, { ...s.seats[seat]!, markers }),
  }, s, ['acquired', seat, street, buildings, takeovers]);
}

/** Acquisition order: clockwise from the trader, only seats that can place a marker. */
export const acquisitionOrder = (s: S): number[] => clockwise(s.trader, s.players).filter((x) => canAcquire(s, x));

// ---- scoring (§9) --------------------------------------------------------------------------------

/** A seat's privilege buildings grouped into runs of adjacent buildings. */
export function privilegeGroups(hand: number[]): BuildingId[][] {
  const mine = new Set<BuildingId>();
  for (const id of hand) {
    const c = card(id);
    if (c.deck === 'privilege') mine.add(c.building);
  }
  const groups: BuildingId[][] = [];
  const seen = new Set<BuildingId>();
  for (const b of BUILDINGS) {
    if (!mine.has(b.id) || seen.has(b.id)) continue;
    const g: BuildingId[] = [];
    const todo = [b.id];
    seen.add(b.id);
    while (todo.length) {
      const x = todo.pop()!;
      g.push(x);
      for (const y of ADJACENT[x] ?? []) if (isBuilding(y) && mine.has(y) && !seen.has(y)) (seen.add(y), todo.push(y));
    }
    groups.push(g);
  }
  return groups;
}

/** Items for the tie-break: goods, special cards and game cards. */
export const items = (seat: Seat): number => total(seat.goods) + total(seat.specials) + seat.hand.length;

export function seatScore(s: S, seat: number): { total: number; breakdown: ScoreLine[] } {
  const me = s.seats[seat]!;
  const onBoard = BUILDINGS.filter((b) => s.owners[b.id] === seat).length;
  const breakdown: ScoreLine[] = [
    { label: { zh: '手上的錢', en: 'ducats in hand' }, points: me.ducats },
    { label: { zh: `${onBoard} 棟建築上的所有人指示物，每個 10 元`, en: `${onBoard} ownership marker${onBoard === 1 ? '' : 's'} on buildings, 10 each` }, points: onBoard * PAY.marker },
  ];
  for (const g of privilegeGroups(me.hand)) {
    const names = g.map((b) => BUILDING[b].name);
    breakdown.push({
      label: {
        zh: `${g.length} 張相鄰的特權（${names.map((x) => x.zh).join('、')}）`,
        en: `${g.length === 1 ? 'a lone privilege' : `${g.length} adjacent privileges`} (${names.map((x) => x.en).join(', ')})`,
      },
      points: privilegePayout(g.length),
    });
  }
  return { total: breakdown.reduce((a, l) => a + l.points, 0), breakdown };
}

export function scoreGame(s: S): GameResult {
  return resultOf(s.seats.map((x, i) => ({ seat: i, ...seatScore(s, i), tieBreak: items(x) })));
}
