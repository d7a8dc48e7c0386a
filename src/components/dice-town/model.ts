/**
 * What the town view shows, built from the state through the engine's rules of what each seat may
 * see: for a seat in front of the screen, exactly what `diceTown.view` gives that seat (its own cup,
 * its own cards, the cards it drew); every cup and hand when nobody is to be hidden from (a worked
 * example, a table of bots, a finished game); no cup and no hand before the first hand-over. The
 * view renders this model and emits moves; it never reads the whole state. The legal moves of the
 * seat played from this screen come from the engine too (`legalMovesFor`).
 */
import type { Bilingual, GameResult } from '../../../engine/core/contract';
import { diceTown } from '../../../engine/dice-town/game';
import { wholeLogText } from '../../../engine/dice-town/log';
import { phaseOf } from '../../../engine/dice-town/machine';
import { legalMovesFor, toAct } from '../../../engine/dice-town/moves';
import { HAND_NAMES, rankHand } from '../../../engine/dice-town/rules';
import { LOCATION_NAMES, cardName } from '../../../engine/dice-town/text';
import type { DiceTownMove, DiceTownState, Face, KeepChoice, Location, Pending, Stage } from '../../../engine/dice-town/types';
import type { Viewer } from '../core/handoff';
import { seatLabel } from './look';

export interface SeatModel {
  seat: number;
  money: number;
  nuggets: number;
  /** Dice set aside face up (public). */
  kept: Face[];
  /** The name of the hand once five dice are kept. */
  handName: Bilingual | null;
  /** Dice under the cup, when the screen may show them; else null. */
  rolled: Face[] | null;
  rolledCount: number;
  /** Keeps dice in this dice step. */
  keeper: boolean;
  /** Has made this step's hidden choice. */
  chosen: boolean;
  /** The hidden choice, when the screen may show it. */
  choice: KeepChoice | null;
  /** General Store cards and property in hand, when the screen may show them. */
  store: string[] | null;
  storeCount: number;
  property: string[] | null;
  propertyCount: number;
  protected: string[];
}

export interface TownModel {
  players: number;
  round: number;
  stage: Stage;
  /** The machine's resting state (`dice:keep`, `saloon:saloonKeep` …). */
  phase: string;
  label: Bilingual;
  section: string;
  sheriff: number;
  mine: number;
  bank: number;
  stagecoach: number;
  storeDeckSize: number;
  storeDiscardSize: number;
  propertyDeckSize: number;
  row: string[];
  elixirs: string[];
  elixirDeckSize: number;
  edition: 'revised' | 'first';
  last: boolean;
  winners: Record<Location, number | null>;
  visitors: number[];
  seats: SeatModel[];
  /** Cards drawn and waiting for a choice, when the screen may show them. */
  drawn: string[];
  pending: Pending | null;
  toAct: number[];
  /** The seat whose cup and cards this screen shows as "yours" (null: none). */
  focus: number | null;
  control: { seat: number; legal: DiceTownMove[] } | null;
  result: GameResult | null;
}

const sees = (viewer: Viewer, seat: number) => viewer === 'all' || (typeof viewer === 'object' && viewer.seat === seat);

/**
 * The model for `viewer`. `control` is the seat the reader plays from this screen (null when no
 * local seat acts); its legal moves are listed only while that seat is one of those to act.
 */
export function townModel(s: DiceTownState, viewer: Viewer, control: number | null): TownModel {
  const acting = toAct(s);
  const meta = diceTown.meta(s);
  const focus = typeof viewer === 'object' ? viewer.seat : viewer === 'all' ? (control ?? null) : null;
  const seats: SeatModel[] = Array.from({ length: s.players }, (_, seat) => {
    const h = s.hands[seat]!;
    const mine = sees(viewer, seat);
    const kept = s.kept[seat]!.slice();
    return {
      seat,
      money: s.money[seat]!,
      nuggets: s.nuggets[seat]!,
      kept,
      handName: kept.length === 5 ? HAND_NAMES[rankHand(kept).category] : null,
      rolled: mine ? s.rolled[seat]!.slice() : null,
      rolledCount: s.rolled[seat]!.length,
      keeper: s.pending?.kind === 'keep' && s.keepers.includes(seat),
      chosen: s.choices[seat] !== null,
      choice: mine ? (s.choices[seat] ?? null) : null,
      store: mine ? h.store.slice() : null,
      storeCount: h.store.length,
      property: mine ? h.property.slice() : null,
      propertyCount: h.property.length,
      protected: h.protected.slice(),
    };
  });
  const p = s.pending;
  const drawer = p && 'seat' in p ? p.seat : null;
  const legal = control !== null && acting.includes(control) ? legalMovesFor(s, control) : [];
  return {
    players: s.players,
    round: s.round,
    stage: s.stage,
    phase: phaseOf(s),
    label: meta.label,
    section: meta.section,
    sheriff: s.sheriff,
    mine: s.mine,
    bank: s.bank,
    stagecoach: s.stagecoach,
    storeDeckSize: s.storeDeck.length,
    storeDiscardSize: s.storeDiscard.length,
    propertyDeckSize: s.propertyDeck.length,
    row: s.row.slice(),
    elixirs: s.elixirs.slice(),
    elixirDeckSize: s.elixirDeck.length,
    edition: s.options.edition,
    last: s.last,
    winners: { ...s.winners },
    visitors: s.visitors.slice(),
    seats,
    drawn: drawer !== null && sees(viewer, drawer) ? s.drawn.slice() : [],
    pending: p,
    toAct: acting,
    focus,
    control: legal.length > 0 && control !== null ? { seat: control, legal } : null,
    result: diceTown.result(s),
  };
}

const who = (seat: number) => seatLabel(seat);
const name = (card: string) => cardName(card);

/**
 * What the game waits for, in both languages: who is still choosing under the cup, who breaks a tie,
 * else who acts and what they decide. `prompted`: a person at this screen is asked to decide, and the
 * turn prompt already says who and what (TurnPrompt); the line then says only what the prompt does
 * not: who else is still choosing, between whom a tie stands, where in the town the game is.
 */
export function pendingText(m: TownModel, prompted = false): Bilingual {
  const p = m.pending;
  if (m.result || !p) return { zh: '遊戲結束。', en: 'The game is over.' };
  const list = (seats: number[]) => ({ zh: seats.map((s) => who(s).zh).join('、'), en: seats.map((s) => who(s).en).join(', ') });
  switch (p.kind) {
    case 'keep': {
      const names = list(m.toAct);
      if (prompted)
        return m.last
          ? { zh: `最後一擲還沒收下的有：${names.zh}。`, en: `Still to take the last roll: ${names.en}.` }
          : { zh: `還在選的有：${names.zh}。大家都選好，骰盅一起掀開。`, en: `Still choosing: ${names.en}. When all have chosen, the cups are lifted together.` };
      return m.last
        ? { zh: `最後一擲：${names.zh}擲出什麼就全部留下。`, en: `The last roll: ${names.en} must keep every die as it falls.` }
        : { zh: `在骰盅下選擇要保留的骰子；還在選的有：${names.zh}。大家都選好，骰盅一起掀開。`, en: `Keeping under the cup; still choosing: ${names.en}. When all have chosen, the cups are lifted together.` };
    }
    case 'tie': {
      const c = list(p.candidates);
      const place = LOCATION_NAMES[p.location];
      return prompted
        ? { zh: `${place.zh}平手（${c.zh}）。`, en: `${place.en} is tied (${c.en}).` }
        : { zh: `${place.zh}平手（${c.zh}）：警長${who(p.seat).zh}決定誰拿。`, en: `${place.en} is tied (${c.en}): Sheriff ${who(p.seat).en} decides who takes it.` };
    }
    default: {
      if (prompted) {
        const place = m.stage === 'dice' || m.stage === 'over' ? null : LOCATION_NAMES[m.stage];
        return place ? { zh: `正在結算：${place.zh}。`, en: `Now resolving: ${place.en}.` } : { zh: '擲骰與保留的階段。', en: 'The dice round: rolling and keeping.' };
      }
      const w = who(p.seat);
      const d = decision(m);
      return { zh: `輪到${w.zh}：${d.zh}。`, en: `${w.en} to act: ${d.en}.` };
    }
  }
}

/** What the seat to act decides now, in a few words (the turn prompt, and the status line). */
export function decision(m: TownModel): Bilingual {
  const p = m.pending;
  if (!p) return { zh: '行動', en: 'act' };
  switch (p.kind) {
    case 'keep':
      return m.last
        ? { zh: '最後一擲：骰子全部留下', en: 'the last roll: keep every die' }
        : { zh: '在骰盅下選擇要保留的骰子', en: 'choose the dice to keep under your cup' };
    case 'wanted':
      return { zh: `要不要用通緝令取消${who(p.by).zh}的「${name(p.card).zh}」`, en: `cancel ${who(p.by).en}’s ${name(p.card).en} with the Wanted poster, or let it stand` };
    case 'window':
      return { zh: `現在打出「${name(p.card).zh}」，或先留著`, en: `play ${name(p.card).en} now, or keep it for later` };
    case 'holdUp':
      return { zh: '搶劫：點名一位玩家付 4 元', en: 'hold-up: name a player to pay $4' };
    case 'tie':
      return { zh: `身為警長：決定誰拿下${LOCATION_NAMES[p.location].zh}`, en: `as Sheriff: rule who takes the ${LOCATION_NAMES[p.location].en}` };
    case 'storeKeep':
      return { zh: '從抽到的雜貨卡留一張', en: 'keep one of the General Store cards drawn' };
    case 'saloonTarget':
      return { zh: `在酒館選一位對手下手（抽 ${p.draw} 張）`, en: `pick an opponent to rob at the Saloon (${p.draw} card${p.draw === 1 ? '' : 's'})` };
    case 'saloonKeep':
      return { zh: `從${who(p.from).zh}那裡抽到的牌留一張`, en: `keep one of the cards drawn from ${who(p.from).en}` };
    case 'docNext':
      return { zh: '身為警長：決定誰先去看開運專家', en: 'as Sheriff: decide who visits Doc Badluck next' };
    case 'elixir':
      return { zh: '在開運專家那裡選一張卡', en: 'choose a card at Doc Badluck’s' };
    case 'give':
      return p.what === 'store'
        ? { zh: `交一張雜貨卡給${who(p.to).zh}`, en: `hand one General Store card to ${who(p.to).en}` }
        : { zh: `交一張地產卡給${who(p.to).zh}`, en: `hand one property card to ${who(p.to).en}` };
  }
}

/** A button's words for a legal move other than keeping dice. */
export function moveLabel(move: DiceTownMove, m: TownModel): Bilingual {
  const p = m.pending;
  switch (move.type) {
    case 'cancel':
      return p?.kind === 'wanted'
        ? { zh: `打出通緝令，取消「${name(p.card).zh}」`, en: `Play the Wanted poster: cancel ${name(p.card).en}` }
        : { zh: '打出通緝令', en: 'Play the Wanted poster' };
    case 'pass':
      return p?.kind === 'wanted' ? { zh: '不用通緝令', en: 'Let it stand' } : { zh: '先不出牌', en: 'Keep the card for now' };
    case 'play':
      return { zh: `打出「${name(move.card).zh}」`, en: `Play ${name(move.card).en}` };
    case 'holdUp':
      return { zh: `搶${who(move.target).zh}（現有 ${m.seats[move.target]!.money} 元）`, en: `Hold up ${who(move.target).en} (has $${m.seats[move.target]!.money})` };
    case 'settleTie':
      return { zh: `判給${who(move.winner).zh}`, en: `Rule for ${who(move.winner).en}` };
    case 'keepCard':
      return { zh: `留下「${name(move.card).zh}」`, en: `Keep ${name(move.card).en}` };
    case 'steal': {
      const t = m.seats[move.target]!;
      const cards = t.storeCount + t.propertyCount;
      return { zh: `向${who(move.target).zh}下手（手上 ${cards} 張牌）`, en: `Rob ${who(move.target).en} (${cards} card${cards === 1 ? '' : 's'} in hand)` };
    }
    case 'docNext':
      return { zh: `讓${who(move.visitor).zh}先看診`, en: `Send ${who(move.visitor).en} next` };
    case 'elixir': {
      const n = name(move.card);
      if (move.target !== undefined) return { zh: `「${n.zh}」，對象：${who(move.target).zh}`, en: `${n.en}, naming ${who(move.target).en}` };
      if (move.protect) {
        const cards = move.protect.map(name);
        return { zh: `「${n.zh}」，亮出保護：${cards.map((c) => c.zh).join('、')}`, en: `${n.en}, laying down ${cards.map((c) => c.en).join(' and ')}` };
      }
      return { zh: `「${n.zh}」`, en: n.en };
    }
    case 'give':
      return { zh: `交出「${name(move.card).zh}」`, en: `Hand over ${name(move.card).en}` };
    case 'keep':
      return { zh: `保留 ${move.dice.join(' ') || '—'}`, en: `Keep ${move.dice.join(' ') || '—'}` };
  }
}

export interface ScoreRow {
  seat: number;
  total: number;
  rows: { label: Bilingual; points: number }[];
}

/** The final score of every seat, line by line (the engine's breakdown). */
export function scoreDetail(result: GameResult): ScoreRow[] {
  return result.seats.map((r) => ({ seat: r.seat, total: r.total, rows: r.breakdown.map((b) => ({ label: b.label, points: b.points })) }));
}

/** The whole public log in words: every finished round, then this one (the state keeps it as data; each line is worded once). */
export function wholeLog(s: DiceTownState): Bilingual[] {
  return wholeLogText(s);
}
