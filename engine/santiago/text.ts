/** Bilingual names and log lines for Santiago. */
import type { Bilingual } from '../core/contract';
import { segmentKey } from './board';
import { CROP_NAMES } from './tiles';
import type { Plot, Point, SantiagoMove, SantiagoState, Segment, Tile } from './types';

import { seatName } from '../core/seats';
export { seatName };

export const plotName = (p: Plot): string => `(${p.c},${p.r})`;
export const pointName = (p: Point): string => `(${p.x},${p.y})`;
export const segmentName = (s: Segment): string => segmentKey(s);

export function tileName(t: Tile): Bilingual {
  const n = CROP_NAMES[t.crop];
  return { zh: `${n.zh}（${t.planters} 名農夫）`, en: `${n.en} (${t.planters} planter${t.planters > 1 ? 's' : ''})` };
}

const money = (n: number): Bilingual => ({ zh: `${n} 元`, en: `${n} escudo${n === 1 ? '' : 's'}` });

/** One log line for a move, read in the state before it is played. */
export function describeMove(state: SantiagoState, move: SantiagoMove): Bilingual {
  const who = seatName(move.seat);
  switch (move.type) {
    case 'placeSpring':
      return { zh: `${who.zh} 把水源放在交叉點 ${pointName(move.at)}。`, en: `${who.en} places the spring at intersection ${pointName(move.at)}.` };
    case 'placePalm':
      return { zh: `${who.zh} 在 ${plotName(move.at)} 種下一棵棕櫚樹。`, en: `${who.en} places a palm tree on ${plotName(move.at)}.` };
    case 'bid':
      if (move.amount === 0) return { zh: `${who.zh} 放棄出價。`, en: `${who.en} passes.` };
      return { zh: `${who.zh} 出價 ${money(move.amount).zh}。`, en: `${who.en} bids ${money(move.amount).en}.` };
    case 'pass':
      return { zh: `${who.zh} 放棄出價。`, en: `${who.en} passes.` };
    case 'plant': {
      const tile = state.revealed.find((t) => t.id === move.tile);
      const name = tile ? tileName(tile) : { zh: `板塊 ${move.tile}`, en: `tile ${move.tile}` };
      return { zh: `${who.zh} 把${name.zh}種在 ${plotName(move.at)}。`, en: `${who.en} plants ${name.en} on ${plotName(move.at)}.` };
    }
    case 'placeNeutral': {
      const tile = state.revealed[0];
      const name = tile ? tileName(tile) : { zh: '剩下的板塊', en: 'the leftover tile' };
      return {
        zh: `${who.zh} 把剩下的${name.zh}放在 ${plotName(move.at)}，不放標記。`,
        en: `${who.en} lays the leftover ${name.en} on ${plotName(move.at)} with no markers.`,
      };
    }
    case 'propose': {
      const existing = state.proposals.some((p) => p.segment.dir === move.segment.dir && p.segment.x === move.segment.x && p.segment.y === move.segment.y);
      if (existing)
        return { zh: `${who.zh} 支持水道 ${segmentName(move.segment)}，加碼 ${money(move.amount).zh}。`, en: `${who.en} supports canal ${segmentName(move.segment)} with ${money(move.amount).en}.` };
      return { zh: `${who.zh} 提議在 ${segmentName(move.segment)} 蓋水道，賄賂 ${money(move.amount).zh}。`, en: `${who.en} proposes canal ${segmentName(move.segment)} with a bribe of ${money(move.amount).en}.` };
    }
    case 'support': {
      const p = state.proposals[move.proposal];
      const where = p ? segmentName(p.segment) : `#${move.proposal}`;
      return { zh: `${who.zh} 支持水道 ${where}，加碼 ${money(move.amount).zh}。`, en: `${who.en} supports canal ${where} with ${money(move.amount).en}.` };
    }
    case 'passBribe':
      return { zh: `${who.zh} 這次不提議也不支持。`, en: `${who.en} neither proposes nor supports.` };
    case 'accept': {
      const p = state.proposals[move.proposal];
      const where = p ? segmentName(p.segment) : `#${move.proposal}`;
      return { zh: `工頭${who.zh} 接受水道 ${where} 的提議。`, en: `Overseer ${who.en} accepts the proposal for canal ${where}.` };
    }
    case 'refuse':
      return { zh: `工頭${who.zh} 拒絕所有提議，自己在 ${segmentName(move.segment)} 蓋水道。`, en: `Overseer ${who.en} refuses every proposal and builds canal ${segmentName(move.segment)} himself.` };
    case 'buildOwn':
      return { zh: `工頭${who.zh} 花 1 元在 ${segmentName(move.segment)} 蓋水道。`, en: `Overseer ${who.en} pays 1 escudo and builds canal ${segmentName(move.segment)}.` };
    case 'buildNothing':
      return { zh: `工頭${who.zh} 這一回合不蓋水道。`, en: `Overseer ${who.en} builds no canal this round.` };
    case 'extraCanal':
      return { zh: `${who.zh} 用掉自己的額外水道，蓋在 ${segmentName(move.segment)}。`, en: `${who.en} builds the extra canal on ${segmentName(move.segment)}.` };
    case 'declineExtra':
      return { zh: `${who.zh} 保留額外水道。`, en: `${who.en} keeps the extra canal.` };
    default:
      return { zh: '未知的行動。', en: 'Unknown move.' };
  }
}

export { money as moneyText };
