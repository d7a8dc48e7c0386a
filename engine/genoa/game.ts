/** Genoa as a `Game`: the turn machine plus the move checker, setup, view and loader. */
import type { GameResult, LoadResult, SetupConfig } from '../core/contract';
import { machineGame, type MachineGame } from '../core/machine-game';
import { Draw, seedRng } from '../core/rng';
import { isObject } from '../core/violation';
import { checkMove } from './checks';
import { DECKS, MARKERS_PER_COLOUR, START_DUCATS, cardsOf, type Deck } from './data';
import { offerSeen, wishSeen } from './hidden';
import { loadPosition } from './load';
import { genoaMachine } from './machine';
import { toAct } from './acting';
import { legalMoves } from './moves';
import { resolveOptions, roundsFor } from './options';
import { emptyGoods, emptySpecials, scoreGame, startSupplies } from './rules';
import { describeMove } from './sentences';
import { viewLog, type LogLine } from './log';
import type { GenoaMove, GenoaOptions, GenoaPhase, GenoaState, GenoaView, Seat } from './types';

export { resolveOptions } from './options';

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
      path: [],
      takenStreets: [],
      dealt: false,
      usedBuildings: [],
      acted: seats.map(() => 0),
      extraActs: seats.map(() => 0),
      offers: [],
      wishes: [],
      silent: [],
      order: [],
      counter: null,
      counters: 0,
      pending: null,
      resume: 'window',
      drew: false,
      log,
      logCount: log.length,
    },
  };
}

/**
 * What `seat` sees: its own money and hand; the others' hand sizes only (their totals are in the
 * result once the game is over); the game cards of a deal it is not party to face down, in the
 * offers, wishes, counter-offer, the deal being carried out and the log (`hidden.ts`); the decks
 * as counts; no random state, no scripted rolls.
 */
export function view(s: GenoaState, seat: number): GenoaView {
  // written out field by field: a rest-spread of the whole state is several times slower, and bots call this at every choice
  const d = s.decks;
  const t = s.trader;
  const p = s.pending;
  const deal = p?.deal ? offerSeen(p.deal, t, seat) : null;
  return {
    game: s.game,
    players: s.players,
    options: s.options,
    phase: s.phase,
    round: s.round,
    lastRound: s.lastRound,
    startPlayer: s.startPlayer,
    trader: s.trader,
    turnInRound: s.turnInRound,
    seat,
    seats: s.seats.map((x, i) =>
      i === seat
        ? { ducats: x.ducats, goods: x.goods, specials: x.specials, hand: x.hand, markers: x.markers, handSize: x.hand.length }
        : { ducats: null, goods: x.goods, specials: x.specials, hand: null, markers: x.markers, handSize: x.hand.length },
    ),
    markerSupply: s.markerSupply,
    owners: s.owners,
    goods: s.goods,
    specials: s.specials,
    decks: {
      large: { down: d.large.down.length, up: d.large.up.length },
      small: { down: d.small.down.length, up: d.small.up.length },
      message: { down: d.message.down.length, up: d.message.up.length },
      privilege: { down: d.privilege.down.length, up: d.privilege.up.length },
    },
    dice: s.dice,
    path: s.path,
    takenStreets: s.takenStreets,
    dealt: s.dealt,
    usedBuildings: s.usedBuildings,
    acted: s.acted,
    extraActs: s.extraActs,
    offers: s.offers.map((o) => offerSeen(o, t, seat)),
    wishes: s.wishes.map((w) => wishSeen(w, t, seat)),
    silent: s.silent,
    order: s.order,
    counter: s.counter && offerSeen(s.counter, t, seat),
    counters: s.counters,
    pending: p?.deal && deal !== p.deal ? { ...p, deal } : p,
    resume: s.resume,
    drew: s.drew,
    log: viewLog(s.log, seat),
    logCount: s.logCount,
    toAct: toAct(s),
    result: s.result ?? null,
  };
}

export function result(s: GenoaState): GameResult | null {
  if (s.phase !== 'gameOver') return null;
  return s.result ?? scoreGame(s);
}

const machineBacked = machineGame({
  id: 'genoa',
  minPlayers: 2,
  maxPlayers: 5,
  machine: genoaMachine,
  valueOf: (s: GenoaState) => s.phase,
  withValue: (s: GenoaState, value) => (s.phase === value ? s : { ...s, phase: value as GenoaPhase }),
  createContext,
  check: checkMove,
  load: loadPosition,
  toAct,
  legalMoves,
  result,
  view,
  describe: describeMove,
  isOver: (s: GenoaState) => s.phase === 'gameOver',
});

/** The game as a chapter page plays it; bots and reviews that look ahead use `genoaLookahead` (sample.ts). */
export const genoa: MachineGame<GenoaState, GenoaMove, GenoaOptions, GenoaView> = machineBacked;
