/** Who acts now, read from the plain state. */
import { neutralPlacer } from './rules';
import type { SantiagoState } from './types';

export function toAct(s: SantiagoState): number[] {
  switch (s.phase) {
    case 'placeSpring':
    case 'placePalms':
    case 'overseerDecision':
      return [s.overseer];
    case 'bidding':
      // the bidding order from the overseer's left (rules.ts `biddingOrder`), at the next bid
      return s.bids.length < s.players ? [(s.overseer + 1 + s.bids.length) % s.players] : [];
    case 'planting':
      return s.choosingOrder.length > 0 ? [s.choosingOrder[0]!] : [];
    case 'neutralTile':
      return [neutralPlacer(s.bids)];
    case 'proposals':
      return s.proposalOrder.length > 0 ? [s.proposalOrder[0]!] : [];
    case 'extraIrrigation':
      return s.irrigationOrder.length > 0 ? [s.irrigationOrder[0]!] : [];
    default:
      return [];
  }
}
