/**
 * A worked Puerto Rico example, played by the engine step by step: `<PuertoRicoExample id="…" />`
 * (see core/gameExample.tsx). Every seat's VP chips are shown (the reader watches the whole table).
 */
import { puertoRicoPage } from '../../../engine/puerto-rico/page-game';
import { gameExample } from '../core/gameExample';
import { modelViews } from '../core/views';
import { Board } from './Board';
import { sameMove } from './intents';
import { PHASE_GROUPS, seats } from './look';
import { boardModel } from './model';
import PuertoRicoTable from './Table';
import '../core/island.css';
import './puerto-rico.css';

const { Stage } = modelViews(boardModel, Board);

export default gameExample({ game: puertoRicoPage, chapter: 'puerto-rico', groups: PHASE_GROUPS, seats, sameMove, Table: PuertoRicoTable, Stage });
