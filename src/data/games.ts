/**
 * The five games of the book, for the home page and the Mechanisms part. A game links to its chapter only once the
 * chapter exists in content/chapters/.
 */
export type GameId = 'santiago' | 'dice-town' | 'san-juan' | 'puerto-rico' | 'genoa';

export interface GameCard {
  id: GameId;
  title: { zh: string; en: string };
  players: string;
  minutes: number;
}

export const GAMES: GameCard[] = [
  { id: 'santiago', title: { zh: '聖地牙哥', en: 'Santiago' }, players: '3–5', minutes: 75 },
  { id: 'dice-town', title: { zh: '骰子鎮', en: 'Dice Town' }, players: '2–5', minutes: 45 },
  { id: 'san-juan', title: { zh: '聖胡安', en: 'San Juan' }, players: '2–4', minutes: 45 },
  { id: 'puerto-rico', title: { zh: '波多黎各', en: 'Puerto Rico' }, players: '2–5', minutes: 120 },
  { id: 'genoa', title: { zh: '熱那亞商人', en: 'The Traders of Genoa' }, players: '2–5', minutes: 90 },
];

export function gameTitle(id: GameId): { zh: string; en: string } {
  return GAMES.find((g) => g.id === id)!.title;
}
