/**
 * The class server under a class's load (`--only class`): the bundled server (scripts/class-bundle.mjs)
 * as a process of its own on a free loopback port with a fresh data folder, one teacher dashboard,
 * 30 tables of the five games (120 seats: 90 simulated students, each its own Colyseus client
 * choosing a legal move from its own seat's view after 0–50 ms, and 30 server bots with a 20 ms
 * delay). A table that ends is ended by the teacher and a new one of the same game opened for its
 * students, so the load holds for the whole run (2 minutes; `--quick` 20 s). Measures the moves a
 * second held, a student's move round trip (sent → the first frame with more moves), the server's
 * memory, errors, and moves lost: at the end every table's record in the SQLite file, replayed by
 * the engine, must equal the whole state the teacher is sent when watching that table.
 * `BENCH_CLASS_PROFILE=DIR` has the server write a CPU profile into DIR.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { DatabaseSync } from 'node:sqlite';
import { Client } from '@colyseus/sdk';
import { bundleServer } from '../class-bundle.mjs';
import { loadEngine } from './load-engine.mjs';

const GAME_IDS = ['santiago', 'dice-town', 'san-juan', 'puerto-rico', 'genoa'];
const TABLES = 30;
const SEATS = 4;
const BOT_DELAY = 20;
const THINK_MS = 50;
/** Messages a simulated device may send a second (`--rate`): they play faster than people. */
const RATE = 200;

const ENTRY = `
  export { GAMES } from './server/games.ts';
  export { replay } from './engine/core/record.ts';
  export { shown as santiago } from './engine/santiago/shown.ts';
  export { shown as diceTown } from './engine/dice-town/shown.ts';
  export { shown as sanJuan } from './engine/san-juan/shown.ts';
  export { shown as puertoRico } from './engine/puerto-rico/shown.ts';
  export { shown as genoa } from './engine/genoa/shown.ts';
  export { FrameBook } from './server/frame-patch.ts';
`;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A port nobody listens on now, on the loopback interface. */
function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** The server's resident memory in MB (VmRSS). */
const rssMB = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

/** The CPU seconds a process has used (user + system; /proc/<pid>/stat counts in 1/100 s). */
const cpuSeconds = (pid) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
};

const quantile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);

/** Waits for `test()` to hold, looking every 20 ms; throws after `ms`. */
async function until(test, ms, what) {
  const end = performance.now() + ms;
  while (!test()) {
    if (performance.now() > end) throw new Error(`class load: no ${what} within ${ms} ms`);
    await sleep(20);
  }
}

/** A connection to the class that keeps what it needs of each message type. */
async function member(client, options, on) {
  const room = await client.joinOrCreate('class', options);
  room.onMessage('*', (type, payload) => {
    try {
      on(String(type), payload);
    } catch (err) {
      on('exception', err);
    }
  });
  return room;
}

export async function benchClassLoad({ root, quick, row, measures }) {
  const seconds = quick ? 20 : 120;
  const window = quick ? 5 : 30;
  const { GAMES, replay, FrameBook, ...shownBy } = await loadEngine(root, ENTRY);
  const SHOWN = { santiago: shownBy.santiago, 'dice-town': shownBy.diceTown, 'san-juan': shownBy.sanJuan, 'puerto-rico': shownBy.puertoRico, genoa: shownBy.genoa };
  const bundle = await bundleServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'lr-class-load-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // BENCH_CLASS_PROFILE=DIR: the server writes a CPU profile there (node --cpu-prof) when it stops
  const profile = process.env.BENCH_CLASS_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CLASS_PROFILE] : [];
  const server = spawn(process.execPath, [...profile, bundle, '--port', String(port), '--data', dataDir, '--host', '127.0.0.1', '--dist', join(dataDir, 'no-book'), '--rate', String(RATE)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let serverErrors = '';
  server.stderr.on('data', (d) => (serverErrors += d));
  let serverExit = null;
  server.on('exit', (code, signal) => (serverExit = { code, signal }));

  const errors = { refusedLegal: [], exceptions: [], disconnects: 0, resyncs: 0 };
  /** Every table message the devices are sent during the run (whole frames and patches): how many, bytes of JSON. */
  const sent = { counting: false, whole: 0, patches: 0, bytes: 0 };
  const count = (t, m) => {
    if (!sent.counting || (t !== 'table' && t !== 'table-patch')) return;
    sent[t === 'table' ? 'whole' : 'patches']++;
    sent.bytes += JSON.stringify(m).length;
  };
  const rooms = [];
  let stopping = false;
  try {
    // the server is up once it answers
    const upBy = performance.now() + 15_000;
    for (;;) {
      if (serverExit) throw new Error(`class server exited: ${JSON.stringify(serverExit)} ${serverErrors}`);
      try {
        if ((await fetch(`${base}/class/hello`)).ok) break;
      } catch {}
      if (performance.now() > upBy) throw new Error('class server did not start within 15 s');
      await sleep(100);
    }
    const rssStart = rssMB(server.pid);
    const { code, teacherToken } = await (await fetch(`${base}/class/open`, { method: 'POST' })).json();
    const client = new Client(base);
    const track = (room) => {
      rooms.push(room);
      room.onLeave(() => {
        if (!stopping) errors.disconnects++;
      });
      return room;
    };

    // ---- the teacher: overview samples (moves so far, in every table), the frames of watched tables
    const samples = [];
    const teacherFrames = [];
    const teacherBook = new FrameBook();
    let lobby = null;
    const teacher = track(
      await member(client, { code, teacherToken }, (t, m) => {
        if (t === 'exception') return errors.exceptions.push(`teacher: ${m}`);
        count(t, m);
        if (t === 'lobby') {
          lobby = m;
          samples.push({ at: performance.now(), moves: m.tables.reduce((n, x) => n + x.moves, 0) });
        } else if (t === 'table' || t === 'table-patch') {
          // the frame as the page builds it from the patches
          const h = teacherBook.hear(m);
          if (h && 'resync' in h) {
            errors.resyncs++;
            teacher.send('resync', { table: h.resync });
          } else if (h) teacherFrames.push(h.frame);
        } else if (t === 'refused') errors.exceptions.push(`teacher refused: ${m.text.en}`);
      }),
    );
    teacher.send('settings', { settings: { botDelay: BOT_DELAY } });

    /** Opens a table of `game` (the teacher then watches it) and answers its id. */
    const known = new Set();
    let opening = Promise.resolve();
    const openTable = (game, seats) =>
      (opening = opening.then(async () => {
        const from = teacherFrames.length;
        teacher.send('open-table', { game, seats });
        await until(() => teacherFrames.slice(from).some((f) => !known.has(f.table)), 10_000, `new table (${game}; ${errors.exceptions.join(", ")}; ${teacherFrames.length} frames; ${errors.disconnects} gone; ${lobby?.tables.length} tables; ${serverErrors})`);
        const id = teacherFrames.slice(from).find((f) => !known.has(f.table)).table;
        known.add(id);
        return id;
      }));

    // ---- the students: each plays its own seat from its own view
    const rtts = [];
    let studentMoves = 0;
    const students = [];
    const makeStudent = async (n) => {
      const s = { table: null, seat: null, game: null, latest: null, pending: null, timer: null, room: null, book: new FrameBook(), check: null };
      const act = () => {
        s.timer = null;
        const f = s.latest;
        if (stopping || s.pending || !f || f.table !== s.table || f.result || f.ended || f.paused) return;
        const served = GAMES[s.game];
        const state = SHOWN[s.game](f.view);
        const toAct = served.game.toAct(state);
        if (!toAct.includes(s.seat)) return;
        const legal = served.legalFor(state, s.seat);
        if (legal.length === 0) return;
        const { move } = served.bots.easy.choose(structuredClone(f.view), legal, (Math.random() * 2 ** 31) | 0);
        s.pending = { table: s.table, n: f.moves, k: toAct.length, at: performance.now(), timed: false, move };
        s.room.send('move', { table: s.table, move });
        studentMoves++;
      };
      const look = () => {
        if (!s.timer && !s.pending && !stopping) s.timer = setTimeout(act, Math.random() * THINK_MS);
      };
      s.room = track(
        await member(client, { code, name: `Student ${n + 1}` }, (t, m) => {
          if (t === 'exception') return errors.exceptions.push(`student ${n + 1}: ${m?.stack ?? m}`);
          count(t, m);
          if (t === 'table' || t === 'table-patch') {
            if (t === 'table' && s.check) s.check(m.frame);
            const h = s.book.hear(m);
            if (h && 'resync' in h) {
              errors.resyncs++;
              s.room.send('resync', { table: h.resync });
            }
            if (!h || 'resync' in h) return;
            const f = h.frame;
            if (f.table !== s.table) return;
            s.latest = f;
            const p = s.pending;
            if (p && f.moves > p.n) {
              if (!p.timed) {
                rtts.push(performance.now() - p.at);
                p.timed = true;
              }
              // the move is in once every seat that was to act with it has moved, or its seat no longer acts
              if (f.moves >= p.n + p.k || f.result || !GAMES[s.game].game.toAct(SHOWN[s.game](f.view)).includes(s.seat)) s.pending = null;
            }
            look();
          } else if (t === 'refused') {
            const p = s.pending;
            errors.refusedLegal.push(`${s.game} ${p ? JSON.stringify(p.move) : '(no move pending)'}: ${m.text.en}`);
            s.pending = null;
            look();
          }
        }),
      );
      return s;
    };
    for (let i = 0; i < TABLES * (SEATS - 1); i++) students.push(await makeStudent(i));

    /** Seats a table of `game`: one server bot (easy and strong in turn, at a seat that moves round), its students at the others. */
    let opened = 0;
    const startTable = async (game, group) => {
      const k = opened++;
      const botSeat = k % SEATS;
      const seats = Array.from({ length: SEATS }, (_, i) => (i === botSeat ? (k % 2 ? 'strong' : 'easy') : 'open'));
      const id = await openTable(game, seats);
      const free = seats.flatMap((x, i) => (x === 'open' ? [i] : []));
      group.forEach((s, j) => {
        s.table = id;
        s.seat = free[j];
        s.game = game;
        s.latest = null;
        s.pending = null;
        s.room.send('sit', { table: id, seat: free[j] });
      });
      return { id, game, group };
    };
    const live = [];
    for (let i = 0; i < TABLES; i++) live.push(await startTable(GAME_IDS[i % GAME_IDS.length], students.slice(i * (SEATS - 1), (i + 1) * (SEATS - 1))));
    await until(() => students.every((s) => s.latest?.table === s.table), 10_000, 'frames after sitting');
    const rssSeated = rssMB(server.pid);

    // ---- the run: a table that is over is ended and replaced
    const t0 = performance.now();
    const lobbySizes = [{ tables: lobby.tables.length, kb: JSON.stringify(lobby).length / 1024 }];
    const cpu0 = cpuSeconds(server.pid);
    // the load generator's own delays are part of every round trip it measures
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const movesAt0 = samples.at(-1)?.moves ?? 0;
    sent.counting = true;
    let replaced = 0;
    while (performance.now() - t0 < seconds * 1000) {
      await sleep(100);
      if (serverExit) throw new Error(`class server exited during the run: ${JSON.stringify(serverExit)}`);
      const over = new Set((lobby?.tables ?? []).filter((x) => x.over && !x.ended).map((x) => x.id));
      for (let i = 0; i < live.length; i++) {
        const t = live[i];
        if (!over.has(t.id)) continue;
        teacher.send('end-table', { table: t.id });
        live[i] = await startTable(t.game, t.group);
        replaced++;
      }
    }
    const t1 = performance.now();
    sent.counting = false;
    lag.disable();
    // the overview every device is sent (at most every 200 ms) lists every table of the class, ended ones too
    const lobbyAtStart = lobbySizes[0];
    const lobbyAtEnd = { tables: lobby.tables.length, kb: JSON.stringify(lobby).length / 1024 };
    const machineLoad = loadavg()[0];
    const serverCpu = (cpuSeconds(server.pid) - cpu0) / ((t1 - t0) / 1000);

    // ---- the end: no new moves, answers to those sent, every table paused (the bots stop)
    stopping = true;
    await until(() => students.every((s) => !s.pending), 5000, 'answers to the last moves');
    for (const t of live) teacher.send('pause', { table: t.id, paused: true });
    await until(() => (lobby?.tables ?? []).every((x) => x.paused || x.ended || x.over), 5000, 'paused tables');
    await sleep(300);
    const rssEnd = rssMB(server.pid);

    // ---- frames built from patches: each student's, against the whole frame its device is sent when it asks again
    const plain = (x) => JSON.parse(JSON.stringify(x));
    let framesDiffering = 0;
    await Promise.all(
      students.map(
        (s) =>
          new Promise((resolve) => {
            const built = s.latest;
            // no whole frame within 5 s counts as differing
            const late = setTimeout(() => {
              s.check = null;
              framesDiffering++;
              resolve();
            }, 5000);
            s.check = (whole) => {
              s.check = null;
              clearTimeout(late);
              if (whole.table !== s.table || !isDeepStrictEqual(plain(built), plain(whole))) framesDiffering++;
              resolve();
            };
            s.room.send('resync', { table: s.table });
          }),
      ),
    );

    // ---- moves lost: each table's record on disk, replayed, against the whole state the teacher is sent
    const db = new DatabaseSync(join(dataDir, 'class.sqlite'), { readOnly: true });
    const tables = db.prepare('SELECT id, game, players, seed, options FROM tables_ WHERE class = ? ORDER BY created, id').all(code);
    const movesOf = db.prepare('SELECT move FROM moves WHERE class = ? AND tbl = ? ORDER BY n');
    let lost = 0;
    let checkedMoves = 0;
    const lostDetail = [];
    for (const t of tables) {
      const record = { game: t.game, players: t.players, seed: t.seed, options: JSON.parse(t.options), moves: movesOf.all(code, t.id).map((m) => JSON.parse(m.move)) };
      checkedMoves += record.moves.length;
      const from = teacherFrames.length;
      teacher.send('watch', { table: t.id });
      await until(() => teacherFrames.slice(from).some((f) => f.table === t.id && f.full), 5000, `frame of table ${t.id}`);
      const frame = teacherFrames.slice(from).find((f) => f.table === t.id && f.full);
      const r = replay(GAMES[t.game].game, record);
      const same = r.ok && JSON.stringify(r.state) === JSON.stringify(frame.view) && frame.moves === record.moves.length;
      if (!same) {
        lost++;
        lostDetail.push(`${t.id} (${t.game}): ${r.ok ? `disk ${record.moves.length} moves, server ${frame.moves}` : r.error.en}`);
      }
    }
    db.close();

    // ---- figures
    const rate = (from, to) => {
      const inside = samples.filter((x) => x.at >= from && x.at <= to);
      if (inside.length < 2) return NaN;
      return (inside.at(-1).moves - inside[0].moves) / ((inside.at(-1).at - inside[0].at) / 1000);
    };
    const first = rate(t0, t0 + window * 1000);
    const last = rate(t1 - window * 1000, t1);
    const total = (samples.filter((x) => x.at <= t1).at(-1)?.moves ?? 0) - movesAt0;
    const sorted = rtts.slice().sort((a, b) => a - b);
    const [p50, p95, p99] = [0.5, 0.95, 0.99].map((q) => quantile(sorted, q));
    const serverErrorLines = serverErrors.split('\n').filter((l) => l.trim()).length;
    const errorCount = errors.refusedLegal.length + errors.exceptions.length + errors.disconnects + serverErrorLines;
    const setting = `${TABLES} tables of the five games, ${TABLES * SEATS} seats: ${students.length} simulated students (easy bot on their own view, 0–${THINK_MS} ms think) and ${TABLES} server bots (${BOT_DELAY} ms delay), ${seconds} s`;
    measures.classLoad = {
      seconds,
      tables: TABLES,
      students: students.length,
      serverBots: TABLES,
      replaced,
      totalMoves: total,
      studentMoves,
      movesPerSecond: { first, last, window },
      roundTripMs: { samples: rtts.length, p50, p95, p99, max: sorted.at(-1) },
      serverCpuCores: serverCpu,
      machineLoadAverage: machineLoad,
      loadGeneratorLagMs: { p50: lag.percentile(50) / 1e6, p95: lag.percentile(95) / 1e6 },
      overview: { start: lobbyAtStart, end: lobbyAtEnd },
      tableMessages: { whole: sent.whole, patches: sent.patches, meanBytes: sent.bytes / (sent.whole + sent.patches), resyncs: errors.resyncs, framesDiffering },
      serverRssMB: { start: rssStart, seated: rssSeated, end: rssEnd },
      errors: { refusedLegal: errors.refusedLegal.length, exceptions: errors.exceptions.length, disconnects: errors.disconnects, serverErrorLines },
      tablesChecked: tables.length,
      movesChecked: checkedMoves,
      tablesDiffering: lost,
    };
    row(`class server: moves a second held (${setting}; first vs last ${window} s; ${replaced} tables ended and replaced)`, `${first.toFixed(0)} → ${last.toFixed(0)}`, 'last ≥ 80% of first', last >= first * 0.8);
    row(`class server: a student's move, sent → the frame with it, p50 / p95 / p99 (${rtts.length} moves)`, `${p50.toFixed(1)} / ${p95.toFixed(1)} / ${p99.toFixed(1)} ms`, 'p95 ≤ 100 ms', p95 <= 100);
    row(
      `class server: its CPU during the run (cores busy; ms per move played); the load generator's own event-loop delay p50 / p95 (part of every round trip); the machine's load average (${cpus().length} cores)`,
      `${serverCpu.toFixed(2)} (${((serverCpu * (t1 - t0)) / total).toFixed(2)} ms); ${(lag.percentile(50) / 1e6).toFixed(1)} / ${(lag.percentile(95) / 1e6).toFixed(1)} ms; ${machineLoad.toFixed(1)}`,
      '',
      null,
    );
    row(
      'class server: the overview each device is sent (up to 5 times a second) at the start and the end: tables, KB of JSON',
      `${lobbyAtStart.tables}, ${lobbyAtStart.kb.toFixed(0)} KB → ${lobbyAtEnd.tables}, ${lobbyAtEnd.kb.toFixed(0)} KB`,
      '',
      null,
    );
    row(
      'class server: the table messages devices are sent during the run (whole frames, patches): how many, mean bytes of JSON',
      `${sent.whole} + ${sent.patches}, ${(sent.bytes / (sent.whole + sent.patches)).toFixed(0)} B`,
      '',
      null,
    );
    row('class server: memory (VmRSS) started, seated, at the end', `${rssStart.toFixed(0)} / ${rssSeated.toFixed(0)} / ${rssEnd.toFixed(0)} MB`, '', null);
    row(
      'class server: errors (refused legal moves, exceptions, disconnects, server error lines)',
      `${errorCount} (${errors.refusedLegal.length}, ${errors.exceptions.length}, ${errors.disconnects}, ${serverErrorLines})`,
      '0',
      errorCount === 0,
      errorCount ? [...errors.refusedLegal.slice(0, 5), ...errors.exceptions.slice(0, 5), serverErrors.slice(0, 800)].join(' | ') : undefined,
    );
    row(
      `class server: frames built from patches ≠ the whole frame sent on asking again (${students.length} students at the end); whole frames asked for again during the run (a patch not from the frame held)`,
      `${framesDiffering}; ${errors.resyncs}`,
      '0; 0',
      framesDiffering === 0 && errors.resyncs === 0,
    );
    row(
      `class server: moves lost (${tables.length} tables, ${checkedMoves} moves: the SQLite record replayed ≠ the state the teacher is sent)`,
      String(lost),
      '0',
      lost === 0,
      lost ? lostDetail.slice(0, 5).join(' | ') : undefined,
    );
  } finally {
    stopping = true;
    for (const r of rooms) r.leave().catch(() => {});
    await sleep(200);
    if (serverExit === null) {
      server.kill('SIGTERM');
      await Promise.race([new Promise((r) => server.once('exit', r)), sleep(3000)]);
      if (serverExit === null) server.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
