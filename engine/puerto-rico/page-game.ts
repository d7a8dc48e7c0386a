/**
 * Puerto Rico as a chapter page plays it: the round machine plus the move checker, setup, loader,
 * the legal moves (the boards mark them) and each seat's view. A move in words is not part of it:
 * the free-play table, bots, reviews and the class server take the whole game (`puertoRico`,
 * game.ts), which adds it to the same spec, and a chapter page loads that only with its table.
 */
import type { GameResult, LoadResult, SetupConfig } from '../core/contract';
import { machineBoard, type MachineBoard } from '../core/machine-game';
import { Draw, seedRng } from '../core/rng';
import { isObject } from '../core/violation';
import { BUILDINGS, type BuildingId } from './buildings';
import { checkMove } from './checks';
import { loadPosition } from './load';
import { puertoRicoMachine } from './machine';
import { legalMoves, toAct } from './moves';
import { resolveOptions } from './options';
import { emptyGoods, scoreGame } from './rules';
import { BARRELS, PLANTATIONS, SETUP } from './setup-table';
import type { LogLine } from './log';
import { GOODS, type Good, type PuertoRicoMove, type PuertoRicoOptions, type PuertoRicoPhase, type PuertoRicoState, type PuertoRicoView, type Role } from './types';

/** The building supply for a player count: the copies column, or 2 / 1 with 2 players. */
export function buildingSupply(players: number): Partial<Record<BuildingId, number>> {
  return Object.fromEntries(BUILDINGS.map((b) => [b.id, players === 2 ? (b.kind === 'production' ? 2 : 1) : b.copies]));
}

/** The VP chips for a player count and option. */
export const vpChips = (players: number, options: PuertoRicoOptions): number =>
  players === 5 ? options.vpChips : SETUP[players]!.vp;

/** The plantation tiles of a player count, before the starting ones are handed out. */
export function plantationPool(players: number): Good[] {
  const remove = SETUP[players]!.removePlantations;
  const out: Good[] = [];
  for (const g of GOODS) for (let i = 0; i < PLANTATIONS[g] - remove; i++) out.push(g);
  return out;
}

export function barrelSupply(players: number) {
  const remove = SETUP[players]!.removeGoods;
  const goods = emptyGoods();
  for (const g of GOODS) goods[g] = BARRELS[g] - remove;
  return goods;
}

/** The starting context (§2): doubloons, one plantation each by seat, N+1 face-up plantations. */
export function createContext(config: SetupConfig<PuertoRicoOptions>): LoadResult<PuertoRicoState> {
  if (!isObject(config)) return { ok: false, error: { zh: '缺少遊戲設定。', en: 'The setup is missing.' } };
  const players = config.players;
  if (typeof players !== 'number' || !Number.isInteger(players) || players < 2 || players > 5)
    return {
      ok: false,
      error: {
        zh: `波多黎各需要 3 到 5 位玩家（2 人用官方的兩人規則），收到的是 ${String(players)}。`,
        en: `Puerto Rico takes 3 to 5 players (2 with the official 2-player rules), not ${String(players)}.`,
      },
    };
  if (typeof config.seed !== 'string' && !(typeof config.seed === 'number' && Number.isFinite(config.seed)))
    return { ok: false, error: { zh: '亂數種子必須是數字或文字。', en: 'The seed must be a number or a string.' } };
  const opts = resolveOptions(config.options);
  if (!opts.ok) return opts;
  const options = opts.options;
  const row = SETUP[players]!;
  const pool = plantationPool(players);
  for (const g of row.start) pool.splice(pool.indexOf(g), 1);
  const draw = new Draw(seedRng(config.seed));
  const stack = draw.shuffle(pool);
  const faceUp = stack.splice(0, players + 1);
  const roleMoney: Partial<Record<Role, number>> = {};
  for (const r of row.roles) roleMoney[r] = 0;
  const log: LogLine[] = [['started', players], ['roundStarts', 1, 0]];
  return {
    ok: true,
    state: {
      game: 'puerto-rico',
      players,
      options,
      rng: draw.state(),
      phase: 'pickRole',
      round: 1,
      governor: 0,
      seats: row.start.map((kind) => ({
        doubloons: row.doubloons,
        vp: 0,
        island: [{ kind, colonists: 0 }],
        city: [],
        sanJuan: 0,
        goods: emptyGoods(),
      })),
      roles: row.roles.slice(),
      roleMoney,
      picks: [],
      picker: null,
      order: [],
      stack,
      row: faceUp,
      discards: [],
      quarries: row.quarries,
      colonists: row.colonists,
      ship: row.shipColonists,
      vpSupply: vpChips(players, options),
      goods: barrelSupply(players),
      ships: row.ships.map((capacity) => ({ capacity, good: null, load: 0 })),
      house: [],
      supply: buildingSupply(players),
      end: null,
      privilegeColonist: false,
      haciendaDrawn: false,
      produced: [],
      captainBonus: false,
      wharfUsed: [],
      passed: [],
      log,
      logCount: log.length,
    },
  };
}

/** What `seat` sees: the face-down stack as a count; the others' VP chips hidden unless shown. */
export function view(s: PuertoRicoState, seat: number): PuertoRicoView {
  const { rng: _rng, stack, seats, ...rest } = s;
  const over = s.phase === 'gameOver';
  return {
    ...rest,
    seat,
    seats: seats.map((x, i) => ({ ...x, vp: over || s.options.showVp || i === seat ? x.vp : null })),
    stackSize: stack.length,
    toAct: toAct(s),
    result: s.result ?? null,
  };
}

export function result(s: PuertoRicoState): GameResult | null {
  if (s.phase !== 'gameOver') return null;
  return s.result ?? scoreGame(s);
}

/** Puerto Rico's spec for `machineBoard`; game.ts adds the move in words for `machineGame`. */
export const PUERTO_RICO_SPEC = {
  id: 'puerto-rico',
  minPlayers: 2,
  maxPlayers: 5,
  machine: puertoRicoMachine,
  valueOf: (s: PuertoRicoState) => s.phase,
  withValue: (s: PuertoRicoState, value: unknown) => (s.phase === value ? s : { ...s, phase: value as PuertoRicoPhase }),
  createContext,
  check: checkMove,
  load: loadPosition,
  toAct,
  legalMoves,
  result,
  view,
  isOver: (s: PuertoRicoState) => s.phase === 'gameOver',
};

/** The game as a chapter page's examples and setup form play it, and its boards show and mark it. */
export const puertoRicoPage: MachineBoard<PuertoRicoState, PuertoRicoMove, PuertoRicoOptions, PuertoRicoView> = machineBoard(PUERTO_RICO_SPEC);
