/** San Juan as a `Game`: the round machine plus the move checker, setup, view and loader. */
import type { Bilingual, GameResult, LoadResult, SetupConfig } from '../core/contract';
import { machineGame, type MachineGame } from '../core/machine-game';
import { Draw, seedRng } from '../core/rng';
import { isObject } from '../core/violation';
import { CARDS_OF, CARD_COUNT } from './cards';
import { checkMove } from './checks';
import { loadPosition } from './load';
import { sanJuanMachine } from './machine';
import { legalMoves, toAct } from './moves';
import { resolveOptions } from './options';
import { START_HAND, clockwise, scoreGame } from './rules';

export { resolveOptions } from './options';
import type { LogLine } from './log';
import { describeMove, seatName } from './text';
import type { SanJuanMove, SanJuanOptions, SanJuanPhase, SanJuanState, SanJuanView } from './types';

/** The starting context (§2): one indigo plant each, the rest shuffled, 4 cards dealt (or 5–8 in the variant). */
export function createContext(config: SetupConfig<SanJuanOptions>): LoadResult<SanJuanState> {
  if (!isObject(config)) return { ok: false, error: { zh: '缺少遊戲設定。', en: 'The setup is missing.' } };
  const players = config.players;
  if (typeof players !== 'number' || !Number.isInteger(players) || players < 2 || players > 4)
    return {
      ok: false,
      error: { zh: `聖胡安需要 2 到 4 位玩家，收到的是 ${String(players)}。`, en: `San Juan takes 2 to 4 players, not ${String(players)}.` },
    };
  if (typeof config.seed !== 'string' && !(typeof config.seed === 'number' && Number.isFinite(config.seed)))
    return { ok: false, error: { zh: '亂數種子必須是數字或文字。', en: 'The seed must be a number or a string.' } };
  const opts = resolveOptions(config.options);
  if (!opts.ok) return opts;
  const options = opts.options;
  const draw = new Draw(seedRng(config.seed));
  const starting = CARDS_OF.indigo_plant.slice(0, players);
  const rest: number[] = [];
  for (let c = 0; c < CARD_COUNT; c++) if (!starting.includes(c)) rest.push(c);
  const deck = draw.shuffle(rest);
  const governor = draw.int(players);
  const priceStack = draw.shuffle([0, 1, 2, 3, 4]);
  const hands: number[][] = Array.from({ length: players }, () => []);
  const dealOrder = clockwise(governor, players);
  dealOrder.forEach((seat, k) => {
    const n = options.startingHands ? START_HAND + 1 + k : START_HAND;
    hands[seat] = deck.splice(0, n);
  });
  const log: LogLine[] = [['started', players, options.startingHands], ['governorTile', governor]];
  return {
    ok: true,
    state: {
      game: 'san-juan',
      players,
      options,
      rng: draw.state(),
      phase: 'pickRole',
      round: 1,
      governor,
      deck,
      discard: [],
      hands,
      buildings: starting.map((card) => [{ card, good: null }]),
      chapel: Array.from({ length: players }, () => []),
      priceStack,
      priceTile: null,
      picks: [],
      privileged: null,
      doubled: false,
      libraryUsed: false,
      order: options.startingHands ? dealOrder : [],
      drawn: [],
      count: options.startingHands ? 1 : 0,
      payment: null,
      log,
      logCount: log.length,
    },
  };
}

export function view(s: SanJuanState, seat: number): SanJuanView {
  const acting = toAct(s);
  const drawnVisible = s.phase === 'goldMine' || (s.phase === 'councillor' && acting[0] === seat);
  return {
    game: 'san-juan',
    seat,
    players: s.players,
    options: s.options,
    phase: s.phase,
    round: s.round,
    governor: s.governor,
    hand: s.hands[seat]?.slice() ?? [],
    handSizes: s.hands.map((h) => h.length),
    buildings: s.buildings.map((t) => t.map((b) => ({ card: b.card, good: b.good !== null }))),
    chapelCounts: s.chapel.map((c) => c.length),
    deckSize: s.deck.length,
    discardSize: s.discard.length,
    priceTile: s.priceTile,
    priceStackSize: s.priceStack.length,
    picks: s.picks.slice(),
    privileged: s.privileged,
    doubled: s.doubled,
    libraryUsed: s.libraryUsed,
    toAct: acting,
    drawn: drawnVisible ? s.drawn.slice() : [],
    count: s.count,
    payment: s.payment,
    log: s.log,
    logCount: s.logCount,
    result: s.result ?? null,
  };
}

export function result(s: SanJuanState): GameResult | null {
  if (s.phase !== 'gameOver') return null;
  return s.result ?? scoreGame(s);
}

const sanJuanMachineGame = machineGame({
  id: 'san-juan',
  minPlayers: 2,
  maxPlayers: 4,
  machine: sanJuanMachine,
  valueOf: (s: SanJuanState) => s.phase,
  withValue: (s: SanJuanState, value) => (s.phase === value ? s : { ...s, phase: value as SanJuanPhase }),
  createContext,
  check: checkMove,
  load: loadPosition,
  toAct,
  legalMoves,
  result,
  view,
  describe: describeMove,
  isOver: (s: SanJuanState) => s.phase === 'gameOver',
});

/** The game as a chapter page plays it; bots and reviews that look ahead use `sanJuanLookahead` (sample.ts). */
export const sanJuan: MachineGame<SanJuanState, SanJuanMove, SanJuanOptions, SanJuanView> = sanJuanMachineGame;
