/**
 * What the tableau view shows, built from the engine's per-seat views: the view for the seat in
 * front of the screen only (a hidden hand stays `null`), every hand when nobody is to be hidden
 * from (a worked example, a table of bots, a finished game). The view renders this model and
 * emits moves; it never reads the whole state. The legal moves and build prices of the seat that
 * plays now come from the engine too.
 */
import type { Bilingual, GameResult } from '../../../engine/core/contract';
import { sanJuan } from '../../../engine/san-juan/game';
import { CARD_BUILDING, CARD_VP, buildingOf } from '../../../engine/san-juan/cards';
import { buildPrice, handLimit } from '../../../engine/san-juan/rules';
import { ROLE_NAMES } from '../../../engine/san-juan/text';
import { ROLES, type BuildingView, type Role, type SanJuanMove, type SanJuanPhase, type SanJuanState } from '../../../engine/san-juan/types';
import type { Viewer } from '../core/handoff';
import { seatLabel } from './look';

export interface SeatModel {
  seat: number;
  handSize: number;
  /** The hand, when the screen may show it; else null. */
  hand: number[] | null;
  buildings: BuildingView[];
  chapel: number;
  goods: number;
  limit: number;
}

export interface RoleModel {
  role: Role;
  /** Who picked it this round, or null while it is free. */
  by: number | null;
  /** The role whose phase is being played. */
  current: boolean;
}

export interface ControlModel {
  seat: number;
  legal: SanJuanMove[];
  /** Cost of each legal build before goods, keyed `card` or `card>over`. */
  prices: Record<string, number>;
  /** The pick may choose whether the library doubles the privilege (two players). */
  libraryChoice: boolean;
}

export interface TableauModel {
  players: number;
  round: number;
  phase: SanJuanPhase;
  label: Bilingual;
  section: string;
  governor: number;
  seats: SeatModel[];
  roles: RoleModel[];
  priceTile: number | null;
  priceStackSize: number;
  deckSize: number;
  discardSize: number;
  privileged: number | null;
  doubled: boolean;
  toAct: number | undefined;
  /** Cards the screen may show: a gold mine's (public) or the acting councillor's own draw. */
  drawn: number[];
  /** Cards still to choose for the seat acting, when the screen may know it. */
  count: number;
  payment: { card: number; owed: number } | null;
  /** Whose hand is shown as "your hand" (the seat in front of the screen, or the one acting). */
  focus: number | null;
  control: ControlModel | null;
  result: GameResult | null;
}

export const priceKey = (card: number, over?: number): string => (over === undefined ? String(card) : `${card}>${over}`);

/**
 * The model for `viewer`. `control` is the seat the reader plays now (null when nobody local acts);
 * its legal moves are listed only if that seat is the one to act.
 */
export function tableauModel(state: SanJuanState, viewer: Viewer, control: number | null): TableauModel {
  const acting = sanJuan.toAct(state)[0];
  const focus = typeof viewer === 'object' ? viewer.seat : viewer === 'all' ? (control ?? acting ?? null) : null;
  const v = sanJuan.view(state, focus ?? -1);
  const hands: (number[] | null)[] = Array.from({ length: state.players }, (_, seat) => {
    if (viewer === 'all') return sanJuan.view(state, seat).hand;
    return seat === focus ? v.hand : null;
  });
  const drawn = viewer === 'all' && acting !== undefined ? sanJuan.view(state, acting).drawn : v.drawn;
  const count = viewer === 'all' && acting !== undefined ? sanJuan.view(state, acting).count : v.count;
  const current = state.phase === 'pickRole' || state.phase === 'gameOver' ? null : (v.picks[v.picks.length - 1]?.role ?? null);
  let ctl: ControlModel | null = null;
  if (control !== null && control === acting && (viewer === 'all' || focus === control)) {
    const legal = sanJuan.legalMoves(state);
    const prices: Record<string, number> = {};
    for (const m of legal) if (m.type === 'build') prices[priceKey(m.card, m.over)] = buildPrice(state, control, m.card, m.over).cost;
    ctl = { seat: control, legal, prices, libraryChoice: legal.some((m) => m.type === 'pickRole' && m.library !== undefined) };
  }
  const meta = sanJuan.meta(state);
  return {
    players: v.players,
    round: v.round,
    phase: v.phase,
    label: meta.label,
    section: meta.section,
    governor: v.governor,
    seats: v.buildings.map((buildings, seat) => ({
      seat,
      handSize: v.handSizes[seat]!,
      hand: hands[seat]!,
      buildings,
      chapel: v.chapelCounts[seat]!,
      goods: buildings.filter((b) => b.good).length,
      limit: handLimit(buildings.map((b) => ({ card: b.card, good: null }))),
    })),
    roles: ROLES.map((role) => {
      const pick = v.picks.find((p) => p.role === role);
      return { role, by: pick ? pick.seat : null, current: current === role };
    }),
    priceTile: v.priceTile,
    priceStackSize: v.priceStackSize,
    deckSize: v.deckSize,
    discardSize: v.discardSize,
    privileged: v.privileged,
    doubled: v.doubled,
    toAct: acting,
    drawn,
    count,
    payment: v.payment,
    focus,
    control: ctl,
    result: sanJuan.result(state),
  };
}

/** What the game waits for, in one line: who, and which choice (a hidden count only for its seat). */
export function pendingText(m: TableauModel): Bilingual {
  if (m.toAct === undefined) return { zh: '遊戲結束。', en: 'The game is over.' };
  const who = seatLabel(m.toAct);
  const hidden = !(m.control?.seat === m.toAct || m.focus === m.toAct) || m.count === 0;
  const what: Bilingual =
    hidden && m.phase === 'councillor'
      ? { zh: '從抽到的牌中挑牌留下', en: 'choose which drawn cards to keep' }
      : hidden && m.phase === 'archive'
        ? { zh: '從整手牌中棄牌', en: 'discard from the whole hand' }
        : decision(m);
  return { zh: `輪到${who.zh}：${what.zh}。`, en: `${who.en} to act: ${what.en}.` };
}

/** What the seat to act decides now, and how (the turn prompt, and the status line for every seat). */
export function decision(m: TableauModel): Bilingual {
  const n = m.count;
  const limit = m.seats[m.toAct ?? 0]?.limit;
  switch (m.phase) {
    case 'startHand':
      return { zh: '從起始手牌選牌棄掉，留下 4 張', en: 'discard from the starting hand down to 4' };
    case 'handLimit':
      return { zh: `選牌棄掉，直到手牌上限 ${limit} 張`, en: `discard down to the hand limit of ${limit}` };
    case 'archive':
      return { zh: `從整手牌中再棄 ${n} 張`, en: `discard ${n} more from the whole hand` };
    case 'chapel':
      return { zh: '可以選一張手牌壓到禮拜堂下，或放棄', en: 'tuck a hand card under the chapel, or pass' };
    case 'pickRole':
      return { zh: '挑一個還沒被挑走的角色', en: 'pick a role that is still free' };
    case 'builder':
      return { zh: '選一張手牌當作要蓋的建築，再按「蓋」；或放棄', en: 'choose a hand card to build, then Build; or pass' };
    case 'payment':
      return m.payment
        ? { zh: `為${buildingOf(m.payment.card).name.zh}付牌：再選 ${m.payment.owed} 張`, en: `pay for the ${buildingOf(m.payment.card).name.en}: choose ${m.payment.owed} more card${m.payment.owed === 1 ? '' : 's'}` }
        : { zh: '付牌', en: 'pay' };
    case 'producer':
      return { zh: '選空的生產建築來生產，再按確定；或放棄', en: 'choose empty production buildings, then confirm; or pass' };
    case 'trader':
      return { zh: '選有貨品的建築來賣，再按確定；或放棄', en: 'choose buildings with goods to sell, then confirm; or pass' };
    case 'councillor':
      return { zh: `從抽到的牌中留下 ${n} 張`, en: `keep ${n} of the cards drawn` };
    case 'goldMine':
      return { zh: '金礦坑：從翻開的 4 張中留下 1 張', en: 'gold mine: keep one of the four cards turned up' };
    default:
      return { zh: '行動', en: 'act' };
  }
}

export const roleName = (role: Role): Bilingual => ROLE_NAMES[role];

export interface ScoreRow {
  /** A building and its printed points, or a bonus line of the result. */
  label: Bilingual;
  points: number;
  card?: number;
}

export interface SeatScore {
  seat: number;
  rows: ScoreRow[];
  total: number;
  /** The tie-break: cards in hand plus goods on buildings. */
  tieBreak: { hand: number; goods: number };
}

/**
 * Final scoring building by building: each building's printed points, then the engine's other
 * lines (chapel, the 6-cost bonuses) as they are, and the tie-break figures. The sum of the rows
 * is the engine's total.
 */
export function scoreDetail(state: SanJuanState, result: GameResult): SeatScore[] {
  return result.seats.map((s) => {
    const buildings = state.buildings[s.seat]!;
    const rows: ScoreRow[] = buildings.map((b) => ({ label: buildingOf(b.card).name, points: CARD_VP[b.card]!, card: b.card }));
    // the engine's first line is the printed points of all buildings, shown above one by one
    rows.push(...s.breakdown.slice(1));
    return {
      seat: s.seat,
      rows,
      total: s.total,
      tieBreak: { hand: state.hands[s.seat]!.length, goods: buildings.filter((b) => b.good !== null).length },
    };
  });
}

/** Whether the building on `card` is one of the four 6-cost buildings. */
export const isGrand = (card: number): boolean => ['guild_hall', 'city_hall', 'triumphal_arch', 'palace'].includes(CARD_BUILDING[card]!);
