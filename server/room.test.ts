import { afterEach, describe, expect, it, vi } from 'vitest';
import { replay } from '../engine/core/record';
import { GAMES } from './games';
import { MAX_TABLES, REFUSE, type TableFrame } from './protocol';
import { bootClass, classRoom, join, opened, stop, type Booted, type Member } from './test-kit';

let b: Booted | null = null;
afterEach(async () => {
  if (b) await stop(b);
  b = null;
});

/**
 * Every frame a student heard (the whole frames, and each one built from the patches as the page
 * builds it) equals `view` of the table's state after that many moves, for that student's seat only.
 */
function checkFrames(m: Member, game: string, record: { players: number; seed: number | string; options: object; moves: unknown[] }, seat: number) {
  const served = GAMES[game]!;
  // every table message the device was sent built a frame (none was from a frame it did not hold),
  // but a patch that did not fit (answered by a resync) and the patches that came while the whole
  // frame asked for was on its way, which only happen after a resync
  const sent = m.wire.filter((h) => h.t === 'table' || h.t === 'table-patch').length;
  if (m.resyncs === 0) expect(m.ignored).toBe(0);
  expect(m.heard.filter((h) => h.t === 'table')).toHaveLength(sent - m.resyncs - m.ignored);
  let checked = 0;
  for (const h of m.heard) {
    if (h.t !== 'table') continue;
    const f: TableFrame = h.frame;
    const r = replay(served.game, { game, ...record, moves: record.moves.slice(0, f.moves) } as never);
    if (!r.ok) throw new Error(r.error.en);
    if (f.full) {
      expect(served.game.isOver(r.state)).toBe(true);
      expect(f.view).toEqual(JSON.parse(JSON.stringify(r.state)));
    } else {
      expect(f.seat).toBe(seat);
      expect(f.record).toBeNull();
      expect(f.view).toEqual(JSON.parse(JSON.stringify(served.game.view(r.state, seat))));
    }
    checked++;
  }
  return checked;
}

describe('a class on the server', () => {
  it('a class has at most MAX_TABLES tables not yet ended: one more is refused until the teacher ends one', async () => {
    b = await bootClass(undefined, 1000);
    const { code, teacherToken } = opened(b);
    const teacher = await join(b, { code, teacherToken });
    await teacher.next('welcome');
    for (let i = 0; i < MAX_TABLES; i++) teacher.send('open-table', { game: 'san-juan', seats: ['easy', 'open'] });
    await teacher.next('lobby', (l) => l.tables.length === MAX_TABLES);
    const from = teacher.heard.length;
    teacher.send('open-table', { game: 'san-juan', seats: ['easy', 'open'] });
    expect((await teacher.next('refused', () => true, from)).text).toEqual(REFUSE.tooManyTables);
    const first = classRoom(b, teacher).tables.keys().next().value!;
    teacher.send('end-table', { table: first });
    teacher.send('open-table', { game: 'san-juan', seats: ['easy', 'open'] });
    const lobby = await teacher.next('lobby', (l) => l.tables.length === MAX_TABLES + 1, from);
    expect(lobby.tables.filter((t) => t.ended).map((t) => t.id)).toEqual([first]);
  });

  it('a teacher opens a class, students join by code and name, and a wrong code, token or name is refused in both languages', async () => {
    b = await bootClass();
    const { code, teacherToken } = opened(b);
    expect(code).toMatch(/^[A-HJKMNP-TV-Z]{5}$/);
    const teacher = await join(b, { code, teacherToken });
    const w = await teacher.next('welcome');
    expect(w).toMatchObject({ role: 'teacher', code });
    const ana = await join(b, { code, name: '  Ana  ' });
    const aw = await ana.next('welcome');
    expect(aw.name).toBe('Ana');
    expect(aw.token.length).toBeGreaterThan(20);
    const lobby = await teacher.next('lobby', (l) => l.students.some((s) => s.name === 'Ana' && s.online));
    expect(lobby.students.map((s) => s.name)).toEqual(['Ana']);
    await expect(join(b, { code: 'ZZZZZ', name: 'Bo' })).rejects.toThrow('noCode');
    await expect(join(b, { code: 'abc', name: 'Bo' })).rejects.toThrow('noCode');
    await expect(join(b, { code, token: 'not-a-token' })).rejects.toThrow('badToken');
    await expect(join(b, { code, teacherToken: 'guess' })).rejects.toThrow('badTeacher');
    await expect(join(b, { code, name: '   ' })).rejects.toThrow('badName');
    await expect(join(b, { code, name: 'x'.repeat(25) })).rejects.toThrow('badName');
    // the same student comes back with the token kept in the browser
    const again = await join(b, { code, token: aw.token });
    expect((await again.next('welcome')).id).toBe(aw.id);
    for (const key of ['noCode', 'badToken', 'badTeacher', 'badName'] as const) {
      expect(REFUSE[key].zh.length).toBeGreaterThan(4);
      expect(REFUSE[key].en.length).toBeGreaterThan(10);
    }
  });

  it('four students play San Juan to the end, each hearing only the view of their own seat', async () => {
    b = await bootClass(undefined, 1000); // students here move faster than people can
    const { code, teacherToken } = opened(b);
    const teacher = await join(b, { code, teacherToken });
    await teacher.next('welcome');
    teacher.send('settings', { settings: { botDelay: 0 } });
    const students: Member[] = [];
    for (const name of ['Ana', 'Bo', 'Chen', 'Dana']) {
      const s = await join(b, { code, name });
      await s.next('welcome');
      students.push(s);
    }
    teacher.send('open-table', { game: 'san-juan', seats: ['open', 'open', 'open', 'open'] });
    const l = await teacher.next('lobby', (x) => x.tables.length === 1);
    const id = l.tables[0]!.id;
    students.forEach((s, i) => s.send('sit', { table: id, seat: i }));
    await Promise.all(students.map((s, i) => s.next('table', (t) => t.frame.seats[i]!.kind === 'student' && t.frame.seats.every((x) => x.kind === 'student'))));
    const room = classRoom(b, teacher);
    const table = room.tables.get(id)!;
    // each student plays what the strong bot would, whenever their seat is to act
    for (let guard = 0; !table.over && guard < 3000; guard++) {
      const seat = table.game.toAct(table.state)[0]!;
      const n = table.moves.length;
      const move = table.choose(seat, 'strong').move;
      students[seat]!.send('move', { table: id, move });
      await students[seat]!.next('table', (t) => t.frame.moves > n);
    }
    expect(table.over).toBe(true);
    const result = table.game.result(table.state)!;
    const record = table.record();
    await Promise.all(students.map((s) => s.next('table', (t) => t.frame.result !== null)));
    for (const [i, s] of students.entries()) {
      expect(checkFrames(s, 'san-juan', record, i)).toBeGreaterThan(10);
      // one whole frame when the student sat down, then only what changed
      const wire = s.wire.filter((h) => h.t === 'table' || h.t === 'table-patch');
      expect(wire.filter((h) => h.t === 'table').length).toBe(1);
      expect(wire.filter((h) => h.t === 'table-patch').length).toBeGreaterThan(10);
      expect(s.resyncs).toBe(0);
      const last = s.heard.filter((h) => h.t === 'table').at(-1) as { frame: TableFrame };
      expect(last.frame.result).toEqual(result);
    }
    // the teacher's overview shows the final scores
    const over = await teacher.next('lobby', (x) => !!x.tables[0]?.over);
    // a student's overview lists only the tables still playing
    await students[0]!.next('lobby', (x) => x.tables.length === 0, students[0]!.heard.length - 1);
    expect(over.tables[0]!.scores).toEqual([0, 1, 2, 3].map((i) => result.seats.find((x) => x.seat === i)!.total));
  });

  it('a device sent patches that misses one asks for the whole frame again, and every frame it builds is still only its own seat’s view; the teacher’s full frames too', async () => {
    b = await bootClass(undefined, 1000);
    const { code, teacherToken } = opened(b);
    const teacher = await join(b, { code, teacherToken });
    await teacher.next('welcome');
    teacher.send('settings', { settings: { botDelay: 0 } });
    const ana = await join(b, { code, name: 'Ana' });
    await ana.next('welcome');
    teacher.send('open-table', { game: 'dice-town', seats: ['open', 'strong', 'easy'] });
    const id = (await teacher.next('lobby', (x) => x.tables.length === 1)).tables[0]!.id;
    ana.send('sit', { table: id, seat: 0 });
    const table = classRoom(b, teacher).tables.get(id)!;
    let missed = false;
    for (let guard = 0; !table.over && guard < 400; guard++) {
      await ana.next('table', (t) => t.frame.moves === table.moves.length && (table.over || table.game.toAct(table.state).includes(0)), ana.heard.length - 1, 5000).catch(() => null);
      if (table.over) break;
      if (!table.game.toAct(table.state).includes(0)) continue;
      // halfway through, the device misses two patches (if Ana acts again before anything else is sent, her next move brings the patch that does not fit)
      const missing = !missed && table.moves.length > 20;
      if (missing) {
        ana.miss(2);
        missed = true;
      }
      const n = table.moves.length;
      ana.send('move', { table: id, move: table.legalFor(0).at(-1) });
      // until the device has asked for the whole frame again, a move of hers may be answered by a
      // patch it misses (when no other move came between); from then on every move is answered
      const waiting = missed && ana.resyncs === 0;
      const seen = ana.next('table', (t) => t.frame.moves > n, ana.heard.length, waiting ? 1000 : 15_000);
      await (waiting ? seen.catch(() => null) : seen);
    }
    expect(missed).toBe(true);
    await ana.next('table', (t) => t.frame.result !== null);
    expect(ana.resyncs).toBe(1);
    // after the patch that did not fit: one resync, answered with a whole frame, then patches again
    const wire = ana.wire.filter((h) => h.t === 'table' || h.t === 'table-patch');
    const whole = wire.flatMap((h, i) => (h.t === 'table' ? [i] : []));
    expect(whole).toHaveLength(2);
    expect(wire.slice(whole[1]! + 1).some((h) => h.t === 'table-patch')).toBe(true);
    expect(checkFrames(ana, 'dice-town', table.record(), 0)).toBeGreaterThan(10);
    // the teacher watched the table since it opened: every full frame built from patches is the whole state and record
    const full = teacher.heard.flatMap((h) => (h.t === 'table' ? [h.frame] : []));
    expect(teacher.wire.filter((h) => h.t === 'table-patch').length).toBeGreaterThan(10);
    expect(teacher.resyncs).toBe(0);
    for (const f of full) {
      const r = replay(GAMES['dice-town']!.game, { ...table.record(), moves: table.record().moves.slice(0, f.moves) } as never);
      if (!r.ok) throw new Error(r.error.en);
      expect(f.full).toBe(true);
      expect(f.record!.moves).toEqual(table.record().moves.slice(0, f.moves));
      expect(f.view).toEqual(JSON.parse(JSON.stringify(r.state)));
    }
    // a resync for a table the device does not sit at tells it so; one without a table is refused
    const bo = await join(b, { code, name: 'Bo' });
    await bo.next('welcome');
    bo.send('resync', { table: id });
    expect((await bo.next('left-table')).table).toBe(id);
    bo.send('resync', {});
    expect((await bo.next('refused')).text).toEqual(REFUSE.shape);
  });

  it('a lying client is refused with a reason in both languages and changes nothing', async () => {
    b = await bootClass();
    const { code, teacherToken } = opened(b);
    const teacher = await join(b, { code, teacherToken });
    await teacher.next('welcome');
    const liar = await join(b, { code, name: 'Eve' });
    const honest = await join(b, { code, name: 'Bo' });
    await liar.next('welcome');
    await honest.next('welcome');
    teacher.send('open-table', { game: 'dice-town', seats: ['open', 'open', 'strong'] });
    const id = (await teacher.next('lobby', (x) => x.tables.length === 1)).tables[0]!.id;
    liar.send('sit', { table: id, seat: 0 });
    honest.send('sit', { table: id, seat: 1 });
    await honest.next('table', (t) => t.frame.seats[0]!.kind === 'student' && t.frame.seats[1]!.kind === 'student');
    const room = classRoom(b, teacher);
    const table = room.tables.get(id)!;
    const before = JSON.stringify(table.state);
    const refusals = () => liar.heard.filter((h) => h.t === 'refused').length;
    const tries: [string, unknown, string][] = [
      ['move', { table: id, move: table.legalFor(1)[0] }, REFUSE.notYourSeat.en], // another seat's move
      ['move', { table: id, move: { type: 'nonsense', seat: 0 } }, ''], // not a move of the game
      ['move', { table: id, move: 'keep all' }, REFUSE.shape.en], // not a move at all
      ['move', { table: 'nope', move: table.legalFor(0)[0] }, REFUSE.noTable.en],
      ['pause', { table: id, paused: true }, REFUSE.teacherOnly.en],
      ['seat-bot', { table: id, seat: 1, level: 'easy' }, REFUSE.teacherOnly.en],
      ['sit', { table: id, seat: 1 }, REFUSE.seatTaken.en],
      ['close-class', {}, REFUSE.teacherOnly.en],
      ['settings', { settings: { hints: false } }, REFUSE.teacherOnly.en],
      ['move', { table: id, move: { type: 'keep', seat: 0, dice: 'x'.repeat(9000) } }, REFUSE.tooBig.en],
      ['whatever', { a: 1 }, REFUSE.shape.en],
    ];
    for (const [t, body, en] of tries) {
      const n = refusals();
      liar.send(t, body);
      const r = await liar.next('refused', () => true, liar.heard.length);
      expect(refusals()).toBe(n + 1);
      expect(r.text.zh.length).toBeGreaterThan(3);
      if (en) expect(r.text.en).toBe(en);
      else expect(r.violation?.rule).toMatch(/^dicetown\./);
    }
    expect(JSON.stringify(table.state)).toBe(before);
    expect(table.moves).toHaveLength(0);
    expect(table.row.paused).toBe(false);
    // a flood: past 20 messages a second the rest are dropped, with one refusal. The server counts the
    // messages it handles in each second of its clock (the same clock here). That clock is held still
    // (only `Date`: sockets and timers run as ever) so that the burst falls in one second however slow
    // the machine, not split between two seconds each counted afresh; it is held in the next second, so
    // that the messages sent above are not counted with the burst
    vi.useFakeTimers({ toFake: ['Date'], now: (Math.floor(Date.now() / 1000) + 1) * 1000 });
    try {
      const n = refusals();
      for (let i = 0; i < 40; i++) liar.send('move', { table: id, move: { type: 'nonsense', seat: 0 } });
      await liar.next('refused', (r) => r.text.en === REFUSE.flood.en, 0);
      await new Promise((r) => setTimeout(r, 200));
      expect(liar.heard.filter((h) => h.t === 'refused' && h.text.en === REFUSE.flood.en)).toHaveLength(1);
      // 20 messages answered, each refused (not the game's move), then the one flood refusal; the rest dropped
      expect(refusals() - n).toBe(21);
    } finally {
      vi.useRealTimers();
    }
    // nothing the liar heard holds another seat's secrets
    expect(checkFrames(liar, 'dice-town', table.record(), 0)).toBeGreaterThan(0);
  });

  it('every table comes back from disk after the server stops, and a student gets the same seat back with their token', async () => {
    b = await bootClass();
    const dir = b.dir;
    const { code, teacherToken } = opened(b);
    const teacher = await join(b, { code, teacherToken });
    await teacher.next('welcome');
    teacher.send('settings', { settings: { botDelay: 0 } });
    const ana = await join(b, { code, name: 'Ana' });
    const token = (await ana.next('welcome')).token;
    teacher.send('open-table', { game: 'santiago', seats: ['open', 'strong', 'easy'] });
    const id = (await teacher.next('lobby', (x) => x.tables.length === 1)).tables[0]!.id;
    ana.send('sit', { table: id, seat: 0 });
    const room = classRoom(b, teacher);
    const table = room.tables.get(id)!;
    for (let i = 0; i < 6 && !table.over; i++) {
      await ana.next('table', (t) => !t.frame.paused && table.game.toAct(table.state).includes(0), ana.heard.length - 1);
      const n = table.moves.length;
      ana.send('move', { table: id, move: table.legalFor(0).at(-1) });
      await ana.next('table', (t) => t.frame.moves > n);
    }
    // the bots play on until the pause lands: the table is read once it is paused
    teacher.send('pause', { table: id, paused: true });
    await teacher.next('lobby', (x) => !!x.tables[0]?.paused);
    const moves = table.moves.slice();
    const state = JSON.stringify(table.state);
    expect(moves.length).toBeGreaterThan(6);
    await stop(b);
    b = await bootClass(dir);
    const back = await join(b, { code, token });
    const f = await back.next('table');
    expect(f.frame.moves).toBe(moves.length);
    expect(f.frame.seat).toBe(0);
    expect(f.frame.paused).toBe(true);
    const table2 = classRoom(b, back).tables.get(id)!;
    expect(table2.moves).toEqual(moves);
    expect(JSON.stringify(table2.state)).toBe(state);
  });

  it('a class question: students answer, the teacher sees how many, and the reveal shows each share beside the right answer', async () => {
    b = await bootClass();
    const { code, teacherToken } = opened(b);
    const teacher = await join(b, { code, teacherToken });
    await teacher.next('welcome');
    const kids = await Promise.all(['A', 'B', 'C'].map((name) => join(b!, { code, name })));
    await Promise.all(kids.map((k) => k.next('welcome')));
    const question = { id: 'q1', prompt: { zh: '哪一塊？', en: 'Which plot?' }, options: [{ zh: '甲', en: 'A' }, { zh: '乙', en: 'B' }, { zh: '丙', en: 'C' }], answer: 1 };
    teacher.send('ask', { question });
    for (const k of kids) {
      const q = await k.next('question', (x) => x.question?.id === 'q1');
      expect(q.question!.answer).toBeUndefined(); // students do not get the answer before the reveal
    }
    kids[0]!.send('answer', { id: 'q1', choice: 1 });
    kids[1]!.send('answer', { id: 'q1', choice: 1 });
    kids[2]!.send('answer', { id: 'q1', choice: 2 });
    const t = await teacher.next('tally', (x) => x.tally.answered === 3);
    expect(t.tally.counts).toBeNull();
    teacher.send('reveal', { id: 'q1' });
    const shown = await kids[2]!.next('tally', (x) => x.tally.counts !== null);
    expect(shown.tally).toMatchObject({ answered: 3, counts: [0, 2, 1], answer: 1 });
    kids[0]!.send('answer', { id: 'q1', choice: 0 });
    expect((await kids[0]!.next('refused')).text.en).toBe(REFUSE.noQuestion.en);
    // a question asked without its answer gets it with the reveal (as a presented example reveals it)
    teacher.send('ask', { question: { ...question, id: 'q2', answer: undefined } });
    await kids[1]!.next('question', (x) => x.question?.id === 'q2');
    kids[1]!.send('answer', { id: 'q2', choice: 0 });
    await teacher.next('tally', (x) => x.tally.id === 'q2' && x.tally.answered === 1);
    teacher.send('reveal', { id: 'q2', answer: 0 });
    const q2 = await kids[1]!.next('tally', (x) => x.tally.id === 'q2' && x.tally.counts !== null);
    expect(q2.tally).toMatchObject({ answered: 1, counts: [1, 0, 0], answer: 0 });
  });

  it('a class older than 24 hours is refused as ended, and deleted', async () => {
    b = await bootClass();
    const { code } = opened(b);
    b.cls.store.db.prepare('UPDATE classes SET created = ? WHERE code = ?').run(Date.now() - 25 * 60 * 60 * 1000, code);
    await expect(join(b, { code, name: 'Ana' })).rejects.toThrow('expired');
    expect(b.cls.store.getClass(code)).toBeNull();
    expect(REFUSE.expired.en).toContain('24 hours');
  });

  it('a student away longer than the teacher allows has their seat taken by a bot, when the teacher chose that', async () => {
    b = await bootClass();
    const { code, teacherToken } = opened(b);
    const teacher = await join(b, { code, teacherToken });
    await teacher.next('welcome');
    teacher.send('settings', { settings: { botTakesOver: true, reconnectMinutes: 1 } });
    await teacher.next('lobby', (l) => l.settings.botTakesOver);
    const ana = await join(b, { code, name: 'Ana' });
    await ana.next('welcome');
    teacher.send('open-table', { game: 'san-juan', seats: ['open', 'strong'] });
    const id = (await teacher.next('lobby', (x) => x.tables.length === 1)).tables[0]!.id;
    teacher.send('pause', { table: id, paused: true });
    ana.send('sit', { table: id, seat: 0 });
    await teacher.next('lobby', (x) => x.tables[0]?.seats[0]?.kind === 'student' && !!x.tables[0]?.paused);
    const room = classRoom(b, teacher) as unknown as { sweep(now: number): void; tables: Map<string, { row: { seats: { kind: string }[] } }> };
    await ana.room.leave(true);
    await teacher.next('lobby', (x) => x.tables[0]?.seats[0]?.online === false);
    // 59 seconds later the seat still waits for her; a minute later a bot has it
    room.sweep(Date.now() + 59_000);
    expect(room.tables.get(id)!.row.seats[0]!.kind).toBe('student');
    room.sweep(Date.now() + 61_000);
    expect(room.tables.get(id)!.row.seats[0]!.kind).toBe('strong');
  });
});

