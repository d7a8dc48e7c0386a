/**
 * How San Juan's pieces look on screen: seats with a colour and a letter, buildings with a symbol
 * for their kind (the good a production building makes, violet, monument, 6-cost) besides the
 * colour, and the phase diagram's groups.
 */
import type { Bilingual } from '../../../engine/core/contract';
import { COLOURED, seatsOf, type SeatLook } from '../core/look';
import { buildingOf, type Good } from '../../../engine/san-juan/cards';
import type { PhaseGroup } from '../core/PhaseDiagram';

export type { SeatLook };

export const seats = seatsOf(COLOURED);
export const { seatLook, seatLabel, SeatChip } = seats;

export interface KindLook {
  fill: string;
  ink: string;
  /** A symbol that tells the kind apart without the colour. */
  symbol: string;
  kind: Bilingual;
}

export const GOOD_LOOK: Readonly<Record<Good, KindLook>> = {
  indigo: { fill: '#3949ab', ink: '#fff', symbol: '◆', kind: { zh: '染料', en: 'indigo' } },
  sugar: { fill: '#eeeeee', ink: '#111', symbol: '○', kind: { zh: '蔗糖', en: 'sugar' } },
  tobacco: { fill: '#a1887f', ink: '#111', symbol: '▲', kind: { zh: '菸草', en: 'tobacco' } },
  coffee: { fill: '#4e342e', ink: '#fff', symbol: '■', kind: { zh: '咖啡', en: 'coffee' } },
  silver: { fill: '#b0bec5', ink: '#111', symbol: '✦', kind: { zh: '白銀', en: 'silver' } },
};

const VIOLET: KindLook = { fill: '#7b1fa2', ink: '#fff', symbol: '♦', kind: { zh: '紫色建築', en: 'violet' } };
const MONUMENT: KindLook = { fill: '#6a1b9a', ink: '#fff', symbol: '♜', kind: { zh: '紀念碑', en: 'monument' } };
const GRAND: KindLook = { fill: '#4a148c', ink: '#ffd54f', symbol: '♛', kind: { zh: '6 費建築', en: '6-cost' } };

/** The look of a card's building: production by its good, else violet, monument or 6-cost. */
export function cardLook(card: number): KindLook {
  const b = buildingOf(card);
  if (b.good) return GOOD_LOOK[b.good];
  if (b.monument) return MONUMENT;
  if (b.cost === 6) return GRAND;
  return VIOLET;
}

/** The phase diagram's groups: the round, the five roles as alternatives, and the end. */
export const PHASE_GROUPS: readonly PhaseGroup[] = [
  { keys: ['setup', 'startHand'], label: { zh: '準備', en: 'Setup' }, section: 'setup' },
  { keys: ['roundStart', 'chapel', 'limitCheck', 'handLimit'], label: { zh: '一輪開始：禮拜堂、手牌上限', en: 'Round start: chapel, hand limit' }, section: 'round-start' },
  { keys: ['pickRole'], label: { zh: '挑一個角色', en: 'Pick a role' }, section: 'picking-roles' },
  { keys: ['builder', 'payment', 'buildDone', 'afterBuildDraw', 'nextBuilder'], label: { zh: '建築師', en: 'Builder' }, section: 'builder', alt: true },
  { keys: ['producer', 'produced', 'nextProducer'], label: { zh: '生產者', en: 'Producer' }, section: 'producer', alt: true },
  { keys: ['revealPrice', 'trader', 'sold', 'nextTrader'], label: { zh: '商人', en: 'Trader' }, section: 'trader', alt: true },
  { keys: ['councillorDraw', 'councillor', 'archive', 'councillorDone'], label: { zh: '議員', en: 'Councillor' }, section: 'councillor', alt: true },
  { keys: ['prospect', 'goldMine', 'goldKept', 'goldReveal'], label: { zh: '淘金者', en: 'Prospector' }, section: 'prospector', alt: true },
  { keys: ['phaseEnd'], label: { zh: '角色階段結束', en: 'Role phase over' }, section: 'picking-roles' },
  { keys: ['roundEnd'], label: { zh: '一輪結束：總督牌傳給左手邊', en: 'Round end: the governor tile passes left' }, section: 'round-end' },
  { keys: ['scoring'], label: { zh: '計分', en: 'Scoring' }, section: 'scoring' },
  { keys: ['gameOver'], label: { zh: '遊戲結束', en: 'Game over' }, section: 'game-end' },
];
