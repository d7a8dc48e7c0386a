/** How Santiago's pieces look on screen: seat colours with letters, crop colours with short names. */
import type { Bilingual } from '../../../engine/core/contract';
import type { Crop } from '../../../engine/santiago/types';

export interface SeatLook {
  fill: string;
  ink: string;
  letter: string;
  name: Bilingual;
}

/** Seat i plays colour i: white, beige, grey, black, purple (letters W B G K P). */
export const SEATS: readonly SeatLook[] = [
  { fill: '#f7f7f2', ink: '#111', letter: 'W', name: { zh: '白', en: 'white' } },
  { fill: '#dcc59a', ink: '#111', letter: 'B', name: { zh: '米', en: 'beige' } },
  { fill: '#8d8d8d', ink: '#000', letter: 'G', name: { zh: '灰', en: 'grey' } },
  { fill: '#1d1d1d', ink: '#fff', letter: 'K', name: { zh: '黑', en: 'black' } },
  { fill: '#7446a3', ink: '#fff', letter: 'P', name: { zh: '紫', en: 'purple' } },
];

export const seatLook = (seat: number): SeatLook => SEATS[seat % SEATS.length]!;

export function seatLabel(seat: number): Bilingual {
  const s = seatLook(seat);
  return { zh: `玩家 ${seat + 1}（${s.name.zh}色 ${s.letter}）`, en: `Player ${seat + 1} (${s.name.en} ${s.letter})` };
}

export interface CropLook {
  fill: string;
  short: Bilingual;
}

export const CROP_LOOK: Readonly<Record<Crop, CropLook>> = {
  bananas: { fill: '#f4d93e', short: { zh: '蕉', en: 'Ba' } },
  sugarcane: { fill: '#92cf6c', short: { zh: '蔗', en: 'Su' } },
  potatoes: { fill: '#c79a6c', short: { zh: '薯', en: 'Po' } },
  beans: { fill: '#e3a9d6', short: { zh: '豆', en: 'Be' } },
  chili: { fill: '#ec6e55', short: { zh: '椒', en: 'Ch' } },
};
