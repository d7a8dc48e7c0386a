/** Who acts now, read from the plain state. */
import { biddingOrder, neutralPlacer } from './rules';
import type { SantiagoState } from './types';

export function toAct(s: SantiagoState): number[] {
  switch (s.phase) {
    case 'placeSpring':
    case 'placePalms':
    case 'overseerDecision':
      return [s.overseer];
    case 'bidding': {
      const seat = biddingOrder(s.overseer, s.players)[s.bids.length];
      return seat === undefined ? [] : [seat];
    }
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
