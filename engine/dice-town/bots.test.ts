import { describe, expect, it } from 'vitest';
import type { Bot } from '../core/bot';
import { playMatch, randomBot } from '../core/bot-kit';
import { diceTown } from './index';
import { diceTownBots, easyBot, strongBot } from './bots';
import { legalMovesFor } from './moves';
import { loaded, run } from './testing';
import type { DiceTownMove, DiceTownState, DiceTownView, Face } from './types';

type B = Bot<DiceTownView, DiceTownMove>;
const random: B = randomBot<DiceTownView, DiceTownMove>(() => ({ zh: '隨便選一步。', en: 'A random move.' }));
const d = (s: string): Face[] => s.split(' ') as Face[];

/** What `bot` does for `seat` in `state`. */
const choose = (bot: B, state: DiceTownState, seat: number, seed = 1) => bot.choose(diceTown.view(state, seat), legalMovesFor(state, seat), seed);

describe('Dice Town bots over whole games', () => {
  for (const players of [2, 3, 4, 5]) {
    it(`easy and strong only choose legal moves, with reasons in both languages (${players} players)`, () => {
      const seats: B[] = Array.from({ length: players }, (_, i) => (i % 2 === 0 ? strongBot : easyBot));
      let choices = 0;
      const out = playMatch(diceTown, { players, seed: 300 + players }, seats, {
        onChoice: ({ legal, choice }) => {
          choices++;
          const key = JSON.stringify(choice.move);
          expect(legal.some((m) => JSON.stringify(m) === key)).toBe(true);
          expect(choice.reason.en.trim().length).toBeGreaterThan(10);
          expect(/\p{Script=Han}/u.test(choice.reason.zh)).toBe(true);
        },
      });
      if (!out.ok) throw new Error(out.error);
      expect(out.state.stage).toBe('over');
      expect(choices).toBe(out.moves.length);
      expect(out.result.seats.length).toBe(players);
    });
  }

  it('same seed and view give the same choice; the same match replays move for move', () => {
    const s = loaded({ players: 3, dice: d('9 9 K Q J A A K 10 10 Q Q Q 9 J') });
    for (const bot of [easyBot, strongBot]) expect(choose(bot, s, 1, 42)).toEqual(choose(bot, s, 1, 42));
    const m1 = playMatch(diceTown, { players: 4, seed: 9 }, [strongBot, easyBot, strongBot, easyBot]);
    const m2 = playMatch(diceTown, { players: 4, seed: 9 }, [strongBot, easyBot, strongBot, easyBot]);
    expect(m1.ok && m2.ok).toBe(true);
    expect(JSON.stringify(m2.moves)).toBe(JSON.stringify(m1.moves));
  });

  it("decides without the others' hidden dice: another cup's roll does not change its keep", () => {
    const a = loaded({ players: 3, dice: d('9 9 K Q J A A K 10 10 Q Q Q 9 J') });
    const b = loaded({ players: 3, dice: d('9 9 K Q J 9 9 9 9 9 A A A A A') });
    for (const bot of [easyBot, strongBot]) expect(choose(bot, b, 0, 7)).toEqual(choose(bot, a, 0, 7));
  });

  it('the strong bot clearly beats random players (20 four-player games, fair share 5)', () => {
    let wins = 0;
    for (let g = 0; g < 20; g++) {
      const seat = g % 4;
      const bots: B[] = [random, random, random, random];
      bots[seat] = strongBot;
      const out = playMatch(diceTown, { players: 4, seed: 1000 + g }, bots);
      if (!out.ok) throw new Error(out.error);
      if (out.result.winners.includes(seat)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(14);
  });

  it('the strong bot beats the easy bot (16 four-player games, 2 strong + 2 easy)', () => {
    let strongWins = 0;
    let easyWins = 0;
    for (let g = 0; g < 16; g++) {
      const strongSeats = g % 2 === 0 ? [0, 2] : [1, 3];
      const bots: B[] = [0, 1, 2, 3].map((s) => (strongSeats.includes(s) ? strongBot : easyBot));
      const out = playMatch(diceTown, { players: 4, seed: 5000 + g }, bots);
      if (!out.ok) throw new Error(out.error);
      if (out.result.winners.some((w) => strongSeats.includes(w))) strongWins++;
      if (out.result.winners.some((w) => !strongSeats.includes(w))) easyWins++;
    }
    expect(strongWins).toBeGreaterThan(easyWins);
    expect(strongWins).toBeGreaterThanOrEqual(10);
  });

  it('exposes both levels', () => {
    expect(diceTownBots.easy.level).toBe('easy');
    expect(diceTownBots.strong.level).toBe('strong');
  });
});

describe('set situations', () => {
  it('easy, with a rich mine, pays $2 to keep the three 9s it rolled', () => {
    const s = loaded({ players: 2, dice: d('9 9 9 10 J K Q A 10 J') });
    const c = choose(easyBot, s, 0);
    expect(c.move).toEqual({ type: 'keep', seat: 0, dice: d('9 9 9') });
    expect(c.reason.en).toBe('I keep 9 9 9, paying $2, to dig nuggets at the Gold Mine.');
    expect(c.reason.zh).toBe('我保留 9 9 9，付 2 元，要挖金礦的金塊。');
  });

  it('with $15 on the bank, both keep the three 10s they rolled', () => {
    const s = loaded({ players: 4, money: [5, 5, 5, 5], bank: 15, dice: d('10 10 10 K Q 9 J Q A 10 J J 9 9 K A K Q 9 9') });
    for (const bot of [easyBot, strongBot]) {
      const c = choose(bot, s, 0);
      expect(c.move).toEqual({ type: 'keep', seat: 0, dice: d('10 10 10') });
      expect(c.reason.zh).toContain('銀行');
    }
  });

  it('strong keeps at least three of four Aces when the Town Hall row is rich', () => {
    const s = loaded({ players: 2, row: ['deed-5', 'deed-5', 'deed-4'], dice: d('A A A A 9 K Q J 10 10') });
    const c = choose(strongBot, s, 0);
    expect(c.move).toMatchObject({ type: 'keep' });
    expect((c.move as { dice: Face[] }).dice.filter((x) => x === 'A').length).toBeGreaterThanOrEqual(3);
  });

  it('strong finishes its five dice (K K K + K A for $1) to force the others into a last roll', () => {
    const s = loaded({ players: 3, kept: [d('K K K'), d('10 10'), []], money: [6, 8, 7], stagecoach: 3, dice: d('K A 10 J 9 Q Q 9 10 A') });
    const c = choose(strongBot, s, 0);
    expect(c.move).toEqual({ type: 'keep', seat: 0, dice: d('A K') });
    expect(c.reason.en).toContain('the others get only a last roll');
  });

  it('the last roll with a Cheater: the bot takes a legal move and names the roll', () => {
    let s = loaded({ players: 2, kept: [d('A A A A'), d('K')], hands: [{}, { store: ['cheater'] }], dice: d('A 9 9 9 9 9 9 9 9') });
    s = run(s, { type: 'keep', seat: 0, dice: d('A') }, { type: 'keep', seat: 1, dice: d('9') });
    expect(s.last).toBe(true);
    for (const bot of [easyBot, strongBot]) {
      const legal = legalMovesFor(s, 1);
      const c = choose(bot, s, 1);
      expect(legal.some((m) => JSON.stringify(m) === JSON.stringify(c.move))).toBe(true);
      expect(c.reason.en).toMatch(/^The last roll must be kept as it fell: /);
    }
  });

  it('a sheriff in a tie rules for himself (both levels)', () => {
    const s = loaded({ players: 3, phase: 'town', sheriff: 1, kept: [d('9 9 K Q J'), d('9 9 10 A A'), d('10 J Q K A')] });
    expect(s.pending).toEqual({ kind: 'tie', seat: 1, location: 'goldMine', candidates: [0, 1] });
    for (const bot of [easyBot, strongBot]) expect(choose(bot, s, 1).move).toEqual({ type: 'settleTie', seat: 1, winner: 1 });
  });

  it('strong, as a sheriff outside the tie, rules for the player who is behind', () => {
    const s = loaded({ players: 3, phase: 'town', sheriff: 2, nuggets: [9, 0, 0], kept: [d('9 9 K Q J'), d('9 9 10 A A'), d('10 J Q K A')] });
    expect(choose(strongBot, s, 2).move).toEqual({ type: 'settleTie', seat: 2, winner: 1 });
  });

  it('Hold-up names the richest opponent', () => {
    const s = loaded({ players: 3, phase: 'town', money: [8, 2, 14], bank: 3, kept: [d('J 9 9 K A'), d('10 10 Q Q K'), d('10 Q A A K')], storeDeck: ['hold-up'] });
    expect(s.pending).toEqual({ kind: 'holdUp', seat: 0 });
    for (const bot of [easyBot, strongBot]) expect(choose(bot, s, 0).move).toEqual({ type: 'holdUp', seat: 0, target: 2 });
  });

  it('a Hold-up against itself is cancelled with the Wanted poster', () => {
    let s = loaded({ players: 2, phase: 'town', kept: [d('J 9 9 K A'), d('10 10 Q Q K')], storeDeck: ['hold-up'], hands: [{}, { store: ['wanted-poster'] }] });
    s = run(s, { type: 'holdUp', seat: 0, target: 1 });
    expect(s.pending).toMatchObject({ kind: 'wanted', seat: 1 });
    for (const bot of [easyBot, strongBot]) {
      const c = choose(bot, s, 1);
      expect(c.move).toEqual({ type: 'cancel', seat: 1 });
      expect(c.reason.zh).toContain('通緝令');
    }
  });

  it('keeps the best General Store card drawn', () => {
    const s = loaded({ players: 2, phase: 'town', kept: [d('J J J K A'), d('10 10 Q Q K')], storeDeck: ['equipment-2', 'equipment-7', 'equipment-3'] });
    expect(s.pending).toEqual({ kind: 'storeKeep', seat: 0 });
    for (const bot of [easyBot, strongBot]) expect(choose(bot, s, 0).move).toEqual({ type: 'keepCard', seat: 0, card: 'equipment-7' });
  });

  it('strong sends the visitor furthest behind to Doc Badluck first, who then takes Charm', () => {
    // P1 wins the Bank, the badge and the Town Hall; P2 and P3 won nothing; P2 has 5 nuggets
    const s = loaded({
      players: 3,
      phase: 'town',
      sheriff: 0,
      nuggets: [0, 5, 0],
      kept: [d('10 10 K K K'), d('10 K A A A'), d('10 K K A A')],
      elixirs: ['charm', 'power'],
    });
    expect(s.pending).toEqual({ kind: 'docNext', seat: 0 });
    expect(choose(strongBot, s, 0).move).toEqual({ type: 'docNext', seat: 0, visitor: 2 });
    const at = run(s, { type: 'docNext', seat: 0, visitor: 2 });
    expect(at.pending).toEqual({ kind: 'elixir', seat: 2 });
    const c = choose(strongBot, at, 2);
    expect(c.move).toEqual({ type: 'elixir', seat: 2, card: 'charm' });
    expect(c.reason.zh).toContain('魅力');
  });
});
