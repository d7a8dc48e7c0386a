/** A seat's chip: its colour with its letter on it (the letter, not the colour alone, tells seats apart). */
import type { SeatLook } from './look';

export function Chip({ look }: { look: SeatLook }) {
  return (
    <span class="sg-chip" style={{ background: look.fill, color: look.ink }} aria-hidden="true">
      {look.letter}
    </span>
  );
}

/** A game's seat chip component, from its seats' looks. */
export const chipOf = (seatLook: (seat: number) => SeatLook) =>
  function SeatChip({ seat }: { seat: number }) {
    return <Chip look={seatLook(seat)} />;
  };
