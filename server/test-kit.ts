/**
 * What the class server's tests share: a server on a fresh data folder booted with Colyseus's
 * testing tools, a class opened in it, and a member who keeps every message they receive (and can
 * wait for the next one that matches), with each table's frames built from the patches as a page
 * builds them.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import type { Room as SdkRoom } from '@colyseus/sdk';
import { boot, type ColyseusTestServer } from '@colyseus/testing';
import { createClassServer, openClass, type ClassServer } from './app';
import { FrameBook } from './frame-patch';
import { CLASS_ROOM, type ServerMessage } from './protocol';
import type { ClassRoom } from './room';

export interface Booted {
  colyseus: ColyseusTestServer;
  cls: Omit<ClassServer, 'port'>;
  dir: string;
}

export async function bootClass(dir = mkdtempSync(joinPath(tmpdir(), 'lr-class-')), rate?: number): Promise<Booted> {
  const cls = await createClassServer({ port: 0, dataDir: dir, rate });
  const colyseus = await boot(cls.server);
  return { colyseus, cls, dir };
}

/** Stops a booted server; the next one on the same port starts clean (pooled HTTP connections of the old one closed). */
export async function stop(b: Booted): Promise<void> {
  await b.colyseus.shutdown();
  b.cls.store.close();
  b.cls.http.closeAllConnections();
  await new Promise((r) => setTimeout(r, 300));
}

export type Heard = ServerMessage & { at: number };

export interface Member {
  room: SdkRoom;
  /** What the device heard, each table patch as the whole frame it builds (a `table` message). */
  heard: Heard[];
  /** Every message as it came over the wire (patches as patches). */
  wire: Heard[];
  /** How many whole frames the device asked for again, having missed a message. */
  resyncs: number;
  /** Table patches that came while a whole frame asked for again was still on its way (the page ignores them). */
  ignored: number;
  /** Pretends the device misses the next `n` table patches (they never arrive). */
  miss(n: number): void;
  /** The next message (after those already heard, from `from` on) that matches. */
  next<T extends ServerMessage['t']>(t: T, match?: (m: Extract<ServerMessage, { t: T }>) => boolean, from?: number, ms?: number): Promise<Extract<ServerMessage, { t: T }>>;
  send(t: string, body: unknown): void;
}

export async function join(b: Booted, options: Record<string, unknown>): Promise<Member> {
  return listen(await b.colyseus.sdk.joinOrCreate(CLASS_ROOM, options));
}

/** A member of a room joined with any client (the test server's, or `@colyseus/sdk`'s own against a server process). */
export function listen(room: Member['room']): Member {
  const heard: Heard[] = [];
  const wire: Heard[] = [];
  const waiters: (() => void)[] = [];
  const book = new FrameBook();
  let missing = 0;
  const member: Member = {
    room,
    heard,
    wire,
    resyncs: 0,
    ignored: 0,
    miss(n) {
      missing = n;
    },
    next(t, match = () => true, from = 0, ms = 15_000) {
      return new Promise((resolve, reject) => {
        const deadline = setTimeout(() => reject(new Error(`no ${t} message within ${ms} ms`)), ms);
        const look = () => {
          const m = heard.slice(from).find((x) => x.t === t && match(x as never));
          if (m) {
            clearTimeout(deadline);
            resolve(m as never);
          } else waiters.push(look);
        };
        look();
      });
    },
    send(t, body) {
      room.send(t, body);
    },
  };
  room.onMessage('*', (_t: string | number, payload: unknown) => {
    const m = payload as ServerMessage;
    const at = Date.now();
    if (m.t === 'table-patch' && missing > 0) {
      missing--;
      return;
    }
    wire.push({ ...m, at });
    if (m.t === 'table' || m.t === 'table-patch') {
      // as the page does: the frame the message builds, or a whole frame asked for again
      const h = book.hear(m);
      if (h && 'resync' in h) {
        member.resyncs++;
        room.send('resync', { table: h.resync });
      } else if (h) heard.push({ t: 'table', frame: h.frame, at });
      else member.ignored++;
    } else {
      if (m.t === 'left-table') book.forget(m.table);
      heard.push({ ...m, at });
    }
    for (const w of waiters.splice(0)) w();
  });
  return member;
}

/** The server's own room of a member's class (to compare what a device heard with what the server holds). */
export const classRoom = (b: Booted, m: Member): ClassRoom => b.colyseus.getRoomById(m.room.roomId) as unknown as ClassRoom;

export const opened = (b: Booted) => openClass(b.cls.store);
