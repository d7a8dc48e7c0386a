/**
 * Every seat's cash rebuilt from the public log. Santiago lets a player keep cash hidden, but every
 * payment is made in the open (start money, bids paid, bribes taken, refusal and building costs,
 * income), so whoever follows the log knows every seat's cash. Bots use it to estimate the others'
 * cash; determinization (`sample.ts`) uses it to keep cash that is not really secret. The log's
 * lines are data (`log.ts`), read here by their sentence's name and arguments.
 */
import { segmentKey } from './board';
import type { LogLine } from './log';
import type { SantiagoView } from './types';

/**
 * Every seat's cash as the log tells it, or null when the log does not reach back to the start of
 * the game (a loaded position), so that nothing can be rebuilt from it.
 */
export function cashFromLog(v: Pick<SantiagoView, 'players' | 'log'>): number[] | null {
  const n = v.players;
  const cash = new Array<number>(n).fill(0);
  let known = false;
  let bids = new Map<number, number>();
  /** This round's bribes by the canal they are on. */
  let proposals = new Map<string, { seat: number; amount: number }[]>();
  let refuser = -1;
  for (const line of v.log as readonly LogLine[]) {
    switch (line[0]) {
      case 'started':
        known = true;
        cash.fill(line[2]);
        break;
      case 'revealed':
        bids = new Map();
        proposals = new Map();
        break;
      case 'bid':
        if (line[2] > 0) bids.set(line[1], line[2]);
        break;
      case 'bidsPaid':
        for (const [seat, amount] of bids) cash[seat]! -= amount;
        bids = new Map();
        break;
      case 'proposed':
      case 'supported': {
        // a support of a proposal that is not there names no canal, and nothing is paid on it
        if (typeof line[2] === 'number') break;
        const key = segmentKey(line[2]);
        const list = proposals.get(key) ?? [];
        list.push({ seat: line[1], amount: line[3] });
        proposals.set(key, list);
        break;
      }
      case 'accepted': {
        if (typeof line[2] === 'number') break;
        const overseer = line[1];
        for (const b of proposals.get(segmentKey(line[2])) ?? []) {
          cash[b.seat]! -= b.amount;
          cash[overseer]! += b.amount;
        }
        proposals = new Map();
        break;
      }
      case 'refused':
        refuser = line[1];
        break;
      case 'refusalPaid':
        if (refuser >= 0) cash[refuser]! -= line[1];
        refuser = -1;
        proposals = new Map();
        break;
      case 'builtOwn':
        cash[line[1]]! -= 1;
        break;
      case 'income':
        for (let s = 0; s < n; s++) cash[s]! += line[1];
        break;
    }
  }
  return known ? cash : null;
}
