/**
 * Every seat's cash rebuilt from the public log. Santiago lets a player keep cash hidden, but every
 * payment is made in the open (start money, bids paid, bribes taken, refusal and building costs,
 * income), so whoever follows the log knows every seat's cash. Bots use it to estimate the others'
 * cash; determinization (`sample.ts`) uses it to keep cash that is not really secret.
 */
import { SEAT_RE, seatOfLetter } from '../core/seats';
import type { SantiagoView } from './types';

const RE_START = /^(\d+) players start with (\d+) escudos? each\./;
const RE_BID = new RegExp(String.raw`^Player ${SEAT_RE} bids (\d+) escudos?\.`);
const RE_PAY_BIDS = /^Every bid is paid to the bank/;
const RE_PROPOSE = new RegExp(String.raw`^Player ${SEAT_RE} proposes canal ([HV]\d,\d) with a bribe of (\d+) escudos?\.`);
const RE_SUPPORT = new RegExp(String.raw`^Player ${SEAT_RE} supports canal ([HV]\d,\d) with (\d+) escudos?\.`);
const RE_ACCEPT = new RegExp(String.raw`^Overseer Player ${SEAT_RE} accepts the proposal for canal ([HV]\d,\d)\.`);
const RE_REFUSE = new RegExp(String.raw`^Overseer Player ${SEAT_RE} refuses every proposal`);
const RE_REFUSE_PAY = /^The overseer pays the bank (\d+) escudos?/;
const RE_BUILD_OWN = new RegExp(String.raw`^Overseer Player ${SEAT_RE} pays 1 escudo and builds canal`);
const RE_INCOME = /^Income: every player takes (\d+) escudos?/;
const RE_ROUND = /^Round \d+:/;

/**
 * Every seat's cash as the log tells it, or null when the log does not reach back to the start of
 * the game (a loaded position), so that nothing can be rebuilt from it.
 */
export function cashFromLog(v: Pick<SantiagoView, 'players' | 'log'>): number[] | null {
  const n = v.players;
  const cash = new Array<number>(n).fill(0);
  let known = false;
  let bids = new Map<number, number>();
  let proposals = new Map<string, { seat: number; amount: number }[]>();
  let refuser = -1;
  for (const line of v.log) {
    const t = line.en;
    let m: RegExpExecArray | null;
    if ((m = RE_START.exec(t))) {
      known = true;
      cash.fill(Number(m[2]));
    } else if (RE_ROUND.test(t)) {
      bids = new Map();
      proposals = new Map();
    } else if ((m = RE_BID.exec(t))) bids.set(seatOfLetter(m[1]!), Number(m[2]));
    else if (RE_PAY_BIDS.test(t)) {
      for (const [seat, amount] of bids) cash[seat]! -= amount;
      bids = new Map();
    } else if ((m = RE_PROPOSE.exec(t)) || (m = RE_SUPPORT.exec(t))) {
      const list = proposals.get(m[2]!) ?? [];
      list.push({ seat: seatOfLetter(m[1]!), amount: Number(m[3]) });
      proposals.set(m[2]!, list);
    } else if ((m = RE_ACCEPT.exec(t))) {
      const overseer = seatOfLetter(m[1]!);
      for (const b of proposals.get(m[2]!) ?? []) {
        cash[b.seat]! -= b.amount;
        cash[overseer]! += b.amount;
      }
      proposals = new Map();
    } else if ((m = RE_REFUSE.exec(t))) refuser = seatOfLetter(m[1]!);
    else if ((m = RE_REFUSE_PAY.exec(t))) {
      if (refuser >= 0) cash[refuser]! -= Number(m[1]);
      refuser = -1;
      proposals = new Map();
    } else if ((m = RE_BUILD_OWN.exec(t))) cash[seatOfLetter(m[1]!)]! -= 1;
    else if ((m = RE_INCOME.exec(t))) for (let s = 0; s < n; s++) cash[s]! += Number(m[1]);
  }
  return known ? cash : null;
}
