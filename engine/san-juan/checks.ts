/** The move checker: every refusal names its rule, its chapter section and says why in both languages. */
import type { Violation } from '../core/contract';
import { a } from '../core/text';
import { isInt, isObject, violation } from '../core/violation';
import { CARD_BUILDING, CARD_IS_PRODUCTION, isCardId } from './cards';
import { allowance, buildPrice, libraryAvailable, owns, privilegeHolder } from './rules';
import { cardName, ROLE_NAMES } from './text';
import { actingSeat } from './moves';
import { ROLES, type SanJuanMove, type SanJuanPhase, type SanJuanState } from './types';
import { seatLetter } from '../core/seats';

const MOVES_BY_PHASE: Record<SanJuanPhase, readonly SanJuanMove['type'][]> = {
  startHand: ['discard'],
  chapel: ['tuck', 'pass'],
  handLimit: ['discard'],
  pickRole: ['pickRole'],
  builder: ['build', 'pass'],
  payment: ['pay'],
  producer: ['produce', 'pass'],
  trader: ['sell', 'pass'],
  councillor: ['keep'],
  archive: ['discard'],
  goldMine: ['keep'],
  gameOver: [],
};

const ALL_TYPES = new Set(Object.values(MOVES_BY_PHASE).flat());

export const SECTION_OF_PHASE: Record<SanJuanPhase, string> = {
  startHand: 'variant-starting-hand',
  chapel: 'buildings',
  handLimit: 'round',
  pickRole: 'roles',
  builder: 'builder',
  payment: 'builder',
  producer: 'producer',
  trader: 'trader',
  councillor: 'councillor',
  archive: 'councillor',
  goldMine: 'prospector',
  gameOver: 'game-end',
};

const PHASE_NAMES: Record<SanJuanPhase, { zh: string; en: string }> = {
  startHand: { zh: '挑選起始手牌', en: 'choosing the starting hand' },
  chapel: { zh: '禮拜堂壓牌', en: 'the chapel' },
  handLimit: { zh: '棄牌到手牌上限', en: 'discarding to the hand limit' },
  pickRole: { zh: '選擇角色', en: 'picking a role' },
  builder: { zh: '建築師階段', en: 'the builder phase' },
  payment: { zh: '付建築費用', en: 'paying for a building' },
  producer: { zh: '生產者階段', en: 'the producer phase' },
  trader: { zh: '商人階段', en: 'the trader phase' },
  councillor: { zh: '議員挑牌', en: 'the councillor keeping cards' },
  archive: { zh: '檔案館棄牌', en: 'the archive discard' },
  goldMine: { zh: '金礦坑留牌', en: 'the gold mine' },
  gameOver: { zh: '遊戲已結束', en: 'game over' },
};

const notInHand = (rule: string, section: string): Violation =>
  violation(rule, section, '這張牌不在你的手牌裡。', 'That card is not in your hand.');

/** A list of distinct card ids, or null. */
function cardList(v: unknown): number[] | null {
  if (!Array.isArray(v) || !v.every(isCardId)) return null;
  return new Set(v).size === v.length ? (v as number[]) : null;
}

function checkBuild(s: SanJuanState, seat: number, move: Extract<SanJuanMove, { type: 'build' }>): Violation | null {
  const hand = s.hands[seat]!;
  const tableau = s.buildings[seat]!;
  if (!isCardId(move.card) || !hand.includes(move.card)) return notInHand('sanjuan.build.notInHand', 'builder');
  const card = move.card;
  const id = CARD_BUILDING[card]!;
  if (!CARD_IS_PRODUCTION[card] && owns(tableau, id))
    return violation(
      'sanjuan.build.duplicate',
      'buildings',
      `你已經有${cardName(card).zh}了；每種紫色建築每人只能有一棟。`,
      `You already own ${a(cardName(card).en)}; each violet building at most once per player.`,
    );
  let over: number | undefined;
  if (move.over !== undefined) {
    if (!owns(tableau, 'crane'))
      return violation('sanjuan.build.crane', 'buildings', '沒有起重機就不能蓋在其他建築上。', 'Only a crane lets you build over another building.');
    if (!isCardId(move.over) || !tableau.some((b) => b.card === move.over))
      return violation('sanjuan.build.over', 'buildings', '起重機只能蓋在自己的建築上。', 'The crane builds only over one of your own buildings.');
    over = move.over;
  }
  let goods: number[] = [];
  if (move.goods !== undefined) {
    const list = cardList(move.goods);
    if (list === null)
      return violation('sanjuan.build.goods', 'buildings', '貨品要列出自己不重複的生產建築。', 'Goods are listed as distinct production buildings of yours.');
    if (list.length > 0 && !owns(tableau, 'black_market'))
      return violation('sanjuan.build.blackMarket', 'buildings', '沒有黑市就不能用貨品付費。', 'Only a black market lets you pay with goods.');
    if (list.length > 2)
      return violation('sanjuan.build.goods', 'buildings', '黑市最多只能用 2 個貨品付費。', 'The black market takes at most 2 goods.');
    for (const g of list)
      if (!tableau.some((b) => b.card === g && b.good !== null))
        return violation('sanjuan.build.goods', 'buildings', '只能用自己建築上的貨品付費。', 'Only goods on your own buildings can pay.');
    goods = list;
  }
  const { cost } = buildPrice(s, seat, card, over);
  if (goods.length > cost)
    return violation(
      'sanjuan.build.goodsExceed',
      'buildings',
      `這棟建築只要付 ${cost}，不能用 ${goods.length} 個貨品。`,
      `This building costs only ${cost}; ${goods.length} goods is more than the price.`,
    );
  const owed = cost - goods.length;
  if (owed > hand.length - 1)
    return violation(
      'sanjuan.build.cost',
      'builder',
      `${cardName(card).zh}要付 ${owed} 張牌，你只有另外 ${hand.length - 1} 張。`,
      `The ${cardName(card).en} costs ${owed} more card${owed === 1 ? '' : 's'}; you hold only ${hand.length - 1} other${hand.length - 1 === 1 ? '' : 's'}.`,
    );
  return null;
}

function checkGoodsList(
  s: SanJuanState,
  seat: number,
  raw: unknown,
  role: 'producer' | 'trader',
): Violation | null {
  const section = role;
  const list = cardList(raw);
  const ruleBase = role === 'producer' ? 'sanjuan.produce' : 'sanjuan.sell';
  if (list === null || list.length === 0)
    return violation(
      `${ruleBase}.list`,
      section,
      '請列出至少一棟不重複的生產建築；不想行動就選擇放棄。',
      'List at least one production building, each once; to do nothing, pass.',
    );
  const tableau = s.buildings[seat]!;
  for (const card of list) {
    const b = tableau.find((x) => x.card === card);
    if (!b || !CARD_IS_PRODUCTION[card])
      return violation(`${ruleBase}.building`, section, '這不是你的生產建築。', 'That is not one of your production buildings.');
    if (role === 'producer' && b.good !== null)
      return violation('sanjuan.produce.full', section, '每棟生產建築最多只放 1 個貨品。', 'A production building holds at most one good.');
    if (role === 'trader' && b.good === null)
      return violation('sanjuan.sell.noGood', section, '這棟建築上沒有貨品可以賣。', 'There is no good on that building to sell.');
  }
  const max = allowance(s, seat, role);
  if (list.length > max)
    return violation(
      `${ruleBase}.count`,
      section,
      role === 'producer' ? `這個階段你最多只能生產 ${max} 個貨品。` : `這個階段你最多只能賣 ${max} 個貨品。`,
      role === 'producer' ? `You may produce at most ${max} good${max === 1 ? '' : 's'} in this phase.` : `You may sell at most ${max} good${max === 1 ? '' : 's'} in this phase.`,
    );
  return null;
}

export function checkMove(s: SanJuanState, move: SanJuanMove): Violation | null {
  if (!isObject(move) || typeof move.type !== 'string' || !isInt(move.seat))
    return violation('sanjuan.move.malformed', 'play', '行動格式不正確：需要 type 與座位編號 seat。', 'Malformed move: it needs a "type" and a whole-number "seat".');
  if (!ALL_TYPES.has(move.type))
    return violation('sanjuan.move.unknown', 'play', `沒有「${move.type}」這種行動。`, `There is no move called "${move.type}".`);
  if (s.phase === 'gameOver') return violation('sanjuan.game.over', 'game-end', '遊戲已經結束，不能再行動。', 'The game is over; no more moves.');
  const section = SECTION_OF_PHASE[s.phase];
  if (!MOVES_BY_PHASE[s.phase].includes(move.type))
    return violation(
      'sanjuan.turn.phase',
      section,
      `現在是「${PHASE_NAMES[s.phase].zh}」，不能做「${move.type}」。`,
      `It is ${PHASE_NAMES[s.phase].en} now; "${move.type}" is not a move of it.`,
    );
  const acting = actingSeat(s);
  if (acting !== move.seat)
    return violation(
      'sanjuan.turn.seat',
      section,
      `還沒輪到玩家 ${seatLetter(move.seat)}，現在輪到玩家 ${seatLetter((acting ?? 0))}。`,
      `It is not Player ${seatLetter(move.seat)}'s turn; Player ${seatLetter((acting ?? 0))} acts now.`,
    );
  const seat = move.seat;
  const hand = s.hands[seat]!;
  switch (move.type) {
    case 'pickRole': {
      if (!ROLES.includes(move.role))
        return violation('sanjuan.role.unknown', 'roles', '沒有這個角色。', 'There is no such role.');
      if (s.picks.some((p) => p.role === move.role))
        return violation(
          'sanjuan.role.taken',
          'roles',
          `這一輪已經有人選過${ROLE_NAMES[move.role].zh}了。`,
          `The ${ROLE_NAMES[move.role].en} has already been picked this round.`,
        );
      if (move.library !== undefined) {
        if (typeof move.library !== 'boolean')
          return violation('sanjuan.move.malformed', 'play', 'library 必須是 true 或 false。', '"library" must be true or false.');
        const holder = privilegeHolder(s.options, seat, s.governor);
        if (move.library && (holder !== seat || !libraryAvailable(s, seat)))
          return violation(
            'sanjuan.library.unavailable',
            s.players === 2 ? 'two-players' : 'buildings',
            '你沒有可以用的圖書館：要自己擁有，而且兩人遊戲每輪只能用一次。',
            'You have no library to use here: you must own one, and with two players it works once per round.',
          );
      }
      return null;
    }
    case 'build':
      return checkBuild(s, seat, move);
    case 'pay':
      if (!isCardId(move.card) || !hand.includes(move.card)) return notInHand('sanjuan.pay.notInHand', 'builder');
      return null;
    case 'produce':
      return checkGoodsList(s, seat, move.buildings, 'producer');
    case 'sell':
      return checkGoodsList(s, seat, move.buildings, 'trader');
    case 'keep': {
      const list = cardList(move.cards);
      if (list === null || list.some((c) => !s.drawn.includes(c)))
        return violation(
          s.phase === 'goldMine' ? 'sanjuan.goldMine.card' : 'sanjuan.keep.card',
          section,
          '只能從剛翻出或抽到的牌中挑選，而且不能重複。',
          'Keep cards only from those just drawn or turned up, each once.',
        );
      if (list.length !== s.count)
        return violation(
          s.phase === 'goldMine' ? 'sanjuan.goldMine.count' : 'sanjuan.keep.count',
          section,
          `要剛好留下 ${s.count} 張。`,
          `Keep exactly ${s.count} card${s.count === 1 ? '' : 's'}.`,
        );
      return null;
    }
    case 'discard':
      if (!isCardId(move.card) || !hand.includes(move.card))
        return notInHand(s.phase === 'archive' ? 'sanjuan.archive.notInHand' : s.phase === 'startHand' ? 'sanjuan.startHand.notInHand' : 'sanjuan.handLimit.notInHand', section);
      return null;
    case 'tuck':
      if (!isCardId(move.card) || !hand.includes(move.card)) return notInHand('sanjuan.chapel.notInHand', 'buildings');
      return null;
    case 'pass':
      return null;
  }
  return null;
}
