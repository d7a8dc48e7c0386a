/** Bilingual names and log lines for Dice Town. Log lines never name a hidden die or card. */
import type { Bilingual } from '../core/contract';
import { DOC_BADLUCK_CARDS, DOC_BADLUCK_MENU_FIRST_EDITION, GENERAL_STORE_CARDS, PROPERTY_CARDS } from './cards';
import { kindOf } from './deck';
import type { DiceTownMove, DiceTownState, Face, Location } from './types';

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

/** One log line for a move, read in the state before it is played; hidden details stay hidden. */
export function describeMove(state: DiceTownState, move: DiceTownMove): Bilingual {
  const who = seatName(move.seat);
  switch (move.type) {
    case 'keep':
      return state.last
        ? { zh: `${who.zh} 在骰盅下做好最後一擲的決定。`, en: `${who.en} settles the last roll under the cup.` }
        : { zh: `${who.zh} 在骰盅下選好要保留的骰子。`, en: `${who.en} chooses the dice to keep, under the cup.` };
    case 'cancel':
      return { zh: `${who.zh} 打出通緝令。`, en: `${who.en} plays the Wanted poster.` };
    case 'play': {
      const n = cardName(move.card);
      return { zh: `${who.zh} 打出「${n.zh}」。`, en: `${who.en} plays ${n.en}.` };
    }
    case 'pass':
      return { zh: `${who.zh} 不出牌。`, en: `${who.en} plays no card.` };
    case 'holdUp':
      return { zh: `${who.zh} 用搶劫卡找上${seatName(move.target).zh}。`, en: `${who.en} holds up ${seatName(move.target).en}.` };
    case 'settleTie':
      return { zh: `警長${who.zh} 判定${seatName(move.winner).zh} 勝出。`, en: `Sheriff ${who.en} rules for ${seatName(move.winner).en}.` };
    case 'keepCard':
      return { zh: `${who.zh} 從抽到的牌裡留下一張。`, en: `${who.en} keeps one of the cards drawn.` };
    case 'steal':
      return { zh: `${who.zh} 向${seatName(move.target).zh} 下手。`, en: `${who.en} picks ${seatName(move.target).en} to rob.` };
    case 'docNext':
      return { zh: `警長${who.zh} 讓${seatName(move.visitor).zh} 先去看開運專家。`, en: `Sheriff ${who.en} sends ${seatName(move.visitor).en} to Doc Badluck next.` };
    case 'elixir': {
      const n = cardName(move.card);
      const target = move.target === undefined ? null : seatName(move.target);
      return target
        ? { zh: `${who.zh} 選了「${n.zh}」，對象是${target.zh}。`, en: `${who.en} takes ${n.en}, naming ${target.en}.` }
        : { zh: `${who.zh} 選了「${n.zh}」。`, en: `${who.en} takes ${n.en}.` };
    }
    case 'give':
      return { zh: `${who.zh} 交出一張牌。`, en: `${who.en} hands over a card.` };
    default:
      return { zh: '未知的行動。', en: 'Unknown move.' };
  }
}

export { list as listText };
