/**
 * One class as a Colyseus room: the teacher and the students connect to it, each with who they are
 * (a teacher token, a student's token, or a new student's name). The room holds the class's tables
 * (table.ts), checks every message (protocol.ts `parseMessage`, then who may do it, then the
 * game's engine), writes each accepted move to the class's SQLite file before anyone hears of it,
 * runs the bots, and sends each device only what its seat may see. A class comes back from its
 * file whenever its room is created again (after a restart, or on another process).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { Room, ServerError, type Client } from '@colyseus/core';
import type { Bilingual } from '../engine/core/contract';
import { sentences } from '../engine/core/sentences';
import { frameMessage, type HeldFrame } from './frame-patch';
import { GAMES, type AnyMove } from './games';
import {
  cleanName,
  DEFAULT_SETTINGS,
  isCode,
  MAX_MESSAGE_BYTES,
  MAX_MESSAGES_PER_SECOND,
  MAX_TABLES,
  parseMessage,
  REFUSE,
  type ClassQuestion,
  type ClassSettings,
  type ClientMessage,
  type SeatHolder,
  type ServerMessage,
  type StudentSummary,
} from './protocol';
import type { ClassStore, StudentRow } from './store';
import { CLASS_LIFETIME_MS } from './store';
import { ServerTable, type Who } from './table';

/** Who a connection is, as its join established. */
interface Member {
  role: 'teacher' | 'student';
  id: string;
  name: string;
  token: string;
  /** The table this device watches in full (the teacher), or null. */
  watching: string | null;
  /** Each table's last frame this connection was sent (the next goes as a patch from it); forgotten on every (re)join. */
  frames: Map<string, HeldFrame>;
  /** Messages in the current second (flood limit). */
  second: number;
  count: number;
  warned: boolean;
}

export const randomToken = (): string => randomBytes(18).toString('base64url');

/** The store every class room of this process uses (set once by the server, see app.ts). */
export const rooms: { store: ClassStore | null; rate: number } = { store: null, rate: MAX_MESSAGES_PER_SECOND };

type Sender = Client<{ userData: Member }>;

/** A join refused, with the refusal's key (the page says it in both languages from `REFUSE`). */
const refuseJoin = (key: keyof typeof REFUSE) => new ServerError(400, key);

export class ClassRoom extends Room {
  maxClients = 200;
  /** A client past this many messages a second is cut off (the friendly limit is MAX_MESSAGES_PER_SECOND). */
  maxMessagesPerSecond = 100;
  patchRate = null;

  code = '';
  created = 0;
  teacherToken = '';
  settings: ClassSettings = DEFAULT_SETTINGS;
  students = new Map<string, StudentRow>();
  tables = new Map<string, ServerTable>();
  /** Students with a device connected now: how many devices. */
  connected = new Map<string, number>();
  /** Students whose devices have all gone, since when. */
  goneSince = new Map<string, number>();
  question: { q: ClassQuestion; answers: Map<string, number>; revealed: boolean } | null = null;
  private botTimers = new Map<string, { clear(): void }>();
  private lobbyTimer: { clear(): void } | null = null;
  private closed = false;

  get store(): ClassStore {
    if (!rooms.store) throw new Error('the class store is not open');
    return rooms.store;
  }

  onCreate(options: { code?: unknown }) {
    if (!isCode(options.code)) throw refuseJoin('noCode');
    const row = this.store.getClass(options.code);
    if (!row) throw refuseJoin('noCode');
    if (row.expired) {
      this.store.deleteClass(row.code);
      throw refuseJoin('expired');
    }
    this.code = row.code;
    this.created = row.created;
    this.teacherToken = row.teacherToken;
    this.settings = { ...DEFAULT_SETTINGS, ...row.settings };
    for (const s of this.store.students(this.code)) this.students.set(s.id, s);
    for (const t of this.store.tables(this.code)) this.tables.set(t.id, new ServerTable(t));
    this.onMessage('*', (client, type, message) => this.receive(client as Sender, String(type), message));
    for (const t of this.tables.values()) this.scheduleBot(t);
    // a class lasts 24 hours at most; students away too long may be replaced by bots
    this.clock.setInterval(() => this.sweep(), 15_000);
  }

  onAuth(_client: Client, options: Record<string, unknown>): Member {
    const base = { watching: null, frames: new Map<string, HeldFrame>(), second: 0, count: 0, warned: false };
    if (options.teacherToken !== undefined) {
      if (options.teacherToken !== this.teacherToken) throw refuseJoin('badTeacher');
      return { role: 'teacher', id: 'teacher', name: '', token: this.teacherToken, ...base };
    }
    if (options.token !== undefined) {
      const s = [...this.students.values()].find((x) => x.token === options.token);
      if (!s) throw refuseJoin('badToken');
      return { role: 'student', id: s.id, name: s.name, token: s.token, ...base };
    }
    const name = cleanName(options.name);
    if (!name) throw refuseJoin('badName');
    const s: StudentRow = { id: `s${this.students.size + 1}-${randomToken().slice(0, 4)}`, name, token: randomToken() };
    this.store.addStudent(this.code, s);
    this.students.set(s.id, s);
    return { role: 'student', id: s.id, name: s.name, token: s.token, ...base };
  }

  onJoin(client: Client, _options: unknown, auth: Member) {
    const c = client as Sender;
    c.userData = auth;
    this.arrive(c);
  }

  onDrop(client: Client) {
    this.depart(client as Sender);
    this.allowReconnection(client, this.settings.reconnectMinutes * 60);
  }

  onReconnect(client: Client) {
    this.arrive(client as Sender);
  }

  onLeave(client: Client) {
    // a drop already counted the departure; a leave after a drop finds the device gone already
    const c = client as Sender;
    if ((c as unknown as { _gone?: boolean })._gone) return;
    this.depart(c);
  }

  onDispose() {
    for (const t of this.botTimers.values()) t.clear();
  }

  // ---- who is here ------------------------------------------------------------------------

  private arrive(c: Sender) {
    (c as unknown as { _gone?: boolean })._gone = false;
    const m = c.userData!;
    // whatever the device held before, it starts again from whole frames
    m.frames.clear();
    if (m.role === 'student') {
      this.connected.set(m.id, (this.connected.get(m.id) ?? 0) + 1);
      this.goneSince.delete(m.id);
    }
    this.tell(c, { t: 'welcome', code: this.code, role: m.role, id: m.id, name: m.name, token: m.token, settings: this.settings });
    this.tell(c, this.lobbyFor(m.role === 'teacher'));
    for (const t of this.tables.values()) if (m.role === 'student' && t.seatOf(m.id) !== null) this.sendFrame(c, t, t.seatOf(m.id));
    if (m.role === 'teacher' && m.watching) {
      const t = this.tables.get(m.watching);
      if (t) this.sendFrame(c, t, null);
    }
    if (this.question) {
      this.tell(c, { t: 'question', question: this.questionFor(m.role) });
      this.tell(c, { t: 'tally', tally: this.tally(m.role) });
    }
    this.lobbyChanged();
  }

  private depart(c: Sender) {
    const g = c as unknown as { _gone?: boolean };
    if (g._gone) return;
    g._gone = true;
    const m = c.userData;
    if (!m || m.role !== 'student') return;
    const n = (this.connected.get(m.id) ?? 1) - 1;
    if (n > 0) this.connected.set(m.id, n);
    else {
      this.connected.delete(m.id);
      this.goneSince.set(m.id, Date.now());
    }
    this.lobbyChanged();
  }

  /** Ends the class after its lifetime; gives a bot the seats of students away longer than the teacher allows, if so chosen. */
  private sweep(now = Date.now()) {
    if (now - this.created > CLASS_LIFETIME_MS) return this.closeClass();
    if (!this.settings.botTakesOver) return;
    const limit = this.settings.reconnectMinutes * 60_000;
    for (const [id, since] of this.goneSince)
      if (now - since >= limit)
        for (const t of this.tables.values()) {
          const seat = t.seatOf(id);
          if (seat !== null && !t.over) this.setSeat(t, seat, { kind: 'strong' });
        }
  }

  readonly who: Who = {
    name: (id) => this.students.get(id)?.name ?? null,
    online: (id) => this.connected.has(id),
  };

  // ---- what each device hears ---------------------------------------------------------------

  private tell(c: Client, m: ServerMessage) {
    c.send(m.t, m);
  }

  private members(): Sender[] {
    return this.clients as unknown as Sender[];
  }

  private lobbyFor(teacher: boolean): ServerMessage {
    const students: StudentSummary[] = [...this.students.values()].map((s) => ({ id: s.id, name: s.name, online: this.connected.has(s.id) }));
    // a student chooses among the tables still playing; the teacher sees every table, ended ones too
    const tables = [...this.tables.values()].filter((t) => teacher || !(t.row.ended || t.over));
    return { t: 'lobby', tables: tables.map((t) => t.summary(this.who, teacher)), students, settings: this.settings };
  }

  /** The overview is sent again at most every 200 ms, however fast the tables play. */
  private lobbyChanged() {
    if (this.lobbyTimer) return;
    this.lobbyTimer = this.clock.setTimeout(() => {
      this.lobbyTimer = null;
      const teachers = this.members().filter((c) => c.userData?.role === 'teacher');
      for (const c of teachers) this.tell(c, this.lobbyFor(true));
      // every other device gets the same overview: encoded once for all of them
      const student = this.lobbyFor(false);
      this.broadcast(student.t, student, { except: teachers });
    }, 200);
  }

  /** Sends `c` the frame of `t` for `seat` (null: in full): what changed since the last one it was sent, or the whole frame. */
  private sendFrame(c: Sender, t: ServerTable, seat: number | null) {
    const m = c.userData!;
    const { message, held } = frameMessage(m.frames.get(t.id), t.frame(seat, this.who));
    m.frames.set(t.id, held);
    this.tell(c, message);
  }

  /** Tells `c` it no longer holds a seat at table `id` (its page drops the table's frame, and so does the server's memory of it). */
  private leftTable(c: Sender, id: string) {
    c.userData?.frames.delete(id);
    this.tell(c, { t: 'left-table', table: id });
  }

  /** Sends a table's new frame to each device seated at it or watching it. */
  private tableChanged(t: ServerTable) {
    for (const c of this.members()) {
      const m = c.userData;
      if (!m) continue;
      if (m.role === 'teacher') {
        if (m.watching === t.id) this.sendFrame(c, t, null);
      } else {
        const seat = t.seatOf(m.id);
        if (seat !== null) this.sendFrame(c, t, seat);
      }
    }
    this.lobbyChanged();
    this.scheduleBot(t);
  }

  private refuse(c: Client, text: Bilingual, violation?: ServerMessage extends infer X ? (X extends { t: 'refused'; violation?: infer V } ? V : never) : never) {
    this.tell(c, violation ? { t: 'refused', text, violation } : { t: 'refused', text });
  }

  // ---- messages ------------------------------------------------------------------------------

  private receive(c: Sender, type: string, body: unknown) {
    const m = c.userData;
    if (!m || this.closed) return;
    const now = Math.floor(Date.now() / 1000);
    if (m.second !== now) {
      m.second = now;
      m.count = 0;
      m.warned = false;
    }
    if (++m.count > rooms.rate) {
      if (!m.warned) this.refuse(c, REFUSE.flood);
      m.warned = true;
      return;
    }
    let size: number;
    try {
      size = JSON.stringify(body ?? null).length;
    } catch {
      size = Infinity;
    }
    if (size > MAX_MESSAGE_BYTES) return this.refuse(c, REFUSE.tooBig);
    const msg = parseMessage(type, body);
    if (!msg) return this.refuse(c, REFUSE.shape);
    try {
      this.handle(c, m, msg);
    } catch (err) {
      console.error(`class ${this.code}: ${type} failed`, err);
      this.refuse(c, { zh: '伺服器處理這個動作時出錯，什麼都沒有改變。', en: 'The server failed on that action; nothing was changed.' });
    }
  }

  private handle(c: Sender, m: Member, msg: ClientMessage) {
    const teacher = m.role === 'teacher';
    const table = 'table' in msg && msg.table ? this.tables.get(msg.table) : undefined;
    const needTable = () => {
      if (!table) this.refuse(c, REFUSE.noTable);
      return table;
    };
    switch (msg.t) {
      case 'open-table': {
        if (!teacher && !this.settings.studentsOpenTables) return this.refuse(c, REFUSE.studentsCannotOpen);
        const served = GAMES[msg.game];
        if (!served) return this.refuse(c, REFUSE.noGame);
        if (msg.seats.length < served.game.minPlayers || msg.seats.length > served.game.maxPlayers) return this.refuse(c, REFUSE.seatCount);
        // tables the teacher has ended stay in the overview but no longer count
        if ([...this.tables.values()].filter((x) => !x.row.ended).length >= MAX_TABLES) return this.refuse(c, REFUSE.tooManyTables);
        const seed = randomInt(1, 2 ** 31 - 1);
        const setup = served.game.setup({ players: msg.seats.length, seed, options: msg.options ?? {} });
        if (!setup.ok) return this.refuse(c, setup.error);
        const seats: SeatHolder[] = msg.seats.map((k) => ({ kind: k }) as SeatHolder);
        // a student who opens a table sits at its first open seat
        if (!teacher) {
          const i = seats.findIndex((h) => h.kind === 'open');
          if (i >= 0) seats[i] = { kind: 'student', student: m.id };
        }
        let id: string;
        do id = `t${randomInt(100, 1000)}`;
        while (this.tables.has(id));
        const row = { id, game: msg.game, players: msg.seats.length, seed, options: msg.options ?? {}, seats, paused: false, ended: false, created: Date.now(), moves: [] };
        this.store.createTable(this.code, row);
        const t = new ServerTable(row);
        this.tables.set(id, t);
        if (teacher) {
          m.frames.clear();
          m.watching = id;
        }
        return this.tableChanged(t);
      }
      case 'sit': {
        const t = needTable();
        if (!t) return;
        if (teacher) return this.refuse(c, REFUSE.teacherOnly);
        if (t.row.ended || t.over) return this.refuse(c, REFUSE.ended);
        const h = t.row.seats[msg.seat];
        if (!h) return this.refuse(c, REFUSE.noSeat);
        if (t.seatOf(m.id) === msg.seat) return this.tableChanged(t);
        if (h.kind !== 'open') return this.refuse(c, REFUSE.seatTaken);
        const was = t.seatOf(m.id);
        const seats = t.row.seats.slice();
        if (was !== null) seats[was] = { kind: 'open' };
        seats[msg.seat] = { kind: 'student', student: m.id };
        return this.saveSeats(t, seats);
      }
      case 'stand': {
        const t = needTable();
        if (!t) return;
        const seat = t.seatOf(m.id);
        if (seat === null) return this.refuse(c, REFUSE.notSeated);
        const seats = t.row.seats.slice();
        seats[seat] = { kind: 'open' };
        this.leftTable(c, t.id);
        return this.saveSeats(t, seats);
      }
      case 'watch': {
        if (!teacher) return this.refuse(c, REFUSE.teacherOnly);
        // a table watched again starts from its whole frame; the teacher's device keeps one table's frames
        m.frames.clear();
        m.watching = msg.table;
        if (msg.table === null) return;
        const t = needTable();
        if (t) this.sendFrame(c, t, null);
        return;
      }
      case 'resync': {
        const t = needTable();
        if (!t) return;
        m.frames.delete(t.id);
        const seat = teacher ? null : t.seatOf(m.id);
        if (teacher ? m.watching === t.id : seat !== null) return this.sendFrame(c, t, seat);
        return this.leftTable(c, t.id);
      }
      case 'move': {
        const t = needTable();
        if (!t) return;
        if (t.row.ended) return this.refuse(c, REFUSE.ended);
        if (t.row.paused) return this.refuse(c, REFUSE.paused);
        const seat = teacher ? null : t.seatOf(m.id);
        if (seat === null) return this.refuse(c, REFUSE.notSeated);
        if (msg.move.seat !== seat) return this.refuse(c, REFUSE.notYourSeat);
        const r = t.tryMove(msg.move);
        if (!r.ok) return this.refuse(c, r.violation.message, r.violation);
        this.store.addMove(this.code, t.id, t.moves.length, seat, msg.move);
        t.commit(msg.move, r.state);
        return this.tableChanged(t);
      }
      case 'hint': {
        const t = needTable();
        if (!t) return;
        if (!this.settings.hints) return this.refuse(c, REFUSE.noHints);
        const seat = teacher ? null : t.seatOf(m.id);
        if (seat === null) return this.refuse(c, REFUSE.notSeated);
        if (t.over || !t.game.toAct(t.state).includes(seat)) return this.refuse(c, REFUSE.notYourTurn);
        const choice = t.choose(seat, 'strong', 'hint');
        const text = sentences(t.game.describe(t.state, choice.move), choice.reason);
        return this.tell(c, { t: 'hint', table: t.id, text: { zh: `提示：${text.zh}`, en: `Hint: ${text.en}` } });
      }
      case 'undo': {
        const t = needTable();
        if (!t) return;
        if (this.settings.undo === 'off') return this.refuse(c, REFUSE.noUndo);
        const seat = teacher ? null : t.seatOf(m.id);
        if (seat === null) return this.refuse(c, REFUSE.notSeated);
        const plan = t.undoPlan(seat);
        if (!plan) return this.refuse(c, REFUSE.noUndoAsked);
        if (!plan.ok) return this.refuse(c, REFUSE.undoBlocked);
        t.undoAsk = { seat, depth: plan.depth, agreed: new Set() };
        if (this.settings.undo === 'free' || t.undoVoters(seat).length === 0) return this.takeBack(t);
        return this.tableChanged(t);
      }
      case 'undo-answer': {
        const t = needTable();
        if (!t) return;
        const ask = t.undoAsk;
        if (!ask) return this.refuse(c, REFUSE.noUndoAsked);
        if (teacher) return msg.yes ? this.takeBack(t) : ((t.undoAsk = null), this.tableChanged(t));
        const seat = t.seatOf(m.id);
        if (seat === null || !t.undoVoters(ask.seat).includes(seat)) return this.refuse(c, REFUSE.notSeated);
        if (!msg.yes) {
          t.undoAsk = null;
          return this.tableChanged(t);
        }
        ask.agreed.add(seat);
        if (t.undoVoters(ask.seat).every((v) => ask.agreed.has(v))) return this.takeBack(t);
        return this.tableChanged(t);
      }
      case 'pause': {
        if (!teacher) return this.refuse(c, REFUSE.teacherOnly);
        const t = needTable();
        if (!t) return;
        t.row.paused = msg.paused;
        this.store.updateTable(this.code, t.id, { paused: msg.paused });
        return this.tableChanged(t);
      }
      case 'seat-bot': {
        if (!teacher) return this.refuse(c, REFUSE.teacherOnly);
        const t = needTable();
        if (!t) return;
        if (!t.row.seats[msg.seat]) return this.refuse(c, REFUSE.noSeat);
        return this.setSeat(t, msg.seat, { kind: msg.level });
      }
      case 'end-table': {
        if (!teacher) return this.refuse(c, REFUSE.teacherOnly);
        const t = needTable();
        if (!t) return;
        this.store.updateTable(this.code, t.id, { ended: true });
        t.end();
        return this.tableChanged(t);
      }
      case 'settings': {
        if (!teacher) return this.refuse(c, REFUSE.teacherOnly);
        this.settings = { ...this.settings, ...msg.settings };
        this.store.saveSettings(this.code, this.settings);
        for (const x of this.members()) this.tell(x, { t: 'info', text: { zh: '老師調整了課堂設定。', en: 'The teacher changed the class settings.' } });
        return this.lobbyChanged();
      }
      case 'ask': {
        if (!teacher) return this.refuse(c, REFUSE.teacherOnly);
        if (this.question?.q.id === msg.question.id) return;
        this.question = { q: msg.question, answers: new Map(), revealed: false };
        return this.questionChanged(true);
      }
      case 'answer': {
        const q = this.question;
        if (!q || q.q.id !== msg.id || q.revealed) return this.refuse(c, REFUSE.noQuestion);
        if (teacher) return this.refuse(c, REFUSE.noQuestion);
        if (msg.choice >= q.q.options.length) return this.refuse(c, REFUSE.shape);
        q.answers.set(m.id, msg.choice);
        return this.questionChanged(false);
      }
      case 'reveal': {
        if (!teacher) return this.refuse(c, REFUSE.teacherOnly);
        const q = this.question;
        if (!q || q.q.id !== msg.id) return this.refuse(c, REFUSE.noQuestion);
        if (msg.answer !== undefined && msg.answer < q.q.options.length) q.q = { ...q.q, answer: msg.answer };
        q.revealed = true;
        return this.questionChanged(true);
      }
      case 'close-class': {
        if (!teacher) return this.refuse(c, REFUSE.teacherOnly);
        return this.closeClass();
      }
    }
  }

  private saveSeats(t: ServerTable, seats: SeatHolder[]) {
    t.row.seats = seats;
    this.store.updateTable(this.code, t.id, { seats });
    this.tableChanged(t);
  }

  private setSeat(t: ServerTable, seat: number, h: SeatHolder) {
    const was = t.row.seats[seat];
    const seats = t.row.seats.slice();
    seats[seat] = h;
    this.saveSeats(t, seats);
    // the student who held the seat hears that it is no longer theirs
    if (was?.kind === 'student') for (const c of this.members()) if (c.userData?.id === was.student) this.leftTable(c, t.id);
  }

  private takeBack(t: ServerTable) {
    const ask = t.undoAsk;
    if (!ask) return;
    this.store.dropMoves(this.code, t.id, t.moves.length - ask.depth);
    t.takeBack(ask.depth);
    this.tableChanged(t);
  }

  // ---- bots ----------------------------------------------------------------------------------

  /** A bot to act at `t` moves after the class's bot delay (one pending move per table). */
  private scheduleBot(t: ServerTable) {
    this.botTimers.get(t.id)?.clear();
    this.botTimers.delete(t.id);
    if (!t.botToAct()) return;
    const timer = this.clock.setTimeout(() => {
      this.botTimers.delete(t.id);
      this.botMove(t);
    }, this.settings.botDelay);
    this.botTimers.set(t.id, timer);
  }

  private botMove(t: ServerTable) {
    const b = t.botToAct();
    if (!b || this.closed) return;
    const choice = t.choose(b.seat, b.level);
    const r = t.tryMove(choice.move);
    if (!r.ok) {
      console.error(`class ${this.code} table ${t.id}: a bot chose an illegal move`, r.violation.rule);
      return;
    }
    this.store.addMove(this.code, t.id, t.moves.length, b.seat, choice.move);
    t.commit(choice.move as AnyMove, r.state, choice);
    this.tableChanged(t);
  }

  // ---- class predictions ---------------------------------------------------------------------

  private questionFor(role: Member['role']): ClassQuestion | null {
    const q = this.question;
    if (!q) return null;
    const { answer, ...open } = q.q;
    return role === 'teacher' || q.revealed ? { ...open, answer } : open;
  }

  private tally(role: Member['role']) {
    const q = this.question!;
    const counts = q.q.options.map((_, i) => [...q.answers.values()].filter((a) => a === i).length);
    const shown = q.revealed;
    return { id: q.q.id, answered: q.answers.size, counts: shown ? counts : null, answer: shown || role === 'teacher' ? (q.q.answer ?? null) : null };
  }

  private questionChanged(all: boolean) {
    for (const c of this.members()) {
      const role = c.userData?.role ?? 'student';
      if (all) this.tell(c, { t: 'question', question: this.questionFor(role) });
      this.tell(c, { t: 'tally', tally: this.tally(role) });
    }
  }

  // ---- the end of a class ----------------------------------------------------------------------

  private closeClass() {
    if (this.closed) return;
    this.closed = true;
    this.store.deleteClass(this.code);
    for (const c of this.members()) this.tell(c, { t: 'closed' });
    this.clock.setTimeout(() => this.disconnect(), 50);
  }
}
