/** How a seat looks on screen, in every game: a colour, an ink for its letter, a letter and a colour name. */
import type { Bilingual } from '../../../engine/core/contract';

export interface SeatLook {
  fill: string;
  ink: string;
  letter: string;
  name: Bilingual;
}

/** A seat's look from a game's list (repeating past its end). */
export const lookIn = (looks: readonly SeatLook[], seat: number): SeatLook => looks[seat % looks.length]!;

/** "Player 2 (blue B)": the number, the colour named and the letter, never the colour alone. */
export function labelOf(s: SeatLook, seat: number): Bilingual {
  return { zh: `玩家 ${seat + 1}（${s.name.zh}色 ${s.letter}）`, en: `Player ${seat + 1} (${s.name.en} ${s.letter})` };
}
