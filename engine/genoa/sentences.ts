/**
 * Genoa's log sentences (but the counter-offer's, which the board shows: text.ts) and a move's
 * one-line description. Kept apart from the names in text.ts so that a chapter page, whose worked
 * examples never word a log, does not ship them: the free-play table, bots and reviews load them.
 */
import type { Bilingual } from '../core/contract';
import { a } from '../core/text';
import { facedown, offerSeen } from './hidden';
import { BUILDING, type BuildingId, type SpaceId } from './map';
import type { Deck, Good, Special } from './data';
import {
  DECK_NAMES,
  GOOD_NAMES,
  SPECIAL_NAMES,
  aSpecial,
  buildingName,
  bundleText,
  cardName,
  dealLine,
  isNothing,
  join,
  n,
  offerText,
  promiseText,
  spaceName,
  who,
  withThe,
  zhAfter,
} from './text';
import type { Bundle, GenoaMove, GenoaState, Offer, TradeItem } from './types';

export const started = (players: number, rounds: number): Bilingual => ({
  zh: `${players} 位玩家開局，玩家 A 是起始玩家；這局最多 ${rounds} 回合。`,
  en: `${players} players start; Player A is the start player. The game lasts at most ${rounds} rounds.`,
});

export const roundStarts = (round: number, last: number): Bilingual => ({
  zh: round === last ? `第 ${round} 回合開始：這是最後一回合。` : `第 ${round} 回合開始（共 ${last} 回合）。`,
  en: round === last ? `Round ${round} begins: the last round.` : `Round ${round} of ${last} begins.`,
});

export const turnStarts = (seat: number): Bilingual => ({ zh: `${who(seat).zh} 成為交易商人。`, en: `${who(seat).en} is the trader.` });

export const rolled = (seat: number, blue: number, red: number, space: SpaceId): Bilingual => ({
  zh: `${who(seat).zh} 擲出藍 ${blue}、紅 ${red}：交易塔從${spaceName(space).zh}出發。`,
  en: `${who(seat).en} rolls blue ${blue}, red ${red}: the tower starts at ${withThe(spaceName(space).en)}.`,
});

export const startByCard = (seat: number, space: SpaceId): Bilingual => ({
  zh: `${who(seat).zh} 打出任意起始位置卡，把交易塔放在${spaceName(space).zh}。`,
  en: `${who(seat).en} plays Any start space and puts the tower on ${withThe(spaceName(space).en)}.`,
});

export const marketStart = (round: number, last: number): Bilingual => ({
  zh: `回合的第一位交易商人從市場出發：回合指示物立刻前進一格，到第 ${round} 格${round === last ? '，這一回合就是最後一回合' : ''}。`,
  en: `The round's first trader starts on the market: the round marker moves on at once, to ${round}${round === last ? '; this round is the last' : ''}.`,
});

export const marketNoEffect = (why: 'later' | 'last'): Bilingual =>
  why === 'later'
    ? { zh: '交易塔從市場出發，但不是這回合的第一位交易商人：回合指示物不動。', en: 'The tower starts on the market, but not with the round\'s first trader: the round marker stays.' }
    : { zh: '最後一回合從市場出發：回合指示物不動，最後一回合照樣打完。', en: 'A market start in the last round: the marker stays, and the last round is played in full.' };

export const offered = (o: Offer, trader: number): Bilingual =>
  dealLine(o, offerSeen(o, trader, -1), [o.bidder, trader], (x) => ({ zh: `${offerText(x).zh}。`, en: `${offerText(x).en}.` }));

export const wished = (seat: number, trader: number, target: SpaceId, bundle: Bundle): Bilingual =>
  dealLine(bundle, facedown(bundle), [seat, trader], (b) => ({
    zh: `${who(seat).zh} 希望交易塔之後能到${spaceName(target).zh}（${isNothing(b) ? '沒有說要付什麼' : `願付${zhAfter(bundleText(b).zh)}`}；還不能成交）。`,
    en: `${who(seat).en} would like the tower to reach ${withThe(spaceName(target).en)} later (${isNothing(b) ? 'naming no price' : `for ${bundleText(b).en}`}; not binding yet).`,
  }));

export const noOffer = (seat: number): Bilingual => ({ zh: `${who(seat).zh} 不出價。`, en: `${who(seat).en} makes no offer.` });

export const accepted = (trader: number, o: Offer): Bilingual => dealLine(o, offerSeen(o, trader, -1), [o.bidder, trader], (x) => acceptedLine(trader, x));

function acceptedLine(trader: number, o: Offer): Bilingual {
  const pays = isNothing(o.bidderPays) ? null : bundleText(o.bidderPays);
  const back = isNothing(o.traderPays) ? null : bundleText(o.traderPays);
  const parts: Bilingual[] = [];
  if (pays) parts.push({ zh: `${pays.zh}交給交易商人`, en: `${pays.en} to the trader` });
  if (back) parts.push({ zh: `${back.zh}交給${who(o.bidder).zh}`, en: `${back.en} to ${who(o.bidder).en}` });
  if (o.promise.length) parts.push({ zh: `行動後再給${promiseText(o.promise).zh}`, en: `${promiseText(o.promise).en} after the action` });
  return {
    zh: `${who(trader).zh} 接受${who(o.bidder).zh} 的出價${parts.length ? `：${parts.map((x) => x.zh).join('，')}` : '（不用付東西）'}。`,
    en: `${who(trader).en} accepts ${who(o.bidder).en}'s offer${parts.length ? `: ${parts.map((x) => x.en).join('; ')}` : ' (nothing to pay)'}.`,
  };
}

export const agreed = (seat: number): Bilingual => ({ zh: `${who(seat).zh} 同意還價。`, en: `${who(seat).en} agrees to the counter-offer.` });
export const refusedCounter = (seat: number): Bilingual => ({ zh: `${who(seat).zh} 拒絕還價，原來的出價仍然有效。`, en: `${who(seat).en} refuses the counter-offer; the first offer still stands.` });

export const moved = (seat: number, to: SpaceId, deal: boolean): Bilingual => ({
  zh: `交易塔移到${spaceName(to).zh}${deal ? '（依協議）' : ''}，留下一個圓盤。`,
  en: `The tower moves to ${withThe(spaceName(to).en)}${deal ? ' (as agreed)' : ''} and leaves a disc.`,
});

export const stopped = (seat: number): Bilingual => ({ zh: `${who(seat).zh} 結束移動交易塔。`, en: `${who(seat).en} stops moving the tower.` });

export const acts = (seat: number, b: BuildingId, how: 'tower' | 'extra' | 'card'): Bilingual => ({
  zh: `${who(seat).zh} ${how === 'card' ? '打出建築行動卡，' : how === 'extra' ? '打出額外行動卡，' : ''}在${buildingName(b).zh}執行行動。`,
  en: `${who(seat).en} ${how === 'card' ? 'plays a Building action card and takes' : how === 'extra' ? 'plays an Extra action card and takes' : 'takes'} the action at ${withThe(buildingName(b).en)}.`,
});

export const tookGoods = (seat: number, goods: Good[]): Bilingual =>
  goods.length
    ? { zh: `${who(seat).zh} 拿了${goods.map((g) => GOOD_NAMES[g].zh).join('和')}。`, en: `${who(seat).en} takes ${join(goods.map((g) => ({ zh: '', en: `1 ${GOOD_NAMES[g].en}` }))).en}.` }
    : { zh: `這種貨物已經拿完了：${who(seat).zh} 什麼都沒拿到（行動照樣算數）。`, en: `Those goods are gone: ${who(seat).en} gets nothing (the action still counts).` };

export const tookSpecial = (seat: number, sp: Special | null, wanted: Special): Bilingual =>
  sp
    ? { zh: `${who(seat).zh} 拿了一張${SPECIAL_NAMES[sp].zh}卡。`, en: `${who(seat).en} takes ${aSpecial(sp)} card.` }
    : { zh: `${SPECIAL_NAMES[wanted].zh}卡已經拿完了：${who(seat).zh} 什麼都沒拿到。`, en: `The ${SPECIAL_NAMES[wanted].en} cards are gone: ${who(seat).en} gets nothing.` };

export const drewCards = (seat: number, deck: Deck, k: number, wanted: number): Bilingual =>
  k > 0
    ? { zh: `${who(seat).zh} 抽了 ${k} 張${DECK_NAMES[deck].zh}卡${k < wanted ? '（牌堆只剩這些）' : ''}。`, en: `${who(seat).en} draws ${n(k, `${DECK_NAMES[deck].en} card`)}${k < wanted ? ' (all that was left)' : ''}.` }
    : { zh: `${DECK_NAMES[deck].zh}卡已經抽完了：${who(seat).zh} 什麼都沒拿到。`, en: `No ${DECK_NAMES[deck].en} cards are left: ${who(seat).en} gets nothing.` };

export const tookMarkers = (seat: number, k: number): Bilingual =>
  k > 0
    ? { zh: `${who(seat).zh} 從供應區拿了 ${k} 個自己的所有人指示物。`, en: `${who(seat).en} takes ${n(k, 'ownership marker')} of their colour from the supply.` }
    : { zh: `${who(seat).zh} 的所有人指示物已經拿完了。`, en: `${who(seat).en} has no markers left in the supply.` };

export const largeOrder = (seat: number, card: number, sp: Special | null): Bilingual => ({
  zh: `${who(seat).zh} 交付${cardName(card).zh}：3 份貨物退回，拿 100 元${sp ? `和一張${SPECIAL_NAMES[sp].zh}卡` : '（特殊卡已經拿完）'}。`,
  en: `${who(seat).en} delivers the ${cardName(card).en}: 3 goods go back, 100 ducats${sp ? ` and ${aSpecial(sp)} card` : ' (no special card left)'}.`,
});

export const smallOrder = (seat: number, card: number): Bilingual => ({
  zh: `${who(seat).zh} 順便交付${cardName(card).zh}，拿 40 元。`,
  en: `${who(seat).en} also delivers the ${cardName(card).en} for 40 ducats.`,
});

export const messagePaid = (seat: number, card: number): Bilingual => ({
  zh: `${cardName(card).zh}的兩棟建築上都有圓盤：${who(seat).zh} 打出這張信件，拿 30 元。`,
  en: `Both buildings of the ${cardName(card).en} hold a disc: ${who(seat).en} plays it for 30 ducats.`,
});

export const ownerIncome = (owner: number, b: BuildingId): Bilingual => ({
  zh: `${buildingName(b).zh}是${who(owner).zh} 的：${who(owner).zh} 從銀行拿 10 元。`,
  en: `${who(owner).en} owns ${withThe(buildingName(b).en)} and takes 10 ducats from the bank.`,
});

export const promiseKept = (from: number, to: number, what: Bilingual): Bilingual => ({
  zh: `${who(from).zh} 照約定把${what.zh}交給${who(to).zh}。`,
  en: `${who(from).en} hands ${what.en} to ${who(to).en}, as promised.`,
});

export const promiseLapsed = (from: number): Bilingual => ({
  zh: `行動沒有產出約定的全部東西：${who(from).zh} 沒有的部分就不用給了。`,
  en: `The action did not yield all that ${who(from).en} promised: the shortfall lapses.`,
});

export const anyGood = (seat: number, g: Good): Bilingual => ({
  zh: `${who(seat).zh} 打出任意貨物卡，拿了 1 份${GOOD_NAMES[g].zh}。`,
  en: `${who(seat).en} plays Any good and takes 1 ${GOOD_NAMES[g].en}.`,
});

function tradeItemText(t: TradeItem, giving: boolean): Bilingual {
  switch (t.kind) {
    case 'good':
      return { zh: `1 份${GOOD_NAMES[t.good].zh}`, en: `1 ${GOOD_NAMES[t.good].en}` };
    case 'special':
      return { zh: `一張${SPECIAL_NAMES[t.special].zh}卡`, en: `${aSpecial(t.special)} card` };
    case 'card':
      return giving && t.card !== undefined ? { zh: `一張${cardName(t.card).zh}`, en: `the ${cardName(t.card).en}` } : { zh: `${DECK_NAMES[t.deck ?? 'large'].zh}牌堆最上面的一張`, en: `the top ${DECK_NAMES[t.deck ?? 'large'].en} card` };
    case 'marker':
      return { zh: '1 個所有人指示物', en: '1 ownership marker' };
  }
}

export const traded = (seat: number, give: TradeItem, take: TradeItem): Bilingual => ({
  zh: `${who(seat).zh} 打出 1 換 1 卡：拿${tradeItemText(give, true).zh}換${tradeItemText(take, false).zh}。`,
  en: `${who(seat).en} plays Trade 1:1: ${tradeItemText(give, true).en} for ${tradeItemText(take, false).en}.`,
});

export const reshuffled = (deck: Deck): Bilingual => ({
  zh: `${DECK_NAMES[deck].zh}牌堆最上面露出用過的卡：整疊洗勻，重新蓋好。`,
  en: `A used card came to the top of the ${DECK_NAMES[deck].en} deck: the whole deck is shuffled face down.`,
});

export const acquired = (seat: number, street: SpaceId, buildings: BuildingId[], takeovers: BuildingId[]): Bilingual => ({
  zh: `${who(seat).zh} 拿走${spaceName(street).zh}上的圓盤，在${buildings.map((b) => buildingName(b).zh).join('和')}放上所有人指示物${takeovers.length ? `（${takeovers.map((b) => buildingName(b).zh).join('、')}多花 1 個指示物搶下）` : ''}。`,
  en: `${who(seat).en} takes the disc from ${spaceName(street).en} and puts a marker on ${join(buildings.map((b) => ({ zh: '', en: withThe(buildingName(b).en) }))).en}${takeovers.length ? ` (taking over ${join(takeovers.map((b) => ({ zh: '', en: withThe(buildingName(b).en) }))).en} for one marker more)` : ''}.`,
});

export const passedAcquisition = (seat: number): Bilingual => ({ zh: `${who(seat).zh} 不取得建築。`, en: `${who(seat).en} acquires no building.` });

export const gameOver = (winners: number[]): Bilingual => ({
  zh: `遊戲結束：${winners.map((w) => who(w).zh).join('、')} ${winners.length > 1 ? '並列' : ''}獲勝。`,
  en: `Game over: ${winners.map((w) => who(w).en).join(' and ')} ${winners.length > 1 ? 'share the win' : 'wins'}.`,
});

/** A one-line description of a move for the log and the move lists. */
export function describeMove(st: GenoaState, m: GenoaMove): Bilingual {
  const w = who(m.seat);
  switch (m.type) {
    case 'roll':
      return { zh: `${w.zh}：擲骰決定起始格`, en: `${w.en}: roll for the start space` };
    case 'anyStart':
      return { zh: `${w.zh}：用任意起始位置卡從${spaceName(m.space).zh}出發`, en: `${w.en}: start at ${withThe(spaceName(m.space).en)} with Any start space` };
    case 'offer':
      return offerText(offerSeen({ ...m.offer, bidder: m.seat }, st.trader, -1));
    case 'wish':
      return { zh: `${w.zh}：希望交易塔之後到${spaceName(m.target).zh}`, en: `${w.en}: wish for ${withThe(spaceName(m.target).en)}` };
    case 'noOffer':
      return { zh: `${w.zh}：不出價`, en: `${w.en}: no offer` };
    case 'accept':
      return { zh: `${w.zh}：接受${who(m.bidder).zh} 的出價`, en: `${w.en}: accept ${who(m.bidder).en}'s offer` };
    case 'counter':
      return { zh: `${w.zh}：向${who(m.offer.bidder).zh} 還價`, en: `${w.en}: counter-offer to ${who(m.offer.bidder).en}` };
    case 'agree':
      return { zh: `${w.zh}：同意還價`, en: `${w.en}: agree to the counter-offer` };
    case 'refuse':
      return { zh: `${w.zh}：拒絕還價`, en: `${w.en}: refuse the counter-offer` };
    case 'actHere': {
      const here = st.path[st.path.length - 1];
      const name = here ? spaceName(here) : { zh: '這裡', en: 'here' };
      return { zh: `${w.zh}：${m.extra ? '用額外行動卡' : ''}在${name.zh}行動`, en: `${w.en}: act at ${withThe(name.en)}${m.extra ? ' with an Extra action card' : ''}` };
    }
    case 'move':
      return { zh: `${w.zh}：把交易塔移到${spaceName(m.to).zh}`, en: `${w.en}: move the tower to ${withThe(spaceName(m.to).en)}` };
    case 'stop':
      return { zh: `${w.zh}：結束移動`, en: `${w.en}: stop moving` };
    case 'act': {
      const parts: Bilingual[] = [];
      if (m.largeOrder !== undefined) parts.push({ zh: `交付${cardName(m.largeOrder).zh}`, en: `deliver the ${cardName(m.largeOrder).en}` });
      else if (st.pending && BUILDING[st.pending.building].kind === 'villa') parts.push({ zh: '抽一張特權卡', en: 'draw a privilege' });
      if (m.special) parts.push({ zh: `選${SPECIAL_NAMES[m.special].zh}卡`, en: `take ${aSpecial(m.special)} card` });
      if (m.smallOrder !== undefined) parts.push({ zh: `順便交付${cardName(m.smallOrder).zh}`, en: `also deliver the ${cardName(m.smallOrder).en}` });
      if (!parts.length) parts.push({ zh: '執行行動', en: 'take the action' });
      return { zh: `${w.zh}：${parts.map((p) => p.zh).join('，')}`, en: `${w.en}: ${parts.map((p) => p.en).join(', ')}` };
    }
    case 'useAnyGood':
      return { zh: `${w.zh}：用任意貨物卡拿${GOOD_NAMES[m.good].zh}`, en: `${w.en}: play Any good for ${GOOD_NAMES[m.good].en}` };
    case 'useBuildingAction':
      return { zh: `${w.zh}：用建築行動卡在${buildingName(m.building).zh}行動`, en: `${w.en}: play Building action at ${withThe(buildingName(m.building).en)}` };
    case 'useTrade':
      return { zh: `${w.zh}：1 換 1，${tradeItemText(m.give, true).zh}換${tradeItemText(m.take, false).zh}`, en: `${w.en}: play Trade 1:1, ${tradeItemText(m.give, true).en} for ${tradeItemText(m.take, false).en}` };
    case 'acquire':
      return {
        zh: `${w.zh}：從${spaceName(m.street).zh}取得${m.buildings.map((b) => buildingName(b).zh).join('和')}`,
        en: `${w.en}: from ${spaceName(m.street).en}, acquire ${m.buildings.map((b) => withThe(buildingName(b).en)).join(' and ')}`,
      };
    case 'pass':
      return { zh: `${w.zh}：不取得建築`, en: `${w.en}: acquire nothing` };
  }
}
