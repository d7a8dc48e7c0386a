/**
 * The numbers the player aids print, read from the engines (their rule constants, or their rule
 * functions asked about a real starting position), so that an aid can never disagree with the
 * game the book plays. The aids' words restate the chapters; every figure comes from here.
 */
import { santiagoMachine } from '../../../../engine/santiago/machine';
import { INCOME, MARKERS_PER_PLAYER, START_MONEY, countRules, markersFor, refusalCost } from '../../../../engine/santiago/rules';
import type { Bilingual } from '../../../../engine/core/contract';
import { sanJuan } from '../../../../engine/san-juan/game';
import { BUILDINGS, GOODS, GOOD_NAMES, PRICE_TILES } from '../../../../engine/san-juan/cards';
import { END_BUILDINGS, HAND_LIMIT, START_HAND, TOWER_HAND_LIMIT, allowance, buildPrice, councillorCounts, picksPerRound, prospect } from '../../../../engine/san-juan/rules';
import { ROLE_NAMES } from '../../../../engine/san-juan/text';
import { ROLES, type Role, type SanJuanState } from '../../../../engine/san-juan/types';
import { BADGE_VP, DICE, HAND_CATEGORIES, type HandCategory, HAND_NAMES, HAND_PROBABILITIES, LOCATIONS, LOCATION_FACE, START_BANK, START_MONEY as DT_START_MONEY, NUGGETS, keepFee } from '../../../../engine/dice-town/rules';
import { DEFAULT_OPTIONS as DT_OPTIONS } from '../../../../engine/dice-town/options';
import { LOCATION_NAMES } from '../../../../engine/dice-town/text';
import { PROPERTY_ROW } from '../../../../engine/dice-town/cards';
import type { Face } from '../../../../engine/dice-town/types';
import { createContext as puertoRicoStart, vpChips } from '../../../../engine/puerto-rico/game';
import { DEFAULT_OPTIONS as PR_OPTIONS } from '../../../../engine/puerto-rico/options';
import { BUILDING as PR_BUILDING, BUILDINGS as PR_BUILDINGS, CITY_SPACES, type BuildingId } from '../../../../engine/puerto-rico/buildings';
import { FACTORY_PAY, PRICE, SETUP } from '../../../../engine/puerto-rico/setup-table';
import { buildPrice as prBuildPrice, loadVp, picksPerRound as prPicksPerRound, prospect as prProspect, salePrice } from '../../../../engine/puerto-rico/rules';
import { GOOD_NAMES as PR_GOOD_NAMES, ROLE_NAMES as PR_ROLE_NAMES } from '../../../../engine/puerto-rico/text';
import { GOODS as PR_GOODS, type PuertoRicoState } from '../../../../engine/puerto-rico/types';

// ---- Santiago ------------------------------------------------------------------------------------

/** The chapter sections of the round's phases, in the order the machine runs them (1–7). */
export function santiagoPhaseSections(): string[] {
  const out: string[] = [];
  for (const node of Object.values(santiagoMachine.config.states ?? {})) {
    const section = (node.meta as { section?: string } | undefined)?.section;
    if (section && /^phase-\d-/.test(section) && !out.includes(section)) out.push(section);
  }
  return out;
}

export function santiagoFacts() {
  const byPlayers = [3, 4, 5].map((players) => ({ players, ...countRules(players) }));
  // a lone proposal of 0: what refusing costs beyond the highest proposal
  const refusalExtra = refusalCost([{ segment: { dir: 'H', x: 0, y: 0 }, proposer: 0, bribes: [{ seat: 0, amount: 0 }] }]);
  return {
    byPlayers,
    startMoney: START_MONEY,
    markers: MARKERS_PER_PLAYER,
    income: INCOME,
    refusalExtra,
    passerFewer: markersFor(2, false) - markersFor(2, true),
    phaseSections: santiagoPhaseSections(),
  };
}

// ---- San Juan ------------------------------------------------------------------------------------

export interface SanJuanRoleFacts {
  role: Role;
  name: Bilingual;
  /** Every player's share: goods produced or sold, cards drawn and kept (null for the builder). */
  everyone: { produce?: number; sell?: number; draw?: number; keep?: number };
  /** The picker's privilege, and with a library. */
  privilege: { discount?: number; produce?: number; sell?: number; draw?: number };
  library: { discount?: number; produce?: number; sell?: number; draw?: number };
}

/** A real three-player start with no buildings beyond the indigo plants, for asking the rule functions. */
function sanJuanStart(): SanJuanState {
  const r = sanJuan.setup({ players: 3, seed: 'player-aid' });
  if (!r.ok) throw new Error(`player aid: San Juan setup failed: ${r.error.en}`);
  return r.state;
}

export function sanJuanRoles(): SanJuanRoleFacts[] {
  const s = sanJuanStart();
  const as = (privileged: number | null, doubled: boolean): SanJuanState => ({ ...s, privileged, doubled });
  const violet = BUILDINGS.findIndex((b) => b.id === 'statue');
  const card = BUILDINGS.slice(0, violet).reduce((t, b) => t + b.count, 0); // the first statue card
  const price = (st: SanJuanState) => buildPrice(st, 0, card).cost;
  const base = price(as(null, false));
  const drawnBy = (st: SanJuanState) => prospect(st).hands[0]!.length - st.hands[0]!.length;
  return ROLES.map((role) => {
    const name = ROLE_NAMES[role];
    switch (role) {
      case 'builder':
        return { role, name, everyone: {}, privilege: { discount: base - price(as(0, false)) }, library: { discount: base - price(as(0, true)) } };
      case 'producer':
      case 'trader': {
        const key = role === 'producer' ? 'produce' : 'sell';
        return {
          role,
          name,
          everyone: { [key]: allowance(as(null, false), 0, role) },
          privilege: { [key]: allowance(as(0, false), 0, role) },
          library: { [key]: allowance(as(0, true), 0, role) },
        };
      }
      case 'councillor': {
        const c = councillorCounts(as(null, false), 0);
        return { role, name, everyone: { draw: c.draw, keep: c.keep }, privilege: { draw: councillorCounts(as(0, false), 0).draw }, library: { draw: councillorCounts(as(0, true), 0).draw } };
      }
      case 'prospector':
        return { role, name, everyone: {}, privilege: { draw: drawnBy(as(0, false)) }, library: { draw: drawnBy(as(0, true)) } };
    }
  });
}

export function sanJuanFacts() {
  return {
    startHand: START_HAND,
    handLimit: HAND_LIMIT,
    towerLimit: TOWER_HAND_LIMIT,
    endBuildings: END_BUILDINGS,
    picksTwoPlayers: picksPerRound(2),
    roles: sanJuanRoles(),
    goods: GOODS.map((g) => GOOD_NAMES[g]),
    priceTiles: PRICE_TILES,
    production: BUILDINGS.filter((b) => b.good),
    violet: BUILDINGS.filter((b) => !b.good),
  };
}

// ---- Dice Town -----------------------------------------------------------------------------------

/** One roll showing each hand (the chapter's examples; the tests rank each with the engine). */
export const HAND_EXAMPLES: Readonly<Record<HandCategory, readonly Face[]>> = {
  five: ['K', 'K', 'K', 'K', 'K'],
  four: ['A', 'A', 'A', 'A', '9'],
  'full-house': ['10', '10', '10', 'A', 'A'],
  straight: ['9', '10', 'J', 'Q', 'K'],
  three: ['J', 'J', 'J', '9', 'K'],
  'two-pairs': ['Q', 'Q', '9', '9', 'A'],
  pair: ['K', 'K', '9', '10', 'J'],
  high: ['9', '10', 'J', 'Q', 'A'],
};

export function diceTownFacts() {
  return {
    dice: DICE,
    startMoney: DT_START_MONEY,
    startBank: START_BANK,
    nuggets: NUGGETS,
    badge: BADGE_VP,
    row: PROPERTY_ROW,
    cap: DT_OPTIONS.capAtThree ? 3 : null,
    fee: { none: keepFee(0), one: keepFee(1), three: keepFee(3) },
    /** The locations left to right, with the face each counts (none for the Town Hall). */
    locations: [...LOCATIONS, 'docBadluck' as const].map((loc) => ({
      loc,
      name: LOCATION_NAMES[loc],
      face: loc in LOCATION_FACE ? LOCATION_FACE[loc as keyof typeof LOCATION_FACE] : null,
    })),
    /** Best hand first, with its chance on one roll of five dice. */
    hands: [...HAND_CATEGORIES].reverse().map((category) => {
      const odds = HAND_PROBABILITIES.find((h) => h.category === category)!;
      return { category, name: HAND_NAMES[category], probability: odds.probability };
    }),
  };
}

// ---- Puerto Rico ---------------------------------------------------------------------------------

/** A real start for asking Puerto Rico's rule functions. */
function puertoRicoStartState(players: number): PuertoRicoState {
  const r = puertoRicoStart({ players, seed: 'player-aid' });
  if (!r.ok) throw new Error(`player aid: Puerto Rico setup failed: ${r.error.en}`);
  return r.state;
}

/** The quarry discount by building column (rows 1–4) and occupied quarries (1–4), from the engine's price rule. */
export function puertoRicoQuarryDiscounts(): number[][] {
  const s = puertoRicoStartState(3);
  // the dearest building of each column, so that the cost never limits the discount
  const byColumn = [1, 2, 3, 4].map((col) => PR_BUILDINGS.filter((b) => b.column === col).reduce((a, b) => (b.cost > a.cost ? b : a)).id);
  const withQuarries = (n: number): PuertoRicoState => ({
    ...s,
    picker: null,
    seats: s.seats.map((x, i) => (i === 0 ? { ...x, island: [...x.island, ...Array.from({ length: n }, () => ({ kind: 'quarry' as const, colonists: 1 }))] } : x)),
  });
  return byColumn.map((id: BuildingId) => [1, 2, 3, 4].map((n) => PR_BUILDING[id].cost - prBuildPrice(withQuarries(n), 0, id)));
}

/** What each role's privilege adds, asked of the engine's rule functions at a real start. */
export function puertoRicoPrivileges() {
  const s = puertoRicoStartState(4);
  const as = (picker: number | null, captainBonus = false): PuertoRicoState => ({ ...s, picker, captainBonus });
  const dear = PR_BUILDINGS.reduce((a, b) => (b.cost > a.cost ? b : a)).id;
  return {
    builder: prBuildPrice(as(null), 0, dear) - prBuildPrice(as(0), 0, dear),
    trader: salePrice(as(0), 0, 'coffee') - salePrice(as(null), 0, 'coffee'),
    captain: loadVp(as(0, true), 0, 1) - loadVp(as(null), 0, 1),
    prospector: prProspect(as(0)).seats[0]!.doubloons - s.seats[0]!.doubloons,
  };
}

export function puertoRicoFacts() {
  const counts = [2, 3, 4, 5];
  return {
    setup: counts.map((players) => {
      const row = SETUP[players]!;
      return {
        players,
        doubloons: row.doubloons,
        start: row.start,
        faceUp: players + 1,
        roles: row.roles.length,
        ships: row.ships,
        shipColonists: row.shipColonists,
        colonists: row.colonists,
        vp: vpChips(players, PR_OPTIONS),
        vpLater: vpChips(players, { ...PR_OPTIONS, vpChips: 126 }),
        quarries: row.quarries,
        picks: prPicksPerRound({ players }),
      };
    }),
    roles: (['settler', 'mayor', 'builder', 'craftsman', 'trader', 'captain', 'prospector'] as const).map((role) => ({ role, name: PR_ROLE_NAMES[role] })),
    goods: PR_GOODS.map((g) => ({ good: g, name: PR_GOOD_NAMES[g], price: PRICE[g] })),
    factory: FACTORY_PAY,
    quarry: puertoRicoQuarryDiscounts(),
    privilege: puertoRicoPrivileges(),
    citySpaces: CITY_SPACES,
    buildings: PR_BUILDINGS,
  };
}
