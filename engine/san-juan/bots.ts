/**
 * San Juan's bots. Both decide from `sanJuan.view(state, seat)` and the legal moves only: their own
 * hand, every tableau (goods face down, so only whether a building holds one), hand sizes and the
 * public log. Everything is valued in victory points; a hand card is worth `CARD` points as money.
 *
 * Easy: fixed building values (printed points plus a flat bonus for what the building does),
 * builds the best affordable one, produces and sells whenever it can, keeps and pays by that same
 * value, picks the role that helps itself most.
 * Strong: building values by game stage (an effect is worth its yearly yield times the rounds
 * left, a production building its share of goods, the 6-cost buildings their expected end bonus),
 * combos (quarry or smithy with the cards in hand, library with the roles it doubles, trading post,
 * market stand and hall with goods), role choice by its own gain less what the others get from the
 * same role (the leader weighted most), the library saved for the best pick of a two-player round,
 * chapel tucks and end-game 6-cost targets, and keeping the cards that pay for them.
 *
 * A reason may name the bot's own hand cards; whenever it does (paying, discarding, tucking, a
 * councillor's keep) the choice also carries a `publicReason` that gives the same why without
 * naming any card the other seats cannot see. Reasons for public moves name only what is on the
 * table: the building being built and the one it covers, goods, roles, the gold mine's cards.
 */
import type { Bilingual } from '../core/contract';
import type { Bot, BotChoice, GameBots } from '../core/bot';
import { argmaxSeeded, spoken } from '../core/bot-kit';
import { CARD_BUILDING, CARD_COST, CARD_IS_PRODUCTION, CARD_VP, GOOD_NAMES, goodOf, PRICE_TILES, GOODS, type BuildingId, type Good } from './cards';
import { cardName, cardsText, ROLE_NAMES } from './text';
import type { BuildingView, Role, SanJuanMove, SanJuanView } from './types';

type Move<T extends SanJuanMove['type']> = Extract<SanJuanMove, { type: T }>;

// ---- knobs -----------------------------------------------------------------------------------

interface Style {
  level: 'easy' | 'strong';
  /** Value of one hand card (as money) in points. */
  card: number;
  /** How much the others' gain from a role counts against it. */
  rivalry: number;
  /** Use the stage-aware building values and combos. */
  stage: boolean;
}

const EASY: Style = { level: 'easy', card: 0.55, rivalry: 0.15, stage: false };
const STRONG: Style = { level: 'strong', card: 0.5, rivalry: 0.45, stage: true };

/** The average cards one good of each kind sells for over the five price tiles. */
const AVG_PRICE: Readonly<Record<Good, number>> = Object.fromEntries(
  GOODS.map((g, i) => [g, PRICE_TILES.reduce((t, tile) => t + tile[i]!, 0) / PRICE_TILES.length]),
) as Record<Good, number>;

/** Cards a violet building brings in one round, roughly (its effect as a yield). */
const YIELD: Partial<Record<BuildingId, number>> = {
  smithy: 0.25,
  gold_mine: 0.2,
  archive: 0.2,
  poor_house: 0.25,
  black_market: 0.3,
  trading_post: 0.4,
  well: 0.3,
  market_stand: 0.3,
  crane: 0.15,
  tower: 0.25,
  chapel: 0.9,
  aqueduct: 0.45,
  carpenter: 0.45,
  prefecture: 0.55,
  market_hall: 0.5,
  quarry: 0.6,
  library: 1.1,
};

/** Easy's flat bonus (points) for what a violet building does. */
const EASY_BONUS: Partial<Record<BuildingId, number>> = {
  smithy: 1,
  gold_mine: 0.5,
  archive: 0.5,
  poor_house: 0.8,
  black_market: 0.8,
  trading_post: 1.2,
  well: 1,
  market_stand: 1,
  crane: 0.3,
  tower: 0.8,
  chapel: 2,
  aqueduct: 1.5,
  carpenter: 1.5,
  prefecture: 1.5,
  market_hall: 1.5,
  quarry: 1.5,
  library: 2.5,
  guild_hall: 6,
  city_hall: 6,
  triumphal_arch: 5,
  palace: 6,
};

// ---- what the seat knows --------------------------------------------------------------------

interface Ctx {
  v: SanJuanView;
  style: Style;
  me: number;
  mine: BuildingView[];
  ids: Set<BuildingId>;
  /** Rounds likely still to come after this one. */
  left: number;
  /** 0 at the start, 1 when someone is about to reach 12 buildings. */
  stage: number;
}

const has = (tableau: readonly BuildingView[], id: BuildingId): boolean => tableau.some((b) => CARD_BUILDING[b.card] === id);

function makeCtx(v: SanJuanView, style: Style): Ctx {
  const mine = v.buildings[v.seat] ?? [];
  const most = Math.max(...v.buildings.map((t) => t.length));
  // about one building per player and round; the game ends in the builder phase at 12
  const left = Math.max(0, 12 - most - 0.5) * 1.1;
  return { v, style, me: v.seat, mine, ids: new Set(mine.map((b) => CARD_BUILDING[b.card]!)), left, stage: Math.min(1, (most - 1) / 10) };
}

const productionCount = (t: readonly BuildingView[]): number => t.filter((b) => CARD_IS_PRODUCTION[b.card]).length;
const monumentsOf = (ids: Set<BuildingId>): number => ['statue', 'victory_column', 'hero'].filter((m) => ids.has(m as BuildingId)).length;

/** Points a building is worth to this seat if it stands in front of it (over `over` if given). */
function buildingValue(ctx: Ctx, card: number, over?: number): number {
  const id = CARD_BUILDING[card]!;
  const vp = CARD_VP[card]!;
  const { style, ids, mine, left } = ctx;
  const hand = ctx.v.hand;
  const prod = productionCount(mine) - (over !== undefined && CARD_IS_PRODUCTION[over] ? 1 : 0);
  const violet = mine.length - productionCount(mine) - (over !== undefined && !CARD_IS_PRODUCTION[over] ? 1 : 0);
  let value: number;
  if (!style.stage) {
    if (CARD_IS_PRODUCTION[card]) value = vp + 0.6 + 0.3 * AVG_PRICE[goodOf(card)!];
    else value = vp + (EASY_BONUS[id] ?? 0);
  } else if (CARD_IS_PRODUCTION[card]) {
    const good = goodOf(card)!;
    // a good every few rounds, sold at the average price; more with the trade buildings
    let rate = 0.33;
    if (ids.has('trading_post')) rate += 0.05;
    if (ids.has('aqueduct')) rate += 0.04;
    if (ids.has('well')) rate += 0.04;
    if (ids.has('market_stand') || ids.has('market_hall')) rate += 0.05;
    if (ids.has('library')) rate += 0.04;
    const crowd = Math.max(0, prod - 4) * 0.05; // a big farm rarely fills every building
    value = vp + Math.max(0.1, rate - crowd) * AVG_PRICE[good] * left * style.card;
    if (ids.has('guild_hall')) value += 2;
    if (hand.some((c) => CARD_BUILDING[c] === 'guild_hall')) value += 1.2;
  } else {
    value = vp + (YIELD[id] ?? 0) * left * style.card;
    switch (id) {
      case 'smithy':
        value += hand.filter((c) => CARD_IS_PRODUCTION[c]).length * 0.4 * style.card;
        break;
      case 'quarry':
        value += hand.filter((c) => !CARD_IS_PRODUCTION[c]).length * 0.5 * style.card;
        break;
      case 'carpenter':
        value += hand.filter((c) => !CARD_IS_PRODUCTION[c]).length * 0.3 * style.card;
        break;
      case 'trading_post':
      case 'market_stand':
      case 'market_hall':
      case 'well':
      case 'aqueduct':
      case 'black_market':
        value *= Math.min(1.4, 0.4 + 0.25 * prod);
        break;
      case 'chapel':
        value = vp + Math.min(left, 9) * 0.75;
        break;
      case 'guild_hall':
        value = 2 * (prod + Math.min(2, left / 4));
        break;
      case 'city_hall':
        value = violet + 1 + Math.min(4, left / 2);
        break;
      case 'triumphal_arch': {
        const owned = monumentsOf(ids);
        const inHand = ['statue', 'victory_column', 'hero'].filter((m) => !ids.has(m as BuildingId) && hand.some((c) => CARD_BUILDING[c] === m)).length;
        const expect = Math.min(3, owned + Math.min(inHand, 1 + Math.floor(left / 4)));
        value = [1, 4, 6, 8][expect]! + 0.5;
        break;
      }
      case 'palace': {
        const now = mine.reduce((t, b) => t + CARD_VP[b.card]!, 0) + ctx.v.chapelCounts[ctx.me]!;
        value = (now + 2 * left + 6) / 4;
        break;
      }
      default:
        break;
    }
    // a 6-cost building's bonus grows with the rest of the city: near the end it is the best buy
    if (CARD_COST[card] === 6) value += ctx.stage * 1.5;
    // effects pay back only if there are rounds left to use them
    if (left < 1.5 && YIELD[id] !== undefined && id !== 'chapel') value = vp + 0.1;
  }
  if (over !== undefined) value -= CARD_VP[over]! + (style.stage ? 0.5 * (YIELD[CARD_BUILDING[over]!] ?? 0) * left * style.card : 0);
  return value;
}

/** Points a hand card is worth kept (as a future building or as money). */
function keepValue(ctx: Ctx, card: number): number {
  const id = CARD_BUILDING[card]!;
  if (!CARD_IS_PRODUCTION[card] && ctx.ids.has(id)) return ctx.style.card * 0.9; // only money now
  const net = buildingValue(ctx, card) - CARD_COST[card]! * ctx.style.card;
  return ctx.style.card + Math.max(0, net) * 0.5;
}

/** The cheapest cards to give up: lowest keep value first. */
function cheapestFirst(ctx: Ctx, cards: readonly number[]): number[] {
  return cards.slice().sort((a, b) => keepValue(ctx, a) - keepValue(ctx, b) || a - b);
}

// ---- texts -----------------------------------------------------------------------------------

const names = (cards: readonly number[]): Bilingual => ({
  zh: cards.map((c) => cardName(c).zh).join('、'),
  en: cards.map((c) => cardName(c).en).join(', '),
});
const goodsNames = (buildings: readonly number[]): Bilingual => ({
  zh: buildings.map((b) => GOOD_NAMES[goodOf(b)!].zh).join('、'),
  en: buildings.map((b) => GOOD_NAMES[goodOf(b)!].en).join(', '),
});
const n1 = (x: number): string => (Math.round(x * 10) / 10).toString();
/** "1 point", "2.5 points". */
const points = (x: number): string => `${n1(x)} ${n1(x) === '1' ? 'point' : 'points'}`;

// ---- role choice -------------------------------------------------------------------------------

interface RoleGain {
  mine: number;
  others: number[];
}

/** Cards a seat would gain in a builder phase: the saving on its best affordable building. */
function builderGain(ctx: Ctx, seat: number, reduction: number): number {
  if (seat === ctx.me) {
    let best = 0;
    const hand = ctx.v.hand;
    for (const card of hand) {
      const id = CARD_BUILDING[card]!;
      if (!CARD_IS_PRODUCTION[card] && ctx.ids.has(id)) continue;
      let cost = CARD_COST[card]! - reduction;
      if (CARD_IS_PRODUCTION[card] && ctx.ids.has('smithy')) cost--;
      if (!CARD_IS_PRODUCTION[card] && ctx.ids.has('quarry')) cost--;
      cost = Math.max(0, cost);
      const goods = ctx.ids.has('black_market') ? Math.min(2, ctx.mine.filter((b) => b.good).length) : 0;
      if (Math.max(0, cost - goods) > hand.length - 1) continue;
      best = Math.max(best, buildingValue(ctx, card) - cost * ctx.style.card);
    }
    return best;
  }
  const cards = ctx.v.handSizes[seat]!;
  return cards >= 2 ? Math.min(3, 0.5 + cards * 0.3) + reduction * ctx.style.card : 0.2;
}

function goodsValue(t: readonly BuildingView[], full: boolean): number[] {
  return t.filter((b) => CARD_IS_PRODUCTION[b.card] && b.good === full).map((b) => AVG_PRICE[goodOf(b.card)!]).sort((a, b) => b - a);
}

function roleGains(ctx: Ctx, role: Role, doubled: boolean): RoleGain {
  const { v, style } = ctx;
  const c = style.card;
  const others: number[] = [];
  let mine = 0;
  const extra = doubled ? 2 : 1;
  for (let seat = 0; seat < v.players; seat++) {
    const t = v.buildings[seat]!;
    const own = seat === ctx.me;
    const owns = (id: BuildingId) => has(t, id);
    let g = 0;
    switch (role) {
      case 'builder':
        g = builderGain(ctx, seat, own ? extra : 0);
        break;
      case 'producer': {
        const n = 1 + (own ? extra : 0) + (owns('aqueduct') ? 1 : 0);
        const empty = goodsValue(t, false).slice(0, n);
        g = empty.reduce((a, b) => a + b, 0) * c * 0.8 + (owns('well') && empty.length >= 2 ? c : 0);
        break;
      }
      case 'trader': {
        const n = 1 + (own ? extra : 0) + (owns('trading_post') ? 1 : 0);
        const full = goodsValue(t, true).slice(0, n);
        g = full.reduce((a, b) => a + b, 0) * c;
        if (full.length >= 1 && owns('market_hall')) g += c;
        if (full.length >= 2 && owns('market_stand')) g += c;
        // the seller also frees buildings for the next production
        g += full.length * 0.15;
        break;
      }
      case 'councillor': {
        const keep = owns('prefecture') ? 2 : 1;
        g = keep * c + (own ? (doubled ? 0.8 : 0.55) : 0.2) + (owns('archive') ? 0.2 : 0);
        break;
      }
      case 'prospector':
        g = (own ? extra * c : 0) + (owns('gold_mine') ? 0.25 * c : 0);
        break;
    }
    if (own) mine = g;
    else others.push(g);
  }
  return { mine, others };
}

function scoreRole(ctx: Ctx, gain: RoleGain): number {
  if (gain.others.length === 0) return gain.mine;
  const max = Math.max(...gain.others);
  const avg = gain.others.reduce((a, b) => a + b, 0) / gain.others.length;
  return gain.mine - ctx.style.rivalry * (0.5 * max + 0.5 * avg) * (ctx.v.players === 2 ? 1.4 : 1);
}

function roleReason(role: Role, gain: RoleGain, library: boolean | undefined): Bilingual {
  const lib = library === true ? { zh: '，並用上圖書館', en: ', with the library' } : library === false ? { zh: '，圖書館留到之後', en: ', saving the library for later' } : { zh: '', en: '' };
  const others = gain.others.length ? Math.max(...gain.others) : 0;
  const what: Record<Role, Bilingual> = {
    builder: { zh: '我有一棟值得蓋的建築，特權能省牌', en: 'I have a building worth putting up and the privilege saves cards' },
    producer: { zh: '我有空的生產建築可以放貨品', en: 'I have empty production buildings to fill' },
    trader: { zh: '我有貨品可以換牌', en: 'I have goods to turn into cards' },
    councillor: { zh: '抽多張挑一張能找到更合用的牌', en: 'drawing several and keeping the best finds me a better card' },
    prospector: { zh: '它只給我牌，對手什麼都拿不到', en: 'it gives me a card and the others nothing' },
  };
  return {
    zh: `我選${ROLE_NAMES[role].zh}${lib.zh}：${what[role].zh}（我約得 ${n1(gain.mine)} 分，對手最多約 ${n1(others)} 分）。`,
    en: `I pick the ${ROLE_NAMES[role].en}${lib.en}: ${what[role].en} (about ${points(gain.mine)} for me, at most ${n1(others)} for a rival).`,
  };
}

function choosePick(ctx: Ctx, legal: Move<'pickRole'>[], seed: number): BotChoice<SanJuanMove> {
  const v = ctx.v;
  const hasLibrary = ctx.ids.has('library');
  // a two-player governor picking first may save the library for the last pick of the round
  const picksLeftForMe = v.players === 2 && v.picks.length === 0 ? 2 : 1;
  const scores = legal.map((m) => {
    const doubled = m.library === true || (m.library === undefined && hasLibrary && !(v.players === 2 && v.libraryUsed));
    const s = scoreRole(ctx, roleGains(ctx, m.role, doubled));
    if (m.library === false && ctx.style.stage && picksLeftForMe === 2) {
      // saving it is worth the best doubled gain left for the later pick
      const rest = legal.filter((o) => o.role !== m.role && o.library === true).map((o) => roleGains(ctx, o.role, true).mine - roleGains(ctx, o.role, false).mine);
      return s + 0.6 * Math.max(0, ...rest);
    }
    if (m.library === false && !ctx.style.stage) return s - 0.01;
    return s;
  });
  const i = argmaxSeeded(scores, seed, 1e-6);
  const move = legal[i]!;
  const doubled = move.library === true || (move.library === undefined && hasLibrary && !(v.players === 2 && v.libraryUsed));
  return { move, reason: roleReason(move.role, roleGains(ctx, move.role, doubled), move.library) };
}

// ---- builder -------------------------------------------------------------------------------------

function buildCost(ctx: Ctx, m: Move<'build'>): number {
  const card = m.card;
  let cost = CARD_COST[card]! - (m.over === undefined ? 0 : CARD_COST[m.over]!);
  if (ctx.v.privileged === ctx.me) cost -= ctx.v.doubled ? 2 : 1;
  if (CARD_IS_PRODUCTION[card] && ctx.ids.has('smithy')) cost--;
  if (!CARD_IS_PRODUCTION[card] && ctx.ids.has('quarry')) cost--;
  return Math.max(0, cost);
}

function chooseBuild(ctx: Ctx, legal: SanJuanMove[], seed: number): BotChoice<SanJuanMove> {
  const c = ctx.style.card;
  const hand = ctx.v.hand;
  const scores = legal.map((m) => {
    if (m.type !== 'build') {
      // waiting is worth a little when the hand is saving up for something dear
      const dear = hand.some((x) => CARD_COST[x]! >= 5 && keepValue(ctx, x) > c * 1.5);
      return ctx.style.stage && dear && ctx.left > 3 ? 0.3 : 0;
    }
    const cost = buildCost(ctx, m);
    const goods = m.goods?.length ?? 0;
    const cards = cost - goods;
    // cards paid are money lost; goods paid are worth about one card each in a future sale
    const goodsCost = m.goods ? m.goods.reduce((t, g) => t + 0.6 * AVG_PRICE[goodOf(g)!] * c, 0) : 0;
    let s = buildingValue(ctx, m.card, m.over) - cards * c - goodsCost - (keepValue(ctx, m.card) - c) * 0.3;
    // the last building decides the end: a finisher makes sure it is worth it
    if (ctx.mine.length === 11 && m.over === undefined) s += ctx.style.stage ? 1 : 0;
    // keep enough cards to act next round
    if (ctx.style.stage && hand.length - 1 - cards === 0 && !ctx.ids.has('poor_house')) s -= 0.3;
    return s;
  });
  const i = argmaxSeeded(scores, seed, 1e-6);
  const move = legal[i]!;
  if (move.type !== 'build')
    return {
      move,
      reason: { zh: '這次不蓋：手上沒有划算又付得起的建築。', en: 'I do not build this time: nothing I can afford is worth its price.' },
    };
  const cost = buildCost(ctx, move);
  const goods = move.goods?.length ?? 0;
  const over = move.over === undefined ? { zh: '', en: '' } : { zh: `，用起重機蓋在${cardName(move.over).zh}上`, en: ` over my ${cardName(move.over).en} with the crane` };
  const paidGoods = goods ? { zh: `，其中 ${goods} 個貨品抵付`, en: `, ${goods} of it in goods` } : { zh: '', en: '' };
  return {
    move,
    reason: {
      zh: `我蓋${cardName(move.card).zh}${over.zh}，付 ${cardsText(cost).zh}${paidGoods.zh}：在這個階段它約值 ${n1(buildingValue(ctx, move.card, move.over))} 分。`,
      en: `I build the ${cardName(move.card).en}${over.en} for ${cardsText(cost).en}${paidGoods.en}: at this stage it is worth about ${points(buildingValue(ctx, move.card, move.over))}.`,
    },
  };
}

function choosePay(ctx: Ctx, legal: Move<'pay'>[]): BotChoice<SanJuanMove> {
  const order = cheapestFirst(ctx, legal.map((m) => m.card));
  const card = order[0]!;
  const move = legal.find((m) => m.card === card)!;
  return {
    move,
    reason: {
      zh: `我用${cardName(card).zh}付款：它是手上最不需要的牌。`,
      en: `I pay with the ${cardName(card).en}: it is the card in my hand I need least.`,
    },
    publicReason: { zh: '我拿手上最不需要的牌付款。', en: 'I pay with the card in my hand I need least.' },
  };
}

// ---- producer and trader -------------------------------------------------------------------------

function chooseGoods(ctx: Ctx, legal: SanJuanMove[], seed: number, kind: 'produce' | 'sell'): BotChoice<SanJuanMove> {
  const scores = legal.map((m) => {
    if (m.type !== kind) return 0;
    const list = (m as Move<'produce'> | Move<'sell'>).buildings;
    return list.reduce((t, b) => t + AVG_PRICE[goodOf(b)!] + 1, 0);
  });
  const i = argmaxSeeded(scores, seed, 1e-6);
  const move = legal[i]!;
  if (move.type === 'pass')
    return {
      move,
      reason:
        kind === 'produce'
          ? { zh: '我沒有空的生產建築，這次不生產。', en: 'I have no empty production building, so I produce nothing.' }
          : { zh: '我沒有貨品可賣，這次不賣。', en: 'I have no goods to sell this time.' },
    };
  const list = (move as Move<'produce'> | Move<'sell'>).buildings;
  const g = goodsNames(list);
  return {
    move,
    reason:
      kind === 'produce'
        ? { zh: `我生產${g.zh}：盡量多做，也先做最值錢的。`, en: `I produce ${g.en}: as many goods as I may, the dearest first.` }
        : { zh: `我賣${g.zh}：能賣幾個就賣幾個，先賣價錢最好的。`, en: `I sell ${g.en}: as many as I may, the best-paid first.` },
  };
}

// ---- cards to keep or give up ----------------------------------------------------------------------

function chooseKeep(ctx: Ctx, legal: Move<'keep'>[], seed: number): BotChoice<SanJuanMove> {
  const scores = legal.map((m) => m.cards.reduce((t, c) => t + keepValue(ctx, c), 0));
  const move = legal[argmaxSeeded(scores, seed, 1e-6)]!;
  // the gold mine's cards lie face up, so its reason is public; a councillor's draw is not
  if (ctx.v.phase === 'goldMine')
    return {
      move,
      reason: { zh: `金礦坑翻出的牌裡，我留下${names(move.cards).zh}：它對我的城最有用。`, en: `Of the gold mine's cards I keep the ${names(move.cards).en}: it does most for my city.` },
    };
  const n = move.cards.length;
  return {
    move,
    reason:
      n === 1
        ? { zh: `我留下${names(move.cards).zh}：抽到的牌裡它最值得蓋或最能付錢。`, en: `I keep the ${names(move.cards).en}: of the cards drawn it is the best to build or pay with.` }
        : { zh: `我留下${names(move.cards).zh}：抽到的牌裡它們最值得蓋或最能付錢。`, en: `I keep the ${names(move.cards).en}: of the cards drawn they are the best to build or pay with.` },
    publicReason:
      n === 1
        ? { zh: '抽到的牌裡，我留下最值得蓋或最能付錢的那張。', en: 'Of the cards drawn I keep the one best to build or pay with.' }
        : { zh: `抽到的牌裡，我留下最值得蓋或最能付錢的 ${n} 張。`, en: `Of the cards drawn I keep the ${n} best to build or pay with.` },
  };
}

function chooseDiscard(ctx: Ctx, legal: Move<'discard'>[]): BotChoice<SanJuanMove> {
  const card = cheapestFirst(ctx, legal.map((m) => m.card))[0]!;
  const move = legal.find((m) => m.card === card)!;
  const why: Record<string, Bilingual> = {
    handLimit: { zh: '手牌超過上限', en: 'My hand is over the limit' },
    archive: { zh: '檔案館讓我從整手牌裡挑', en: 'The archive lets me choose from my whole hand' },
    startHand: { zh: '起始手牌只能留 4 張', en: 'I may keep only 4 starting cards' },
  };
  const w = why[ctx.v.phase] ?? why.handLimit!;
  return {
    move,
    reason: { zh: `${w.zh}，我棄掉最不需要的${cardName(card).zh}。`, en: `${w.en}, so I discard the ${cardName(card).en}, the card I need least.` },
    publicReason: { zh: `${w.zh}，我棄掉最不需要的牌，留下能蓋或能付錢的。`, en: `${w.en}, so I discard the card I need least and keep the ones I can build or pay with.` },
  };
}

function chooseChapel(ctx: Ctx, legal: SanJuanMove[]): BotChoice<SanJuanMove> {
  const hand = ctx.v.hand;
  const card = cheapestFirst(ctx, hand)[0];
  const tuck = legal.find((m) => m.type === 'tuck' && m.card === card);
  // a tucked card is a sure point; keep a working hand unless the game is nearly over
  const limit = ctx.ids.has('tower') ? 12 : 7;
  const worth = ctx.style.stage ? hand.length >= 4 || hand.length > limit || ctx.left < 2 : hand.length >= 3;
  if (tuck && card !== undefined && worth)
    return {
      move: tuck,
      reason: { zh: `我把${cardName(card).zh}壓到禮拜堂下：多 1 分，而它是我最不需要的牌。`, en: `I tuck the ${cardName(card).en} under my chapel: a sure point from the card I need least.` },
      publicReason: { zh: '我把 1 張手牌壓到禮拜堂下：多 1 分，用的是最不需要的那張。', en: 'I tuck a card under my chapel: a sure point from the card I need least.' },
    };
  const pass = legal.find((m) => m.type === 'pass')!;
  return { move: pass, reason: { zh: '手牌不多，這輪我不壓牌，留著付費。', en: 'My hand is small, so I keep every card to pay with this round.' } };
}

// ---- the decision ---------------------------------------------------------------------------------

function decide(style: Style, view: SanJuanView, legal: SanJuanMove[], seed: number): BotChoice<SanJuanMove> {
  const ctx = makeCtx(view, style);
  const first = legal[0];
  if (!first) throw new Error('no legal move');
  if (legal.length === 1 && first.type === 'pass')
    return { move: first, reason: { zh: '我沒有別的選擇，只能放棄。', en: 'I have no other choice than to pass.' } };
  switch (view.phase) {
    case 'pickRole':
      return choosePick(ctx, legal as Move<'pickRole'>[], seed);
    case 'builder':
      return chooseBuild(ctx, legal, seed);
    case 'payment':
      return choosePay(ctx, legal as Move<'pay'>[]);
    case 'producer':
      return chooseGoods(ctx, legal, seed, 'produce');
    case 'trader':
      return chooseGoods(ctx, legal, seed, 'sell');
    case 'councillor':
    case 'goldMine':
      return chooseKeep(ctx, legal as Move<'keep'>[], seed);
    case 'archive':
    case 'handLimit':
    case 'startHand':
      return chooseDiscard(ctx, legal as Move<'discard'>[]);
    case 'chapel':
      return chooseChapel(ctx, legal);
    default:
      return { move: first, reason: { zh: '這是唯一能做的一步。', en: 'This is the only move there is.' } };
  }
}

export const easyBot: Bot<SanJuanView, SanJuanMove> = {
  level: 'easy',
  choose: (view, legal, seed) => spoken(decide(EASY, view, legal, seed)),
};

export const strongBot: Bot<SanJuanView, SanJuanMove> = {
  level: 'strong',
  choose: (view, legal, seed) => spoken(decide(STRONG, view, legal, seed)),
};

export const sanJuanBots: GameBots<SanJuanView, SanJuanMove> = { easy: easyBot, strong: strongBot };

/** A strong bot with some knobs changed (for comparisons and tuning). */
export function tunedStrongBot(changes: Partial<Omit<Style, 'level'>>): Bot<SanJuanView, SanJuanMove> {
  const style = { ...STRONG, ...changes };
  return { level: 'strong', choose: (view, legal, seed) => spoken(decide(style, view, legal, seed)) };
}

