/**
 * The first line of a seat's panel, in every game: its chip and name, what kind of player it is
 * (a person, a bot), the game's own marks (governor, overseer…), and whether a worked example's
 * step points at it ("look here") and whether it is the seat to act.
 */
import type { ComponentChildren } from 'preact';
import type { Bilingual } from '../../../engine/core/contract';
import { seatLetter } from '../../../engine/core/seats';
import { Bi } from './Bi';
import type { Seats } from './look';

export function SeatHead(p: { seat: number; seats: Seats; kind?: Bilingual; marked?: boolean; acting?: boolean; class?: string; children?: ComponentChildren }) {
  const look = p.seats.seatLook(p.seat);
  return (
    <div class={`sg-row${p.class ? ` ${p.class}` : ''}`}>
      <p.seats.SeatChip seat={p.seat} />
      <strong>
        <Bi t={{ zh: `玩家 ${seatLetter(p.seat)}（${look.name.zh}）`, en: `Player ${seatLetter(p.seat)} (${look.name.en})` }} />
      </strong>
      {p.kind && (
        <span class="sg-note">
          <Bi t={p.kind} />
        </span>
      )}
      {p.children}
      {p.marked && (
        <span class="sg-hi-mark">
          ★ <Bi t={{ zh: '注意', en: 'look here' }} />
        </span>
      )}
      {p.acting && (
        <span>
          ▶ <Bi t={{ zh: '行動中', en: 'to act' }} />
        </span>
      )}
    </div>
  );
}
