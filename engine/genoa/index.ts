export { genoa, createContext, resolveOptions, view, result } from './game';
export { DEFAULT_OPTIONS, roundsFor } from './options';
export { genoaMachine, RESTING_STATES } from './machine';
export { loadPosition, type GenoaPosition, type SeatSpec } from './load';
export { shown } from './shown';
export { legalMoves, toAct, actingSeat } from './moves';
export { checkMove, SECTION_OF_PHASE } from './checks';
/** Rule effects and reads (tower, actions, decks, acquisition, scoring). */
export * as rules from './rules';
/** Negotiation checks as functions: `offerProblem`, `wishProblem`, `offerTargets`, `forcedSale`, `yieldOf` … (state or view). */
export * as deals from './deals';
/** Estimates for bots and hints: `actionValue`, `privilegeGain`, `goodValue`, `messagesPaidBy` … (state or view). */
export * as values from './values';
export * as map from './map';
export * as data from './data';
export { describeMove } from './sentences';
export { seatName, GOOD_NAMES, SPECIAL_NAMES, DECK_NAMES, buildingName, spaceName, cardName, bundleText, offerText } from './text';
export type * from './types';
