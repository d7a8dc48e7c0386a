/**
 * Puerto Rico's state and moves: plain JSON, shared by the machine, the bots and the table view.
 * Seats are numbers 0–4 (named by letter A–E in the book). Buildings are named by their id
 * (`buildings.ts`); island tiles by their kind.
 */
import type { Bilingual, GameResult } from '../core/contract';
import type { BuildingId } from './buildings';
import type { LogLine } from './log';

export type { BuildingId } from './buildings';

export type Good = 'corn' | 'indigo' | 'sugar' | 'tobacco' | 'coffee';
export const GOODS: readonly Good[] = ['corn', 'indigo', 'sugar', 'tobacco', 'coffee'];

/** An island tile: a plantation of one good, or a quarry. */
export type TileKind = Good | 'quarry';

/** The role cards; with 5 players there are two prospectors, two separate roles. */
export type Role = 'settler' | 'mayor' | 'builder' | 'craftsman' | 'trader' | 'captain' | 'prospector' | 'prospector2';
export const ROLES: readonly Role[] = ['settler', 'mayor', 'builder', 'craftsman', 'trader', 'captain', 'prospector', 'prospector2'];

export type GoodCounts = Record<Good, number>;

export interface IslandTile {
  kind: TileKind;
  /** 0 or 1: a tile has one circle. */
  colonists: number;
}

export interface CityBuilding {
  id: BuildingId;
  /** Colonists on the building's circles (0 … circles). */
  colonists: number;
}

export interface Seat {
  doubloons: number;
  /** Shipping VP chips (hidden from the other seats unless the option shows them). */
  vp: number;
  /** Island spaces in use, in the order they were taken (at most 12). */
  island: IslandTile[];
  /** Buildings in the order they were built (at most 12 city spaces; a large one takes 2). */
  city: CityBuilding[];
  /** Colonists waiting unplaced ("San Juan", the windrose in later printings). */
  sanJuan: number;
  goods: GoodCounts;
}

export interface Ship {
  capacity: number;
  good: Good | null;
  load: number;
}

export interface PuertoRicoOptions {
  /** VP chips in the 5-player supply: 122 (2002 printing, the seed) or 126 (later printings). */
  vpChips: 122 | 126;
  /** Show every seat's VP chips to everyone (the published rule keeps them face down). */
  showVp: boolean;
  /**
   * Mayor refill (§9.3): `buildings` counts the empty circles on all buildings (the published rule);
   * `violet` only those on violet buildings (the seed's reading).
   */
  refill: 'buildings' | 'violet';
  /** The captain's +1 VP (§9.5): `once` a phase (the published rule) or on `each` load (a reading of the seed). */
  captainBonus: 'once' | 'each';
}

/** Where the game is; mirrors the machine's resting state value. */
export type PuertoRicoPhase =
  | 'pickRole'
  | 'settler'
  | 'mayor'
  | 'builder'
  | 'craftsman'
  | 'trader'
  | 'captain'
  | 'storage'
  | 'gameOver';

export type EndTrigger = 'colonists' | 'city' | 'vp';

export interface RolePick {
  role: Role;
  seat: number;
}

export interface PuertoRicoState {
  game: 'puerto-rico';
  players: number;
  options: PuertoRicoOptions;
  /** The seeded random generator's state (reshuffles of the plantation discards). */
  rng: number[];
  phase: PuertoRicoPhase;
  round: number;
  governor: number;
  seats: Seat[];
  /** The role cards in this game (by player count), in table order. */
  roles: Role[];
  /** Doubloons lying on each role card of this game. */
  roleMoney: Partial<Record<Role, number>>;
  /** Roles picked this round, in order; the last one is the phase being played. */
  picks: RolePick[];
  /** Seat that picked the role being played (holds its privilege), or null between roles. */
  picker: number | null;
  /** Seats still to act in the current phase, the acting seat first. */
  order: number[];
  /** Face-down plantation stack, top first. */
  stack: Good[];
  /** Face-up plantations. */
  row: Good[];
  /** Discarded plantations (reshuffled into a new stack when the stack runs out). */
  discards: Good[];
  quarries: number;
  /** Colonists in the supply and on the colonist ship. */
  colonists: number;
  ship: number;
  /** VP chips left in the supply (it may go below 0: VP are still scored, §10 Q16). */
  vpSupply: number;
  goods: GoodCounts;
  ships: Ship[];
  /** Barrels in the trading house, in the order sold (at most 4). */
  house: Good[];
  /** Buildings left in the supply, by id. */
  supply: Partial<Record<BuildingId, number>>;
  /** The first end condition met, or null: the game ends at the end of this round. */
  end: EndTrigger | null;
  /** Mayor: the picker took the privilege colonist from the supply (it may still decline it). */
  privilegeColonist: boolean;
  /** Settler: the acting seat already drew its hacienda tile this turn. */
  haciendaDrawn: boolean;
  /** Craftsman: the kinds the picker produced (for the privilege barrel). */
  produced: Good[];
  /** Captain: the picker's +1 VP is still to come; seats that used the wharf; seats that passed. */
  captainBonus: boolean;
  wharfUsed: number[];
  passed: number[];
  /**
   * Public game log, newest last (it never names a hidden tile or VP chips): the most recent lines
   * only, each as data (its sentence's name and arguments), worded when read (`log.ts`).
   */
  log: LogLine[];
  logCount: number;
  result?: GameResult | null;
}

/** A cargo ship by index, or the seat's wharf. */
export type ShipTarget = number | 'wharf';

export type PuertoRicoMove =
  | { type: 'pickRole'; seat: number; role: Role }
  /** Settler: take face-up plantation `index`, or a quarry. */
  | { type: 'settle'; seat: number; tile: number | 'quarry' }
  /** Settler: the hacienda's extra face-down plantation, before the normal take. */
  | { type: 'hacienda'; seat: number }
  /**
   * Mayor: the seat's whole arrangement, colonists per island tile and per building (same order
   * as the seat's `island` and `city`); the rest wait in San Juan. The picker may decline the
   * privilege colonist.
   */
  | { type: 'arrange'; seat: number; island: number[]; city: number[]; declinePrivilege?: boolean }
  | { type: 'build'; seat: number; building: BuildingId }
  /** Craftsman's privilege: one more barrel of a kind the picker produced. */
  | { type: 'bonus'; seat: number; good: Good }
  | { type: 'sell'; seat: number; good: Good }
  | { type: 'load'; seat: number; good: Good; ship: ShipTarget }
  /** Storage: the one loose barrel kept and the kinds the warehouses keep; the rest go back. */
  | { type: 'store'; seat: number; single: Good | null; warehouse: Good[] }
  | { type: 'pass'; seat: number };

/** A seat as another seat sees it: VP chips hidden (null) unless the option shows them. */
export interface SeatView extends Omit<Seat, 'vp'> {
  vp: number | null;
}

/** What one seat may see: everything but the face-down stack's order and the others' VP chips. */
export interface PuertoRicoView extends Omit<PuertoRicoState, 'rng' | 'stack' | 'seats'> {
  seat: number;
  seats: SeatView[];
  stackSize: number;
  toAct: number[];
}
