/**
 * Random complete games for Puerto Rico's property tests. Every step checks, against a ledger kept
 * apart from the engine (rebuilt move by move from the rules, never read back from the engine's own
 * numbers): each seat's doubloons (role money taken, the prospector, build prices, sales, the
 * factory, +1 on each unpicked role at round end) and shipping VP (barrels, the captain's +1 once
 * or, with that option, on each load, the harbor), the doubloons on the role cards, the craftsman's barrels, the mayor's refill of the
 * colonist ship, and when the game must end (only at a round's end, and then only after an end
 * condition). The acting seat's legal moves are worked out from the rules too and must be the
 * engine's list exactly (every phase but the mayor's and storage, whose lists are checked by the
 * checker). It also checks that every count is conserved (barrels by kind, colonists, plantation
 * tiles by kind, quarries, VP chips, buildings), the board limits, the ships and the trading house,
 * the mayor's "no idle colonist" rule, storage limits, that every listed legal move is accepted,
 * that a move by the wrong seat is refused without changing anything, and what each seat's view
 * shows and hides.
 */
import { mixHash } from '../core/bot-kit';
import { replay } from '../core/record';
import { BUILDING, BUILDINGS, CITY_SPACES, ISLAND_SPACES, type BuildingId } from './buildings';
import { checkMove } from './checks';
import { buildingSupply, puertoRico, vpChips } from './game';
import { FACTORY_PAY, PRICE, SETUP, BARRELS, PLANTATIONS } from './setup-table';
import { GOODS, type Good, type GoodCounts, type PuertoRicoMove, type PuertoRicoOptions, type PuertoRicoState, type Role, type Seat } from './types';

type S = PuertoRicoState;

/** The options a random game of this seed plays with (so that every option is met). */
export function optionsFor(players: number, seed: number): PuertoRicoOptions {
  return {
    vpChips: players === 5 && seed % 3 === 0 ? 126 : 122,
    showVp: seed % 7 === 0,
    refill: seed % 5 === 0 ? 'violet' : 'buildings',
    captainBonus: seed % 11 === 0 ? 'each' : 'once',
  };
}

// ---- the ledger: the rules as this file reads them ------------------------------------------------

const isOccupied = (seat: Seat, id: BuildingId): boolean => seat.city.some((b) => b.id === id && b.colonists > 0);

/** What a board makes in the craftsman phase (each kind but corn needs a plantation and a circle). */
function makes(seat: Seat): GoodCounts {
  const out: GoodCounts = { corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 };
  const circles: GoodCounts = { corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 };
  for (const b of seat.city) {
    const p = BUILDING[b.id].produces;
    if (p) circles[p] += b.colonists;
  }
  for (const t of seat.island) if (t.kind !== 'quarry' && t.colonists === 1) out[t.kind]++;
  for (const g of GOODS) if (g !== 'corn') out[g] = Math.min(out[g], circles[g]);
  return out;
}

interface Ledger {
  doubloons: number[];
  vp: number[];
  roleMoney: Partial<Record<Role, number>>;
  picker: number | null;
  role: Role | null;
  /** The captain's +1 is still to come. */
  captainBonus: boolean;
  /** An end condition was met this round (the game must end when it does, and only then). */
  ending: boolean;
  /** Craftsman: the kinds the picker received (its privilege barrel is one of them). */
  produced: Good[];
  /** Captain: seats that used their wharf or passed this phase. */
  wharfUsed: number[];
  passed: number[];
}

function fail(seed: number, n: number, m: PuertoRicoMove | null, what: string): never {
  throw new Error(`seed ${seed}, move ${n}${m ? ` ${JSON.stringify(m)}` : ''}: ${what}`);
}

/** Books move `m` (played in `s`, giving `t`) in the ledger, and checks what the engine did with it. */
function book(L: Ledger, s: S, t: S, m: PuertoRicoMove, seed: number, n: number) {
  const me = s.seats[m.seat]!;
  switch (m.type) {
    case 'pickRole': {
      L.doubloons[m.seat]! += L.roleMoney[m.role]!;
      L.roleMoney[m.role] = 0;
      L.picker = m.seat;
      L.role = m.role;
      if (m.role === 'prospector' || m.role === 'prospector2') L.doubloons[m.seat]! += 1;
      if (m.role === 'captain') {
        L.captainBonus = true;
        L.wharfUsed = [];
        L.passed = [];
      }
      if (m.role === 'craftsman') L.produced = [];
      if (m.role === 'craftsman') {
        // everyone produces, the picker first; the supply may run short; the factory pays by kinds received
        const supply = { ...s.goods };
        for (let k = 0; k < s.players; k++) {
          const i = (m.seat + k) % s.players;
          const want = makes(s.seats[i]!);
          let kinds = 0;
          for (const g of GOODS) {
            const got = Math.min(want[g], supply[g]);
            supply[g] -= got;
            if (got > 0) kinds++;
            if (t.seats[i]!.goods[g] !== s.seats[i]!.goods[g] + got) fail(seed, n, m, `seat ${i} got ${t.seats[i]!.goods[g] - s.seats[i]!.goods[g]} ${g}, expected ${got}`);
            if (i === m.seat && got > 0) L.produced.push(g);
          }
          if (isOccupied(s.seats[i]!, 'factory')) L.doubloons[i]! += FACTORY_PAY[kinds]!;
        }
      }
      break;
    }
    case 'build': {
      const info = BUILDING[m.building];
      const quarries = me.island.filter((x) => x.kind === 'quarry' && x.colonists === 1).length;
      const price = Math.max(0, info.cost - Math.min(quarries, info.column) - (m.seat === L.picker ? 1 : 0));
      L.doubloons[m.seat]! -= price;
      break;
    }
    case 'sell':
      L.doubloons[m.seat]! +=
        PRICE[m.good] + (m.seat === L.picker ? 1 : 0) + (isOccupied(me, 'small_market') ? 1 : 0) + (isOccupied(me, 'large_market') ? 2 : 0);
      break;
    case 'load': {
      const have = me.goods[m.good];
      const k = m.ship === 'wharf' ? have : Math.min(have, s.ships[m.ship]!.capacity - s.ships[m.ship]!.load);
      if (k <= 0) fail(seed, n, m, 'a load of no barrels');
      const bonus = m.seat === L.picker && (L.captainBonus || s.options.captainBonus === 'each') ? 1 : 0;
      if (m.seat === L.picker) L.captainBonus = false;
      if (m.ship === 'wharf') L.wharfUsed.push(m.seat);
      L.vp[m.seat]! += k + bonus + (isOccupied(me, 'harbor') ? 1 : 0);
      break;
    }
    case 'pass':
      if (s.phase === 'captain') L.passed.push(m.seat);
      break;
    case 'bonus':
      if (t.seats[m.seat]!.goods[m.good] !== me.goods[m.good] + 1) fail(seed, n, m, 'the privilege barrel did not arrive');
      break;
    default:
      break;
  }
  // the end conditions as this file reads them: a full city, the last VP chip gone
  if (m.type === 'build' && citySpaces(t.seats[m.seat]!) >= CITY_SPACES) L.ending = true;
  if (m.type === 'load' && t.vpSupply <= 0) L.ending = true;
}

/** The round ended in move `m`: 1 doubloon on every role nobody picked; the game ends now if an end condition was met. */
function closeRound(L: Ledger, s: S, t: S, m: PuertoRicoMove, seed: number, n: number) {
  const picked = s.picks.map((p) => p.role);
  if (m.type === 'pickRole') picked.push(m.role);
  if (picked.length > 0 && t.picks.length === 0) {
    if (picked.length !== (s.players === 2 ? 6 : s.players)) fail(seed, n, m, `a round ended after ${picked.length} picks`);
    for (const r of s.roles) if (!picked.includes(r)) L.roleMoney[r]! += 1;
    if ((t.phase === 'gameOver') !== L.ending) fail(seed, n, m, L.ending ? 'an end condition was met but the game goes on' : 'the game ended with no end condition met');
  } else if (t.phase === 'gameOver') fail(seed, n, m, 'the game ended in the middle of a round');
}

// ---- the legal moves, as this file reads the rules ---------------------------------------------------

/** A move as a short text (the same for the same move, whatever the order of its fields). */
function keyOf(m: PuertoRicoMove): string {
  switch (m.type) {
    case 'pickRole':
      return `pick ${m.seat} ${m.role}`;
    case 'settle':
      return `settle ${m.seat} ${m.tile}`;
    case 'build':
      return `build ${m.seat} ${m.building}`;
    case 'bonus':
    case 'sell':
      return `${m.type} ${m.seat} ${m.good}`;
    case 'load':
      return `load ${m.seat} ${m.good} ${m.ship}`;
    default:
      return `${m.type} ${m.seat}`;
  }
}

/**
 * Every legal move of the acting seat as keys, read from the rules (not from the engine's lists),
 * for the phases whose moves are listed in full (all but the mayor's and storage's).
 */
function expectedKeys(s: S, L: Ledger): string[] | null {
  const out: string[] = [];
  if (s.phase === 'pickRole') {
    const seat = (s.governor + s.picks.length) % s.players;
    for (const r of s.roles) if (!s.picks.some((p) => p.role === r)) out.push(`pick ${seat} ${r}`);
    return out;
  }
  const seat = s.order[0]!;
  const me = s.seats[seat]!;
  switch (s.phase) {
    case 'settler': {
      const room = me.island.length < ISLAND_SPACES;
      if (room && isOccupied(me, 'hacienda') && !s.haciendaDrawn && s.stack.length + s.discards.length > 0) out.push(`hacienda ${seat}`);
      if (room) s.row.forEach((_, i) => out.push(`settle ${seat} ${i}`));
      if (room && s.quarries > 0 && (seat === L.picker || isOccupied(me, 'construction_hut'))) out.push(`settle ${seat} quarry`);
      out.push(`pass ${seat}`);
      return out;
    }
    case 'builder': {
      const quarries = me.island.filter((x) => x.kind === 'quarry' && x.colonists === 1).length;
      for (const b of BUILDINGS) {
        if ((s.supply[b.id] ?? 0) <= 0 || me.city.some((x) => x.id === b.id) || citySpaces(me) + b.size > CITY_SPACES) continue;
        const price = Math.max(0, b.cost - Math.min(quarries, b.column) - (seat === L.picker ? 1 : 0));
        if (price <= me.doubloons) out.push(`build ${seat} ${b.id}`);
      }
      out.push(`pass ${seat}`);
      return out;
    }
    case 'craftsman':
      for (const g of L.produced) if (s.goods[g] > 0) out.push(`bonus ${seat} ${g}`);
      out.push(`pass ${seat}`);
      return out;
    case 'trader':
      if (s.house.length < 4)
        for (const g of GOODS) if (me.goods[g] > 0 && (isOccupied(me, 'office') || !s.house.includes(g))) out.push(`sell ${seat} ${g}`);
      out.push(`pass ${seat}`);
      return out;
    case 'captain': {
      let cargo = 0;
      for (const g of GOODS) {
        const have = me.goods[g];
        if (have === 0) continue;
        const carrying = s.ships.findIndex((x) => x.good === g);
        if (carrying >= 0) {
          if (s.ships[carrying]!.load < s.ships[carrying]!.capacity) (out.push(`load ${seat} ${g} ${carrying}`), cargo++);
          continue;
        }
        // an empty ship, one that takes the most of them
        let most = 0;
        for (const x of s.ships) if (x.good === null) most = Math.max(most, Math.min(have, x.capacity));
        s.ships.forEach((x, k) => {
          if (x.good === null && Math.min(have, x.capacity) === most) (out.push(`load ${seat} ${g} ${k}`), cargo++);
        });
      }
      const barrels = GOODS.some((g) => me.goods[g] > 0);
      if (isOccupied(me, 'wharf') && !L.wharfUsed.includes(seat) && !L.passed.includes(seat) && barrels)
        for (const g of GOODS) if (me.goods[g] > 0) out.push(`load ${seat} ${g} wharf`);
      if (cargo === 0) out.push(`pass ${seat}`);
      return out;
    }
    default:
      return null;
  }
}

// ---- invariants --------------------------------------------------------------------------------

function citySpaces(seat: Seat): number {
  let n = 0;
  for (const b of seat.city) n += BUILDING[b.id].size;
  return n;
}

function boardColonists(seat: Seat): number {
  let n = 0;
  for (const t of seat.island) n += t.colonists;
  for (const b of seat.city) n += b.colonists;
  return n;
}

function boardCircles(seat: Seat): number {
  let n = seat.island.length;
  for (const b of seat.city) n += BUILDING[b.id].circles;
  return n;
}

interface Totals {
  barrels: GoodCounts;
  plantations: GoodCounts;
  quarries: number;
  colonists: number;
  vp: number;
  buildings: Partial<Record<BuildingId, number>>;
  /** Each building's place in BUILDINGS, and a scratch count per building. */
  index: Record<BuildingId, number>;
  count: number[];
}

function totalsFor(players: number, options: PuertoRicoOptions): Totals {
  const row = SETUP[players]!;
  const barrels = { ...BARRELS };
  const plantations = { ...PLANTATIONS };
  for (const g of GOODS) {
    barrels[g] -= row.removeGoods;
    plantations[g] -= row.removePlantations;
  }
  return { barrels, plantations, quarries: row.quarries, colonists: row.colonists + row.shipColonists, vp: vpChips(players, options),
    buildings: buildingSupply(players),
    index: Object.fromEntries(BUILDINGS.map((b, k) => [b.id, k])) as Record<BuildingId, number>,
    count: new Array<number>(BUILDINGS.length).fill(0),
  };
}

/** Every count conserved and every limit kept in state `t`; the ledger's money and VP match. */
function checkState(t: S, T: Totals, L: Ledger, seed: number, n: number, m: PuertoRicoMove | null) {
  const bad = (what: string) => fail(seed, n, m, what);
  // doubloons, VP chips, role money: the ledger against the engine
  for (let i = 0; i < t.players; i++) {
    const seat = t.seats[i]!;
    if (seat.doubloons !== L.doubloons[i]) bad(`seat ${i} has ${seat.doubloons} doubloons, the ledger says ${L.doubloons[i]}`);
    if (seat.doubloons < 0) bad(`seat ${i} has negative doubloons`);
    if (seat.vp !== L.vp[i]) bad(`seat ${i} has ${seat.vp} VP chips, the ledger says ${L.vp[i]}`);
  }
  for (const r of t.roles) if (t.roleMoney[r] !== L.roleMoney[r]) bad(`${r} carries ${t.roleMoney[r]} doubloons, the ledger says ${L.roleMoney[r]}`);
  let vp = t.vpSupply;
  for (const seat of t.seats) vp += seat.vp;
  if (vp !== T.vp) bad(`VP chips add up to ${vp}, not ${T.vp}`);
  // barrels by kind: supply + seats + ships + trading house
  for (const g of GOODS) {
    let k = t.goods[g];
    if (k < 0) bad(`negative supply of ${g}`);
    for (const seat of t.seats) {
      if (seat.goods[g] < 0) bad(`a seat holds negative ${g}`);
      k += seat.goods[g];
    }
    for (const ship of t.ships) if (ship.good === g) k += ship.load;
    for (const h of t.house) if (h === g) k++;
    if (k !== T.barrels[g]) bad(`${k} barrels of ${g}, not ${T.barrels[g]}`);
  }
  // the ships: one kind each, never two ships of a kind, within capacity
  const kinds = new Set<Good>();
  for (const ship of t.ships) {
    if ((ship.good === null) !== (ship.load === 0) || ship.load < 0 || ship.load > ship.capacity) bad(`a ship holds ${ship.load} ${ship.good}`);
    if (ship.good !== null) {
      if (kinds.has(ship.good)) bad(`two ships carry ${ship.good}`);
      kinds.add(ship.good);
    }
  }
  if (t.house.length > 4 || (t.phase !== 'trader' && t.house.length > 3)) bad(`the trading house holds ${t.house.length}`);
  // colonists: supply + ship + boards
  let colonists = t.colonists + t.ship;
  if (t.colonists < 0 || t.ship < 0) bad('negative colonists');
  for (const seat of t.seats) {
    colonists += boardColonists(seat) + seat.sanJuan;
    if (seat.sanJuan < 0) bad('negative colonists in San Juan');
  }
  if (colonists !== T.colonists) bad(`${colonists} colonists, not ${T.colonists}`);
  // island tiles: plantations by kind (stack + row + discards + islands) and quarries (pile + islands)
  const tiles: GoodCounts = { corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 };
  for (const g of t.stack) tiles[g]++;
  for (const g of t.row) tiles[g]++;
  for (const g of t.discards) tiles[g]++;
  let quarries = t.quarries;
  for (const seat of t.seats)
    for (const tile of seat.island) {
      if (tile.colonists !== 0 && tile.colonists !== 1) bad('an island tile with more than one colonist');
      if (tile.kind === 'quarry') quarries++;
      else tiles[tile.kind]++;
    }
  for (const g of GOODS) if (tiles[g] !== T.plantations[g]) bad(`${tiles[g]} ${g} plantations, not ${T.plantations[g]}`);
  if (quarries !== T.quarries || t.quarries < 0) bad(`${quarries} quarries, not ${T.quarries}`);
  if (t.row.length > t.players + 1) bad(`${t.row.length} face-up plantations`);
  // buildings: supply + cities; one of each per seat; the city and island limits
  const built = T.count.fill(0);
  for (const seat of t.seats) {
    let spaces = 0;
    for (let j = 0; j < seat.city.length; j++) {
      const b = seat.city[j]!;
      const info = BUILDING[b.id];
      for (let k = 0; k < j; k++) if (seat.city[k]!.id === b.id) bad(`a seat owns two of ${b.id}`);
      built[T.index[b.id]]!++;
      spaces += info.size;
      if (b.colonists < 0 || b.colonists > info.circles) bad(`${b.colonists} colonists on ${b.id}`);
    }
    if (spaces > CITY_SPACES) bad(`a city of ${spaces} spaces`);
    if (seat.island.length > ISLAND_SPACES) bad(`an island of ${seat.island.length} tiles`);
  }
  for (let k = 0; k < BUILDINGS.length; k++) {
    const id = BUILDINGS[k]!.id;
    const left = t.supply[id] ?? 0;
    if (left < 0) bad(`negative supply of ${id}`);
    if (left + built[k]! !== T.buildings[id]) bad(`${left + built[k]!} of ${id}, not ${T.buildings[id]}`);
  }
}

/** What `seat` sees: no stack order, no rng, others' VP hidden unless shown or over; the rest as it is. */
function checkView(t: S, seat: number, deep: boolean, seed: number, n: number) {
  const bad = (what: string) => fail(seed, n, null, `view of seat ${seat}: ${what}`);
  const v = puertoRico.view(t, seat);
  if ('stack' in v || 'rng' in v) bad('shows the stack or the generator');
  if (v.stackSize !== t.stack.length) bad('wrong stack size');
  if (v.seat !== seat) bad('wrong seat');
  const open = t.options.showVp || t.phase === 'gameOver';
  for (let i = 0; i < t.players; i++) {
    const want = open || i === seat ? t.seats[i]!.vp : null;
    if (v.seats[i]!.vp !== want) bad(`seat ${i}'s VP shown as ${v.seats[i]!.vp}`);
    if (v.seats[i]!.doubloons !== t.seats[i]!.doubloons || v.seats[i]!.island.length !== t.seats[i]!.island.length) bad(`seat ${i}'s board differs`);
  }
  const acting = puertoRico.toAct(t);
  if (v.toAct.length !== acting.length || v.toAct[0] !== acting[0]) bad('wrong seats to act');
  if (deep) {
    // a state that differs only in what this seat may not see gives the very same view
    const other: S = {
      ...t,
      stack: t.stack.slice().reverse(),
      rng: t.rng.map((x) => x ^ 0x5bd1e995),
      seats: t.seats.map((x, i) => (i === seat || open ? x : { ...x, vp: x.vp + 7 })),
    };
    if (JSON.stringify(puertoRico.view(other, seat)) !== JSON.stringify(v)) bad('changes with the stack order or the hidden VP');
  }
}

export interface RandomGameReport {
  moves: number;
  final: S;
  record: PuertoRicoMove[];
  options: PuertoRicoOptions;
  /** Moves of each type played (to show the games reached every corner). */
  types: Record<string, number>;
  /** Buildings built over the game, by id. */
  built: Partial<Record<BuildingId, number>>;
}

export interface RandomGameChecks {
  /** Check a seat's view at every step, the seats in turn (and, every few steps, that hidden things do not change it). Default true. */
  views?: boolean;
  /**
   * What happens to every listed legal move at every step: `play` plays each one (the whole
   * transition), `check` runs the move checker on each one; the chosen move is always played.
   * Default `play` in every 25th game (seed divisible by 25), `check` in the others.
   */
  allLegal?: 'play' | 'check' | 'none';
}

/**
 * Plays one random complete game (each move uniform over the legal moves, by a hash of the seed and
 * the move number), throwing on the first broken invariant with the seed, the move and what broke.
 */
export function randomGame(players: number, seed: number, checks: RandomGameChecks = {}): RandomGameReport {
  const views = checks.views ?? true;
  const allLegal = checks.allLegal ?? (seed % 25 === 0 ? 'play' : 'check');
  const options = optionsFor(players, seed);
  const start = puertoRico.setup({ players, seed, options });
  if (!start.ok) throw new Error(`seed ${seed}: ${start.error.en}`);
  let s = start.state;
  const T = totalsFor(players, options);
  const row = SETUP[players]!;
  const L: Ledger = {
    doubloons: new Array<number>(players).fill(row.doubloons),
    vp: new Array<number>(players).fill(0),
    roleMoney: Object.fromEntries(row.roles.map((r) => [r, 0])),
    picker: null,
    role: null,
    captainBonus: false,
    ending: false,
    produced: [],
    wharfUsed: [],
    passed: [],
  };
  checkState(s, T, L, seed, 0, null);
  const record: PuertoRicoMove[] = [];
  const types: Record<string, number> = {};
  const built: Partial<Record<BuildingId, number>> = {};
  while (!puertoRico.isOver(s)) {
    const n = record.length;
    if (n > 3000) fail(seed, n, null, `no end after 3000 moves (phase ${s.phase})`);
    const acting = puertoRico.toAct(s);
    const legal = puertoRico.legalMoves(s);
    if (acting.length !== 1 || legal.length === 0) fail(seed, n, null, `nobody to act or no legal move in ${s.phase}`);
    if (legal.some((x) => x.seat !== acting[0])) fail(seed, n, null, 'a legal move of a seat not acting');
    const want = expectedKeys(s, L);
    if (want) {
      const got = legal.map(keyOf).sort().join('; ');
      if (got !== want.sort().join('; ')) fail(seed, n, null, `in ${s.phase} the engine lists [${got}], the rules give [${want.join('; ')}]`);
    }
    if (s.phase === 'captain' && legal.some((x) => x.type === 'pass') && legal.some((x) => x.type === 'load' && x.ship !== 'wharf'))
      fail(seed, n, null, 'the captain lists a pass while a cargo load is possible');
    if (allLegal === 'play')
      for (const x of legal) {
        const r = puertoRico.play(s, x);
        if (!r.ok) fail(seed, n, x, `a listed legal move is refused: ${r.violation.rule}`);
      }
    else if (allLegal === 'check')
      for (const x of legal) {
        const v = checkMove(s, x);
        if (v) fail(seed, n, x, `a listed legal move is refused: ${v.rule}`);
      }
    if (n % 101 === 0) {
      const before = JSON.stringify(s);
      const wrong = puertoRico.play(s, { ...legal[0]!, seat: (acting[0]! + 1) % players });
      if (wrong.ok || wrong.violation.rule !== 'puerto-rico.turn.order' || JSON.stringify(s) !== before)
        fail(seed, n, legal[0]!, 'a move by the wrong seat was not refused cleanly');
    }
    const move = legal[mixHash(seed, n) % legal.length]!;
    const r = puertoRico.play(s, move);
    if (!r.ok) fail(seed, n, move, `legal move refused: ${r.violation.rule}`);
    const t = r.state;
    types[move.type] = (types[move.type] ?? 0) + 1;
    if (move.type === 'build') built[move.building] = (built[move.building] ?? 0) + 1;
    book(L, s, t, move, seed, n);
    // the mayor phase is over: nobody keeps a colonist in San Juan while a circle of theirs is empty
    if (L.role === 'mayor' && t.phase !== 'mayor') {
      let empty = 0;
      for (let i = 0; i < players; i++) {
        const seat = t.seats[i]!;
        if (seat.sanJuan > 0 && boardColonists(seat) < boardCircles(seat)) fail(seed, n, move, `seat ${i} left colonists idle`);
        for (const b of seat.city) if (options.refill === 'buildings' || BUILDING[b.id].kind !== 'production') empty += BUILDING[b.id].circles - b.colonists;
      }
      // the ship is refilled with max(N, empty building circles), or all there is, which ends the game
      const need = Math.max(players, empty);
      const there = t.colonists + t.ship;
      if (t.ship !== Math.min(need, there)) fail(seed, n, move, `the ship took ${t.ship} colonists, expected ${Math.min(need, there)}`);
      if (there < need) L.ending = true;
      L.role = null;
    }
    // storage is over: one loose barrel, plus whole kinds in occupied warehouses
    if (L.role === 'captain' && t.phase !== 'captain' && t.phase !== 'storage') {
      for (let i = 0; i < players; i++) {
        const seat = t.seats[i]!;
        const w = (isOccupied(seat, 'small_warehouse') ? 1 : 0) + (isOccupied(seat, 'large_warehouse') ? 2 : 0);
        const held = GOODS.map((g) => seat.goods[g]).filter((k) => k > 0).sort((a, b) => b - a);
        const loose = held.slice(w).reduce((a, b) => a + b, 0);
        if (loose > 1) fail(seed, n, move, `seat ${i} kept ${loose} loose barrels after storage`);
      }
      L.role = null;
    }
    closeRound(L, s, t, move, seed, n);
    checkState(t, T, L, seed, n + 1, move);
    // one seat's view after every move, each seat in turn; every 61st move also the deep check
    if (views) checkView(t, n % players, n % 61 === 0, seed, n + 1);
    s = t;
    record.push(move);
  }
  const n = record.length;
  const result = puertoRico.result(s);
  if (!result) fail(seed, n, null, 'no result');
  if (s.end === null || s.picks.length !== 0) fail(seed, n, null, 'the game ended without a trigger, or in the middle of a round');
  if (s.end === 'city' && !s.seats.some((x) => citySpaces(x) >= CITY_SPACES)) fail(seed, n, null, 'ended on a full city that is not there');
  if (s.end === 'vp' && s.vpSupply > 0) fail(seed, n, null, 'ended on VP chips that did not run out');
  for (const line of result.seats) if (line.total !== line.breakdown.reduce((a, l) => a + l.points, 0)) fail(seed, n, null, 'a score that does not add up');
  const best = Math.max(...result.seats.map((x) => x.total));
  if (result.winners.length === 0 || !result.winners.every((w) => result.seats[w]!.total === best)) fail(seed, n, null, 'a winner without the best score');
  return { moves: n, final: s, record, options, types, built };
}

export interface PropertyRun {
  games: number;
  moves: number;
  /** How the games ended, by trigger. */
  ends: Record<string, number>;
  types: Record<string, number>;
  built: Partial<Record<BuildingId, number>>;
  /** Games replayed from their record (same seed + same moves) to the very same state. */
  replayed: number;
}

/**
 * `count` random games of `players` from seed `first`, every invariant checked at every step; every
 * 25th game is also replayed from its record (setup + moves) and must reach the identical state.
 */
export function propertyRun(players: number, first: number, count: number): PropertyRun {
  const out: PropertyRun = { games: 0, moves: 0, ends: {}, types: {}, built: {}, replayed: 0 };
  for (let seed = first; seed < first + count; seed++) {
    const r = randomGame(players, seed);
    out.games++;
    out.moves += r.moves;
    out.ends[r.final.end!] = (out.ends[r.final.end!] ?? 0) + 1;
    for (const [k, v] of Object.entries(r.types)) out.types[k] = (out.types[k] ?? 0) + v;
    for (const [k, v] of Object.entries(r.built)) out.built[k as BuildingId] = (out.built[k as BuildingId] ?? 0) + v;
    if (seed % 25 === 0) {
      const again = replay(puertoRico, { game: 'puerto-rico', players, seed, options: r.options, moves: r.record });
      if (!again.ok) throw new Error(`seed ${seed}: the record does not replay: ${again.error.en}`);
      if (JSON.stringify(again.state) !== JSON.stringify(r.final)) throw new Error(`seed ${seed}: the replay reached another state`);
      out.replayed++;
    }
  }
  return out;
}
