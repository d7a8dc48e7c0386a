/** The move checker: every refusal names its rule, its chapter section and says why in both languages. */
import type { Violation } from '../core/contract';
import { isInt, isObject, violation } from '../core/violation';
import { FIRST_EDITION_MENU, kindOf } from './deck';
import { holds } from './resolve';
import { FACE_INDEX, isFace, keepFee } from './rules';
import { acts, toAct } from './moves';
import type { DiceTownMove, DiceTownState, Face, Pending, PendingKind } from './types';
import { seatLetter } from '../core/seats';

const MOVES_BY_KIND: Record<PendingKind, readonly DiceTownMove['type'][]> = {
  keep: ['keep'],
  wanted: ['cancel', 'pass'],
  window: ['play', 'pass'],
  holdUp: ['holdUp'],
  tie: ['settleTie'],
  storeKeep: ['keepCard'],
  saloonTarget: ['steal'],
  saloonKeep: ['keepCard'],
  docNext: ['docNext'],
  elixir: ['elixir'],
  give: ['give'],
};

const ALL_TYPES = new Set(Object.values(MOVES_BY_KIND).flat());

const KIND_NAMES: Record<PendingKind, { zh: string; en: string; section: string }> = {
  keep: { zh: '選擇保留的骰子', en: 'choosing dice to keep', section: 'keeping' },
  wanted: { zh: '決定要不要打通緝令', en: 'deciding on a Wanted poster', section: 'cards' },
  window: { zh: '決定要不要打出雜貨卡', en: 'deciding whether to play a General Store card', section: 'cards' },
  holdUp: { zh: '用搶劫卡點名', en: 'naming the Hold-up victim', section: 'cards' },
  tie: { zh: '警長裁定平手', en: 'the sheriff settling a tie', section: 'sheriff' },
  storeKeep: { zh: '從雜貨卡中留一張', en: 'keeping one General Store card', section: 'general-store' },
  saloonTarget: { zh: '選擇酒館的下手對象', en: 'choosing whom to rob at the Saloon', section: 'saloon' },
  saloonKeep: { zh: '從偷來的牌中留一張', en: 'keeping one of the cards taken', section: 'saloon' },
  docNext: { zh: '警長安排看診順序', en: 'the sheriff choosing the next visitor', section: 'doc-badluck' },
  elixir: { zh: '選擇開運專家卡', en: 'choosing an Elixir', section: 'doc-badluck' },
  give: { zh: '挑一張牌交出去', en: 'choosing a card to hand over', section: 'doc-badluck' },
};

/** True when `part` can be taken out of `whole` (as multisets of faces). */
function within(part: readonly Face[], whole: readonly Face[]): boolean {
  const c = [0, 0, 0, 0, 0, 0];
  for (const d of whole) c[FACE_INDEX[d]]!++;
  for (const d of part) if (--c[FACE_INDEX[d]]! < 0) return false;
  return true;
}

const sameMultiset = (a: readonly Face[], b: readonly Face[]): boolean => a.length === b.length && within(a, b);

/** Every entry is a face (a plain loop: `every` is slow on the frozen dice lists of legal moves). */
function allFaces(dice: readonly unknown[]): boolean {
  for (let i = 0; i < dice.length; i++) if (!isFace(dice[i])) return false;
  return true;
}

function checkKeep(s: DiceTownState, move: Extract<DiceTownMove, { type: 'keep' }>): Violation | null {
  const seat = move.seat;
  if (!Array.isArray(move.dice) || !allFaces(move.dice))
    return violation('dicetown.keep.malformed', 'keeping', '要保留的骰子必須是骰面的清單（9、10、J、Q、K、A）。', 'The dice to keep must be a list of faces (9, 10, J, Q, K, A).');
  if (move.scoundrel !== undefined && typeof move.scoundrel !== 'boolean')
    return violation('dicetown.keep.malformed', 'keeping', 'scoundrel 必須是 true 或 false。', '"scoundrel" must be true or false.');
  let roll = s.rolled[seat]!;
  if (move.cheat !== undefined) {
    const c = move.cheat;
    if (!isObject(c) || !isFace(c.from) || !isFace(c.to) || c.from === c.to)
      return violation('dicetown.card.cheater', 'cards', '職業老千要指出一顆骰子原本的點數，和要換成的另一面。', 'The Cheater needs the face a die shows and a different face to turn it to.');
    if (!holds(s, seat, 'cheater'))
      return violation('dicetown.card.not-held', 'cards', '你手上沒有職業老千。', 'You hold no Cheater card.');
    if (!roll.includes(c.from))
      return violation('dicetown.card.cheater', 'cards', `骰盅下沒有一顆 ${c.from} 可以轉。`, `No die under your cup shows ${c.from}.`);
    roll = roll.slice();
    roll[roll.indexOf(c.from)] = c.to;
    if (!move.dice.includes(c.to))
      return violation('dicetown.card.cheater', 'cards', '被轉過的那顆骰子必須保留。', 'The die you turned must be one of the dice you keep.');
  }
  if (!within(move.dice, roll))
    return violation('dicetown.keep.dice', 'keeping', '只能保留骰盅下擲出的骰子。', 'You can only keep dice you rolled under your cup.');
  if (s.last) {
    if (!sameMultiset(move.dice, roll))
      return violation('dicetown.keep.last-roll', 'last-roll', '最後一擲擲出什麼就得全部留下。', 'In the last roll every die rolled is kept as it falls.');
    if (move.scoundrel)
      return violation('dicetown.card.scoundrel', 'last-roll', '最後一擲不必付錢，用不到無賴。', 'The last roll costs nothing, so the Scoundrel has no use.');
    return null;
  }
  const k = move.dice.length;
  if (move.scoundrel) {
    if (!holds(s, seat, 'scoundrel'))
      return violation('dicetown.card.not-held', 'cards', '你手上沒有無賴。', 'You hold no Scoundrel card.');
    if (k < 2)
      return violation('dicetown.card.scoundrel', 'cards', '無賴只在保留兩顆以上時才有用。', 'The Scoundrel only matters when you keep two dice or more.');
    return null;
  }
  const fee = keepFee(k);
  if (fee > s.money[seat]!) {
    if (k === 0)
      return violation('dicetown.keep.none-paid', 'keeping', '一顆都不留要付 1 元；付不出來就必須留一顆。', 'Keeping no die costs $1; a player who cannot pay must keep exactly one.');
    return violation(
      'dicetown.keep.extra-paid',
      'keeping',
      `保留 ${k} 顆要付 ${fee} 元（第一顆免費，之後每顆 1 元），你只有 ${s.money[seat]} 元。`,
      `Keeping ${k} dice costs $${fee} (the first is free, $1 per extra die); you have $${s.money[seat]}.`,
    );
  }
  return null;
}

/** A seat other than `seat`. */
const isOpponent = (s: DiceTownState, seat: number, t: unknown): t is number => isInt(t, 0, s.players - 1) && t !== seat;

type Check<T extends DiceTownMove['type']> = (s: DiceTownState, move: Extract<DiceTownMove, { type: T }>, p: Pending) => Violation | null;

/** The checks of each kind of move, once it is known to be this seat's turn for it (one small function each). */
const CHECKS: { [T in DiceTownMove['type']]: Check<T> } = {
  keep: (s, move) => checkKeep(s, move),
  cancel: (s, move) =>
    holds(s, move.seat, 'wanted-poster') ? null : violation('dicetown.card.not-held', 'cards', '你手上沒有通緝令。', 'You hold no Wanted poster.'),
  pass: () => null,
  play: (_s, move, p) =>
    p.kind !== 'window' || move.card !== p.card
      ? violation('dicetown.window.card', 'cards', '現在只能打出輪到時機的那張雜貨卡。', 'Only the card whose moment this is may be played now.')
      : null,
  holdUp: (s, move) =>
    isOpponent(s, move.seat, move.target) ? null : violation('dicetown.holdup.target', 'cards', '搶劫要點名另一位玩家。', 'The Hold-up must name another player.'),
  settleTie: (_s, move, p) =>
    p.kind !== 'tie' || !p.candidates.includes(move.winner)
      ? violation('dicetown.tie.candidate', 'sheriff', '警長只能在平手的玩家中挑一位勝出。', 'The sheriff must pick one of the tied players.')
      : null,
  keepCard: (s, move, p) =>
    typeof move.card !== 'string' || !s.drawn.includes(move.card)
      ? violation(p.kind === 'saloonKeep' ? 'dicetown.saloon.card' : 'dicetown.store.card', KIND_NAMES[p.kind].section, '只能從剛抽到的牌裡留一張。', 'Keep one of the cards just drawn.')
      : null,
  steal: (_s, move, p) =>
    p.kind !== 'saloonTarget' || !p.targets.includes(move.target)
      ? violation('dicetown.saloon.target', 'saloon', '只能對手上有牌、而且偷得到的對手下手。', 'Choose an opponent who holds a card that can be taken.')
      : null,
  docNext: (s, move) =>
    s.visitors.includes(move.visitor)
      ? null
      : violation('dicetown.doc.visitor', 'doc-badluck', '只能從還沒看診的玩家裡挑下一位。', 'Pick the next visitor among those still waiting.'),
  elixir: (s, move) => checkElixir(s, move),
  give: (s, move, p) => {
    if (p.kind !== 'give') return null;
    const h = s.hands[move.seat]!;
    const pool = p.what === 'store' ? h.store : [...h.property, ...h.protected];
    if (typeof move.card !== 'string' || !pool.includes(move.card))
      return violation(
        'dicetown.give.card',
        'doc-badluck',
        p.what === 'store' ? '要從自己的雜貨卡裡挑一張給對方。' : '要從自己的地產卡裡挑一張給對方。',
        p.what === 'store' ? 'Hand over one of your own General Store cards.' : 'Hand over one of your own property cards.',
      );
    return null;
  },
};

function checkElixir(s: DiceTownState, move: Extract<DiceTownMove, { type: 'elixir' }>): Violation | null {
  const seat = move.seat;
  const cards = s.options.edition === 'first' ? FIRST_EDITION_MENU : s.elixirs;
  if (typeof move.card !== 'string' || !cards.includes(move.card))
    return violation('dicetown.doc.card', 'doc-badluck', '只能選一張翻開的開運專家卡。', 'Choose one of the face-up Elixirs.');
  const kind = kindOf(move.card);
  if (kind === 'donation' || kind === 'friendship') {
    if (!isOpponent(s, seat, move.target))
      return violation('dicetown.doc.target', 'doc-badluck', '這張卡要指定一位對手。', 'This Elixir needs an opponent named as target.');
  } else if (move.target !== undefined)
    return violation('dicetown.doc.target', 'doc-badluck', '這張卡不用指定對手。', 'This Elixir names no opponent.');
  if (kind === 'protection' || kind === 'barbed-wire') {
    const own = s.hands[seat]!.property;
    const want = Math.min(2, own.length);
    const pick = move.protect;
    if (!Array.isArray(pick) || pick.length !== want || new Set(pick).size !== want || !pick.every((c) => own.includes(c)))
      return violation(
        'dicetown.doc.protect',
        'doc-badluck',
        `要從手上的地產卡挑 ${want} 張不同的翻開保護。`,
        `Pick ${want} different property card${want === 1 ? '' : 's'} from your hand to lay face up.`,
      );
  } else if (move.protect !== undefined)
    return violation('dicetown.doc.protect', 'doc-badluck', '只有保護卡要挑地產卡。', 'Only Protection picks property cards.');
  return null;
}

export function checkMove(s: DiceTownState, move: DiceTownMove): Violation | null {
  if (!isObject(move) || typeof move.type !== 'string' || !isInt(move.seat))
    return violation('dicetown.move.malformed', 'play', '行動格式不正確：需要 type 與座位編號 seat。', 'Malformed move: it needs a "type" and a whole-number "seat".');
  if (!ALL_TYPES.has(move.type))
    return violation('dicetown.move.unknown', 'play', `沒有「${move.type}」這種行動。`, `There is no move called "${move.type}".`);
  if (s.stage === 'over' || !s.pending)
    return violation('dicetown.game.over', 'game-end', '遊戲已經結束，不能再行動。', 'The game is over; no more moves.');
  const kind = s.pending.kind;
  const name = KIND_NAMES[kind];
  if (!MOVES_BY_KIND[kind].includes(move.type))
    return violation('dicetown.turn.phase', name.section, `現在是「${name.zh}」，不能做「${move.type}」。`, `The game is ${name.en} now; "${move.type}" is not a move here.`);
  if (!acts(s, move.seat)) {
    const acting = toAct(s);
    if (kind === 'keep' && s.keepers.includes(move.seat))
      return violation('dicetown.keep.already', 'keeping', '你這一輪已經選好了，等其他人一起掀開骰盅。', 'You have already chosen this step; wait until every cup is lifted.');
    return violation(
      'dicetown.turn.seat',
      name.section,
      `現在不是玩家 ${seatLetter(move.seat)} 行動，要等玩家 ${acting.map(seatLetter).join('、')}。`,
      `It is not Player ${seatLetter(move.seat)}'s turn; waiting for Player ${acting.map(seatLetter).join(', ')}.`,
    );
  }
  return (CHECKS[move.type] as Check<DiceTownMove['type']>)(s, move, s.pending);
}
