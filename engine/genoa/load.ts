/**
 * Loads a position written declaratively, for worked examples, tests and saved positions: each
 * seat's money, goods, special cards, hand and markers, who owns which building, the round and the
 * trader, the top of each deck, scripted dice, and optionally the tower's path so far this turn.
 * Whatever is not named is filled in so that every count is conserved (40 goods, 27 special
 * cards, 60 game cards, 7 markers per colour): supplies hold the rest, the rest of each deck is
 * shuffled under its named top. Without a path the position waits for the trader's start space;
 * with one, a bidding window opens on the tower's space (or acquisition begins, `phase: 'acquisition'`).
 */
import { printable } from '../core/text';
import type { Bilingual, LoadResult } from '../core/contract';
import { Draw, seedRng } from '../core/rng';
import { isInt, isObject } from '../core/violation';
import { CARDS, DECKS, GOODS, GOODS_PER_KIND, MARKERS_PER_COLOUR, SPECIALS, SPECIAL_COUNT, cardsOf, type Deck, type Good, type Special } from './data';
import { isSpace } from './deals';
import { movementOverAt, openWindowAt } from './machine';
import { ADJACENT, isBuilding, type BuildingId, type SpaceId } from './map';
import { resolveOptions, roundsFor } from './options';
import { acquisitionOrder, emptyGoods, emptySpecials, startSupplies, turnStart } from './rules';
import type { LogLine } from './log';
import * as text from './text';
import type { Counts, GenoaState, Seat } from './types';

export interface SeatSpec {
  ducats?: number;
  goods?: Counts<Good>;
  specials?: Counts<Special>;
  /** Game card ids in hand (see `CARDS`); none if not named. */
  hand?: number[];
  /** Markers in front of the seat. */
  markers?: number;
}

export interface GenoaPosition {
  players: number;
  seed?: number | string;
  options?: Record<string, unknown>;
  /** The round marker, 1 … last round. */
  round?: number;
  /** The trader (the start player is A, so this is also the trader's place in the round). */
  trader?: number;
  seats: SeatSpec[];
  owners?: Partial<Record<BuildingId, number>>;
  /** Each deck's face-down top cards (top first) and face-up used cards under it. */
  decks?: Partial<Record<Deck, { top?: number[]; up?: number[] }>>;
  /** Dice for the next rolls, [blue, red] each. */
  rolls?: [number, number][];
  /** The tower's path this turn, start space first; the last space is where it stands. */
  path?: SpaceId[];
  /** Whether the tower reached its space through a deal. */
  dealt?: boolean;
  /** Buildings whose action has been taken this turn (on the path). */
  usedBuildings?: BuildingId[];
  /** Normal actions used this turn, per seat. */
  acted?: number[];
  /** With a path: `window` (default) opens bidding; `acquisition` ends the movement. */
  phase?: 'start' | 'window' | 'acquisition';
}

const err = (zh: string, en: string): { ok: false; error: Bilingual } => ({ ok: false, error: { zh, en } });
const isGood = (g: unknown): g is Good => typeof g === 'string' && (GOODS as readonly string[]).includes(g);
const isSpecial = (g: unknown): g is Special => typeof g === 'string' && (SPECIALS as readonly string[]).includes(g);

const POSITION_KEYS = new Set(['players', 'seed', 'options', 'round', 'trader', 'seats', 'owners', 'decks', 'rolls', 'path', 'dealt', 'usedBuildings', 'acted', 'phase']);
const SEAT_KEYS = new Set(['ducats', 'goods', 'specials', 'hand', 'markers']);

export function loadPosition(raw: unknown): LoadResult<GenoaState> {
  if (!isObject(raw)) return err('局面必須是一個物件。', 'A position must be an object.');
  for (const k of Object.keys(raw)) if (!POSITION_KEYS.has(k)) return err(`局面裡有不認得的欄位「${k}」。`, `The position has an unknown field "${k}".`);
  const p = raw as unknown as GenoaPosition;
  const players = p.players;
  if (!isInt(players, 2, 5)) return err(`熱那亞商人需要 2 到 5 位玩家，收到的是 ${printable(players)}。`, `The Traders of Genoa takes 2 to 5 players, not ${printable(players)}.`);
  const opts = resolveOptions(p.options);
  if (!opts.ok) return opts;
  const options = opts.options;
  const lastRound = roundsFor(players, options);
  if (!Array.isArray(p.seats) || p.seats.length !== players) return err(`局面要列出 ${players} 個座位。`, `The position must list ${players} seats.`);
  const round = p.round ?? 1;
  if (!isInt(round, 1, lastRound)) return err(`回合要在 1 到 ${lastRound} 之間。`, `The round must be from 1 to ${lastRound}.`);
  const trader = p.trader ?? 0;
  if (!isInt(trader, 0, players - 1)) return err('交易商人的座位不對。', 'The trader seat is wrong.');

  const { goods, specials } = startSupplies();
  const used = new Set<number>();
  const seats: Seat[] = [];
  const onBoard = new Array<number>(players).fill(0);
  const owners: Partial<Record<BuildingId, number>> = {};
  if (p.owners !== undefined && !isObject(p.owners)) return err('建築的主人要寫成「建築 → 座位」。', 'Owners map a building to a seat.');
  if (p.decks !== undefined && (!isObject(p.decks) || Object.keys(p.decks).some((d) => !(DECKS as readonly string[]).includes(d))))
    return err('牌堆只有 large、small、message、privilege 四種。', 'The decks are large, small, message and privilege.');
  for (const [b, o] of Object.entries(p.owners ?? {})) {
    if (!isBuilding(b)) return err(`沒有這棟建築：${b}。`, `There is no building ${b}.`);
    if (!isInt(o, 0, players - 1)) return err(`${text.buildingName(b).zh}的主人不對。`, `The owner of the ${text.buildingName(b).en} is wrong.`);
    owners[b] = o;
    onBoard[o]!++;
  }
  for (let k = 0; k < players; k++) {
    const spec = p.seats[k];
    const who = text.seatName(k);
    if (!isObject(spec)) return err(`${who.zh} 的資料不對。`, `${who.en}'s data is wrong.`);
    for (const key of Object.keys(spec)) if (!SEAT_KEYS.has(key)) return err(`${who.zh} 的資料裡有不認得的欄位「${key}」。`, `${who.en}'s data has an unknown field "${key}".`);
    if ((spec.goods !== undefined && !isObject(spec.goods)) || (spec.specials !== undefined && !isObject(spec.specials)))
      return err(`${who.zh} 的貨物或特殊卡要寫成「種類 → 數量」。`, `${who.en}'s goods and special cards map a kind to a number.`);
    const seatGoods = emptyGoods();
    for (const [g, n] of Object.entries(spec.goods ?? {})) {
      if (!isGood(g) || !isInt(n, 0, GOODS_PER_KIND)) return err(`${who.zh} 的貨物不對。`, `${who.en}'s goods are wrong.`);
      seatGoods[g] = n;
      goods[g] -= n;
    }
    const seatSpecials = emptySpecials();
    for (const [sp, n] of Object.entries(spec.specials ?? {})) {
      if (!isSpecial(sp) || !isInt(n, 0, SPECIAL_COUNT[sp as Special])) return err(`${who.zh} 的特殊卡不對。`, `${who.en}'s special cards are wrong.`);
      seatSpecials[sp] = n;
      specials[sp] -= n;
    }
    const hand = spec.hand ?? [];
    if (!Array.isArray(hand) || !hand.every((c) => isInt(c, 0, CARDS.length - 1))) return err(`${who.zh} 的手牌不對。`, `${who.en}'s hand is wrong.`);
    for (const c of hand) {
      if (used.has(c)) return err(`遊戲卡 ${c} 出現了兩次。`, `Game card ${c} appears twice.`);
      used.add(c);
    }
    const ducats = spec.ducats ?? 130;
    const markers = spec.markers ?? 0;
    if (!isInt(ducats, 0, 100_000) || !isInt(markers, 0, MARKERS_PER_COLOUR)) return err(`${who.zh} 的錢或所有人指示物不對。`, `${who.en}'s ducats or markers are wrong.`);
    if (markers + onBoard[k]! > MARKERS_PER_COLOUR) return err(`${who.zh} 的所有人指示物超過 7 個。`, `${who.en} has more than 7 markers.`);
    seats.push({ ducats, goods: seatGoods, specials: seatSpecials, hand: hand.slice(), markers });
  }
  for (const g of GOODS) if (goods[g] < 0) return err(`${text.GOOD_NAMES[g].zh}超過 5 個。`, `More than 5 ${text.GOOD_NAMES[g].en}.`);
  for (const sp of SPECIALS) if (specials[sp] < 0) return err(`${text.SPECIAL_NAMES[sp].zh}卡超過 ${SPECIAL_COUNT[sp]} 張。`, `More than ${SPECIAL_COUNT[sp]} ${text.SPECIAL_NAMES[sp].en} cards.`);

  const draw = new Draw(seedRng(p.seed ?? 1));
  const decks = {} as Record<Deck, { down: number[]; up: number[] }>;
  for (const d of DECKS) {
    const spec = p.decks?.[d] ?? {};
    const top = spec.top ?? [];
    const up = spec.up ?? [];
    if (!Array.isArray(top) || !Array.isArray(up)) return err(`${text.DECK_NAMES[d].zh}牌堆的 top 和 up 要是卡片編號的清單。`, `The ${text.DECK_NAMES[d].en} deck's "top" and "up" are lists of card ids.`);
    for (const c of [...top, ...up]) {
      if (!isInt(c, 0, CARDS.length - 1) || CARDS[c]!.deck !== d) return err(`${text.DECK_NAMES[d].zh}牌堆裡放了別種的卡：${printable(c)}。`, `The ${text.DECK_NAMES[d].en} deck holds a card of another kind: ${printable(c)}.`);
      if (used.has(c)) return err(`遊戲卡 ${c} 出現了兩次。`, `Game card ${c} appears twice.`);
      used.add(c);
    }
    const rest = cardsOf(d).filter((c) => !used.has(c));
    for (const c of rest) used.add(c);
    decks[d] = { down: [...top, ...draw.shuffle(rest)], up: up.slice() };
  }

  const rolls = p.rolls ?? [];
  if (!Array.isArray(rolls) || !rolls.every((r) => Array.isArray(r) && r.length === 2 && isInt(r[0], 1, 8) && isInt(r[1], 1, 8)))
    return err('擲骰要寫成 [藍, 紅]，每顆 1 到 8。', 'Rolls are [blue, red], each from 1 to 8.');

  const markerSupply = seats.map((x, i) => MARKERS_PER_COLOUR - x.markers - onBoard[i]!);
  const zero = seats.map(() => 0);
  const log: LogLine[] = [['roundStarts', round, lastRound], ['turnStarts', trader]];
  let state: GenoaState = {
    game: 'genoa',
    players,
    options,
    rng: draw.state(),
    phase: 'start',
    round,
    lastRound,
    startPlayer: 0,
    trader,
    turnInRound: trader,
    seats,
    markerSupply,
    owners,
    goods,
    specials,
    decks,
    dice: null,
    rolls: rolls.map((r) => [r[0], r[1]] as [number, number]),
    ...turnStart(players),
    drew: false,
    log,
    logCount: log.length,
  };

  const path = p.path;
  if (path === undefined) {
    if (p.phase !== undefined && p.phase !== 'start') return err('沒有交易塔的路線時，局面只能從決定起始格開始。', 'Without a tower path a position starts with the start space.');
    return { ok: true, state };
  }
  if (!Array.isArray(path) || path.length < 1 || path.length > 5 || !path.every(isSpace)) return err('交易塔的路線要列出 1 到 5 個格子。', 'The tower path lists 1 to 5 spaces.');
  if (new Set(path).size !== path.length) return err('交易塔不能兩次進入同一格。', 'The tower cannot enter a space twice.');
  for (let i = 1; i < path.length; i++)
    if (!(ADJACENT[path[i - 1]!] ?? []).includes(path[i]!)) return err(`${text.spaceName(path[i]!).zh}和前一格不相鄰。`, `${text.spaceName(path[i]!).en} is not next to the space before it.`);
  const usedBuildings = p.usedBuildings ?? [];
  if (!Array.isArray(usedBuildings) || !usedBuildings.every((b) => isBuilding(b) && path.includes(b)) || new Set(usedBuildings).size !== usedBuildings.length)
    return err('用過的建築必須在交易塔的路線上。', 'Used buildings must be on the tower path.');
  const acted = p.acted ?? zero;
  if (!Array.isArray(acted) || acted.length !== players || !acted.every((a) => isInt(a, 0, 2))) return err('每位玩家用過的行動數不對。', 'The actions used per seat are wrong.');
  if (acted.reduce((a, b) => a + b, 0) > usedBuildings.length) return err('用過的行動比用過的建築還多。', 'More actions used than buildings used.');
  if (p.dealt !== undefined && typeof p.dealt !== 'boolean') return err('dealt 必須是 true 或 false。', '"dealt" must be true or false.');
  state = { ...state, path: path.slice(), usedBuildings: usedBuildings.slice(), acted: acted.slice(), dealt: p.dealt === true };
  if (p.phase === 'acquisition') {
    const order = acquisitionOrder(state);
    if (!order.length) return err('這條路線上沒有人能取得建築。', 'Nobody can acquire a building from this path.');
    return { ok: true, state: { ...state, phase: 'acquisition', order } };
  }
  if (p.phase !== undefined && p.phase !== 'window') return err('有路線的局面要從出價或獲得建築開始。', 'A position with a path starts with bids or with acquisition.');
  if (movementOverAt(state)) return err('交易塔在這條路線上已經沒有可以做的事。', 'Nothing is left for the tower to do on this path.');
  const opened = openWindowAt(state);
  return { ok: true, state: { ...opened, phase: opened.order.length ? 'bidding' : 'trader' } };
}
