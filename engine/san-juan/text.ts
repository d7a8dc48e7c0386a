/**
 * Bilingual names and log lines for San Juan. Log lines are public: they never name a card that
 * lies face down or sits in a hand (payments, discards, goods, councillor draws are counted only).
 */
import type { Bilingual } from '../core/contract';
import { BUILDING, CARD_BUILDING, GOOD_NAMES, GOODS, PRICE_TILES, goodOf, type BuildingId } from './cards';
import type { Role, SanJuanMove, SanJuanState } from './types';

import { seatName } from '../core/seats';
export { seatName };

export const ROLE_NAMES: Readonly<Record<Role, Bilingual>> = {
  builder: { zh: '建築師', en: 'Builder' },
  producer: { zh: '生產者', en: 'Producer' },
  trader: { zh: '商人', en: 'Trader' },
  councillor: { zh: '議員', en: 'Councillor' },
  prospector: { zh: '淘金者', en: 'Prospector' },
};

export const cardName = (card: number): Bilingual => BUILDING[CARD_BUILDING[card]!].name;

export const cardsText = (n: number): Bilingual => ({ zh: `${n} 張牌`, en: `${n} card${n === 1 ? '' : 's'}` });

const join = (items: Bilingual[]): Bilingual => ({ zh: items.map((i) => i.zh).join('、'), en: items.map((i) => i.en).join(', ') });

export const started = (players: number, startingHands: boolean, startHand: number): Bilingual => ({
  zh: `${players} 位玩家開局，每人面前一座染料廠，手上 ${startingHands ? '5 到 8' : startHand} 張牌。`,
  en: `${players} players start with an indigo plant each and ${startingHands ? '5 to 8' : startHand} cards in hand.`,
});

export const governorTile = (governor: number): Bilingual => ({
  zh: `${seatName(governor).zh} 拿到總督牌。`,
  en: `${seatName(governor).en} takes the governor tile.`,
});

export const loaded = (round: number): Bilingual => ({
  zh: `從指定的局面開始（第 ${round} 輪）。`,
  en: `Started from a given position (round ${round}).`,
});

export const reshuffled = (n: number): Bilingual => ({
  zh: `牌堆抽完了：棄牌堆的 ${n} 張洗勻成為新的牌堆。`,
  en: `The draw pile ran out: the ${n} discarded cards are shuffled into a new one.`,
});

export const roundStarts = (round: number, governor: number): Bilingual => ({
  zh: `第 ${round} 輪開始，總督是${seatName(governor).zh}。`,
  en: `Round ${round} begins; ${seatName(governor).en} is the governor.`,
});

export const tucked = (seat: number, total: number): Bilingual => ({
  zh: `${seatName(seat).zh} 把 1 張手牌壓到禮拜堂下（共 ${total} 張）。`,
  en: `${seatName(seat).en} tucks a hand card under the chapel (${total} there now).`,
});

export const discardedToLimit = (seat: number, hand: number): Bilingual => ({
  zh: `${seatName(seat).zh} 棄牌到手牌上限，留下 ${hand} 張。`,
  en: `${seatName(seat).en} discards down to the hand limit, keeping ${hand}.`,
});

export const keptStartHand = (seat: number, keep: number): Bilingual => ({
  zh: `${seatName(seat).zh} 從起始手牌中留下 ${keep} 張，其餘蓋著棄掉。`,
  en: `${seatName(seat).en} keeps ${keep} cards of the starting hand and discards the rest face down.`,
});

export const picked = (seat: number, role: Role, holder: number, doubled: boolean): Bilingual => {
  const lib = doubled ? { zh: '（圖書館讓特權加倍）', en: ' (doubled by the library)' } : { zh: '', en: '' };
  const other = holder !== seat ? { zh: `，特權歸${seatName(holder).zh}`, en: `; ${seatName(holder).en} holds the privilege` } : { zh: '', en: '' };
  return {
    zh: `${seatName(seat).zh} 選了${ROLE_NAMES[role].zh}${other.zh}${lib.zh}。`,
    en: `${seatName(seat).en} picks the ${ROLE_NAMES[role].en}${other.en}${lib.en}.`,
  };
};

export const governorPasses = (governor: number): Bilingual => ({
  zh: `這一輪結束，總督牌交給${seatName(governor).zh}。`,
  en: `The round ends; the governor tile passes to ${seatName(governor).en}.`,
});

export const built = (seat: number, card: number, over: number | undefined, cost: number, goods: number): Bilingual => {
  const name = cardName(card);
  const where = over === undefined ? { zh: '', en: '' } : { zh: `，用起重機蓋在${cardName(over).zh}上`, en: ` over the ${cardName(over).en} with the crane` };
  const paid = goods > 0 ? { zh: `（其中 ${goods} 個貨品抵付）`, en: ` (${goods} paid with goods)` } : { zh: '', en: '' };
  return {
    zh: `${seatName(seat).zh} 蓋了${name.zh}${where.zh}，費用 ${cost}${paid.zh}。`,
    en: `${seatName(seat).en} builds the ${name.en}${where.en} for ${cardsText(cost).en}${paid.en}.`,
  };
};

export const bonusDraw = (seat: number, id: BuildingId, n: number): Bilingual => ({
  zh: `${seatName(seat).zh} 的${BUILDING[id].name.zh}讓他多抽 ${n} 張。`,
  en: `${seatName(seat).en}'s ${BUILDING[id].name.en} draws ${n} more card${n === 1 ? '' : 's'}.`,
});

export const produced = (seat: number, buildings: readonly number[]): Bilingual => ({
  zh: `${seatName(seat).zh} 生產了 ${buildings.length} 個貨品：${join(buildings.map((b) => GOOD_NAMES[goodOf(b)!])).zh}。`,
  en: `${seatName(seat).en} produces ${buildings.length} good${buildings.length === 1 ? '' : 's'}: ${join(buildings.map((b) => GOOD_NAMES[goodOf(b)!])).en}.`,
});

export const priceText = (tile: number): Bilingual => ({
  zh: GOODS.map((g, i) => `${GOOD_NAMES[g].zh} ${PRICE_TILES[tile]![i]}`).join('、'),
  en: GOODS.map((g, i) => `${GOOD_NAMES[g].en} ${PRICE_TILES[tile]![i]}`).join(', '),
});

const PRICE_REVEALED: readonly Bilingual[] = PRICE_TILES.map((_, tile) => ({
  zh: `翻開價目表：${priceText(tile).zh}。`,
  en: `Price tile turned over: ${priceText(tile).en}.`,
}));

/** The log line of a price tile turned over (its text is built once per tile). */
export const priceRevealed = (tile: number): Bilingual => ({ ...PRICE_REVEALED[tile]! });

export const sold = (seat: number, buildings: readonly number[], got: number): Bilingual => ({
  zh: `${seatName(seat).zh} 賣了 ${buildings.length} 個貨品（${join(buildings.map((b) => GOOD_NAMES[goodOf(b)!])).zh}），抽 ${got} 張。`,
  en: `${seatName(seat).en} sells ${buildings.length} good${buildings.length === 1 ? '' : 's'} (${join(buildings.map((b) => GOOD_NAMES[goodOf(b)!])).en}) and draws ${got}.`,
});

export const councillorDrew = (seat: number, n: number, archive: boolean): Bilingual => ({
  zh: `${seatName(seat).zh} 抽了 ${n} 張${archive ? '，透過檔案館全部先放進手牌' : ''}。`,
  en: `${seatName(seat).en} draws ${n}${archive ? ', all into the hand through the archive' : ''}.`,
});

export const councillorKept = (seat: number, kept: number, discarded: number): Bilingual => ({
  zh: `${seatName(seat).zh} 留下 ${kept} 張，棄掉 ${discarded} 張。`,
  en: `${seatName(seat).en} keeps ${kept} and discards ${discarded}.`,
});

export const archiveDone = (seat: number): Bilingual => ({
  zh: `${seatName(seat).zh} 從整手牌裡棄完該棄的牌。`,
  en: `${seatName(seat).en} has discarded from the whole hand.`,
});

export const prospected = (seat: number, n: number): Bilingual => ({
  zh: `淘金者的特權：${seatName(seat).zh} 抽 ${n} 張。`,
  en: `Prospector privilege: ${seatName(seat).en} draws ${n}.`,
});

export const goldMine = (seat: number, cards: readonly number[], strike: boolean): Bilingual => ({
  zh: `${seatName(seat).zh} 的金礦坑翻出${join(cards.map(cardName)).zh}：${strike ? '費用全都不同，可以留 1 張' : '有費用相同，全部棄掉'}。`,
  en: `${seatName(seat).en}'s gold mine turns up ${join(cards.map(cardName)).en}: ${strike ? 'all costs differ, one may be kept' : 'two costs match, all are discarded'}.`,
});

export const goldKept = (seat: number, card: number): Bilingual => ({
  zh: `${seatName(seat).zh} 留下${cardName(card).zh}。`,
  en: `${seatName(seat).en} keeps the ${cardName(card).en}.`,
});

export const passed = (seat: number, what: Bilingual): Bilingual => ({
  zh: `${seatName(seat).zh} 不${what.zh}。`,
  en: `${seatName(seat).en} does not ${what.en}.`,
});

export type ScoreKind = 'buildings' | 'chapel' | 'guild_hall' | 'city_hall' | 'triumphal_arch' | 'palace';

export function scoreLabel(kind: ScoreKind, n: number): Bilingual {
  switch (kind) {
    case 'buildings':
      return { zh: `${n} 棟建築上印的分數`, en: `printed points of ${n} building${n === 1 ? '' : 's'}` };
    case 'chapel':
      return { zh: `禮拜堂下 ${n} 張牌`, en: `${n} card${n === 1 ? '' : 's'} under the chapel` };
    case 'guild_hall':
      return { zh: `同業會館：${n} 棟生產建築 × 2`, en: `guild hall: ${n} production building${n === 1 ? '' : 's'} × 2` };
    case 'city_hall':
      return { zh: `市政廳：${n} 棟紫色建築`, en: `city hall: ${n} violet building${n === 1 ? '' : 's'}` };
    case 'triumphal_arch':
      return { zh: `凱旋門：${n} 座紀念碑`, en: `triumphal arch: ${n} monument${n === 1 ? '' : 's'}` };
    case 'palace':
      return { zh: `宮殿：其他分數 ${n} 分的四分之一`, en: `palace: a quarter of the other ${n} points` };
  }
}

export const gameOver = (winners: number[]): Bilingual => ({
  zh: `遊戲結束，獲勝：${winners.map((w) => seatName(w).zh).join('、')}。`,
  en: `Game over. Winner${winners.length > 1 ? 's' : ''}: ${winners.map((w) => seatName(w).en).join(', ')}.`,
});

export const gameEnds = (seat: number): Bilingual => ({
  zh: `${seatName(seat).zh} 已經有 12 棟建築，這個建築師階段結束後遊戲就結束。`,
  en: `${seatName(seat).en} has 12 buildings: the game ends with this builder phase.`,
});

export const cardsFrozen: Bilingual = {
  zh: '每張牌都已經是建築或壓在禮拜堂下：牌堆、棄牌堆、手牌和貨品全空，再也沒有牌能動，遊戲在這一輪結束時結束並計分。',
  en: 'Every card is now a building or under a chapel: the draw pile, the discard pile, the hands and the goods are all empty and no card can move again, so the game ends with this round and is scored.',
};

/** What a pass means in each phase, for the log. */
export const PASS_WHAT: Readonly<Record<string, Bilingual>> = {
  chapel: { zh: '在禮拜堂下壓牌', en: 'tuck a card under the chapel' },
  builder: { zh: '蓋建築', en: 'build' },
  producer: { zh: '生產', en: 'produce' },
  trader: { zh: '賣貨品', en: 'sell' },
};

/** One log line for a move, read in the state before it is played (hidden cards are not named). */
export function describeMove(state: SanJuanState, move: SanJuanMove): Bilingual {
  const who = seatName(move.seat);
  switch (move.type) {
    case 'pickRole':
      return { zh: `${who.zh} 選${ROLE_NAMES[move.role]?.zh ?? move.role}。`, en: `${who.en} picks the ${ROLE_NAMES[move.role]?.en ?? move.role}.` };
    case 'build':
      return {
        zh: `${who.zh} 蓋${cardName(move.card).zh}${move.over === undefined ? '' : `（蓋在${cardName(move.over).zh}上）`}。`,
        en: `${who.en} builds the ${cardName(move.card).en}${move.over === undefined ? '' : ` over the ${cardName(move.over).en}`}.`,
      };
    case 'pay':
      return { zh: `${who.zh} 付 1 張牌。`, en: `${who.en} pays a card.` };
    case 'produce':
      return produced(move.seat, move.buildings);
    case 'sell':
      return {
        zh: `${who.zh} 賣${join(move.buildings.map((b) => GOOD_NAMES[goodOf(b)!])).zh}。`,
        en: `${who.en} sells ${join(move.buildings.map((b) => GOOD_NAMES[goodOf(b)!])).en}.`,
      };
    case 'keep':
      if (state.phase === 'goldMine' && move.cards.length === 1) return goldKept(move.seat, move.cards[0]!);
      return { zh: `${who.zh} 留下 ${move.cards.length} 張。`, en: `${who.en} keeps ${move.cards.length}.` };
    case 'discard':
      return { zh: `${who.zh} 棄 1 張牌。`, en: `${who.en} discards a card.` };
    case 'tuck':
      return { zh: `${who.zh} 在禮拜堂下壓 1 張牌。`, en: `${who.en} tucks a card under the chapel.` };
    case 'pass':
      return passed(move.seat, PASS_WHAT[state.phase] ?? { zh: '行動', en: 'act' });
    default:
      return { zh: '未知的行動。', en: 'Unknown move.' };
  }
}
