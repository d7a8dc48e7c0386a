/** Dice Town as a `Game`: the round machine plus the move checker, setup, view and loader (its `sample` is in sample.ts). */
import type { GameResult, LoadResult, SetupConfig } from '../core/contract';
import { machineGame, type MachineGame } from '../core/machine-game';
import { Draw, seedRng } from '../core/rng';
import { isObject } from '../core/violation';
import { ELIXIR_INSTANCES, STORE_INSTANCES, propertyInstances } from './deck';
import { checkMove } from './checks';
import { loadPosition } from './load';
import { diceTownMachine } from './machine';
import { legalMoves, toAct } from './moves';
import { resolveOptions } from './options';
import { describeMove } from './log';
import { ROW } from './rules';
import { blankState } from './state';
import type { DiceTownMove, DiceTownOptions, DiceTownState, DiceTownView } from './types';

export { blankState } from './state';

export { DEFAULT_OPTIONS, resolveOptions } from './options';

/** The starting context (§2): $8 each, $3 on the bank, 30 nuggets, decks shuffled, 3 deeds and 2 (or 3) Elixirs face up. */
export function createContext(config: SetupConfig<DiceTownOptions>): LoadResult<DiceTownState> {
  if (!isObject(config)) return { ok: false, error: { zh: '缺少遊戲設定。', en: 'The setup is missing.' } };
  const players = config.players;
  if (typeof players !== 'number' || !Number.isInteger(players) || players < 2 || players > 5)
    return {
      ok: false,
      error: { zh: `骰子鎮需要 2 到 5 位玩家，收到的是 ${String(players)}。`, en: `Dice Town takes 2 to 5 players, not ${String(players)}.` },
    };
  if (typeof config.seed !== 'string' && !(typeof config.seed === 'number' && Number.isFinite(config.seed)))
    return { ok: false, error: { zh: '亂數種子必須是數字或文字。', en: 'The seed must be a number or a string.' } };
  const opts = resolveOptions(config.options, players);
  if (!opts.ok) return opts;
  const options = opts.options;
  const draw = new Draw(seedRng(config.seed));
  const s = blankState(players, options, []);
  s.storeDeck = draw.shuffle(STORE_INSTANCES);
  const property = draw.shuffle(propertyInstances(options.edition));
  s.row = property.slice(0, ROW);
  s.propertyDeck = property.slice(ROW);
  if (options.edition === 'revised') {
    const elixirs = draw.shuffle(ELIXIR_INSTANCES);
    s.elixirs = elixirs.slice(0, options.elixirsFaceUp);
    s.elixirDeck = elixirs.slice(options.elixirsFaceUp);
  }
  s.sheriff = options.firstSheriff === 'random' ? draw.int(players) : options.firstSheriff;
  s.rng = draw.state();
  s.log.push(['started', players], ['townHallRow', s.row.slice()]);
  if (s.elixirs.length) s.log.push(['elixirsFaceUp', s.elixirs.slice()]);
  s.log.push(['firstSheriff', s.sheriff], ['roundStarts', 1]);
  return { ok: true, state: s };
}

export function view(s: DiceTownState, seat: number): DiceTownView {
  const mine = (i: number) => i === seat;
  return {
    seat,
    players: s.players,
    options: s.options,
    round: s.round,
    phase: s.phase,
    stage: s.stage,
    sheriff: s.sheriff,
    money: s.money.slice(),
    nuggets: s.nuggets.slice(),
    mine: s.mine,
    bank: s.bank,
    stagecoach: s.stagecoach,
    storeDeckSize: s.storeDeck.length,
    storeDiscard: s.storeDiscard.slice(),
    propertyDeckSize: s.propertyDeck.length,
    row: s.row.slice(),
    elixirDeckSize: s.elixirDeck.length,
    elixirs: s.elixirs.slice(),
    elixirDiscard: s.elixirDiscard.slice(),
    hands: s.hands.map((h, i) => ({
      store: mine(i) ? h.store.slice() : null,
      storeCount: h.store.length,
      property: mine(i) ? h.property.slice() : null,
      propertyCount: h.property.length,
      protected: h.protected.slice(),
    })),
    kept: s.kept.map((k) => k.slice()),
    rolled: (s.rolled[seat] ?? []).slice(),
    rolledCounts: s.rolled.map((r) => r.length),
    keepers: s.keepers.slice(),
    chosen: s.choices.map((c) => c !== null),
    myChoice: s.choices[seat] ?? null,
    last: s.last,
    winners: { ...s.winners },
    visitors: s.visitors.slice(),
    drawn: s.pending && 'seat' in s.pending && s.pending.seat === seat ? s.drawn.slice() : [],
    drawnCount: s.drawn.length,
    lifted: s.keepers.length > 0 && s.keepers.every((k) => s.choices[k] !== null) ? s.choices.slice() : null,
    pending: s.pending,
    tasks: s.tasks.slice(),
    toAct: toAct(s),
    log: s.log,
    history: s.history,
    result: s.result ?? null,
  };
}

export function result(s: DiceTownState): GameResult | null {
  return s.stage === 'over' ? (s.result ?? null) : null;
}

/** The round machine as a `Game`. */
const rounds: MachineGame<DiceTownState, DiceTownMove, DiceTownOptions, DiceTownView> = machineGame({
  id: 'dice-town',
  minPlayers: 2,
  maxPlayers: 5,
  machine: diceTownMachine,
  valueOf: (s: DiceTownState) => s.phase,
  withValue: (s: DiceTownState, value) => (s.phase === value ? s : { ...s, phase: value as string }),
  createContext,
  check: checkMove,
  load: loadPosition,
  toAct,
  legalMoves,
  result,
  view,
  describe: describeMove,
  isOver: (s: DiceTownState) => s.stage === 'over',
});

/** The game as a chapter page plays it; bots and reviews that look ahead use `diceTownLookahead` (sample.ts). */
export const diceTown: MachineGame<DiceTownState, DiceTownMove, DiceTownOptions, DiceTownView> = rounds;
