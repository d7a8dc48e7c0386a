/**
 * Loading a position written declaratively, so examples and tests can start mid-game and seed
 * every draw. Cards are written by building name (`'smithy'`); the loader gives each one a card id
 * of that building and refuses a position that uses more cards of a building than the deck holds.
 * Cards not named anywhere are shuffled (by `seed`) under the named top of the draw pile
 * (`deckTop`), unless the whole draw pile is given (`deck`), in which case they go to the discard
 * pile. Every problem is reported in both languages, naming the item at fault.
 */
import { printable } from '../core/text';
import type { Bilingual, LoadResult } from '../core/contract';
import { Draw, seedRng } from '../core/rng';
import { isInt, isObject } from '../core/violation';
import { BUILDING, CARD_BUILDING, CARD_COUNT, CARDS_OF, CARD_IS_PRODUCTION, isBuildingId, type BuildingId } from './cards';
import { resolveOptions } from './options';
import { toAct } from './moves';
import { clockwise, councillorDraw, owns, pickOrder, privilegeHolder, START_HAND } from './rules';
import { seatName } from './text';
import { ROLES, type Building, type Role, type RolePick, type SanJuanPhase, type SanJuanState } from './types';

export type BuildingSpec = BuildingId | { card: BuildingId; good?: boolean | BuildingId };

/** A declarative San Juan position for `sanJuan.load`. */
export interface SanJuanPosition {
  players: number;
  /** Shuffles the cards not named (default 1) and seeds later reshuffles. */
  seed?: number | string;
  options?: Record<string, unknown>;
  /** Default `pickRole`. */
  phase?: 'pickRole' | 'builder' | 'producer' | 'trader' | 'councillor' | 'chapel' | 'handLimit';
  /** Default 1. */
  round?: number;
  /** Default 0. */
  governor?: number;
  /** Roles already picked this round, in order, as `[role, seat]` or `{ role, seat }`; in a role phase the last one is played now. */
  picks?: ([Role, number] | RolePick)[];
  /** Seats still to act in a role phase, chapel or hand-limit step (default: all of them, in order). */
  order?: number[];
  /** Whether the privilege of the phase is doubled (default: the holder owns a library). */
  doubled?: boolean;
  /** Two players: the library was already used this round. */
  libraryUsed?: boolean;
  /** Each seat's hand: building names, or a number of unnamed cards (default 4). */
  hands?: (BuildingId[] | number)[];
  /** Each seat's buildings (default one indigo plant each); a good is `true` (unnamed) or a building name. */
  buildings?: BuildingSpec[][];
  /** Cards under each seat's chapel: names or a number. */
  chapel?: (BuildingId[] | number)[];
  /** The top of the draw pile, top card first. */
  deckTop?: BuildingId[];
  /** The whole draw pile, top first (every card not placed elsewhere then lies in the discard pile). */
  deck?: BuildingId[];
  /** The discard pile: names, or a number of unnamed cards. */
  discard?: BuildingId[] | number;
  /** Face-down price tiles, 1–5, top first (default: the tiles not face up, shuffled). */
  priceTiles?: number[];
  /** The face-up price tile (1–5) in a trader phase (default: taken from the top of the stack). */
  priceTile?: number;
}

class LoadError extends Error {
  constructor(readonly bilingual: Bilingual) {
    super(bilingual.en);
  }
}

const fail = (zh: string, en: string): never => {
  throw new LoadError({ zh, en });
};

const KNOWN = new Set([
  'players', 'seed', 'options', 'phase', 'round', 'governor', 'picks', 'order', 'doubled', 'libraryUsed',
  'hands', 'buildings', 'chapel', 'deckTop', 'deck', 'discard', 'priceTiles', 'priceTile',
]);

const PHASES = ['pickRole', 'builder', 'producer', 'trader', 'councillor', 'chapel', 'handLimit'] as const;

export function loadPosition(position: unknown): LoadResult<SanJuanState> {
  try {
    return { ok: true, state: build(position) };
  } catch (error) {
    if (error instanceof LoadError) return { ok: false, error: error.bilingual };
    throw error;
  }
}

function build(position: unknown): SanJuanState {
  if (!isObject(position)) fail('局面必須是一個物件。', 'A position must be an object.');
  const pos = position as Record<string, unknown>;
  for (const k of Object.keys(pos)) if (!KNOWN.has(k)) fail(`局面裡有不認得的欄位「${k}」。`, `Unknown field "${k}" in the position.`);
  if (!isInt(pos.players, 2, 4)) fail(`玩家人數必須是 2 到 4，收到 ${JSON.stringify(pos.players)}。`, `players must be 2 to 4, not ${JSON.stringify(pos.players)}.`);
  const n = pos.players as number;
  const opts = resolveOptions(pos.options);
  if (!opts.ok) throw new LoadError(opts.error);
  const options = opts.options;
  if (pos.seed !== undefined && typeof pos.seed !== 'number' && typeof pos.seed !== 'string')
    fail('seed 必須是數字或文字。', 'seed must be a number or a string.');
  const phase = (pos.phase ?? 'pickRole') as SanJuanPhase;
  if (!(PHASES as readonly string[]).includes(phase))
    fail(`階段「${printable(pos.phase)}」不能載入（可用：${PHASES.join('、')}）。`, `Phase "${printable(pos.phase)}" cannot be loaded (use one of ${PHASES.join(', ')}).`);
  const round = pos.round ?? 1;
  if (!isInt(round, 1)) fail('round 必須是 1 以上的整數。', 'round must be a whole number ≥ 1.');
  const governor = pos.governor ?? 0;
  if (!isInt(governor, 0, n - 1)) fail(`總督必須是座位 0 到 ${n - 1}。`, `governor must be a seat from 0 to ${n - 1}.`);
  const g = governor as number;

  // ---- cards by name -----------------------------------------------------------------------
  const pool = new Map<BuildingId, number[]>();
  for (const id of Object.keys(CARDS_OF) as BuildingId[]) pool.set(id, CARDS_OF[id].slice());
  const take = (name: unknown, what: Bilingual): number => {
    if (!isBuildingId(name)) return fail(`${what.zh}：「${printable(name)}」不是建築名稱。`, `${what.en}: "${printable(name)}" is not a building name.`);
    const card = pool.get(name)!.shift();
    if (card === undefined)
      fail(
        `${BUILDING[name].name.zh}只有 ${BUILDING[name].count} 張，局面用了更多（${what.zh}）。`,
        `There are only ${BUILDING[name].count} ${BUILDING[name].name.en} cards; the position uses more (${what.en}).`,
      );
    return card!;
  };
  const list = (v: unknown, what: Bilingual): unknown[] => {
    if (!Array.isArray(v)) return fail(`${what.zh}必須是陣列。`, `${what.en} must be an array.`);
    return v;
  };
  const perSeat = (v: unknown, what: Bilingual): unknown[] => {
    const l = list(v, what);
    if (l.length !== n) fail(`${what.zh}要有 ${n} 項（每位玩家一項），收到 ${l.length} 項。`, `${what.en} needs ${n} entries (one per player), got ${l.length}.`);
    return l;
  };

  // buildings (named cards and named goods)
  const buildingSpecs = pos.buildings === undefined ? Array.from({ length: n }, () => ['indigo_plant']) : perSeat(pos.buildings, { zh: 'buildings', en: 'buildings' });
  const unnamedGoods: { seat: number; index: number }[] = [];
  const buildings: Building[][] = buildingSpecs.map((raw, seat) => {
    const what = { zh: `${seatName(seat).zh} 的建築`, en: `${seatName(seat).en}'s buildings` };
    const specs = list(raw, what);
    const tableau: Building[] = specs.map((spec, index) => {
      const item = { zh: `${what.zh}第 ${index + 1} 項`, en: `${what.en}, item ${index + 1}` };
      const name = isObject(spec) ? spec.card : spec;
      const card = take(name, item);
      let good: number | null = null;
      const goodSpec = isObject(spec) ? spec.good : undefined;
      if (goodSpec !== undefined && goodSpec !== false) {
        if (!CARD_IS_PRODUCTION[card]) fail(`${item.zh}：紫色建築上不能放貨品。`, `${item.en}: a violet building holds no good.`);
        if (goodSpec === true) unnamedGoods.push({ seat, index });
        else good = take(goodSpec, { zh: `${item.zh}的貨品`, en: `${item.en}, its good` });
      }
      return { card, good };
    });
    const violet = new Set<BuildingId>();
    for (const b of tableau) {
      const id = CARD_BUILDING[b.card]!;
      if (CARD_IS_PRODUCTION[b.card]) continue;
      if (violet.has(id))
        fail(`${what.zh}有兩棟${BUILDING[id].name.zh}；每種紫色建築每人只能有一棟。`, `${what.en} include two ${BUILDING[id].name.en} cards; each violet building at most once per player.`);
      violet.add(id);
    }
    return tableau;
  });

  const handSpecs = pos.hands === undefined ? new Array(n).fill(START_HAND) : perSeat(pos.hands, { zh: 'hands', en: 'hands' });
  const hands: number[][] = handSpecs.map((raw, seat) => {
    if (isInt(raw, 0)) return [];
    const what = { zh: `${seatName(seat).zh} 的手牌`, en: `${seatName(seat).en}'s hand` };
    return list(raw, what).map((name) => take(name, what));
  });
  const chapelSpecs = pos.chapel === undefined ? new Array(n).fill(0) : perSeat(pos.chapel, { zh: 'chapel', en: 'chapel' });
  const chapel: number[][] = chapelSpecs.map((raw, seat) => {
    if (isInt(raw, 0)) return [];
    const what = { zh: `${seatName(seat).zh} 禮拜堂下的牌`, en: `${seatName(seat).en}'s chapel cards` };
    return list(raw, what).map((name) => take(name, what));
  });
  const deckTop = pos.deckTop === undefined ? [] : list(pos.deckTop, { zh: 'deckTop', en: 'deckTop' }).map((name, i) => take(name, { zh: `牌堆頂第 ${i + 1} 張`, en: `deck top card ${i + 1}` }));
  if (pos.deck !== undefined && pos.deckTop !== undefined) fail('deck 與 deckTop 只能擇一。', 'Give either deck or deckTop, not both.');
  const wholeDeck = pos.deck === undefined ? null : list(pos.deck, { zh: 'deck', en: 'deck' }).map((name, i) => take(name, { zh: `牌堆第 ${i + 1} 張`, en: `deck card ${i + 1}` }));
  const discard: number[] = [];
  if (pos.discard !== undefined && !isInt(pos.discard, 0))
    discard.push(...list(pos.discard, { zh: 'discard', en: 'discard' }).map((name, i) => take(name, { zh: `棄牌堆第 ${i + 1} 張`, en: `discard card ${i + 1}` })));

  // ---- unnamed cards -----------------------------------------------------------------------------
  const draw = new Draw(seedRng((pos.seed as number | string | undefined) ?? 1));
  const rest = draw.shuffle([...pool.values()].flat().sort((a, b) => a - b));
  const takeRest = (count: number, what: Bilingual): number[] => {
    if (rest.length < count)
      fail(`牌不夠：${what.zh}需要 ${count} 張，只剩 ${rest.length} 張沒有指定位置。`, `Not enough cards: ${what.en} needs ${count}, only ${rest.length} are not placed.`);
    return rest.splice(0, count);
  };
  for (const { seat, index } of unnamedGoods) {
    const b = buildings[seat]![index]!;
    buildings[seat]![index] = { card: b.card, good: takeRest(1, { zh: '貨品', en: 'a good' })[0]! };
  }
  handSpecs.forEach((raw, seat) => {
    if (isInt(raw, 0)) hands[seat] = takeRest(raw, { zh: `${seatName(seat).zh} 的手牌`, en: `${seatName(seat).en}'s hand` });
  });
  chapelSpecs.forEach((raw, seat) => {
    if (isInt(raw, 0)) chapel[seat] = takeRest(raw, { zh: '禮拜堂下的牌', en: 'chapel cards' });
  });
  if (isInt(pos.discard, 0)) discard.push(...takeRest(pos.discard, { zh: '棄牌堆', en: 'the discard pile' }));
  let deck: number[];
  if (wholeDeck) {
    deck = wholeDeck;
    if (pos.discard !== undefined && rest.length > 0)
      fail(
        `牌數對不起來：還有 ${rest.length} 張牌不在任何地方（全部 ${CARD_COUNT} 張都要有位置）。`,
        `Card counts do not add up: ${rest.length} cards are nowhere (all ${CARD_COUNT} must be placed).`,
      );
    discard.push(...rest);
  } else deck = [...deckTop, ...rest];

  // ---- price tiles -----------------------------------------------------------------------------
  const tileNo = (v: unknown, what: Bilingual): number => {
    if (!isInt(v, 1, 5)) fail(`${what.zh}必須是 1 到 5。`, `${what.en} must be 1 to 5.`);
    return (v as number) - 1;
  };
  let priceTile: number | null = pos.priceTile === undefined ? null : tileNo(pos.priceTile, { zh: 'priceTile', en: 'priceTile' });
  if (priceTile !== null && phase !== 'trader') fail('只有商人階段才有翻開的價目表。', 'A price tile is face up only in a trader phase.');
  let priceStack: number[];
  if (pos.priceTiles !== undefined) {
    priceStack = list(pos.priceTiles, { zh: 'priceTiles', en: 'priceTiles' }).map((t, i) => tileNo(t, { zh: `第 ${i + 1} 張價目表`, en: `price tile ${i + 1}` }));
  } else priceStack = draw.shuffle([0, 1, 2, 3, 4].filter((t) => t !== priceTile));
  if (phase === 'trader' && priceTile === null) {
    priceTile = priceStack[0] ?? null;
    priceStack = priceStack.slice(1);
  }
  const allTiles = [...priceStack, ...(priceTile === null ? [] : [priceTile])].sort();
  if (allTiles.join() !== '0,1,2,3,4')
    fail('價目表要剛好是 1 到 5 各一張（翻開的加上蓋著的）。', 'The price tiles must be 1 to 5, each exactly once (face up plus face down).');

  // ---- picks, privilege, order -------------------------------------------------------------------
  const picks: RolePick[] = (pos.picks === undefined ? [] : list(pos.picks, { zh: 'picks', en: 'picks' })).map((raw, i) => {
    const [role, seat] = Array.isArray(raw) ? raw : isObject(raw) ? [raw.role, raw.seat] : [undefined, undefined];
    if (!ROLES.includes(role as Role)) fail(`第 ${i + 1} 個選過的角色不正確。`, `Pick ${i + 1} names no role.`);
    return { role: role as Role, seat: seat as number };
  });
  const expected = pickOrder(g, n);
  picks.forEach((p, i) => {
    if (p.seat !== expected[i])
      fail(
        `第 ${i + 1} 個角色應該由${expected[i] === undefined ? '（沒有人）' : seatName(expected[i]!).zh}選（從總督開始）。`,
        `Pick ${i + 1} should be made by ${expected[i] === undefined ? 'nobody' : seatName(expected[i]!).en} (from the governor on).`,
      );
    if (picks.findIndex((q) => q.role === p.role) !== i) fail(`角色 ${p.role} 被選了兩次。`, `The ${p.role} is picked twice.`);
  });
  const rolePhase = ['builder', 'producer', 'trader', 'councillor'].includes(phase);
  const last = picks[picks.length - 1];
  if (rolePhase && last?.role !== phase)
    fail(`在「${phase}」階段，最後一個選過的角色必須是它。`, `In the ${phase} phase the last pick must be that role.`);
  if (!rolePhase && picks.length >= expected.length) fail('這一輪的角色都選完了。', 'Every role of this round has been picked.');
  if ((phase === 'chapel' || phase === 'handLimit') && (picks.length > 0 || (round as number) < 2))
    fail('禮拜堂與手牌上限只在第 2 輪起、選角色之前處理。', 'The chapel and hand limit come from round 2 on, before any role is picked.');
  const holder = rolePhase ? privilegeHolder(options, last!.seat, g) : null;
  const doubled = holder === null ? false : pos.doubled === undefined ? owns(buildings[holder]!, 'library') : pos.doubled === true;
  if (doubled && holder !== null && !owns(buildings[holder]!, 'library')) fail('沒有圖書館，特權不能加倍。', 'Without a library the privilege is not doubled.');
  const libraryUsed = pos.libraryUsed === true || (n === 2 && doubled);
  const full = holder !== null ? clockwise(holder, n) : clockwise(g, n);
  let order: number[] = [];
  if (pos.order !== undefined) {
    order = list(pos.order, { zh: 'order', en: 'order' }) as number[];
    if (!order.every((s) => isInt(s, 0, n - 1))) fail('order 必須是座位編號。', 'order must list seats.');
    if (!rolePhase && phase !== 'chapel' && phase !== 'handLimit') fail('選角色時不用 order。', 'order is not used while picking a role.');
  } else if (rolePhase) order = full;
  else if (phase === 'chapel') order = full.filter((s) => owns(buildings[s]!, 'chapel') && hands[s]!.length > 0);
  else if (phase === 'handLimit') order = full.filter((s) => hands[s]!.length > (owns(buildings[s]!, 'tower') ? 12 : 7));
  const tail = full.filter((s) => order.includes(s));
  if (order.some((s, i) => s !== tail[i]) || new Set(order).size !== order.length)
    fail(`還沒行動的玩家要照順時針順序排列（從${seatName(full[0]!).zh} 開始）。`, `The seats still to act must run clockwise (from ${seatName(full[0]!).en}).`);
  if (rolePhase || phase === 'chapel' || phase === 'handLimit')
    if (order.length === 0) fail('這個階段至少要有一位玩家還沒行動。', 'At least one seat must still be to act in this phase.');
  if (phase === 'handLimit')
    for (const s of order)
      if (hands[s]!.length <= (owns(buildings[s]!, 'tower') ? 12 : 7))
        fail(`${seatName(s).zh} 沒有超過手牌上限。`, `${seatName(s).en} is not over the hand limit.`);

  let state: SanJuanState = {
    game: 'san-juan',
    players: n,
    options,
    rng: draw.state(),
    phase,
    round: round as number,
    governor: g,
    deck,
    discard,
    hands,
    buildings,
    chapel,
    priceStack,
    priceTile,
    picks,
    privileged: holder,
    doubled,
    libraryUsed,
    order,
    drawn: [],
    count: phase === 'handLimit' ? Math.max(0, hands[order[0]!]!.length - (owns(buildings[order[0]!]!, 'tower') ? 12 : 7)) : 0,
    payment: null,
    log: [['loaded', round as number]],
    logCount: 1,
  };
  if (phase === 'councillor') {
    state = councillorDraw(state);
    if (state.count === 0) fail('議員抽完牌後沒有人需要挑牌；請改從選角色開始。', 'After the councillor draws nobody has a choice; load the role pick instead.');
    state = { ...state, phase: state.drawn.length > 0 ? 'councillor' : 'archive' };
  }
  const cards = new Set<number>();
  const all = [...state.deck, ...state.discard, ...state.drawn, ...state.hands.flat(), ...state.chapel.flat()];
  for (const t of state.buildings) for (const b of t) all.push(b.card, ...(b.good === null ? [] : [b.good]));
  for (const c of all) cards.add(c);
  if (all.length !== CARD_COUNT || cards.size !== CARD_COUNT)
    fail(`牌數對不起來：局面裡有 ${all.length} 張，應該剛好 ${CARD_COUNT} 張。`, `Card counts do not add up: the position holds ${all.length} cards, not exactly ${CARD_COUNT}.`);
  if (toAct(state).length === 0) fail('這個局面沒有人可以行動。', 'Nobody can act in this position.');
  return state;
}
