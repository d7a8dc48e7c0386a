/**
 * Bilingual names for Genoa, and an offer and a counter-offer in words (the board shows them); the
 * log's other sentences and a move's description are in sentences.ts, which only tables, bots and
 * reviews load. Log lines are public: they never name a card drawn face down, a card in a hand or a
 * seat's money; what a deal hands over is public (offers are made at the table) but for its game
 * cards, which a line names only for the two parties to the deal (a `SecretLine`: every other seat
 * reads them face down, by deck), and a card played face up (an order delivered, a message paid) is
 * public. A move's description is for every seat: it never names a card offered.
 */
import type { Bilingual } from '../core/contract';
import { secretLine } from '../core/secret-line';
import { a } from '../core/text';
import { seatName } from '../core/seats';
import { CARDS, DECKS, type Deck, type Good, type Special } from './data';
import { offerSeen, facedown } from './hidden';
import { BUILDING, isBuilding, isStreet, type BuildingId, type SpaceId } from './map';
import type { Bundle, GenoaMove, GenoaState, Offer, TradeItem, YieldShare } from './types';

export { seatName };

export const GOOD_NAMES: Readonly<Record<Good, Bilingual>> = {
  silver: { zh: '銀', en: 'silver' },
  copper: { zh: '銅', en: 'copper' },
  salt: { zh: '鹽', en: 'salt' },
  pepper: { zh: '胡椒', en: 'pepper' },
  wheat: { zh: '小麥', en: 'wheat' },
  rice: { zh: '米', en: 'rice' },
  linen: { zh: '亞麻', en: 'linen' },
  silk: { zh: '絲綢', en: 'silk' },
};

export const SPECIAL_NAMES: Readonly<Record<Special, Bilingual>> = {
  extraAction: { zh: '額外行動', en: 'Extra action' },
  anyStart: { zh: '任意起始位置', en: 'Any start space' },
  anyGood: { zh: '任意貨物', en: 'Any good' },
  buildingAction: { zh: '建築行動', en: 'Building action' },
  trade: { zh: '1 換 1', en: 'Trade 1:1' },
};

/** "an Extra action", "a Trade 1:1" … */
export const aSpecial = (sp: Special): string => a(SPECIAL_NAMES[sp].en);

export const DECK_NAMES: Readonly<Record<Deck, Bilingual>> = {
  large: { zh: '大訂單', en: 'large order' },
  small: { zh: '小訂單', en: 'small order' },
  message: { zh: '信件', en: 'message' },
  privilege: { zh: '特權', en: 'privilege' },
};

export const buildingName = (id: BuildingId): Bilingual => BUILDING[id].name;

/** A space's name: a building, the market, or a street square by its coordinates. */
export function spaceName(id: SpaceId): Bilingual {
  if (isBuilding(id)) return BUILDING[id].name;
  if (id === 'market') return { zh: '市場', en: 'the market' };
  if (isStreet(id)) {
    const xy = id.slice(3);
    return { zh: `街道 ${xy}`, en: `the street ${xy}` };
  }
  return { zh: String(id), en: String(id) };
}

export const join = (items: Bilingual[], and = 'and'): Bilingual => ({
  zh: items.map((i) => i.zh).join('、'),
  en: items.length <= 2 ? items.map((i) => i.en).join(` ${and} `) : `${items.slice(0, -1).map((i) => i.en).join(', ')} ${and} ${items[items.length - 1]!.en}`,
});
export const n = (k: number, one: string, many = `${one}s`) => `${k} ${k === 1 ? one : many}`;
export const ducatsText = (k: number): Bilingual => ({ zh: `${k} 元`, en: n(k, 'ducat') });
export const who = (seat: number) => seatName(seat);

/** A game card, face up: what it names. */
export function cardName(id: number): Bilingual {
  const c = CARDS[id];
  if (!c) return { zh: `卡 ${id}`, en: `card ${id}` };
  switch (c.deck) {
    case 'large':
      return {
        zh: `${buildingName(c.villa).zh}大訂單（${c.goods.map((g) => GOOD_NAMES[g].zh).join('、')}）`,
        en: `large order for ${buildingName(c.villa).en} (${c.goods.map((g) => GOOD_NAMES[g].en).join(', ')})`,
      };
    case 'small':
      return { zh: `${buildingName(c.building).zh}小訂單（${GOOD_NAMES[c.good].zh}）`, en: `small order for ${withThe(buildingName(c.building).en)} (${GOOD_NAMES[c.good].en})` };
    case 'message':
      return {
        zh: `信件（${buildingName(c.buildings[0]).zh}—${buildingName(c.buildings[1]).zh}）`,
        en: `message ${buildingName(c.buildings[0]).en} – ${buildingName(c.buildings[1]).en}`,
      };
    case 'privilege':
      return { zh: `${buildingName(c.building).zh}特權卡`, en: `privilege for ${withThe(buildingName(c.building).en)}` };
  }
}

/** What a bundle holds, in words ("20 ducats, 1 silver and a message …"); empty → "nothing". */
export function bundleText(b: Bundle): Bilingual {
  const parts: Bilingual[] = [];
  if (b.ducats) parts.push(ducatsText(b.ducats));
  if (b.goods)
    for (const g of GOOD_LIST) {
      const k = b.goods[g];
      if (k) parts.push({ zh: `${k} 份${GOOD_NAMES[g].zh}`, en: `${k} ${GOOD_NAMES[g].en}` });
    }
  if (b.specials)
    for (const sp of SPECIAL_LIST) {
      const k = b.specials[sp];
      if (k) parts.push({ zh: `${k} 張${SPECIAL_NAMES[sp].zh}卡`, en: n(k, `${SPECIAL_NAMES[sp].en} card`) });
    }
  if (b.cards)
    for (const c of b.cards) {
      const name = cardName(c);
      parts.push({ zh: `一張${name.zh}`, en: `the ${name.en}` });
    }
  if (b.backs)
    for (const d of DECKS) {
      const k = b.backs[d];
      const name = DECK_NAMES[d];
      if (k) parts.push({ zh: `${k === 1 ? '一' : `${k} `}張${name.zh}卡（牌面朝下）`, en: `${k === 1 ? a(`${name.en} card`) : `${k} ${name.en} cards`} (face down)` });
    }
  if (b.markers) parts.push({ zh: `${b.markers} 個所有人指示物`, en: n(b.markers, 'ownership marker') });
  if (parts.length === 0) return NOTHING;
  return parts.length === 1 ? parts[0]! : join(parts);
}
const NOTHING: Bilingual = { zh: '什麼都不給', en: 'nothing' };
const GOOD_LIST = Object.keys(GOOD_NAMES) as Good[];
const SPECIAL_LIST = Object.keys(SPECIAL_NAMES) as Special[];

/** Whether a bundle hands over nothing (without building its text). */
export function isNothing(b: Bundle | undefined): boolean {
  if (!b) return true;
  if (b.ducats || b.markers || b.cards?.length || b.backs) return false;
  if (b.goods) for (const g in b.goods) if (b.goods[g as Good]) return false;
  if (b.specials) for (const sp in b.specials) if (b.specials[sp as Special]) return false;
  return true;
}

export function promiseText(p: YieldShare[]): Bilingual {
  const parts = p.map((y): Bilingual => {
    switch (y.kind) {
      case 'ducats':
        return { zh: `行動得到的錢裡的 ${y.amount} 元`, en: `${n(y.amount, 'ducat')} of what the action pays` };
      case 'good':
        return { zh: `行動拿到的${GOOD_NAMES[y.good].zh}`, en: `the ${GOOD_NAMES[y.good].en} the action yields` };
      case 'special':
        return { zh: `行動拿到的${SPECIAL_NAMES[y.special].zh}卡`, en: `the ${SPECIAL_NAMES[y.special].en} card the action yields` };
      case 'drawnCard':
        return { zh: '行動抽到的一張卡', en: 'a card the action draws' };
      case 'markers':
        return { zh: `行動拿到的 ${y.n} 個所有人指示物`, en: `${n(y.n, 'marker')} the action yields` };
    }
  });
  return join(parts);
}

/** A Chinese fragment after a verb: a space before a number ("付 5 元"), none before a word. */
export const zhAfter = (t: string): string => (/^\d/.test(t) ? ` ${t}` : t);

/** What the bidder hands over: now, and after the action (rule ⑥). */
export function whatBidderGives(o: Pick<Offer, 'bidderPays' | 'promise'>): Bilingual {
  const now = isNothing(o.bidderPays) ? null : bundleText(o.bidderPays);
  const later = o.promise.length ? promiseText(o.promise) : null;
  if (!now && !later) return { zh: '不付東西', en: 'nothing' };
  return {
    zh: [now ? `付${zhAfter(now.zh)}` : '', later ? `行動後給${later.zh}` : ''].filter(Boolean).join('，'),
    en: [now?.en, later?.en].filter(Boolean).join(' and '),
  };
}

/** "to move the tower to the Park and act there" …, per space and kind, built once. */
const KIND_CACHE: Record<string, Map<string, Bilingual>> = { actHere: new Map(), moveAndAct: new Map(), moveOnly: new Map() };
const KIND_TEXT = (o: Pick<Offer, 'kind' | 'target'>): Bilingual => {
  const cache = KIND_CACHE[o.kind] ?? KIND_CACHE.moveOnly!;
  const hit = cache.get(o.target);
  if (hit) return hit;
  const t = spaceName(o.target);
  let out: Bilingual;
  switch (o.kind) {
    case 'actHere':
      out = { zh: `在${t.zh}執行行動`, en: `to take the action at ${withThe(t.en)}` };
      break;
    case 'moveAndAct':
      out = { zh: `把交易塔移到${t.zh}並在那裡行動`, en: `to move the tower to ${withThe(t.en)} and act there` };
      break;
    default:
      out = { zh: `把交易塔移到${t.zh}`, en: `to move the tower to ${withThe(t.en)}` };
  }
  cache.set(o.target, out);
  return out;
};
/** A space's English name with "the" where English puts one ("the Park", "the street 3-2", "Villa Ricci"). */
export const withThe = (en: string) => (en.startsWith('the ') || en.startsWith('Villa') ? en : `the ${en}`);

/** A space's name as said in a sentence: "the Park", "the street 3-2", "Villa Ricci" / 公園、街道 3-2、Ricci 別墅. */
export const theSpace = (id: SpaceId): Bilingual => {
  const t = spaceName(id);
  return { zh: t.zh, en: withThe(t.en) };
};

export function offerText(o: Offer): Bilingual {
  const k = KIND_TEXT(o);
  const gives = whatBidderGives(o);
  const back = isNothing(o.traderPays) ? null : bundleText(o.traderPays);
  return {
    zh: `${who(o.bidder).zh} 出價${k.zh}：${gives.zh}${back ? `，交易商人給${zhAfter(back.zh)}` : ''}${o.extra ? '（押上一張額外行動卡）' : ''}`,
    en: `${who(o.bidder).en} offers ${gives.en} ${k.en}${back ? `, the trader giving ${back.en}` : ''}${o.extra ? ' (with an Extra action card)' : ''}`,
  };
}

/**
 * A line about a deal between `seats` (a bidder and the trader): said of `whole` for them and, when
 * its game cards are face down for the others (`open` differs), of `open` for every other seat.
 */
export function dealLine<T>(whole: T, open: T, seats: number[], say: (x: T) => Bilingual): Bilingual {
  return open === whole ? say(whole) : secretLine(say(whole), seats, say(open));
}

export const countered = (trader: number, o: Offer): Bilingual => dealLine(o, offerSeen(o, trader, -1), [o.bidder, trader], (x) => counteredLine(trader, x));

function counteredLine(trader: number, o: Offer): Bilingual {
  const gives = whatBidderGives(o);
  const back = isNothing(o.traderPays) ? null : bundleText(o.traderPays);
  const k = KIND_TEXT(o);
  return {
    zh: `${who(trader).zh} 向${who(o.bidder).zh} 還價：${k.zh}，${gives.zh}${back ? `，交易商人給${zhAfter(back.zh)}` : ''}。`,
    en: `${who(trader).en} makes ${who(o.bidder).en} a counter-offer: ${gives.en} ${k.en}${back ? `, the trader giving ${back.en}` : ''}.`,
  };
}
