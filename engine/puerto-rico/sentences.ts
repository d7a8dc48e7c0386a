/**
 * Puerto Rico's log lines and a move in words, in both languages. Log lines are public: they never
 * name a tile still face down in the stack, nor a seat's total of VP chips.
 */
import type { Bilingual } from '../core/contract';
import { a } from '../core/text';
import type { BuildingId } from './buildings';
import { buildingName, GOOD_NAMES, ROLE_NAMES, seatName, TILE_NAMES } from './text';
import type { EndTrigger, Good, PuertoRicoMove, PuertoRicoState, Role, TileKind } from './types';

const s = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const doubloons = (n: number): Bilingual => ({ zh: `${n} 元`, en: s(n, 'doubloon') });
const barrels = (n: number, g: Good): Bilingual => ({ zh: `${n} 個${GOOD_NAMES[g].zh}`, en: `${n} ${GOOD_NAMES[g].en}` });
const join = (items: Bilingual[]): Bilingual => ({ zh: items.map((i) => i.zh).join('、'), en: items.map((i) => i.en).join(', ') });
const who = (seat: number) => seatName(seat);

export const started = (players: number): Bilingual => ({
  zh: `${players} 位玩家開局，玩家 A 拿到總督卡。`,
  en: `${players} players start; Player A takes the governor card.`,
});

export const roundStarts = (round: number, governor: number): Bilingual => ({
  zh: `第 ${round} 回合開始，總督是${who(governor).zh}。`,
  en: `Round ${round} begins; ${who(governor).en} is the governor.`,
});

export const picked = (seat: number, role: Role, money: number): Bilingual => ({
  zh: `${who(seat).zh} 選了${ROLE_NAMES[role].zh}${money > 0 ? `，拿走卡上的 ${money} 元` : ''}。`,
  en: `${who(seat).en} picks the ${ROLE_NAMES[role].en}${money > 0 ? ` and takes the ${doubloons(money).en} on it` : ''}.`,
});

export const settled = (seat: number, kind: TileKind, hospice: boolean): Bilingual => ({
  zh: `${who(seat).zh} 拿了一塊${TILE_NAMES[kind].zh}${hospice ? '，收容所送來 1 位移民' : ''}。`,
  en: `${who(seat).en} takes ${a(TILE_NAMES[kind].en)}${hospice ? ', with a colonist from the hospice' : ''}.`,
});

export const haciendaDraw = (seat: number, kind: Good): Bilingual => ({
  zh: `${who(seat).zh} 用大莊園從背面朝上的牌堆抽到一塊${TILE_NAMES[kind].zh}。`,
  en: `${who(seat).en} uses the hacienda and draws ${a(TILE_NAMES[kind].en)} from the face-down stack.`,
});

export const reshuffled = (n: number): Bilingual => ({
  zh: `種植園牌堆用完了：棄掉的 ${n} 塊洗勻成為新的牌堆。`,
  en: `The plantation stack ran out: the ${n} discarded tiles are shuffled into a new one.`,
});

export const rowRefilled = (n: number): Bilingual => ({
  zh: `剩下的種植園棄掉，翻開 ${n} 塊新的。`,
  en: `The plantations left over are discarded and ${n} new ones turned face up.`,
});

export const passed = (seat: number, what: Bilingual): Bilingual => ({
  zh: `${who(seat).zh} 不${what.zh}。`,
  en: `${who(seat).en} does not ${what.en}.`,
});

export const PASS_WHAT = {
  settler: { zh: '拿種植園', en: 'take a tile' },
  builder: { zh: '蓋建築', en: 'build' },
  craftsman: { zh: '拿額外的貨物', en: 'take the extra barrel' },
  trader: { zh: '賣貨', en: 'sell' },
  captain: { zh: '用碼頭', en: 'use the wharf' },
} satisfies Record<string, Bilingual>;

export const privilegeColonist = (seat: number): Bilingual => ({
  zh: `${who(seat).zh} 以市長特權從移民供應區多拿 1 位移民。`,
  en: `${who(seat).en} takes 1 extra colonist from the supply, the mayor's privilege.`,
});

export const declined = (seat: number): Bilingual => ({
  zh: `${who(seat).zh} 不要特權移民，放回供應區。`,
  en: `${who(seat).en} declines the privilege colonist and puts it back in the supply.`,
});

export const distributed = (counts: number[]): Bilingual => ({
  zh: `移民船上的移民輪流分下去：${counts.map((n, i) => `${who(i).zh} ${n} 位`).join('、')}。`,
  en: `The colonist ship's colonists are handed out in turn: ${counts.map((n, i) => `${who(i).en} ${n}`).join(', ')}.`,
});

export const arranged = (seat: number, placed: number, waiting: number): Bilingual => ({
  zh: `${who(seat).zh} 安排好移民：${placed} 位上工${waiting > 0 ? `，${waiting} 位在中轉區等待` : ''}。`,
  en: `${who(seat).en} arranges the colonists: ${placed} at work${waiting > 0 ? `, ${waiting} waiting in San Juan` : ''}.`,
});

export const refilled = (n: number, short: boolean): Bilingual => ({
  zh: short ? `移民不夠補滿移民船，只放上 ${n} 位：遊戲在這一回合結束時結束。` : `移民船補上 ${n} 位移民。`,
  en: short
    ? `Too few colonists to refill the ship: only ${n} ${n === 1 ? 'goes' : 'go'} aboard, and the game ends at the end of this round.`
    : `${n} colonists board the colonist ship.`,
});

export const built = (seat: number, id: BuildingId, price: number, university: boolean): Bilingual => ({
  zh: `${who(seat).zh} 花 ${price} 元蓋了${buildingName(id).zh}${university ? '，大學送來 1 位移民' : ''}。`,
  en: `${who(seat).en} builds the ${buildingName(id).en} for ${doubloons(price).en}${university ? ', with a colonist from the university' : ''}.`,
});

export const cityFull = (seat: number): Bilingual => ({
  zh: `${who(seat).zh} 的 12 個城區都滿了：遊戲在這一回合結束時結束。`,
  en: `${who(seat).en} has filled all 12 city spaces: the game ends at the end of this round.`,
});

export const produced = (seat: number, got: [Good, number][], factory: number): Bilingual =>
  got.length === 0
    ? { zh: `${who(seat).zh} 沒有生產任何貨物。`, en: `${who(seat).en} produces nothing.` }
    : {
        zh: `${who(seat).zh} 生產 ${join(got.map(([g, n]) => barrels(n, g))).zh}${factory > 0 ? `，工廠付 ${factory} 元` : ''}。`,
        en: `${who(seat).en} produces ${join(got.map(([g, n]) => barrels(n, g))).en}${factory > 0 ? `; the factory pays ${doubloons(factory).en}` : ''}.`,
      };

export const bonusBarrel = (seat: number, g: Good): Bilingual => ({
  zh: `${who(seat).zh} 以工匠特權多拿 1 個${GOOD_NAMES[g].zh}。`,
  en: `${who(seat).en} takes 1 more ${GOOD_NAMES[g].en}, the craftsman's privilege.`,
});

export const sold = (seat: number, g: Good, price: number): Bilingual => ({
  zh: `${who(seat).zh} 把 1 個${GOOD_NAMES[g].zh}賣給商會，得到 ${price} 元。`,
  en: `${who(seat).en} sells 1 ${GOOD_NAMES[g].en} to the trading house for ${doubloons(price).en}.`,
});

export const houseEmptied: Bilingual = {
  zh: '商會的 4 格都滿了：貨物全部退回供應區。',
  en: 'The trading house is full: its 4 barrels go back to the supply.',
};

export const loaded = (seat: number, g: Good, n: number, ship: number | 'wharf', capacity: number, vp: number): Bilingual => ({
  zh: `${who(seat).zh} 把 ${barrels(n, g).zh}${ship === 'wharf' ? '從碼頭運走' : `裝上 ${capacity} 格的貨船`}，得 ${vp} 分。`,
  en: `${who(seat).en} ships ${barrels(n, g).en} ${ship === 'wharf' ? 'from the wharf' : `on the ${capacity}-hold ship`} for ${s(vp, 'VP', 'VP')}.`,
});

export const vpOut: Bilingual = {
  zh: '分數標記用完了：遊戲在這一回合結束時結束（之後的分數照樣計算）。',
  en: 'The VP chips have run out: the game ends at the end of this round (VP are still counted).',
};

export const stored = (seat: number, lost: [Good, number][]): Bilingual =>
  lost.length === 0
    ? { zh: `${who(seat).zh} 的貨物全部留下。`, en: `${who(seat).en} keeps every barrel.` }
    : {
        zh: `${who(seat).zh} 留不住的 ${join(lost.map(([g, n]) => barrels(n, g))).zh}退回供應區。`,
        en: `${who(seat).en} cannot keep ${join(lost.map(([g, n]) => barrels(n, g))).en}; ${lost.length === 1 && lost[0]![1] === 1 ? 'it goes' : 'they go'} back to the supply.`,
      };

export const shipsUnloaded = (n: number): Bilingual => ({
  zh: `${n} 艘裝滿的貨船卸貨，貨物回到供應區。`,
  en: `${s(n, 'full ship')} ${n === 1 ? 'is' : 'are'} unloaded into the supply.`,
});

export const prospected = (seat: number): Bilingual => ({
  zh: `${who(seat).zh} 當淘金者，從銀行拿 1 元。`,
  en: `${who(seat).en} is the prospector and takes 1 doubloon from the bank.`,
});

export const roundEnds = (governor: number): Bilingual => ({
  zh: `這一回合結束：沒被選的角色卡各放 1 元，總督卡交給${who(governor).zh}。`,
  en: `The round ends: each unpicked role gets 1 doubloon, and the governor card passes to ${who(governor).en}.`,
});

export const END_REASON: Readonly<Record<EndTrigger, Bilingual>> = {
  colonists: { zh: '移民不夠補滿移民船', en: 'the colonists ran short' },
  city: { zh: '有人蓋滿了 12 個城區', en: 'a city was filled' },
  vp: { zh: '分數標記用完了', en: 'the VP chips ran out' },
};

export const gameOver = (winners: number[], reason: EndTrigger): Bilingual => ({
  zh: `遊戲結束（${END_REASON[reason].zh}）：${winners.map((w) => who(w).zh).join('、')} 獲勝。`,
  en: `Game over (${END_REASON[reason].en}): ${winners.map((w) => who(w).en).join(' and ')} ${winners.length > 1 ? 'share the win' : 'wins'}.`,
});

/** A one-line description of a move for the log and the move lists. */
export function describeMove(st: PuertoRicoState, m: PuertoRicoMove): Bilingual {
  const w = who(m.seat);
  switch (m.type) {
    case 'pickRole':
      return { zh: `${w.zh}：選${ROLE_NAMES[m.role].zh}`, en: `${w.en}: pick the ${ROLE_NAMES[m.role].en}` };
    case 'settle': {
      const kind: TileKind = m.tile === 'quarry' ? 'quarry' : (st.row[m.tile] ?? 'corn');
      return { zh: `${w.zh}：拿${TILE_NAMES[kind].zh}`, en: `${w.en}: take ${a(TILE_NAMES[kind].en)}` };
    }
    case 'hacienda':
      return { zh: `${w.zh}：用大莊園抽一塊`, en: `${w.en}: draw with the hacienda` };
    case 'arrange':
      return { zh: `${w.zh}：確定移民的安排`, en: `${w.en}: confirm the colonists' places` };
    case 'build':
      return { zh: `${w.zh}：蓋${buildingName(m.building).zh}`, en: `${w.en}: build the ${buildingName(m.building).en}` };
    case 'bonus':
      return { zh: `${w.zh}：多拿 1 個${GOOD_NAMES[m.good].zh}`, en: `${w.en}: take 1 more ${GOOD_NAMES[m.good].en}` };
    case 'sell':
      return { zh: `${w.zh}：賣 1 個${GOOD_NAMES[m.good].zh}`, en: `${w.en}: sell 1 ${GOOD_NAMES[m.good].en}` };
    case 'load': {
      const good = GOOD_NAMES[m.good];
      if (m.ship === 'wharf') return { zh: `${w.zh}：用碼頭運走${good.zh}`, en: `${w.en}: ship ${good.en} from the wharf` };
      const hold = st.ships[m.ship]?.capacity ?? '?';
      return { zh: `${w.zh}：把${good.zh}裝上 ${hold} 格的貨船`, en: `${w.en}: load ${good.en} on the ${hold}-hold ship` };
    }
    case 'store': {
      const kept = [...m.warehouse, ...(m.single ? [m.single] : [])].map((g) => GOOD_NAMES[g]);
      return kept.length
        ? { zh: `${w.zh}：留下${join(kept).zh}`, en: `${w.en}: keep ${join(kept).en}` }
        : { zh: `${w.zh}：什麼都不留`, en: `${w.en}: keep nothing` };
    }
    case 'pass':
      return { zh: `${w.zh}：不做`, en: `${w.en}: pass` };
  }
}
