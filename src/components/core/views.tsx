/**
 * A game whose board is drawn from a view model (a pure function of the state, whose eyes the
 * screen is for and who decides here): the board's props, and the two ways the book shows it —
 * at a table (`Board`, see gamePlay.tsx) and in a worked example (`Stage`, see gameExample.tsx,
 * where the reader watches the whole table).
 */
import type { ComponentChildren, ComponentType } from 'preact';
import { useMemo } from 'preact/hooks';
import type { Bilingual } from '../../../engine/core/contract';
import type { Notice } from './Feedback';
import type { BoardArgs } from './gamePlay';
import type { StageArgs } from './gameExample';
import type { Viewer } from './handoff';

/** What a model-drawn board is given. */
export interface ViewProps<Model, M, H> {
  model: Model;
  onMove?: (move: M) => Notice | null;
  /** What a worked example's step points at. */
  highlight?: H;
  /** Labels per seat kind, e.g. "bot (strong)". */
  kinds?: Bilingual[];
  notice?: Notice | null;
  /** Extra buttons shown with the controls (hint, undo …). */
  actions?: ComponentChildren;
  /** Where the focus goes when a move leaves nobody here to act (a selector in the island, e.g. an example's Forward button). */
  idleFocus?: string;
}

export function modelViews<S, M, H, Model>(modelOf: (s: S, viewer: Viewer, seat: number | null) => Model, View: ComponentType<ViewProps<Model, M, H>>) {
  function Board(p: BoardArgs<S, M>) {
    const model = useMemo(() => modelOf(p.state, p.viewer, p.seat), [p.state, p.viewer, p.seat]);
    return <View model={model} onMove={p.onMove} kinds={p.kinds} notice={p.notice} actions={p.actions} idleFocus={p.idleFocus} />;
  }
  function Stage(p: StageArgs<S, M, H>) {
    const model = useMemo(() => modelOf(p.state, 'all', p.seat), [p.state, p.seat]);
    return <View model={model} onMove={p.onMove} highlight={p.highlight} idleFocus={p.idleFocus} />;
  }
  return { Board, Stage };
}
