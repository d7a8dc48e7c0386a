/**
 * A worked Genoa example, played by the engine step by step: `<GenoaExample id="…" />` (see
 * core/gameExample.tsx). Every seat's money and hand are shown (the reader watches the whole table).
 * The example plays through the chapter page's game (page-game.ts); the board lists the legal moves
 * with its decision panel, on a "your turn" step.
 */
import { genoaPage } from '../../../engine/genoa/page-game';
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
  return <Board state={p.state} viewer="all" me={p.seat} onMove={p.onMove} highlight={p.highlight} idleFocus={p.idleFocus} />;
}

export default gameExample({ game: genoaPage, chapter: 'genoa', groups: PHASE_GROUPS, seats, sameMove, Table: GenoaTable, Stage });
