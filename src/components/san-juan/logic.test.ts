import { describe, expect, it } from 'vitest';
import { sanJuan } from '../../../engine/san-juan/game';
import { CARD_BUILDING } from '../../../engine/san-juan/cards';
import { logText } from '../../../engine/san-juan/log';
import type { SanJuanMove, SanJuanState } from '../../../engine/san-juan/types';
import { EMPTY, buildOptions, intentToMove, sameMove, usableBuildings, usableHand } from './intents';
import { pendingText, priceKey, scoreDetail, tableauModel } from './model';

const load = (position: unknown): SanJuanState => {
  const r = sanJuan.load(position);
  if (!r.ok) throw new Error(r.error.en);
  return r.state;
};
const fresh = (players: number, seed = 5): SanJuanState => {
  const r = sanJuan.setup({ players, seed });
  if (!r.ok) throw new Error(r.error.en);
  return r.state;
};
const play = (s: SanJuanState, m: SanJuanMove): SanJuanState => {
  const r = sanJuan.play(s, m);
  if (!r.ok) throw new Error(r.violation.message.en);
  return r.state;
};

describe('the tableau model hides what the screen may not show', () => {
  const s = fresh(3);
  it('shows only the hand of the seat in front of the screen', () => {
    const m = tableauModel(s, { seat: 1 }, null);
    expect(m.seats.map((x) => x.hand)).toEqual([null, s.hands[1], null]);
    expect(m.seats.map((x) => x.handSize)).toEqual([4, 4, 4]);
    expect(m.focus).toBe(1);
    expect(m.control).toBeNull();
  });
  it('shows no hand before the first hand-over, and every hand when nothing is hidden', () => {
    expect(tableauModel(s, 'none', null).seats.every((x) => x.hand === null)).toBe(true);
    expect(tableauModel(s, 'all', null).seats.map((x) => x.hand)).toEqual(s.hands);
  });
  it('lists legal moves only for the seat that acts and sits in front of the screen', () => {
    const acting = sanJuan.toAct(s)[0]!;
    const other = (acting + 1) % 3;
    expect(tableauModel(s, { seat: other }, acting).control).toBeNull();
    const m = tableauModel(s, { seat: acting }, acting);
    expect(m.control?.legal).toEqual(sanJuan.legalMoves(s));
    expect(m.roles.every((r) => r.by === null && !r.current)).toBe(true);
    expect(m.governor).toBe(s.governor);
  });
  it('shows a councillor draw to the councillor only', () => {
    let t = fresh(3, 9);
    const picker = sanJuan.toAct(t)[0]!;
    t = play(t, { type: 'pickRole', seat: picker, role: 'councillor' });
    expect(t.phase).toBe('councillor');
    expect(t.drawn).toHaveLength(5);
    const mine = tableauModel(t, { seat: picker }, picker);
    expect(mine.drawn).toEqual(t.drawn);
    expect(mine.count).toBe(1);
    expect(tableauModel(t, { seat: (picker + 1) % 3 }, null).drawn).toEqual([]);
    const roles = tableauModel(t, 'all', null).roles;
    expect(roles.find((r) => r.role === 'councillor')).toEqual({ role: 'councillor', by: picker, current: true });
    expect(pendingText(mine).en).toContain('to act: keep 1 of the cards drawn.');
    // the other seats are not told how many the councillor keeps
    expect(pendingText(tableauModel(t, { seat: (picker + 1) % 3 }, null)).en).toContain('to act: choose which drawn cards to keep.');
  });
});

describe('build prices and the builder flow', () => {
  const s = load({
    players: 2,
    phase: 'builder',
    picks: [['builder', 0]],
    hands: [['silver_smelter', 'quarry', 'indigo_plant', 'sugar_mill', 'tower'], ['indigo_plant']],
    buildings: [['indigo_plant', 'smithy', 'crane'], ['indigo_plant']],
  });
  const m = tableauModel(s, 'all', 0);
  const card = (id: string) => s.hands[0]!.find((c) => CARD_BUILDING[c] === id)!;
  it('prices a build with the privilege, smithy and crane as the engine does', () => {
    // silver smelter 5, minus privilege 1, minus smithy 1
    expect(m.control!.prices[priceKey(card('silver_smelter'))]).toBe(3);
    // over the indigo plant (cost 1): 2
    const indigo = s.buildings[0]![0]!.card;
    expect(m.control!.prices[priceKey(card('silver_smelter'), indigo)]).toBe(2);
    // quarry (violet, 4) minus privilege: 3
    expect(m.control!.prices[priceKey(card('quarry'))]).toBe(3);
    expect(buildOptions(m.control!.legal, card('silver_smelter')).over).toContain(indigo);
    expect(usableHand(m.control!.legal).has(card('tower'))).toBe(true);
  });
  it('turns a chosen card and the confirm button into a build the engine accepts', () => {
    let sel = EMPTY;
    const r1 = intentToMove('builder', 0, { kind: 'hand', card: card('silver_smelter') }, sel);
    expect('select' in r1).toBe(true);
    sel = (r1 as { select: typeof sel }).select;
    const r2 = intentToMove('builder', 0, { kind: 'confirm' }, sel);
    expect(r2).toEqual({ move: { type: 'build', seat: 0, card: card('silver_smelter') } });
    const after = play(s, (r2 as { move: SanJuanMove }).move);
    expect(after.phase).toBe('payment');
    expect(after.payment).toEqual({ card: card('silver_smelter'), owed: 3 });
    expect(pendingText(tableauModel(after, 'all', 0)).en).toContain('3 more cards');
    expect(intentToMove('payment', 0, { kind: 'hand', card: card('tower') }, EMPTY)).toEqual({ move: { type: 'pay', seat: 0, card: card('tower') } });
  });
  it('asks for a card before building, and passes on pass', () => {
    expect('need' in intentToMove('builder', 0, { kind: 'confirm' }, EMPTY)).toBe(true);
    expect(intentToMove('builder', 0, { kind: 'pass' }, EMPTY)).toEqual({ move: { type: 'pass', seat: 0 } });
  });
});

describe('producer, trader, councillor and role picks', () => {
  it('produces on the buildings chosen', () => {
    const s = load({ players: 3, phase: 'producer', picks: [['producer', 0]], buildings: [['indigo_plant', 'coffee_roaster'], ['indigo_plant'], ['indigo_plant']] });
    const legal = sanJuan.legalMoves(s);
    const cards = s.buildings[0]!.map((b) => b.card);
    expect(usableBuildings(legal)).toEqual(new Set(cards));
    let sel = EMPTY;
    for (const c of cards) sel = (intentToMove('producer', 0, { kind: 'building', card: c }, sel) as { select: typeof sel }).select;
    const r = intentToMove('producer', 0, { kind: 'confirm' }, sel) as { move: SanJuanMove };
    const after = play(s, r.move);
    expect(after.buildings[0]!.every((b) => b.good !== null)).toBe(true);
    expect(tableauModel(after, { seat: 1 }, null).seats[0]!.goods).toBe(2);
  });
  it('asks the two-player library question only when the engine offers it', () => {
    expect(intentToMove('pickRole', 0, { kind: 'role', role: 'trader' }, EMPTY)).toEqual({ move: { type: 'pickRole', seat: 0, role: 'trader' } });
    const off = (intentToMove('pickRole', 0, { kind: 'library', on: false }, EMPTY) as { select: typeof EMPTY }).select;
    expect(intentToMove('pickRole', 0, { kind: 'role', role: 'trader' }, off, true)).toEqual({
      move: { type: 'pickRole', seat: 0, role: 'trader', library: false },
    });
  });
  it('keeps the drawn cards chosen, and a gold-mine card at once', () => {
    const sel = { ...EMPTY, drawn: [3, 7] };
    expect(intentToMove('councillor', 1, { kind: 'confirm' }, sel)).toEqual({ move: { type: 'keep', seat: 1, cards: [3, 7] } });
    expect(intentToMove('goldMine', 1, { kind: 'drawn', card: 9 }, EMPTY)).toEqual({ move: { type: 'keep', seat: 1, cards: [9] } });
    expect(sameMove({ type: 'sell', seat: 0, buildings: [5, 2] }, { seat: 0, buildings: [2, 5], type: 'sell' })).toBe(true);
    expect(sameMove({ type: 'sell', seat: 0, buildings: [5] }, { type: 'sell', seat: 0, buildings: [2] })).toBe(false);
  });
});

describe('final scoring, building by building', () => {
  it('lists every building, the chapel and 6-cost bonuses, and sums to the engine total', () => {
    const s = load({
      players: 2,
      phase: 'builder',
      picks: [['builder', 0]],
      hands: [['statue'], ['indigo_plant', 'sugar_mill']],
      buildings: [
        ['indigo_plant', 'sugar_mill', 'coffee_roaster', 'guild_hall', 'palace', 'chapel', 'smithy', 'quarry', 'tower', 'hero', 'library'],
        [{ card: 'indigo_plant', good: true }, 'silver_smelter'],
      ],
      chapel: [3, 0],
    });
    // the statue makes 12 buildings: the game ends after this builder phase
    let t = play(s, { type: 'build', seat: 0, card: s.hands[0]![0]! });
    while (t.phase !== 'gameOver') t = play(t, sanJuan.legalMoves(t).find((m) => m.type === 'pass' || m.type === 'pay')!);
    const result = sanJuan.result(t)!;
    const detail = scoreDetail(t, result);
    for (const d of detail) {
      expect(d.rows.reduce((a, r) => a + r.points, 0)).toBe(d.total);
      expect(d.rows.filter((r) => r.card !== undefined)).toHaveLength(t.buildings[d.seat]!.length);
    }
    const p0 = detail[0]!;
    expect(p0.rows.find((r) => r.label.en.startsWith('guild hall'))?.points).toBe(6);
    expect(p0.rows.find((r) => r.label.en.includes('chapel'))?.points).toBe(3);
    expect(p0.rows.find((r) => r.label.en.startsWith('palace'))).toBeDefined();
    expect(detail[1]!.tieBreak).toEqual({ hand: t.hands[1]!.length, goods: 1 });
  });
});

describe('bot reasons about hidden cards', () => {
  it('a person at another seat reads the public wording; an open table or the bot’s own seat the whole reason', async () => {
    const { reasonShown } = await import('../core/localTable');
    const { strongBot } = await import('../../../engine/san-juan/bots');
    // seat 0 builds a tower (2 cards with the privilege) and pays first with its second chapel, a card it can only spend
    const b = load({ players: 2, phase: 'builder', picks: [['builder', 0]], buildings: [['indigo_plant', 'chapel'], ['indigo_plant']], hands: [['tower', 'chapel', 'hero', 'statue'], 2] });
    const tower = b.hands[0]!.find((c) => CARD_BUILDING[c] === 'tower')!;
    const s = play(b, { type: 'build', seat: 0, card: tower });
    expect(s.phase).toBe('payment');
    const pay = strongBot.choose(sanJuan.view(s, 0), sanJuan.legalMoves(s), 1);
    expect(pay.move.type === 'pay' && CARD_BUILDING[pay.move.card]).toBe('chapel');
    expect(pay.reason.en).toContain('Chapel');
    for (const viewer of [{ seat: 1 }, 'none'] as const) {
      const shown = reasonShown(pay, viewer);
      expect(shown).toEqual(pay.publicReason);
      expect(shown.en).not.toMatch(/chapel|hero|statue/i);
      expect(shown.zh).not.toMatch(/禮拜堂|英雄像|雕鑄像/);
    }
    expect(reasonShown(pay, 'all')).toBe(pay.reason);
    expect(reasonShown(pay, { seat: 0 })).toBe(pay.reason);
    // a reason that names nothing hidden is the same for everyone
    const pick = { move: { type: 'pickRole', seat: 0, role: 'trader' } as SanJuanMove, reason: { zh: '我選商人。', en: 'I pick the Trader.' } };
    expect(reasonShown(pick, { seat: 1 })).toBe(pick.reason);
  });
});

describe('the whole log of a table', () => {
  it('replays every line ever written, although the state keeps only the last ones', async () => {
    const { fullLog } = await import('../core/localTable');
    let s = fresh(2, 31);
    const moves: SanJuanMove[] = [];
    // a whole game between two easy bots
    const { sanJuanBots } = await import('../../../engine/san-juan/bots');
    while (!sanJuan.isOver(s) && moves.length < 3000) {
      const seat = sanJuan.toAct(s)[0]!;
      const m = sanJuanBots.easy.choose(sanJuan.view(s, seat), sanJuan.legalMoves(s), moves.length).move;
      moves.push(m);
      s = play(s, m);
    }
    expect(sanJuan.isOver(s)).toBe(true);
    expect(s.logCount).toBeGreaterThan(s.log.length);
    const h = fullLog(sanJuan, { kind: 'record', record: { game: 'san-juan', players: 2, seed: 31, options: {}, moves } }, () => null, (x) => ({ lines: logText(x), count: x.logCount }))!;
    expect(h.start).toBe(0);
    expect(h.lines).toHaveLength(s.logCount);
    expect(h.lines.slice(-s.log.length)).toEqual(logText(s));
    expect(h.lines[0]!.en).toContain('2 players start');
  });
});

describe('every move of every worked example can be made on the tableau', () => {
  it('through enabled controls, giving the same move', async () => {
    const { sanJuanExamples } = await import('../../../engine/san-juan/examples');
    const { runExample } = await import('../../../engine/core/example');
    let checked = 0;
    for (const ex of sanJuanExamples) {
      const run = runExample(sanJuan, ex);
      expect(run.ok, `${ex.id}: ${run.ok ? '' : run.error}`).toBe(true);
      ex.steps.forEach((step, i) => {
        const state = run.states[i]!;
        const seat = sanJuan.toAct(state)[0]!;
        const m = tableauModel(state, 'all', seat);
        const ctl = m.control!;
        const move = step.move;
        const where = `${ex.id} step ${i + 1}`;
        const intents: Parameters<typeof intentToMove>[2][] = [];
        switch (move.type) {
          case 'pickRole':
            expect(m.roles.find((r) => r.role === move.role)!.by, where).toBeNull();
            if (move.library !== undefined) {
              expect(ctl.libraryChoice, where).toBe(true);
              intents.push({ kind: 'library', on: move.library });
            }
            intents.push({ kind: 'role', role: move.role });
            break;
          case 'build': {
            expect(usableHand(ctl.legal).has(move.card), where).toBe(true);
            intents.push({ kind: 'hand', card: move.card });
            const o = buildOptions(ctl.legal, move.card);
            if (move.over !== undefined) {
              expect(o.over, where).toContain(move.over);
              intents.push({ kind: 'over', card: move.over });
            }
            for (const g of move.goods ?? []) {
              expect(o.goods, where).toContain(g);
              intents.push({ kind: 'good', card: g });
            }
            intents.push({ kind: 'confirm' });
            break;
          }
          case 'pay':
          case 'discard':
          case 'tuck':
            expect(usableHand(ctl.legal).has(move.card), where).toBe(true);
            expect(m.seats[seat]!.hand, where).toContain(move.card);
            intents.push({ kind: 'hand', card: move.card });
            break;
          case 'produce':
          case 'sell':
            for (const b of move.buildings) {
              expect(usableBuildings(ctl.legal).has(b), where).toBe(true);
              intents.push({ kind: 'building', card: b });
            }
            intents.push({ kind: 'confirm' });
            break;
          case 'keep':
            for (const c of move.cards) {
              expect(m.drawn, where).toContain(c);
              intents.push({ kind: 'drawn', card: c });
            }
            if (state.phase === 'councillor') intents.push({ kind: 'confirm' });
            break;
          case 'pass':
            expect(ctl.legal.some((x) => x.type === 'pass'), where).toBe(true);
            intents.push({ kind: 'pass' });
            break;
        }
        let sel = EMPTY;
        let made: SanJuanMove | null = null;
        for (const it of intents) {
          const r = intentToMove(state.phase, seat, it, sel, ctl.libraryChoice);
          if ('select' in r) sel = r.select;
          else if ('move' in r) made = r.move;
          else throw new Error(`${where}: ${r.need.en}`);
        }
        expect(made && sameMove(made, move), where).toBe(true);
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(30);
  });
});
