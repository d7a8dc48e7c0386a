/** How a seat looks on screen, in every game: a colour, an ink for its letter, its letter (A–E, see engine/core/seats.ts) and a colour name. */
import type { Bilingual } from '../../../engine/core/contract';
import { seatLetter } from '../../../engine/core/seats';

export interface SeatLook {
  fill: string;
  ink: string;
  letter: string;
  name: Bilingual;
}

/** A seat's look from a game's list (repeating past its end). */
export const lookIn = (looks: readonly SeatLook[], seat: number): SeatLook => looks[seat % looks.length]!;

/** "Player B (blue)": the seat's letter (as the engine, the log and the narration name it) and its colour named, never the colour alone. */
export function labelOf(s: SeatLook, seat: number): Bilingual {
  return { zh: `玩家 ${seatLetter(seat)}（${s.name.zh}色）`, en: `Player ${seatLetter(seat)} (${s.name.en})` };
}
