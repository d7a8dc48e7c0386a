/**
 * From what the reader chose under the cup (which dice, the Scoundrel, the Cheater's turned die) to
 * a keep move, and the fee it would cost. Nothing here judges legality: the move goes to the engine,
 * which accepts it or refuses it with the rule.
 */
import type { Bilingual } from '../../../engine/core/contract';
import { keepFee } from '../../../engine/dice-town/rules';
import type { DiceTownMove, Face } from '../../../engine/dice-town/types';

export interface KeepSelection {
  /** Positions of the dice under the cup chosen to keep. */
  picked: number[];
  scoundrel: boolean;
  /** Cheater: the die at `index` turned to `to`. */
  cheat: { index: number; to: Face } | null;
}

export const NO_KEEP: KeepSelection = { picked: [], scoundrel: false, cheat: null };

/** Picks or unpicks the die at `index`. */
export function toggleDie(sel: KeepSelection, index: number): KeepSelection {
  const picked = sel.picked.includes(index) ? sel.picked.filter((i) => i !== index) : [...sel.picked, index].sort((a, b) => a - b);
  return { ...sel, picked };
}

/** The dice under the cup as they would be kept (the Cheater's die turned). */
export function shownDice(rolled: readonly Face[], sel: KeepSelection): Face[] {
  return rolled.map((f, i) => (sel.cheat && sel.cheat.index === i ? sel.cheat.to : f));
}

/** The keep move a selection stands for. In the last roll every die is kept. */
export function keepMove(seat: number, rolled: readonly Face[], sel: KeepSelection, last: boolean): DiceTownMove {
  const dice = shownDice(rolled, sel);
  const kept = last ? dice : sel.picked.map((i) => dice[i]!);
  const move: Extract<DiceTownMove, { type: 'keep' }> = { type: 'keep', seat, dice: kept };
  if (sel.scoundrel && !last) move.scoundrel = true;
  if (sel.cheat) move.cheat = { from: rolled[sel.cheat.index]!, to: sel.cheat.to };
  return move;
}

/** What the keep would cost, in words. */
export function feeText(count: number, scoundrel: boolean, last: boolean): Bilingual {
  if (last) return { zh: '最後一擲：全部留下，不用付錢。', en: 'The last roll: everything is kept, free.' };
  const fee = keepFee(count, scoundrel);
  if (count === 0) return { zh: '一顆都不留：付 1 元，下次全部重擲。', en: 'Keep none: pay $1 and roll them all again.' };
  if (scoundrel) return { zh: `用無賴免費留 ${count} 顆。`, en: `The Scoundrel keeps ${count} dice for free.` };
  return fee === 0
    ? { zh: '留 1 顆：免費。', en: 'Keep 1 die: free.' }
    : { zh: `留 ${count} 顆：付 ${fee} 元到驛馬車。`, en: `Keep ${count} dice: pay $${fee} to the stagecoach.` };
}

/** What the legal keep moves allow besides plain keeps. */
export function keepOptions(legal: readonly DiceTownMove[]): { scoundrel: boolean; cheat: boolean } {
  let scoundrel = false;
  let cheat = false;
  for (const m of legal) {
    if (m.type !== 'keep') continue;
    if (m.scoundrel) scoundrel = true;
    if (m.cheat) cheat = true;
  }
  return { scoundrel, cheat };
}

const sortFaces = (d: readonly Face[]) => d.slice().sort();

/** Whether two moves are the same (dice compared as multisets, key order ignored). */
export function sameMove(a: DiceTownMove, b: DiceTownMove): boolean {
  const norm = (m: DiceTownMove) => {
    const o: Record<string, unknown> = { ...m };
    if (m.type === 'keep') {
      o.dice = sortFaces(m.dice);
      if (!m.scoundrel) delete o.scoundrel;
      if (!m.cheat) delete o.cheat;
    }
    if (m.type === 'elixir' && m.protect) o.protect = m.protect.slice().sort();
    return JSON.stringify(Object.keys(o).sort().map((k) => [k, o[k]]));
  };
  return norm(a) === norm(b);
}

/** Keys 1–5 pick the die at that place under the cup. */
export function dieForKey(key: string, count: number): number | null {
  if (!/^[1-5]$/.test(key)) return null;
  const i = Number(key) - 1;
  return i < count ? i : null;
}
