/** The move checker: every refusal names its rule, its chapter section and says why in both languages. */
import type { Violation } from '../core/contract';
import { seatLetter } from '../core/seats';
import { isInt, isObject, violation } from '../core/violation';
import { CARDS, GOODS, SPECIALS, type Good } from './data';
import { bidderCanPay, counterProblem, forcedSale, forcedSaleViolation, isSpace, offerProblem, traderCanPay, wishProblem } from './deals';
import { actingSeat } from './acting';
import { BUILDING, TOUCHES, isBuilding, isStreet } from './map';
import { actChoices, bindingChoices, card, count, holds, moveTargets, normalLeft, openBuilding, openStreets, ownedBy, placementCost, stepsLeft, tradeProblem } from './rules';
import { GOOD_NAMES, buildingName, spaceName } from './text';
import type { GenoaMove, GenoaPhase, GenoaState, Offer } from './types';

const NR = 'negotiation-rules';

const MOVES_BY_PHASE: Record<GenoaPhase, readonly GenoaMove['type'][]> = {
  start: ['roll', 'anyStart', 'useAnyGood', 'useBuildingAction', 'useTrade'],
  bidding: ['offer', 'wish', 'noOffer'],
  trader: ['accept', 'counter', 'actHere', 'move', 'stop', 'useAnyGood', 'useBuildingAction', 'useTrade'],
  counter: ['agree', 'refuse'],
  action: ['act'],
  acquisition: ['acquire', 'pass'],
  gameOver: [],
};

const ALL_TYPES = new Set(Object.values(MOVES_BY_PHASE).flat());

export const SECTION_OF_PHASE: Record<GenoaPhase, string> = {
  start: 'turn',
  bidding: 'negotiation',
  trader: 'negotiation',
  counter: 'negotiation-rules',
  action: 'buildings',
  acquisition: 'acquisition',
  gameOver: 'game-end',
};

const PHASE_NAMES: Record<GenoaPhase, { zh: string; en: string }> = {
  start: { zh: '決定起始格', en: 'choosing the start space' },
  bidding: { zh: '其他玩家出價', en: 'the others\' offers' },
  trader: { zh: '交易商人做決定', en: 'the trader\'s decision' },
  counter: { zh: '回覆還價', en: 'answering a counter-offer' },
  action: { zh: '執行建築行動', en: 'taking a building\'s action' },
  acquisition: { zh: '獲得建築', en: 'acquiring buildings' },
  gameOver: { zh: '遊戲結束', en: 'the end of the game' },
};

const isGood = (g: unknown): g is Good => typeof g === 'string' && (GOODS as readonly string[]).includes(g);
const notHeld = (what: { zh: string; en: string }) => violation('genoa.card.none', 'cards', `你沒有${what.zh}卡。`, `You hold no ${what.en} card.`);

export function checkMove(s: GenoaState, m: GenoaMove): Violation | null {
  if (!isObject(m) || typeof m.type !== 'string' || !ALL_TYPES.has(m.type as GenoaMove['type']))
    return violation('genoa.move.shape', 'turn', '這不是一個看得懂的動作。', 'This is not a move the game knows.');
  if (s.phase === 'gameOver') return violation('genoa.game.over', 'game-end', '遊戲已經結束了。', 'The game is over.');
  const section = SECTION_OF_PHASE[s.phase];
  if (!isInt(m.seat, 0, s.players - 1))
    return violation('genoa.move.seat', 'turn', `沒有這個座位：${String(m.seat)}。`, `There is no seat ${String(m.seat)}.`);
  const acting = actingSeat(s)!;
  if (m.seat !== acting)
    return violation(
      'genoa.turn.order',
      section,
      `現在輪到玩家 ${seatLetter(acting)}，不是玩家 ${seatLetter(m.seat)}。`,
      `It is Player ${seatLetter(acting)}'s turn, not Player ${seatLetter(m.seat)}'s.`,
    );
  if (!MOVES_BY_PHASE[s.phase].includes(m.type)) {
    const p = PHASE_NAMES[s.phase];
    return violation('genoa.phase.move', section, `現在是${p.zh}的時候，不能做這件事。`, `This move does not belong to ${p.en}.`);
  }
  const me = s.seats[m.seat]!;
  switch (m.type) {
    case 'roll':
      return null;
    case 'anyStart':
      if (!holds(me, 'anyStart')) return notHeld({ zh: '任意起始位置', en: 'Any start space' });
      if (!isSpace(m.space)) return violation('genoa.start.space', 'turn', '圖板上沒有這一格。', 'There is no such space on the board.');
      return null;
    case 'offer': {
      if (!isObject(m.offer)) return offerProblem(s, m.seat, m.offer);
      if ('bidder' in m.offer && (m.offer as Partial<Offer>).bidder !== m.seat)
        return violation('genoa.deal.one-bidder', NR, '規則①：每個出價只在交易商人和出價的那位玩家之間；不能替別人出價。', 'Rule ①: an offer is between the trader and the one player making it; nobody bids for someone else.');
      return offerProblem(s, m.seat, m.offer);
    }
    case 'wish':
      return wishProblem(s, m.seat, m.target, m.bundle);
    case 'noOffer':
      return null;
    case 'accept': {
      if (m.bidder === s.trader)
        return violation('genoa.deal.one-bidder', NR, '規則①：交易商人不能跟自己達成協議。', 'Rule ①: the trader cannot make a deal with himself.');
      const o = s.offers.find((x) => x.bidder === m.bidder);
      if (!o) {
        if (s.wishes.some((w) => w.bidder === m.bidder))
          return violation(
            'genoa.special-b.wish',
            NR,
            '特殊情況②：要求移到兩步以外的格子只是希望，交易商人不能接受也不能拒絕；交易塔走到旁邊時再重新談。',
            'Special case B: a bid for a space two or more steps away is only a wish; the trader can neither accept nor refuse it. A fresh negotiation happens when the tower stands next to it.',
          );
        return violation('genoa.deal.no-offer', NR, `玩家 ${seatLetter(m.bidder)} 現在沒有出價可以接受。`, `Player ${isInt(m.bidder) ? seatLetter(m.bidder) : '?'} has no standing offer to accept.`);
      }
      if (forcedSale(s) && o.kind !== 'actHere') return forcedSaleViolation(s);
      if (!traderCanPay(s, o))
        return violation('genoa.deal.trader-own', NR, '規則⑦：你付不出這個協議裡交易商人要給的東西。', 'Rule ⑦: you cannot pay the trader\'s part of this deal.');
      if (!bidderCanPay(s, o)) return violation('genoa.deal.own', NR, '規則⑤：出價的人付不出他答應的東西。', 'Rule ⑤: the bidder cannot pay what he offered.');
      return null;
    }
    case 'counter': {
      const c = m.offer;
      if (!isObject(c) || !isInt(c.bidder, 0, s.players - 1))
        return violation('genoa.deal.shape', NR, '還價要指明是對哪一位玩家的出價。', 'A counter-offer names the bidder it answers.');
      if (c.bidder === s.trader)
        return violation('genoa.deal.one-bidder', NR, '規則①：交易商人不能跟自己談。', 'Rule ①: the trader cannot deal with himself.');
      const o = s.offers.find((x) => x.bidder === c.bidder);
      if (!o) return violation('genoa.counter.none', NR, `玩家 ${seatLetter(c.bidder)} 沒有出價，沒有東西可以還價。`, `Player ${seatLetter(c.bidder)} has made no offer to counter.`);
      const barred = counterProblem(s, o);
      if (barred) return barred;
      if (c.target !== o.target || c.kind !== o.kind || (c.extra === true) !== (o.extra === true))
        return violation('genoa.counter.same-target', NR, '還價只能改條件，不能改目標格或種類；想去別處就直接移動。', 'A counter-offer changes the terms, not the target or its kind; to go elsewhere, move.');
      const known = new Set(o.bidderPays.cards ?? []);
      if (Array.isArray(c.bidderPays?.cards) && c.bidderPays.cards.some((x) => !known.has(x)))
        return violation('genoa.counter.hidden-card', NR, '規則⑦：別人的手牌是秘密的，還價只能要他出價時已經亮出的遊戲卡。', 'Rule ⑦: a hand is secret; a counter-offer may ask only for game cards the bidder has already put on the table.');
      const { bidder: _b, ...terms } = c;
      return offerProblem(s, c.bidder, terms, { counter: true });
    }
    case 'agree':
      if (!bidderCanPay(s, s.counter!))
        return violation('genoa.deal.own', NR, '規則⑤：你付不出還價裡要的東西，只能拒絕。', 'Rule ⑤: you cannot pay what the counter-offer asks; you can only refuse it.');
      return null;
    case 'refuse':
      return null;
    case 'actHere': {
      const b = openBuilding(s);
      const h = s.path[s.path.length - 1]!;
      if (!isBuilding(h)) return violation('genoa.deal.street-no-action', 'actions', '規則⑧：街道和市場沒有行動。', 'Rule ⑧: a street or the market gives no action.');
      if (!b)
        return violation('genoa.action.used', 'actions', `${buildingName(h).zh}這一輪已經有人行動過了。`, `The action at the ${buildingName(h).en} has already been taken this turn.`);
      if (m.extra) {
        if (!holds(me, 'extraAction')) return notHeld({ zh: '額外行動', en: 'Extra action' });
        if (normalLeft(s, m.seat) > 0) return violation('genoa.action.extra-needless', 'cards', '你還有自己的行動，不用額外行動卡。', 'You still have your own action: no Extra action card is needed.');
        return null;
      }
      if (normalLeft(s, m.seat) <= 0)
        return violation(
          'genoa.action.spent',
          s.players === 2 ? 'two-players' : 'actions',
          holds(me, 'extraAction') ? '你這一輪的行動已經用掉了；要再行動得打出額外行動卡。' : '你這一輪的行動已經用掉了。',
          holds(me, 'extraAction') ? 'You have used your action this turn; to act again, play an Extra action card.' : 'You have used your action this turn.',
        );
      return null;
    }
    case 'move': {
      if (!isSpace(m.to)) return violation('genoa.start.space', 'movement', '圖板上沒有這一格。', 'There is no such space on the board.');
      if (s.path.includes(m.to))
        return violation('genoa.move.visited', 'movement', `${spaceName(m.to).zh}這一輪已經有圓盤了：交易塔不能再進去。`, `${spaceName(m.to).en} already holds a disc this turn: the tower cannot enter it again.`);
      if (stepsLeft(s) <= 0) return violation('genoa.move.steps', 'movement', '規則⑩：交易塔已經走了 4 步。', 'Rule ⑩: the tower has made its 4 steps.');
      if (!moveTargets(s).includes(m.to))
        return violation('genoa.move.adjacent', 'movement', '交易塔一次只能直向或橫向走到隔壁的一格。', 'The tower moves one space at a time, to an orthogonally adjacent space.');
      if (forcedSale(s)) return forcedSaleViolation(s);
      return null;
    }
    case 'stop':
      if (forcedSale(s)) return forcedSaleViolation(s);
      return null;
    case 'act': {
      const p = s.pending!;
      const b = p.building;
      if (m.largeOrder !== undefined) {
        if (!isInt(m.largeOrder, 0, CARDS.length - 1) || !me.hand.includes(m.largeOrder) || card(m.largeOrder).deck !== 'large')
          return violation('genoa.order.not-held', 'orders', '你手上沒有這張大訂單。', 'You do not hold that large order.');
        const c = card(m.largeOrder);
        if (c.deck === 'large' && c.villa !== b)
          return violation('genoa.order.villa', 'orders', `這張大訂單要送到${buildingName(c.villa).zh}，不是${buildingName(b).zh}。`, `That large order is for ${buildingName(c.villa).en}, not ${buildingName(b).en}.`);
        if (c.deck === 'large' && !c.goods.every((g) => count(me.goods, g) >= c.goods.filter((x) => x === g).length))
          return violation('genoa.order.goods', 'orders', `交付這張大訂單需要${c.goods.map((g) => GOOD_NAMES[g].zh).join('、')}。`, `That large order needs ${c.goods.map((g) => GOOD_NAMES[g].en).join(', ')}.`);
        if (m.special !== undefined && (!(SPECIALS as readonly string[]).includes(m.special) || count(s.specials, m.special) < 1))
          return violation('genoa.order.special', 'orders', '那一疊特殊卡已經拿完了，請選別的。', 'That special card stack is empty; choose another.');
        if (m.special === undefined && SPECIALS.some((sp) => count(s.specials, sp) > 0))
          return violation('genoa.order.special', 'orders', '交付大訂單時還要選一張特殊卡。', 'Delivering a large order also takes a special card of your choice: name one.');
      } else if (m.special !== undefined)
        return violation('genoa.order.special', 'orders', '只有交付大訂單時才選特殊卡。', 'A special card is chosen only when delivering a large order.');
      if (m.smallOrder !== undefined) {
        if (p.card)
          return violation('genoa.order.small-card', 'cards', '用建築行動卡的行動不能順便交付小訂單。', 'An action taken with a Building action card cannot complete a small order.');
        if (!isInt(m.smallOrder, 0, CARDS.length - 1) || !me.hand.includes(m.smallOrder) || card(m.smallOrder).deck !== 'small')
          return violation('genoa.order.not-held', 'orders', '你手上沒有這張小訂單。', 'You do not hold that small order.');
        const c = card(m.smallOrder);
        if (c.deck === 'small' && c.building !== b)
          return violation('genoa.order.small-building', 'orders', `這張小訂單要在${buildingName(c.building).zh}交付，不是${buildingName(b).zh}。`, `That small order is delivered at the ${buildingName(c.building).en}, not the ${buildingName(b).en}.`);
      }
      const key = (x: { largeOrder?: number; smallOrder?: number; special?: string }) => `${x.largeOrder ?? '-'}/${x.smallOrder ?? '-'}/${x.special ?? '-'}`;
      const want = key(m);
      if (!actChoices(s, m.seat, b, p.card).some((c) => key(c) === want))
        return violation('genoa.order.goods', 'orders', '你沒有足夠的貨物同時交付這些訂單。', 'You do not have the goods to deliver these orders together.');
      if (!bindingChoices(s).some((c) => key(c) === want))
        return violation(
          'genoa.deal.promise-binding',
          NR,
          '規則⑥：你答應了行動後要給交易商人的東西；能照約定做到的方式，就要照那樣執行行動。',
          'Rule ⑥: you promised the trader part of this action\'s yield; when the action can be taken so as to yield it, it must be taken that way.',
        );
      return null;
    }
    case 'useAnyGood':
      if (!holds(me, 'anyGood')) return notHeld({ zh: '任意貨物', en: 'Any good' });
      if (!isGood(m.good) || count(s.goods, m.good) < 1)
        return violation('genoa.card.supply', 'cards', '供應區已經沒有這種貨物了。', 'The supply has none of that good left.');
      return null;
    case 'useBuildingAction':
      if (!holds(me, 'buildingAction')) return notHeld({ zh: '建築行動', en: 'Building action' });
      if (typeof m.building !== 'string' || !isBuilding(m.building) || !ownedBy(s, m.seat).includes(m.building))
        return violation('genoa.card.building-owned', 'cards', '建築行動卡只能用在放有你所有人指示物的建築。', 'A Building action card is used at a building that carries your ownership marker.');
      return null;
    case 'useTrade': {
      if (!holds(me, 'trade')) return notHeld({ zh: '1 換 1', en: 'Trade 1:1' });
      if (!isObject(m.give) || !isObject(m.take)) return violation('genoa.card.trade', 'cards', '1 換 1 要說清楚給什麼、換什麼。', 'Trade 1:1 names the item given and the item taken.');
      const problem = tradeProblem(s, m.seat, m.give, m.take);
      if (problem === 'give') return violation('genoa.card.trade-give', 'cards', '你沒有要拿去換的那件物品。', 'You do not own the item you would give.');
      if (problem === 'take') return violation('genoa.card.trade-take', 'cards', '供應區沒有你要換的那件物品。', 'The supply does not have the item you would take.');
      return null;
    }
    case 'acquire': {
      if (typeof m.street !== 'string' || !isStreet(m.street) || !openStreets(s).includes(m.street))
        return violation('genoa.acquire.street', 'acquisition', '只能選這一輪路線上、圓盤還在的街道格。', 'Choose a street square of this turn\'s path whose disc is still there.');
      if (!Array.isArray(m.buildings) || m.buildings.length < 1 || m.buildings.length > 2 || new Set(m.buildings).size !== m.buildings.length)
        return violation('genoa.acquire.count', 'acquisition', '每次放 1 或 2 個所有人指示物，每棟建築 1 個。', 'Place 1 or 2 markers, one per building.');
      let cost = 0;
      for (const b of m.buildings) {
        if (typeof b !== 'string' || !isBuilding(b) || !(TOUCHES[m.street] ?? []).includes(b))
          return violation('genoa.acquire.touch', 'acquisition', `只能放在和${spaceName(m.street).zh}直向或橫向相鄰的建築上。`, `Markers go on buildings orthogonally next to ${spaceName(m.street).en}.`);
        const c = placementCost(s, m.seat, b);
        if (c === null) return violation('genoa.acquire.own', 'acquisition', `${buildingName(b).zh}已經是你的了。`, `The ${buildingName(b).en} is yours already.`);
        cost += c;
      }
      if (cost > me.markers)
        return violation(
          'genoa.acquire.markers',
          'acquisition',
          `這樣要用 ${cost} 個所有人指示物（搶下別人的建築要多花 1 個），你面前只有 ${me.markers} 個。`,
          `That takes ${cost} markers (taking over another player's building costs one more); you have ${me.markers}.`,
        );
      return null;
    }
    case 'pass':
      return null;
  }
  return null;
}

