/**
 * Loads a position written declaratively, for worked examples, tests and saved positions: each
 * seat's board, money, goods and VP chips, the ships, the trading house, the plantation row and
 * the top of the face-down stack, the roles picked this round. Whatever is not named is filled in
 * so that every count is conserved (colonists, barrels, plantations, quarries, VP chips,
 * buildings); the rest of the plantations are shuffled under the named top of the stack. A
 * position always waits for a role to be picked (the phase a pick starts is played by the engine).
 */
import { printable } from '../core/text';
import type { Bilingual, LoadResult } from '../core/contract';
import { Draw, seedRng } from '../core/rng';
import { isInt, isObject } from '../core/violation';
import { BUILDING, CITY_SPACES, ISLAND_SPACES, isBuildingId, type BuildingId } from './buildings';
import { barrelSupply, buildingSupply, plantationPool, vpChips } from './page-game';
import { resolveOptions } from './options';
import { citySpaces, emptyGoods, picksPerRound } from './rules';
import { SETUP } from './setup-table';
import type { LogLine } from './log';
import * as text from './text';
import { GOODS, type CityBuilding, type EndTrigger, type Good, type IslandTile, type PuertoRicoState, type Role, type Seat, type TileKind } from './types';

export interface SeatSpec {
  doubloons?: number;
  vp?: number;
  /** Island tiles: a kind (no colonist) or [kind, colonists]. */
  island?: (TileKind | [TileKind, number])[];
  /** Buildings: an id (no colonist) or [id, colonists]. */
  city?: (BuildingId | [BuildingId, number])[];
  sanJuan?: number;
  goods?: Partial<Record<Good, number>>;
}

export interface PuertoRicoPosition {
  players: number;
  seed?: number | string;
  options?: Record<string, unknown>;
  round?: number;
  governor?: number;
  seats: SeatSpec[];
  /** Roles already picked this round, in order, as [role, seat]. */
  picks?: [Role, number][];
  roleMoney?: Partial<Record<Role, number>>;
  row?: Good[];
  /** The top of the face-down stack, top first. */
  stackTop?: Good[];
  discards?: Good[];
  quarries?: number;
  /** Colonists in the supply and on the ship (defaults: the rest of the game's colonists, and N). */
  colonists?: number;
  ship?: number;
  vpSupply?: number;
  ships?: { good: Good | null; load: number }[];
  house?: Good[];
  end?: EndTrigger | null;
}

const POSITION_FIELDS = new Set([
  'players', 'seed', 'options', 'round', 'governor', 'seats', 'picks', 'roleMoney', 'row', 'stackTop', 'discards',
  'quarries', 'colonists', 'ship', 'vpSupply', 'ships', 'house', 'end',
]);
const LIST_FIELDS = ['seats', 'picks', 'row', 'stackTop', 'discards', 'ships', 'house'] as const;
const SEAT_FIELDS = new Set(['doubloons', 'vp', 'island', 'city', 'sanJuan', 'goods']);

const err = (zh: string, en: string): { ok: false; error: Bilingual } => ({ ok: false, error: { zh, en } });
const TILE_KINDS: readonly string[] = [...GOODS, 'quarry'];
const isGood = (g: unknown): g is Good => typeof g === 'string' && (GOODS as readonly string[]).includes(g);

export function loadPosition(raw: unknown): LoadResult<PuertoRicoState> {
  if (!isObject(raw)) return err('局面必須是一個物件。', 'A position must be an object.');
  const p = raw as unknown as PuertoRicoPosition;
  for (const k of Object.keys(raw)) if (!POSITION_FIELDS.has(k)) return err(`局面裡有不認得的欄位「${k}」。`, `Unknown field "${k}" in the position.`);
  for (const k of LIST_FIELDS)
    if (raw[k] !== undefined && !Array.isArray(raw[k])) return err(`局面的「${k}」必須是一個清單。`, `The position's "${k}" must be a list.`);
  const players = p.players;
  if (!isInt(players, 2, 5)) return err(`波多黎各需要 2 到 5 位玩家，收到的是 ${printable(players)}。`, `Puerto Rico takes 2 to 5 players, not ${printable(players)}.`);
  const opts = resolveOptions(p.options);
  if (!opts.ok) return opts;
  const options = opts.options;
  const setupRow = SETUP[players]!;
  if (!Array.isArray(p.seats) || p.seats.length !== players)
    return err(`局面要列出 ${players} 個座位。`, `The position must list ${players} seats.`);
  const governor = p.governor ?? 0;
  if (!isInt(governor, 0, players - 1)) return err('總督座位不對。', 'The governor seat is wrong.');
  const round = p.round ?? 1;
  if (!isInt(round, 1, 100)) return err('輪數不對。', 'The round number is wrong.');

  const seats: Seat[] = [];
  const supply = buildingSupply(players);
  const pool = plantationPool(players);
  const goods = barrelSupply(players);
  let quarries = setupRow.quarries;
  let colonistsUsed = 0;
  let vpUsed = 0;
  const takeTile = (kind: Good): boolean => {
    const i = pool.indexOf(kind);
    if (i < 0) return false;
    pool.splice(i, 1);
    return true;
  };
  for (let k = 0; k < players; k++) {
    const spec = p.seats[k] as SeatSpec;
    const who = text.seatName(k);
    if (!isObject(spec as unknown)) return err(`${who.zh} 的資料不對。`, `${who.en}'s data is wrong.`);
    for (const k of Object.keys(spec)) if (!SEAT_FIELDS.has(k)) return err(`${who.zh} 的資料裡有不認得的欄位「${k}」。`, `Unknown field "${k}" in ${who.en}'s data.`);
    if ((spec.island !== undefined && !Array.isArray(spec.island)) || (spec.city !== undefined && !Array.isArray(spec.city)) || (spec.goods !== undefined && !isObject(spec.goods)))
      return err(`${who.zh} 的島區和城區必須是清單，貨物必須是一個物件。`, `${who.en}'s island and city must be lists, the goods an object.`);
    const island: IslandTile[] = [];
    for (const t of spec.island ?? []) {
      const [kind, c] = (Array.isArray(t) ? t : [t, 0]) as [TileKind, number];
      if (!TILE_KINDS.includes(kind) || !isInt(c, 0, 1)) return err(`${who.zh} 的島區板塊不對：${printable(kind)}。`, `${who.en} has a wrong island tile: ${printable(kind)}.`);
      if (kind === 'quarry') {
        if (--quarries < 0) return err('採石場不夠。', 'Not enough quarries.');
      } else if (!takeTile(kind)) return err(`${text.TILE_NAMES[kind].zh}不夠。`, `Not enough ${text.TILE_NAMES[kind].en} tiles.`);
      island.push({ kind, colonists: c });
      colonistsUsed += c;
    }
    if (island.length > ISLAND_SPACES) return err(`${who.zh} 的島區超過 12 塊。`, `${who.en} has more than 12 island tiles.`);
    const city: CityBuilding[] = [];
    for (const b of spec.city ?? []) {
      const [id, c] = (Array.isArray(b) ? b : [b, 0]) as [BuildingId, number];
      if (!isBuildingId(id)) return err(`沒有這種建築：${printable(id)}。`, `There is no building ${printable(id)}.`);
      if (!isInt(c, 0, BUILDING[id].circles)) return err(`${BUILDING[id].name.zh}上的移民數不對。`, `Wrong number of colonists on the ${BUILDING[id].name.en}.`);
      if (city.some((x) => x.id === id)) return err(`${who.zh} 有兩棟${BUILDING[id].name.zh}。`, `${who.en} has two of the ${BUILDING[id].name.en}.`);
      if ((supply[id] ?? 0) <= 0) return err(`${BUILDING[id].name.zh}不夠。`, `Not enough of the ${BUILDING[id].name.en}.`);
      supply[id] = supply[id]! - 1;
      city.push({ id, colonists: c });
      colonistsUsed += c;
    }
    const seatGoods = emptyGoods();
    for (const [g, n] of Object.entries(spec.goods ?? {})) {
      if (!isGood(g) || !isInt(n, 0, 20)) return err(`${who.zh} 的貨物不對。`, `${who.en}'s goods are wrong.`);
      seatGoods[g] = n;
      goods[g] -= n;
    }
    const sanJuan = spec.sanJuan ?? 0;
    const doubloons = spec.doubloons ?? setupRow.doubloons;
    const vp = spec.vp ?? 0;
    if (!isInt(sanJuan, 0, 100) || !isInt(doubloons, 0, 1000) || !isInt(vp, 0, 1000))
      return err(`${who.zh} 的移民、金幣或分數不對。`, `${who.en}'s colonists, doubloons or VP are wrong.`);
    colonistsUsed += sanJuan;
    vpUsed += vp;
    const seat: Seat = { doubloons, vp, island, city, sanJuan, goods: seatGoods };
    if (citySpaces(seat) > CITY_SPACES) return err(`${who.zh} 的城區超過 12 格。`, `${who.en}'s city takes more than 12 spaces.`);
    seats.push(seat);
  }

  const ships = setupRow.ships.map((capacity, k) => {
    const spec = p.ships?.[k];
    return { capacity, good: spec?.good ?? null, load: spec?.load ?? 0 };
  });
  if (p.ships && p.ships.length !== ships.length) return err(`這個人數有 ${ships.length} 艘貨船。`, `This player count has ${ships.length} cargo ships.`);
  for (const sh of ships) {
    if ((sh.good === null) !== (sh.load === 0) || (sh.good !== null && !isGood(sh.good)) || !isInt(sh.load, 0, sh.capacity))
      return err('貨船的貨物不對。', 'A cargo ship\'s cargo is wrong.');
    if (sh.good) goods[sh.good] -= sh.load;
  }
  if (new Set(ships.filter((x) => x.good).map((x) => x.good)).size !== ships.filter((x) => x.good).length)
    return err('兩艘貨船不能載同一種貨物。', 'Two ships cannot carry the same kind.');
  const house = p.house ?? [];
  if (!Array.isArray(house) || house.length > 3 || !house.every(isGood))
    return err('商會裡最多放 3 桶貨物（滿 4 桶時已經清空）。', 'The trading house holds at most 3 barrels here (at 4 it has been emptied).');
  for (const g of house) goods[g]--;
  for (const g of GOODS) if (goods[g] < 0) return err(`${text.GOOD_NAMES[g].zh}超過了供應的數量。`, `More ${text.GOOD_NAMES[g].en} than the game has.`);

  const row = p.row ?? [];
  const stackTop = p.stackTop ?? [];
  const discards = p.discards ?? [];
  for (const g of [...row, ...stackTop, ...discards])
    if (!isGood(g) || !takeTile(g)) return err(`種植園不夠：${printable(g)}。`, `Not enough plantation tiles: ${printable(g)}.`);
  if (row.length > players + 1) return err('翻開的種植園太多。', 'Too many face-up plantations.');

  const shipColonists = p.ship ?? players;
  const totalColonists = setupRow.colonists + setupRow.shipColonists;
  const colonists = p.colonists ?? totalColonists - colonistsUsed - shipColonists;
  if (!isInt(shipColonists, 0, 100) || !isInt(colonists, 0, 100) || colonists + shipColonists + colonistsUsed !== totalColonists)
    return err(`移民總數要是 ${totalColonists}。`, `The colonists must add up to ${totalColonists}.`);

  const chips = vpChips(players, options);
  const vpSupply = p.vpSupply ?? chips - vpUsed;
  if (!isInt(vpSupply, -1000, chips)) return err('分數標記的數目不對。', 'The VP chips do not add up.');
  const q = p.quarries ?? quarries;
  if (!isInt(q, 0, quarries)) return err('採石場的數目不對。', 'The quarries do not add up.');

  if (!(p.picks ?? []).every((pk) => Array.isArray(pk) && pk.length === 2)) return err('選過的角色要寫成 [角色, 座位]。', 'Each picked role is written [role, seat].');
  const picks = (p.picks ?? []).map(([role, seat]) => ({ role, seat }));
  const roles = setupRow.roles.slice();
  for (const pk of picks)
    if (!roles.includes(pk.role) || !isInt(pk.seat, 0, players - 1)) return err('選過的角色不對。', 'A picked role is wrong.');
  if (new Set(picks.map((x) => x.role)).size !== picks.length) return err('同一個角色一輪只能選一次。', 'A role is picked once a round.');
  if (picks.length >= picksPerRound({ players })) return err('這一輪的角色已經選完了。', 'Every role of this round has been picked.');
  const wrongPicker = picks.findIndex((pk, i) => pk.seat !== (governor + i) % players);
  if (wrongPicker >= 0) {
    const who = text.seatName((governor + wrongPicker) % players);
    return err(`第 ${wrongPicker + 1} 個角色應該由${who.zh} 選。`, `Pick ${wrongPicker + 1} belongs to ${who.en}.`);
  }
  const roleMoney: Partial<Record<Role, number>> = {};
  for (const r of roles) {
    const m = p.roleMoney?.[r] ?? 0;
    if (!isInt(m, 0, 100)) return err('角色卡上的金幣不對。', 'The doubloons on a role card are wrong.');
    roleMoney[r] = m;
  }
  const end = p.end ?? null;
  if (end !== null && end !== 'colonists' && end !== 'city' && end !== 'vp') return err('結束條件不對。', 'The end trigger is wrong.');

  const draw = new Draw(seedRng(p.seed ?? 1));
  const stack = [...stackTop, ...draw.shuffle(pool)];
  const log: LogLine[] = [['roundStarts', round, governor]];
  return {
    ok: true,
    state: {
      game: 'puerto-rico',
      players,
      options,
      rng: draw.state(),
      phase: 'pickRole',
      round,
      governor,
      seats,
      roles,
      roleMoney,
      picks,
      picker: null,
      order: [],
      stack,
      row,
      discards,
      quarries: q,
      colonists,
      ship: shipColonists,
      vpSupply,
      goods,
      ships,
      house,
      supply,
      end,
      privilegeColonist: false,
      haciendaDrawn: false,
      produced: [],
      captainBonus: false,
      wharfUsed: [],
      passed: [],
      log,
      logCount: log.length,
    },
  };
}
