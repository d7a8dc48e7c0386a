/** How Santiago's pieces look on screen: seat colours with letters, crop colours with short names. */
import type { Bilingual } from '../../../engine/core/contract';
import { seatsOf, type SeatLook } from '../core/look';
import type { Crop } from '../../../engine/santiago/types';

export type { SeatLook };

/** Seat i plays colour i: white, beige, grey, black, purple (letters A B C D E, as the engine names the seats). */
export const SEATS: readonly SeatLook[] = [
  { fill: '#f7f7f2', ink: '#111', letter: 'A', name: { zh: '白', en: 'white' } },
  { fill: '#dcc59a', ink: '#111', letter: 'B', name: { zh: '米', en: 'beige' } },
  { fill: '#8d8d8d', ink: '#000', letter: 'C', name: { zh: '灰', en: 'grey' } },
  { fill: '#1d1d1d', ink: '#fff', letter: 'D', name: { zh: '黑', en: 'black' } },
  { fill: '#7446a3', ink: '#fff', letter: 'E', name: { zh: '紫', en: 'purple' } },
];

export const seats = seatsOf(SEATS);
export const { seatLook, seatLabel, SeatChip } = seats;

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
