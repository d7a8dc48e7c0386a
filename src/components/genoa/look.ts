/**
 * How Genoa's pieces look on screen: seats with a colour and a letter (never the colour alone);
 * goods with a short label beside their colour; each building with a pictogram of what its action
 * gives; the phase diagram's groups.
 */
import type { Bilingual } from '../../../engine/core/contract';
import { COLOURED, seatsOf, type SeatLook } from '../core/look';
import { CARD_BUILDING_SPECIAL, WAREHOUSE_GOODS, type Good, type Special } from '../../../engine/genoa/data';
import { BUILDING, type BuildingId } from '../../../engine/genoa/map';
import { GOOD_NAMES, SPECIAL_NAMES } from '../../../engine/genoa/text';
import type { PhaseGroup } from '../core/PhaseDiagram';

export type { SeatLook };

export const seats = seatsOf(COLOURED);
export const { seatLook, seatLabel, SeatChip } = seats;

/** Goods in pairs of a warehouse's colour family (the label names the good). */
export const GOOD_FILL: Readonly<Record<Good, string>> = {
  silver: '#cfd8dc',
  copper: '#e0a170',
  salt: '#f5f5f5',
  pepper: '#a1887f',
  wheat: '#ffe082',
  rice: '#fff8e1',
  linen: '#dcedc8',
  silk: '#f8bbd0',
};

/** A short pictogram (a sign and a word) of each special card. */
export const SPECIAL_SIGN: Readonly<Record<Special, string>> = {
  extraAction: '+1',
  anyStart: '◎',
  anyGood: '✱',
  buildingAction: '⌂',
  trade: '⇄',
};

/** The building's colour by kind (the words say the kind too). */
export const KIND_FILL = { villa: '#ead7b7', warehouse: '#d9e6d0', civic: '#d6dcef', card: '#efd9e3' } as const;

/** What a building's action gives, in a few words (the pictogram on its square). */
export function buildingGives(b: BuildingId): Bilingual {
  const info = BUILDING[b];
  switch (info.kind) {
    case 'warehouse': {
      const [g1, g2] = WAREHOUSE_GOODS[b]!;
      return { zh: `${GOOD_NAMES[g1].zh}＋${GOOD_NAMES[g2].zh}`, en: `${GOOD_NAMES[g1].en} + ${GOOD_NAMES[g2].en}` };
    }
    case 'card': {
      const sp = CARD_BUILDING_SPECIAL[b]!;
      return { zh: `${SPECIAL_SIGN[sp]} ${SPECIAL_NAMES[sp].zh}`, en: `${SPECIAL_SIGN[sp]} ${SPECIAL_NAMES[sp].en}` };
    }
    case 'villa':
      return { zh: '特權卡或大訂單', en: 'privilege or large order' };
    case 'civic':
      if (b === 'guild_hall') return { zh: '抽 1 大訂單', en: 'draw 1 large order' };
      if (b === 'city_hall') return { zh: '抽 2 小訂單', en: 'draw 2 small orders' };
      if (b === 'post_office') return { zh: '抽 2 信件', en: 'draw 2 messages' };
      return { zh: '2 個指示物', en: '2 ownership markers' };
  }
}

export const KIND_NAME: Readonly<Record<'villa' | 'warehouse' | 'civic' | 'card', Bilingual>> = {
  villa: { zh: '別墅', en: 'villa' },
  warehouse: { zh: '倉庫', en: 'warehouse' },
  civic: { zh: '公共建築', en: 'civic building' },
  card: { zh: '特殊卡建築', en: 'card building' },
};

/** The phase diagram's groups: the turn's start, the bidding, the trader's decision, actions, acquisition, the round, the end. */
export const PHASE_GROUPS: readonly PhaseGroup[] = [
  { keys: ['setup'], label: { zh: '準備', en: 'Setup' }, section: 'setup' },
  { keys: ['turnStart', 'start', 'rolled'], label: { zh: '起始格：擲骰或任意起始位置卡', en: 'Start space: roll or Any start space' }, section: 'turn' },
  { keys: ['window', 'bidding'], label: { zh: '其他人出價', en: 'The others bid' }, section: 'negotiation' },
  { keys: ['trader', 'counter'], label: { zh: '交易商人決定：接受、還價、行動、移動、結束', en: 'The trader decides: accept, counter, act, move, stop' }, section: 'negotiation' },
  { keys: ['dealStruck', 'actionStart', 'action', 'actionDone', 'cardPlayed', 'drawn'], label: { zh: '行動與特殊卡', en: 'Actions and special cards' }, section: 'actions' },
  { keys: ['movementEnd', 'acquisition', 'acquisitionNext'], label: { zh: '取得建築', en: 'Acquisition' }, section: 'acquisition' },
  { keys: ['turnEnd'], label: { zh: '交易塔交給左手邊；回合指示物前進', en: 'The tower passes left; the round marker moves' }, section: 'round' },
  { keys: ['scoring'], label: { zh: '計分', en: 'Scoring' }, section: 'scoring' },
  { keys: ['gameOver'], label: { zh: '遊戲結束', en: 'Game over' }, section: 'game-end' },
];
