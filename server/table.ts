/**
 * One table of a class on the server: its record (setup + moves) and the state the game's engine
 * replays from it, who holds each seat, the bots' latest remarks, an undo waiting for agreement.
 * Every move goes through the engine's `play`; what each device receives is cut from here to what
 * its seat may see (`frame`). Nothing here knows the network or the disk: the room (room.ts)
 * writes each accepted move before it commits it here.
 */
import type { BotChoice, BotLevel } from '../engine/core/bot';
import type { Bilingual, GameRecord, PlayResult } from '../engine/core/contract';
import { replay } from '../engine/core/record';
import { sentences } from '../engine/core/sentences';
import { botSeed } from '../src/components/core/botClient';
import type { SeatKind } from '../src/components/core/handoff';
import type { TableStart } from '../src/components/core/table';
import { tableUndo } from '../src/components/core/undo';
import { GAMES, type AnyMove, type ServedGame } from './games';
import type { SeatHolder, TableFrame, TableSummary } from './protocol';
import type { TableRow } from './store';

/** How many states before the latest moves a table keeps for undo's check. */
const RECENT = 32;

interface Note {
  seat: number;
  move: AnyMove;
  said: Bilingual;
  reason: Bilingual;
  publicReason?: Bilingual;
}

export interface Who {
  name: (student: string) => string | null;
  online: (student: string) => boolean;
}

export class ServerTable {
  readonly served: ServedGame;
  state: any;
  moves: AnyMove[];
  notes: Note[] = [];
  /** An undo asked for by `seat`, taking back `depth` moves, waiting for the other people's yes. */
  undoAsk: { seat: number; depth: number; agreed: Set<number> } | null = null;
  /**
   * The states before the latest moves (`at`: how many moves came before; at most RECENT of them),
   * so that what undo would take back is checked from just before the seat's last move instead of
   * by replaying the whole game after every move.
   */
  private recent: { at: number; state: any }[] = [];

  constructor(readonly row: TableRow) {
    const served = GAMES[row.game];
    if (!served) throw new Error(`unknown game ${row.game}`);
    this.served = served;
    this.moves = row.moves.map((m) => m.move as AnyMove);
    const r = replay(served.game, this.record());
    if (!r.ok) throw new Error(`table ${row.id} cannot be replayed: ${r.error.en}`);
    this.state = r.state;
  }

  get id(): string {
    return this.row.id;
  }
  get game() {
    return this.served.game;
  }
  get over(): boolean {
    return this.game.isOver(this.state);
  }

  record(): GameRecord<Record<string, unknown>, AnyMove> {
    return { game: this.row.game, players: this.row.players, seed: this.row.seed, options: this.row.options, moves: this.moves };
  }

  /** The seats as the engine's table sees them: a person (student or not yet taken) or a bot. */
  kinds(): SeatKind[] {
    return this.row.seats.map((h) => (h.kind === 'easy' || h.kind === 'strong' ? h.kind : 'human'));
  }

  seatOf(student: string): number | null {
    const i = this.row.seats.findIndex((h) => h.kind === 'student' && h.student === student);
    return i < 0 ? null : i;
  }

  /** The moves `seat` may make now. */
  legalFor(seat: number): AnyMove[] {
    return this.served.legalFor(this.state, seat);
  }

  /** The engine's answer to a move (the state is not changed). */
  tryMove(move: AnyMove): PlayResult<any> {
    return this.game.play(this.state, move);
  }

  /** Keeps a move the engine accepted (and the room has written). */
  commit(move: AnyMove, next: any, choice?: BotChoice<AnyMove>): void {
    if (choice) {
      this.notes.push({ seat: move.seat, move, said: this.game.describe(this.state, move), reason: choice.reason, publicReason: choice.publicReason });
      if (this.notes.length > 6) this.notes.shift();
    } else if (this.served.keepsSecret === undefined) this.notes = [];
    this.recent.push({ at: this.moves.length, state: this.state });
    if (this.recent.length > RECENT) this.recent.shift();
    this.moves.push(move);
    this.state = next;
    this.undoAsk = null;
  }

  /** The first seat a bot decides for now, if any (none while paused or over). */
  botToAct(): { seat: number; level: BotLevel } | null {
    if (this.row.paused || this.row.ended || this.over) return null;
    for (const seat of this.game.toAct(this.state)) {
      const h = this.row.seats[seat];
      if (h && (h.kind === 'easy' || h.kind === 'strong')) return { seat, level: h.kind };
    }
    return null;
  }

  /** The bot's choice for `seat` (or the strong bot's advice for a person: a hint), from that seat's view only. */
  choose(seat: number, level: BotLevel, salt = ''): BotChoice<AnyMove> {
    const legal = this.legalFor(seat);
    if (legal.length === 0) throw new Error('this seat has nothing to decide');
    // a bot gets its own copy of its seat's view, as in the page's bot worker: what it does with it never touches the table
    const view = structuredClone(this.game.view(this.state, seat));
    return this.served.bots[level].choose(view, structuredClone(legal), botSeed(`${salt}${this.row.seed}`, this.moves.length));
  }

  /** What undo would take back for `seat` now, by the engine's policy. */
  undoPlan(seat: number): TableFrame['undoable'] {
    const kinds = this.kinds();
    let last: number | null = null;
    let k = this.moves.length - 1;
    for (; k >= 0; k--) {
      const s = this.moves[k]!.seat;
      if (kinds[s] === 'human') {
        last = s;
        break;
      }
    }
    if (last !== seat) return null;
    // the engine's policy, from the state before that move when the table still has it (the same state a replay reaches)
    const before = this.recent.find((r) => r.at === k);
    const start: TableStart<Record<string, unknown>, AnyMove> = before
      ? { kind: 'example', example: '', step: k, moves: this.moves.slice(k) }
      : { kind: 'record', record: this.record() };
    const u = tableUndo(this.game, start, () => before?.state ?? null, kinds, seat);
    return u.ok ? { ok: true, depth: u.depth } : { ok: false, why: u.why };
  }

  /** Ends the table (the room has written it): the states kept for undo's check are let go (undo's check replays the record if ever asked). */
  end(): void {
    this.row.ended = true;
    this.recent = [];
  }

  /** Takes back the last `depth` moves (the room has deleted them on disk). */
  takeBack(depth: number): void {
    this.moves = this.moves.slice(0, this.moves.length - depth);
    this.recent = this.recent.filter((r) => r.at < this.moves.length);
    const r = replay(this.game, this.record());
    if (!r.ok) throw new Error(r.error.en);
    this.state = r.state;
    this.notes = [];
    this.undoAsk = null;
  }

  seatsFor(who: Who): TableSummary['seats'] {
    return this.row.seats.map((h: SeatHolder) =>
      h.kind === 'student' ? { kind: h.kind, name: who.name(h.student), online: who.online(h.student) } : { kind: h.kind, name: null, online: h.kind !== 'open' },
    );
  }

  /** The table in a line of the overview: scores only for the teacher (they may be secret). */
  summary(who: Who, teacher: boolean): TableSummary {
    const s = this.state;
    const over = this.over;
    const result = over ? this.game.result(s) : null;
    return {
      id: this.row.id,
      game: this.row.game,
      seats: this.seatsFor(who),
      round: s.round ?? 0,
      phase: this.game.meta(s).label,
      toAct: this.game.toAct(s),
      scores: result ? this.row.seats.map((_, i) => result.seats.find((x) => x.seat === i)?.total ?? 0) : teacher ? this.served.score(s) : this.row.seats.map(() => null),
      scoreLabel: this.served.unit,
      moves: this.moves.length,
      paused: this.row.paused,
      over,
      ended: this.row.ended,
      winners: result?.winners ?? [],
    };
  }

  /**
   * What one device gets: a seat's view (`view(state, seat)`), or everything for the teacher and,
   * once the game is over, for everyone. A bot's remark is told to other seats in its public
   * wording, and a keep under the cup only once the cups are lifted.
   */
  frame(seat: number | null, who: Who): TableFrame {
    const full = seat === null || this.over;
    const secret = this.served.keepsSecret;
    const notes = this.notes
      .filter((n) => full || n.seat === seat || !secret?.(n.move, this.state))
      .map((n) => ({ seat: n.seat, text: sentences(n.said, full || n.seat === seat ? n.reason : (n.publicReason ?? n.reason)) }));
    const ask = this.undoAsk;
    return {
      table: this.row.id,
      game: this.row.game,
      seat,
      seats: this.seatsFor(who),
      view: full ? this.state : this.game.view(this.state, seat),
      full,
      // a copy: the frame is kept as sent (the next is sent as a patch from it), and the moves go on
      record: full ? { players: this.row.players, seed: this.row.seed, options: this.row.options, moves: this.moves.slice() } : null,
      moves: this.moves.length,
      paused: this.row.paused,
      ended: this.row.ended,
      result: this.over ? this.game.result(this.state) : null,
      notes,
      undo: ask ? { seat: ask.seat, depth: ask.depth, agreed: [...ask.agreed], waiting: this.undoVoters(ask.seat).filter((v) => !ask.agreed.has(v)) } : null,
      undoable: seat === null ? null : this.undoPlan(seat),
    };
  }

  /** The other people at the table whose yes an undo needs. */
  undoVoters(asker: number): number[] {
    return this.row.seats.flatMap((h, i) => (h.kind === 'student' && i !== asker ? [i] : []));
  }
}
