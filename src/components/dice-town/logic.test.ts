import { describe, expect, it } from 'vitest';
import { runExample } from '../../../engine/core/example';
import { diceTown } from '../../../engine/dice-town/game';
import { diceTownMachine } from '../../../engine/dice-town/machine';
import { diceTownBots } from '../../../engine/dice-town/bots';
import { diceTownExamples } from '../../../engine/dice-town/examples';
import { legalMovesFor } from '../../../engine/dice-town/moves';
import type { DiceTownMove, DiceTownState, Face } from '../../../engine/dice-town/types';
import { newRecord } from '../../../engine/core/record';
import { groupedBoxes } from '../core/PhaseDiagram';
import { restoreTable, serializeTable, type ExampleResolver } from '../core/table';
import { tableUndo } from '../core/undo';
import { NO_KEEP, dieForKey, feeText, keepMove, keepOptions, sameMove, toggleDie } from './intents';
import { PHASE_GROUPS } from './look';
import { decision, moveLabel, pendingText, scoreDetail, townModel, wholeLog } from './model';
import { oddsRows, simulate } from './odds';
import { pickSeats } from './seats';

const d = (s: string): Face[] => s.split(' ') as Face[];
const load = (position: unknown): DiceTownState => {
  const r = diceTown.load(position);
  if (!r.ok) throw new Error(r.error.en);
  return r.state;
};
const play = (s: DiceTownState, m: DiceTownMove): DiceTownState => {
  const r = diceTown.play(s, m);
  if (!r.ok) throw new Error(r.violation.message.en);
  return r.state;
};
const states = (id: string): DiceTownState[] => {
  const r = runExample(diceTown, diceTownExamples.find((e) => e.id === id)!);
  if (!r.ok) throw new Error(r.error);
  return r.states;
};

describe('the town model shows only what the screen may see', () => {
  const s = load({ players: 3, dice: d('K K K 9 J 10 10 Q 9 A Q A 9 J K'), hands: [{ store: ['equipment-3'] }, { property: ['deed-2'] }] });
  it('gives a seat exactly its own cup and cards, as the engine view does', () => {
    const m = townModel(s, { seat: 1 }, null);
    const v = diceTown.view(s, 1);
    expect(m.seats.map((x) => x.rolled)).toEqual([null, v.rolled, null]);
    expect(m.seats[1]!.rolled).toEqual(d('10 10 Q 9 A'));
    expect(m.seats.map((x) => x.rolledCount)).toEqual(v.rolledCounts);
    expect(m.seats.map((x) => x.store)).toEqual([null, [], null]);
    expect(m.seats.map((x) => x.property)).toEqual([null, v.hands[1]!.property, null]);
    expect(m.seats.map((x) => [x.storeCount, x.propertyCount])).toEqual([[1, 0], [0, 1], [0, 0]]);
    expect(m.focus).toBe(1);
  });
  it('shows every cup when nobody is hidden from, and none before the first hand-over', () => {
    expect(townModel(s, 'all', null).seats.map((x) => x.rolled)).toEqual(s.rolled);
    const none = townModel(s, 'none', null);
    expect(none.seats.every((x) => x.rolled === null && x.store === null && x.property === null)).toBe(true);
  });
  it('lists the legal moves of the seat played here only while it has to choose', () => {
    const m = townModel(s, { seat: 2 }, 2);
    expect(m.control?.legal).toEqual(legalMovesFor(s, 2));
    const after = play(s, { type: 'keep', seat: 2, dice: d('9') });
    expect(townModel(after, { seat: 2 }, 2).control).toBeNull();
    // the choice is made but stays hidden from the others
    const other = townModel(after, { seat: 0 }, 0);
    expect(other.seats[2]!.chosen).toBe(true);
    expect(other.seats[2]!.choice).toBeNull();
    expect(townModel(after, { seat: 2 }, null).seats[2]!.choice?.dice).toEqual(d('9'));
    expect(pendingText(other).en).toContain('still choosing: Player A (red), Player B (blue).');
  });
  it('shows cards drawn at the General Store to the drawer only', () => {
    const t = states('general-store-wanted')[0]!;
    expect(townModel(t, { seat: 1 }, 1).drawn).toEqual(['hold-up', 'equipment-6']);
    expect(townModel(t, { seat: 0 }, null).drawn).toEqual([]);
  });
});

describe('decisions: the sheriff’s tie and the Wanted poster go to the right seat', () => {
  it('offers the tie to the sheriff with a button per candidate', () => {
    const t = states('gold-mine-majority-tie')[0]!;
    const m = townModel(t, 'all', 2);
    expect(m.control?.legal).toEqual([
      { type: 'settleTie', seat: 2, winner: 0 },
      { type: 'settleTie', seat: 2, winner: 1 },
    ]);
    expect(townModel(t, 'all', 0).control).toBeNull();
    expect(pendingText(m).en).toBe('Gold Mine is tied (Player A (red), Player B (blue)): Sheriff Player C (green) decides who takes it.');
    expect(moveLabel(m.control!.legal[1]!, m).en).toBe('Rule for Player B (blue)');
    const after = play(t, m.control!.legal[1]!);
    expect(after.nuggets).toEqual([0, 2, 0]);
    expect(townModel(after, 'all', null).winners.goldMine).toBe(1);
  });
  it('offers the Wanted poster to its holder, naming the card it cancels', () => {
    const t = states('general-store-wanted')[2]!;
    const m = townModel(t, { seat: 0 }, 0);
    expect(m.control?.legal.map((x) => x.type)).toEqual(['cancel', 'pass']);
    expect(moveLabel(m.control!.legal[0]!, m).en).toBe('Play the Wanted poster: cancel Hold-up');
    expect(moveLabel(m.control!.legal[1]!, m).en).toBe('Let it stand');
    const after = play(t, m.control!.legal[0]!);
    expect(after.money.slice(0, 2)).toEqual([8, 8]);
  });
});

describe('the status line beside the turn prompt says only what the prompt does not', () => {
  it('while keeping: who is still choosing, not what to do', () => {
    const s = states('keep-one-then-pay-two')[0]!;
    const m = townModel(s, 'all', 1);
    expect(decision(m).en).toBe('choose the dice to keep under your cup');
    expect(pendingText(m, true)).toEqual({
      zh: '還在選的有：玩家 A（紅色）、玩家 B（藍色）。大家都選好，骰盅一起掀開。',
      en: 'Still choosing: Player A (red), Player B (blue). When all have chosen, the cups are lifted together.',
    });
    expect(pendingText(m).en).toBe('Keeping under the cup; still choosing: Player A (red), Player B (blue). When all have chosen, the cups are lifted together.');
  });
  it('in the last roll: who is still to take it', () => {
    // B's Cheater is a choice in the last roll: the game waits for it
    let s = load({ players: 2, kept: [d('A A A A'), d('K')], hands: [{}, { store: ['cheater'] }], dice: d('A 9 9 9 9 9 9 9 9') });
    s = play(play(s, { type: 'keep', seat: 0, dice: d('A') }), { type: 'keep', seat: 1, dice: d('9') });
    const m = townModel(s, 'all', 1);
    expect(m.last).toBe(true);
    expect(decision(m).en).toBe('the last roll: keep every die');
    expect(pendingText(m, true)).toEqual({ zh: '最後一擲還沒收下的有：玩家 B（藍色）。', en: 'Still to take the last roll: Player B (blue).' });
    expect(pendingText(m).en).toBe('The last roll: Player B (blue) must keep every die as it falls.');
  });
  it('at a tie: between whom, not who decides', () => {
    const m = townModel(states('gold-mine-majority-tie')[0]!, 'all', 2);
    expect(pendingText(m, true)).toEqual({ zh: '金礦平手（玩家 A（紅色）、玩家 B（藍色））。', en: 'Gold Mine is tied (Player A (red), Player B (blue)).' });
  });
  it('for any other decision: where in the town the game is', () => {
    const m = townModel(states('general-store-wanted')[2]!, 'all', 0);
    expect(pendingText(m).en).toBe('Player A (red) to act: cancel Player B (blue)’s Hold-up with the Wanted poster, or let it stand.');
    expect(pendingText(m, true)).toEqual({ zh: '正在結算：雜貨店。', en: 'Now resolving: General Store.' });
    expect(pendingText(m, true).en).not.toContain(decision(m).en);
  });
});

describe('choosing dice under the cup', () => {
  const s = states('keep-one-then-pay-two')[1]!; // B has chosen; A to keep from K K K 9 J
  it('turns picked dice into the keep move, with its fee', () => {
    let sel = NO_KEEP;
    for (const k of ['1', '2', '3']) sel = toggleDie(sel, dieForKey(k, 5)!);
    const move = keepMove(0, s.rolled[0]!, sel, false);
    expect(move).toEqual({ type: 'keep', seat: 0, dice: d('K K K') });
    expect(feeText(3, false, false).en).toBe('Keep 3 dice: pay $2 to the stagecoach.');
    const after = play(s, move);
    expect(after.money).toEqual([6, 8]);
    expect(after.stagecoach).toBe(2);
    expect(after.kept).toEqual([d('K K K'), d('10')]);
    expect(sameMove(move, diceTownExamples[0]!.steps[1]!.move)).toBe(true);
  });
  it('unpicks, reads keys 1–5 only for dice that are there, keeps none for $1', () => {
    expect(toggleDie(toggleDie(NO_KEEP, 2), 2).picked).toEqual([]);
    expect(dieForKey('4', 3)).toBeNull();
    expect(dieForKey('x', 5)).toBeNull();
    expect(keepMove(0, d('K A'), NO_KEEP, false)).toEqual({ type: 'keep', seat: 0, dice: [] });
    expect(feeText(0, false, false).en).toContain('pay $1');
    expect(feeText(1, false, false).en).toBe('Keep 1 die: free.');
  });
  it('keeps every die in the last roll and sends the Scoundrel and Cheater choices', () => {
    expect(keepMove(1, d('10 J'), NO_KEEP, true)).toEqual({ type: 'keep', seat: 1, dice: d('10 J') });
    expect(keepMove(1, d('10 J 9'), { picked: [0, 1], scoundrel: true, cheat: null }, false)).toEqual({ type: 'keep', seat: 1, dice: d('10 J'), scoundrel: true });
    expect(keepMove(1, d('10 J 9'), { picked: [2], scoundrel: false, cheat: { index: 2, to: '10' } }, false)).toEqual({
      type: 'keep',
      seat: 1,
      dice: d('10'),
      cheat: { from: '9', to: '10' },
    });
    const withCards = load({ players: 2, hands: [{ store: ['scoundrel', 'cheater'] }], dice: d('K K Q 9 J 10 10 Q 9 A') });
    expect(keepOptions(legalMovesFor(withCards, 0))).toEqual({ scoundrel: true, cheat: true });
    expect(keepOptions(legalMovesFor(withCards, 1))).toEqual({ scoundrel: false, cheat: false });
    const free = play(withCards, keepMove(0, withCards.rolled[0]!, { picked: [0, 1, 2], scoundrel: true, cheat: null }, false));
    expect(free.money[0]).toBe(8);
  });
  it('compares moves as multisets of dice', () => {
    expect(sameMove({ type: 'keep', seat: 0, dice: d('A K') }, { type: 'keep', seat: 0, dice: d('K A') })).toBe(true);
    expect(sameMove({ type: 'keep', seat: 0, dice: d('A K') }, { type: 'keep', seat: 0, dice: d('K K') })).toBe(false);
    expect(sameMove({ type: 'keep', seat: 0, dice: d('K') }, { type: 'keep', seat: 0, dice: d('K'), scoundrel: true })).toBe(false);
  });
});

describe('who acts on a shared device while everyone keeps at once', () => {
  it('lets the human holding the device go first, and bots in the background', () => {
    expect(pickSeats(['human', 'strong', 'human'], [0, 1, 2], 2)).toEqual({ human: 2, bot: 1 });
    expect(pickSeats(['human', 'strong', 'human'], [0, 1, 2], null)).toEqual({ human: 0, bot: 1 });
    expect(pickSeats(['human', 'easy'], [1], 0)).toEqual({ human: undefined, bot: 1 });
  });
});

describe('the phase diagram', () => {
  it('puts every machine state in one group, with the round looping back to the roll', () => {
    const boxes = groupedBoxes(diceTownMachine, PHASE_GROUPS);
    expect(boxes.map((b) => b.meta.label.en)).toEqual([
      'Roll, cups lifted', 'Keep dice under the cup', 'The last roll', 'Gold Mine', 'Bank', 'General Store', 'Saloon', 'Sheriff', 'Town Hall', 'Doc Badluck', 'Game over',
    ]);
    expect(boxes[1]!.loopsTo).toEqual([0]);
    expect(boxes[9]!.loopsTo).toEqual([0]);
    expect(boxes[0]!.automatic).toBe(true);
    expect(boxes[10]!.final).toBe(true);
  });
});

describe('the probability lesson', () => {
  it('gives the exact counts of each hand out of 7776', () => {
    const rows = oddsRows(null);
    expect(Object.fromEntries(rows.map((r) => [r.category, r.count]))).toEqual({
      high: 480, pair: 3600, 'two-pairs': 1800, three: 1200, straight: 240, 'full-house': 300, four: 150, five: 6,
    });
    expect(rows.find((r) => r.category === 'pair')!.percent).toBeCloseTo(46.296, 3);
    expect(rows.every((r) => r.observed === null)).toBe(true);
  });
  it('simulates repeatably from a seed, 1,000 rolls tallied', () => {
    const a = simulate(7, 1000);
    expect(simulate(7, 1000)).toEqual(a);
    expect(Object.values(a).reduce((x, y) => x + y, 0)).toBe(1000);
    expect(simulate(8, 1000)).not.toEqual(a);
    // 1,000 rolls land near the exact chance of a pair (46.3%): within 6 points
    expect(Math.abs(a.pair / 10 - 46.3)).toBeLessThan(6);
    expect(oddsRows(a).find((r) => r.category === 'pair')!.observed).toBe(a.pair);
  });
});

describe('a whole game of bots through the model, saved and restored', () => {
  it('plays to the final score; the log and the score breakdown add up', () => {
    const config = { players: 3, seed: 11 };
    const made = diceTown.setup(config);
    if (!made.ok) throw new Error(made.error.en);
    let s = made.state;
    const moves: DiceTownMove[] = [];
    for (let n = 0; n < 3000 && !diceTown.isOver(s); n++) {
      const seat = diceTown.toAct(s)[0]!;
      townModel(s, { seat }, seat);
      const choice = diceTownBots[seat === 0 ? 'strong' : 'easy'].choose(diceTown.view(s, seat), legalMovesFor(s, seat), n);
      moves.push(choice.move);
      s = play(s, choice.move);
    }
    expect(diceTown.isOver(s)).toBe(true);
    const result = diceTown.result(s)!;
    for (const row of scoreDetail(result)) expect(row.rows.reduce((t, r) => t + r.points, 0)).toBe(row.total);
    expect(townModel(s, 'all', null).result).toEqual(result);
    const log = wholeLog(s);
    expect(log[0]!.en).toBe('3 players start with $8 each; $3 on the bank; 30 nuggets in the mine.');
    expect(log.length).toBeGreaterThan(s.log.length);

    const record = { ...newRecord<never, DiceTownMove>('dice-town', config), moves };
    const noExample: ExampleResolver<DiceTownState> = () => null;
    const saved = serializeTable({ start: { kind: 'record', record }, seats: ['strong', 'easy', 'easy'], lastSeen: null });
    const back = restoreTable(diceTown, saved, noExample);
    expect(back.ok && back.state.state.result).toEqual(result);
    const cut = restoreTable(diceTown, saved.slice(0, -30), noExample);
    const twoSeats = restoreTable(diceTown, serializeTable({ start: { kind: 'record', record }, seats: ['strong', 'easy'], lastSeen: null }), noExample);
    for (const broken of [cut, twoSeats]) {
      expect(broken.ok).toBe(false);
      if (!broken.ok) expect(broken.error.zh).toContain('已經擺好一張新的牌桌');
    }
  });
  it('lets a human take back a keep before the cups lift, not after', () => {
    const resolve: ExampleResolver<DiceTownState> = (id, step) => (id === 'keep-one-then-pay-two' ? (states(id)[step] ?? null) : null);
    expect(tableUndo(diceTown, { kind: 'example', example: 'keep-one-then-pay-two', step: 0, moves: [{ type: 'keep', seat: 1, dice: d('10') }] }, resolve, ['human', 'human'], 1)).toEqual({ ok: true, seat: 1, depth: 1 });
    const lifted = { kind: 'example' as const, example: 'keep-one-then-pay-two', step: 0, moves: [{ type: 'keep', seat: 1, dice: d('10') }, { type: 'keep', seat: 0, dice: d('K K K') }] as DiceTownMove[] };
    // the refusal names the step that blocks it, as the table says it
    const rolled = { ok: false, why: 'blocked', since: { zh: '擲骰或翻牌', en: 'Dice rolled or cards shown' } };
    expect(tableUndo(diceTown, lifted, resolve, ['human', 'human'], 0)).toEqual(rolled);
    // against a bot, the keep made before the bot's keep lifted the cups is not taken back either
    expect(tableUndo(diceTown, lifted, resolve, ['strong', 'human'], 1)).toEqual(rolled);
  });
});
