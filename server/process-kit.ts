/**
 * What the tests of the class server as a process of its own share: a free loopback port, the
 * bundled server (`node .class/server.mjs`) started on it and ready, Debian's `redis-server` started
 * the same way, and an `@colyseus/sdk` member of a class joined through one process's address.
 * Every child is kept in `children`, so that a test's `afterAll` can always end them.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { Client } from '@colyseus/sdk';
import { serverBundle } from '../scripts/class-bundle.mjs';
import { CLASS_ROOM } from './protocol';
import { listen, type Member } from './test-kit';

export interface Child {
  proc: ChildProcess;
  /** What it printed so far (stdout and stderr), for the message of a failed start. */
  output: () => string;
  exited: Promise<number | null>;
}

export const children: Child[] = [];

/** A port nothing listens on now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

function start(command: string, args: string[], cwd?: string): Child {
  const proc = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const child = { proc, output: () => out, exited };
  children.push(child);
  return child;
}

/** Waits until `ready()` is true, checking every 50 ms; fails after `ms` (or as soon as the child exits) with what the child printed. */
async function until(child: Child, what: string, ready: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  let gone = false;
  void child.exited.then(() => (gone = true));
  while (Date.now() < end) {
    if (gone) throw new Error(`${what} exited before it was ready:\n${child.output()}`);
    if (await ready().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what} was not ready within ${ms} ms:\n${child.output()}`);
}

/** `node .class/server.mjs` (bundled beforehand) on `port` with the class store in `dataDir` (and the built book `dist`, if given), once it answers. */
export async function startServer(port: number, dataDir: string, more: string[] = [], dist?: string): Promise<Child> {
  const child = start(process.execPath, [serverBundle, '--port', String(port), '--host', '127.0.0.1', '--data', dataDir, '--dist', dist ?? dataDir + '/no-book', ...more]);
  await until(child, `the class server on port ${port}`, async () => (await fetch(`http://127.0.0.1:${port}/class/hello`)).ok);
  return child;
}

/** Debian's redis-server on `port` (nothing kept on disk), once it answers PING. Fails plainly when it is not installed. */
export async function startRedis(port: number, dir: string): Promise<Child> {
  if (spawnSync('sh', ['-c', 'command -v redis-server']).status !== 0)
    throw new Error('redis-server is not installed: `apt-get install -y redis-server` (.ci/run installs it) to test the class server across processes');
  const child = start('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], dir);
  const ping = () =>
    new Promise<boolean>((resolve) => {
      const s = connect(port, '127.0.0.1', () => s.write('PING\r\n'));
      s.once('data', (d) => {
        s.destroy();
        resolve(String(d).startsWith('+PONG'));
      });
      s.once('error', () => resolve(false));
    });
  await until(child, `redis-server on port ${port}`, ping);
  return child;
}

/** Ends a child at once (SIGKILL, as a crash would) and waits until it is gone. */
export async function kill(child: Child): Promise<void> {
  if (child.proc.exitCode === null && child.proc.signalCode === null) child.proc.kill('SIGKILL');
  await child.exited;
}

/** Opens a class through a process's HTTP route, as the teacher's page does. */
export async function openClassAt(port: number): Promise<{ code: string; teacherToken: string }> {
  const r = await fetch(`http://127.0.0.1:${port}/class/open`, { method: 'POST' });
  if (!r.ok) throw new Error(`POST /class/open: ${r.status}`);
  return (await r.json()) as { code: string; teacherToken: string };
}

/** Joins the class room through the process at `port` with the book's own client; the device does not reconnect by itself. */
export async function joinAt(port: number, options: Record<string, unknown>): Promise<Member> {
  const room = await new Client(`http://127.0.0.1:${port}`).joinOrCreate(CLASS_ROOM, options);
  room.reconnection.enabled = false;
  return listen(room);
}
