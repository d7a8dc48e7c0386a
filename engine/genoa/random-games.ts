/**
 * Random complete games for the property tests. Every move is drawn uniformly from the legal
 * moves (offers and acceptances included), and after every move the invariants are checked:
 * each seat's ducats against a count kept apart from the engine, from the rules alone (deals,
 * orders and messages paid, promises of cash, owner income); 40 goods, 60 game cards, 27 special
 * cards, 7 markers per colour and the tower's 5 discs conserved; every view hides the others'
 * money and hands; a move by the wrong seat is refused without changing the state.
 */
import { mixHash } from '../core/bot-kit';
import { checkMove } from './checks';
import { CARDS, GOODS, MARKERS_PER_COLOUR, PAY, SPECIALS, SPECIAL_COUNT, DECKS, GOODS_PER_KIND } from './data';
import { genoa } from './game';
import { ADJACENT, BUILDINGS, isStreet } from './map';
import type { GenoaMove, GenoaOptions, GenoaState, Offer } from './types';

export interface RandomGameReport {
  moves: number;
  final: GenoaState;
  record: GenoaMove[];
  /** Counts of move types played (to see that offers, deals, counters, wishes … all happen). */
  types: Record<string, number>;
}

function fail(seed: number, n: number, msg: string, s: GenoaState, m?: GenoaMove): never {
  throw new Error(`seed ${seed}, move ${n} (${s.phase}, round ${s.round}): ${msg}${m ? ` — ${JSON.stringify(m)}` : ''}`);
}

/** Where each game card is: a hand (seat) or a deck. */
function cardPlaces(s: GenoaState): Map<number, string> {
  const at = new Map<number, string>();
  s.seats.forEach((x, i) => x.hand.forEach((c) => at.set(c, `h${i}`)));
  for (const d of DECKS) for (const c of [...s.decks[d].down, ...s.decks[d].up]) at.set(c, `d${d}`);
  return at;
}

/**
 * The ducats every seat should hold after `m`, from the rules alone (not from the engine's
 * arithmetic). `pooled`, when set, names two seats whose sum alone is certain: a message drawn after
 * a reshuffle under a promise of drawn cards may have been handed to the trader or kept.
 */
export function expectedDucats(before: GenoaState, m: GenoaMove, after: GenoaState): { ducats: number[]; pooled: [number, number] | null } {
  const d = before.seats.map((x) => x.ducats);
  const trader = before.trader;
  let pooled: [number, number] | null = null;
  let deal: Offer | null = null;
  if (m.type === 'accept') deal = before.offers.find((o) => o.bidder === m.bidder) ?? null;
  if (m.type === 'agree') deal = before.counter;
  if (deal) {
    d[deal.bidder]! -= deal.bidderPays.ducats ?? 0;
    d[trader]! += deal.bidderPays.ducats ?? 0;
    d[trader]! -= deal.traderPays.ducats ?? 0;
    d[deal.bidder]! += deal.traderPays.ducats ?? 0;
  }
  // the action begun or finished by this move (if any)
  const completed = after.pending === null;
  let action: { seat: number; building: string; deal: Offer | null; card: boolean } | null = null;
  if (m.type === 'act' && before.pending) action = before.pending;
  else if (m.type === 'actHere') action = { seat: trader, building: before.path[before.path.length - 1]!, deal: null, card: false };
  else if (deal && deal.kind !== 'moveOnly') action = { seat: deal.bidder, building: deal.target, deal, card: false };
  else if (m.type === 'useBuildingAction') action = { seat: trader, building: m.building, deal: null, card: true };
  // cards played from a hand into a deck: large order 100, small order 40, message 30
  const was = cardPlaces(before);
  const now = cardPlaces(after);
  // game cards in a deal change hands first
  if (deal) {
    for (const c of deal.bidderPays.cards ?? []) was.set(c, `h${trader}`);
    for (const c of deal.traderPays.cards ?? []) was.set(c, `h${deal.bidder}`);
  }
  const cash = before.seats.map(() => 0);
  for (const [c, place] of was) {
    if (m.type === 'useTrade' && m.give.kind === 'card' && m.give.card === c) continue;
    if (!place.startsWith('h') || !now.get(c)!.startsWith('d')) continue;
    const seat = Number(place.slice(1));
    const deck = CARDS[c]!.deck;
    const pay = deck === 'large' ? PAY.large : deck === 'small' ? PAY.small : deck === 'message' ? PAY.message : 0;
    d[seat]! += pay;
    if (deck !== 'message') cash[seat]! += pay;
  }
  // messages the Post Office's action drew whose two buildings already hold discs are paid at once; after a
  // reshuffle every used card went face down first, so any message face up again was drawn (again) and paid
  if (action?.building === 'post_office' && completed) {
    const msg = before.decks.message;
    const paidOnTheWay = [...was].some(([c, place]) => place.startsWith('h') && CARDS[c]!.deck === 'message' && now.get(c)!.startsWith('d'));
    const reshuffled = msg.down.length < 2 && (msg.up.length > 0 || paidOnTheWay);
    const given = action.deal ? action.deal.promise.filter((y) => y.kind === 'drawnCard').length : 0;
    for (const c of after.decks.message.up) {
      if (msg.up.includes(c) && !reshuffled) continue;
      if (!reshuffled && !msg.down.includes(c)) continue; // played from a hand, counted above
      const drawnAt = reshuffled ? -1 : msg.down.indexOf(c);
      d[drawnAt >= 0 && drawnAt < given ? trader : action.seat]! += PAY.message;
      if (reshuffled && given > 0 && action.seat !== trader) pooled = [action.seat, trader];
    }
  }
  if (action && completed) {
    if (action.deal) {
      const promised = action.deal.promise.reduce((t, y) => t + (y.kind === 'ducats' ? y.amount : 0), 0);
      const k = Math.min(promised, cash[action.seat]!);
      d[action.seat]! -= k;
      d[trader]! += k;
    }
    const owner = before.owners[action.building as keyof GenoaState['owners']];
    if (!action.card && owner !== undefined && owner !== action.seat) d[owner]! += PAY.owner;
  }
  return { ducats: d, pooled };
}

/** Conservation and shape checks on one state (empty when all hold). */
export function invariantProblems(s: GenoaState): string[] {
  const out: string[] = [];
  for (const g of GOODS) {
    let n = s.goods[g] ?? 0;
    let negative = n < 0;
    for (const x of s.seats) {
      const k = x.goods[g] ?? 0;
      n += k;
      if (k < 0) negative = true;
    }
    if (n !== GOODS_PER_KIND || negative) out.push(`${n} ${g}${negative ? ' (negative)' : ''}`);
  }
  for (const sp of SPECIALS) {
    let n = s.specials[sp] ?? 0;
    let negative = n < 0;
    for (const x of s.seats) {
      const k = x.specials[sp] ?? 0;
      n += k;
      if (k < 0) negative = true;
    }
    if (n !== SPECIAL_COUNT[sp] || negative) out.push(`${n} ${sp} cards${negative ? ' (negative)' : ''}`);
  }
  // 60 game cards, each exactly once, each in its own deck when not in a hand
  const seen = new Uint8Array(60);
  let cards = 0;
  const note = (c: number) => {
    if (!(c >= 0 && c < 60) || seen[c]) out.push(`game card ${c} twice or unknown`);
    else seen[c] = 1;
    cards++;
  };
  for (const x of s.seats) for (const c of x.hand) note(c);
  for (const d of DECKS)
    for (const pile of [s.decks[d].down, s.decks[d].up])
      for (const c of pile) {
        note(c);
        if (CARDS[c]?.deck !== d) out.push(`card ${c} in the ${d} deck`);
      }
  if (cards !== 60) out.push(`${cards} game cards`);
  const onBoard = new Array<number>(s.players).fill(0);
  for (const b of BUILDINGS) {
    const o = s.owners[b.id];
    if (o !== undefined) onBoard[o]!++;
  }
  for (let i = 0; i < s.players; i++) {
    const n = s.markerSupply[i]! + s.seats[i]!.markers + onBoard[i]!;
    if (n !== MARKERS_PER_COLOUR || s.markerSupply[i]! < 0 || s.seats[i]!.markers < 0) out.push(`colour ${i}: ${n} markers`);
    if (s.seats[i]!.ducats < 0 || !Number.isInteger(s.seats[i]!.ducats) || s.seats[i]!.ducats % 5 !== 0) out.push(`seat ${i}: ${s.seats[i]!.ducats} ducats`);
  }
  if (s.markerSupply.length !== s.players) out.push('marker supply for colours not in play');
  // the tower: at most 5 discs, on distinct adjacent spaces; taken street discs come from the path
  if (s.path.length > 5 || new Set(s.path).size !== s.path.length) out.push(`tower path ${s.path.join(' ')}`);
  for (let i = 1; i < s.path.length; i++) if (!(ADJACENT[s.path[i - 1]!] ?? []).includes(s.path[i]!)) out.push(`step ${s.path[i - 1]} → ${s.path[i]}`);
  if (!s.takenStreets.every((x) => isStreet(x) && s.path.includes(x)) || new Set(s.takenStreets).size !== s.takenStreets.length) out.push('taken street discs');
  if (s.round < 1 || s.round > s.lastRound) out.push(`round ${s.round}`);
  return out;
}

/** What `seat` sees that it must not: another seat's money or hand, the deck order, the rng. */
export function viewProblems(s: GenoaState, seat: number): string[] {
  const v = genoa.view(s, seat);
  const out: string[] = [];
  if ('rng' in v || 'rolls' in v) out.push('view holds the rng or the scripted rolls');
  for (const d of DECKS) if (typeof v.decks[d].down !== 'number' || typeof v.decks[d].up !== 'number') out.push('view shows a deck order');
  v.seats.forEach((x, i) => {
    if (i === seat) {
      if (x.ducats !== s.seats[i]!.ducats || x.hand !== s.seats[i]!.hand) out.push('own seat wrong');
    } else if (x.ducats !== null || x.hand !== null) out.push(`seat ${seat} sees seat ${i}'s money or hand`);
    if (x.handSize !== s.seats[i]!.hand.length) out.push('hand size wrong');
  });
  return out;
}

/** Plays one random complete game, throwing on the first broken invariant. */
export function randomGame(players: number, seed: number, options: Partial<GenoaOptions> = {}, checkEvery = 1): RandomGameReport {
  const start = genoa.setup({ players, seed, options });
  if (!start.ok) throw new Error(start.error.en);
  let s = start.state;
  const record: GenoaMove[] = [];
  const types: Record<string, number> = {};
  const first = invariantProblems(s);
  if (first.length) fail(seed, 0, first.join('; '), s);
  while (!genoa.isOver(s)) {
    const n = record.length;
    if (n > 20_000) fail(seed, n, 'no end after 20000 moves', s);
    const acting = genoa.toAct(s);
    const legal = genoa.legalMoves(s);
    if (acting.length !== 1 || legal.length === 0) fail(seed, n, 'nobody to act or no legal move', s);
    const move = legal[mixHash(seed, n) % legal.length]!;
    if (move.seat !== acting[0]) fail(seed, n, 'a legal move for the wrong seat', s, move);
    if (n % 61 === 0) {
      const before = JSON.stringify(s);
      const wrong = genoa.play(s, { ...move, seat: (move.seat + 1) % players } as GenoaMove);
      if (wrong.ok || wrong.violation.rule !== 'genoa.turn.order' || JSON.stringify(s) !== before) fail(seed, n, 'a move by the wrong seat was not refused cleanly', s, move);
    }
    // the checker itself accepts the listed move (play trusts a move it has just listed: core/machine-game.ts)
    const refusal = checkMove(s, move);
    if (refusal) fail(seed, n, `legal move refused by the checker: ${refusal.rule} ${refusal.message.en}`, s, move);
    const r = genoa.play(s, move);
    if (!r.ok) fail(seed, n, `legal move refused: ${r.violation.rule} ${r.violation.message.en}`, s, move);
    const next = r.state;
    types[move.type] = (types[move.type] ?? 0) + 1;
    // the state is persistent: a part whose reference did not change did not change (the JSON checks above keep that honest)
    const touched = next.seats !== s.seats || next.decks !== s.decks || next.goods !== s.goods || next.specials !== s.specials || next.owners !== s.owners || next.markerSupply !== s.markerSupply || next.path !== s.path || next.takenStreets !== s.takenStreets || next.round !== s.round;
    if (n % checkEvery === 0 && touched) {
      const { ducats: want, pooled } = expectedDucats(s, move, next);
      const got = next.seats.map((x) => x.ducats);
      const bad = got.some((x, i) => x !== want[i] && !(pooled && pooled.includes(i)));
      if (bad || (pooled && got[pooled[0]]! + got[pooled[1]]! !== want[pooled[0]]! + want[pooled[1]]!))
        fail(seed, n, `ducats ${got.join(',')} ≠ expected ${want.join(',')}`, s, move);
      const p = invariantProblems(next);
      if (p.length) fail(seed, n, p.join('; '), s, move);
    }
    if (next.log.length === 0 || next.logCount <= s.logCount) fail(seed, n, 'the move left no line in the log', s, move);
    if (n % checkEvery === 0 && next.seats !== s.seats)
      for (let seat = 0; seat < players; seat++) {
        const v = viewProblems(next, seat);
        if (v.length) fail(seed, n, v.join('; '), s, move);
      }
    record.push(move);
    s = next;
  }
  const result = genoa.result(s);
  if (!result) fail(seed, record.length, 'no result', s);
  return { moves: record.length, final: s, record, types };
}
