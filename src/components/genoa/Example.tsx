/**
 * A worked Genoa example, played by the engine step by step: `<GenoaExample id="…" />` (see
 * core/gameExample.tsx). Every seat's money and hand are shown (the reader watches the whole table).
 */
import { useMemo } from 'preact/hooks';
import { genoa } from '../../../engine/genoa/game';
import type { GenoaHighlight } from '../../../engine/genoa/examples';
import type { GenoaMove, GenoaState } from '../../../engine/genoa/types';
import { gameExample, type StageArgs } from '../core/gameExample';
import { Board } from './Board';
import { sameMove } from './intents';
import { PHASE_GROUPS, seats } from './look';
import GenoaTable from './Table';
import '../core/island.css';
import './genoa.css';

function Stage(p: StageArgs<GenoaState, GenoaMove, GenoaHighlight>) {
  const legal = useMemo(() => (p.seat !== null ? genoa.legalMoves(p.state) : []), [p.state, p.seat]);
  return <Board state={p.state} viewer="all" me={p.seat} legal={legal} onMove={p.onMove} highlight={p.highlight} idleFocus={p.idleFocus} />;
}

export default gameExample({ game: genoa, chapter: 'genoa', groups: PHASE_GROUPS, seats, sameMove, Table: GenoaTable, Stage });
