import { describe, expect, it } from 'vitest';
import { runExample } from '../core/example';
import { exampleTests } from '../core/example-tests';
import { diceTown } from './game';
import { logText } from './log';
import { legalMovesFor } from './moves';
import { diceTownExamples, type DiceTownExample } from './examples';
import type { DiceTownState } from './types';

const ANCHORS = ['keeping', 'last-roll', 'gold-mine', 'bank', 'general-store', 'saloon', 'sheriff', 'town-hall', 'aces', 'poker-hands', 'doc-badluck', 'ties', 'scoring', 'game-end'];

const REQUIRED = [
  'keep-one-then-pay-two',
  'pay-to-keep-none',
  'finishing-early-last-roll',
  'gold-mine-majority-tie',
  'town-hall-hands',
  'aces-property',
  'saloon-steal',
  'general-store-wanted',
  'doc-badluck-nothing',
  'final-scoring',
];

const byId = (id: string): DiceTownExample => diceTownExamples.find((e) => e.id === id)!;

function statesOf(id: string): DiceTownState[] {
  const run = runExample(diceTown, byId(id));
  if (!run.ok) throw new Error(`${id} step ${run.step}: ${run.error}`);
  return run.states;
}
const last = (states: DiceTownState[]) => states[states.length - 1]!;
const kinds = (cards: string[]) => cards.map((c) => c.split('#')[0]);

describe('Dice Town worked examples', () => {
  it('has every required example (and only those), with unique ids and chapter sections', () => {
    const ids = diceTownExamples.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...REQUIRED].sort());
    for (const e of diceTownExamples) {
      expect(ANCHORS).toContain(e.section);
      expect(e.game).toBe('dice-town');
    }
  });

  exampleTests(diceTown, diceTownExamples, { legalFor: (state, move) => legalMovesFor(state, move.seat) });
});

describe('the key numbers of each example', () => {
  it('keep-one-then-pay-two: three Ks cost $2 (first free), the $2 rides the stagecoach, 2 dice left to roll', () => {
    const st = statesOf('keep-one-then-pay-two');
    expect(st[1]!.money).toEqual([8, 8]);
    const end = last(st);
    expect(end.money[0]).toBe(8 - 2);
    expect(end.stagecoach).toBe(2);
    expect(end.bank).toBe(3);
    expect(end.rolled.map((r) => r.length)).toEqual([2, 4]);
  });

  it('pay-to-keep-none: $1 for nothing kept, all 5 dice rolled again', () => {
    const end = last(statesOf('pay-to-keep-none'));
    expect(end.money[1]).toBe(7);
    expect(end.kept[1]).toEqual([]);
    expect(end.rolled[1]!.length).toBe(5);
  });

  it('finishing-early-last-roll: A pays $1 to finish; B (2 dice) and C (4 dice) keep their last roll unchosen', () => {
    const st = statesOf('finishing-early-last-roll');
    const end = last(st);
    expect(end.kept.map((k) => k.length)).toEqual([5, 5, 5]);
    expect(end.money[0]).toBe(5);
    expect(logText(end).some((l) => l.en === 'Player B rolls 10 9 for the last roll.')).toBe(true);
    expect(logText(end).some((l) => l.en === 'Player C rolls Q Q 9 K for the last roll.')).toBe(true);
  });

  it('gold-mine-majority-tie: the sheriff gives the tie to B, who takes 2 nuggets', () => {
    const st = statesOf('gold-mine-majority-tie');
    expect(st[0]!.nuggets).toEqual([0, 0, 0]);
    expect(last(st).nuggets[1]).toBe(2);
    expect(last(st).mine).toBe(28);
  });

  it('town-hall-hands: four of a kind beats a full house; J full house beats 10 full house', () => {
    const st = statesOf('town-hall-hands');
    expect(kinds(st[1]!.hands[1]!.property)).toEqual(['deed-3']);
    expect(kinds(last(st).hands[1]!.property)).toEqual(['deed-3', 'deed-2']);
    expect(kinds(last(st).hands[0]!.property)).toEqual([]);
    // $4 each for keeping five dice at once in round 2
    expect(st[4]!.stagecoach).toBe(12);
  });

  it('aces-property: three Aces take the whole row of 3; one Ace takes 2', () => {
    const st = statesOf('aces-property');
    expect(kinds(st[2]!.hands[0]!.property)).toEqual(['deed-1', 'deed-2', 'deed-3']);
    expect(st[2]!.row.length).toBe(3);
    expect(kinds(last(st).hands[0]!.property).slice(3)).toEqual(['deed-4', 'deed-5']);
  });

  it('saloon-steal: 2 cards drawn from A (one per Q), C keeps the 4-VP deed, the other goes back', () => {
    const st = statesOf('saloon-steal');
    expect(st[1]!.drawn.length).toBe(2);
    const end = last(st);
    expect(end.hands[2]!.property).toEqual(['deed-4#1']);
    expect(end.hands[0]!.store).toEqual(['equipment-5']);
    expect(end.hands[1]!.property).toEqual(['deed-2#1']);
  });

  it('general-store-wanted: Hold-up cancelled, A keeps her $8, both cards discarded', () => {
    const st = statesOf('general-store-wanted');
    const end = last(st);
    expect(end.money[0]).toBe(8);
    expect(end.storeDiscard).toEqual(['hold-up', 'wanted-poster']);
    expect(end.storeDeck).toContain('equipment-6');
  });

  it('doc-badluck-nothing: C takes the badge with Power; Charm brings B $2 + $1', () => {
    const st = statesOf('doc-badluck-nothing');
    expect(st[2]!.sheriff).toBe(2);
    expect(last(st).money[1]! - st[2]!.money[1]!).toBe(3);
    expect(last(st).money[2]).toBe(0);
  });

  it('final-scoring: 30 against 32, B wins', () => {
    const end = last(statesOf('final-scoring'));
    expect(diceTown.result(end)!.seats.map((s) => s.total)).toEqual([30, 32, 5]);
    expect(diceTown.result(end)!.winners).toEqual([1]);
  });
});
