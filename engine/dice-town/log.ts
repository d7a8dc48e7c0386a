/**
 * Dice Town's log sentences: the state keeps each line as data, worded when read (core/log-lines.ts).
 * A line's arguments are as public as its words: a keep under the cup carries neither its dice nor
 * its cards (the dice are told once the cups are lifted), and a card kept or handed over is not in
 * its line. A move's line (`moveLine`) is read in the state before the move, so it carries what its
 * words need of that state (whether it is the last roll).
 */
import type { Bilingual } from '../core/contract';
import { logWords, type LineOf, type Sentences } from '../core/log-lines';
import { a } from '../core/text';
import { NUGGETS, START_BANK, START_MONEY } from './rules';
import { LOCATION_NAMES, cardName, diceText, listText, moneyText, seatName } from './text';
import type { DiceTownMove, DiceTownState, Face, Location } from './types';

/** Card names joined: "A、B" / "A, B". */
const names = (cards: readonly string[]): Bilingual => ({ zh: cards.map((c) => cardName(c).zh).join('、'), en: cards.map((c) => cardName(c).en).join(', ') });

/** The English plural ending for `n` things. */
const plural = (n: number): string => (n === 1 ? '' : 's');

/** Every sentence a log line may be, by name. */
const LINES = {
  // ---- a new game and a loaded position
  started: (players: number): Bilingual => ({
    zh: `${players} 位玩家開局，每人 ${START_MONEY} 元，銀行 ${START_BANK} 元，金礦 ${NUGGETS} 個金塊。`,
    en: `${players} players start with $${START_MONEY} each; $${START_BANK} on the bank; ${NUGGETS} nuggets in the mine.`,
  }),
  townHallRow: (cards: string[]): Bilingual => ({ zh: `鎮公所翻開：${names(cards).zh}。`, en: `Town Hall row: ${names(cards).en}.` }),
  elixirsFaceUp: (cards: string[]): Bilingual => ({ zh: `翻開的開運專家卡：${names(cards).zh}。`, en: `Face-up Elixirs: ${names(cards).en}.` }),
  firstSheriff: (seat: number): Bilingual => ({ zh: `${seatName(seat).zh} 拿到警徽。`, en: `${seatName(seat).en} takes the Sheriff Badge.` }),
  roundStarts: (round: number): Bilingual => ({ zh: `第 ${round} 輪開始。`, en: `Round ${round} begins.` }),
  loaded: (round: number): Bilingual => ({ zh: `從指定的局面開始（第 ${round} 輪）。`, en: `Starting from a given position (round ${round}).` }),

  // ---- the moves, as `moveLine` tells them
  keepsUnderCup: (seat: number, last: boolean): Bilingual => {
    const who = seatName(seat);
    return last
      ? { zh: `${who.zh} 在骰盅下做好最後一擲的決定。`, en: `${who.en} settles the last roll under the cup.` }
      : { zh: `${who.zh} 在骰盅下選好要保留的骰子。`, en: `${who.en} chooses the dice to keep, under the cup.` };
  },
  wantedPoster: (seat: number): Bilingual => ({ zh: `${seatName(seat).zh} 打出通緝令。`, en: `${seatName(seat).en} plays the Wanted poster.` }),
  /** A card played: the move's line, and the card's own line as it goes to the discard. */
  plays: (seat: number, card: string): Bilingual => {
    const n = cardName(card);
    return { zh: `${seatName(seat).zh} 打出「${n.zh}」。`, en: `${seatName(seat).en} plays ${n.en}.` };
  },
  passes: (seat: number): Bilingual => ({ zh: `${seatName(seat).zh} 不出牌。`, en: `${seatName(seat).en} plays no card.` }),
  holdsUp: (seat: number, target: number): Bilingual => ({
    zh: `${seatName(seat).zh} 用搶劫卡找上${seatName(target).zh}。`,
    en: `${seatName(seat).en} holds up ${seatName(target).en}.`,
  }),
  rules: (sheriff: number, winner: number): Bilingual => ({
    zh: `警長${seatName(sheriff).zh} 判定${seatName(winner).zh} 勝出。`,
    en: `Sheriff ${seatName(sheriff).en} rules for ${seatName(winner).en}.`,
  }),
  keepsDrawn: (seat: number): Bilingual => ({ zh: `${seatName(seat).zh} 從抽到的牌裡留下一張。`, en: `${seatName(seat).en} keeps one of the cards drawn.` }),
  picksToRob: (seat: number, target: number): Bilingual => ({
    zh: `${seatName(seat).zh} 向${seatName(target).zh} 下手。`,
    en: `${seatName(seat).en} picks ${seatName(target).en} to rob.`,
  }),
  sendsToDoc: (sheriff: number, visitor: number): Bilingual => ({
    zh: `警長${seatName(sheriff).zh} 讓${seatName(visitor).zh} 先去看開運專家。`,
    en: `Sheriff ${seatName(sheriff).en} sends ${seatName(visitor).en} to Doc Badluck next.`,
  }),
  takesElixir: (seat: number, card: string, target: number | null): Bilingual => {
    const who = seatName(seat);
    const n = cardName(card);
    const named = target === null ? null : seatName(target);
    return named
      ? { zh: `${who.zh} 選了「${n.zh}」，對象是${named.zh}。`, en: `${who.en} takes ${n.en}, naming ${named.en}.` }
      : { zh: `${who.zh} 選了「${n.zh}」。`, en: `${who.en} takes ${n.en}.` };
  },
  handsOver: (seat: number): Bilingual => ({ zh: `${seatName(seat).zh} 交出一張牌。`, en: `${seatName(seat).en} hands over a card.` }),
  unknownMove: (): Bilingual => ({ zh: '未知的行動。', en: 'Unknown move.' }),

  // ---- the dice
  rollsUnderCup: (): Bilingual => ({ zh: '搖骰：每位還有骰子的玩家把骰盅倒扣在桌上。', en: 'Everyone with dice in hand rolls under the cup.' }),
  lastRollStarts: (): Bilingual => ({
    zh: '有人五顆骰子都留下了：其他人最後擲一次，擲出什麼就留什麼。',
    en: 'Someone has kept all five dice: the others roll one last time and keep what they roll.',
  }),
  lastRoll: (seat: number, dice: Face[]): Bilingual => ({
    zh: `${seatName(seat).zh} 最後擲出 ${diceText(dice)}。`,
    en: `${seatName(seat).en} rolls ${diceText(dice)} for the last roll.`,
  }),
  revealsWithDice: (seat: number, card: string): Bilingual => {
    const n = cardName(card);
    return { zh: `${seatName(seat).zh} 亮出骰子時打出「${n.zh}」。`, en: `${seatName(seat).en} reveals ${a(n.en)} card with the dice.` };
  },
  /** The dice set aside as the cups are lifted, and the fee paid for them (0: none). */
  keeps: (seat: number, dice: Face[], fee: number): Bilingual => {
    const who = seatName(seat);
    const paid = fee > 0 ? { zh: `，付 ${fee} 元給驛馬車`, en: `, paying $${fee} to the stagecoach` } : { zh: '', en: '' };
    return dice.length === 0
      ? { zh: `${who.zh} 一顆都不留${paid.zh}。`, en: `${who.en} keeps nothing${paid.en}.` }
      : { zh: `${who.zh} 留下 ${diceText(dice)}${paid.zh}。`, en: `${who.en} keeps ${diceText(dice)}${paid.en}.` };
  },
  townVisited: (): Bilingual => ({ zh: '五顆骰子都定了，開始逛小鎮。', en: 'Every hand is complete: the town is visited.' }),

  // ---- the town
  nobodyWins: (loc: Location): Bilingual => ({ zh: `${LOCATION_NAMES[loc].zh}：沒有人勝出。`, en: `${LOCATION_NAMES[loc].en}: nobody wins.` }),
  tie: (loc: Location, candidates: number[]): Bilingual => {
    const name = LOCATION_NAMES[loc];
    return {
      zh: `${name.zh}：${candidates.map((c) => seatName(c).zh).join('、')} 平手，由警長裁定。`,
      en: `${name.en}: ${listText(candidates.map(seatName)).en} tie; the sheriff decides.`,
    };
  },
  wins: (seat: number, loc: Location): Bilingual => ({
    zh: `${LOCATION_NAMES[loc].zh}由${seatName(seat).zh} 勝出。`,
    en: `${seatName(seat).en} wins the ${LOCATION_NAMES[loc].en}.`,
  }),
  wantedWorks: (): Bilingual => ({ zh: '通緝令生效：剛打出的牌沒有作用。', en: 'The Wanted poster works: the card just played has no effect.' }),
  /** Nuggets taken from the mine, whether Dynamite doubled them, and how many are left. */
  mined: (seat: number, take: number, double: boolean, left: number): Bilingual => ({
    zh: `${seatName(seat).zh} 從金礦拿 ${take} 個金塊${double ? '（炸藥加倍）' : ''}，礦裡還剩 ${left} 個。`,
    en: `${seatName(seat).en} takes ${take} nugget${plural(take)} from the mine${double ? ' (doubled by Dynamite)' : ''}; ${left} left.`,
  }),
  robsBank: (seat: number, haul: number): Bilingual => ({ zh: `${seatName(seat).zh} 搶走銀行的 ${haul} 元。`, en: `${seatName(seat).en} takes the $${haul} on the bank.` }),
  shares: (from: number, to: number, paid: number): Bilingual => ({
    zh: `${seatName(from).zh} 分 ${paid} 元給${seatName(to).zh}。`,
    en: `${seatName(from).en} hands ${seatName(to).en} $${paid}.`,
  }),
  storeEmpty: (): Bilingual => ({ zh: '雜貨卡牌堆是空的，什麼也拿不到。', en: 'The General Store deck is empty: nothing to draw.' }),
  drawsStore: (seat: number, k: number): Bilingual => ({ zh: `${seatName(seat).zh} 抽 ${k} 張雜貨卡。`, en: `${seatName(seat).en} draws ${k} General Store card${plural(k)}.` }),
  restToBottom: (n: number): Bilingual => ({ zh: `其餘 ${n} 張放回雜貨卡牌堆底。`, en: `The other ${n} go to the bottom of the General Store deck.` }),
  heldUp: (target: number, paid: number): Bilingual => ({ zh: `${seatName(target).zh} 被搶走 ${paid} 元。`, en: `${seatName(target).en} hands over $${paid}.` }),
  nothingToSteal: (): Bilingual => ({ zh: '沒有對手手上有牌可以偷。', en: 'No opponent holds a card that can be taken.' }),
  drawsFromHand: (seat: number, target: number, k: number): Bilingual => ({
    zh: `${seatName(seat).zh} 從${seatName(target).zh} 的手牌隨機抽 ${k} 張。`,
    en: `${seatName(seat).en} draws ${k} card${plural(k)} at random from ${seatName(target).en}'s hand.`,
  }),
  keepsStolen: (seat: number, what: 'store' | 'property'): Bilingual =>
    what === 'store'
      ? { zh: `${seatName(seat).zh} 留下一張雜貨卡，其餘還給對方。`, en: `${seatName(seat).en} keeps a General Store card and gives the rest back.` }
      : { zh: `${seatName(seat).zh} 留下一張地產卡，其餘還給對方。`, en: `${seatName(seat).en} keeps a property card and gives the rest back.` },
  alreadySheriff: (seat: number): Bilingual => ({ zh: `${seatName(seat).zh} 本來就是警長，警徽留在原處。`, en: `${seatName(seat).en} is already the sheriff and keeps the badge.` }),
  badgeStays: (sheriff: number): Bilingual => ({ zh: `警徽不換人：${seatName(sheriff).zh} 繼續當警長。`, en: `The badge stays: ${seatName(sheriff).en} remains sheriff.` }),
  newSheriff: (seat: number): Bilingual => ({ zh: `${seatName(seat).zh} 拿到警徽，成為新警長。`, en: `${seatName(seat).en} takes the Sheriff Badge.` }),
  takesProperty: (seat: number, cards: string[]): Bilingual => ({
    zh: `${seatName(seat).zh} 拿走 ${cards.length} 張地產卡：${cards.map((c) => cardName(c).zh).join('、')}。`,
    en: `${seatName(seat).en} takes ${cards.length} property card${plural(cards.length)}: ${cards.map((c) => cardName(c).en).join(', ')}.`,
  }),
  takesUnseen: (seat: number): Bilingual => ({ zh: `${seatName(seat).zh} 另外暗中拿走地產牌堆最上面的一張。`, en: `${seatName(seat).en} also takes the top property card, unseen.` }),
  rowShort: (): Bilingual => ({
    zh: '地產卡補不滿三張：這一輪結束後遊戲結束。',
    en: 'The property row cannot be refilled to three: the game ends after this round.',
  }),

  // ---- Doc Badluck
  nuggetsReceived: (seat: number, got: number): Bilingual => ({
    zh: `${seatName(seat).zh} 從對手那裡收到 ${got} 個金塊。`,
    en: `${seatName(seat).en} receives ${got} nugget${plural(got)} from the opponents.`,
  }),
  moneyReceived: (seat: number, got: number): Bilingual => ({
    zh: `${seatName(seat).zh} 從對手那裡收到 ${moneyText(got).zh}。`,
    en: `${seatName(seat).en} receives ${moneyText(got).en} from the opponents.`,
  }),
  holdsBadge: (seat: number): Bilingual => ({ zh: `${seatName(seat).zh} 本來就是警長。`, en: `${seatName(seat).en} already holds the badge.` }),
  protects: (seat: number, n: number): Bilingual => ({
    zh: `${seatName(seat).zh} 把 ${n} 張地產卡翻開放在面前，別人偷不走。`,
    en: `${seatName(seat).en} lays ${n} property card(s) face up; they cannot be stolen.`,
  }),
  takesTopStore: (seat: number): Bilingual => ({ zh: `${seatName(seat).zh} 拿雜貨卡牌堆最上面的一張。`, en: `${seatName(seat).en} takes the top General Store card.` }),
  storeDeckEmpty: (): Bilingual => ({ zh: '雜貨卡牌堆是空的。', en: 'The General Store deck is empty.' }),
  noneToGive: (seat: number): Bilingual => ({ zh: `${seatName(seat).zh} 沒有這種牌可以給。`, en: `${seatName(seat).en} has no such card to give.` }),
  onlyOne: (giver: number, to: number): Bilingual => ({
    zh: `${seatName(giver).zh} 只有一張，只好交給${seatName(to).zh}。`,
    en: `${seatName(giver).en} has only one and hands it to ${seatName(to).en}.`,
  }),
  elixirsReshuffled: (): Bilingual => ({
    zh: '開運專家卡用完了，把用過的卡洗成新牌堆。',
    en: 'The Elixir deck is empty: the used Elixirs are shuffled into a new deck.',
  }),
  elixirTurnedUp: (card: string): Bilingual => ({ zh: `翻開新的開運專家卡「${cardName(card).zh}」。`, en: `A new Elixir is turned up: ${cardName(card).en}.` }),

  // ---- the end of a round
  stagecoach: (n: number): Bilingual => ({ zh: `驛馬車上的 ${n} 元放進銀行。`, en: `The stagecoach's $${n} goes onto the bank.` }),
  /** The game over: `mineEmpty` tells why (else the property row could not be refilled). */
  gameOver: (mineEmpty: boolean, winners: number[]): Bilingual => {
    const named = winners.map(seatName);
    return {
      zh: `遊戲結束${mineEmpty ? '（金礦挖空了）' : '（地產卡補不滿）'}，獲勝：${named.map((n) => n.zh).join('、')}。`,
      en: `Game over (${mineEmpty ? 'the mine is empty' : 'the property row cannot be refilled'}). Winner${named.length > 1 ? 's' : ''}: ${named.map((n) => n.en).join(', ')}.`,
    };
  },
} satisfies Sentences;

/** One log line as the state keeps it: a sentence's name, then its arguments. */
export type LogLine = LineOf<typeof LINES>;

export const { lineText, logText } = logWords(LINES);

/** The whole public log in words: every finished round, then this one. */
export const wholeLogText = (s: { log: readonly LogLine[]; history: readonly (readonly LogLine[])[] }): Bilingual[] => {
  const out: Bilingual[] = [];
  for (const round of s.history) for (const line of round) out.push(lineText(line));
  for (const line of s.log) out.push(lineText(line));
  return out;
};

/** The line a move writes, read in the state before it is played; what stays hidden is not in it. */
export function moveLine(state: DiceTownState, move: DiceTownMove): LogLine {
  switch (move.type) {
    case 'keep':
      return ['keepsUnderCup', move.seat, state.last];
    case 'cancel':
      return ['wantedPoster', move.seat];
    case 'play':
      return ['plays', move.seat, move.card];
    case 'pass':
      return ['passes', move.seat];
    case 'holdUp':
      return ['holdsUp', move.seat, move.target];
    case 'settleTie':
      return ['rules', move.seat, move.winner];
    case 'keepCard':
      return ['keepsDrawn', move.seat];
    case 'steal':
      return ['picksToRob', move.seat, move.target];
    case 'docNext':
      return ['sendsToDoc', move.seat, move.visitor];
    case 'elixir':
      return ['takesElixir', move.seat, move.card, move.target === undefined ? null : move.target];
    case 'give':
      return ['handsOver', move.seat];
    default:
      return ['unknownMove'];
  }
}

/** One line for a move, read in the state before it is played, in words not yet spaced (the game's `describe`). */
export function describeMove(state: DiceTownState, move: DiceTownMove): Bilingual {
  const [name, ...args] = moveLine(state, move);
  return (LINES[name] as (...a: unknown[]) => Bilingual)(...args);
}
