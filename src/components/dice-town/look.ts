/**
 * How Dice Town's pieces look on screen: seats with a colour and a letter, dice faces as their
 * printed text (9 10 J Q K A) with the location each face counts for, never the colour alone, and
 * the phase diagram's groups.
 */
import type { Bilingual } from '../../../engine/core/contract';
import { COLOURED, seatsOf, type SeatLook } from '../core/look';
import type { Face, Location } from '../../../engine/dice-town/types';
import type { PhaseGroup } from '../core/PhaseDiagram';

export type { SeatLook };

export const seats = seatsOf(COLOURED);
export const { seatLook, seatLabel, SeatChip } = seats;

export interface FaceLook {
  fill: string;
  ink: string;
  /** The location this face counts at (A: Town Hall property cards). */
  place: Bilingual;
}

export const FACE_LOOK: Readonly<Record<Face, FaceLook>> = {
  '9': { fill: '#fff3c4', ink: '#5d4300', place: { zh: '金礦', en: 'Gold Mine' } },
  '10': { fill: '#d7ecd9', ink: '#124d1a', place: { zh: '銀行', en: 'Bank' } },
  J: { fill: '#dce6f7', ink: '#163d7a', place: { zh: '雜貨店', en: 'General Store' } },
  Q: { fill: '#f7dce8', ink: '#74163f', place: { zh: '酒館', en: 'Saloon' } },
  K: { fill: '#ece0f7', ink: '#4a1a73', place: { zh: '警長', en: 'Sheriff' } },
  A: { fill: '#fbe3d0', ink: '#7a3300', place: { zh: '鎮公所的地產卡', en: 'Town Hall property' } },
};

/** The seven locations, left to right, with the section of the chapter that explains each. */
export const TOWN: readonly { loc: Location | 'docBadluck'; face: Face | null; section: string }[] = [
  { loc: 'goldMine', face: '9', section: 'gold-mine' },
  { loc: 'bank', face: '10', section: 'bank' },
  { loc: 'generalStore', face: 'J', section: 'general-store' },
  { loc: 'saloon', face: 'Q', section: 'saloon' },
  { loc: 'sheriff', face: 'K', section: 'sheriff' },
  { loc: 'townHall', face: null, section: 'town-hall' },
  { loc: 'docBadluck', face: null, section: 'doc-badluck' },
];

const at = (stage: string, kids: string[]) => kids.map((k) => `${stage}:${k}`);

/**
 * The phase diagram's groups: the roll and the cups lifted, keeping under the cup (back to the
 * roll), the last roll, the seven locations left to right, and the end. Each round starts again
 * from the roll after Doc Badluck.
 */
export const PHASE_GROUPS: readonly PhaseGroup[] = [
  { keys: ['run', 'reveal'], label: { zh: '擲骰、掀開骰盅', en: 'Roll, cups lifted' }, section: 'dice-round' },
  { keys: at('dice', ['keep', 'wanted']), label: { zh: '在骰盅下保留骰子', en: 'Keep dice under the cup' }, section: 'keeping', loopsTo: [0] },
  { keys: at('dice', ['lastRoll']), label: { zh: '最後一擲', en: 'The last roll' }, section: 'last-roll' },
  { keys: at('goldMine', ['tie', 'window', 'wanted']), label: { zh: '金礦', en: 'Gold Mine' }, section: 'gold-mine' },
  { keys: at('bank', ['tie', 'window', 'wanted']), label: { zh: '銀行', en: 'Bank' }, section: 'bank' },
  { keys: at('generalStore', ['tie', 'window', 'wanted', 'storeKeep', 'holdUp']), label: { zh: '雜貨店', en: 'General Store' }, section: 'general-store' },
  { keys: at('saloon', ['tie', 'window', 'wanted', 'saloonTarget', 'saloonKeep', 'holdUp']), label: { zh: '酒館', en: 'Saloon' }, section: 'saloon' },
  { keys: at('sheriff', ['tie', 'window', 'wanted']), label: { zh: '警長', en: 'Sheriff' }, section: 'sheriff' },
  { keys: at('townHall', ['tie', 'window', 'wanted']), label: { zh: '鎮公所', en: 'Town Hall' }, section: 'town-hall' },
  { keys: at('docBadluck', ['window', 'wanted', 'docNext', 'elixir', 'give', 'holdUp']), label: { zh: '開運專家', en: 'Doc Badluck' }, section: 'doc-badluck', loopsTo: [0] },
  { keys: ['gameOver'], label: { zh: '遊戲結束', en: 'Game over' }, section: 'game-end' },
];
