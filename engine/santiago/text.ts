/**
 * Bilingual names and log sentences for Santiago. Each sentence takes plain JSON arguments (seats,
 * amounts, tiles, plots, canal segments), so that the state keeps a log line as the sentence's name
 * and its arguments and words it only when someone reads it (`log.ts`). Log lines are public: every
 * payment is made in the open, and a tile is named only once it is face up.
 */
import type { Bilingual } from '../core/contract';
import { segmentKey } from './board';
import { CROP_NAMES } from './tiles';
import type { Plot, Point, Segment, Tile } from './types';

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

export { money as moneyText };

// ---- setup ---------------------------------------------------------------------------------------

export const started = (players: number, cash: number): Bilingual => ({
  zh: `${players} 位玩家開局，每人 ${cash} 元。`,
  en: `${players} players start with ${cash} escudos each.`,
});

export const tileRemoved = (tile: Tile): Bilingual => ({
  zh: `移出遊戲的板塊（公開）：${tileName(tile).zh}。`,
  en: `Tile removed from the game (shown): ${tileName(tile).en}.`,
});

export const overseerTaken = (seat: number): Bilingual => ({
  zh: `${seatName(seat).zh} 拿到工頭。`,
  en: `${seatName(seat).en} takes the canal overseer figure.`,
});

export const springAt = (at: Point): Bilingual => ({
  zh: `水源在交叉點 ${pointName(at)}。`,
  en: `The spring is at intersection ${pointName(at)}.`,
});

export const loadedAt = (round: number): Bilingual => ({
  zh: `從指定的局面開始（第 ${round} 輪）。`,
  en: `Started from a given position (round ${round}).`,
});

export const palmsAtRandom = (palms: readonly Plot[]): Bilingual => ({
  zh: `棕櫚樹隨機種在 ${palms.map(plotName).join('、')}。`,
  en: `Palm trees placed at random on ${palms.map(plotName).join(', ')}.`,
});

// ---- the round's steps ---------------------------------------------------------------------------

export const revealed = (round: number, overseer: number, tiles: readonly Tile[]): Bilingual => ({
  zh: `第 ${round} 回合：工頭${seatName(overseer).zh} 翻開 ${tiles.map((t) => tileName(t).zh).join('、')}。`,
  en: `Round ${round}: overseer ${seatName(overseer).en} reveals ${tiles.map((t) => tileName(t).en).join(', ')}.`,
});

/** The new overseer, who either passed first or bid lowest. */
export const newOverseer = (seat: number, firstToPass: boolean): Bilingual => {
  const why = firstToPass ? { zh: '第一個放棄出價', en: 'first to pass' } : { zh: '出價最低', en: 'lowest bid' };
  return { zh: `${seatName(seat).zh}（${why.zh}）成為工頭。`, en: `${seatName(seat).en} (${why.en}) becomes the canal overseer.` };
};

export const bidsPaid = (total: number): Bilingual => ({
  zh: `所有出價付給銀行，共 ${money(total).zh}。`,
  en: `Every bid is paid to the bank: ${money(total).en} in all.`,
});

export const noCanalLeft = (): Bilingual => ({
  zh: '供應區已經沒有水道，這一回合沒有賄賂也沒有興建。',
  en: 'No canal is left in the supply: no bribes and no building this round.',
});

export const bribesTaken = (overseer: number, total: number): Bilingual => ({
  zh: `工頭${seatName(overseer).zh} 收下這項提議上的 ${money(total).zh}，其餘賄款退回。`,
  en: `Overseer ${seatName(overseer).en} takes the ${money(total).en} on it; all other offers go back.`,
});

export const refusalPaid = (cost: number): Bilingual => ({
  zh: `工頭付給銀行 ${money(cost).zh}（最高提議加 1），所有賄款退回。`,
  en: `The overseer pays the bank ${money(cost).en} (highest proposal + 1); every offer goes back.`,
});

export const drought = (lost: number, deserts: number): Bilingual => ({
  zh: `乾旱：乾枯的農地共失去 ${lost} 個產量標記，${deserts} 塊變成沙漠。`,
  en: `Drought: dry plantations lose ${lost} yield marker${lost === 1 ? '' : 's'}; ${deserts} turn${deserts === 1 ? 's' : ''} to desert.`,
});

export const income = (amount: number): Bilingual => ({
  zh: `收入：每位玩家從銀行拿 ${amount} 元。`,
  en: `Income: every player takes ${amount} escudos from the bank.`,
});

export const finalDrying = (deserts: number): Bilingual => ({
  zh: `最後一次乾旱：沒有水的 ${deserts} 塊農地全部變成沙漠。`,
  en: `Final drying: the ${deserts} dry plantation${deserts === 1 ? '' : 's'} all turn to desert.`,
});

export const gameOver = (winners: readonly number[]): Bilingual => {
  const names = winners.map((w) => seatName(w));
  return {
    zh: `遊戲結束，獲勝：${names.map((n) => n.zh).join('、')}。`,
    en: `Game over. Winner${names.length > 1 ? 's' : ''}: ${names.map((n) => n.en).join(', ')}.`,
  };
};

// ---- moves (a move's line is also its description: `describeMove` in log.ts) ----------------------

export const springPlaced = (seat: number, at: Point): Bilingual => ({
  zh: `${seatName(seat).zh} 把水源放在交叉點 ${pointName(at)}。`,
  en: `${seatName(seat).en} places the spring at intersection ${pointName(at)}.`,
});

export const palmPlaced = (seat: number, at: Plot): Bilingual => ({
  zh: `${seatName(seat).zh} 在 ${plotName(at)} 種下一棵棕櫚樹。`,
  en: `${seatName(seat).en} places a palm tree on ${plotName(at)}.`,
});

export const passed = (seat: number): Bilingual => ({ zh: `${seatName(seat).zh} 放棄出價。`, en: `${seatName(seat).en} passes.` });

/** A bid (a bid of 0 is a pass). */
export const bid = (seat: number, amount: number): Bilingual =>
  amount === 0 ? passed(seat) : { zh: `${seatName(seat).zh} 出價 ${money(amount).zh}。`, en: `${seatName(seat).en} bids ${money(amount).en}.` };

/** A tile planted: the tile face up, or only its number when it is not among them. */
export const planted = (seat: number, tile: Tile | number, at: Plot): Bilingual => {
  const name = typeof tile === 'number' ? { zh: `板塊 ${tile}`, en: `tile ${tile}` } : tileName(tile);
  return { zh: `${seatName(seat).zh} 把${name.zh}種在 ${plotName(at)}。`, en: `${seatName(seat).en} plants ${name.en} on ${plotName(at)}.` };
};

/** The 3-player neutral tile laid (null: no tile is left face up). */
export const neutralLaid = (seat: number, tile: Tile | null, at: Plot): Bilingual => {
  const name = tile ? tileName(tile) : { zh: '剩下的板塊', en: 'the leftover tile' };
  return {
    zh: `${seatName(seat).zh} 把剩下的${name.zh}放在 ${plotName(at)}，不放標記。`,
    en: `${seatName(seat).en} lays the leftover ${name.en} on ${plotName(at)} with no markers.`,
  };
};

export const proposed = (seat: number, segment: Segment, amount: number): Bilingual => ({
  zh: `${seatName(seat).zh} 提議在 ${segmentName(segment)} 蓋水道，賄賂 ${money(amount).zh}。`,
  en: `${seatName(seat).en} proposes canal ${segmentName(segment)} with a bribe of ${money(amount).en}.`,
});

/** Where a proposal lies: its canal, or only its number when there is no such proposal. */
const proposalName = (canal: Segment | number): string => (typeof canal === 'number' ? `#${canal}` : segmentName(canal));

export const supported = (seat: number, canal: Segment | number, amount: number): Bilingual => ({
  zh: `${seatName(seat).zh} 支持水道 ${proposalName(canal)}，加碼 ${money(amount).zh}。`,
  en: `${seatName(seat).en} supports canal ${proposalName(canal)} with ${money(amount).en}.`,
});

export const passedBribe = (seat: number): Bilingual => ({
  zh: `${seatName(seat).zh} 這次不提議也不支持。`,
  en: `${seatName(seat).en} neither proposes nor supports.`,
});

export const accepted = (seat: number, canal: Segment | number): Bilingual => ({
  zh: `工頭${seatName(seat).zh} 接受水道 ${proposalName(canal)} 的提議。`,
  en: `Overseer ${seatName(seat).en} accepts the proposal for canal ${proposalName(canal)}.`,
});

export const refused = (seat: number, segment: Segment): Bilingual => ({
  zh: `工頭${seatName(seat).zh} 拒絕所有提議，自己在 ${segmentName(segment)} 蓋水道。`,
  en: `Overseer ${seatName(seat).en} refuses every proposal and builds canal ${segmentName(segment)} himself.`,
});

export const builtOwn = (seat: number, segment: Segment): Bilingual => ({
  zh: `工頭${seatName(seat).zh} 花 1 元在 ${segmentName(segment)} 蓋水道。`,
  en: `Overseer ${seatName(seat).en} pays 1 escudo and builds canal ${segmentName(segment)}.`,
});

export const builtNothing = (seat: number): Bilingual => ({
  zh: `工頭${seatName(seat).zh} 這一回合不蓋水道。`,
  en: `Overseer ${seatName(seat).en} builds no canal this round.`,
});

export const extraCanal = (seat: number, segment: Segment): Bilingual => ({
  zh: `${seatName(seat).zh} 用掉自己的額外水道，蓋在 ${segmentName(segment)}。`,
  en: `${seatName(seat).en} builds the extra canal on ${segmentName(segment)}.`,
});

export const keptExtra = (seat: number): Bilingual => ({
  zh: `${seatName(seat).zh} 保留額外水道。`,
  en: `${seatName(seat).en} keeps the extra canal.`,
});

export const unknownMove: Bilingual = { zh: '未知的行動。', en: 'Unknown move.' };
