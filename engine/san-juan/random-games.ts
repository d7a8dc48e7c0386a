/**
 * Random complete games for the property tests: every step checks the 110-card invariant, what
 * each seat's view shows, hand limits at round end, and that a move by the wrong seat is refused
 * without changing the state.
 */
import { mixHash } from '../core/bot-kit';
import { checkMove } from './checks';
import { sanJuan } from './game';
import { allCards, handLimit } from './rules';
import type { SanJuanMove, SanJuanState, SanJuanView } from './types';

const FORBIDDEN_VIEW_KEYS = ['deck', 'discard', 'hands', 'rng', 'chapel', 'priceStack'];

/** Every card id a view shows (hand, buildings, turned-up or own drawn cards, the building being paid). */
export function viewCards(v: SanJuanView): number[] {
  const out = [...v.hand, ...v.drawn];
  for (const t of v.buildings) for (const b of t) out.push(b.card);
  if (v.payment) out.push(v.payment.card);
  return out;
}

/** Problems with what `seat` sees in `s` (empty when the view hides everything it must). */
export function viewProblems(s: SanJuanState, seat: number): string[] {
  const v = sanJuan.view(s, seat);
  const problems: string[] = [];
  for (const k of FORBIDDEN_VIEW_KEYS) if (k in v) problems.push(`view has "${k}"`);
  const visible = new Set<number>(s.hands[seat]);
  for (const t of s.buildings) for (const b of t) visible.add(b.card);
  const acting = sanJuan.toAct(s)[0];
  if (s.phase === 'goldMine' || (s.phase === 'councillor' && acting === seat)) for (const c of s.drawn) visible.add(c);
  for (const c of viewCards(v)) if (!visible.has(c)) problems.push(`seat ${seat} sees card ${c}`);
  for (const t of v.buildings) for (const b of t) if (typeof b.good !== 'boolean') problems.push('a good is not face down');
  if (JSON.stringify(v.hand) !== JSON.stringify(s.hands[seat])) problems.push('own hand differs');
  return problems;
}

export interface RandomGameReport {
  moves: number;
  final: SanJuanState;
  record: SanJuanMove[];
}

/** Plays one random complete game, throwing on the first broken invariant. */
export function randomGame(players: number, seed: number, checkViews = true): RandomGameReport {
  const start = sanJuan.setup({ players, seed, options: { startingHands: seed % 5 === 0 } });
  if (!start.ok) throw new Error(start.error.en);
  let s = start.state;
  const record: SanJuanMove[] = [];
  let lastRound = s.round;
  while (!sanJuan.isOver(s)) {
    if (record.length > 5000) throw new Error(`seed ${seed}: no end after 5000 moves`);
    const acting = sanJuan.toAct(s);
    const legal = sanJuan.legalMoves(s);
    if (acting.length !== 1 || legal.length === 0) throw new Error(`seed ${seed}: nobody to act or no legal move in ${s.phase}`);
    if (record.length % 7 === 0) {
      const before = JSON.stringify(s);
      const wrong = sanJuan.play(s, { ...legal[0]!, seat: (acting[0]! + 1) % players });
      if (wrong.ok || wrong.violation.rule !== 'sanjuan.turn.seat' || JSON.stringify(s) !== before)
        throw new Error(`seed ${seed}: a move by the wrong seat was not refused cleanly`);
    }
    const move = legal[mixHash(seed, record.length) % legal.length]!;
    // the checker itself accepts the listed move (play trusts a move it has just listed: core/machine-game.ts)
    const refusal = checkMove(s, move);
    if (refusal) throw new Error(`seed ${seed}: legal move refused by the checker: ${refusal.rule}`);
    const r = sanJuan.play(s, move);
    if (!r.ok) throw new Error(`seed ${seed}: legal move refused: ${r.violation.rule}`);
    s = r.state;
    record.push(move);
    const all = allCards(s);
    if (all.length !== 110 || new Set(all).size !== 110) throw new Error(`seed ${seed}: ${all.length} cards after move ${record.length}`);
    if (s.round !== lastRound && s.phase === 'pickRole') {
      // a new round has started and its checks are done: every hand is within its limit
      for (let seat = 0; seat < players; seat++)
        if (s.hands[seat]!.length > handLimit(s.buildings[seat]!)) throw new Error(`seed ${seed}: seat ${seat} over the hand limit`);
      lastRound = s.round;
    }
    if (checkViews)
      for (let seat = 0; seat < players; seat++) {
        const p = viewProblems(s, seat);
        if (p.length) throw new Error(`seed ${seed}: ${p.join('; ')}`);
      }
  }
  const result = sanJuan.result(s);
  if (!result) throw new Error(`seed ${seed}: no result`);
  if (!s.buildings.some((b) => b.length >= 12)) throw new Error(`seed ${seed}: ended without 12 buildings`);
  return { moves: record.length, final: s, record };
}
