/**
 * A game's worked-example island, for any game: `gameExample(def)` gives the component a game's
 * Example.tsx exports (`<XExample id="…" example={…} />`, the example given by the chapter's HTML,
 * see each game's ExampleBlock.astro). The game says only how its board shows a step (`Stage`) and
 * which table a reader takes over with; stepping, predictions, "your turn", the presenter view and
 * taking over are the shell's (ExampleShell, useExample).
 *
 * Deep link: `#ex-<id>-<step>` opens the example at a step (0 = the introduction, n = after the n-th
 * move); `?example=<id>&step=<n>` works too once the example is on screen.
 */
import type { ComponentType } from 'preact';
import type { Bilingual } from '../../../engine/core/contract';
import type { Example } from '../../../engine/core/example';
import { ExampleShell } from './ExampleShell';
import type { Notice } from './Feedback';
import type { Seats } from './look';
import type { PhaseGroup } from './PhaseDiagram';
import type { TableProps } from './TableShell';
import { useExample, type ExampleGame } from './useExample';

/** After the reader's move on a "your turn" step, the focus goes on to the Forward button. */
export const FORWARD = '[data-testid="ex-forward"]';

/** What a game's board is given in a worked example. */
export interface StageArgs<S, M, H> {
  state: S;
  /** The seat the reader plays for on a "your turn" step, else null. */
  seat: number | null;
  onMove: (m: M) => Notice | null;
  /** What the step just played points at. */
  highlight: H | undefined;
  /** Where the focus goes when the board has nothing to choose (Forward). */
  idleFocus: string;
}

export interface ExampleDef<S extends { phase: string; players: number }, M extends { type: string; seat: number }, O, H> {
  game: ExampleGame<S, M, O>;
  chapter: string;
  groups?: readonly PhaseGroup[];
  seats: Seats;
  sameMove: (a: M, b: M) => boolean;
  takeOverLabel?: Bilingual;
  /** The free-play table a reader takes over with. */
  Table: ComponentType<TableProps<S, O, M>>;
  Stage: ComponentType<StageArgs<S, M, H>>;
}

export function gameExample<S extends { phase: string; players: number }, M extends { type: string; seat: number }, O, H>(def: ExampleDef<S, M, O, H>) {
  const spec = { game: def.game, sameMove: def.sameMove };
  /** `chapterPath` (`/en/santiago/`): where the chapter is, for an example shown on another page (its phase links go there). */
  return function WorkedExample({ id, level, example, chapterPath }: { id: string; level?: number | string; example?: Example<M, O, H>; chapterPath?: string }) {
    const x = useExample<S, M, O, H>(spec, example, id);
    return (
      <ExampleShell
        id={id}
        level={level}
        seatLabel={def.seats.seatLabel}
        x={x}
        chapter={def.chapter}
        chapterPath={chapterPath}
        groups={def.groups}
        takeOverLabel={def.takeOverLabel}
        table={(data) => <def.Table initial={data} fromExample={x.exampleState} persist={false} level={level} />}
      >
        {x.state && <def.Stage state={x.state} seat={x.seat} onMove={x.onMove} highlight={x.shown?.highlight as H | undefined} idleFocus={FORWARD} />}
      </ExampleShell>
    );
  };
}
