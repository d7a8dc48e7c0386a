/**
 * Genoa's turn machine. It reads like the rulebook's turn: the trader rolls (or plays Any start
 * space) → the tower stands on its start space, the market start checked → a bidding window: the
 * others offer, clockwise from the trader's left → the trader accepts one (the buyer acts or the
 * tower moves as agreed), counters, acts himself, moves on freely or stops → a new window before
 * each decision, until the tower has made 4 steps or the trader stops → acquisition, clockwise from
 * the trader → the tower passes left; after the last trader of a round the round marker moves, and
 * after the last round the game is scored.
 *
 * The context is `{ state }`, the plain `GenoaState`. States that wait for a player carry the
 * names of `GenoaPhase`; the others are automatic steps passed through with `always`. A move that
 * rolls the dice, strikes a deal or draws a card passes through a state whose meta blocks undo.
 * The move checker (`checks.ts`) has already refused any illegal move.
 */
import { assign, setup } from 'xstate';
import type { PhaseMeta } from '../core/contract';
import { hasOfferTarget } from './deals';
import { spaceAt, type BuildingId } from './map';
import {
  acquire,
  acquisitionOrder,
  actionNeedsChoice,
  beginAction,
  beginTurn,
  bindingChoices,
  canAcquire,
  canAct,
  clockwise,
  endTurn,
  farTargets,
  gameEnds,
  here,
  moveTargets,
  openBuilding,
  ownTurnCardPlayable,
  performAction,
  placeTower,
  returnSpecial,
  rollDice,
  scoreGame,
  step,
  transfer,
  useAnyGood,
  useTrade,
  logged,
} from './rules';
import * as text from './text';
import type { GenoaMove, GenoaState, Offer } from './types';

const meta = (section: string, undo: 'allowed' | 'blocked', zh: string, en: string): { meta: PhaseMeta } => ({
  meta: { section, undo, label: { zh, en } },
});

type EventOf<T extends GenoaMove['type']> = Extract<GenoaMove, { type: T }>;
type S = GenoaState;

/** The machine's context: the plain state, wrapped (see `core/machine-game.ts` for why). */
type Ctx = { state: S };

const update = (fn: (s: S, event: GenoaMove) => S) =>
  assign<Ctx, GenoaMove, undefined, GenoaMove, never>(({ context, event }) => ({ state: fn(context.state, event) }));

/** Opens a bidding window: the seats that may bid or wish, clockwise from the trader's left. */
export function openWindowAt(s: S): S {
  const far = farTargets(s).length > 0;
  const order: number[] = [];
  for (let k = 1; k < s.players; k++) {
    const seat = (s.trader + k) % s.players;
    if (far || hasOfferTarget(s, seat)) order.push(seat);
  }
  return { ...s, offers: [], wishes: [], silent: [], counter: null, counters: 0, order };
}

/** Whether nothing is left to decide on the tower's path: no step, no action anyone could take here, no own-turn card. */
export function movementOverAt(s: S): boolean {
  if (moveTargets(s).length > 0) return false;
  const open = openBuilding(s);
  if (open && clockwise(s.trader, s.players).some((seat) => (seat === s.trader ? canAct(s, seat) : hasOfferTarget(s, seat)))) return false;
  return !ownTurnCardPlayable(s);
}

/** A deal struck (rule ④): both bundles change hands at once, then the tower moves and the buyer acts as agreed. */
function strike(s: S, o: Offer): S {
  let out: S = logged({ ...s, offers: [], wishes: [], counter: null }, s, ['accepted', s.trader, o]);
  out = transfer(out, o.bidder, s.trader, o.bidderPays);
  out = transfer(out, s.trader, o.bidder, o.traderPays);
  if (o.kind !== 'actHere') out = step(out, o.target, true);
  if (o.kind === 'moveOnly') return out;
  return beginAction(out, o.bidder, o.target as BuildingId, { deal: o, card: false, extra: o.extra === true, resume: 'window' });
}

/** Trade 1:1 played by the trader; the turn goes back to where he was (the machine's actions never read the stored phase). */
function tradeCard(s: S, e: GenoaMove, resume: 'start' | 'trader'): S {
  const m = e as EventOf<'useTrade'>;
  return { ...useTrade(s, s.trader, m.give, m.take), resume };
}

function buildingActionCard(s: S, e: GenoaMove, resume: 'start' | 'trader'): S {
  const b = (e as EventOf<'useBuildingAction'>).building;
  return beginAction(s, s.trader, b, { deal: null, card: true, extra: false, resume });
}

/** After an action or a card: back to the roll, back to the trader's decision, or a new bidding window. */
const RESUME = [{ guard: 'backToStart', target: 'start' }, { guard: 'backToTrader', target: 'trader' }, { target: 'window' }] as const;

export const genoaMachine = setup({
  types: {
    context: {} as Ctx,
    events: {} as GenoaMove,
    input: {} as Ctx,
  },
  guards: {
    orderLeft: ({ context: { state: s } }) => s.order.length > 0,
    movementOver: ({ context: { state: s } }) => movementOverAt(s),
    choiceToMake: ({ context: { state: s } }) => actionNeedsChoice(s),
    lastToSpeak: ({ context: { state: s } }) => s.order.length <= 1,
    drewCard: ({ context: { state: s } }) => s.drew,
    backToStart: ({ context: { state: s } }) => s.resume === 'start',
    backToTrader: ({ context: { state: s } }) => s.resume === 'trader',
    gameEnds: ({ context: { state: s } }) => gameEnds(s),
  },
  actions: {
    beginTurn: update((s) => beginTurn(s)),
    roll: update((s) => {
      const r = rollDice(s);
      const space = spaceAt(r.blue, r.red);
      return placeTower(r.s, space, [r.blue, r.red], ['rolled', s.trader, r.blue, r.red, space]);
    }),
    anyStart: update((s, e) => {
      const space = (e as EventOf<'anyStart'>).space;
      return placeTower(returnSpecial(s, s.trader, 'anyStart'), space, null, ['startByCard', s.trader, space]);
    }),
    openWindow: update((s) => openWindowAt(s)),
    postOffer: update((s, e) => {
      const m = e as EventOf<'offer'>;
      const t = m.offer;
      const o: Offer = { bidder: m.seat, target: t.target, kind: t.kind, bidderPays: t.bidderPays, traderPays: t.traderPays ?? {}, promise: t.promise ?? [] };
      if (t.extra) o.extra = true;
      return logged({ ...s, offers: [...s.offers, o], order: s.order.slice(1) }, s, ['offered', o, s.trader]);
    }),
    postWish: update((s, e) => {
      const m = e as EventOf<'wish'>;
      return logged({ ...s, wishes: [...s.wishes, { bidder: m.seat, target: m.target, bundle: m.bundle }], order: s.order.slice(1) }, s, ['wished', m.seat, s.trader, m.target, m.bundle]);
    }),
    noOffer: update((s, e) => logged({ ...s, silent: [...s.silent, e.seat], order: s.order.slice(1) }, s, ['noOffer', e.seat])),
    accept: update((s, e) => strike(s, s.offers.find((o) => o.bidder === (e as EventOf<'accept'>).bidder)!)),
    counter: update((s, e) => {
      const o = (e as EventOf<'counter'>).offer;
      const c: Offer = { ...o, traderPays: o.traderPays ?? {}, promise: o.promise ?? [] };
      return logged({ ...s, counter: c, counters: s.counters + 1 }, s, ['countered', s.trader, c]);
    }),
    agree: update((s, e) => strike(logged({ ...s }, s, ['agreed', e.seat]), s.counter!)),
    refuse: update((s, e) => logged({ ...s, counter: null }, s, ['refusedCounter', e.seat])),
    actHere: update((s, e) =>
      beginAction(s, s.trader, here(s) as BuildingId, { deal: null, card: false, extra: (e as EventOf<'actHere'>).extra === true, resume: 'window' }),
    ),
    move: update((s, e) => step(s, (e as EventOf<'move'>).to, false)),
    stop: update((s) => logged({ ...s, offers: [], wishes: [] }, s, ['stopped', s.trader])),
    act: update((s, e) => {
      const m = e as EventOf<'act'>;
      return performAction(s, { largeOrder: m.largeOrder, smallOrder: m.smallOrder, special: m.special });
    }),
    /** An action with only one way to take it is taken at once (else the machine waits in `action`). */
    actUnlessChoice: update((s) => {
      if (s.pending === null) return s;
      const choices = bindingChoices(s);
      return choices.length > 1 ? s : performAction(s, choices[0]!);
    }),
    clearDrew: update((s) => ({ ...s, drew: false })),
    anyGood: update((s, e) => useAnyGood(s, s.trader, (e as EventOf<'useAnyGood'>).good)),
    tradeAtStart: update((s, e) => tradeCard(s, e, 'start')),
    tradeAtTrader: update((s, e) => tradeCard(s, e, 'trader')),
    buildingActionAtStart: update((s, e) => buildingActionCard(s, e, 'start')),
    buildingActionAtTrader: update((s, e) => buildingActionCard(s, e, 'trader')),
    beginAcquisition: update((s) => ({ ...s, offers: [], wishes: [], silent: [], order: acquisitionOrder(s) })),
    acquire: update((s, e) => {
      const m = e as EventOf<'acquire'>;
      return acquire(s, m.seat, m.street, m.buildings);
    }),
    passAcquisition: update((s, e) => logged({ ...s }, s, ['passedAcquisition', e.seat])),
    nextAcquirer: update((s) => ({ ...s, order: s.order.slice(1).filter((seat) => canAcquire(s, seat)) })),
    endTurn: update((s) => endTurn(s)),
    score: update((s) => {
      const result = scoreGame(s);
      return logged({ ...s, result, order: [] }, s, ['gameOver', result.winners]);
    }),
  },
}).createMachine({
  id: 'genoa',
  context: ({ input }) => input,
  initial: 'setup',
  states: {
    setup: {
      ...meta('setup', 'blocked', '準備', 'Setup'),
      always: 'turnStart',
    },
    turnStart: {
      ...meta('turn', 'allowed', '交易商人拿到交易塔', 'The trader takes the tower'),
      entry: 'beginTurn',
      always: 'start',
    },
    start: {
      ...meta('turn', 'allowed', '決定起始格：擲骰或任意起始位置卡', 'Start space: roll, or play Any start space'),
      on: {
        roll: { actions: 'roll', target: 'rolled' },
        anyStart: { actions: 'anyStart', target: 'window' },
        useAnyGood: { actions: 'anyGood', target: 'start' },
        useTrade: { actions: 'tradeAtStart', target: 'cardPlayed' },
        useBuildingAction: { actions: 'buildingActionAtStart', target: 'actionStart' },
      },
    },
    rolled: {
      ...meta('round-track', 'blocked', '擲骰，交易塔放上起始格（市場起始檢查）', 'The dice rolled, the tower on its start space (market start check)'),
      always: 'window',
    },
    window: {
      ...meta('negotiation', 'allowed', '開始出價', 'Bids open'),
      entry: 'openWindow',
      always: [{ guard: 'movementOver', target: 'movementEnd' }, { guard: 'orderLeft', target: 'bidding' }, { target: 'trader' }],
    },
    bidding: {
      ...meta('negotiation', 'allowed', '其他玩家依順時針出價', 'The others bid, clockwise'),
      on: {
        offer: [{ guard: 'lastToSpeak', actions: 'postOffer', target: 'trader' }, { actions: 'postOffer' }],
        wish: [{ guard: 'lastToSpeak', actions: 'postWish', target: 'trader' }, { actions: 'postWish' }],
        noOffer: [{ guard: 'lastToSpeak', actions: 'noOffer', target: 'trader' }, { actions: 'noOffer' }],
      },
    },
    trader: {
      ...meta('negotiation', 'allowed', '交易商人：接受、還價、自己行動、移動或結束', 'The trader accepts, counters, acts, moves or stops'),
      on: {
        accept: { actions: 'accept', target: 'dealStruck' },
        counter: { actions: 'counter', target: 'counter' },
        actHere: { actions: 'actHere', target: 'actionStart' },
        move: { actions: 'move', target: 'window' },
        stop: { actions: 'stop', target: 'movementEnd' },
        useAnyGood: { actions: 'anyGood', target: 'trader' },
        useTrade: { actions: 'tradeAtTrader', target: 'cardPlayed' },
        useBuildingAction: { actions: 'buildingActionAtTrader', target: 'actionStart' },
      },
    },
    counter: {
      ...meta('negotiation-rules', 'allowed', '出價的人回覆還價', 'The bidder answers the counter-offer'),
      on: {
        agree: { actions: 'agree', target: 'dealStruck' },
        refuse: { actions: 'refuse', target: 'trader' },
      },
    },
    dealStruck: {
      ...meta('negotiation-rules', 'blocked', '成交：雙方交付，協議生效；買方立刻行動', 'A deal: both sides pay, it binds; the buyer acts at once'),
      entry: 'actUnlessChoice',
      always: [{ guard: 'choiceToMake', target: 'action' }, { guard: 'drewCard', target: 'drawn' }, { target: 'window' }],
    },
    actionStart: {
      ...meta('actions', 'allowed', '在建築執行行動', 'An action at a building'),
      entry: 'actUnlessChoice',
      always: [{ guard: 'choiceToMake', target: 'action' }, { guard: 'drewCard', target: 'drawn' }, ...RESUME],
    },
    action: {
      ...meta('buildings', 'allowed', '選擇怎麼執行行動（別墅、訂單）', 'How to take the action (villa, orders)'),
      on: { act: { actions: 'act', target: 'actionDone' } },
    },
    actionDone: {
      ...meta('orders', 'allowed', '行動完成：約定交付、屋主收入、信件；交易商人的回合繼續', 'Action done: promises, owner income, messages; the trader\'s turn goes on'),
      always: [{ guard: 'drewCard', target: 'drawn' }, ...RESUME],
    },
    cardPlayed: {
      ...meta('cards', 'allowed', '打出特殊卡', 'A special card played'),
      always: [{ guard: 'drewCard', target: 'drawn' }, ...RESUME],
    },
    drawn: {
      ...meta('cards', 'blocked', '抽了牌', 'Cards drawn'),
      entry: 'clearDrew',
      always: RESUME,
    },
    movementEnd: {
      ...meta('acquisition', 'allowed', '移動結束，開始獲得建築', 'Movement over: acquisition begins'),
      entry: 'beginAcquisition',
      always: [{ guard: 'orderLeft', target: 'acquisition' }, { target: 'turnEnd' }],
    },
    acquisition: {
      ...meta('acquisition', 'allowed', '依順時針取得建築', 'Acquire buildings, clockwise'),
      on: {
        acquire: { actions: 'acquire', target: 'acquisitionNext' },
        pass: { actions: 'passAcquisition', target: 'acquisitionNext' },
      },
    },
    acquisitionNext: {
      ...meta('acquisition', 'allowed', '下一位取得建築', 'Next to acquire'),
      entry: 'nextAcquirer',
      always: [{ guard: 'orderLeft', target: 'acquisition' }, { target: 'turnEnd' }],
    },
    turnEnd: {
      ...meta('round', 'allowed', '交易塔交給左手邊的玩家；回合結束時回合指示物前進', 'The tower passes left; after the round\'s last trader the marker moves'),
      entry: 'endTurn',
      always: [{ guard: 'gameEnds', target: 'scoring' }, { actions: 'beginTurn', target: 'start' }],
    },
    scoring: {
      ...meta('scoring', 'blocked', '計分', 'Scoring'),
      entry: 'score',
      always: 'gameOver',
    },
    gameOver: {
      ...meta('game-end', 'blocked', '遊戲結束', 'Game over'),
      type: 'final',
    },
  },
});

/** The state values where the machine waits for a player (the `GenoaPhase` values). */
export const RESTING_STATES = ['start', 'bidding', 'trader', 'counter', 'action', 'acquisition', 'gameOver'] as const;

