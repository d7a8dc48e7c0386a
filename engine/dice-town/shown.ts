/**
 * A seat's view turned back into a whole state, so that a device that receives only its own seat's
 * view (the class server) can draw it with the table's own board, which draws a state for a viewer.
 * What the view shows is carried over as it is; what it hides gets neutral stand-ins: other seats'
 * cards and the face-down decks as that many copies of one card of the kind, other cups as that
 * many nines, a choice made under another cup as keeping nothing (all of it on the last roll; the
 * choices themselves once the cups are lifted), cards drawn by another seat as that many store
 * cards, a fixed generator. The resolution still to run (`tasks`) is the view's.
 */
import { seedRng } from '../core/rng';
import { ELIXIR_INSTANCES, STORE_INSTANCES, propertyInstances } from './deck';
import type { DiceTownState, DiceTownView, Face } from './types';

export function shown(v: DiceTownView): DiceTownState {
  const copies = <T>(n: number, item: T): T[] => new Array<T>(n).fill(item);
  const store = STORE_INSTANCES[0]!;
  const property = propertyInstances(v.options.edition)[0]!;
  const rolled = v.rolledCounts.map((n, i) => (i === v.seat ? v.rolled : copies<Face>(n, '9')));
  return {
    game: 'dice-town',
    players: v.players,
    options: v.options,
    rng: seedRng(0),
    diceQueue: [],
    round: v.round,
    phase: v.phase,
    stage: v.stage,
    sheriff: v.sheriff,
    money: v.money,
    nuggets: v.nuggets,
    mine: v.mine,
    bank: v.bank,
    stagecoach: v.stagecoach,
    storeDeck: copies(v.storeDeckSize, store),
    storeDiscard: v.storeDiscard,
    propertyDeck: copies(v.propertyDeckSize, property),
    row: v.row,
    elixirDeck: copies(v.elixirDeckSize, ELIXIR_INSTANCES[0]!),
    elixirs: v.elixirs,
    elixirDiscard: v.elixirDiscard,
    hands: v.hands.map((h) => ({
      store: h.store ?? copies(h.storeCount, store),
      property: h.property ?? copies(h.propertyCount, property),
      protected: h.protected,
    })),
    kept: v.kept,
    rolled,
    keepers: v.keepers,
    choices:
      v.lifted ??
      v.chosen.map((made, i) => (i === v.seat ? v.myChoice : made ? { dice: v.last ? rolled[i]! : [], scoundrel: false, cheat: null } : null)),
    last: v.last,
    winners: v.winners,
    visitors: v.visitors,
    drawn: v.drawn.length > 0 ? v.drawn : copies(v.drawnCount, store),
    mods: [],
    pending: v.pending,
    tasks: v.tasks,
    fresh: false,
    log: v.log,
    history: v.history,
    result: v.result,
  };
}
