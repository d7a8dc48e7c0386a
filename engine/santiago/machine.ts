/**
 * Santiago's phase machine. It reads like the rulebook's phase list: setup (spring, palms), then
 * each round reveal → 1 bidding → 2 new overseer → 3 planting (→ neutral tile) → pay bids →
 * 4 proposals → overseer's decision → 5 extra irrigation → 6 drought → 7 income → next round's reveal,
 * and after phase 5 of the last round final drying → scoring → game over.
 *
 * The context is `{ state }`, the plain `SantiagoState`. States that wait for a player carry the names of
 * `SantiagoPhase`; the other states are automatic steps passed through with `always`. The move
 * checker (`checks.ts`) has already refused any illegal move before an event reaches the machine.
 */
import { assign, setup } from 'xstate';
import type { PhaseMeta } from '../core/contract';
import { Draw } from '../core/rng';
import { PLOT_COUNT, legalSegmentIndices, plotAt, sameSegment } from './board';
import {
  INCOME,
  choosingOrder,
  drought,
  finalDrying,
  hasPassed,
  irrigationOrder,
  isPass,
  markersFor,
  newOverseer,
  palmPlotLegal,
  proposalOrder,
  refusalCost,
  scoreGame,
  settleAcceptance,
} from './rules';
import { moveLine, type LogLine } from './log';
import type { Plantation, Plot, Proposal, SantiagoMove, SantiagoState, Segment } from './types';

const meta = (section: string, undo: 'allowed' | 'blocked', zh: string, en: string): { meta: PhaseMeta } => ({
  meta: { section, undo, label: { zh, en } },
});

/** The machine's context: the plain state, wrapped (see `core/machine-game.ts` for why). */
type Ctx = { state: SantiagoState };
type Args = { context: SantiagoState; event: SantiagoMove };
type EventOf<T extends SantiagoMove['type']> = Extract<SantiagoMove, { type: T }>;

/** The log with `lines` added (lines are data, worded when read: `log.ts`). */
const withLog = (s: SantiagoState, ...lines: LogLine[]): LogLine[] => s.log.concat(lines);
/** The log with the line of the move being played added. */
const logMove = ({ context, event }: Args): LogLine[] => withLog(context, moveLine(context, event)!);

/** Lays a tile on a plot; a palm standing there moves onto the tile (§6.1). */
function lay(s: SantiagoState, tileId: number, at: Plot, owner: number | null, markers: number) {
  const tile = s.revealed.find((t) => t.id === tileId)!;
  const palmHere = s.palms.some((p) => p.c === at.c && p.r === at.r);
  const plantation: Plantation = {
    c: at.c,
    r: at.r,
    tile,
    owner: markers > 0 ? owner : null,
    markers,
    palm: palmHere,
    desert: false,
  };
  return {
    plantations: [...s.plantations, plantation],
    revealed: s.revealed.filter((t) => t.id !== tileId),
    palms: palmHere ? s.palms.filter((p) => !(p.c === at.c && p.r === at.r)) : s.palms,
  };
}

/** An action that replaces some fields of the plain state (one shallow copy per action). */
const update = (fn: (s: SantiagoState, event: SantiagoMove) => Partial<SantiagoState>) =>
  assign<Ctx, SantiagoMove, undefined, SantiagoMove, never>(({ context, event }) => ({
    state: { ...context.state, ...fn(context.state, event) },
  }));

const findProposal = (proposals: readonly Proposal[], seg: Segment): number =>
  proposals.findIndex((p) => sameSegment(p.segment, seg));

/** Builds a canal from the supply and settles an accepted proposal (§4.4). */
function acceptAt(s: SantiagoState, index: number, line: LogLine): Partial<SantiagoState> {
  const proposal = s.proposals[index]!;
  const total = proposal.bribes.reduce((t, b) => t + b.amount, 0);
  return {
    money: settleAcceptance(s.money, proposal, s.overseer),
    canals: [...s.canals, proposal.segment],
    canalSupply: s.canalSupply - 1,
    proposals: [],
    log: withLog(s, line, ['bribesTaken', s.overseer, total]),
  };
}

export const santiagoMachine = setup({
  types: {
    context: {} as Ctx,
    events: {} as SantiagoMove,
    input: {} as Ctx,
  },
  guards: {
    springToPlace: ({ context: { state: s } }) => s.spring === null,
    palmsOff: ({ context: { state: s } }) => !s.options.palms,
    palmsByOverseer: ({ context: { state: s } }) => s.options.palmPlacement === 'first-overseer',
    allPalmsPlaced: ({ context: { state: s } }) => s.palms.length >= 3,
    bidOfZero: ({ event }) => event.type === 'bid' && event.amount === 0,
    everyoneHasBid: ({ context: { state: s } }) => s.bids.length >= s.players,
    tileLeftOver: ({ context: { state: s } }) => s.choosingOrder.length === 0 && s.revealed.length > 0,
    allTilesPlanted: ({ context: { state: s } }) => s.choosingOrder.length === 0 && s.revealed.length === 0,
    /*
     * No canal to build: the overseer's canals come only from the supply (§4.4 "take a blue canal
     * from the supply"). The supply equals the number of rounds (§2), so this only happens in a
     * loaded position; with nothing the overseer could build, nobody has anything to bribe for, so
     * phase 4 is skipped whole (no proposals, nobody pays) and play goes on to phase 5, whose
     * personal extra canals are separate from the supply.
     */
    noCanalToBuild: ({ context: { state: s } }) => s.canalSupply <= 0 || legalSegmentIndices(s.spring, s.canals).length === 0,
    everyoneHasOffered: ({ context: { state: s } }) => s.proposalOrder.length === 0,
    segmentAlreadyProposed: ({ context: { state: s }, event }) =>
      (event.type === 'propose' || event.type === 'refuse') && findProposal(s.proposals, event.segment) >= 0,
    nobodyLeftForExtra: ({ context: { state: s } }) => s.irrigationOrder.length === 0,
    extraOverInLastRound: ({ context: { state: s } }) => s.irrigationOrder.length === 0 && s.round >= s.rounds,
  },
  actions: {
    placeSpring: update((context, event) => ({
      spring: (event as EventOf<'placeSpring'>).at,
      log: logMove({ context, event }),
    })),
    placePalm: update((context, event) => ({
      palms: [...context.palms, (event as EventOf<'placePalm'>).at],
      log: logMove({ context, event }),
    })),
    placePalmsAtRandom: update((s) => {
      const draw = new Draw(s.rng);
      const palms: Plot[] = [];
      while (palms.length < 3) {
        const free: Plot[] = [];
        for (let i = 0; i < PLOT_COUNT; i++) {
          const p = plotAt(i);
          if (palmPlotLegal(p, s.spring, palms, s.plantations)) free.push(p);
        }
        if (free.length === 0) break;
        palms.push(draw.pick(free));
      }
      return {
        palms,
        rng: draw.state(),
        log: withLog(s, ['palmsAtRandom', palms]),
      };
    }),
    revealTiles: update((s) => {
      const revealed = s.stacks.map((st) => st[st.length - 1]!).filter(Boolean);
      return {
        stacks: s.stacks.map((st) => st.slice(0, -1)),
        revealed,
        bids: [],
        choosingOrder: [],
        proposals: [],
        proposalOrder: [],
        irrigationOrder: [],
        log: withLog(s, ['revealed', s.round, s.overseer, revealed]),
      };
    }),
    recordBid: update((context, event) => {
      const e = event as EventOf<'bid'>;
      return { bids: [...context.bids, { seat: e.seat, amount: e.amount }], log: logMove({ context, event }) };
    }),
    recordPass: update((context, event) => ({
      bids: [...context.bids, { seat: event.seat, pass: true as const }],
      log: logMove({ context, event }),
    })),
    chooseNewOverseer: update((s) => {
      const overseer = newOverseer(s.bids, s.overseer);
      return { overseer, choosingOrder: choosingOrder(s.bids), log: withLog(s, ['newOverseer', overseer, s.bids.some(isPass)]) };
    }),
    plantTile: update((s, event) => {
      const e = event as EventOf<'plant'>;
      const tile = s.revealed.find((t) => t.id === e.tile)!;
      const markers = markersFor(tile.planters, hasPassed(s.bids, e.seat));
      return { ...lay(s, e.tile, e.at, e.seat, markers), choosingOrder: s.choosingOrder.slice(1), log: logMove({ context: s, event }) };
    }),
    placeNeutralTile: update((s, event) => {
      const e = event as EventOf<'placeNeutral'>;
      return { ...lay(s, s.revealed[0]!.id, e.at, null, 0), log: logMove({ context: s, event }) };
    }),
    payBids: update((s) => {
      const money = s.money.slice();
      let total = 0;
      for (const b of s.bids) {
        if (isPass(b)) continue;
        money[b.seat]! -= b.amount;
        total += b.amount;
      }
      return {
        money,
        log: withLog(s, ['bidsPaid', total]),
      };
    }),
    startProposals: update((s) => ({ proposals: [], proposalOrder: proposalOrder(s.overseer, s.players) })),
    skipBribing: update((s) => ({ log: withLog(s, ['noCanalLeft']) })),
    propose: update((s, event) => {
      const e = event as EventOf<'propose'>;
      const proposal: Proposal = { segment: e.segment, proposer: e.seat, bribes: [{ seat: e.seat, amount: e.amount }] };
      return { proposals: [...s.proposals, proposal], proposalOrder: s.proposalOrder.slice(1), log: logMove({ context: s, event }) };
    }),
    supportProposal: update((s, event) => {
      const e = event as EventOf<'support'> | EventOf<'propose'>;
      const index = e.type === 'support' ? e.proposal : findProposal(s.proposals, e.segment);
      const proposals = s.proposals.map((p, i) =>
        i === index ? { ...p, bribes: [...p.bribes, { seat: e.seat, amount: e.amount }] } : p,
      );
      return { proposals, proposalOrder: s.proposalOrder.slice(1), log: logMove({ context: s, event }) };
    }),
    passBribe: update((s, event) => ({ proposalOrder: s.proposalOrder.slice(1), log: logMove({ context: s, event }) })),
    acceptProposal: update((s, event) => acceptAt(s, (event as EventOf<'accept'>).proposal, moveLine(s, event)!)),
    acceptProposalOnSegment: update((s, event) => {
      const e = event as EventOf<'refuse'>;
      const index = findProposal(s.proposals, e.segment);
      return acceptAt(s, index, moveLine(s, { type: 'accept', seat: e.seat, proposal: index })!);
    }),
    refuseAndBuild: update((s, event) => {
      const e = event as EventOf<'refuse'>;
      const cost = refusalCost(s.proposals);
      const money = s.money.slice();
      money[s.overseer]! -= cost;
      return {
        money,
        canals: [...s.canals, e.segment],
        canalSupply: s.canalSupply - 1,
        proposals: [],
        log: withLog(s, moveLine(s, event)!, ['refusalPaid', cost]),
      };
    }),
    buildForOneEscudo: update((s, event) => {
      const money = s.money.slice();
      money[s.overseer]! -= 1;
      return {
        money,
        canals: [...s.canals, (event as EventOf<'buildOwn'>).segment],
        canalSupply: s.canalSupply - 1,
        log: logMove({ context: s, event }),
      };
    }),
    buildNothing: update((s, event) => ({ log: logMove({ context: s, event }) })),
    startExtraIrrigation: update((s) => ({ irrigationOrder: irrigationOrder(s.overseer, s.extraCanal) })),
    buildExtraCanal: update((s, event) => {
      const e = event as EventOf<'extraCanal'>;
      const extraCanal = s.extraCanal.slice();
      extraCanal[e.seat] = false;
      return { canals: [...s.canals, e.segment], extraCanal, irrigationOrder: [], log: logMove({ context: s, event }) };
    }),
    declineExtra: update((s, event) => ({ irrigationOrder: s.irrigationOrder.slice(1), log: logMove({ context: s, event }) })),
    drought: update((s) => {
      const d = drought(s.plantations, s.canals, s.players);
      const lost = d.lost.reduce((a, b) => a + b, 0);
      return { plantations: d.plantations, log: withLog(s, ['drought', lost, d.deserts.length]) };
    }),
    payIncome: update((s) => ({
      money: s.money.map((m) => m + INCOME),
      log: withLog(s, ['income', INCOME]),
    })),
    nextRound: update((s) => ({ round: s.round + 1 })),
    finalDrying: update((s) => {
      const d = finalDrying(s.plantations, s.canals);
      return {
        plantations: d.plantations,
        revealed: [],
        log: withLog(s, ['finalDrying', d.deserts.length]),
      };
    }),
    scoreGame: update((s) => {
      const result = scoreGame(s.plantations, s.money);
      return { result, log: withLog(s, ['gameOver', result.winners]) };
    }),
  },
}).createMachine({
  id: 'santiago',
  context: ({ input }) => input,
  initial: 'setup',
  states: {
    setup: {
      ...meta('setup', 'blocked', '準備', 'Setup'),
      always: [{ guard: 'springToPlace', target: 'placeSpring' }, { target: 'palmSetup' }],
    },
    placeSpring: {
      ...meta('setup', 'allowed', '放置水源', 'Place the spring'),
      on: { placeSpring: { actions: 'placeSpring', target: 'palmSetup' } },
    },
    palmSetup: {
      ...meta('palm-trees', 'allowed', '準備棕櫚樹', 'Palm trees'),
      always: [
        { guard: 'palmsOff', target: 'reveal' },
        { guard: 'allPalmsPlaced', target: 'reveal' },
        { guard: 'palmsByOverseer', target: 'placePalms' },
        { actions: 'placePalmsAtRandom', target: 'reveal' },
      ],
    },
    placePalms: {
      ...meta('palm-trees', 'allowed', '種下棕櫚樹', 'Place the palm trees'),
      on: { placePalm: { actions: 'placePalm' } },
      always: { guard: 'allPalmsPlaced', target: 'reveal' },
    },
    reveal: {
      ...meta('phase-1-bidding', 'blocked', '翻開農地板塊', 'Reveal the plantations'),
      entry: 'revealTiles',
      always: 'bidding',
    },
    bidding: {
      ...meta('phase-1-bidding', 'allowed', '第一階段：競標', 'Phase 1: bidding'),
      on: {
        bid: [{ guard: 'bidOfZero', actions: 'recordPass' }, { actions: 'recordBid' }],
        pass: { actions: 'recordPass' },
      },
      always: { guard: 'everyoneHasBid', target: 'newOverseer' },
    },
    newOverseer: {
      ...meta('phase-2-new-overseer', 'allowed', '第二階段：更換工頭', 'Phase 2: new canal overseer'),
      entry: 'chooseNewOverseer',
      always: 'planting',
    },
    planting: {
      ...meta('phase-3-planting', 'allowed', '第三階段：拿取並種植', 'Phase 3: take and plant'),
      on: { plant: { actions: 'plantTile' } },
      always: [
        { guard: 'tileLeftOver', target: 'neutralTile' },
        { guard: 'allTilesPlanted', target: 'payBids' },
      ],
    },
    neutralTile: {
      ...meta('phase-3-planting', 'allowed', '第三階段：中立板塊', 'Phase 3: the neutral tile'),
      on: { placeNeutral: { actions: 'placeNeutralTile', target: 'payBids' } },
    },
    payBids: {
      ...meta('phase-3-planting', 'allowed', '支付出價', 'Pay the bids'),
      entry: 'payBids',
      always: [
        { guard: 'noCanalToBuild', actions: 'skipBribing', target: 'extraIrrigation' },
        { target: 'proposals' },
      ],
    },
    proposals: {
      ...meta('phase-4-bribing', 'allowed', '第四階段：水道提議', 'Phase 4: canal proposals'),
      entry: 'startProposals',
      on: {
        propose: [{ guard: 'segmentAlreadyProposed', actions: 'supportProposal' }, { actions: 'propose' }],
        support: { actions: 'supportProposal' },
        passBribe: { actions: 'passBribe' },
      },
      always: { guard: 'everyoneHasOffered', target: 'overseerDecision' },
    },
    overseerDecision: {
      ...meta('phase-4-bribing', 'allowed', '第四階段：工頭決定', 'Phase 4: the overseer decides'),
      on: {
        accept: { actions: 'acceptProposal', target: 'extraIrrigation' },
        refuse: [
          { guard: 'segmentAlreadyProposed', actions: 'acceptProposalOnSegment', target: 'extraIrrigation' },
          { actions: 'refuseAndBuild', target: 'extraIrrigation' },
        ],
        buildOwn: { actions: 'buildForOneEscudo', target: 'extraIrrigation' },
        buildNothing: { actions: 'buildNothing', target: 'extraIrrigation' },
      },
    },
    extraIrrigation: {
      ...meta('phase-5-extra-irrigation', 'allowed', '第五階段：額外灌溉', 'Phase 5: extra irrigation'),
      // offered from the overseer's left to seats still holding their extra canal; the first build
      // empties the queue, so the phase ends there (§4.5)
      entry: 'startExtraIrrigation',
      on: {
        extraCanal: { actions: 'buildExtraCanal' },
        declineExtra: { actions: 'declineExtra' },
      },
      always: [
        { guard: 'extraOverInLastRound', target: 'finalDrying' },
        { guard: 'nobodyLeftForExtra', target: 'drought' },
      ],
    },
    drought: {
      ...meta('phase-6-drought', 'allowed', '第六階段：乾旱', 'Phase 6: drought'),
      entry: 'drought',
      always: 'income',
    },
    income: {
      ...meta('phase-7-income', 'allowed', '第七階段：收入', 'Phase 7: income'),
      entry: 'payIncome',
      always: { actions: 'nextRound', target: 'reveal' },
    },
    finalDrying: {
      ...meta('game-end', 'blocked', '最後的乾旱', 'Final drying'),
      entry: 'finalDrying',
      always: 'scoring',
    },
    scoring: {
      ...meta('scoring', 'blocked', '計分', 'Scoring'),
      entry: 'scoreGame',
      always: 'gameOver',
    },
    gameOver: {
      ...meta('game-end', 'blocked', '遊戲結束', 'Game over'),
      type: 'final',
    },
  },
});

/** The state values where the machine waits for a player (the `SantiagoPhase` values). */
export const RESTING_STATES = [
  'placeSpring',
  'placePalms',
  'bidding',
  'planting',
  'neutralTile',
  'proposals',
  'overseerDecision',
  'extraIrrigation',
  'gameOver',
] as const;

