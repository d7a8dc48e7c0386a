/**
 * Dice Town's bots. Both decide from `diceTown.view(state, seat)` and the legal moves only: other
 * cups, other hands and the decks stay hidden, and keeping is chosen without knowing what the others
 * are keeping under their cups right now.
 *
 * Easy: rules of thumb. It chases the face it holds most of (Aces and 9s count a little extra, 9s
 * only while the mine is rich, 10s while the bank is fat), pays for at most two extra dice while it
 * keeps a cushion of cash, rerolls everything for $1 when a first roll shows nothing, plays its cards
 * at their moment, robs the richest or the player with most cards, and settles ties for itself or the
 * poorer candidate.
 *
 * Strong: values every final hand of five dice by what each location is worth to it now (nuggets
 * left and Dynamite, bank loot, the store deck, cards to steal, the badge late in the game, the
 * actual property row and the Aces, Doc Badluck when it wins nothing) times the chance of winning it.
 * The chance comes from simulated completions of each opponent's public kept dice, both for a normal
 * finish and for a forced last roll (so finishing early is valued). Keeps are compared by the exact
 * expected value over the remaining rolls (every roll of the free dice enumerated with its
 * probability, the best keep after each, a $1 fee worth half a point), mixed with the risk that an
 * opponent close to five dice forces the last roll. Other decisions weigh estimated scores: it
 * cancels cards that hurt it or the leader, robs and donates from the leader, and orders Doc Badluck
 * for itself first and the leader last.
 */
import type { Bilingual } from '../core/contract';
import { a as aOrAn } from '../core/text';
import type { Bot, BotChoice, GameBots } from '../core/bot';
import { argmaxSeeded, mixHash, spoken, unitNoise } from '../core/bot-kit';
import { kindOf, propertyVp, storeVp } from './deck';
import { FACES, FACE_INDEX, keepFee, rankHand } from './rules';
import { LOCATION_NAMES, cardName, seatName } from './text';
import type { DiceTownMove, DiceTownView, Face, Location } from './types';

type Move = DiceTownMove;
type KeepMove = Extract<Move, { type: 'keep' }>;

const who = (seat: number) => seatName(seat);
const dice = (d: readonly Face[]) => (d.length ? d.join(' ') : '—');

// ---- shared estimates ----------------------------------------------------------------------------

/** How far the game has gone, 0 (start) to 1 (about to end): the mine or the property deck running out. */
export function progress(v: DiceTownView): number {
  const mine = 1 - v.mine / 30;
  const deck = 1 - v.propertyDeckSize / Math.max(1, v.options.edition === 'first' ? 22 : 17);
  return Math.max(0, Math.min(1, Math.max(mine, deck)));
}

/** Average points of a General Store card still unseen (equipment 1–8, one-shot cards about 1). */
const STORE_CARD_VP = 2.5;
/** Average points of a hidden property card. */
const PROPERTY_CARD_VP = 3;

/** What a General Store card is worth to keep, in points. */
export function storeCardValue(card: string, v: DiceTownView): number {
  const vp = storeVp(card);
  if (vp > 0) return vp;
  switch (kindOf(card)) {
    case 'hold-up':
      return 2;
    case 'dynamite':
      return v.mine > 6 ? 2 : 1;
    case 'wanted-poster':
      return 1.5;
    case 'not-leaving-office':
      return 1 + 2 * progress(v);
    case 'corruption':
      return 1.5;
    case 'scoundrel':
    case 'cheater':
      return 1.5;
    default:
      return 1;
  }
}

/** Every seat's score as this seat can estimate it: hidden cards at their average value. */
export function estimateScores(v: DiceTownView): number[] {
  return v.hands.map((h, seat) => {
    const property = h.property ? h.property.reduce((t, c) => t + propertyVp(c), 0) : h.propertyCount * PROPERTY_CARD_VP;
    const store = h.store ? h.store.reduce((t, c) => t + storeVp(c), 0) : h.storeCount * STORE_CARD_VP * 0.7;
    const prot = h.protected.reduce((t, c) => t + propertyVp(c), 0);
    return property + store + prot + v.nuggets[seat]! + Math.floor(v.money[seat]! / 2) + (seat === v.sheriff ? 5 * progress(v) : 0);
  });
}

const holds = (v: DiceTownView, kind: string) => (v.hands[v.seat]!.store ?? []).some((c) => kindOf(c) === kind);

/** The opponent with the best estimated score (ties by seat order). */
function leaderOf(v: DiceTownView, among?: number[]): number {
  const scores = estimateScores(v);
  const seats = among ?? scores.map((_, i) => i).filter((i) => i !== v.seat);
  let best = seats[0]!;
  for (const s of seats) if (scores[s]! > scores[best]!) best = s;
  return best;
}

// ---- dice as counts --------------------------------------------------------------------------------

type Counts = number[];
const toCounts = (d: readonly Face[]): Counts => {
  const c = [0, 0, 0, 0, 0, 0];
  for (const x of d) c[FACE_INDEX[x]]!++;
  return c;
};
const codeOf = (c: Counts): number => c[0]! + 6 * (c[1]! + 6 * (c[2]! + 6 * (c[3]! + 6 * (c[4]! + 6 * c[5]!))));
const sizeOf = (c: Counts): number => c[0]! + c[1]! + c[2]! + c[3]! + c[4]! + c[5]!;
const fromCounts = (c: Counts): Face[] => {
  const out: Face[] = [];
  for (let f = 5; f >= 0; f--) for (let k = 0; k < c[f]!; k++) out.push(FACES[f]!);
  return out;
};

/** Every multiset of `r` dice with its probability on one roll. */
const OUTCOMES: { c: Counts; p: number }[][] = [];
{
  const fact = [1, 1, 2, 6, 24, 120];
  for (let r = 0; r <= 5; r++) {
    const list: { c: Counts; p: number }[] = [];
    const rec = (f: number, left: number, c: Counts) => {
      if (f === 5) {
        const full = [...c, left];
        let ways = fact[r]!;
        for (const k of full) ways /= fact[k]!;
        list.push({ c: full, p: ways / 6 ** r });
        return;
      }
      for (let k = 0; k <= left; k++) rec(f + 1, left - k, [...c, k]);
    };
    rec(0, r, []);
    OUTCOMES.push(list);
  }
}

/** A comparable number for a five-dice poker hand (bigger is better; equal = tie for the sheriff). */
export function handKey(d: readonly Face[]): number {
  const r = rankHand(d);
  return r.rank * 100 + ((r.principal[0] ?? -1) + 1) * 10 + ((r.principal[1] ?? -1) + 1);
}
const KEY_BY_CODE = new Map<number, number>();
function keyOfCounts(c: Counts): number {
  const code = codeOf(c);
  let k = KEY_BY_CODE.get(code);
  if (k === undefined) {
    k = handKey(fromCounts(c));
    KEY_BY_CODE.set(code, k);
  }
  return k;
}

// ---- opponents' final hands, simulated from their public kept dice ---------------------------------

interface OppModel {
  /** less[f][c] = P(count of face f < c), eq[f][c] = P(count == c), c = 0..6. */
  less: number[][];
  eq: number[][];
  keys: Int32Array;
}

function rng(seed: number): () => number {
  let x = seed >>> 0 || 0x9e3779b9;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 0x100000000;
  };
}

/** One opponent's possible finishes: they chase the face they hold most of (a simple model of a player). */
function simulateOpponent(kept: readonly Face[], forced: boolean, samples: number, seed: number): OppModel {
  const rand = rng(seed);
  const hist = Array.from({ length: 6 }, () => new Array<number>(7).fill(0));
  const keys = new Int32Array(samples);
  const base = toCounts(kept);
  for (let s = 0; s < samples; s++) {
    const c = base.slice();
    let steps = 0;
    while (sizeOf(c) < 5) {
      const rolled = [0, 0, 0, 0, 0, 0];
      const r = 5 - sizeOf(c);
      for (let i = 0; i < r; i++) rolled[Math.floor(rand() * 6)]!++;
      if (forced || steps >= 3) {
        for (let f = 0; f < 6; f++) c[f]! += rolled[f]!;
        break;
      }
      let target = 5;
      for (let f = 5; f >= 0; f--) if (c[f]! + rolled[f]! > c[target]! + rolled[target]!) target = f;
      if (rolled[target]! > 0) c[target]! += Math.min(rolled[target]!, 3);
      else {
        let hi = 5;
        while (rolled[hi] === 0) hi--;
        c[hi]!++;
      }
      steps++;
    }
    for (let f = 0; f < 6; f++) hist[f]![c[f]!]!++;
    keys[s] = keyOfCounts(c);
  }
  const less = hist.map((h) => {
    const out = new Array<number>(7).fill(0);
    for (let c = 1; c < 7; c++) out[c] = out[c - 1]! + h[c - 1]! / samples;
    return out;
  });
  const eq = hist.map((h) => h.map((n) => n / samples));
  keys.sort();
  return { less, eq, keys };
}

/** P(opponent's key < k) and P(== k) from the sorted sample. */
function keyOdds(m: OppModel, k: number): [number, number] {
  const n = m.keys.length;
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (m.keys[mid]! < k) lo = mid + 1;
    else hi = mid;
  }
  let e = lo;
  while (e < n && m.keys[e] === k) e++;
  return [lo / n, (e - lo) / n];
}

// ---- what each location is worth now ---------------------------------------------------------------

interface Worth {
  /** Points for winning location `loc` (face index 0–4, 5 = Town Hall) with `c` dice of its face. */
  value(loc: number, c: number, aces: number): number;
  doc: number;
}

const capOf = (v: DiceTownView, n: number) => (v.options.capAtThree ? Math.min(3, n) : n);

function worthNow(v: DiceTownView): Worth {
  const p = progress(v);
  const others = v.hands.map((h, i) => (i === v.seat ? 0 : h.storeCount + h.propertyCount)).reduce((a, b) => a + b, 0);
  const dyn = holds(v, 'dynamite') ? 2 : 1;
  const row = v.row.map(propertyVp);
  const corrupt = holds(v, 'corruption') && v.propertyDeckSize > 0 ? PROPERTY_CARD_VP : 0;
  const storeBest = [0, STORE_CARD_VP, 3.8, 4.8, 5.4, 5.8];
  return {
    value(loc, c, aces) {
      switch (loc) {
        case 0:
          return Math.min(capOf(v, c) * dyn, v.mine);
        case 1:
          return v.bank / 2 + (v.bank > 0 ? 0.3 : 0);
        case 2:
          return v.storeDeckSize > 0 ? storeBest[Math.min(capOf(v, c), v.storeDeckSize, 5)]! : 0;
        case 3:
          return others > 0 ? (PROPERTY_CARD_VP + 0.8) * (1 + 0.2 * (capOf(v, c) - 1)) : 0;
        case 4:
          return 1 + 4 * p;
        default: {
          const take = Math.min(1 + aces, row.length);
          let t = corrupt;
          for (let i = 0; i < take; i++) t += row[i]!;
          return t;
        }
      }
    },
    doc: 2.5,
  };
}

/** Values of every final hand: the sum over locations of P(win) × worth, plus Doc Badluck. */
function handValuer(v: DiceTownView, models: OppModel[]): (c: Counts) => number {
  const w = worthNow(v);
  const sheriff = v.sheriff === v.seat;
  const memo = new Map<number, number>();
  return (c: Counts) => {
    const code = codeOf(c);
    const hit = memo.get(code);
    if (hit !== undefined) return hit;
    let total = 0;
    let nothing = 1;
    for (let f = 0; f < 5; f++) {
      const n = c[f]!;
      if (n === 0) continue;
      let strict = 1;
      let leq = 1;
      for (const m of models) {
        strict *= m.less[f]![n]!;
        leq *= m.less[f]![n]! + m.eq[f]![n]!;
      }
      const pw = strict + (leq - strict) * (sheriff ? 0.95 : 0.3);
      total += pw * w.value(f, n, 0);
      nothing *= 1 - pw;
    }
    const key = keyOfCounts(c);
    let strict = 1;
    let leq = 1;
    for (const m of models) {
      const [lt, eq] = keyOdds(m, key);
      strict *= lt;
      leq *= lt + eq;
    }
    const ph = strict + (leq - strict) * (sheriff ? 0.9 : 0.3);
    total += ph * w.value(5, 0, c[5]!);
    nothing *= 1 - ph;
    total += nothing * w.doc;
    memo.set(code, total);
    return total;
  };
}

/** Points one dollar is worth when spent on a fee (half a point, more when cash runs short). */
const feeCost = (cash: number) => (cash <= 2 ? 1 : 0.5);

interface KeepEval {
  value: number;
  /** The location this keep mostly aims at. */
  aim: Location;
}

/**
 * Expected value of a kept multiset over the remaining rolls: every roll of the free dice enumerated,
 * the best keep taken after each (fees at half a point a dollar), with the risk that someone else has
 * finished first and the rest must be taken in one last roll. That risk is `q0` for the next roll and
 * grows with every further step, since the others get closer to five dice each time.
 */
function keepValuer(value: (c: Counts) => number, forcedValue: (c: Counts) => number, cash: number, q0: number) {
  const memo = new Map<number, number>();
  const cost = feeCost(cash);
  const qAt = (step: number) => Math.min(0.9, q0 + 0.25 * (step - 1));
  const lastRoll = (k: Counts): number => {
    const r = 5 - sizeOf(k);
    let t = 0;
    for (const o of OUTCOMES[r]!) t += o.p * value(k.map((x, i) => x + o.c[i]!));
    return t;
  };
  /** Value of holding `k` before the roll of `step` (1 = the next roll). */
  const E = (k: Counts, step: number): number => {
    const size = sizeOf(k);
    if (size === 5) return value(k);
    const code = codeOf(k) + 46656 * step;
    const hit = memo.get(code);
    if (hit !== undefined) return hit;
    const r = 5 - size;
    const q = qAt(step);
    let opt = 0;
    if (q < 0.9) {
      const s = [0, 0, 0, 0, 0, 0];
      for (const o of OUTCOMES[r]!) {
        let best = -Infinity;
        // every sub-multiset of the roll, at least one die
        const rec = (f: number, n: number) => {
          if (f === 6) {
            if (n === 0) return;
            const fee = n - 1;
            if (fee > cash) return;
            const next = k.map((x, i) => x + s[i]!);
            const val = (n === r ? forcedValue(next) : E(next, step + 1)) - fee * cost;
            if (val > best) best = val;
            return;
          }
          for (let m = 0; m <= o.c[f]!; m++) {
            s[f] = m;
            rec(f + 1, n + m);
          }
          s[f] = 0;
        };
        rec(0, 0);
        opt += o.p * best;
      }
    }
    const out = q * lastRoll(k) + (1 - q) * opt;
    memo.set(code, out);
    return out;
  };
  return { E, lastRoll };
}

const FACE_LOC: Location[] = ['goldMine', 'bank', 'generalStore', 'saloon', 'sheriff'];

function aimOf(c: Counts): Location {
  let f = 0;
  for (let i = 1; i < 5; i++) if (c[i]! > c[f]!) f = i;
  if (c[5]! >= c[f]! && c[5]! > 0) return 'townHall';
  const r = rankHand(fromCounts(c)).rank;
  if (r >= 3 && sizeOf(c) === 5) return 'townHall';
  return c[f]! > 0 ? FACE_LOC[f]! : 'townHall';
}

const AIM_TEXT: Record<Location, Bilingual> = {
  goldMine: { zh: '要挖金礦的金塊', en: 'to dig nuggets at the Gold Mine' },
  bank: { zh: '要搶銀行的錢', en: 'to rob the Bank' },
  generalStore: { zh: '要去雜貨店拿卡', en: 'to draw General Store cards' },
  saloon: { zh: '要上酒館偷牌', en: 'to steal cards at the Saloon' },
  sheriff: { zh: '要拿警徽', en: 'to take the Sheriff Badge' },
  townHall: { zh: '要拚最大的牌型買地產', en: 'to make the best hand for the Town Hall' },
};

function keepReason(move: KeepMove, fee: number, aim: Location, v: DiceTownView, extra?: Bilingual): Bilingual {
  const a = AIM_TEXT[aim];
  const tail = extra ? { zh: extra.zh, en: extra.en } : { zh: '', en: '' };
  if (v.last) {
    const cheat = move.cheat ? { zh: `，並用職業老千把一顆 ${move.cheat.from} 轉成 ${move.cheat.to}`, en: `, turning ${aOrAn(move.cheat.from)} into ${aOrAn(move.cheat.to)} with the Cheater` } : { zh: '', en: '' };
    return { zh: `最後一擲只能全部留下：${dice(move.dice)}${cheat.zh}。`, en: `The last roll must be kept as it fell: ${dice(move.dice)}${cheat.en}.` };
  }
  if (move.dice.length === 0)
    return {
      zh: `擲出的 ${dice(v.rolled)} 對我沒用，我付 1 元全部重擲，${a.zh}${tail.zh}。`,
      en: `Nothing in ${dice(v.rolled)} helps, so I pay $1 to reroll everything, ${a.en}${tail.en}.`,
    };
  const paid =
    move.scoundrel === true
      ? { zh: '，用無賴卡免費多留', en: ', free thanks to the Scoundrel' }
      : fee > 0
        ? { zh: `，付 ${fee} 元`, en: `, paying $${fee}` }
        : { zh: '（免費）', en: ' (free)' };
  const cheat = move.cheat ? { zh: `，還用職業老千把一顆 ${move.cheat.from} 轉成 ${move.cheat.to}`, en: `, turning ${aOrAn(move.cheat.from)} into ${aOrAn(move.cheat.to)} with the Cheater` } : { zh: '', en: '' };
  return {
    zh: `我保留 ${dice(move.dice)}${paid.zh}${cheat.zh}，${a.zh}${tail.zh}。`,
    en: `I keep ${dice(move.dice)}${paid.en}${cheat.en}, ${a.en}${tail.en}.`,
  };
}

function feeOf(move: KeepMove, v: DiceTownView): number {
  if (v.last) return 0;
  return keepFee(move.dice.length, move.scoundrel === true);
}

// ---- strong keeping ----------------------------------------------------------------------------------

function strongKeep(v: DiceTownView, legal: KeepMove[], seed: number): BotChoice<Move> {
  if (legal.length === 1) {
    const c = toCounts([...v.kept[v.seat]!, ...legal[0]!.dice]);
    return { move: legal[0]!, reason: keepReason(legal[0]!, feeOf(legal[0]!, v), aimOf(c), v) };
  }
  const opps = v.hands.map((_, i) => i).filter((i) => i !== v.seat);
  const samples = v.players >= 4 ? 160 : 240;
  const normal = opps.map((o) => simulateOpponent(v.kept[o]!, v.last || v.kept[o]!.length === 5 ? true : false, samples, mixHash(seed, o, 1)));
  const forced = opps.map((o) => simulateOpponent(v.kept[o]!, true, samples, mixHash(seed, o, 1)));
  const value = handValuer(v, normal);
  const forcedValue = handValuer(v, forced);
  // the risk that someone finishes this step or soon: the most advanced opponent
  const most = Math.max(0, ...opps.map((o) => v.kept[o]!.length));
  const q = most >= 4 ? 0.6 : most >= 3 ? 0.35 : most >= 2 ? 0.2 : 0.1;
  const cash = v.money[v.seat]!;
  const { E } = keepValuer(value, forcedValue, cash, q);
  const kept = v.kept[v.seat]!;
  const cost = feeCost(cash);
  const scores = legal.map((m) => {
    const c = toCounts([...kept, ...m.dice]);
    const fee = feeOf(m, v);
    let val: number;
    if (v.last) val = value(c);
    else if (m.dice.length === 0) val = E(c, 1) - cost;
    else val = (sizeOf(c) === 5 ? forcedValue(c) : E(c, 1)) - fee * cost;
    if (m.scoundrel) val -= 1;
    if (m.cheat) val -= 0.8;
    return val;
  });
  const i = argmaxSeeded(scores, seed, 1e-6);
  const move = legal[i]!;
  const c = toCounts([...kept, ...move.dice]);
  const extra: Bilingual | undefined =
    !v.last && sizeOf(c) === 5 && opps.some((o) => v.kept[o]!.length < 5)
      ? { zh: '，五顆定好就逼別人只剩最後一擲', en: ', and with five dice set the others get only a last roll' }
      : undefined;
  return { move, reason: keepReason(move, feeOf(move, v), aimOf(c), v, extra) };
}

// ---- easy keeping --------------------------------------------------------------------------------------

function easyKeep(v: DiceTownView, legal: KeepMove[], seed: number): BotChoice<Move> {
  const kept = v.kept[v.seat]!;
  if (v.last || legal.length === 1) {
    const m = legal.find((x) => !x.cheat) ?? legal[0]!;
    return { move: m, reason: keepReason(m, 0, aimOf(toCounts([...kept, ...m.dice])), v) };
  }
  const all = toCounts([...kept, ...v.rolled]);
  const bonus = [v.mine >= 10 ? 0.5 : 0, v.bank >= 5 ? 0.5 : 0, 0, 0, 0, 0.6];
  const score = all.map((n, f) => n + bonus[f]! + 0.01 * f);
  const target = argmaxSeeded(score, seed);
  const rolledT = v.rolled.filter((d) => FACE_INDEX[d] === target).length;
  const cash = v.money[v.seat]!;
  const plain = legal.filter((m) => !m.scoundrel && !m.cheat);
  let want: Face[];
  if (rolledT > 0) {
    const canPay = Math.max(0, Math.min(2, cash - 3));
    want = Array<Face>(Math.min(rolledT, 1 + canPay)).fill(FACES[target]!);
  } else if (kept.length === 0 && cash >= 5) {
    want = [];
  } else {
    // the best single die: an Ace, else the highest
    let best = v.rolled[0]!;
    for (const d of v.rolled) if (FACE_INDEX[d] > FACE_INDEX[best]) best = d;
    want = [best];
  }
  const key = JSON.stringify([...want].sort());
  const move = plain.find((m) => JSON.stringify([...m.dice].sort()) === key) ?? plain.find((m) => m.dice.length === 1) ?? legal[0]!;
  const aim: Location = move.dice.length === 0 ? FACE_LOC[target] ?? 'townHall' : target === 5 ? 'townHall' : FACE_LOC[target]!;
  return { move, reason: keepReason(move, feeOf(move, v), aim, v) };
}

// ---- other decisions -------------------------------------------------------------------------------------

/** The victim named by the latest Hold-up line of this round's log, if any. */
function holdUpVictim(v: DiceTownView): number | null {
  for (let i = v.log.length - 1; i >= 0; i--) {
    const line = v.log[i]!;
    if (line[0] === 'holdsUp') return line[2];
  }
  return null;
}

/** How much a card just played by `by` would hurt this seat (positive) or the table's leader. */
function harmOf(v: DiceTownView, card: string, by: number, strong: boolean): number {
  const me = v.seat;
  const scores = estimateScores(v);
  const leader = leaderOf(v);
  const byLeads = scores[by]! >= scores[leader]! - 0.5;
  const lead = strong && byLeads ? 1.5 : 0;
  switch (kindOf(card)) {
    case 'hold-up':
      return holdUpVictim(v) === me ? 2 + Math.min(4, v.money[me]!) / 2 : lead;
    case 'share-of-the-loot':
      return v.winners.bank === me ? 2 : lead;
    case 'not-leaving-office':
      return v.winners.sheriff === me ? 3 + 2 * progress(v) : lead;
    case 'dynamite':
      return (strong ? 1 : 0) + lead + (v.mine > 4 ? 1 : 0);
    case 'saloon-girl':
      return 1 + lead;
    case 'two-for-one':
    case 'corruption':
      return (strong ? 1 : 0.5) + lead;
    case 'lucky-tonic':
      return 0.5 + lead;
    default:
      return 0.5 + lead;
  }
}

const cardValueForKeep = (v: DiceTownView, card: string): number => (propertyVp(card) > 0 ? propertyVp(card) + 0.3 : storeCardValue(card, v));

function elixirValue(v: DiceTownView, m: Extract<Move, { type: 'elixir' }>, strong: boolean): number {
  const me = v.seat;
  const opps = v.hands.map((_, i) => i).filter((i) => i !== me);
  const scores = estimateScores(v);
  const leaderBonus = (t: number) => (strong ? (scores[t]! - Math.max(...opps.map((o) => scores[o]!))) / 10 + 0.3 : 0);
  switch (kindOf(m.card)) {
    case 'donation': {
      const h = v.hands[m.target!]!;
      const n = h.propertyCount + h.protected.length;
      return n === 0 ? -1 : 2 + leaderBonus(m.target!) + (strong ? 0.5 : 0);
    }
    case 'friendship': {
      const n = v.hands[m.target!]!.storeCount;
      return n === 0 ? -1 : 1.5 + leaderBonus(m.target!);
    }
    case 'wealth':
    case 'nugget':
      return opps.filter((o) => v.nuggets[o]! > 0).length * (strong ? 1.2 : 1);
    case 'charm':
    case 'money':
      return opps.reduce((t, o) => t + Math.min(2, v.money[o]!), 0) / 2 + (strong ? 0.2 : 0);
    case 'power':
      return v.sheriff === me ? -1 : (strong ? 1 + 4.5 * progress(v) : 3);
    case 'protection':
    case 'barbed-wire': {
      const prot = (m.protect ?? []).reduce((t, c) => t + propertyVp(c), 0);
      return prot === 0 ? -1 : 0.2 * prot;
    }
    case 'luck':
    case 'store-card':
      return v.storeDeckSize > 0 ? STORE_CARD_VP : -1;
    default:
      return 0;
  }
}

function otherChoice(v: DiceTownView, legal: Move[], seed: number, strong: boolean): BotChoice<Move> {
  const first = legal[0]!;
  const me = v.seat;
  const p = v.pending;
  switch (first.type) {
    case 'play': {
      const card = first.card;
      const n = cardName(card);
      let play = true;
      const k = kindOf(card);
      if (k === 'two-for-one' && v.storeDeckSize < 2) play = false;
      if (k === 'lucky-tonic' && v.elixirs.length === 0 && v.options.edition === 'revised') play = false;
      if (play) return { move: first, reason: { zh: `現在正是打出「${n.zh}」的時機，我就用了。`, en: `This is the moment for ${n.en}, so I play it.` } };
      const pass = legal.find((m) => m.type === 'pass')!;
      return { move: pass, reason: { zh: `「${n.zh}」現在幫不上忙，我先留著。`, en: `${n.en} would do little now, so I keep it.` } };
    }
    case 'cancel':
    case 'pass': {
      if (p?.kind === 'wanted') {
        const harm = harmOf(v, p.card, p.by, strong);
        const n = cardName(p.card);
        if (harm >= (strong ? 1.8 : 2)) {
          const cancel = legal.find((m) => m.type === 'cancel')!;
          return {
            move: cancel,
            reason: { zh: `${who(p.by).zh} 的「${n.zh}」對我太不利，我用通緝令讓它失效。`, en: `${who(p.by).en}'s ${n.en} would cost me too much, so the Wanted poster cancels it.` },
          };
        }
        const pass = legal.find((m) => m.type === 'pass')!;
        return { move: pass, reason: { zh: `「${n.zh}」影響不大，通緝令留到更要緊的時候。`, en: `${n.en} matters little; I save the Wanted poster for something worse.` } };
      }
      const pass = legal.find((m) => m.type === 'pass') ?? first;
      return { move: pass, reason: { zh: '這時候不出牌。', en: 'I play no card now.' } };
    }
    case 'holdUp': {
      const targets = legal as Extract<Move, { type: 'holdUp' }>[];
      const scores = estimateScores(v);
      const vals = targets.map((m) => Math.min(4, v.money[m.target]!) + v.money[m.target]! / 100 + (strong ? scores[m.target]! / 1000 : 0));
      const m = targets[argmaxSeeded(vals, seed)]!;
      return {
        move: m,
        reason: { zh: `${who(m.target).zh} 身上有 ${v.money[m.target]} 元，最能付出 4 元，我搶他。`, en: `${who(m.target).en} has $${v.money[m.target]}, the most to give up to $4, so I hold him up.` },
      };
    }
    case 'settleTie': {
      const ties = legal as Extract<Move, { type: 'settleTie' }>[];
      const mine = ties.find((m) => m.winner === me);
      const loc = p?.kind === 'tie' ? LOCATION_NAMES[p.location] : LOCATION_NAMES.townHall;
      if (mine) return { move: mine, reason: { zh: `我自己也在平手之列，身為警長我判自己贏得${loc.zh}。`, en: `I am one of the tied players, and as sheriff I rule the ${loc.en} for myself.` } };
      const scores = estimateScores(v);
      const vals = ties.map((m) => (strong ? -scores[m.winner]! : -v.money[m.winner]!));
      const m = ties[argmaxSeeded(vals, seed)]!;
      return {
        move: m,
        reason: strong
          ? { zh: `${who(m.winner).zh} 目前分數最低，讓他贏${loc.zh}，免得領先的人拉開差距。`, en: `${who(m.winner).en} trails the most, so he gets the ${loc.en}; the leader gains nothing.` }
          : { zh: `${who(m.winner).zh} 錢最少，我判他贏得${loc.zh}。`, en: `${who(m.winner).en} has the least money, so I give him the ${loc.en}.` },
      };
    }
    case 'keepCard': {
      const cards = legal as Extract<Move, { type: 'keepCard' }>[];
      const vals = cards.map((m) => cardValueForKeep(v, m.card));
      const m = cards[argmaxSeeded(vals, seed)]!;
      const n = cardName(m.card);
      return { move: m, reason: { zh: `「${n.zh}」是抽到的牌裡對我最有價值的一張。`, en: `${n.en} is worth the most to me of the cards drawn.` } };
    }
    case 'steal': {
      const steals = legal as Extract<Move, { type: 'steal' }>[];
      const scores = estimateScores(v);
      const vals = steals.map((m) => {
        const h = v.hands[m.target]!;
        const n = h.propertyCount + h.storeCount;
        return strong ? Math.min(n, 3) + scores[m.target]! / 8 : n;
      });
      const m = steals[argmaxSeeded(vals, seed)]!;
      const h = v.hands[m.target]!;
      return {
        move: m,
        reason: {
          zh: `${who(m.target).zh} 手上有 ${h.propertyCount + h.storeCount} 張牌${strong ? '，又是領先者之一' : ''}，我向他下手。`,
          en: `${who(m.target).en} holds ${h.propertyCount + h.storeCount} cards${strong ? ' and is among the leaders' : ''}, so I rob him.`,
        },
      };
    }
    case 'docNext': {
      const order = legal as Extract<Move, { type: 'docNext' }>[];
      const self = order.find((m) => m.visitor === me);
      if (self) return { move: self, reason: { zh: '我自己也要去看開運專家，先去才挑得到最好的卡。', en: 'I am a visitor too, and going first gets me the best Elixir.' } };
      const scores = estimateScores(v);
      const vals = order.map((m) => (strong ? -scores[m.visitor]! : unitNoise(seed, m.visitor)));
      const m = order[argmaxSeeded(vals, seed)]!;
      return {
        move: m,
        reason: strong
          ? { zh: `${who(m.visitor).zh} 落後最多，讓他先挑，領先的人排後面。`, en: `${who(m.visitor).en} is furthest behind, so he chooses first and the leader waits.` }
          : { zh: `我讓${who(m.visitor).zh} 先去看開運專家。`, en: `I send ${who(m.visitor).en} to Doc Badluck first.` },
      };
    }
    case 'elixir': {
      const opts = legal as Extract<Move, { type: 'elixir' }>[];
      const vals = opts.map((m) => elixirValue(v, m, strong));
      const m = opts[argmaxSeeded(vals, seed)]!;
      const n = cardName(m.card);
      const target = m.target !== undefined ? { zh: `並指定${who(m.target).zh}`, en: ` naming ${who(m.target).en}` } : { zh: '', en: '' };
      return {
        move: m,
        reason: { zh: `翻開的開運專家卡裡，選「${n.zh}」${target.zh}對我最划算。`, en: `Of the face-up Elixirs, ${n.en}${target.en} gains me the most.` },
      };
    }
    case 'give': {
      const gives = legal as Extract<Move, { type: 'give' }>[];
      const vals = gives.map((m) => -(propertyVp(m.card) || storeCardValue(m.card, v)));
      const m = gives[argmaxSeeded(vals, seed)]!;
      const n = cardName(m.card);
      return { move: m, reason: { zh: `我交出最不值錢的「${n.zh}」。`, en: `I hand over my least valuable card, ${n.en}.` } };
    }
    default:
      return { move: first, reason: { zh: '只有這一步可走。', en: 'This is the only move.' } };
  }
}

function makeBot(level: 'easy' | 'strong'): Bot<DiceTownView, DiceTownMove> {
  return {
    level,
    choose(view, legal, seed) {
      if (legal.length === 0) throw new Error('no legal move to choose from');
      if (legal[0]!.type === 'keep') {
        const keeps = legal as KeepMove[];
        return spoken(level === 'strong' ? strongKeep(view, keeps, seed) : easyKeep(view, keeps, seed));
      }
      return spoken(otherChoice(view, legal, seed, level === 'strong'));
    },
  };
}

export const easyBot = makeBot('easy');
export const strongBot = makeBot('strong');

export const diceTownBots: GameBots<DiceTownView, DiceTownMove> = { easy: easyBot, strong: strongBot };
