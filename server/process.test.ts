import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay } from '../engine/core/record';
import { shown } from '../engine/san-juan/shown';
import { bundleServer } from '../scripts/class-bundle.mjs';
import { GAMES } from './games';
import { children, freePort, joinAt, kill, openClassAt, startRedis, startServer } from './process-kit';
import type { TableFrame } from './protocol';
import type { Member } from './test-kit';

const sanJuan = GAMES['san-juan']!;
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(joinPath(tmpdir(), 'lr-class-proc-'));
  dirs.push(d);
  return d;
};

beforeAll(async () => {
  await bundleServer();
}, 60_000);

afterAll(async () => {
  await Promise.all(children.map(kill));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const frames = (m: Member): TableFrame[] => m.heard.flatMap((h) => (h.t === 'table' ? [h.frame] : []));
const latest = (m: Member): TableFrame | undefined => frames(m).at(-1);

/** Waits until `ok()` holds, checking every 20 ms (at most 15 s: a loaded machine is slow, never wrong). */
async function until(what: string, ok: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** One of the seat's own legal moves in the frame it was sent, worked out from its view alone (as its page does). */
function moveFrom(f: TableFrame): { type: string; seat: number } | null {
  const legal = sanJuan.legalFor(shown(f.view as never), f.seat!);
  return legal.length ? legal[(f.moves * 7 + f.seat!) % legal.length]! : null;
}

/** A table's record as the class store holds it on disk, read without writing (the server may still be running). */
function recordOnDisk(dir: string, code: string, table: string) {
  const db = new DatabaseSync(joinPath(dir, 'class.sqlite'), { readOnly: true });
  try {
    const t = db.prepare('SELECT game, players, seed, options FROM tables_ WHERE class = ? AND id = ?').get(code, table) as { game: string; players: number; seed: number; options: string };
    const moves = (db.prepare('SELECT move FROM moves WHERE class = ? AND tbl = ? ORDER BY n').all(code, table) as { move: string }[]).map((m) => JSON.parse(m.move));
    return { game: t.game, players: t.players, seed: t.seed, options: JSON.parse(t.options), moves };
  } finally {
    db.close();
  }
}

/** `view(seat)` of the game replayed from `record`'s first `n` moves, as JSON carries it. */
function viewAfter(record: ReturnType<typeof recordOnDisk>, n: number, seat: number): unknown {
  const r = replay(sanJuan.game, { ...record, moves: record.moves.slice(0, n) });
  if (!r.ok) throw new Error(r.error.en);
  return JSON.parse(JSON.stringify(sanJuan.game.view(r.state, seat)));
}

describe('the class server as a process of its own', () => {
  it('kill -9 in the middle of a game loses no accepted move: started again on the same data, the table is the same game', async () => {
    const dir = tempDir();
    const port = await freePort();
    let server = await startServer(port, dir);
    const { code, teacherToken } = await openClassAt(port);
    const teacher = await joinAt(port, { code, teacherToken });
    await teacher.next('welcome');
    teacher.send('settings', { settings: { botDelay: 0 } });
    await teacher.next('lobby', (l) => l.settings.botDelay === 0);
    const students = [await joinAt(port, { code, name: 'Ana' }), await joinAt(port, { code, name: 'Bo' })];
    const tokens = await Promise.all(students.map(async (s) => (await s.next('welcome')).token));
    teacher.send('open-table', { game: 'san-juan', seats: ['open', 'open', 'strong', 'strong'] });
    const table = (await teacher.next('lobby', (l) => l.tables.length === 1)).tables[0]!.id;
    students.forEach((s, i) => s.send('sit', { table, seat: i }));
    await Promise.all(students.map((s) => s.next('table', (t) => t.frame.seats[0]!.kind === 'student' && t.frame.seats[1]!.kind === 'student')));

    // the students play their own legal moves; each one accepted comes back as a frame with more moves
    let played = 0;
    for (let guard = 0; played < 16 && guard < 400; guard++) {
      const turn = students.map((s) => ({ s, f: latest(s)!, move: moveFrom(latest(s)!) })).find((x) => x.move);
      if (!turn) {
        // the bots are moving: wait for the next frame
        const seen = students.map((s) => s.heard.length);
        await until('a frame after the bots moved', () => students.some((s, i) => s.heard.length > seen[i]!));
        continue;
      }
      const from = turn.s.heard.length;
      turn.s.send('move', { table, move: turn.move });
      await until('the move answered', () => turn.s.heard.slice(from).some((h) => (h.t === 'table' && h.frame.moves > turn.f.moves) || h.t === 'refused'));
      if (turn.s.heard.slice(from).some((h) => h.t === 'table' && h.frame.moves > turn.f.moves)) played++;
    }
    expect(played).toBe(16);
    expect(frames(students[0]!).at(-1)!.result).toBeNull();
    // one more move sent, and the process killed before its answer can be waited for
    const last = students.map((s) => ({ s, move: moveFrom(latest(s)!) })).find((x) => x.move);
    if (last) last.s.send('move', { table, move: last.move });
    const acknowledged = Math.max(...students.flatMap((s) => frames(s).map((f) => f.moves)));
    const before = students.map((s) => frames(s));
    await kill(server);
    expect(server.proc.signalCode).toBe('SIGKILL');

    server = await startServer(port, dir);
    const back = await Promise.all(tokens.map((token) => joinAt(port, { code, token })));
    const again = await Promise.all(back.map((s, i) => s.next('table', (t) => t.frame.table === table && t.frame.seat === i)));
    const record = recordOnDisk(dir, code, table);
    for (const [seat, { frame }] of again.entries()) {
      expect(frame.moves).toBeGreaterThanOrEqual(acknowledged);
      expect(frame.view).toEqual(viewAfter(record, frame.moves, seat));
    }
    // every frame heard before the kill (one whole, then each built from a patch) is the same game as the record on disk
    for (const s of students) {
      expect(s.wire.filter((h) => h.t === 'table')).toHaveLength(1);
      expect(s.wire.filter((h) => h.t === 'table-patch').length).toBe(frames(s).length - 1);
      expect(s.resyncs).toBe(0);
    }
    let checked = 0;
    for (const [seat, list] of before.entries())
      for (const f of list) {
        expect(f.view).toEqual(viewAfter(record, f.moves, seat));
        checked++;
      }
    expect(checked).toBeGreaterThan(16);
    // and the game goes on from there
    await until('a seat to act after the restart', () => back.some((s) => !!moveFrom(latest(s)!)));
    const next = back.map((s) => ({ s, f: latest(s)!, move: moveFrom(latest(s)!) })).find((x) => x.move)!;
    next.s.send('move', { table, move: next.move });
    const moved = await next.s.next('table', (t) => t.frame.moves > next.f.moves);
    expect(recordOnDisk(dir, code, table).moves[next.f.moves]).toEqual(next.move);
    expect(moved.frame.view).toEqual(viewAfter(recordOnDisk(dir, code, table), moved.frame.moves, next.f.seat!));
  });

  it('two processes sharing rooms through Redis: a student who joins through the other process lands in the teacher’s class', async () => {
    const dir = tempDir();
    const [redisPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
    await startRedis(redisPort, tempDir());
    const redis = ['--redis', `redis://127.0.0.1:${redisPort}`];
    await startServer(portA, dir, [...redis, '--public-address', `127.0.0.1:${portA}`]);
    await startServer(portB, dir, [...redis, '--public-address', `127.0.0.1:${portB}`]);

    const { code, teacherToken } = await openClassAt(portA);
    const teacher = await joinAt(portA, { code, teacherToken });
    await teacher.next('welcome');
    teacher.send('settings', { settings: { botDelay: 0 } });
    teacher.send('open-table', { game: 'san-juan', seats: ['open', 'strong'] });
    const table = (await teacher.next('lobby', (l) => l.tables.length === 1)).tables[0]!.id;

    // one room, and a room lives in one process: the teacher's join or Ana's was sent to the other process
    const ana = await joinAt(portB, { code, name: 'Ana' });
    expect(ana.room.roomId).toBe(teacher.room.roomId);
    await ana.next('welcome');
    await teacher.next('lobby', (l) => l.students.some((s) => s.name === 'Ana' && s.online));
    ana.send('sit', { table, seat: 0 });
    const seated = await ana.next('table', (t) => t.frame.seats[0]!.kind === 'student');
    await until('Ana to act', () => !!moveFrom(latest(ana)!));
    const f = latest(ana)!;
    const move = moveFrom(f)!;
    ana.send('move', { table, move });
    // the teacher, connected through A, watches the table in full and sees Ana's move in its record
    const seen = await teacher.next('table', (t) => t.frame.moves > f.moves && t.frame.full);
    expect(seen.frame.record!.moves[f.moves]).toEqual(move);
    expect(seated.frame.seats[0]!.name).toBe('Ana');
  });

  it('a process told to share rooms through Redis without its public address refuses to start, saying why', async () => {
    const port = await freePort();
    await expect(startServer(port, tempDir(), ['--redis', 'redis://127.0.0.1:1'])).rejects.toThrow(/exited before it was ready[\s\S]*--public-address host:port/);
  });
});
