/**
 * The resolution of a round as a small interpreter over a stack of steps (`Task`, plain JSON). The
 * machine's automatic state calls `advance`, which runs steps until the game waits for a decision
 * (`pending`) or ends; a decision move is applied by `applyMove`, which takes the waiting step off
 * the stack and pushes what follows from the choice. Every card played opens a Wanted-poster
 * window (skipped when nobody else holds one) before its effect step runs.
 *
 * Both functions work on one copy of the state (`work`) and never touch their input: the copy shares
 * the input's decks and hands until a step changes one, which is copied first (`own`, `handOf`).
 */
import { Draw } from '../core/rng';
import { isKind, kindOf } from './deck';
import {
  DICE,
  FACES,
  LOCATION_FACE,
  LOCATIONS,
  ROW,
  bestHands,
  countOf,
  keepFee,
  mostOf,
  scoreGame,
} from './rules';
import { moveLine, type LogLine } from './log';
import { perSeat } from './state';
import type { DiceTownMove, DiceTownState, Face, Hand, KeepChoice, Location, Pending, Task } from './types';

type S = DiceTownState;

/**
 * The state the working copy in progress was made from. A resolution runs synchronously from `work`
 * to its result, so there is only ever one copy in progress.
 */
let base: S | null = null;

/**
 * The lists copied (by `own`) only when a step changes one: the decks and card rows, which few
 * steps change, and Doc Badluck's visitors and the card modifiers.
 */
type Owned = 'storeDeck' | 'storeDiscard' | 'propertyDeck' | 'row' | 'elixirDeck' | 'elixirs' | 'elixirDiscard' | 'visitors' | 'mods';

/**
 * A working copy of `s`: a new top-level object with its own copies of what nearly every step
 * changes (cash, nuggets, step stack, log). The other lists, the winners and the hands are still
 * `s`'s until `own`, `ownDice`, `won` or `handOf` copies one before a step changes it.
 */
export function work(s: S): S {
  base = s;
  return {
    ...s,
    money: s.money.slice(),
    nuggets: s.nuggets.slice(),
    tasks: s.tasks.slice(),
    log: s.log.slice(),
  };
}

/** `w[key]`, ready to be changed in place: copied first while it is still the input state's. */
function own<K extends Owned>(w: S, key: K): S[K] {
  const v = w[key];
  if (v !== base![key]) return v;
  const copy = (v as unknown[]).slice() as S[K];
  w[key] = copy;
  return copy;
}

/**
 * The dice step's per-seat lists (kept dice, cups, choices), ready to be changed in place: each
 * copied the first time while it is still the input state's. Only the dice step changes them, and
 * then usually all three.
 */
function ownDice(w: S): void {
  const b = base!;
  if (w.kept === b.kept) w.kept = w.kept.slice();
  if (w.rolled === b.rolled) w.rolled = w.rolled.slice();
  if (w.choices === b.choices) w.choices = w.choices.slice();
}

/** `seat`'s hand, ready to be changed in place (its three piles copied first while still the input state's). */
function handOf(w: S, seat: number): Hand {
  if (w.hands === base!.hands) w.hands = w.hands.slice();
  const hands = w.hands;
  const h = hands[seat]!;
  if (h !== base!.hands[seat]) return h;
  const copy: Hand = { store: h.store.slice(), property: h.property.slice(), protected: h.protected.slice() };
  hands[seat] = copy;
  return copy;
}

/** Writes a line to the round's log, as data (`log.ts` words it when it is read). */
const log = (w: S, line: LogLine): void => {
  w.log.push(line);
};

/** Pushes steps so that they run in the order given. */
function then(w: S, ...tasks: Task[]): void {
  for (let i = tasks.length - 1; i >= 0; i--) w.tasks.push(tasks[i]!);
}

/** Seats from `seat`'s left round to `seat`'s right (the seat itself excluded). */
export function othersFrom(seat: number, players: number): number[] {
  const out: number[] = [];
  for (let k = 1; k < players; k++) out.push((seat + k) % players);
  return out;
}

/** Every seat, starting with `seat`. */
export const seatsFrom = (seat: number, players: number): number[] => [seat, ...othersFrom(seat, players)];

export function holds(s: S, seat: number, kind: string): boolean {
  const store = s.hands[seat]!.store;
  for (let i = 0; i < store.length; i++) if (isKind(store[i]!, kind)) return true;
  return false;
}

function takeFromHand(w: S, seat: number, kind: string): string | null {
  const i = w.hands[seat]!.store.findIndex((c) => isKind(c, kind));
  if (i < 0) return null;
  return handOf(w, seat).store.splice(i, 1)[0]!;
}

function transfer(w: S, from: number, to: number, amount: number): number {
  const money = w.money;
  const paid = Math.min(amount, money[from]!);
  money[from]! -= paid;
  money[to]! += paid;
  return paid;
}

function rollDie(w: S, draw: Draw): Face {
  if (w.diceQueue.length > 0) {
    const [first, ...rest] = w.diceQueue;
    w.diceQueue = rest;
    return first!;
  }
  return FACES[draw.int(6)]!;
}

const cap = (w: S, n: number): number => (w.options.capAtThree ? Math.min(3, n) : n);

/**
 * Plays a General Store card from `seat`'s hand: to the discard, then a Wanted window, then its
 * effect. The move that plays it has already written its line (who plays what, on whom).
 */
function playCard(w: S, seat: number, kind: string, effect: Task): void {
  const card = takeFromHand(w, seat, kind) ?? kind;
  own(w, 'storeDiscard').push(card);
  then(w, { t: 'wanted', card, by: seat, asked: [] }, effect);
}

/** A card joins `seat`'s hand; a Hold-up must be used at once. */
function acquireStore(w: S, seat: number, card: string): void {
  handOf(w, seat).store.push(card);
  if (isKind(card, 'hold-up')) then(w, { t: 'holdUpAsk', seat });
}

function offer(seat: number, card: string, effect: Task): Task {
  return { t: 'offer', seat, card, effect };
}

const mod = (m: string): Task => ({ t: 'mod', mod: m, cancelled: false });

/** The steps of visiting the town, in rule order, then the stagecoach and the end check. */
export function townTasks(): Task[] {
  return [
    ...LOCATIONS.map((loc): Task => ({ t: 'location', loc })),
    { t: 'doc' },
    { t: 'stagecoach' },
    { t: 'endCheck' },
  ];
}

function turnUpElixir(w: S, draw: Draw): void {
  if (w.elixirDeck.length === 0 && w.elixirDiscard.length > 0) {
    w.elixirDeck = draw.shuffle(w.elixirDiscard);
    w.elixirDiscard = [];
    log(w, ['elixirsReshuffled']);
  }
  const next = own(w, 'elixirDeck').shift();
  if (next) {
    own(w, 'elixirs').push(next);
    w.fresh = true;
    log(w, ['elixirTurnedUp', next]);
  }
}

/** Draws `k` distinct cards at random out of `pool`. */
function sample(pool: readonly string[], k: number, draw: Draw): string[] {
  return draw.shuffle(pool).slice(0, k);
}

function steal(w: S, seat: number, target: number, n: number, draw: Draw): void {
  const h = w.hands[target]!;
  const pool = [...h.store, ...h.property];
  const k = Math.min(n, pool.length);
  w.drawn = sample(pool, k, draw);
  w.fresh = true;
  log(w, ['drawsFromHand', seat, target, k]);
  if (k === 1) takeStolen(w, seat, target, w.drawn[0]!);
  else then(w, { t: 'saloonPick', seat, from: target });
}

function takeStolen(w: S, seat: number, target: number, card: string): void {
  const h = handOf(w, target);
  w.drawn = [];
  const si = h.store.indexOf(card);
  if (si >= 0) {
    h.store.splice(si, 1);
    log(w, ['keepsStolen', seat, 'store']);
    acquireStore(w, seat, card);
    return;
  }
  const pi = h.property.indexOf(card);
  h.property.splice(pi, 1);
  handOf(w, seat).property.push(card);
  log(w, ['keepsStolen', seat, 'property']);
}

/** Every hand is complete: the town is visited. */
function startTown(w: S): void {
  w.last = false;
  w.rolled = perSeat(w.players, (): Face[] => []);
  w.winners = { goldMine: null, bank: null, generalStore: null, saloon: null, sheriff: null, townHall: null };
  log(w, ['townVisited']);
  then(w, ...townTasks());
}

/** The last roll with no Cheater to play: every die rolled is kept as it fell, and the dice step goes on. */
function keepLastRoll(w: S, need: readonly number[]): void {
  for (const seat of need) {
    log(w, ['lastRoll', seat, w.rolled[seat]!]);
    ownDice(w);
    w.kept[seat] = [...w.kept[seat]!, ...w.rolled[seat]!];
    w.rolled[seat] = [];
  }
  w.keepers = [];
  then(w, { t: 'roll' });
}

/**
 * The Cheaters and Scoundrels shown with the dice as the cups are lifted (from the sheriff round):
 * each goes to the discard and is followed by its Wanted window and its keep step.
 */
function cardsWithTheDice(w: S): Task[] {
  const steps: Task[] = [];
  for (const seat of seatsFrom(w.sheriff, w.players)) {
    const c = w.choices[seat];
    if (!c || !w.keepers.includes(seat)) continue;
    for (const card of ['cheater', 'scoundrel'] as const) {
      const used = card === 'cheater' ? c.cheat !== null : c.scoundrel;
      if (!used) continue;
      const inst = takeFromHand(w, seat, card) ?? card;
      own(w, 'storeDiscard').push(inst);
      log(w, ['revealsWithDice', seat, inst]);
      steps.push({ t: 'wanted', card: inst, by: seat, asked: [] }, { t: 'keepCard', seat, card, cancelled: false });
    }
  }
  return steps;
}

/** One seat's choice applied as the cups are lifted: the dice set aside, the fee paid to the stagecoach. */
function applyKeep(w: S, seat: number): void {
  const c = w.choices[seat]!;
  let dice = c.dice;
  let fee = 0;
  if (w.last) {
    const rolled = w.rolled[seat]!.slice();
    if (c.cheat) {
      const i = rolled.indexOf(c.cheat.from);
      if (i >= 0 && dice.includes(c.cheat.to)) rolled[i] = c.cheat.to;
    }
    dice = rolled;
  } else {
    fee = keepFee(dice.length, c.scoundrel);
    if (fee > w.money[seat]!) {
      // a cancelled Scoundrel: the dice that cannot be paid for go back in the hand
      dice = dice.slice(0, w.money[seat]! + 1);
      fee = keepFee(dice.length);
    }
  }
  w.money[seat]! -= fee;
  w.stagecoach += fee;
  ownDice(w);
  w.kept[seat] = [...w.kept[seat]!, ...dice];
  log(w, ['keeps', seat, dice, fee]);
  w.rolled[seat] = [];
}

/** Several seats tie for a location: the sheriff decides. */
function tie(w: S, loc: Location, candidates: number[]): Pending {
  log(w, ['tie', loc, candidates.slice()]);
  return { kind: 'tie', seat: w.sheriff, location: loc, candidates };
}

/** What winning each location brings (after the win is logged), each with the card that may change it. */
const WINS: Record<Location, (w: S, seat: number) => void> = {
  goldMine(w, seat) {
    then(w, offer(seat, 'dynamite', mod('double')), { t: 'mine', seat, n: cap(w, countOf(w.kept[seat]!, '9')) });
  },
  bank(w, seat) {
    const haul = w.bank;
    w.bank = 0;
    w.money[seat]! += haul;
    log(w, ['robsBank', seat, haul]);
    then(w, ...othersFrom(seat, w.players).map((h) => offer(h, 'share-of-the-loot', { t: 'share', seat: h, from: seat, haul, cancelled: false })));
  },
  generalStore(w, seat) {
    then(w, offer(seat, 'two-for-one', mod('twice')), { t: 'store', seat, n: cap(w, countOf(w.kept[seat]!, 'J')) });
  },
  saloon(w, seat) {
    then(w, offer(seat, 'saloon-girl', mod('twice')), { t: 'saloon', seat, n: cap(w, countOf(w.kept[seat]!, 'Q')) });
  },
  sheriff(w, seat) {
    if (seat === w.sheriff) log(w, ['alreadySheriff', seat]);
    else then(w, offer(w.sheriff, 'not-leaving-office', mod('stay')), { t: 'badge', seat });
  },
  townHall(w, seat) {
    const take = Math.min(1 + countOf(w.kept[seat]!, 'A'), ROW, w.row.length);
    then(w, offer(seat, 'corruption', mod('corrupt')), { t: 'townHall', seat, take });
  },
};

type Step<T extends Task['t']> = (w: S, task: Extract<Task, { t: T }>, draw: Draw) => Pending | null;

/**
 * What each step does, in the order the round meets them: a decision to wait for (the step then
 * stays on the stack), or null. One small function per step rather than one large switch: V8
 * optimizes (and, when a rare step first runs, re-optimizes) each on its own, which keeps the
 * compiler's work small.
 */
const STEPS: { [T in Task['t']]: Step<T> } = {
  roll(w, _task, draw) {
    w.stage = 'dice';
    const need: number[] = [];
    let someoneDone = false;
    for (let seat = 0; seat < w.players; seat++) {
      if (w.kept[seat]!.length < DICE) need.push(seat);
      else someoneDone = true;
    }
    if (need.length === 0) {
      startTown(w);
      return null;
    }
    w.last = someoneDone;
    ownDice(w);
    const rolled = w.rolled;
    for (const seat of need) {
      const dice: Face[] = [];
      for (let i = w.kept[seat]!.length; i < DICE; i++) dice.push(rollDie(w, draw));
      rolled[seat] = dice;
    }
    w.fresh = true;
    w.choices = perSeat(w.players, () => null);
    if (someoneDone) {
      log(w, ['lastRollStarts']);
      const cheaters = need.some((seat) => holds(w, seat, 'cheater'));
      if (!cheaters) {
        keepLastRoll(w, need);
        return null;
      }
    } else {
      log(w, ['rollsUnderCup']);
    }
    w.keepers = need;
    then(w, { t: 'awaitKeeps' });
    return null;
  },
  awaitKeeps(w) {
    if (w.keepers.some((seat) => w.choices[seat] === null)) return { kind: 'keep' };
    // every choice is in: the cups are lifted together
    w.fresh = true;
    then(w, ...cardsWithTheDice(w), { t: 'applyKeeps' });
    return null;
  },
  keepCard(w, task) {
    if (!task.cancelled) return null;
    const c = w.choices[task.seat]!;
    ownDice(w);
    if (task.card === 'scoundrel') w.choices[task.seat] = { ...c, scoundrel: false };
    else if (c.cheat) {
      const dice = c.dice.slice();
      const i = dice.lastIndexOf(c.cheat.to);
      if (i >= 0) dice[i] = c.cheat.from;
      w.choices[task.seat] = { ...c, dice, cheat: null };
    }
    return null;
  },
  applyKeeps(w) {
    for (const seat of w.keepers) applyKeep(w, seat);
    w.choices = perSeat(w.players, () => null);
    w.keepers = [];
    then(w, { t: 'roll' });
    return null;
  },
  location(w, task) {
    const loc = task.loc;
    w.stage = loc;
    if (w.mods.length > 0) w.mods = [];
    const candidates = loc === 'townHall' ? bestHands(w.kept, w.options.kickers) : mostOf(w.kept, LOCATION_FACE[loc]);
    if (candidates.length === 0) {
      log(w, ['nobodyWins', loc]);
      return null;
    }
    if (candidates.length === 1) {
      then(w, { t: 'won', loc, seat: candidates[0]! });
      return null;
    }
    return tie(w, loc, candidates);
  },
  won(w, task) {
    const { loc, seat } = task;
    if (w.winners === base!.winners) w.winners = { ...w.winners };
    w.winners[loc] = seat;
    log(w, ['wins', seat, loc]);
    WINS[loc](w, seat);
    return null;
  },
  offer(w, task) {
    return holds(w, task.seat, task.card) ? { kind: 'window', seat: task.seat, card: task.card } : null;
  },
  wanted(w, task) {
    for (const seat of othersFrom(task.by, w.players))
      if (!task.asked.includes(seat) && holds(w, seat, 'wanted-poster')) return { kind: 'wanted', seat, card: task.card, by: task.by };
    return null;
  },
  cancelBelow(w) {
    const i = w.tasks.length - 1;
    const below = w.tasks[i];
    if (below && 'cancelled' in below) {
      w.tasks[i] = { ...below, cancelled: true } as Task;
      log(w, ['wantedWorks']);
    }
    return null;
  },
  mod(w, task) {
    own(w, 'mods').push(task.mod);
    return null;
  },
  mine(w, task) {
    const double = w.mods.includes('double');
    w.mods = [];
    const want = double ? task.n * 2 : task.n;
    const take = Math.min(want, w.mine);
    w.mine -= take;
    w.nuggets[task.seat]! += take;
    log(w, ['mined', task.seat, take, double, w.mine]);
    return null;
  },
  share(w, task) {
    const paid = transfer(w, task.from, task.seat, Math.floor(task.haul / 2));
    log(w, ['shares', task.from, task.seat, paid]);
    return null;
  },
  store(w, task) {
    const times = w.mods.includes('twice') ? 2 : 1;
    w.mods = [];
    for (let i = 0; i < times; i++) w.tasks.push({ t: 'storeOnce', seat: task.seat, n: task.n });
    return null;
  },
  storeOnce(w, task) {
    if (w.drawn.length > 0) return { kind: 'storeKeep', seat: task.seat };
    const k = Math.min(task.n, w.storeDeck.length);
    if (k === 0) {
      log(w, ['storeEmpty']);
      return null;
    }
    w.drawn = own(w, 'storeDeck').splice(0, k);
    w.fresh = true;
    log(w, ['drawsStore', task.seat, k]);
    if (k === 1) {
      const card = w.drawn[0]!;
      w.drawn = [];
      acquireStore(w, task.seat, card);
      return null;
    }
    return { kind: 'storeKeep', seat: task.seat };
  },
  holdUpAsk(w, task) {
    return holds(w, task.seat, 'hold-up') ? { kind: 'holdUp', seat: task.seat } : null;
  },
  holdUp(w, task) {
    const paid = transfer(w, task.target, task.seat, 4);
    log(w, ['heldUp', task.target, paid]);
    return null;
  },
  saloon(w, task) {
    const times = w.mods.includes('twice') ? 2 : 1;
    w.mods = [];
    for (let i = 0; i < times; i++) w.tasks.push({ t: 'saloonOnce', seat: task.seat, n: task.n });
    return null;
  },
  saloonOnce(w, task, draw) {
    const targets = othersFrom(task.seat, w.players).filter((t) => w.hands[t]!.store.length + w.hands[t]!.property.length > 0);
    if (targets.length === 0) {
      log(w, ['nothingToSteal']);
      return null;
    }
    if (targets.length === 1) {
      steal(w, task.seat, targets[0]!, task.n, draw);
      return null;
    }
    return { kind: 'saloonTarget', seat: task.seat, targets: targets.sort((a, b) => a - b), draw: task.n };
  },
  saloonPick(w, task) {
    return { kind: 'saloonKeep', seat: task.seat, from: task.from };
  },
  badge(w, task) {
    const stay = w.mods.includes('stay');
    w.mods = [];
    if (stay) log(w, ['badgeStays', w.sheriff]);
    else {
      w.sheriff = task.seat;
      log(w, ['newSheriff', task.seat]);
    }
    return null;
  },
  townHall(w, task) {
    const corrupt = w.mods.includes('corrupt');
    w.mods = [];
    const taken = own(w, 'row').splice(0, task.take);
    handOf(w, task.seat).property.push(...taken);
    log(w, ['takesProperty', task.seat, taken]);
    if (corrupt) {
      const top = own(w, 'propertyDeck').shift();
      if (top) {
        handOf(w, task.seat).property.push(top);
        log(w, ['takesUnseen', task.seat]);
      }
    }
    while (w.row.length < ROW && w.propertyDeck.length > 0) own(w, 'row').push(own(w, 'propertyDeck').shift()!);
    w.fresh = true;
    if (w.row.length < ROW) log(w, ['rowShort']);
    return null;
  },
  doc(w) {
    w.stage = 'docBadluck';
    const won = perSeat(w.players, () => false);
    for (const l of LOCATIONS) {
      const seat = w.winners[l];
      if (seat !== null) won[seat] = true;
    }
    w.visitors = [];
    for (let seat = 0; seat < w.players; seat++) if (!won[seat]) w.visitors.push(seat);
    // the winners' Lucky tonic offers, from the sheriff round the table, then the first visit (pushed last first)
    w.tasks.push({ t: 'docNext' });
    for (let k = w.players - 1; k >= 0; k--) {
      const seat = (w.sheriff + k) % w.players;
      if (won[seat]) w.tasks.push(offer(seat, 'lucky-tonic', { t: 'addVisitor', seat, cancelled: false }));
    }
    return null;
  },
  addVisitor(w, task) {
    own(w, 'visitors').push(task.seat);
    return null;
  },
  docNext(w) {
    if (w.visitors.length === 0) return null;
    if (w.visitors.length === 1) {
      const seat = own(w, 'visitors').shift()!;
      then(w, { t: 'visit', seat }, { t: 'docNext' });
      return null;
    }
    return { kind: 'docNext', seat: w.sheriff };
  },
  visit(w, task) {
    return { kind: 'elixir', seat: task.seat };
  },
  giveAsk(w, task) {
    return { kind: 'give', seat: task.seat, to: task.to, what: task.what };
  },
  stagecoach(w) {
    if (w.stagecoach > 0) log(w, ['stagecoach', w.stagecoach]);
    w.bank += w.stagecoach;
    w.stagecoach = 0;
    return null;
  },
  endCheck(w) {
    if (w.mine <= 0 || w.row.length < ROW) {
      w.stage = 'over';
      w.result = scoreGame(w.hands, w.nuggets, w.money, w.sheriff);
      log(w, ['gameOver', w.mine <= 0, w.result.winners]);
      return null;
    }
    w.history = [...w.history, w.log];
    w.log = [];
    w.round += 1;
    w.kept = perSeat(w.players, (): Face[] => []);
    w.visitors = [];
    log(w, ['roundStarts', w.round]);
    then(w, { t: 'roll' });
    return null;
  },
};

/**
 * Runs one step; returns a decision to wait for (the step then stays on the stack) or null. A step
 * a Wanted poster cancelled does nothing (a cancelled keep step still undoes its card's change).
 * Each kind of step is called from its own line, the most frequent first: each call then always
 * reaches the same function, which V8 calls directly (a look-up in `STEPS` by name made one call
 * reach all of them).
 */
function runTask(w: S, task: Task, draw: Draw): Pending | null {
  switch (task.t) {
    case 'offer':
      return STEPS.offer(w, task, draw);
    case 'wanted':
      return STEPS.wanted(w, task, draw);
    case 'location':
      return STEPS.location(w, task, draw);
    case 'won':
      return STEPS.won(w, task, draw);
    case 'roll':
      return STEPS.roll(w, task, draw);
    case 'awaitKeeps':
      return STEPS.awaitKeeps(w, task, draw);
    case 'applyKeeps':
      return STEPS.applyKeeps(w, task, draw);
    case 'keepCard':
      return STEPS.keepCard(w, task, draw);
    case 'mine':
      return STEPS.mine(w, task, draw);
    case 'store':
      return STEPS.store(w, task, draw);
    case 'storeOnce':
      return STEPS.storeOnce(w, task, draw);
    case 'saloon':
      return STEPS.saloon(w, task, draw);
    case 'saloonOnce':
      return STEPS.saloonOnce(w, task, draw);
    case 'saloonPick':
      return STEPS.saloonPick(w, task, draw);
    case 'badge':
      return STEPS.badge(w, task, draw);
    case 'townHall':
      return STEPS.townHall(w, task, draw);
    case 'doc':
      return STEPS.doc(w, task, draw);
    case 'docNext':
      return STEPS.docNext(w, task, draw);
    case 'visit':
      return STEPS.visit(w, task, draw);
    case 'stagecoach':
      return STEPS.stagecoach(w, task, draw);
    case 'endCheck':
      return STEPS.endCheck(w, task, draw);
    case 'holdUpAsk':
      return STEPS.holdUpAsk(w, task, draw);
    case 'giveAsk':
      return STEPS.giveAsk(w, task, draw);
    case 'mod':
      return task.cancelled ? null : STEPS.mod(w, task, draw);
    case 'share':
      return task.cancelled ? null : STEPS.share(w, task, draw);
    case 'holdUp':
      return task.cancelled ? null : STEPS.holdUp(w, task, draw);
    case 'addVisitor':
      return task.cancelled ? null : STEPS.addVisitor(w, task, draw);
    case 'cancelBelow':
      return task.cancelled ? null : STEPS.cancelBelow(w, task, draw);
  }
}

/** Runs steps on a working copy until the game waits for a decision or is over. */
function resolveInPlace(w: S, draw: Draw): void {
  w.pending = null;
  for (let guard = 0; w.stage !== 'over'; guard++) {
    if (guard > 100_000) throw new Error('resolution does not stop');
    const task = w.tasks.pop();
    if (!task) throw new Error('nothing left to resolve');
    const pending = runTask(w, task, draw);
    if (pending) {
      w.tasks.push(task);
      w.pending = pending;
      break;
    }
  }
  if (w.stage === 'over') {
    w.pending = null;
    w.tasks = [];
  }
}

/** Runs steps until the game waits for a decision or is over. */
export function advance(s: S): S {
  const w = work(s);
  const draw = new Draw(w.rng);
  resolveInPlace(w, draw);
  w.rng = draw.state();
  return w;
}

/**
 * The hidden choice a keep move makes. The dice are copied with a spread: a legal move's dice are
 * shared frozen lists (`subMultisets`), and V8 copies a frozen array with `slice` many times slower.
 */
export function choiceOf(move: Extract<DiceTownMove, { type: 'keep' }>): KeepChoice {
  return { dice: [...move.dice], scoundrel: move.scoundrel === true, cheat: move.cheat ? { ...move.cheat } : null };
}

/** A decision applied, then the round resolved up to the next decision (one copy of the state). */
export function step(s: S, move: DiceTownMove): S {
  if (move.type === 'keep' && s.keepers.some((k) => k !== move.seat && s.choices[k] === null)) {
    // a hidden choice while others still choose: only the choice and the log change
    const choices = s.choices.slice();
    choices[move.seat] = choiceOf(move);
    return { ...s, choices, log: [...s.log, moveLine(s, move)], pending: { kind: 'keep' } };
  }
  const w = work(s);
  const draw = new Draw(w.rng);
  applyInPlace(w, s, move, draw);
  resolveInPlace(w, draw);
  w.rng = draw.state();
  return w;
}

const pop = (w: S): Task => w.tasks.pop()!;

/** Applies a decision already checked by `checkMove`; the machine then calls `advance`. */
export function applyMove(s: S, move: DiceTownMove): S {
  const w = work(s);
  const draw = new Draw(w.rng);
  applyInPlace(w, s, move, draw);
  w.rng = draw.state();
  return w;
}

type Apply<T extends DiceTownMove['type']> = (w: S, move: Extract<DiceTownMove, { type: T }>, draw: Draw) => void;

/**
 * What each decision does to the working copy; a decision that answers the waiting step takes it
 * off the stack first. One small function per kind of move, like `STEPS`.
 */
const APPLY: { [T in DiceTownMove['type']]: Apply<T> } = {
  keep(w, move) {
    ownDice(w);
    w.choices[move.seat] = choiceOf(move);
  },
  pass(w, move) {
    const task = pop(w);
    if (task.t === 'wanted') w.tasks.push({ ...task, asked: [...task.asked, move.seat] });
  },
  cancel(w, move) {
    pop(w);
    playCard(w, move.seat, 'wanted-poster', { t: 'cancelBelow', cancelled: false });
  },
  play(w, move) {
    const task = pop(w) as Extract<Task, { t: 'offer' }>;
    playCard(w, move.seat, task.card, task.effect);
  },
  holdUp(w, move) {
    pop(w);
    playCard(w, move.seat, 'hold-up', { t: 'holdUp', seat: move.seat, target: move.target, cancelled: false });
  },
  settleTie(w, move) {
    const task = pop(w) as Extract<Task, { t: 'location' }>;
    then(w, { t: 'won', loc: task.loc, seat: move.winner });
  },
  keepCard(w, move) {
    const task = pop(w);
    if (task.t === 'storeOnce') {
      const rest = w.drawn.filter((c) => c !== move.card);
      w.drawn = [];
      own(w, 'storeDeck').push(...rest);
      log(w, ['restToBottom', rest.length]);
      acquireStore(w, move.seat, move.card);
    } else if (task.t === 'saloonPick') {
      takeStolen(w, move.seat, task.from, move.card);
    }
  },
  steal(w, move, draw) {
    const task = pop(w) as Extract<Task, { t: 'saloonOnce' }>;
    steal(w, move.seat, move.target, task.n, draw);
  },
  docNext(w, move) {
    pop(w);
    w.visitors = w.visitors.filter((v) => v !== move.visitor);
    then(w, { t: 'visit', seat: move.visitor }, { t: 'docNext' });
  },
  elixir(w, move, draw) {
    pop(w);
    drinkElixir(w, move, draw);
  },
  give(w, move) {
    const task = pop(w) as Extract<Task, { t: 'giveAsk' }>;
    const from = handOf(w, move.seat);
    if (task.what === 'store') {
      from.store.splice(from.store.indexOf(move.card), 1);
      acquireStore(w, task.to, move.card);
    } else {
      const i = from.property.indexOf(move.card);
      if (i >= 0) from.property.splice(i, 1);
      else from.protected.splice(from.protected.indexOf(move.card), 1);
      handOf(w, task.to).property.push(move.card);
    }
  },
};

function applyInPlace(w: S, s: S, move: DiceTownMove, draw: Draw): void {
  w.log.push(moveLine(s, move));
  w.pending = null;
  (APPLY[move.type] as Apply<DiceTownMove['type']>)(w, move, draw);
}

function drinkElixir(w: S, move: Extract<DiceTownMove, { type: 'elixir' }>, draw: Draw): void {
  const seat = move.seat;
  const kind = kindOf(move.card);
  w.mods = [];
  switch (kind) {
    case 'wealth':
    case 'nugget': {
      let got = 0;
      const nuggets = w.nuggets;
      for (const o of othersFrom(seat, w.players))
        if (nuggets[o]! > 0) {
          nuggets[o]! -= 1;
          got++;
        }
      nuggets[seat]! += got;
      log(w, ['nuggetsReceived', seat, got]);
      break;
    }
    case 'charm':
    case 'money': {
      let got = 0;
      for (const o of othersFrom(seat, w.players)) got += transfer(w, o, seat, 2);
      log(w, ['moneyReceived', seat, got]);
      break;
    }
    case 'power':
      if (seat === w.sheriff) log(w, ['holdsBadge', seat]);
      else then(w, offer(w.sheriff, 'not-leaving-office', mod('stay')), { t: 'badge', seat });
      break;
    case 'protection':
    case 'barbed-wire': {
      const h = handOf(w, seat);
      for (const c of move.protect ?? []) {
        h.property.splice(h.property.indexOf(c), 1);
        h.protected.push(c);
      }
      log(w, ['protects', seat, (move.protect ?? []).length]);
      break;
    }
    case 'luck':
    case 'store-card': {
      const top = own(w, 'storeDeck').shift();
      if (top) {
        w.fresh = true;
        log(w, ['takesTopStore', seat]);
        acquireStore(w, seat, top);
      } else log(w, ['storeDeckEmpty']);
      break;
    }
    case 'donation':
    case 'friendship': {
      const target = move.target!;
      const th = w.hands[target]!;
      const what = kind === 'donation' ? 'property' : 'store';
      const pool = what === 'property' ? [...th.property, ...th.protected] : th.store;
      if (pool.length === 0) log(w, ['noneToGive', target]);
      else if (pool.length === 1) {
        const card = pool[0]!;
        const giver = handOf(w, target);
        if (what === 'store') {
          giver.store.splice(0, 1);
          acquireStore(w, seat, card);
        } else {
          if (giver.property.length) giver.property.splice(0, 1);
          else giver.protected.splice(0, 1);
          handOf(w, seat).property.push(card);
        }
        log(w, ['onlyOne', target, seat]);
      } else then(w, { t: 'giveAsk', seat: target, to: seat, what });
      break;
    }
  }
  if (w.options.edition === 'revised') {
    const i = w.elixirs.indexOf(move.card);
    own(w, 'elixirs').splice(i, 1);
    own(w, 'elixirDiscard').push(move.card);
    turnUpElixir(w, draw);
  }
}
