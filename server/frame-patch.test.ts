import { describe, expect, it } from 'vitest';
import { FrameBook, frameMessage, type HeldFrame } from './frame-patch';
import { GAMES } from './games';
import type { TableFrame } from './protocol';
import { ServerTable, type Who } from './table';

const who: Who = { name: () => 'Ana', online: () => true };

/** A table of `game` with an easy bot at every seat, played to the end: each seat's frame after every move. */
function framesOf(game: string, players: number): TableFrame[][] {
  const t = new ServerTable({ id: 't1', game, players, seed: 11, options: {}, seats: Array.from({ length: players }, () => ({ kind: 'easy' as const })), paused: false, ended: false, created: 0, moves: [] });
  const out: TableFrame[][] = Array.from({ length: players }, () => []);
  for (let k = 0; k < 3000 && !t.over; k++) {
    const seat = t.game.toAct(t.state)[0]!;
    const choice = t.choose(seat, 'easy');
    const r = t.tryMove(choice.move);
    if (!r.ok) throw new Error(r.violation.rule);
    t.commit(choice.move as never, r.state, choice);
    for (let s = 0; s < players; s++) out[s]!.push(t.frame(s, who));
  }
  expect(t.over).toBe(true);
  return out;
}

const bytes = (x: unknown) => JSON.stringify(x).length;

describe('a table’s frames sent as what changed', () => {
  for (const game of Object.keys(GAMES))
    it(`${game}: every frame a device builds from the patches is the frame the server made, a new object each time, and the patches are a small part of the frames`, () => {
      let whole = 0;
      let sent = 0;
      for (const list of framesOf(game, 4)) {
        let held: HeldFrame | undefined;
        const book = new FrameBook();
        let shown: TableFrame | null = null;
        for (const [i, f] of list.entries()) {
          const { message, held: next } = frameMessage(held, f);
          held = next;
          expect(message.t).toBe(i === 0 ? 'table' : 'table-patch');
          const before = shown && JSON.stringify(shown);
          const h = book.hear(JSON.parse(JSON.stringify(message)));
          if (!h || 'resync' in h) throw new Error(`frame ${i} not built`);
          expect(h.frame).toEqual(JSON.parse(JSON.stringify(f)));
          // the frame held before stays as it was, and the new one is a new object
          if (shown) {
            expect(JSON.stringify(shown)).toBe(before);
            expect(h.frame).not.toBe(shown);
          }
          shown = h.frame;
          whole += bytes(f);
          sent += bytes(message);
        }
      }
      expect(sent).toBeLessThan(whole / 4);
    });

  it('a patch not from the frame the device holds (one missed, another table’s, none held) asks for the whole frame, and patches until it comes are ignored', () => {
    const [list] = framesOf('san-juan', 2);
    let held: HeldFrame | undefined;
    const messages = list!.slice(0, 6).map((f) => {
      const r = frameMessage(held, f);
      held = r.held;
      return JSON.parse(JSON.stringify(r.message));
    });
    const book = new FrameBook();
    expect(book.hear(messages[1])).toEqual({ resync: 't1' }); // nothing held yet
    expect(book.hear(messages[2])).toBeNull(); // waiting for the whole frame
    expect(book.hear(messages[0])).toMatchObject({ frame: { moves: 1 } });
    expect(book.hear(messages[2])).toEqual({ resync: 't1' }); // messages[1] missed
    expect(book.hear(messages[3])).toBeNull();
    expect(book.hear({ t: 'table', frame: list![4]! })).toMatchObject({ frame: { moves: 5 } });
    expect(book.hear({ ...messages[5], table: 't2' })).toEqual({ resync: 't2' });
    // numbered from the frames that followed messages[0], not from the whole frame the device holds now
    expect(book.hear(messages[5])).toEqual({ resync: 't1' });
  });
});
