/**
 * The five games as a class page loads them, each only when one of its tables is on screen: the
 * chapter's own table (Play.tsx), which also gives the engine's `shown` (a seat's view turned into
 * a state to draw).
 */
import type { ComponentType } from 'preact';
import type { Bilingual } from '../../../engine/core/contract';

export interface GamePart {
  Play: ComponentType<{ level?: number }>;
  shown: (view: unknown) => unknown;
}

type Loader = () => Promise<GamePart>;
/** A game's Play module, which also gives its `shown`. */
const part = (play: Promise<{ default: unknown; shown: unknown }>): Promise<GamePart> => play.then((p) => ({ Play: p.default as GamePart['Play'], shown: p.shown as GamePart['shown'] }));

export const GAME_PARTS: Record<string, Loader> = {
  santiago: () => part(import('../santiago/Play')),
  'san-juan': () => part(import('../san-juan/Play')),
  'dice-town': () => part(import('../dice-town/Play')),
  'puerto-rico': () => part(import('../puerto-rico/Play')),
  genoa: () => part(import('../genoa/Play')),
};

/** Each game's name and its seat range, for the class's forms and overview. */
export const GAME_INFO: Record<string, { name: Bilingual; min: number; max: number }> = {
  santiago: { name: { zh: '聖地牙哥', en: 'Santiago' }, min: 3, max: 5 },
  'san-juan': { name: { zh: '聖胡安', en: 'San Juan' }, min: 2, max: 4 },
  'dice-town': { name: { zh: '骰子鎮', en: 'Dice Town' }, min: 2, max: 5 },
  'puerto-rico': { name: { zh: '波多黎各', en: 'Puerto Rico' }, min: 2, max: 5 },
  genoa: { name: { zh: '熱那亞商人', en: 'The Traders of Genoa' }, min: 2, max: 5 },
};

export const seatName = (i: number): Bilingual => ({ zh: `玩家 ${'ABCDE'[i]}`, en: `Player ${'ABCDE'[i]}` });

/** Who holds a seat that no student holds. */
export const KIND_TEXT: Record<'open' | 'easy' | 'strong', Bilingual> = {
  open: { zh: '空位', en: 'open seat' },
  easy: { zh: '電腦（簡單）', en: 'bot (easy)' },
  strong: { zh: '電腦（強）', en: 'bot (strong)' },
};
