/**
 * The five games as a class page loads them, each only when one of its tables is on screen: the
 * chapter's own table (Play.tsx) and the engine's `shown`, which turns a seat's view into a state
 * to draw.
 */
import type { ComponentType } from 'preact';
import type { Bilingual } from '../../../engine/core/contract';

export interface GamePart {
  Play: ComponentType<{ level?: number }>;
  shown: (view: unknown) => unknown;
}

type Loader = () => Promise<GamePart>;
const part = (play: Promise<{ default: unknown }>, shown: Promise<{ shown: unknown }>): Promise<GamePart> =>
  Promise.all([play, shown]).then(([p, s]) => ({ Play: p.default as GamePart['Play'], shown: s.shown as GamePart['shown'] }));

export const GAME_PARTS: Record<string, Loader> = {
  santiago: () => part(import('../santiago/Play'), import('../../../engine/santiago/shown')),
  'san-juan': () => part(import('../san-juan/Play'), import('../../../engine/san-juan/shown')),
  'dice-town': () => part(import('../dice-town/Play'), import('../../../engine/dice-town/shown')),
  'puerto-rico': () => part(import('../puerto-rico/Play'), import('../../../engine/puerto-rico/shown')),
  genoa: () => part(import('../genoa/Play'), import('../../../engine/genoa/shown')),
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
