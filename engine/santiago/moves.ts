/** Every legal move of the seat that acts now (kept cheap: bots and random tests call it per step). */
import { POINT_COUNT, PLOT_COUNT, legalSegmentIndices, plotAt, pointAt, segmentAt } from './board';
import { emptyPlotIndices, neutralPlotIndices, palmPlotLegal, refusalCost } from './rules';
import { toAct } from './turns';
import type { SantiagoMove, SantiagoState } from './types';

export function legalMoves(s: SantiagoState): SantiagoMove[] {
  const seat = toAct(s)[0];
  if (seat === undefined) return [];
  const out: SantiagoMove[] = [];
  switch (s.phase) {
    case 'placeSpring':
      for (let i = 0; i < POINT_COUNT; i++) out.push({ type: 'placeSpring', seat, at: pointAt(i) });
      break;
    case 'placePalms':
      for (let i = 0; i < PLOT_COUNT; i++) {
        const at = plotAt(i);
        if (palmPlotLegal(at, s.spring, s.palms, s.plantations)) out.push({ type: 'placePalm', seat, at });
      }
      break;
    case 'bidding': {
      out.push({ type: 'pass', seat });
      const cash = s.money[seat]!;
      const used = new Set<number>();
      for (const b of s.bids) if ('amount' in b) used.add(b.amount);
      for (let amount = 1; amount <= cash; amount++) if (!used.has(amount)) out.push({ type: 'bid', seat, amount });
      break;
    }
    case 'planting': {
      const empty = emptyPlotIndices(s.plantations);
      for (const t of s.revealed) for (const i of empty) out.push({ type: 'plant', seat, tile: t.id, at: plotAt(i) });
      break;
    }
    case 'neutralTile':
      for (const i of neutralPlotIndices(s.plantations)) out.push({ type: 'placeNeutral', seat, at: plotAt(i) });
      break;
    case 'proposals': {
      out.push({ type: 'passBribe', seat });
      const cash = s.money[seat]!;
      if (cash < 1) break;
      const proposed = new Set(s.proposals.map((p) => `${p.segment.dir}${p.segment.x},${p.segment.y}`));
      for (const i of legalSegmentIndices(s.spring, s.canals)) {
        const segment = segmentAt(i);
        if (proposed.has(`${segment.dir}${segment.x},${segment.y}`)) continue; // that would be a support
        for (let amount = 1; amount <= cash; amount++) out.push({ type: 'propose', seat, segment, amount });
      }
      for (let proposal = 0; proposal < s.proposals.length; proposal++)
        for (let amount = 1; amount <= cash; amount++) out.push({ type: 'support', seat, proposal, amount });
      break;
    }
    case 'overseerDecision': {
      const legal = legalSegmentIndices(s.spring, s.canals).map(segmentAt);
      if (s.proposals.length > 0) {
        for (let proposal = 0; proposal < s.proposals.length; proposal++) out.push({ type: 'accept', seat, proposal });
        if (s.money[seat]! >= refusalCost(s.proposals)) {
          for (const segment of legal) {
            // a refusal on a proposed segment counts as acceptance, so only unproposed ones are listed
            if (s.proposals.some((p) => p.segment.dir === segment.dir && p.segment.x === segment.x && p.segment.y === segment.y)) continue;
            out.push({ type: 'refuse', seat, segment });
          }
        }
      } else {
        out.push({ type: 'buildNothing', seat });
        if (s.money[seat]! >= 1) for (const segment of legal) out.push({ type: 'buildOwn', seat, segment });
      }
      break;
    }
    case 'extraIrrigation':
      out.push({ type: 'declineExtra', seat });
      for (const i of legalSegmentIndices(s.spring, s.canals)) out.push({ type: 'extraCanal', seat, segment: segmentAt(i) });
      break;
    default:
      break;
  }
  return out;
}
