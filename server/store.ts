/**
 * Where a class lives on disk: one SQLite file (node:sqlite, write-ahead log) holding each class,
 * its students, its tables and every accepted move. A table is its record (setup + moves), so a
 * server started again replays every table to where it was. A move is written before it is
 * acknowledged; with the write-ahead log a killed process (kill -9) loses nothing written.
 * A class's rows are deleted when the teacher closes it, and after 24 hours at the latest.
 */
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SeatHolder, ClassSettings } from './protocol';

export const CLASS_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface ClassRow {
  code: string;
  teacherToken: string;
  created: number;
  settings: ClassSettings;
}
export interface StudentRow {
  id: string;
  name: string;
  token: string;
}
export interface TableRow {
  id: string;
  game: string;
  players: number;
  seed: number;
  options: Record<string, unknown>;
  seats: SeatHolder[];
  paused: boolean;
  ended: boolean;
  created: number;
  moves: { seat: number; move: unknown }[];
}

export class ClassStore {
  readonly db: DatabaseSync;
  /** The statement of the most frequent write, prepared once. */
  private readonly insertMove: StatementSync;

  constructor(dir: string) {
    mkdirSync(dir, { recursive: true });
    this.db = new DatabaseSync(join(dir, 'class.sqlite'));
    this.db.exec(`
      PRAGMA journal_mode = WAL;
      PRAGMA synchronous = NORMAL;
      PRAGMA busy_timeout = 5000;
      PRAGMA foreign_keys = ON;
      CREATE TABLE IF NOT EXISTS classes (code TEXT PRIMARY KEY, teacher_token TEXT NOT NULL, created INTEGER NOT NULL, settings TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS students (class TEXT NOT NULL REFERENCES classes(code) ON DELETE CASCADE, id TEXT NOT NULL, name TEXT NOT NULL, token TEXT NOT NULL UNIQUE, PRIMARY KEY (class, id));
      CREATE TABLE IF NOT EXISTS tables_ (class TEXT NOT NULL REFERENCES classes(code) ON DELETE CASCADE, id TEXT NOT NULL, game TEXT NOT NULL, players INTEGER NOT NULL, seed INTEGER NOT NULL,
        options TEXT NOT NULL, seats TEXT NOT NULL, paused INTEGER NOT NULL DEFAULT 0, ended INTEGER NOT NULL DEFAULT 0, created INTEGER NOT NULL, PRIMARY KEY (class, id));
      CREATE TABLE IF NOT EXISTS moves (class TEXT NOT NULL, tbl TEXT NOT NULL, n INTEGER NOT NULL, seat INTEGER NOT NULL, move TEXT NOT NULL,
        PRIMARY KEY (class, tbl, n), FOREIGN KEY (class, tbl) REFERENCES tables_(class, id) ON DELETE CASCADE);
    `);
    this.insertMove = this.db.prepare('INSERT INTO moves (class, tbl, n, seat, move) VALUES (?, ?, ?, ?, ?)');
  }

  close(): void {
    this.db.close();
  }

  /** Deletes the classes older than the lifetime (with everything in them); returns how many. */
  expire(now = Date.now()): number {
    return Number(this.db.prepare('DELETE FROM classes WHERE created < ?').run(now - CLASS_LIFETIME_MS).changes);
  }

  createClass(row: ClassRow): void {
    this.db.prepare('INSERT INTO classes (code, teacher_token, created, settings) VALUES (?, ?, ?, ?)').run(row.code, row.teacherToken, row.created, JSON.stringify(row.settings));
  }

  /** A class by its code, saying whether it has outlived its 24 hours (then it is as good as gone). */
  getClass(code: string, now = Date.now()): (ClassRow & { expired: boolean }) | null {
    const r = this.db.prepare('SELECT code, teacher_token, created, settings FROM classes WHERE code = ?').get(code) as
      | { code: string; teacher_token: string; created: number; settings: string }
      | undefined;
    if (!r) return null;
    return { code: r.code, teacherToken: r.teacher_token, created: r.created, settings: JSON.parse(r.settings), expired: r.created < now - CLASS_LIFETIME_MS };
  }

  saveSettings(code: string, settings: ClassSettings): void {
    this.db.prepare('UPDATE classes SET settings = ? WHERE code = ?').run(JSON.stringify(settings), code);
  }

  deleteClass(code: string): void {
    this.db.prepare('DELETE FROM classes WHERE code = ?').run(code);
  }

  addStudent(code: string, s: StudentRow): void {
    this.db.prepare('INSERT INTO students (class, id, name, token) VALUES (?, ?, ?, ?)').run(code, s.id, s.name, s.token);
  }

  students(code: string): StudentRow[] {
    return this.db.prepare('SELECT id, name, token FROM students WHERE class = ? ORDER BY rowid').all(code) as unknown as StudentRow[];
  }

  createTable(code: string, t: TableRow): void {
    this.db
      .prepare('INSERT INTO tables_ (class, id, game, players, seed, options, seats, paused, ended, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .run(code, t.id, t.game, t.players, t.seed, JSON.stringify(t.options), JSON.stringify(t.seats), t.paused ? 1 : 0, t.ended ? 1 : 0, t.created);
  }

  updateTable(code: string, id: string, change: { seats?: SeatHolder[]; paused?: boolean; ended?: boolean }): void {
    if (change.seats) this.db.prepare('UPDATE tables_ SET seats = ? WHERE class = ? AND id = ?').run(JSON.stringify(change.seats), code, id);
    if (change.paused !== undefined) this.db.prepare('UPDATE tables_ SET paused = ? WHERE class = ? AND id = ?').run(change.paused ? 1 : 0, code, id);
    if (change.ended !== undefined) this.db.prepare('UPDATE tables_ SET ended = ? WHERE class = ? AND id = ?').run(change.ended ? 1 : 0, code, id);
  }

  /** Writes the `n`-th move of a table (0-based); returns only once it is in the database. */
  addMove(code: string, table: string, n: number, seat: number, move: unknown): void {
    this.insertMove.run(code, table, n, seat, JSON.stringify(move));
  }

  /** Takes back the moves from the `n`-th on (an agreed undo). */
  dropMoves(code: string, table: string, from: number): void {
    this.db.prepare('DELETE FROM moves WHERE class = ? AND tbl = ? AND n >= ?').run(code, table, from);
  }

  tables(code: string): TableRow[] {
    const rows = this.db.prepare('SELECT id, game, players, seed, options, seats, paused, ended, created FROM tables_ WHERE class = ? ORDER BY created, id').all(code) as unknown as {
      id: string;
      game: string;
      players: number;
      seed: number;
      options: string;
      seats: string;
      paused: number;
      ended: number;
      created: number;
    }[];
    const moves = this.db.prepare('SELECT seat, move FROM moves WHERE class = ? AND tbl = ? ORDER BY n');
    return rows.map((r) => ({
      id: r.id,
      game: r.game,
      players: r.players,
      seed: r.seed,
      options: JSON.parse(r.options),
      seats: JSON.parse(r.seats),
      paused: !!r.paused,
      ended: !!r.ended,
      created: r.created,
      moves: (moves.all(code, r.id) as { seat: number; move: string }[]).map((m) => ({ seat: m.seat, move: JSON.parse(m.move) })),
    }));
  }
}
