import { describe, expect, it } from 'vitest';
import { puertoRico } from './game';
import { loaded, refused, refusal, run } from './testing';
import type { PuertoRicoMove } from './types';
import { logText } from './log';

const pick = (seat: number, role: PuertoRicoMove & { type: 'pickRole' } extends never ? never : string): PuertoRicoMove =>
  ({ type: 'pickRole', seat, role }) as PuertoRicoMove;

describe('picking roles and the round (§3)', () => {
  it('the picker takes the doubloons on the role; a role is picked once a round; the refusal leaves the state unchanged', () => {
    const s = loaded({ players: 3, roleMoney: { prospector: 0, trader: 2 }, seats: [{ doubloons: 1 }, {}, {}] });
    const a = run(s, pick(0, 'trader'));
    expect(a.seats[0]!.doubloons).toBe(3);
    expect(a.roleMoney.trader).toBe(0);
    expect(a.phase).toBe('pickRole'); // nobody has goods: the trader phase passes at once
    const v = refused(a, pick(1, 'trader'));
    expect(v).toMatchObject({ rule: 'puerto-rico.role.taken', section: 'roles' });
    expect(v.message.zh).toContain('商人');
    expect(refusal(a, pick(0, 'builder'))).toBe('puerto-rico.turn.order');
    expect(refusal(a, pick(1, 'prospector'))).toBe('puerto-rico.role.unknown');
    expect(refusal(a, { type: 'build', seat: 1, building: 'hacienda' })).toBe('puerto-rico.phase.move');
    expect(refusal(a, { type: 'fly', seat: 1 })).toBe('puerto-rico.move.shape');
  });

  it('round end: 1 doubloon on each unpicked role (they pile up), the governor card passes left, a new round', () => {
    const s = loaded({ players: 3, roleMoney: { captain: 1 }, seats: [{}, {}, {}] });
    const e = run(s, pick(0, 'trader'), pick(1, 'craftsman'), pick(2, 'builder'));
    // builder phase: everyone can build a small indigo plant for 1–2 doubloons; all pass
    const done = run(e, { type: 'pass', seat: 2 }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 });
    expect(done.roleMoney).toEqual({ settler: 1, mayor: 1, builder: 0, craftsman: 0, trader: 0, captain: 2 });
    expect(done.governor).toBe(1);
    expect(done.round).toBe(2);
    expect(done.picks).toEqual([]);
    expect(puertoRico.toAct(done)).toEqual([1]);
  });

  it('2 players: the picks alternate governor, other … three each; one role is left over', () => {
    const s = loaded({ players: 2, seats: [{ doubloons: 0 }, { doubloons: 0 }] });
    const order: number[] = [];
    let t = s;
    for (const role of ['trader', 'craftsman', 'prospector', 'captain', 'builder', 'settler']) {
      order.push(puertoRico.toAct(t)[0]!);
      t = run(t, pick(puertoRico.toAct(t)[0]!, role));
      while (t.phase !== 'pickRole') t = run(t, { type: 'pass', seat: puertoRico.toAct(t)[0]! });
    }
    expect(order).toEqual([0, 1, 0, 1, 0, 1]);
    expect(t.round).toBe(2);
    expect(t.governor).toBe(1);
    expect(t.roleMoney.mayor).toBe(1);
  });

  it('prospector: the picker takes 1 doubloon from the bank plus those on the card; nobody else gets anything', () => {
    const s = loaded({ players: 4, roleMoney: { prospector: 2 }, seats: [{ doubloons: 0 }, { doubloons: 0 }, {}, {}] });
    const t = run(s, pick(0, 'prospector'));
    expect(t.seats.map((x) => x.doubloons)).toEqual([3, 0, 3, 3]);
    expect(t.phase).toBe('pickRole');
  });
});

describe('settler (§4.1)', () => {
  const base = { players: 3, row: ['corn', 'sugar', 'coffee', 'indigo'] as const };
  it('each player may take one face-up plantation; only the picker may take a quarry', () => {
    const s = run(loaded({ ...base, row: [...base.row], seats: [{ island: ['indigo'] }, { island: ['indigo'] }, {}] }), pick(0, 'settler'));
    const a = run(s, { type: 'settle', seat: 0, tile: 'quarry' });
    expect(a.seats[0]!.island.map((t) => t.kind)).toEqual(['indigo', 'quarry']);
    expect(a.quarries).toBe(7);
    const v = refused(a, { type: 'settle', seat: 1, tile: 'quarry' });
    expect(v).toMatchObject({ rule: 'puerto-rico.settler.quarry', section: 'settler' });
    expect(refusal(a, { type: 'settle', seat: 1, tile: 9 })).toBe('puerto-rico.settler.tile');
    const b = run(a, { type: 'settle', seat: 1, tile: 2 }, { type: 'pass', seat: 2 });
    expect(b.seats[1]!.island[1]).toEqual({ kind: 'coffee', colonists: 0 });
    expect(b.phase).toBe('pickRole');
    expect(b.discards.sort()).toEqual(['corn', 'indigo', 'sugar']);
    expect(b.row.length).toBe(4);
  });

  it('a construction hut lets a non-picker take a quarry; no quarries left, no quarry', () => {
    const s = loaded({ ...base, row: [...base.row], quarries: 1, seats: [{}, { city: [['construction_hut', 1]] }, { city: [['construction_hut', 1]] }] });
    const t = run(s, pick(0, 'settler'), { type: 'settle', seat: 0, tile: 0 }, { type: 'settle', seat: 1, tile: 'quarry' });
    expect(t.quarries).toBe(0);
    expect(refusal(t, { type: 'settle', seat: 2, tile: 'quarry' })).toBe('puerto-rico.settler.no-quarry');
    expect(puertoRico.legalMoves(t).some((m) => m.type === 'settle' && m.tile === 'quarry')).toBe(false);
  });

  it('an unmanned construction hut or hacienda does nothing (only occupied buildings work)', () => {
    const s = run(loaded({ ...base, row: [...base.row], seats: [{}, { city: ['construction_hut', 'hacienda'] }, {}] }), pick(0, 'settler'), { type: 'pass', seat: 0 });
    expect(refusal(s, { type: 'settle', seat: 1, tile: 'quarry' })).toBe('puerto-rico.settler.quarry');
    expect(refusal(s, { type: 'hacienda', seat: 1 })).toBe('puerto-rico.settler.hacienda');
  });

  it('hacienda: the extra tile first, from the face-down stack, then the normal tile; never after it', () => {
    const s = run(loaded({ ...base, row: [...base.row], stackTop: ['tobacco'], seats: [{ island: ['indigo'], city: [['hacienda', 1]] }, {}, {}] }), pick(0, 'settler'));
    const a = run(s, { type: 'hacienda', seat: 0 });
    expect(a.seats[0]!.island.map((t) => t.kind)).toEqual(['indigo', 'tobacco']);
    expect(refusal(a, { type: 'hacienda', seat: 0 })).toBe('puerto-rico.settler.hacienda');
    const b = run(a, { type: 'settle', seat: 0, tile: 'quarry' });
    expect(b.seats[0]!.island.map((t) => t.kind)).toEqual(['indigo', 'tobacco', 'quarry']);
    expect(puertoRico.toAct(b)).toEqual([1]);
  });

  it('hacienda with an empty stack: the discards are reshuffled into a new stack first (§10 Q10)', () => {
    const s = loaded({ ...base, row: [...base.row], seats: [{ city: [['hacienda', 1]] }, {}, {}] });
    // move every face-down tile to the discards
    const empty = { ...s, discards: s.stack, stack: [] };
    const a = run(run(empty, pick(0, 'settler')), { type: 'hacienda', seat: 0 });
    expect(a.stack.length + a.discards.length).toBe(s.stack.length - 1);
    expect(a.discards).toEqual([]);
    expect(logText(a).some((l) => l.en.includes('shuffled into a new one'))).toBe(true);
  });

  it('hospice: the normal tile arrives with a colonist from the supply, else from the ship; the hacienda tile never', () => {
    const s = loaded({ ...base, row: [...base.row], stackTop: ['sugar'], seats: [{ island: ['indigo'], city: [['hospice', 1], ['hacienda', 1]] }, {}, {}] });
    const a = run(s, pick(0, 'settler'), { type: 'hacienda', seat: 0 }, { type: 'settle', seat: 0, tile: 1 });
    expect(a.seats[0]!.island.slice(1)).toEqual([
      { kind: 'sugar', colonists: 0 },
      { kind: 'sugar', colonists: 1 },
    ]);
    expect(a.colonists).toBe(s.colonists - 1);
    const noSupply = run({ ...s, ship: s.ship + s.colonists, colonists: 0 }, pick(0, 'settler'), { type: 'settle', seat: 0, tile: 0 });
    expect(noSupply.seats[0]!.island[1]).toEqual({ kind: 'corn', colonists: 1 });
    expect(noSupply.ship).toBe(s.ship + s.colonists - 1);
  });

  it('a full island takes nothing: its seat is passed over', () => {
    const eleven = ['corn', 'corn', 'corn', 'indigo', 'indigo', 'indigo', 'sugar', 'sugar', 'tobacco', 'coffee', 'quarry'] as const;
    const s = run(loaded({ players: 3, row: ['coffee', 'sugar', 'indigo', 'sugar'], seats: [{ island: [...eleven] }, { island: ['corn', 'corn', 'indigo'] }, {}] }), pick(0, 'settler'));
    expect(s.order).toEqual([0, 1, 2]);
    const full = loaded({ players: 3, row: ['coffee', 'sugar', 'indigo', 'sugar'], seats: [{ island: [...eleven, 'quarry'] }, {}, {}] });
    expect(run(full, pick(0, 'settler')).order).toEqual([1, 2]);
  });

  it('the refill turns up N+1 tiles, reshuffling the discards when the stack runs out, and may stay short', () => {
    const s = loaded({ ...base, row: [...base.row], seats: [{}, {}, {}] });
    const short = { ...s, stack: s.stack.slice(0, 2), discards: [] };
    const t = run(short, pick(0, 'settler'), { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 2 });
    // 2 from the stack, then the 4 discarded tiles are shuffled into a new stack and 2 more come
    expect(t.row.length).toBe(4);
    expect(t.stack.length).toBe(2);
    const tiny = { ...s, stack: [], discards: [], row: ['corn' as const] };
    const u = run(tiny, pick(0, 'settler'), { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 2 });
    expect(u.row).toEqual(['corn']);
  });
});

describe('mayor (§4.2)', () => {
  it('privilege from the supply, the ship one at a time from the picker; the refill counts empty circles on every building', () => {
    const s = loaded({ players: 4, ship: 6, seats: [{ island: ['indigo'], city: ['indigo_plant'] }, { island: ['corn'], city: ['small_market'] }, { island: ['corn'] }, { island: ['sugar'] }] });
    const a = run(s, pick(0, 'mayor'));
    expect(a.seats.map((x) => x.sanJuan)).toEqual([3, 2, 1, 1]);
    expect(a.colonists).toBe(s.colonists - 1);
    expect(a.ship).toBe(0);
    const b = run(a, { type: 'arrange', seat: 0, island: [0], city: [3] });
    // B (2 for 2 circles), C and D (1 for 1) have one way to place theirs: done at once
    expect(b.seats[1]!.island[0]!.colonists + b.seats[1]!.city[0]!.colonists).toBe(2);
    expect(b.seats[2]!.island[0]!.colonists).toBe(1);
    expect(b.phase).toBe('pickRole');
    expect(b.ship).toBe(4);
  });

  it('empty building circles above N set the refill; the seed\'s reading counts violet buildings only', () => {
    const spec = { players: 3, ship: 3, seats: [{ island: ['sugar'], city: ['sugar_mill', 'indigo_plant', 'office'] }, {}, {}] } as const;
    const pub = run(loaded({ ...spec, seats: [...spec.seats] as never }), pick(0, 'mayor'), { type: 'arrange', seat: 0, island: [0], city: [1, 0, 1] });
    // empty circles: sugar mill 2 + indigo plant 3 = 5
    expect(pub.ship).toBe(5);
    const seed = run(loaded({ ...spec, seats: [...spec.seats] as never, options: { refill: 'violet' } }), pick(0, 'mayor'), { type: 'arrange', seat: 0, island: [0], city: [1, 0, 1] });
    expect(seed.ship).toBe(3);
  });

  it('every circle that can be filled must be; one colonist per circle; never more than one has', () => {
    const s = run(loaded({ players: 3, ship: 3, seats: [{ island: ['corn', 'indigo'], city: ['indigo_plant'] }, {}, {}] }), pick(0, 'mayor'));
    // A has 2 colonists (1 from the ship, 1 privilege) and 5 circles
    const v = refused(s, { type: 'arrange', seat: 0, island: [1, 0], city: [0] });
    expect(v).toMatchObject({ rule: 'puerto-rico.mayor.fill', section: 'mayor' });
    expect(v.message.en).toContain('2 circles must be filled');
    expect(refusal(s, { type: 'arrange', seat: 0, island: [2, 0], city: [0] })).toBe('puerto-rico.mayor.circles');
    expect(refusal(s, { type: 'arrange', seat: 0, island: [1, 1], city: [1] })).toBe('puerto-rico.mayor.count');
    expect(refusal(s, { type: 'arrange', seat: 0, island: [1], city: [1] })).toBe('puerto-rico.mayor.shape');
    expect(refusal(s, { type: 'arrange', seat: 1, island: [1], city: [] })).toBe('puerto-rico.turn.order');
    const ok = run(s, { type: 'arrange', seat: 0, island: [0, 1], city: [1] });
    expect(ok.seats[0]!.island.map((t) => t.colonists)).toEqual([0, 1]);
    expect(ok.seats[0]!.sanJuan).toBe(0);
  });

  it('the mayor may decline the privilege colonist: it goes back to the supply', () => {
    const s = run(loaded({ players: 3, ship: 3, seats: [{ island: ['corn', 'indigo'], city: ['indigo_plant'] }, { island: ['corn', 'sugar'] }, {}] }), pick(0, 'mayor'));
    const t = run(s, { type: 'arrange', seat: 0, island: [1, 0], city: [0], declinePrivilege: true }, { type: 'arrange', seat: 1, island: [0, 1], city: [] });
    expect(t.colonists).toBe(s.colonists + 1 - t.ship);
    expect(logText(t).some((l) => l.en === 'Player A declines the privilege colonist and puts it back in the supply.')).toBe(true);
    expect(t.seats[0]!.island[0]!.colonists + t.seats[0]!.sanJuan).toBe(1);
    expect(refusal(run(s, { type: 'arrange', seat: 0, island: [1, 1], city: [0] }), { type: 'arrange', seat: 1, island: [1], city: [], declinePrivilege: true })).toBe('puerto-rico.mayor.decline');
  });

  it('no privilege when the supply is empty; too few colonists for the refill end the game at the round end (strictly fewer, §10 Q7)', () => {
    // 58 colonists in a 3-player game: put them all on boards except the ship's 3
    const s = loaded({ players: 3, ship: 3, colonists: 0, seats: [{ sanJuan: 55 }, {}, {}] });
    const a = run(s, pick(0, 'mayor'));
    expect(a.seats[0]!.sanJuan).toBe(56); // 55 + 1 from the ship, no privilege
    expect(a.phase).toBe('pickRole');
    expect(a.end).toBe('colonists');
    expect(a.ship).toBe(0);
    const exact = loaded({ players: 3, ship: 3, colonists: 4, seats: [{ sanJuan: 51 }, {}, {}] });
    const b = run(exact, pick(0, 'mayor'), { type: 'arrange', seat: 0, island: [], city: [] });
    // the privilege takes 1 of the 4: 3 left = exactly N, the ship is refilled, no end yet
    expect(b.ship).toBe(3);
    expect(b.colonists).toBe(0);
    expect(b.end).toBe(null);
  });
});
