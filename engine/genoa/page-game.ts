/**
 * Genoa as a chapter page plays it: the turn machine plus the move checker, setup and loader, which
 * the worked examples (setup or a position, then their moves, through the engine) and the setup
 * form use. The list of legal moves, a seat's view and a move in words are not part of it: the
 * free-play table, bots, reviews and the class server take the whole game (`genoa`, game.ts), which
 * adds them to the same spec, and a chapter page loads them only with its table or a decision
 * panel. Both are built by `machineGame` from this one spec, so they play the same moves.
 */
import type { GameResult, LoadResult, SetupConfig } from '../core/contract';
import { machinePlay, type MachinePlay } from '../core/machine-game';
import { Draw, seedRng } from '../core/rng';
import { isObject } from '../core/violation';
import { toAct } from './acting';
import { checkMove } from './checks';
import { DECKS, MARKERS_PER_COLOUR, START_DUCATS, cardsOf, type Deck } from './data';
import { loadPosition } from './load';
import type { LogLine } from './log';
import { genoaMachine } from './machine';
import { resolveOptions, roundsFor } from './options';
import { emptyGoods, emptySpecials, scoreGame, startSupplies, turnStart } from './rules';
import type { GenoaMove, GenoaOptions, GenoaPhase, GenoaState, GenoaView, Seat } from './types';

/**
 * The starting context (fact sheet §3): 130 ducats and one card of each deck per seat, every
 * colour's 7 markers in the supply, the four decks shuffled, Player A the start player and first
 * trader, the round marker on 1.
 */
export function createContext(config: SetupConfig<GenoaOptions>): LoadResult<GenoaState> {
  if (!isObject(config)) return { ok: false, error: { zh: '缺少遊戲設定。', en: 'The setup is missing.' } };
  const players = config.players;
  if (typeof players !== 'number' || !Number.isInteger(players) || players < 2 || players > 5)
    return { ok: false, error: { zh: `熱那亞商人需要 2 到 5 位玩家，收到的是 ${String(players)}。`, en: `The Traders of Genoa takes 2 to 5 players, not ${String(players)}.` } };
  if (typeof config.seed !== 'string' && !(typeof config.seed === 'number' && Number.isFinite(config.seed)))
    return { ok: false, error: { zh: '亂數種子必須是數字或文字。', en: 'The seed must be a number or a string.' } };
  const opts = resolveOptions(config.options);
  if (!opts.ok) return opts;
  const options = opts.options;
  const draw = new Draw(seedRng(config.seed));
  const decks = {} as Record<Deck, { down: number[]; up: number[] }>;
  for (const d of DECKS) decks[d] = { down: draw.shuffle(cardsOf(d)), up: [] };
  const seats: Seat[] = [];
  for (let i = 0; i < players; i++) {
    const hand = DECKS.map((d) => decks[d].down.shift()!);
    seats.push({ ducats: START_DUCATS, goods: emptyGoods(), specials: emptySpecials(), hand, markers: 0 });
  }
  const lastRound = roundsFor(players, options);
  const { goods, specials } = startSupplies();
  const log: LogLine[] = [['started', players, lastRound]];
  return {
    ok: true,
    state: {
      game: 'genoa',
      players,
      options,
      rng: draw.state(),
      phase: 'start',
      round: 1,
      lastRound,
      startPlayer: 0,
      trader: 0,
      turnInRound: 0,
      seats,
      markerSupply: seats.map(() => MARKERS_PER_COLOUR),
      owners: {},
      goods,
      specials,
      decks,
      dice: null,
      rolls: [],
      ...turnStart(seats.length),
      drew: false,
      log,
      logCount: log.length,
    },
  };
}

export function result(s: GenoaState): GameResult | null {
  if (s.phase !== 'gameOver') return null;
  return s.result ?? scoreGame(s);
}

/** Genoa's spec for `machinePlay`; game.ts adds the legal moves, the view and the description for `machineGame`. */
export const GENOA_SPEC = {
  id: 'genoa',
  minPlayers: 2,
  maxPlayers: 5,
  machine: genoaMachine,
  valueOf: (s: GenoaState) => s.phase,
  withValue: (s: GenoaState, value: unknown) => (s.phase === value ? s : { ...s, phase: value as GenoaPhase }),
  createContext,
  check: checkMove,
  load: loadPosition,
  toAct,
  result,
  isOver: (s: GenoaState) => s.phase === 'gameOver',
};

/** The parts of the game a chapter page's worked examples and setup form use. */
export type PageGame = Pick<MachinePlay<GenoaState, GenoaMove, GenoaOptions, GenoaView>, 'id' | 'machine' | 'setup' | 'load' | 'play' | 'toAct' | 'isOver'>;

export const genoaPage: PageGame = machinePlay<GenoaState, GenoaMove, GenoaOptions, GenoaView>(GENOA_SPEC);
