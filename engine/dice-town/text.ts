/** Bilingual names for Dice Town, which its log sentences (`log.ts`) and the table use. */
import type { Bilingual } from '../core/contract';
import { DOC_BADLUCK_CARDS, DOC_BADLUCK_MENU_FIRST_EDITION, GENERAL_STORE_CARDS, PROPERTY_CARDS } from './cards';
import { kindOf } from './deck';
import type { Face, Location } from './types';

import { seatName } from '../core/seats';
export { seatName };

export const moneyText = (n: number): Bilingual => ({ zh: `${n} 元`, en: `$${n}` });

export const diceText = (dice: readonly Face[]): string => (dice.length === 0 ? '—' : dice.join(' '));

export const LOCATION_NAMES: Readonly<Record<Location | 'docBadluck', Bilingual>> = {
  goldMine: { zh: '金礦', en: 'Gold Mine' },
  bank: { zh: '銀行', en: 'Bank' },
  generalStore: { zh: '雜貨店', en: 'General Store' },
  saloon: { zh: '酒館', en: 'Saloon' },
  sheriff: { zh: '警長辦公室', en: "Sheriff's office" },
  townHall: { zh: '鎮公所', en: 'Town Hall' },
  docBadluck: { zh: '開運專家', en: 'Doc Badluck' },
};

const NAMES = new Map<string, Bilingual>();
for (const c of GENERAL_STORE_CARDS) NAMES.set(c.id, c.name);
for (const c of DOC_BADLUCK_CARDS) NAMES.set(c.id, c.name);
for (const c of PROPERTY_CARDS) NAMES.set(c.id, c.name);
const MENU_NAMES: Record<string, Bilingual> = {
  'barbed-wire': { zh: '鐵絲網', en: 'Barbed wire' },
  'store-card': { zh: '拿一張雜貨卡', en: 'A General Store card' },
  money: { zh: '每人付 2 元', en: '$2 from everyone' },
  nugget: { zh: '每人給 1 個金塊', en: 'A nugget from everyone' },
};
for (const m of DOC_BADLUCK_MENU_FIRST_EDITION) NAMES.set(m.id, MENU_NAMES[m.id] ?? { zh: m.id, en: m.id });

/** The printed name of any card instance or menu entry. */
export function cardName(card: string): Bilingual {
  return NAMES.get(kindOf(card)) ?? { zh: card, en: card };
}

/** "A、B、C" / "A, B and C". */
const list = (items: Bilingual[]): Bilingual => ({
  zh: items.map((i) => i.zh).join('、'),
  en: items.length > 1 ? `${items.slice(0, -1).map((i) => i.en).join(', ')} and ${items[items.length - 1]!.en}` : (items[0]?.en ?? ''),
});

export { list as listText };
