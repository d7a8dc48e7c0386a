/**
 * The five games of the book, for the home page. A game links to its chapter only once the
 * chapter exists in content/chapters/.
 */
export interface GameCard {
  id: 'santiago' | 'dice-town' | 'san-juan' | 'puerto-rico' | 'genoa';
  title: { zh: string; en: string };
  players: string;
  minutes: number;
  mechanisms: { zh: string; en: string };
}

export const GAMES: GameCard[] = [
  { id: 'santiago', title: { zh: '聖地牙哥', en: 'Santiago' }, players: '3–5', minutes: 75, mechanisms: { zh: '競標、談判與賄賂、版塊放置、水道網路', en: 'bidding, negotiation and bribes, tile placement, network building' } },
  { id: 'dice-town', title: { zh: '骰子鎮', en: 'Dice Town' }, players: '2–5', minutes: 45, mechanisms: { zh: '擲骰、撲克牌型、同時暗選', en: 'dice rolling, poker hands, simultaneous secret choices' } },
  { id: 'san-juan', title: { zh: '聖胡安', en: 'San Juan' }, players: '2–4', minutes: 45, mechanisms: { zh: '角色選擇、手牌管理、建築組合', en: 'role selection, hand management, building combinations' } },
  { id: 'puerto-rico', title: { zh: '波多黎各', en: 'Puerto Rico' }, players: '2–5', minutes: 120, mechanisms: { zh: '角色選擇、生產與運貨、建築', en: 'role selection, production and shipping, buildings' } },
  { id: 'genoa', title: { zh: '熱那亞商人', en: 'The Traders of Genoa' }, players: '2–5', minutes: 90, mechanisms: { zh: '談判交易、移動、訂單', en: 'negotiation and trading, movement, orders' } },
];
