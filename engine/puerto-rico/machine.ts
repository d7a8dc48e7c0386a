/**
 * Puerto Rico's round machine. It reads like the rulebook's round: the governor picks a role →
 * the picker takes the doubloons on it → the role's phase, the picker first with the privilege,
 * then the others clockwise → the next seat picks → … → round end: a doubloon on each unpicked
 * role, the governor card passes on, and the game ends if an end condition was met.
 *
 * The context is `{ state }`, the plain `PuertoRicoState`. States that wait for a player carry the
 * names of `PuertoRicoPhase`; the others are automatic steps passed through with `always`. A move
 * that draws a plantation (the hacienda, the settler's refill of the row) passes through a state
 * whose meta blocks undo. The move checker (`checks.ts`) has already refused any illegal move.
 */
import { assign, setup } from 'xstate';
import type { PhaseMeta } from '../core/contract';
import {
  arrange,
  beginRole,
  bonus,
  build,
  captainPass,
  emptyHouse,
  endPhase,
  endRound,
  hacienda,
  load,
  mayorStart,
  nextTurn,
  produceAll,
  prospect,
  refillRow,
  refillShip,
  roundOver,
  scoreGame,
  sell,
  settle,
  skipIdle,
  storageStart,
  store,
  unloadShips,
  logged,
} from './rules';
import type { PASS_WHAT } from './sentences';
import type { PuertoRicoMove, PuertoRicoState } from './types';

const meta = (section: string, undo: 'allowed' | 'blocked', zh: string, en: string): { meta: PhaseMeta } => ({
  meta: { section, undo, label: { zh, en } },
});

type EventOf<T extends PuertoRicoMove['type']> = Extract<PuertoRicoMove, { type: T }>;

/** The machine's context: the plain state, wrapped (see `core/machine-game.ts` for why). */
type Ctx = { state: PuertoRicoState };

const step = (fn: (s: PuertoRicoState, event: PuertoRicoMove) => PuertoRicoState) =>
  assign<Ctx, PuertoRicoMove, undefined, PuertoRicoMove, never>(({ context, event }) => ({ state: fn(context.state, event) }));

const roleIs =
  (...roles: string[]) =>
  ({ event }: { event: PuertoRicoMove }) =>
    event.type === 'pickRole' && roles.includes(event.role);

const passLine = (s: PuertoRicoState, seat: number, what: keyof typeof PASS_WHAT) => logged({ ...s }, s, ['passed', seat, what]);

export const puertoRicoMachine = setup({
  types: {
    context: {} as Ctx,
    events: {} as PuertoRicoMove,
    input: {} as Ctx,
  },
  guards: {
    orderEmpty: ({ context: { state: s } }) => s.order.length === 0,
    orderLeft: ({ context: { state: s } }) => s.order.length > 0,
    isSettler: roleIs('settler'),
    isMayor: roleIs('mayor'),
    isBuilder: roleIs('builder'),
    isCraftsman: roleIs('craftsman'),
    isTrader: roleIs('trader'),
    isCaptain: roleIs('captain'),
    roundOver: ({ context: { state: s } }) => roundOver(s),
    gameEnds: ({ context: { state: s } }) => s.end !== null,
  },
  actions: {
    beginRole: step((s, e) => beginRole(s, e.seat, (e as EventOf<'pickRole'>).role)),
    skipIdle: step((s) => skipIdle(s)),
    hacienda: step((s, e) => hacienda(s, e.seat)),
    settle: step((s, e) => settle(s, e.seat, (e as EventOf<'settle'>).tile)),
    passSettler: step((s, e) => nextTurn(passLine(s, e.seat, 'settler'))),
    refillRow: step((s) => refillRow(s)),
    mayorStart: step((s) => skipIdle(mayorStart(s))),
    arrange: step((s, e) => {
      const m = e as EventOf<'arrange'>;
      return arrange(s, m.seat, m.island, m.city, m.declinePrivilege === true);
    }),
    refillShip: step((s) => refillShip(s)),
    build: step((s, e) => build(s, e.seat, (e as EventOf<'build'>).building)),
    passBuilder: step((s, e) => nextTurn(passLine(s, e.seat, 'builder'))),
    produce: step((s) => produceAll(s)),
    bonus: step((s, e) => bonus(s, e.seat, (e as EventOf<'bonus'>).good)),
    passBonus: step((s, e) => ({ ...passLine(s, e.seat, 'craftsman'), order: [] })),
    sell: step((s, e) => sell(s, e.seat, (e as EventOf<'sell'>).good)),
    passTrader: step((s, e) => nextTurn(passLine(s, e.seat, 'trader'))),
    emptyHouse: step((s) => emptyHouse(s)),
    load: step((s, e) => {
      const m = e as EventOf<'load'>;
      return load(s, m.seat, m.good, m.ship);
    }),
    passCaptain: step((s, e) => captainPass(s, e.seat)),
    storageStart: step((s) => storageStart(s)),
    store: step((s, e) => {
      const m = e as EventOf<'store'>;
      return store(s, m.seat, m.single ?? null, m.warehouse);
    }),
    unloadShips: step((s) => unloadShips(s)),
    prospect: step((s) => prospect(s)),
    endPhase: step((s) => endPhase(s)),
    endRound: step((s) => endRound(s)),
    score: step((s) => {
      const result = scoreGame(s);
      return logged({ ...endPhase(s), result }, s, ['gameOver', result.winners, s.end ?? 'city']);
    }),
  },
}).createMachine({
  id: 'puerto-rico',
  context: ({ input }) => input,
  initial: 'setup',
  states: {
    setup: {
      ...meta('setup', 'blocked', '準備', 'Setup'),
      always: 'pickRole',
    },
    pickRole: {
      ...meta('roles', 'allowed', '選擇角色', 'Pick a role'),
      on: {
        pickRole: [
          { guard: 'isSettler', actions: ['beginRole', 'skipIdle'], target: 'settlerTurn' },
          { guard: 'isMayor', actions: 'beginRole', target: 'mayorStart' },
          { guard: 'isBuilder', actions: ['beginRole', 'skipIdle'], target: 'builderTurn' },
          { guard: 'isCraftsman', actions: 'beginRole', target: 'production' },
          { guard: 'isTrader', actions: ['beginRole', 'skipIdle'], target: 'traderTurn' },
          { guard: 'isCaptain', actions: ['beginRole', 'skipIdle'], target: 'captainTurn' },
          { actions: 'beginRole', target: 'prospect' },
        ],
      },
    },
    settler: {
      ...meta('settler', 'allowed', '拓荒者：拿一塊島區板塊', 'Settler: take an island tile'),
      on: {
        hacienda: { actions: 'hacienda', target: 'haciendaDraw' },
        settle: { actions: 'settle', target: 'settlerTurn' },
        pass: { actions: 'passSettler', target: 'settlerTurn' },
      },
    },
    haciendaDraw: {
      ...meta('violet-buildings', 'blocked', '大莊園抽一塊種植園', 'Hacienda draws a plantation'),
      always: 'settlerTurn',
    },
    settlerTurn: {
      ...meta('settler', 'allowed', '下一位拓荒', 'Next settler'),
      always: [{ guard: 'orderLeft', target: 'settler' }, { target: 'settlerEnd' }],
    },
    settlerEnd: {
      ...meta('settler', 'blocked', '翻開新的種植園', 'New plantations turned up'),
      entry: 'refillRow',
      always: 'phaseEnd',
    },
    mayorStart: {
      ...meta('mayor', 'allowed', '市長：移民上岸', 'Mayor: colonists arrive'),
      entry: 'mayorStart',
      always: [{ guard: 'orderLeft', target: 'mayor' }, { target: 'mayorEnd' }],
    },
    mayor: {
      ...meta('mayor', 'allowed', '市長：安排移民', 'Mayor: place the colonists'),
      on: { arrange: { actions: 'arrange', target: 'mayorTurn' } },
    },
    mayorTurn: {
      ...meta('mayor', 'allowed', '下一位市長', 'Next mayor'),
      always: [{ guard: 'orderLeft', target: 'mayor' }, { target: 'mayorEnd' }],
    },
    mayorEnd: {
      ...meta('mayor', 'allowed', '移民船補滿', 'The colonist ship is refilled'),
      entry: 'refillShip',
      always: 'phaseEnd',
    },
    builder: {
      ...meta('builder', 'allowed', '建築師：蓋一棟建築', 'Builder: build one building'),
      on: {
        build: { actions: 'build', target: 'builderTurn' },
        pass: { actions: 'passBuilder', target: 'builderTurn' },
      },
    },
    builderTurn: {
      ...meta('builder', 'allowed', '下一位建築', 'Next builder'),
      always: [{ guard: 'orderLeft', target: 'builder' }, { target: 'phaseEnd' }],
    },
    production: {
      ...meta('craftsman', 'allowed', '工匠：大家生產', 'Craftsman: everyone produces'),
      entry: 'produce',
      always: [{ guard: 'orderLeft', target: 'craftsman' }, { target: 'phaseEnd' }],
    },
    craftsman: {
      ...meta('craftsman', 'allowed', '工匠：特權多拿 1 桶', 'Craftsman: the privilege barrel'),
      on: {
        bonus: { actions: 'bonus', target: 'phaseEnd' },
        pass: { actions: 'passBonus', target: 'phaseEnd' },
      },
    },
    trader: {
      ...meta('trader', 'allowed', '商人：賣一桶貨', 'Trader: sell one barrel'),
      on: {
        sell: { actions: 'sell', target: 'traderTurn' },
        pass: { actions: 'passTrader', target: 'traderTurn' },
      },
    },
    traderTurn: {
      ...meta('trader', 'allowed', '下一位商人', 'Next trader'),
      always: [{ guard: 'orderLeft', target: 'trader' }, { target: 'traderEnd' }],
    },
    traderEnd: {
      ...meta('trader', 'allowed', '商會滿了就清空', 'A full trading house is emptied'),
      entry: 'emptyHouse',
      always: 'phaseEnd',
    },
    captain: {
      ...meta('captain', 'allowed', '船長：裝貨上船', 'Captain: load the ships'),
      on: {
        load: { actions: 'load', target: 'captainTurn' },
        pass: { actions: 'passCaptain', target: 'captainTurn' },
      },
    },
    captainTurn: {
      ...meta('captain', 'allowed', '下一位裝貨', 'Next to load'),
      always: [{ guard: 'orderLeft', target: 'captain' }, { target: 'storageStart' }],
    },
    storageStart: {
      ...meta('storage', 'allowed', '存貨：每人留下能留的', 'Storage: everyone keeps what they may'),
      entry: 'storageStart',
      always: [{ guard: 'orderLeft', target: 'storage' }, { target: 'unload' }],
    },
    storage: {
      ...meta('storage', 'allowed', '存貨：選要留的貨物', 'Storage: choose what to keep'),
      on: { store: { actions: 'store', target: 'storageTurn' } },
    },
    storageTurn: {
      ...meta('storage', 'allowed', '下一位存貨', 'Next to store'),
      always: [{ guard: 'orderLeft', target: 'storage' }, { target: 'unload' }],
    },
    unload: {
      ...meta('storage', 'allowed', '裝滿的貨船卸貨', 'Full ships unload'),
      entry: 'unloadShips',
      always: 'phaseEnd',
    },
    prospect: {
      ...meta('prospector', 'allowed', '淘金者：拿 1 元', 'Prospector: 1 doubloon'),
      entry: 'prospect',
      always: 'phaseEnd',
    },
    phaseEnd: {
      ...meta('round', 'allowed', '階段結束', 'Phase over'),
      entry: 'endPhase',
      always: [{ guard: 'roundOver', target: 'roundEnd' }, { target: 'pickRole' }],
    },
    roundEnd: {
      ...meta('round', 'allowed', '一輪結束', 'Round end'),
      entry: 'endRound',
      always: [{ guard: 'gameEnds', target: 'scoring' }, { target: 'pickRole' }],
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

/** The state values where the machine waits for a player (the `PuertoRicoPhase` values). */
export const RESTING_STATES = ['pickRole', 'settler', 'mayor', 'builder', 'craftsman', 'trader', 'captain', 'storage', 'gameOver'] as const;
