/**
 * A device's connection to its class on the class server: it joins the class's room (as the
 * teacher, a returning student with the token kept in the browser, or a new student with a name),
 * keeps what the server last said (the welcome, the overview, each table's frame, built up from
 * the patches the server sends after the first, the class question), and comes back by itself: Colyseus's own reconnection first, then, if the server was
 * restarted, a fresh join with the same token, every few seconds until it answers.
 */
import { Client, type Room } from '@colyseus/sdk';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Bilingual } from '../../../engine/core/contract';
import { FrameBook } from '../../../server/frame-patch';
import { CLASS_ROOM, REFUSE, type ClassQuestion, type ServerMessage, type TableFrame, type Tally } from '../../../server/protocol';
import { writeItem } from '../core/storage';
import { forget, kept, KEY, type Identity } from './identity';

export { forget, kept, KEY, type Identity };


export type Status = 'connecting' | 'online' | 'offline' | 'refused' | 'closed';

export interface ClassView {
  status: Status;
  /** Why the join was refused (a wrong code, an expired class…). */
  refusal: Bilingual | null;
  welcome: Extract<ServerMessage, { t: 'welcome' }> | null;
  lobby: Extract<ServerMessage, { t: 'lobby' }> | null;
  frames: Record<string, TableFrame>;
  question: ClassQuestion | null;
  tally: Tally | null;
  /** The last refusal or remark for this device, with the table it concerns, if any. */
  notice: { text: Bilingual; violation?: import('../../../engine/core/contract').Violation; at: number } | null;
  hints: Record<string, Bilingual>;
  /** The server's last remark to everyone (the teacher changed the settings). */
  info: Bilingual | null;
  /** Saving the seat token failed: a reload will not find the seat by itself. */
  savingOff: boolean;
}




const refusalOf = (err: unknown): Bilingual => {
  const msg = err instanceof Error ? err.message : String(err);
  const key = Object.keys(REFUSE).find((k) => msg.includes(k)) as keyof typeof REFUSE | undefined;
  return key ? REFUSE[key] : { zh: `連不上課堂伺服器：${msg}`, en: `The class server cannot be reached: ${msg}` };
};

const EMPTY: ClassView = { status: 'connecting', refusal: null, welcome: null, lobby: null, frames: {}, question: null, tally: null, notice: null, hints: {}, info: null, savingOff: false };

/** Is this page served by the class server (`npm run class`)? */
export const onClassServer = (): boolean => typeof document !== 'undefined' && document.documentElement.hasAttribute('data-class-server');

export function useClass(role: 'teacher' | 'student', who: Identity | null) {
  const [view, setView] = useState<ClassView>(EMPTY);
  const room = useRef<Room | null>(null);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    if (!who) return;
    let identity = who;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let tries = 0;
    let closed = false;
    const client = new Client(location.origin);
    const patch = (f: (v: ClassView) => ClassView) => alive.current && setView(f);
    /** Each table's frame as this connection holds it (the patches apply to these). */
    const book = new FrameBook();

    const hear = (m: ServerMessage) => {
      switch (m.t) {
        case 'welcome': {
          // from now on this device comes back with its token, not its name
          const keep: Identity = m.role === 'teacher' ? { code: m.code, teacherToken: m.token } : { code: m.code, token: m.token };
          identity = keep;
          const w = writeItem(KEY[role], JSON.stringify(keep));
          return patch((v) => ({ ...v, status: 'online', refusal: null, welcome: m, savingOff: !w.ok }));
        }
        case 'lobby':
          return patch((v) => ({ ...v, lobby: m }));
        case 'table':
        case 'table-patch': {
          const h = book.hear(m);
          // a message was missed: the frame held is not the one the patch is from
          if (h && 'resync' in h) return room.current?.send('resync', { table: h.resync });
          if (h) patch((v) => ({ ...v, frames: { ...v.frames, [h.frame.table]: h.frame } }));
          return;
        }
        case 'left-table':
          book.forget(m.table);
          return patch((v) => {
            const frames = { ...v.frames };
            delete frames[m.table];
            return { ...v, frames };
          });
        case 'refused':
          return patch((v) => ({ ...v, notice: { text: m.text, violation: m.violation, at: Date.now() } }));
        case 'info':
          return patch((v) => ({ ...v, info: m.text }));
        case 'hint':
          return patch((v) => ({ ...v, hints: { ...v.hints, [m.table]: m.text } }));
        case 'question':
          return patch((v) => ({ ...v, question: m.question, tally: m.question && v.tally?.id === m.question.id ? v.tally : null }));
        case 'tally':
          return patch((v) => ({ ...v, tally: m.tally }));
        case 'closed':
          closed = true;
          forget(role);
          return patch((v) => ({ ...v, status: 'closed' }));
      }
    };

    const connect = async () => {
      timer = null;
      if (!alive.current) return;
      try {
        const r = await client.joinOrCreate(CLASS_ROOM, identity);
        if (!alive.current) {
          r.leave(true);
          return;
        }
        tries = 0;
        room.current = r;
        r.onMessage('*', (_type: string | number, m: ServerMessage) => hear(m));
        r.onDrop(() => patch((v) => ({ ...v, status: 'offline' })));
        r.onReconnect(() => patch((v) => ({ ...v, status: 'online' })));
        r.onLeave((code: number) => {
          room.current = null;
          if (!alive.current) return;
          // a leave the device did not ask for (the server went away): join again with the token
          patch((v) => (v.status === 'closed' ? v : { ...v, status: 'offline' }));
          if (code !== 4000 && !closed) retry();
        });
      } catch (err) {
        const refusal = refusalOf(err);
        const final = Object.values(REFUSE).includes(refusal as never);
        if (final) {
          // a wrong code or token will not get better by trying again: the device forgets it
          if (!('name' in identity)) forget(role);
          return patch((v) => ({ ...v, status: 'refused', refusal }));
        }
        patch((v) => ({ ...v, status: 'offline', refusal }));
        retry();
      }
    };
    const retry = () => {
      if (timer || !alive.current) return;
      tries++;
      timer = setTimeout(connect, Math.min(5000, 500 * tries));
    };
    setView(EMPTY);
    connect();
    return () => {
      alive.current = false;
      if (timer) clearTimeout(timer);
      room.current?.leave(true);
      room.current = null;
    };
  }, [who && JSON.stringify(who)]);

  const send = (t: string, body: Record<string, unknown> = {}) => {
    room.current?.send(t, body);
  };
  return { view, send };
}
