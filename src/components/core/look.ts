/** How a seat looks on screen, in every game: a colour, an ink for its letter, its letter (A–E, see engine/core/seats.ts) and a colour name. */
import type { Bilingual } from '../../../engine/core/contract';
import type { VNode } from 'preact';
import { seatLetter } from '../../../engine/core/seats';
import { chipOf } from './Chip';

export interface SeatLook {
  fill: string;
  ink: string;
  letter: string;
  name: Bilingual;
}

/** The seats' colours of most games: red, blue, green, yellow, purple. */
export const COLOURED: readonly SeatLook[] = [
  { fill: '#c62828', ink: '#fff', letter: 'A', name: { zh: '紅', en: 'red' } },
  { fill: '#1565c0', ink: '#fff', letter: 'B', name: { zh: '藍', en: 'blue' } },
  { fill: '#2e7d32', ink: '#fff', letter: 'C', name: { zh: '綠', en: 'green' } },
  { fill: '#f9a825', ink: '#111', letter: 'D', name: { zh: '黃', en: 'yellow' } },
  { fill: '#6a1b9a', ink: '#fff', letter: 'E', name: { zh: '紫', en: 'purple' } },
];

/** A seat's look from a game's list (repeating past its end). */
export const lookIn = (looks: readonly SeatLook[], seat: number): SeatLook => looks[seat % looks.length]!;

/** "Player B (blue)": the seat's letter (as the engine, the log and the narration name it) and its colour named, never the colour alone. */
export function labelOf(s: SeatLook, seat: number): Bilingual {
  return { zh: `玩家 ${seatLetter(seat)}（${s.name.zh}色）`, en: `Player ${seatLetter(seat)} (${s.name.en})` };
}

/** A game's seats: each seat's look, its name ("Player B (blue)") and its chip. */
export interface Seats {
  seatLook: (seat: number) => SeatLook;
  seatLabel: (seat: number) => Bilingual;
  SeatChip: (p: { seat: number }) => VNode;
}

export function seatsOf(looks: readonly SeatLook[]): Seats {
  const seatLook = (seat: number): SeatLook => lookIn(looks, seat);
  return { seatLook, seatLabel: (seat) => labelOf(seatLook(seat), seat), SeatChip: chipOf(seatLook) };
}
