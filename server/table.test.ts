import { describe, expect, it } from 'vitest';
import type { BotChoice } from '../engine/core/bot';
import { replay } from '../engine/core/record';
import { cardName } from '../engine/genoa/text';
import type { GenoaMove } from '../engine/genoa/types';
import { GAMES, type AnyMove } from './games';
import type { SeatHolder } from './protocol';
import { ServerTable } from './table';

const who = { name: () => 'Ana', online: () => true };
const table = (game: string, players: number, seed: number, seats: SeatHolder[] = Array.from({ length: players }, () => ({ kind: 'open' }))) =>
  new ServerTable({ id: 't1', game, players, seed, options: {}, seats, paused: false, ended: false, created: 0, moves: [] });

describe('a table on the server', () => {
  // the server asks many things between moves (each seat's frame and undo policy, the overview); none may change the game
  for (const game of Object.keys(GAMES))
    it(`${game}: a game played with every question asked between moves is the same game as its record replayed`, () => {
      const players = Math.min(4, GAMES[game]!.game.maxPlayers);
      const t = table(game, players, 7);
      for (let i = 0; i < 3000 && !t.over; i++) {
        for (let seat = 0; seat < players; seat++) t.frame(seat, who);
        t.summary(who, true);
        const seat = t.game.toAct(t.state)[0]!;
        const c = t.choose(seat, 'strong');
        const r = t.tryMove(c.move);
        expect(r.ok).toBe(true);
        if (r.ok) t.commit(c.move, r.state, c);
      }
      expect(t.over).toBe(true);
      const again = replay(t.game, JSON.parse(JSON.stringify(t.record())));
      expect(again.ok).toBe(true);
      if (again.ok) expect(JSON.parse(JSON.stringify(again.state))).toEqual(JSON.parse(JSON.stringify(t.state)));
    });

  // what undo would take back is checked from the states the table keeps; a table loaded from the record (none kept) must say the same
  for (const game of Object.keys(GAMES))
    it(`${game}: undo's plan for every seat after each move is the plan of the same record loaded afresh`, () => {
      const players = Math.min(4, GAMES[game]!.game.maxPlayers);
      const seats: SeatHolder[] = Array.from({ length: players }, (_, i) => (i === 1 ? { kind: 'easy' } : { kind: 'student', student: `s${i}` }));
      const t = table(game, players, 5, seats);
      let plans = 0;
      for (let i = 0; i < 120 && !t.over; i++) {
        const seat = t.game.toAct(t.state)[0]!;
        const c = t.choose(seat, 'easy');
        const r = t.tryMove(c.move);
        if (!r.ok) throw new Error(r.violation.message.en);
        t.commit(c.move, r.state, c);
        const fresh = new ServerTable({ ...t.row, moves: t.moves.map((move) => ({ seat: move.seat, move })) });
        for (let s = 0; s < players; s++) {
          const plan = t.undoPlan(s);
          expect(plan).toEqual(fresh.undoPlan(s));
          if (plan) plans++;
        }
      }
      expect(plans).toBeGreaterThan(20);
    });

  it('a bot remark on a keep under the cup is told to the other seats only once the cups are lifted', () => {
    const t = table('dice-town', 3, 3, [{ kind: 'open' }, { kind: 'strong' }, { kind: 'strong' }]);
    const b = t.botToAct()!;
    expect(b.seat).toBe(1);
    const c = t.choose(1, 'strong');
    const r = t.tryMove(c.move);
    if (!r.ok) throw new Error(r.violation.message.en);
    t.commit(c.move, r.state, c);
    expect(t.frame(0, who).notes).toEqual([]);
    expect(t.frame(1, who).notes).toHaveLength(1);
    expect(t.frame(null, who).notes).toHaveLength(1);
  });

  it("Genoa: a game card B offers the trader reaches the devices of B and the trader only; C's device and the bot's remark have it face down", () => {
    const t = table('genoa', 3, 4, [{ kind: 'strong' }, { kind: 'student', student: 'b' }, { kind: 'student', student: 'c' }]);
    const play = (move: AnyMove, choice?: BotChoice<AnyMove>) => {
      const r = t.tryMove(move);
      if (!r.ok) throw new Error(r.violation.message.en);
      t.commit(move, r.state, choice);
    };
    play(t.choose(0, 'strong').move);
    // B offers the first card of his hand, with 40 ducats, for the first space he may bid for
    const card: number = t.state.seats[1].hand[0];
    const first = (t.legalFor(1) as GenoaMove[]).find((m) => m.type === 'offer')!;
    expect(first).toBeDefined();
    play({ ...first, offer: { ...first.offer, bidderPays: { ducats: 40, cards: [card] }, traderPays: {}, promise: [] } } as GenoaMove);
    if (t.game.toAct(t.state)[0] === 2) play({ type: 'noOffer', seat: 2 });
    const c = t.choose(0, 'strong');
    expect(c.move).toEqual({ type: 'accept', seat: 0, bidder: 1 });
    play(c.move, c);
    const name = cardName(card);
    const told = (seat: number | null) => JSON.stringify(t.frame(seat, who));
    expect(told(2)).not.toContain(name.en);
    expect(told(2)).not.toContain(name.zh);
    expect(t.frame(2, who).notes[0]!.text.en).toContain('card (face down)');
    for (const seat of [0, 1, null]) expect(told(seat)).toContain(name.en);
  });

  it('undo: a person takes back their own last move with the bot moves since, never another person\'s', () => {
    const t = table('santiago', 3, 11, [{ kind: 'student', student: 'a' }, { kind: 'strong' }, { kind: 'student', student: 'b' }]);
    expect(t.undoPlan(0)).toBeNull();
    const seat = t.game.toAct(t.state)[0]!;
    const move = t.legalFor(seat)[0]!;
    const r = t.tryMove(move);
    if (!r.ok) throw new Error(r.violation.message.en);
    t.commit(move, r.state);
    const plan = t.undoPlan(seat);
    expect(plan).not.toBeNull();
    expect(t.undoVoters(seat)).toEqual(seat === 0 ? [2] : [0]);
    if (plan?.ok) {
      t.takeBack(plan.depth);
      expect(t.moves).toHaveLength(0);
    }
  });
});
