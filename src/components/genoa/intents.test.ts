import { describe, expect, it } from 'vitest';
import { genoa } from '../../../engine/genoa/game';
import type { GenoaPosition } from '../../../engine/genoa/load';
import { moveTargets } from '../../../engine/genoa/rules';
import { loaded, run } from '../../../engine/genoa/testing';
import type { GenoaState } from '../../../engine/genoa/types';
import { seen } from './Board';
import { decision, sameMove, wishTargets } from './intents';
import { acquireChoices, acquireMove, actLabel, cityMarks, cityPick, toggleBuilding } from './picks';
import { targetsFor } from './offer';

const three = (extra: Partial<GenoaPosition> = {}): GenoaState => loaded({ players: 3, seats: [{}, {}, {}], ...extra } as GenoaPosition);

describe('the city in each phase', () => {
  it('the trader: every space the engine lets the tower move to is marked, and picking one is that move', () => {
    let s = three({ path: ['spices'] } as Partial<GenoaPosition>);
    s = run(s, { type: 'noOffer', seat: 1 }, { type: 'noOffer', seat: 2 });
    expect(s.phase).toBe('trader');
    const legal = genoa.legalMoves(s);
    const marks = cityMarks({ phase: 'trader', legal });
    expect(Object.keys(marks).sort()).toEqual([...moveTargets(s)].sort());
    const to = moveTargets(s)[0]!;
    const pick = cityPick({ phase: 'trader', legal }, 0, to);
    expect(pick).toEqual({ move: { type: 'move', seat: 0, to } });
    expect(genoa.play(s, (pick as { move: never }).move).ok).toBe(true);
    expect(cityPick({ phase: 'trader', legal }, 0, 'villa_zasteri')).toBeNull();
  });

  it('a bidder: the targets are reachable, the far spaces a wish, the chosen target marked', () => {
    const s = three({ path: ['spices'] } as Partial<GenoaPosition>);
    const v = seen(s, { seat: 1 });
    const targets = targetsFor(v, 1);
    const far = wishTargets(v);
    const ui = { phase: 'bidding' as const, legal: [], targets, far, target: 'spices' as const };
    const marks = cityMarks(ui);
    expect(marks.spices).toBe('on');
    for (const t of targets.slice(1)) expect(marks[t.target]).toBe('reach');
    for (const f of far) expect(marks[f]).toBe('far');
    expect(cityPick(ui, 1, targets[1]!.target)).toEqual({ target: targets[1]!.target });
    expect(cityPick(ui, 1, far[0]!)).toEqual({ wish: far[0] });
  });

  it('the start: Any start space marks what the engine allows and a pick plays it', () => {
    const s = loaded({ players: 3, seats: [{ specials: { anyStart: 1 } }, {}, {}] } as GenoaPosition);
    expect(s.phase).toBe('start');
    const legal = genoa.legalMoves(s);
    expect(Object.keys(cityMarks({ phase: 'start', legal }))).toEqual([]);
    expect(Object.keys(cityMarks({ phase: 'start', legal, anyStart: true }))).toHaveLength(39);
    const pick = cityPick({ phase: 'start', legal, anyStart: true }, 0, 'park');
    expect(pick).toEqual({ move: { type: 'anyStart', seat: 0, space: 'park' } });
    const r = genoa.play(s, (pick as { move: never }).move);
    expect(r.ok && r.state.path).toEqual(['park']);
  });

  it('acquisition: a street first, then the buildings beside it; the draft becomes the engine\'s move', () => {
    let s = three({ path: ['st-3-2'], seats: [{ markers: 2 }, {}, {}] } as Partial<GenoaPosition>);
    s = run(s, { type: 'noOffer', seat: 1 }, { type: 'noOffer', seat: 2 }, { type: 'stop', seat: 0 });
    expect(s.phase).toBe('acquisition');
    const legal = genoa.legalMoves(s);
    const choices = acquireChoices(legal);
    expect([...choices.keys()]).toEqual(['st-3-2']);
    expect(cityMarks({ phase: 'acquisition', legal })).toEqual({ 'st-3-2': 'pick' });
    expect(cityPick({ phase: 'acquisition', legal }, 0, 'st-3-2')).toEqual({ street: 'st-3-2' });
    const beside = [...new Set(choices.get('st-3-2')!.flat())];
    const marks = cityMarks({ phase: 'acquisition', legal, street: 'st-3-2', buildings: [beside[0]!] });
    expect(marks[beside[0]!]).toBe('on');
    const chosen = toggleBuilding([], beside[0]!);
    expect(toggleBuilding(chosen, beside[0]!)).toEqual([]);
    const r = genoa.play(s, acquireMove(0, 'st-3-2', chosen));
    expect(r.ok && r.state.owners[beside[0]!]).toBe(0);
  });

  it('says what each phase asks in both languages, and names a way of taking an action', () => {
    expect(decision('bidding', false).en).toBe('make the trader an offer, make a wish, or pass');
    expect(decision('trader', true).zh).toContain('還價');
    expect(actLabel({ type: 'act', seat: 0 }, true).en).toBe('draw a privilege');
    expect(actLabel({ type: 'act', seat: 0 }, false).en).toBe('take the action');
  });
});

describe('sameMove', () => {
  it('ignores key order, building order, absent flags and empty bundle parts, and tells different moves apart', () => {
    expect(sameMove({ type: 'acquire', seat: 1, street: 'st-3-2' as never, buildings: ['spices', 'cathedral'] as never }, { seat: 1, type: 'acquire', buildings: ['cathedral', 'spices'] as never, street: 'st-3-2' as never })).toBe(true);
    expect(sameMove({ type: 'actHere', seat: 0, extra: false }, { type: 'actHere', seat: 0 })).toBe(true);
    const offer = { target: 'spices' as never, kind: 'moveAndAct' as const, extra: false, bidderPays: { ducats: 10 }, traderPays: {}, promise: [] };
    expect(sameMove({ type: 'offer', seat: 2, offer }, { type: 'offer', seat: 2, offer: { ...offer, traderPays: { goods: {} } } })).toBe(true);
    expect(sameMove({ type: 'offer', seat: 2, offer }, { type: 'offer', seat: 2, offer: { ...offer, bidderPays: { ducats: 15 } } })).toBe(false);
    expect(sameMove({ type: 'act', seat: 0, largeOrder: 0 }, { type: 'act', seat: 0 })).toBe(false);
    expect(sameMove({ type: 'stop', seat: 0 }, { type: 'stop', seat: 1 })).toBe(false);
  });
});
