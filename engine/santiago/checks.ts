/** The move checker: every refusal names its rule, its chapter section and says why in both languages. */
import type { Violation } from '../core/contract';
import { isInt, isObject, violation } from '../core/violation';
import { isPlot, isPoint, isSegment, legalSegmentBits, plotIndex, sameSegment, segmentIndex } from './board';
import { isOccupied, neutralPlotIndices, palmPlotLegal, refusalCost } from './rules';
import { toAct } from './turns';
import type { SantiagoMove, SantiagoPhase, SantiagoState } from './types';
import { seatLetter } from '../core/seats';

const MOVES_BY_PHASE: Record<SantiagoPhase, readonly SantiagoMove['type'][]> = {
  placeSpring: ['placeSpring'],
  placePalms: ['placePalm'],
  bidding: ['bid', 'pass'],
  planting: ['plant'],
  neutralTile: ['placeNeutral'],
  proposals: ['propose', 'support', 'passBribe'],
  overseerDecision: ['accept', 'refuse', 'buildOwn', 'buildNothing'],
  extraIrrigation: ['extraCanal', 'declineExtra'],
  gameOver: [],
};

const ALL_TYPES = new Set(Object.values(MOVES_BY_PHASE).flat());

const SECTION_OF_PHASE: Record<SantiagoPhase, string> = {
  placeSpring: 'setup',
  placePalms: 'palm-trees',
  bidding: 'phase-1-bidding',
  planting: 'phase-3-planting',
  neutralTile: 'phase-3-planting',
  proposals: 'phase-4-bribing',
  overseerDecision: 'phase-4-bribing',
  extraIrrigation: 'phase-5-extra-irrigation',
  gameOver: 'game-end',
};

const PHASE_NAMES: Record<SantiagoPhase, { zh: string; en: string }> = {
  placeSpring: { zh: '放置水源', en: 'placing the spring' },
  placePalms: { zh: '種棕櫚樹', en: 'placing the palm trees' },
  bidding: { zh: '競標', en: 'bidding' },
  planting: { zh: '種植', en: 'planting' },
  neutralTile: { zh: '放置中立板塊', en: 'laying the neutral tile' },
  proposals: { zh: '水道提議', en: 'canal proposals' },
  overseerDecision: { zh: '工頭決定', en: "the overseer's decision" },
  extraIrrigation: { zh: '額外灌溉', en: 'extra irrigation' },
  gameOver: { zh: '遊戲已結束', en: 'game over' },
};

const legalSegment = (s: SantiagoState, seg: unknown): Violation | null => {
  if (!isSegment(seg))
    return violation('santiago.canal.segment', 'canals', '這不是圖板上的水道位置。', 'That is not a canal segment of the board.');
  if (s.canals.some((c) => sameSegment(c, seg)))
    return violation('santiago.canal.occupied', 'canals', '這個位置已經有水道了。', 'A canal already lies on that segment.');
  if ((legalSegmentBits(s.spring, s.canals) & (1 << segmentIndex(seg))) === 0)
    return violation(
      'santiago.canal.connected',
      'canals',
      '新水道必須連到水源或已經蓋好的水道。',
      'A new canal must touch the spring or a canal already built.',
    );
  return null;
};

const bribeAmount = (s: SantiagoState, seat: number, amount: unknown): Violation | null => {
  if (!isInt(amount, 1))
    return violation('santiago.bribe.amount', 'phase-4-bribing', '賄款至少要 1 元（整數）。', 'A bribe is a whole number of at least 1 escudo.');
  if (amount > s.money[seat]!)
    return violation('santiago.bribe.cash', 'phase-4-bribing', '賄款不能超過手上的錢。', 'A bribe cannot exceed your cash.');
  return null;
};

export function checkMove(s: SantiagoState, move: SantiagoMove): Violation | null {
  if (!isObject(move) || typeof move.type !== 'string' || !isInt(move.seat))
    return violation(
      'santiago.move.malformed',
      'play',
      '行動格式不正確：需要 type 與座位編號 seat。',
      'Malformed move: it needs a "type" and a whole-number "seat".',
    );
  if (!ALL_TYPES.has(move.type))
    return violation('santiago.move.unknown', 'play', `沒有「${move.type}」這種行動。`, `There is no move called "${move.type}".`);
  if (s.phase === 'gameOver')
    return violation('santiago.game.over', 'game-end', '遊戲已經結束，不能再行動。', 'The game is over; no more moves.');
  if (!MOVES_BY_PHASE[s.phase].includes(move.type))
    return violation(
      'santiago.turn.phase',
      SECTION_OF_PHASE[s.phase],
      `現在是「${PHASE_NAMES[s.phase].zh}」，不能做「${move.type}」。`,
      `It is ${PHASE_NAMES[s.phase].en} now; "${move.type}" is not a move of this phase.`,
    );
  const acting = toAct(s);
  if (!acting.includes(move.seat))
    return violation(
      'santiago.turn.seat',
      SECTION_OF_PHASE[s.phase],
      `還沒輪到玩家 ${seatLetter(move.seat)}，現在輪到玩家 ${seatLetter((acting[0] ?? 0))}。`,
      `It is not Player ${seatLetter(move.seat)}'s turn; Player ${seatLetter((acting[0] ?? 0))} acts now.`,
    );
  const seat = move.seat;
  switch (move.type) {
    case 'placeSpring':
      if (!isPoint(move.at))
        return violation('santiago.spring.intersection', 'setup', '水源必須放在粗線的交叉點上。', 'The spring goes on an intersection of the thick lines.');
      return null;
    case 'placePalm':
      if (!isPlot(move.at))
        return violation('santiago.palm.plot', 'palm-trees', '棕櫚樹必須種在圖板的空地上。', 'A palm tree goes on an empty plot of the board.');
      if (!palmPlotLegal(move.at, s.spring, s.palms, s.plantations))
        return violation(
          'santiago.palm.spacing',
          'palm-trees',
          '棕櫚樹不能碰到水源的交叉點，也不能和另一棵棕櫚樹相鄰（含斜角）。',
          'A palm may not touch the spring’s intersection, nor touch another palm by a side or a corner.',
        );
      return null;
    case 'bid': {
      const amount = move.amount;
      if (!isInt(amount, 0))
        return violation('santiago.bid.amount', 'phase-1-bidding', '出價必須是整數元（0 代表放棄）。', 'A bid is a whole number of escudos (0 means pass).');
      if (amount === 0) return null;
      if (amount > s.money[seat]!)
        return violation('santiago.bid.cash', 'phase-1-bidding', '出價不能超過手上的錢。', 'A bid cannot exceed your cash.');
      if (s.bids.some((b) => 'amount' in b && b.amount === amount))
        return violation(
          'santiago.bid.unique',
          'phase-1-bidding',
          `這一輪已經有人出過 ${amount} 元，每個出價都必須不同。`,
          `Someone already bid ${amount} this round; every bid must be different.`,
        );
      return null;
    }
    case 'pass':
      return null;
    case 'plant': {
      if (!s.revealed.some((t) => t.id === move.tile))
        return violation('santiago.plant.tile', 'phase-3-planting', '只能拿這一輪翻開的板塊。', 'Take one of the tiles revealed this round.');
      if (!isPlot(move.at))
        return violation('santiago.plant.plot', 'phase-3-planting', '板塊必須放在圖板上的格子裡。', 'The tile must go on a plot of the board.');
      if (isOccupied(s.plantations, move.at))
        return violation('santiago.plant.occupied', 'phase-3-planting', '這塊地已經有板塊了。', 'That plot already holds a tile.');
      return null;
    }
    case 'placeNeutral': {
      if (!isPlot(move.at))
        return violation('santiago.plant.plot', 'phase-3-planting', '板塊必須放在圖板上的格子裡。', 'The tile must go on a plot of the board.');
      if (isOccupied(s.plantations, move.at))
        return violation('santiago.plant.occupied', 'phase-3-planting', '這塊地已經有板塊了。', 'That plot already holds a tile.');
      if (!neutralPlotIndices(s.plantations).includes(plotIndex(move.at)))
        return violation(
          'santiago.neutral.adjacent',
          'phase-3-planting',
          '中立板塊要放在與農地相鄰的空地；沒有這種空地時才放在沙漠旁邊。',
          'The neutral tile goes next to a plantation (sharing a side); only if no such plot exists, next to a desert.',
        );
      return null;
    }
    case 'propose':
      return legalSegment(s, move.segment) ?? bribeAmount(s, seat, move.amount);
    case 'support':
      if (!isInt(move.proposal, 0, s.proposals.length - 1))
        return violation('santiago.bribe.proposal', 'phase-4-bribing', '沒有這個提議可以支持。', 'There is no such proposal to support.');
      return bribeAmount(s, seat, move.amount);
    case 'passBribe':
      return null;
    case 'accept':
      if (!isInt(move.proposal, 0, s.proposals.length - 1))
        return violation('santiago.overseer.proposal', 'phase-4-bribing', '沒有這個提議可以接受。', 'There is no such proposal to accept.');
      return null;
    case 'refuse': {
      if (s.proposals.length === 0)
        return violation(
          'santiago.overseer.noProposals',
          'phase-4-bribing',
          '沒有人提議，不需要拒絕：可以花 1 元自己蓋，或是不蓋。',
          'Nobody proposed, so there is nothing to refuse: build for 1 escudo or build nothing.',
        );
      const bad = legalSegment(s, move.segment);
      if (bad) return bad;
      if (s.proposals.some((p) => sameSegment(p.segment, move.segment))) return null; // treated as acceptance
      const cost = refusalCost(s.proposals);
      if (s.money[seat]! < cost)
        return violation(
          'santiago.overseer.refuseCash',
          'phase-4-bribing',
          `拒絕要付給銀行 ${cost} 元（最高提議加 1），錢不夠就必須接受一個提議。`,
          `Refusing costs ${cost} escudos (highest proposal + 1); an overseer who cannot pay must accept a proposal.`,
        );
      return null;
    }
    case 'buildOwn': {
      if (s.proposals.length > 0)
        return violation(
          'santiago.overseer.mustDecide',
          'phase-4-bribing',
          '有人提議時，工頭只能接受其中一個，或拒絕並付最高提議加 1。',
          'With proposals on the board the overseer must accept one or refuse and pay the highest + 1.',
        );
      const bad = legalSegment(s, move.segment);
      if (bad) return bad;
      if (s.money[seat]! < 1)
        return violation('santiago.overseer.buildCash', 'phase-4-bribing', '自己蓋水道要付 1 元，你手上沒有錢。', 'Building costs 1 escudo and you have none.');
      return null;
    }
    case 'buildNothing':
      if (s.proposals.length > 0)
        return violation(
          'santiago.overseer.mustBuild',
          'phase-4-bribing',
          '有人提議時，工頭一定要蓋一條水道。',
          'With proposals on the board the overseer must build a canal.',
        );
      return null;
    case 'extraCanal':
      if (!s.extraCanal[seat])
        return violation('santiago.extra.used', 'phase-5-extra-irrigation', '你的額外水道已經用掉了。', 'Your extra canal is already used.');
      return legalSegment(s, move.segment);
    case 'declineExtra':
      return null;
  }
  return null;
}
