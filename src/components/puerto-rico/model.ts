/**
 * What the boards show, built from the engine's per-seat views: the view for the seat in front of
 * the screen (the other seats' VP chips stay `null`), every seat's chips when nobody is to be
 * hidden from (a worked example, a table of bots, a finished game). The boards render this model
 * and emit moves; they never read the whole state. The legal moves of the seat that acts and its
 * building prices come from the engine too.
 */
import type { Bilingual, GameResult } from '../../../engine/core/contract';
import { BUILDING, BUILDINGS, CITY_SPACES, type BuildingId, type BuildingInfo } from '../../../engine/puerto-rico/buildings';
import { puertoRicoPage } from '../../../engine/puerto-rico/page-game';
import { buildPrice } from '../../../engine/puerto-rico/rules';
import type { Good, PuertoRicoMove, PuertoRicoPhase, PuertoRicoState, PuertoRicoView, Role, SeatView, Ship } from '../../../engine/puerto-rico/types';
import type { Viewer } from '../core/handoff';
import { buildable } from './intents';
import { seatLabel } from './look';

export interface SeatModel extends SeatView {
  seat: number;
  /** City spaces in use (a large building takes two). */
  spaces: number;
}

export interface RoleModel {
  role: Role;
  /** Doubloons lying on the card. */
  money: number;
  /** Who picked it this round, or null while it is on the table. */
  by: number | null;
  /** The role whose phase is being played. */
  current: boolean;
}

export interface SupplyBuilding {
  info: BuildingInfo;
  /** Copies left in the supply. */
  left: number;
  /** The acting seat's price for it (builder phase). */
  price?: number;
  /** A legal build of the acting seat names it (builder phase). */
  legal: boolean;
}

export interface ControlModel {
  seat: number;
  legal: PuertoRicoMove[];
}

export interface BoardModel {
  players: number;
  round: number;
  phase: PuertoRicoPhase;
  label: Bilingual;
  section: string;
  governor: number;
  picker: number | null;
  toAct: number | undefined;
  seats: SeatModel[];
  roles: RoleModel[];
  ships: Ship[];
  house: Good[];
  row: Good[];
  stackSize: number;
  quarries: number;
  colonists: number;
  colonistShip: number;
  vpSupply: number;
  goods: Record<Good, number>;
  /** By board column 1–4, in the order of the supply board. */
  supply: SupplyBuilding[][];
  end: PuertoRicoView['end'];
  /** The seat in front of the screen (or the one acting when every seat is open). */
  focus: number | null;
  /** The seat a person plays here now, with its legal moves; null when nobody here acts. */
  control: ControlModel | null;
  /** Legal moves of the seat acting, whoever plays it (marks on the boards, never decisions). */
  acting: PuertoRicoMove[];
  result: GameResult | null;
}

/**
 * The model for `viewer`. `control` is the seat the reader plays now (null when nobody local acts);
 * its legal moves are listed only if that seat is the one to act.
 */
export function boardModel(state: PuertoRicoState, viewer: Viewer, control: number | null): BoardModel {
  const acting = puertoRicoPage.toAct(state)[0];
  const focus = typeof viewer === 'object' ? viewer.seat : viewer === 'all' ? (control ?? acting ?? null) : null;
  const v = puertoRicoPage.view(state, focus ?? -1);
  const seats: SeatModel[] = v.seats.map((s, seat) => {
    const vp = viewer === 'all' ? puertoRicoPage.view(state, seat).seats[seat]!.vp : s.vp;
    return { ...s, vp, seat, spaces: s.city.reduce((n, b) => n + BUILDING[b.id].size, 0) };
  });
  const legal = acting === undefined ? [] : puertoRicoPage.legalMoves(state);
  const builds = buildable(legal);
  const current = v.picker === null ? null : (v.picks[v.picks.length - 1]?.role ?? null);
  const supply: SupplyBuilding[][] = [1, 2, 3, 4].map((col) =>
    BUILDINGS.filter((b) => b.column === col).map((info) => {
      const left = v.supply[info.id] ?? 0;
      const out: SupplyBuilding = { info, left, legal: builds.has(info.id) };
      if (v.phase === 'builder' && acting !== undefined && left > 0) out.price = buildPrice(state, acting, info.id);
      return out;
    }),
  );
  const meta = puertoRicoPage.meta(state);
  return {
    players: v.players,
    round: v.round,
    phase: v.phase,
    label: meta.label,
    section: meta.section,
    governor: v.governor,
    picker: v.picker,
    toAct: acting,
    seats,
    roles: v.roles.map((role) => {
      const pick = v.picks.find((p) => p.role === role);
      return { role, money: v.roleMoney[role] ?? 0, by: pick ? pick.seat : null, current: current === role && v.phase !== 'pickRole' };
    }),
    ships: v.ships,
    house: v.house,
    row: v.row,
    stackSize: v.stackSize,
    quarries: v.quarries,
    colonists: v.colonists,
    colonistShip: v.ship,
    vpSupply: v.vpSupply,
    goods: v.goods,
    supply,
    end: v.end,
    focus,
    control: control !== null && control === acting && (viewer === 'all' || focus === control) ? { seat: control, legal } : null,
    acting: legal,
    result: puertoRicoPage.result(state),
  };
}

/** City spaces left free on a seat's board. */
export const freeSpaces = (s: SeatModel): number => CITY_SPACES - s.spaces;

/** What the game waits for, in one line: who, and which choice. */
export function pendingText(m: BoardModel): Bilingual {
  if (m.toAct === undefined) return { zh: '遊戲結束。', en: 'The game is over.' };
  const who = seatLabel(m.toAct);
  const what = decision(m);
  return { zh: `輪到${who.zh}：${what.zh}。`, en: `${who.en} to act: ${what.en}.` };
}

/** What the seat to act decides now, and how (the turn prompt, and the status line for every seat). */
export function decision(m: BoardModel): Bilingual {
  const pass = m.acting.some((x) => x.type === 'pass');
  const orPass = (t: Bilingual): Bilingual => (pass ? { zh: `${t.zh}；或放棄`, en: `${t.en}; or pass` } : t);
  switch (m.phase) {
    case 'pickRole':
      return { zh: '從桌上還沒被挑走的角色卡中挑一張', en: 'choose one of the role cards still on the table' };
    case 'settler':
      return orPass(
        m.acting.some((x) => x.type === 'hacienda')
          ? { zh: '可以先用大莊園抽一片蓋著的種植園，再拿一片翻開的種植園（或採石場）', en: 'you may first draw a face-down plantation with the hacienda, then take a face-up plantation (or a quarry)' }
          : { zh: '拿一片翻開的種植園（或採石場）放到島上', en: 'take a face-up plantation (or a quarry) for your island' },
      );
    case 'mayor':
      return { zh: '把移民放到種植園、採石場和建築的圓圈上（在下面的圖板上點選），再按確定', en: 'put your colonists on the circles of your plantations, quarries and buildings (click them on your board below), then confirm' };
    case 'builder':
      return orPass({ zh: '從建築供應區蓋一棟建築', en: 'build one building from the supply' });
    case 'craftsman':
      return orPass({ zh: '特權：從生產過的貨物中再拿 1 個', en: 'privilege: take one more good of a kind you produced' });
    case 'trader':
      return orPass({ zh: '賣 1 個貨物給商會', en: 'sell one good to the trading house' });
    case 'captain':
      return orPass({ zh: '選一種貨物，再選要裝上的船', en: 'choose a kind of goods, then the ship to load it on' });
    case 'storage':
      return { zh: '選要留下的貨物，再按確定；其餘的退回供應區', en: 'choose the goods to keep, then confirm; the rest go back to the supply' };
    default:
      return { zh: '行動', en: 'act' };
  }
}

export interface ScoreRow {
  label: Bilingual;
  points: number;
  /** A building's printed points (else a line of the engine's: chips, bonuses). */
  building?: BuildingId;
}

export interface SeatScore {
  seat: number;
  rows: ScoreRow[];
  total: number;
  /** The tie-break: doubloons plus barrels. */
  tieBreak: { doubloons: number; goods: number };
}

/** Final scoring, as the engine's result gives it, with the tie-break figures from the final state. */
export function scoreDetail(state: PuertoRicoState, result: GameResult): SeatScore[] {
  return result.seats.map((s) => {
    const seat = state.seats[s.seat]!;
    return {
      seat: s.seat,
      rows: s.breakdown.map((l) => ({ label: l.label, points: l.points })),
      total: s.total,
      tieBreak: { doubloons: seat.doubloons, goods: Object.values(seat.goods).reduce((a, b) => a + b, 0) },
    };
  });
}
