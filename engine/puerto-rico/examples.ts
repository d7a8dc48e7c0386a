/**
 * Puerto Rico's worked examples. Each starts from a declared position (a role is about to be
 * picked; the top of the plantation stack named where a tile is drawn) and plays the moves
 * through the engine; every step states what the narration claims in `expect`, and the tests run
 * them all. Seats are named by letter, Player A being seat 0.
 */
import type { Example } from '../core/example';
import type { BuildingId } from './buildings';
import type { PuertoRicoPosition } from './load';
import type { Good, PuertoRicoMove, PuertoRicoOptions, Role } from './types';

/** What a step lights up on the table. */
export interface PuertoRicoHighlight {
  seats?: number[];
  /** Buildings, on the boards of `seats` (or in the supply when no seat is named). */
  buildings?: BuildingId[];
  ships?: number[];
  roles?: Role[];
  goods?: Good[];
  /** The trading house, the colonist ship, the plantation row, the quarries. */
  house?: boolean;
  colonistShip?: boolean;
  row?: boolean;
  quarries?: boolean;
}

export type PuertoRicoExample = Example<PuertoRicoMove, PuertoRicoOptions, PuertoRicoHighlight>;

const at = (position: PuertoRicoPosition) => ({ position });

// ---- 1. builder: quarries and the privilege ---------------------------------------------------------
const builder: PuertoRicoExample = {
  id: 'builder-quarries-privilege',
  game: 'puerto-rico',
  section: 'builder',
  title: { zh: '建築師：採石場與特權', en: 'Builder: quarries and the privilege' },
  intro: {
    zh: '四人局，第 4 輪，玩家 A 是總督。A 有 2 座有移民的採石場和 5 元；B 有 1 座採石場和 4 元；C 有 3 座採石場，只剩 1 元；D 沒有錢。',
    en: 'Four players, round 4, Player A is the governor. A has 2 occupied quarries and 5 doubloons; B has 1 quarry and 4 doubloons; C has 3 quarries and only 1 doubloon; D has no money.',
  },
  start: at({
    players: 4,
    round: 4,
    governor: 0,
    seats: [
      { doubloons: 5, island: [['quarry', 1], ['quarry', 1], ['indigo', 1], ['coffee', 1]], city: [['small_indigo_plant', 1]] },
      { doubloons: 4, island: [['quarry', 1], ['indigo', 1], ['sugar', 1]], city: [['small_sugar_mill', 1]] },
      { doubloons: 1, island: [['quarry', 1], ['quarry', 1], ['quarry', 1], ['corn', 1]] },
      { doubloons: 0, island: [['corn', 1], ['corn', 1], ['sugar', 0]] },
    ],
  }),
  steps: [
    {
      move: { type: 'pickRole', seat: 0, role: 'builder' },
      narration: {
        zh: 'A 選建築師。接下來從 A 開始，每個人都可以蓋一棟建築；只有 A 有特權，少付 1 元。',
        en: 'A picks the builder. Starting with A, everyone may now build one building; only A has the privilege of paying 1 less.',
      },
      highlight: { seats: [0], roles: ['builder'] },
      expect: { phase: 'builder', picker: 0, order: [0, 1, 2, 3] },
    },
    {
      move: { type: 'build', seat: 0, building: 'coffee_roaster' },
      yourTurn: true,
      predict: {
        question: { zh: 'A 蓋咖啡廠（印的價錢 6 元，在第 3 欄），付完以後還剩幾元？', en: 'A builds the coffee roaster (printed cost 6, column 3). How many doubloons does A have left?' },
        path: 'seats.0.doubloons',
        choices: [
          { value: 0, label: { zh: '0 元', en: '0' } },
          { value: 1, label: { zh: '1 元', en: '1' } },
          { value: 2, label: { zh: '2 元', en: '2' } },
          { value: 3, label: { zh: '3 元', en: '3' } },
        ],
      },
      narration: {
        zh: '咖啡廠在第 3 欄，所以最多可以用 3 座採石場減價；A 有 2 座有移民的採石場，減 2 元，特權再減 1 元：6 − 2 − 1 = 3 元。A 還剩 2 元。',
        en: 'The coffee roaster is in column 3, so up to 3 quarries count; A has 2 occupied quarries, 2 off, and the privilege takes 1 more: 6 − 2 − 1 = 3. A has 2 doubloons left.',
      },
      highlight: { seats: [0], buildings: ['coffee_roaster'] },
      expect: { 'seats.0.doubloons': 2, 'seats.0.city.1': { id: 'coffee_roaster', colonists: 0 }, order: [1, 2, 3] },
    },
    {
      move: { type: 'build', seat: 1, building: 'large_market' },
      narration: {
        zh: 'B 蓋大市場（5 元，第 2 欄）。B 只有 1 座採石場，減 1 元，又沒有特權：付 4 元，錢剛好用完。',
        en: 'B builds the large market (5, column 2). With one quarry B takes 1 off and has no privilege: 4 doubloons, all B has.',
      },
      highlight: { seats: [1], buildings: ['large_market'] },
      expect: { 'seats.1.doubloons': 0, 'supply.large_market': 1 },
    },
    {
      move: { type: 'build', seat: 2, building: 'hacienda' },
      narration: {
        zh: 'C 有 3 座採石場，可是大莊園在第 1 欄，最多只能減 1 元：2 − 1 = 1 元。欄位就是採石場能減的上限。D 一塊錢也沒有，什麼都蓋不起，輪過去；建築師階段結束。',
        en: 'C has 3 quarries, but the hacienda is in column 1, so only 1 counts: 2 − 1 = 1. The column is the cap on the quarry discount. D has no money and can afford nothing, so D is passed over, and the builder phase ends.',
      },
      highlight: { seats: [2], buildings: ['hacienda'] },
      expect: { 'seats.2.doubloons': 0, 'seats.3.city': [], phase: 'pickRole', picks: [{ role: 'builder', seat: 0 }] },
    },
  ],
};

export const puertoRicoExamples: PuertoRicoExample[] = [builder];
