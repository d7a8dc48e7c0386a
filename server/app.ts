/**
 * The class server: Colyseus (rooms, seat reservation, reconnection, and, with Redis, rooms shared
 * by several processes) with one room per class (room.ts), the class store (store.ts), and the
 * built book served from the same port, so that a student types one address. A teacher opens a
 * class with `POST /class/open`; everything after that goes through the class's room.
 */
import { randomInt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { Server, matchMaker, type Presence } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import express from 'express';
import QRCode from 'qrcode';
import { CLASS_ROOM, CODE_ALPHABET, CODE_LENGTH, DEFAULT_SETTINGS, MAX_MESSAGES_PER_SECOND } from './protocol';
import { ClassRoom, randomToken, rooms } from './room';
import { ClassStore } from './store';

export interface ClassServerOptions {
  port: number;
  /** The host to listen on (default: every interface, so that the class's devices reach it). */
  host?: string;
  /** The folder of the class store (default `.class-data`). */
  dataDir: string;
  /** The built book to serve beside the class (none: only the class's own routes). */
  distDir?: string;
  /** The class's page scripts (`.class/public`, built by scripts/class-bundle.mjs), served at /class/js/. */
  scriptsDir?: string;
  /** Redis for several processes: its URL (`redis://127.0.0.1:6379`). */
  redis?: string;
  /** The address devices reach this process at (`host:port`, or `host/path` behind a proxy): required with `redis`, as a seat in a room on this process is taken there. */
  publicAddress?: string;
  /** Messages a device may send a second (default MAX_MESSAGES_PER_SECOND; the load test's simulated students are faster than people). */
  rate?: number;
}

export interface ClassServer {
  server: Server;
  http: HttpServer;
  store: ClassStore;
  port: number;
  close(): Promise<void>;
}

export const newCode = (): string => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** Opens a class: a fresh code no class has, and the teacher's token. */
export function openClass(store: ClassStore): { code: string; teacherToken: string } {
  for (;;) {
    const code = newCode();
    if (store.getClass(code)) continue;
    const teacherToken = randomToken();
    store.createClass({ code, teacherToken, created: Date.now(), settings: DEFAULT_SETTINGS });
    return { code, teacherToken };
  }
}

/**
 * An HTML page of the built book, marked as served by the class server (its class controls show),
 * with the class's page script (a presented example asks the class its questions: bridge-entry.ts).
 */
function markedPage(file: string, script: boolean): string {
  const html = readFileSync(file, 'utf8').replace(/<html\b/, '<html data-class-server=""');
  return script ? html.replace('</head>', `<script type="module" src="${PAGE_SCRIPT}"></script></head>`) : html;
}

export const PAGE_SCRIPT = '/class/js/bridge-entry.js';

/** The class server, not yet listening (tests hand it to `@colyseus/testing`'s `boot`). */
export async function createClassServer(o: ClassServerOptions): Promise<Omit<ClassServer, 'port'>> {
  // a seat in a room on another process is taken by connecting to that process's own address
  if (o.redis && !o.publicAddress) throw new Error('rooms shared through Redis need this process\'s public address (--public-address host:port), where devices reach it directly');
  const store = new ClassStore(o.dataDir);
  store.expire();
  rooms.store = store;
  rooms.rate = o.rate ?? MAX_MESSAGES_PER_SECOND;
  const http = createServer();
  let presence: Presence | undefined;
  let driver: matchMaker.MatchMakerDriver | undefined;
  if (o.redis) {
    const { RedisPresence } = await import('@colyseus/redis-presence');
    const { RedisDriver } = await import('@colyseus/redis-driver');
    presence = new RedisPresence(o.redis) as unknown as Presence;
    driver = new RedisDriver(o.redis) as unknown as matchMaker.MatchMakerDriver;
  }
  const server = new Server({
    transport: new WebSocketTransport({ server: http, maxPayload: 64 * 1024 }),
    presence,
    driver,
    publicAddress: o.publicAddress,
    greet: false,
    gracefullyShutdown: false,
    express: (app) => {
      app.use(express.json({ limit: '2kb' }));
      app.post('/class/open', (_req, res) => {
        res.json(openClass(store));
      });
      app.get('/class/hello', (_req, res) => {
        res.json({ classServer: true });
      });
      app.get('/class/qr.svg', async (req, res) => {
        const text = typeof req.query.text === 'string' ? req.query.text.slice(0, 300) : '';
        res.type('image/svg+xml').send(await QRCode.toString(text || `http://${req.headers.host}/class/`, { type: 'svg', margin: 1 }));
      });
      const scripts = o.scriptsDir && existsSync(join(o.scriptsDir, 'bridge-entry.js')) ? o.scriptsDir : null;
      if (scripts) app.use('/class/js', express.static(scripts, { index: false }));
      const dist = o.distDir;
      if (dist) {
        // the book's pages say they are served by the class server; everything else is served as built
        app.use((req, res, next) => {
          if (req.method !== 'GET') return next();
          const path = decodeURIComponent(req.path);
          if (path.includes('..')) return next();
          const file = path.endsWith('/') ? join(dist, path, 'index.html') : path.endsWith('.html') ? join(dist, path) : null;
          if (file && existsSync(file)) {
            res.type('text/html').set('Cache-Control', 'no-cache').send(markedPage(file, !!scripts));
            return;
          }
          next();
        });
        app.use(express.static(dist, { index: false, redirect: true }));
      }
    },
  });
  server.define(CLASS_ROOM, ClassRoom).filterBy(['code']);
  // classes past their lifetime go, hour by hour
  const sweep = setInterval(() => store.expire(), 60 * 60 * 1000);
  sweep.unref();
  return {
    server,
    http,
    store,
    async close() {
      clearInterval(sweep);
      await server.gracefullyShutdown(false);
      store.close();
      rooms.store = null;
    },
  };
}

/** The class server listening on `o.port` (0: any free port). */
export async function startClassServer(o: ClassServerOptions): Promise<ClassServer> {
  const c = await createClassServer(o);
  await c.server.listen(o.port, o.host);
  const address = c.http.address();
  return { ...c, port: typeof address === 'object' && address ? address.port : o.port };
}
