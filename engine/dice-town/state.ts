/** A blank Dice Town state: the parts every fresh game shares (setup and the loader fill the rest). */
import { NUGGETS, START_BANK, START_MONEY } from './rules';
import type { DiceTownOptions, DiceTownState, Face, Task } from './types';

/**
 * One entry per seat, made by `make`. Every per-seat list of a state is built this way (pushed one
 * by one), so that all of them share one array shape: V8 then keeps its optimized code for them
 * instead of meeting a second shape late in a game and compiling again.
 */
export function perSeat<T>(players: number, make: () => T): T[] {
  const out: T[] = [];
  for (let seat = 0; seat < players; seat++) out.push(make());
  return out;
}

const NO_WINNERS = { goldMine: null, bank: null, generalStore: null, saloon: null, sheriff: null, townHall: null };

/** The parts every fresh state shares; the loader fills the rest from a position. */
export function blankState(players: number, options: DiceTownOptions, rng: number[]): DiceTownState {
  return {
    game: 'dice-town',
    players,
    options,
    rng,
    diceQueue: [],
    round: 1,
    phase: 'run',
    stage: 'dice',
    sheriff: 0,
    money: perSeat(players, () => START_MONEY),
    nuggets: perSeat(players, () => 0),
    mine: NUGGETS,
    bank: START_BANK,
    stagecoach: 0,
    storeDeck: [],
    storeDiscard: [],
    propertyDeck: [],
    row: [],
    elixirDeck: [],
    elixirs: [],
    elixirDiscard: [],
    hands: perSeat(players, () => ({ store: [], property: [], protected: [] })),
    kept: perSeat(players, (): Face[] => []),
    rolled: perSeat(players, (): Face[] => []),
    keepers: [],
    choices: perSeat(players, () => null),
    last: false,
    winners: { ...NO_WINNERS },
    visitors: [],
    drawn: [],
    mods: [],
    pending: null,
    tasks: [{ t: 'roll' } as Task],
    fresh: false,
    log: [],
    history: [],
  };
}

