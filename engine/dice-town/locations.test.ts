/** Every location and card, from declared positions, with exact outcomes. */
import { describe, expect, test } from 'vitest';
import { diceTown } from './game';
import { lineText } from './log';
import { legalMovesFor } from './moves';
import { loaded, refusal, run } from './testing';
import type { DiceTownPosition } from './load';
import type { Face } from './types';

const d = (s: string): Face[] => s.split(' ') as Face[];
const town = (kept: string[], extra: Partial<DiceTownPosition> = {}) =>
  loaded({
    players: kept.length,
    phase: 'town',
    kept: kept.map(d),
    elixirs: ['charm', 'luck'],
    storeDeck: ['equipment-1', 'equipment-2', 'equipment-3'],
    ...extra,
  });

describe('a whole town visit (§3–§4)', () => {
  test('mine, bank, store, saloon, sheriff and town hall resolve left to right', () => {
    let s = town(['9 9 9 K A', '10 10 J Q Q', 'J J K K A'], {
      storeDeck: ['equipment-4', 'equipment-7'],
      row: ['deed-1', 'deed-2', 'deed-3'],
      propertyDeck: ['deed-4', 'deed-5'],
    });
    // P3 has the most Js and draws 2 General Store cards, hidden from the others
    expect(s.phase).toBe('generalStore:storeKeep');
    expect(s.nuggets).toEqual([3, 0, 0]);
    expect(s.mine).toBe(27);
    expect(s.money).toEqual([8, 11, 8]);
    expect(s.bank).toBe(0);
    expect(diceTown.toAct(s)).toEqual([2]);
    expect(diceTown.view(s, 2).drawn).toEqual(['equipment-4', 'equipment-7']);
    expect(diceTown.view(s, 1).drawn).toEqual([]);
    s = run(s, { type: 'keepCard', seat: 2, card: 'equipment-7' });
    // Saloon: P2 (two Qs) robs the only player with a card: one card to draw, taken at once
    expect(s.hands[1]!.store).toEqual(['equipment-7']);
    expect(s.hands[2]!.store).toEqual([]);
    // Sheriff: P3 (two Ks) takes the badge; Town Hall: P1's three 9s beat two pairs, 1 card + 1 per ace
    expect(s.sheriff).toBe(2);
    expect(s.hands[0]!.property.map((c) => c.split('#')[0])).toEqual(['deed-1', 'deed-2']);
    expect(s.row.map((c) => c.split('#')[0])).toEqual(['deed-3', 'deed-4', 'deed-5']);
    expect(s.storeDeck[s.storeDeck.length - 1]).toBe('equipment-4');
    expect(s.winners).toEqual({ goldMine: 0, bank: 1, generalStore: 2, saloon: 1, sheriff: 2, townHall: 0 });
    // everybody won something: no Doc Badluck; next round rolls
    expect(s.round).toBe(2);
    expect(s.phase).toBe('dice:keep');
    expect(diceTown.toAct(s)).toEqual([0, 1, 2]);
  });

  test('a tie at a location is settled by the sheriff', () => {
    let s = town(['9 9 K Q J', '9 9 10 A A'], { sheriff: 1 });
    expect(s.phase).toBe('goldMine:tie');
    expect(diceTown.toAct(s)).toEqual([1]);
    expect(s.pending).toEqual({ kind: 'tie', seat: 1, location: 'goldMine', candidates: [0, 1] });
    expect(refusal(s, { type: 'settleTie', seat: 0, winner: 0 })).toBe('dicetown.turn.seat');
    s = run(s, { type: 'settleTie', seat: 1, winner: 0 });
    expect(s.nuggets).toEqual([2, 0]);
  });

  test('the cap of three (the default) limits nuggets; without it every 9 counts', () => {
    expect(town(['9 9 9 9 A', '10 J Q K K']).nuggets).toEqual([3, 0]);
    expect(town(['9 9 9 9 A', '10 J Q K K'], { options: { capAtThree: false } }).nuggets).toEqual([4, 0]);
  });
});

describe('General Store cards at their moment (§4.10)', () => {
  test('Dynamite doubles the nuggets; a Wanted poster cancels it', () => {
    const base = town(['9 9 K K A', '10 10 Q A A'], { hands: [{ store: ['dynamite'] }, { store: ['wanted-poster'] }] });
    expect(base.phase).toBe('goldMine:window');
    expect(legalMovesFor(base, 0)).toEqual([
      { type: 'play', seat: 0, card: 'dynamite' },
      { type: 'pass', seat: 0 },
    ]);
    const played = run(base, { type: 'play', seat: 0, card: 'dynamite' });
    expect(played.phase).toBe('goldMine:wanted');
    // the play is told once, by the move's own line
    expect(played.log.slice(base.log.length).map((l) => lineText(l).en)).toEqual(['Player A plays Dynamite.']);
    expect(diceTown.toAct(played)).toEqual([1]);
    const kept = run(played, { type: 'pass', seat: 1 });
    expect(kept.nuggets).toEqual([4, 0]);
    const cancelled = run(played, { type: 'cancel', seat: 1 });
    const told = [...cancelled.history.flat(), ...cancelled.log].slice(played.log.length).map((l) => lineText(l).en);
    expect(told[0]).toBe('Player B plays the Wanted poster.');
    expect(told.filter((t) => / plays /.test(t))).toHaveLength(1);
    expect(cancelled.nuggets).toEqual([2, 0]);
    expect(cancelled.storeDiscard).toEqual(['dynamite', 'wanted-poster']);
    expect(cancelled.hands[1]!.store).toEqual([]);
    expect(run(base, { type: 'pass', seat: 0 }).nuggets).toEqual([2, 0]);
  });

  test('no window is opened when nobody holds a card playable now', () => {
    const s = town(['9 9 K K A', '10 J Q A A'], { hands: [{ store: ['corruption'] }, { store: ['wanted-poster'] }] });
    expect(s.nuggets).toEqual([2, 0]);
    expect(s.phase).not.toBe('goldMine:window');
  });

  test('Share of the loot: the bank robber hands over half his haul, rounded down', () => {
    const s = town(['9 9 K K A', '10 10 Q A J'], { money: [6, 8], bank: 5, hands: [{ store: ['share-of-the-loot'] }] });
    expect(s.phase).toBe('bank:window');
    expect(s.money).toEqual([6, 13]);
    const after = run(s, { type: 'play', seat: 0, card: 'share-of-the-loot' });
    expect(after.money).toEqual([8, 11]);
  });

  test('Hold-up is used as soon as it is drawn: the named player pays $4 or all he has', () => {
    const s = town(['J 9 9 K A', '10 10 Q Q K'], { storeDeck: ['hold-up'], money: [8, 3], bank: 8 });
    expect(s.phase).toBe('generalStore:holdUp');
    expect(refusal(s, { type: 'holdUp', seat: 0, target: 0 })).toBe('dicetown.holdup.target');
    const after = run(s, { type: 'holdUp', seat: 0, target: 1 });
    // P2 had $3 + the bank's $8 = $11 and pays $4
    expect(after.money).toEqual([12, 7]);
    expect(after.storeDiscard).toEqual(['hold-up']);
  });

  test('Two for one: the General Store reward twice', () => {
    const s = town(['J 9 9 K A', '10 10 Q Q K'], { storeDeck: ['equipment-1', 'equipment-2'], hands: [{ store: ['two-for-one'] }] });
    const after = run(s, { type: 'play', seat: 0, card: 'two-for-one' });
    expect(after.hands[0]!.store).toEqual(['equipment-1', 'equipment-2']);
  });

  test('Saloon: rob an opponent with cards; protected cards cannot be taken; Saloon girl robs twice', () => {
    const hands = [{}, { property: ['deed-5'] }, { property: ['deed-1'], protected: ['deed-2'] }];
    const kept = ['Q Q 9 A A', '10 10 K K 9', '9 9 10 K A'];
    let s = town(kept, { hands });
    // P1 wins the saloon (2 Qs): two opponents hold cards that can be taken
    expect(s.phase).toBe('saloon:saloonTarget');
    expect(s.pending).toEqual({ kind: 'saloonTarget', seat: 0, targets: [1, 2], draw: 2 });
    s = run(s, { type: 'steal', seat: 0, target: 2 });
    expect(s.hands[0]!.property.map((c) => c.split('#')[0])).toContain('deed-1');
    expect(s.hands[2]!.protected.map((c) => c.split('#')[0])).toEqual(['deed-2']);
    expect(s.hands[2]!.property).toEqual([]);

    const girl = town(kept, { hands: [{ store: ['saloon-girl'] }, ...hands.slice(1)] });
    expect(girl.phase).toBe('saloon:window');
    // the first robbery empties P2's hand, so the second goes to P3, the only one left with a card
    const g = run(girl, { type: 'play', seat: 0, card: 'saloon-girl' }, { type: 'steal', seat: 0, target: 1 });
    expect(g.hands[0]!.property.map((c) => c.split('#')[0])).toEqual(expect.arrayContaining(['deed-1', 'deed-5']));
    expect(g.hands[1]!.property).toEqual([]);
    expect(g.hands[2]!.property).toEqual([]);
  });

  test('Saloon: with several cards drawn the robber keeps one and gives the rest back', () => {
    let s = town(['Q Q A A 10', '10 10 K K 9'], { hands: [{}, { store: ['equipment-4', 'equipment-8'] }] });
    expect(s.phase).toBe('saloon:saloonKeep');
    expect([...s.drawn].sort()).toEqual(['equipment-4', 'equipment-8']);
    expect(refusal(s, { type: 'keepCard', seat: 0, card: 'equipment-1' })).toBe('dicetown.saloon.card');
    s = run(s, { type: 'keepCard', seat: 0, card: 'equipment-8' });
    expect(s.hands[0]!.store).toEqual(['equipment-8']);
    expect(s.hands[1]!.store).toEqual(['equipment-4']);
  });

  test('Not leaving office keeps the sheriff in place', () => {
    const s = town(['9 9 J Q A', '10 10 K K 9'], { sheriff: 0, hands: [{ store: ['not-leaving-office'] }] });
    expect(s.phase).toBe('sheriff:window');
    expect(run(s, { type: 'pass', seat: 0 }).sheriff).toBe(1);
    expect(run(s, { type: 'play', seat: 0, card: 'not-leaving-office' }).sheriff).toBe(0);
  });

  test('Town Hall: one card plus one per ace (at most three); Corruption adds the top of the deck', () => {
    const row = ['deed-1', 'deed-2', 'deed-3'];
    const propertyDeck = ['deed-4', 'deed-5', 'deed-5', 'deed-4'];
    const full = town(['A A A K K', '9 10 J Q Q'], { row, propertyDeck });
    expect(full.hands[0]!.property.map((c) => c.split('#')[0])).toEqual(['deed-1', 'deed-2', 'deed-3']);
    expect(full.row.map((c) => c.split('#')[0])).toEqual(['deed-4', 'deed-5', 'deed-5']);
    const s = town(['A K K Q Q', '9 10 J 10 9'], { row, propertyDeck, hands: [{ store: ['corruption'] }] });
    expect(s.phase).toBe('townHall:window');
    const c = run(s, { type: 'play', seat: 0, card: 'corruption' });
    expect(c.hands[0]!.property.map((x) => x.split('#')[0])).toEqual(['deed-1', 'deed-2', 'deed-4']); // A: 1 + 1, then the deck's top
    expect(c.row.map((x) => x.split('#')[0])).toEqual(['deed-3', 'deed-5', 'deed-5']);
  });

  test('Town Hall tie goes to the sheriff; the kickers option breaks it by the other dice', () => {
    const settleUpToTownHall = (s0: ReturnType<typeof town>) => {
      let s = s0;
      while (s.pending?.kind === 'tie' && s.pending.location !== 'townHall') s = run(s, { type: 'settleTie', seat: s.sheriff, winner: s.pending.candidates[0]! });
      return s;
    };
    // P1 and P2 both hold a pair of aces: equal combinations
    let s = settleUpToTownHall(town(['A A K Q J', 'A A K Q 10', '9 9 10 J Q'], { sheriff: 2 }));
    // the Sheriff location went to P1 (settled by P3): the new sheriff settles the Town Hall
    expect(s.sheriff).toBe(0);
    expect(s.pending).toEqual({ kind: 'tie', seat: 0, location: 'townHall', candidates: [0, 1] });
    s = run(s, { type: 'settleTie', seat: 0, winner: 1 });
    expect(s.winners.townHall).toBe(1);
    const k = settleUpToTownHall(town(['A A K Q J', 'A A K Q 10', '9 9 10 J Q'], { sheriff: 2, options: { kickers: true } }));
    expect(k.winners.townHall).toBe(0);
  });
});

describe('Doc Badluck (§4.9)', () => {
  // P1 wins the Sheriff and the Town Hall, P2 the Gold Mine, Bank and General Store, P3 nothing
  const KEPT = ['A A A A K', '9 9 10 10 J', '9 10 A A A'];

  test('Charm: every opponent pays $2 or all he has; the Elixir is discarded and a new one turned up', () => {
    let s = town(KEPT, { money: [9, 1, 6], bank: 11, elixirs: ['charm', 'wealth'] });
    expect(s.phase).toBe('docBadluck:elixir');
    expect(diceTown.toAct(s)).toEqual([2]);
    expect(s.money).toEqual([9, 12, 6]);
    expect(legalMovesFor(s, 2)).toEqual([
      { type: 'elixir', seat: 2, card: 'charm' },
      { type: 'elixir', seat: 2, card: 'wealth' },
    ]);
    expect(refusal(s, { type: 'elixir', seat: 2, card: 'power' })).toBe('dicetown.doc.card');
    s = run(s, { type: 'elixir', seat: 2, card: 'charm' });
    expect(s.money).toEqual([7, 10, 10]);
    expect(s.elixirDiscard).toEqual(['charm']);
    expect(s.elixirs.length).toBe(2);
    expect(s.elixirs[0]).toBe('wealth');
  });

  test('three face-up Elixirs with the source text option', () => {
    expect(town(KEPT, { elixirs: undefined, options: { elixirsFaceUp: 3 } }).elixirs.length).toBe(3);
  });

  test('Wealth, Power, Luck, Protection, Donation and Friendship', () => {
    const at = (elixirs: string[], extra: Partial<DiceTownPosition> = {}) => {
      const s = town(KEPT, { elixirs, ...extra });
      expect(s.phase).toBe('docBadluck:elixir');
      return s;
    };
    const w = run(at(['wealth', 'power'], { nuggets: [2, 0, 1] }), { type: 'elixir', seat: 2, card: 'wealth' });
    expect(w.nuggets).toEqual([1, 1, 3]); // P2 took 2 from the mine, then P1 and P2 give 1 each
    const p = run(at(['wealth', 'power']), { type: 'elixir', seat: 2, card: 'power' });
    expect(p.sheriff).toBe(2);
    const l = run(at(['luck', 'power'], { storeDeck: ['equipment-1', 'equipment-6'] }), { type: 'elixir', seat: 2, card: 'luck' });
    expect(l.hands[2]!.store).toEqual(['equipment-6']);
    const prot = at(['protection', 'power'], { hands: [{}, {}, { property: ['deed-1', 'deed-2', 'deed-3'] }] });
    expect(refusal(prot, { type: 'elixir', seat: 2, card: 'protection', protect: [prot.hands[2]!.property[0]] })).toBe('dicetown.doc.protect');
    const [a, b] = prot.hands[2]!.property;
    const pr = run(prot, { type: 'elixir', seat: 2, card: 'protection', protect: [a!, b!] });
    expect(pr.hands[2]!.protected).toEqual([a, b]);
    expect(pr.hands[2]!.property.length).toBe(1);
    const don = at(['donation', 'friendship'], { hands: [{ property: ['deed-4', 'deed-5'], store: ['equipment-8'] }] });
    expect(refusal(don, { type: 'elixir', seat: 2, card: 'donation' })).toBe('dicetown.doc.target');
    const asked = run(don, { type: 'elixir', seat: 2, card: 'donation', target: 0 });
    expect(asked.phase).toBe('docBadluck:give');
    expect(diceTown.toAct(asked)).toEqual([0]);
    const given = asked.hands[0]!.property.find((c) => c.startsWith('deed-4'))!;
    expect(refusal(asked, { type: 'give', seat: 0, card: 'equipment-8' })).toBe('dicetown.give.card');
    const gave = run(asked, { type: 'give', seat: 0, card: given });
    expect(gave.hands[2]!.property).toEqual([given]);
    const fr = run(don, { type: 'elixir', seat: 2, card: 'friendship', target: 0 });
    expect(fr.hands[2]!.store).toEqual(['equipment-8']);
    expect(fr.hands[0]!.store).toEqual([]);
  });

  test('Power meets Not leaving office', () => {
    const s = town(KEPT, { elixirs: ['power', 'luck'], hands: [{ store: ['not-leaving-office'] }] });
    const asked = run(s, { type: 'elixir', seat: 2, card: 'power' });
    expect(asked.phase).toBe('docBadluck:window');
    expect(run(asked, { type: 'play', seat: 0, card: 'not-leaving-office' }).sheriff).toBe(0);
  });

  test('several visitors: the sheriff picks the order; Lucky tonic lets a winner visit too', () => {
    let s = town([...KEPT, '9 10 A A A'], { hands: [{ store: ['lucky-tonic'] }] });
    expect(s.phase).toBe('docBadluck:window');
    s = run(s, { type: 'play', seat: 0, card: 'lucky-tonic' });
    expect(s.phase).toBe('docBadluck:docNext');
    expect(s.visitors).toEqual([2, 3, 0]);
    expect(refusal(s, { type: 'docNext', seat: 0, visitor: 5 })).toBe('dicetown.doc.visitor');
    s = run(s, { type: 'docNext', seat: 0, visitor: 3 });
    expect(s.phase).toBe('docBadluck:elixir');
    expect(diceTown.toAct(s)).toEqual([3]);
  });

  test('first edition: a fixed menu instead of Elixir cards', () => {
    const s = loaded({ players: 3, phase: 'town', kept: KEPT.map(d), options: { edition: 'first' }, storeDeck: ['equipment-1'] });
    expect(s.phase).toBe('docBadluck:elixir');
    expect(legalMovesFor(s, 2).map((m) => (m.type === 'elixir' ? m.card : ''))).toEqual(['barbed-wire', 'store-card', 'money', 'nugget']);
    expect(s.propertyDeck.length + s.row.length + s.hands.reduce((t, h) => t + h.property.length, 0)).toBe(25);
  });
});

describe('the stagecoach and the end of the game (§4.8, §5)', () => {
  test('keeping fees ride the stagecoach and become next round’s loot', () => {
    let s = loaded({ players: 2, dice: d('A A K Q J 9 9 9 10 10') });
    s = run(s, { type: 'keep', seat: 0, dice: d('A A K') }, { type: 'keep', seat: 1, dice: [] });
    expect(s.money).toEqual([6, 7]);
    expect(s.stagecoach).toBe(3);
    expect(s.bank).toBe(3);
  });

  test('an empty mine ends the game after the round; the score is exact', () => {
    const s = town(['9 9 K K A', '10 J Q Q A'], {
      nuggets: [20, 9],
      mine: 1,
      money: [9, 10],
      bank: 0,
      sheriff: 1,
      row: ['deed-1', 'deed-2', 'deed-3'],
      storeDeck: ['equipment-2'],
    });
    expect(diceTown.isOver(s)).toBe(true);
    expect(s.mine).toBe(0);
    expect(s.sheriff).toBe(0);
    const r = diceTown.result(s)!;
    expect(r.seats[0]!.breakdown.map((l) => l.points)).toEqual([3, 0, 21, 4, 5]);
    expect(r.seats[0]!.total).toBe(33);
    expect(r.seats[1]!.breakdown.map((l) => l.points)).toEqual([0, 2, 9, 5, 0]);
    expect(r.winners).toEqual([0]);
    expect(diceTown.meta(s).section).toBe('game-end');
    expect(diceTown.legalMoves(s)).toEqual([]);
    expect(refusal(s, { type: 'pass', seat: 0 })).toBe('dicetown.game.over');
  });

  test('a property row that cannot be refilled ends the game', () => {
    const rest = ['deed-1', 'deed-2', 'deed-3'].flatMap((k) => [k, k, k]).concat(['deed-4', 'deed-5'].flatMap((k) => [k, k, k, k]));
    const s = town(['A A K K 9', '10 J Q Q 10'], { row: ['deed-1', 'deed-2', 'deed-3'], hands: [{}, { property: rest }], storeDeck: ['equipment-1'] });
    expect(s.propertyDeck).toEqual([]);
    expect(s.row).toEqual([]);
    expect(s.hands[0]!.property.length).toBe(3);
    expect(diceTown.isOver(s)).toBe(true);
    expect(lineText(s.log[s.log.length - 1]!).en).toMatch(/property row cannot be refilled/);
  });
});
