/** Setup by player count (fact sheet §2), the 2-player column being the official variant. */
import type { Good, Role } from './types';

export interface SetupRow {
  doubloons: number;
  /** Starting plantation by seat, the governor first. */
  start: Good[];
  roles: Role[];
  ships: number[];
  /** Colonists on the colonist ship at the start, and in the supply besides. */
  shipColonists: number;
  colonists: number;
  vp: number;
  quarries: number;
  /** Plantation tiles of each kind removed from the 50. */
  removePlantations: number;
  /** Barrels of each kind removed from the 50. */
  removeGoods: number;
}

const BASE: Role[] = ['settler', 'mayor', 'builder', 'craftsman', 'trader', 'captain'];

export const SETUP: Readonly<Record<number, SetupRow>> = {
  2: { doubloons: 3, start: ['indigo', 'corn'], roles: [...BASE, 'prospector'], ships: [4, 6], shipColonists: 2, colonists: 40, vp: 65, quarries: 5, removePlantations: 3, removeGoods: 2 },
  3: { doubloons: 2, start: ['indigo', 'indigo', 'corn'], roles: BASE, ships: [4, 5, 6], shipColonists: 3, colonists: 55, vp: 75, quarries: 8, removePlantations: 0, removeGoods: 0 },
  4: { doubloons: 3, start: ['indigo', 'indigo', 'corn', 'corn'], roles: [...BASE, 'prospector'], ships: [5, 6, 7], shipColonists: 4, colonists: 75, vp: 100, quarries: 8, removePlantations: 0, removeGoods: 0 },
  5: { doubloons: 4, start: ['indigo', 'indigo', 'indigo', 'corn', 'corn'], roles: [...BASE, 'prospector', 'prospector2'], ships: [6, 7, 8], shipColonists: 5, colonists: 95, vp: 122, quarries: 8, removePlantations: 0, removeGoods: 0 },
};

/** The 50 plantation tiles and the 50 barrels by kind. */
export const PLANTATIONS: Readonly<Record<Good, number>> = { corn: 10, indigo: 12, sugar: 11, tobacco: 9, coffee: 8 };
export const BARRELS: Readonly<Record<Good, number>> = { corn: 10, indigo: 11, sugar: 11, tobacco: 9, coffee: 9 };
export const QUARRIES = 8;
export const COLONISTS = 100;

/** Trading-house base price of each good. */
export const PRICE: Readonly<Record<Good, number>> = { corn: 0, indigo: 1, sugar: 2, tobacco: 3, coffee: 4 };

/** Factory doubloons by the number of kinds produced (0 … 5). */
export const FACTORY_PAY = [0, 0, 1, 2, 3, 5] as const;
