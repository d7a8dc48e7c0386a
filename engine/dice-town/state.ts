/** A blank Dice Town state: the parts every fresh game shares (setup and the loader fill the rest). */
import { NUGGETS, START_BANK, START_MONEY } from './rules';
import type { DiceTownOptions, DiceTownState, Face, Task } from './types';

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
    money: new Array<number>(players).fill(START_MONEY),
    nuggets: new Array<number>(players).fill(0),
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
    hands: Array.from({ length: players }, () => ({ store: [], property: [], protected: [] })),
    kept: Array.from({ length: players }, (): Face[] => []),
    rolled: Array.from({ length: players }, (): Face[] => []),
    keepers: [],
    choices: new Array(players).fill(null),
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

