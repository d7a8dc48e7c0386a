/** Santiago as a `Game`: the phase machine plus the move checker, setup, view and loader. */
import type { Bilingual, GameResult, LoadResult, SetupConfig } from '../core/contract';
import { machineGame, type MachineGame } from '../core/machine-game';
import { Draw, seedRng } from '../core/rng';
import { isObject } from '../core/violation';
import { resolveOptions } from './options';
import { POINT_COUNT, pointAt } from './board';
import { checkMove } from './checks';
import { loadPosition } from './load';
import { santiagoMachine } from './machine';
import { legalMoves } from './moves';
import { START_MONEY, countRules, scoreGame } from './rules';
import { describeMove, type LogLine } from './log';
import { ALL_TILES } from './tiles';
import { toAct } from './turns';
import type { SantiagoMove, SantiagoOptions, SantiagoPhase, SantiagoState, SantiagoView } from './types';

export { DEFAULT_OPTIONS, resolveOptions } from './options';

function playerCountError(players: unknown): Bilingual {
  return {
    zh: `聖地牙哥需要 3 到 5 位玩家，收到的是 ${String(players)}。`,
    en: `Santiago takes 3 to 5 players, not ${String(players)}.`,
  };
}

/** The starting context (§2): tiles shuffled into stacks, one removed for 3–4, 10 escudos each. */
export function createContext(config: SetupConfig<SantiagoOptions>): LoadResult<SantiagoState> {
  if (!isObject(config)) return { ok: false, error: { zh: '缺少遊戲設定。', en: 'The setup is missing.' } };
  const players = config.players;
  if (typeof players !== 'number' || !Number.isInteger(players) || players < 3 || players > 5)
    return { ok: false, error: playerCountError(players) };
  if (typeof config.seed !== 'string' && !(typeof config.seed === 'number' && Number.isFinite(config.seed)))
    return { ok: false, error: { zh: '亂數種子必須是數字或文字。', en: 'The seed must be a number or a string.' } };
  const opts = resolveOptions(config.options);
  if (!opts.ok) return opts;
  const options = opts.options;
  const rules = countRules(players);
  const draw = new Draw(seedRng(config.seed));
  const shuffled = draw.shuffle(ALL_TILES);
  const removed = rules.removed > 0 ? shuffled.pop()! : null;
  const stacks = Array.from({ length: rules.stacks }, (_, k) => shuffled.slice(k * rules.rounds, (k + 1) * rules.rounds));
  const overseer = draw.int(players);
  const spring =
    options.spring === 'setup' ? options.springAt! : options.spring === 'random' ? pointAt(draw.int(POINT_COUNT)) : null;
  const log: LogLine[] = [['started', players, START_MONEY]];
  if (removed) log.push(['tileRemoved', removed]);
  log.push(['overseerTaken', overseer]);
  if (spring) log.push(['springAt', spring]);
  return {
    ok: true,
    state: {
      game: 'santiago',
      players,
      options,
      rng: draw.state(),
      round: 1,
      rounds: rules.rounds,
      phase: 'bidding',
      overseer,
      stacks,
      removed,
      revealed: [],
      spring,
      palms: [],
      plantations: [],
      canals: [],
      canalSupply: rules.supply,
      extraCanal: new Array<boolean>(players).fill(true),
      money: new Array<number>(players).fill(START_MONEY),
      bids: [],
      choosingOrder: [],
      proposals: [],
      proposalOrder: [],
      irrigationOrder: [],
      log,
    },
  };
}

export function view(s: SantiagoState, seat: number): SantiagoView {
  const { money, rng: _rng, stacks, ...rest } = s;
  return {
    ...rest,
    seat,
    money: money.map((m, i) => (i === seat || s.options.openMoney ? m : null)),
    stackSizes: stacks.map((st) => st.length),
  };
}

export function result(s: SantiagoState): GameResult | null {
  if (s.phase !== 'gameOver') return null;
  return s.result ?? scoreGame(s.plantations, s.money);
}

/** The phase machine as a `Game`, before determinization is added. */
const played: MachineGame<SantiagoState, SantiagoMove, SantiagoOptions, SantiagoView> = machineGame({
  id: 'santiago',
  minPlayers: 3,
  maxPlayers: 5,
  machine: santiagoMachine,
  valueOf: (s: SantiagoState) => s.phase,
  withValue: (s: SantiagoState, value) => (s.phase === value ? s : { ...s, phase: value as SantiagoPhase }),
  createContext,
  check: checkMove,
  load: loadPosition,
  toAct,
  legalMoves,
  result,
  view,
  describe: describeMove,
  isOver: (s: SantiagoState) => s.phase === 'gameOver',
});

/** The game as a chapter page plays it; bots and reviews that look ahead use `santiagoLookahead` (sample.ts). */
export const santiago: MachineGame<SantiagoState, SantiagoMove, SantiagoOptions, SantiagoView> = played;
