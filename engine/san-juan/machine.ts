/**
 * San Juan's round machine. It reads like the rulebook's round: (start hands) → round start:
 * chapels, then hand limits → the governor picks a role → that role's phase, the privileged seat
 * first, the others clockwise → the next seat picks → … → round end: the governor tile passes
 * left. The game-end check runs after every builder phase; at the round end the game also ends if
 * no card can ever move again (`cardsFrozen`).
 *
 * The context is `{ state }`, the plain `SanJuanState`. States that wait for a player carry the names of
 * `SanJuanPhase`; the others are automatic steps passed through with `always`. A move that draws
 * a card, turns up a price tile or hands the turn to a seat that draws passes through a state
 * whose meta blocks undo. The move checker (`checks.ts`) has already refused any illegal move.
 *
 * Speed: a turn handed to the next seat of the same step goes straight there (guard `othersAfter`,
 * read before the move's action), and only the last seat's turn passes through the `next…` step
 * that ends the phase; every XState microstep costs a few microseconds, and random-game tests and
 * bots play hundreds of thousands of moves.
 */
import { assign, setup } from 'xstate';
import type { PhaseMeta } from '../core/contract';
import {
  afterBuildDraws,
  archiveDiscard,
  beginRole,
  build,
  buildPrice,
  cardsFrozen,
  councillorDraw,
  councillorKeep,
  discardOne,
  endBuild,
  endPhase,
  gameEnds,
  goldMineKeep,
  goldMineReveal,
  passGovernor,
  pay,
  produce,
  prospect,
  queueHandLimit,
  returnPrice,
  revealPrice,
  roundOver,
  scoreGame,
  sell,
  skipTurn,
  startRound,
  START_HAND,
  tuck,
  logged,
} from './rules';
import type { SanJuanMove, SanJuanState } from './types';

const meta = (section: string, undo: 'allowed' | 'blocked', zh: string, en: string): { meta: PhaseMeta } => ({
  meta: { section, undo, label: { zh, en } },
});

type EventOf<T extends SanJuanMove['type']> = Extract<SanJuanMove, { type: T }>;

/** The machine's context: the plain state, wrapped (see `core/machine-game.ts` for why). */
type Ctx = { state: SanJuanState };

/** An action that replaces the plain state by a rule step's result. */
const step = (fn: (s: SanJuanState, event: SanJuanMove) => SanJuanState) =>
  assign<Ctx, SanJuanMove, undefined, SanJuanMove, never>(({ context, event }) => ({ state: fn(context.state, event) }));

const roleIs =
  (role: string) =>
  ({ event }: { event: SanJuanMove }) =>
    event.type === 'pickRole' && event.role === role;

export const sanJuanMachine = setup({
  types: {
    context: {} as Ctx,
    events: {} as SanJuanMove,
    input: {} as Ctx,
  },
  guards: {
    startingHands: ({ context: { state: s } }) => s.options.startingHands && s.round === 1 && s.order.length > 0,
    orderEmpty: ({ context: { state: s } }) => s.order.length === 0,
    orderLeft: ({ context: { state: s } }) => s.order.length > 0,
    /** Read before the move's action: another seat still acts after the acting one in this step. */
    othersAfter: ({ context: { state: s } }) => s.order.length > 1,
    isBuilder: roleIs('builder'),
    isProducer: roleIs('producer'),
    isTrader: roleIs('trader'),
    isCouncillor: roleIs('councillor'),
    buildOwesCards: ({ context: { state: s }, event }) => {
      const e = event as EventOf<'build'>;
      return buildPrice(s, e.seat, e.card, e.over).cost - (e.goods?.length ?? 0) > 0;
    },
    paid: ({ context: { state: s } }) => s.payment !== null && s.payment.owed <= 0,
    afterBuildDraws: ({ context: { state: s } }) => afterBuildDraws(s, s.order[0]!).length > 0,
    gameEnds: ({ context: { state: s } }) => gameEnds(s),
    cardsFrozen: ({ context: { state: s } }) => cardsFrozen(s),
    choiceWaiting: ({ context: { state: s } }) => s.count > 0,
    noChoice: ({ context: { state: s } }) => s.count === 0,
    archiveWaiting: ({ context: { state: s } }) => s.count > 0 && s.drawn.length === 0,
    roundOver: ({ context: { state: s } }) => roundOver(s),
  },
  actions: {
    startRound: step((s) => startRound(s)),
    discardStart: step((s, event) => discardOne(s, event.seat, (event as EventOf<'discard'>).card, START_HAND)),
    tuck: step((s, event) => tuck(s, event.seat, (event as EventOf<'tuck'>).card)),
    skipChapel: step((s, event) => skipTurn(s, ['passed', event.seat, 'chapel'])),
    queueHandLimit: step((s) => queueHandLimit(s)),
    discardToLimit: step((s, event) => discardOne(s, event.seat, (event as EventOf<'discard'>).card, null)),
    beginRole: step((s, event) => {
      const e = event as EventOf<'pickRole'>;
      return beginRole(s, e.seat, e.role, e.library);
    }),
    build: step((s, event) => {
      const e = event as EventOf<'build'>;
      return build(s, e.seat, e.card, e.over, e.goods ?? []);
    }),
    pay: step((s, event) => pay(s, event.seat, (event as EventOf<'pay'>).card)),
    endBuild: step((s) => endBuild(s, s.order[0]!)),
    // each phase says its own pass: an action never reads the stored phase (see machine-game.ts `withValue`)
    passBuild: step((s, event) => skipTurn(s, ['passed', event.seat, 'builder'])),
    passProduce: step((s, event) => skipTurn(s, ['passed', event.seat, 'producer'])),
    passTrade: step((s, event) => skipTurn(s, ['passed', event.seat, 'trader'])),
    announceFrozen: step((s) => logged({ ...s }, s, ['cardsFrozen'])),
    announceEnd: step((s) => {
      const seat = s.buildings.findIndex((b) => b.length >= 12);
      return logged({ ...s }, s, ['gameEnds', seat]);
    }),
    produce: step((s, event) => produce(s, event.seat, (event as EventOf<'produce'>).buildings)),
    revealPrice: step((s) => revealPrice(s)),
    returnPrice: step((s) => returnPrice(s)),
    sell: step((s, event) => sell(s, event.seat, (event as EventOf<'sell'>).buildings)),
    councillorDraw: step((s) => councillorDraw(s)),
    councillorKeep: step((s, event) => councillorKeep(s, event.seat, (event as EventOf<'keep'>).cards)),
    archiveDiscard: step((s, event) => archiveDiscard(s, event.seat, (event as EventOf<'discard'>).card)),
    prospect: step((s) => prospect(s)),
    goldMineKeep: step((s, event) => goldMineKeep(s, event.seat, (event as EventOf<'keep'>).cards[0]!)),
    goldMineReveal: step((s) => goldMineReveal(s)),
    endPhase: step((s) => endPhase(s)),
    passGovernor: step((s) => passGovernor(s)),
    score: step((s) => {
      const result = scoreGame(s);
      return logged({ ...endPhase(s), result }, s, ['gameOver', result.winners]);
    }),
  },
}).createMachine({
  id: 'san-juan',
  context: ({ input }) => input,
  initial: 'setup',
  states: {
    setup: {
      ...meta('setup', 'blocked', '準備', 'Setup'),
      always: [{ guard: 'startingHands', target: 'startHand' }, { target: 'roundStart' }],
    },
    startHand: {
      ...meta('variant-starting-hand', 'allowed', '挑選起始手牌', 'Choose the starting hand'),
      on: { discard: { actions: 'discardStart' } },
      always: { guard: 'orderEmpty', target: 'roundStart' },
    },
    roundStart: {
      ...meta('round', 'allowed', '一輪開始', 'Round start'),
      entry: 'startRound',
      always: [{ guard: 'orderLeft', target: 'chapel' }, { target: 'limitCheck' }],
    },
    chapel: {
      ...meta('buildings', 'allowed', '禮拜堂壓牌', 'Chapel'),
      on: { tuck: { actions: 'tuck' }, pass: { actions: 'skipChapel' } },
      always: { guard: 'orderEmpty', target: 'limitCheck' },
    },
    limitCheck: {
      ...meta('round', 'allowed', '檢查手牌上限', 'Hand-limit check'),
      entry: 'queueHandLimit',
      always: [{ guard: 'orderLeft', target: 'handLimit' }, { target: 'pickRole' }],
    },
    handLimit: {
      ...meta('round', 'allowed', '棄牌到手牌上限', 'Discard to the hand limit'),
      on: { discard: { actions: 'discardToLimit' } },
      always: { guard: 'orderEmpty', target: 'pickRole' },
    },
    pickRole: {
      ...meta('roles', 'allowed', '選擇角色', 'Pick a role'),
      on: {
        pickRole: [
          { guard: 'isBuilder', actions: 'beginRole', target: 'builder' },
          { guard: 'isProducer', actions: 'beginRole', target: 'producer' },
          { guard: 'isTrader', actions: 'beginRole', target: 'revealPrice' },
          { guard: 'isCouncillor', actions: 'beginRole', target: 'councillorDraw' },
          { actions: 'beginRole', target: 'prospect' },
        ],
      },
    },
    builder: {
      ...meta('builder', 'allowed', '建築師：蓋一棟建築', 'Builder: build one building'),
      on: {
        build: [
          { guard: 'buildOwesCards', actions: 'build', target: 'payment' },
          { actions: 'build', target: 'buildDone' },
        ],
        pass: [
          { guard: 'othersAfter', actions: 'passBuild' },
          { actions: 'passBuild', target: 'nextBuilder' },
        ],
      },
    },
    payment: {
      ...meta('builder', 'allowed', '建築師：付牌', 'Builder: pay the cost'),
      on: { pay: { actions: 'pay' } },
      always: { guard: 'paid', target: 'buildDone' },
    },
    buildDone: {
      ...meta('builder', 'allowed', '建築完成', 'Building placed'),
      always: [
        { guard: 'afterBuildDraws', target: 'afterBuildDraw' },
        { guard: 'othersAfter', actions: 'endBuild', target: 'builder' },
        { actions: 'endBuild', target: 'nextBuilder' },
      ],
    },
    afterBuildDraw: {
      ...meta('buildings', 'blocked', '木工場與救濟院抽牌', 'Carpenter and poor house draw'),
      entry: 'endBuild',
      always: 'nextBuilder',
    },
    nextBuilder: {
      ...meta('builder', 'allowed', '下一位建築', 'Next builder'),
      always: [
        { guard: 'orderLeft', target: 'builder' },
        { guard: 'gameEnds', actions: 'announceEnd', target: 'scoring' },
        { target: 'phaseEnd' },
      ],
    },
    producer: {
      ...meta('producer', 'allowed', '生產者：生產貨品', 'Producer: produce goods'),
      on: {
        produce: { actions: 'produce', target: 'produced' },
        pass: [
          { guard: 'othersAfter', actions: 'passProduce' },
          { actions: 'passProduce', target: 'nextProducer' },
        ],
      },
    },
    produced: {
      ...meta('producer', 'blocked', '貨品蓋著放上建築', 'Goods placed face down'),
      always: [{ guard: 'orderLeft', target: 'producer' }, { target: 'phaseEnd' }],
    },
    nextProducer: {
      ...meta('producer', 'allowed', '下一位生產', 'Next producer'),
      always: [{ guard: 'orderLeft', target: 'producer' }, { target: 'phaseEnd' }],
    },
    revealPrice: {
      ...meta('price-tiles', 'blocked', '翻開價目表', 'Turn over a price tile'),
      entry: 'revealPrice',
      always: 'trader',
    },
    trader: {
      ...meta('trader', 'allowed', '商人：賣貨品', 'Trader: sell goods'),
      on: {
        sell: { actions: 'sell', target: 'sold' },
        pass: [
          { guard: 'othersAfter', actions: 'passTrade' },
          { actions: 'passTrade', target: 'nextTrader' },
        ],
      },
    },
    sold: {
      ...meta('trader', 'blocked', '賣出後抽牌', 'Cards drawn for goods'),
      always: [{ guard: 'orderLeft', target: 'trader' }, { actions: 'returnPrice', target: 'phaseEnd' }],
    },
    nextTrader: {
      ...meta('trader', 'allowed', '下一位商人', 'Next trader'),
      always: [{ guard: 'orderLeft', target: 'trader' }, { actions: 'returnPrice', target: 'phaseEnd' }],
    },
    councillorDraw: {
      ...meta('councillor', 'blocked', '議員抽牌', 'Councillor draws'),
      entry: 'councillorDraw',
      always: [
        { guard: 'archiveWaiting', target: 'archive' },
        { guard: 'choiceWaiting', target: 'councillor' },
        { target: 'phaseEnd' },
      ],
    },
    councillor: {
      ...meta('councillor', 'allowed', '議員：挑牌留下', 'Councillor: keep cards'),
      on: {
        keep: [
          { guard: 'othersAfter', actions: 'councillorKeep', target: 'councillorDraw' },
          { actions: 'councillorKeep', target: 'councillorDone' },
        ],
      },
    },
    archive: {
      ...meta('councillor', 'allowed', '檔案館：從手牌棄牌', 'Archive: discard from the hand'),
      on: { discard: { actions: 'archiveDiscard' } },
      always: { guard: 'noChoice', target: 'councillorDone' },
    },
    councillorDone: {
      ...meta('councillor', 'allowed', '下一位議員', 'Next councillor'),
      always: [{ guard: 'orderLeft', target: 'councillorDraw' }, { target: 'phaseEnd' }],
    },
    prospect: {
      ...meta('prospector', 'blocked', '淘金者抽牌', 'Prospector draws'),
      entry: 'prospect',
      always: [{ guard: 'choiceWaiting', target: 'goldMine' }, { target: 'phaseEnd' }],
    },
    goldMine: {
      ...meta('prospector', 'allowed', '金礦坑：留下 1 張', 'Gold mine: keep one card'),
      on: { keep: { actions: 'goldMineKeep', target: 'goldKept' } },
    },
    goldKept: {
      ...meta('prospector', 'allowed', '下一座金礦坑', 'Next gold mine'),
      always: [{ guard: 'orderLeft', target: 'goldReveal' }, { target: 'phaseEnd' }],
    },
    goldReveal: {
      ...meta('prospector', 'blocked', '金礦坑翻牌', 'Gold mine turns up cards'),
      entry: 'goldMineReveal',
      always: [{ guard: 'choiceWaiting', target: 'goldMine' }, { target: 'phaseEnd' }],
    },
    phaseEnd: {
      ...meta('round', 'allowed', '階段結束', 'Phase over'),
      entry: 'endPhase',
      always: [{ guard: 'roundOver', target: 'roundEnd' }, { target: 'pickRole' }],
    },
    roundEnd: {
      ...meta('round', 'allowed', '一輪結束', 'Round end'),
      entry: 'passGovernor',
      always: [{ guard: 'cardsFrozen', actions: 'announceFrozen', target: 'scoring' }, { target: 'roundStart' }],
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

/** The state values where the machine waits for a player (the `SanJuanPhase` values). */
export const RESTING_STATES = [
  'startHand',
  'chapel',
  'handLimit',
  'pickRole',
  'builder',
  'payment',
  'producer',
  'trader',
  'councillor',
  'archive',
  'goldMine',
  'gameOver',
] as const;
