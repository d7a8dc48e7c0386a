/**
 * What every Genoa board needs, kept pure: the far spaces a wish may name, the words of the
 * decision each phase asks for, and when two moves are the same. What a seat's picks mean while it
 * decides is in picks.ts, loaded with the seat's controls.
 */
import type { Bilingual } from '../../../engine/core/contract';
import { farTargets } from '../../../engine/genoa/rules';
import { SPACES, TOUCHES, type BuildingId, type SpaceId } from '../../../engine/genoa/map';
import type { GenoaMove, GenoaPhase, Table } from '../../../engine/genoa/types';

/** The far spaces a wish may name (the engine's list). */
export const wishTargets = (t: Pick<Table, 'path'>): SpaceId[] => (t.path.length ? farTargets(t) : []);

/** Every space, for the Any start space card. */
export const ALL_SPACES = SPACES;

/** The buildings a street touches (the map's). */
export const touching = (street: SpaceId): BuildingId[] => TOUCHES[street] ?? [];

/** What the phase asks of the seat deciding. */
export function decision(phase: GenoaPhase, trader: boolean): Bilingual {
  switch (phase) {
    case 'start':
      return { zh: '擲骰決定起始格，或打出任意起始位置卡', en: 'roll for the start space, or play Any start space' };
    case 'bidding':
      return { zh: '向交易商人出價、提出希望，或不出價', en: 'make the trader an offer, make a wish, or pass' };
    case 'trader':
      return trader
        ? { zh: '接受一個出價、還價、自己在這裡行動、移動交易塔，或結束移動', en: 'accept an offer, counter, act here yourself, move the tower, or stop' }
        : { zh: '等交易商人決定', en: 'wait for the trader' };
    case 'counter':
      return { zh: '回覆交易商人的還價：同意或拒絕', en: 'answer the trader’s counter-offer: agree or refuse' };
    case 'action':
      return { zh: '選擇怎麼執行這個行動', en: 'choose how to take the action' };
    case 'acquisition':
      return { zh: '選一個有圓盤的街道格，在旁邊 1 或 2 棟建築放上所有人指示物，或跳過', en: 'pick a street with a disc and mark 1 or 2 buildings beside it, or pass' };
    default:
      return { zh: '遊戲結束', en: 'the game is over' };
  }
}

/**
 * Whether two moves are the same (a worked example's "your turn"): plain JSON with key order, the
 * order of a list of buildings or cards, absent and `false` flags and empty parts of a bundle ignored.
 */
export function sameMove(a: GenoaMove, b: GenoaMove): boolean {
  const norm = (m: unknown): unknown => {
    if (Array.isArray(m)) return m.every((x) => typeof x === 'number' || typeof x === 'string') ? [...m].sort() : m.map(norm);
    if (!m || typeof m !== 'object') return m;
    const out: [string, unknown][] = [];
    for (const k of Object.keys(m).sort()) {
      const v = norm((m as Record<string, unknown>)[k]);
      const empty = v === undefined || v === false || (Array.isArray(v) && v.length === 0) || (!!v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0);
      if (!empty) out.push([k, v]);
    }
    return Object.fromEntries(out);
  };
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b));
}
