/**
 * An offer being built (a draft) and its targets: the part of the negotiation panel's logic the
 * board needs before the panel itself is loaded (offer.ts holds the rest).
 */
import { offerTargets } from '../../../engine/genoa/deals';
import type { Good, Special } from '../../../engine/genoa/data';
import type { SpaceId } from '../../../engine/genoa/map';
import type { Bundle, OfferKind, Table } from '../../../engine/genoa/types';

export type Side = 'bidderPays' | 'traderPays';

/** The promised part of the yield, as the panel's controls hold it. */
export interface PromiseDraft {
  ducats: number;
  goods: Good[];
  special: Special | null;
  draws: number;
  markers: 0 | 1 | 2;
}

export interface Draft {
  target: SpaceId;
  kind: OfferKind;
  extra: boolean;
  bidderPays: Bundle;
  traderPays: Bundle;
  promise: PromiseDraft;
}

export const NO_PROMISE: PromiseDraft = { ducats: 0, goods: [], special: null, draws: 0, markers: 0 };

export interface Target {
  target: SpaceId;
  kind: OfferKind;
  extra: boolean;
}

/** The targets the engine lets `seat` bid for now. */
export const targetsFor = (t: Table, seat: number): Target[] => offerTargets(t, seat);

/** A fresh draft for a target (nothing offered yet). */
export const draftFor = (t: Target): Draft => ({ target: t.target, kind: t.kind, extra: t.extra, bidderPays: {}, traderPays: {}, promise: NO_PROMISE });

/** Another target: the bundles stay, the promise (which belongs to one action) is cleared. */
export const retarget = (d: Draft, t: Target): Draft => ({ ...d, target: t.target, kind: t.kind, extra: t.extra, promise: NO_PROMISE });

