/** Genoa as a `Game`: the chapter page's game (page-game.ts) with the legal moves, each seat's view and a move in words. */
import { machineGame, type MachineGame } from '../core/machine-game';
import { offerSeen, wishSeen } from './hidden';
import { viewLog } from './log';
import { toAct } from './acting';
import { legalMoves } from './moves';
import { GENOA_SPEC } from './page-game';
import { describeMove } from './sentences';
import type { GenoaMove, GenoaOptions, GenoaState, GenoaView } from './types';

export { resolveOptions } from './options';
export { createContext, result } from './page-game';

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

const machineBacked = machineGame({ ...GENOA_SPEC, legalMoves, view, describe: describeMove });

/** The game as a table plays it; bots and reviews that look ahead use `genoaLookahead` (sample.ts). */
export const genoa: MachineGame<GenoaState, GenoaMove, GenoaOptions, GenoaView> = machineBacked;
