/** Who acts now: the one seat a move is awaited from (the legal moves themselves are listed in moves.ts). */
import type { GenoaState } from './types';

type S = GenoaState;

/** The one seat acting now, or undefined once the game is over. */
export function actingSeat(s: S): number | undefined {
  switch (s.phase) {
    case 'gameOver':
      return undefined;
    case 'start':
    case 'trader':
      return s.trader;
    case 'bidding':
    case 'acquisition':
      return s.order[0];
    case 'counter':
      return s.counter?.bidder;
    case 'action':
      return s.pending?.seat;
  }
}

export function toAct(s: S): number[] {
  const seat = actingSeat(s);
  return seat === undefined ? [] : [seat];
}
