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
import { PLOT_COUNT, legalSegmentBits, plotAt, sameSegment } from './board';
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
type EventOf<T extends SantiagoMove['type']> = Extract<SantiagoMove, { type: T }>;

/**
 * The log with `line` (and `more`) added; lines are data, worded when read (`log.ts`). The log keeps
 * the whole game (the ledger reads it from the start), so this copies it on every move: one copy
 * of the exact size (a slice and then a push would copy it twice).
 */
const withLog = (s: SantiagoState, line: LogLine, more?: LogLine): LogLine[] => {
  const old = s.log;
  const n = old.length;
  const log = new Array<LogLine>(more === undefined ? n + 1 : n + 2);
  for (let i = 0; i < n; i++) log[i] = old[i]!;
  log[n] = line;
  if (more !== undefined) log[n + 1] = more;
  return log;
};
/** The log with the line of the move being played added. */
const logMove = (s: SantiagoState, event: SantiagoMove): LogLine[] => withLog(s, moveLine(s, event)!);

/** Lays a tile on a plot; a palm standing there moves onto the tile (§6.1). */
function lay(next: SantiagoState, s: SantiagoState, tileId: number, at: Plot, owner: number | null, markers: number): void {
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
  next.plantations = [...s.plantations, plantation];
  next.revealed = s.revealed.filter((t) => t.id !== tileId);
  if (palmHere) next.palms = s.palms.filter((p) => !(p.c === at.c && p.r === at.r));
}

/**
 * An action that replaces some fields of the plain state: `fn` sets them on `next`, a fresh shallow
 * copy, and reads the state before the action as `s` (one copy per action; a copy spread from the
 * state and then from an object of the new fields cost twice as much, and actions run on every move).
 */
const update = (fn: (next: SantiagoState, s: SantiagoState, event: SantiagoMove) => void) =>
  assign<Ctx, SantiagoMove, undefined, SantiagoMove, never>(({ context, event }) => {
    const next = { ...context.state };
    fn(next, context.state, event);
    return { state: next };
  });

const findProposal = (proposals: readonly Proposal[], seg: Segment): number =>
  proposals.findIndex((p) => sameSegment(p.segment, seg));

/** Builds a canal from the supply and settles an accepted proposal (§4.4). */
function acceptAt(next: SantiagoState, s: SantiagoState, index: number, line: LogLine): void {
  const proposal = s.proposals[index]!;
  const total = proposal.bribes.reduce((t, b) => t + b.amount, 0);
  next.money = settleAcceptance(s.money, proposal, s.overseer);
  next.canals = [...s.canals, proposal.segment];
  next.canalSupply = s.canalSupply - 1;
  next.proposals = [];
  next.log = withLog(s, line, ['bribesTaken', s.overseer, total]);
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
    noCanalToBuild: ({ context: { state: s } }) => s.canalSupply <= 0 || legalSegmentBits(s.spring, s.canals) === 0,
    everyoneHasOffered: ({ context: { state: s } }) => s.proposalOrder.length === 0,
    segmentAlreadyProposed: ({ context: { state: s }, event }) =>
      (event.type === 'propose' || event.type === 'refuse') && findProposal(s.proposals, event.segment) >= 0,
    nobodyLeftForExtra: ({ context: { state: s } }) => s.irrigationOrder.length === 0,
    extraOverInLastRound: ({ context: { state: s } }) => s.irrigationOrder.length === 0 && s.round >= s.rounds,
  },
  actions: {
    placeSpring: update((next, s, event) => {
      next.spring = (event as EventOf<'placeSpring'>).at;
      next.log = logMove(s, event);
    }),
    placePalm: update((next, s, event) => {
      next.palms = [...s.palms, (event as EventOf<'placePalm'>).at];
      next.log = logMove(s, event);
    }),
    placePalmsAtRandom: update((next, s) => {
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
      next.palms = palms;
      next.rng = draw.state();
      next.log = withLog(s, ['palmsAtRandom', palms]);
    }),
    revealTiles: update((next, s) => {
      const revealed = s.stacks.map((st) => st[st.length - 1]!).filter(Boolean);
      next.stacks = s.stacks.map((st) => st.slice(0, -1));
      next.revealed = revealed;
      next.bids = [];
      next.choosingOrder = [];
      next.proposals = [];
      next.proposalOrder = [];
      next.irrigationOrder = [];
      next.log = withLog(s, ['revealed', s.round, s.overseer, revealed]);
    }),
    recordBid: update((next, s, event) => {
      const e = event as EventOf<'bid'>;
      next.bids = [...s.bids, { seat: e.seat, amount: e.amount }];
      next.log = logMove(s, event);
    }),
    recordPass: update((next, s, event) => {
      next.bids = [...s.bids, { seat: event.seat, pass: true as const }];
      next.log = logMove(s, event);
    }),
    chooseNewOverseer: update((next, s) => {
      const overseer = newOverseer(s.bids, s.overseer);
      next.overseer = overseer;
      next.choosingOrder = choosingOrder(s.bids);
      next.log = withLog(s, ['newOverseer', overseer, s.bids.some(isPass)]);
    }),
    plantTile: update((next, s, event) => {
      const e = event as EventOf<'plant'>;
      const tile = s.revealed.find((t) => t.id === e.tile)!;
      lay(next, s, e.tile, e.at, e.seat, markersFor(tile.planters, hasPassed(s.bids, e.seat)));
      next.choosingOrder = s.choosingOrder.slice(1);
      next.log = logMove(s, event);
    }),
    placeNeutralTile: update((next, s, event) => {
      lay(next, s, s.revealed[0]!.id, (event as EventOf<'placeNeutral'>).at, null, 0);
      next.log = logMove(s, event);
    }),
    payBids: update((next, s) => {
      const money = s.money.slice();
      let total = 0;
      for (const b of s.bids) {
        if (isPass(b)) continue;
        money[b.seat]! -= b.amount;
        total += b.amount;
      }
      next.money = money;
      next.log = withLog(s, ['bidsPaid', total]);
    }),
    startProposals: update((next, s) => {
      next.proposals = [];
      next.proposalOrder = proposalOrder(s.overseer, s.players);
    }),
    skipBribing: update((next, s) => {
      next.log = withLog(s, ['noCanalLeft']);
    }),
    propose: update((next, s, event) => {
      const e = event as EventOf<'propose'>;
      const proposal: Proposal = { segment: e.segment, proposer: e.seat, bribes: [{ seat: e.seat, amount: e.amount }] };
      next.proposals = [...s.proposals, proposal];
      next.proposalOrder = s.proposalOrder.slice(1);
      next.log = logMove(s, event);
    }),
    supportProposal: update((next, s, event) => {
      const e = event as EventOf<'support'> | EventOf<'propose'>;
      const index = e.type === 'support' ? e.proposal : findProposal(s.proposals, e.segment);
      next.proposals = s.proposals.map((p, i) => (i === index ? { ...p, bribes: [...p.bribes, { seat: e.seat, amount: e.amount }] } : p));
      next.proposalOrder = s.proposalOrder.slice(1);
      next.log = logMove(s, event);
    }),
    passBribe: update((next, s, event) => {
      next.proposalOrder = s.proposalOrder.slice(1);
      next.log = logMove(s, event);
    }),
    acceptProposal: update((next, s, event) => acceptAt(next, s, (event as EventOf<'accept'>).proposal, moveLine(s, event)!)),
    acceptProposalOnSegment: update((next, s, event) => {
      const e = event as EventOf<'refuse'>;
      const index = findProposal(s.proposals, e.segment);
      acceptAt(next, s, index, moveLine(s, { type: 'accept', seat: e.seat, proposal: index })!);
    }),
    refuseAndBuild: update((next, s, event) => {
      const cost = refusalCost(s.proposals);
      const money = s.money.slice();
      money[s.overseer]! -= cost;
      next.money = money;
      next.canals = [...s.canals, (event as EventOf<'refuse'>).segment];
      next.canalSupply = s.canalSupply - 1;
      next.proposals = [];
      next.log = withLog(s, moveLine(s, event)!, ['refusalPaid', cost]);
    }),
    buildForOneEscudo: update((next, s, event) => {
      const money = s.money.slice();
      money[s.overseer]! -= 1;
      next.money = money;
      next.canals = [...s.canals, (event as EventOf<'buildOwn'>).segment];
      next.canalSupply = s.canalSupply - 1;
      next.log = logMove(s, event);
    }),
    buildNothing: update((next, s, event) => {
      next.log = logMove(s, event);
    }),
    startExtraIrrigation: update((next, s) => {
      next.irrigationOrder = irrigationOrder(s.overseer, s.extraCanal);
    }),
    buildExtraCanal: update((next, s, event) => {
      const e = event as EventOf<'extraCanal'>;
      const extraCanal = s.extraCanal.slice();
      extraCanal[e.seat] = false;
      next.canals = [...s.canals, e.segment];
      next.extraCanal = extraCanal;
      next.irrigationOrder = [];
      next.log = logMove(s, event);
    }),
    declineExtra: update((next, s, event) => {
      next.irrigationOrder = s.irrigationOrder.slice(1);
      next.log = logMove(s, event);
    }),
    drought: update((next, s) => {
      const d = drought(s.plantations, s.canals, s.players);
      next.plantations = d.plantations;
      next.log = withLog(s, ['drought', d.lost.reduce((a, b) => a + b, 0), d.deserts.length]);
    }),
    payIncome: update((next, s) => {
      next.money = s.money.map((m) => m + INCOME);
      next.log = withLog(s, ['income', INCOME]);
    }),
    nextRound: update((next, s) => {
      next.round = s.round + 1;
    }),
    finalDrying: update((next, s) => {
      const d = finalDrying(s.plantations, s.canals);
      next.plantations = d.plantations;
      next.revealed = [];
      next.log = withLog(s, ['finalDrying', d.deserts.length]);
    }),
    scoreGame: update((next, s) => {
      const result = scoreGame(s.plantations, s.money);
      next.result = result;
      next.log = withLog(s, ['gameOver', result.winners]);
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

