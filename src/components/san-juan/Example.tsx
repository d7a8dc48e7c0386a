/**
 * A worked San Juan example, played by the engine step by step: `<SanJuanExample id="…" />` (see
 * core/gameExample.tsx). Every hand is shown (the reader watches the whole table).
 */
import { sanJuan } from '../../../engine/san-juan/game';
import { gameExample } from '../core/gameExample';
import { modelViews } from '../core/views';
import { sameMove } from './intents';
import { PHASE_GROUPS, seats } from './look';
import { tableauModel } from './model';
import SanJuanTable from './Table';
import { Tableau } from './Tableau';
import '../core/island.css';
import './san-juan.css';

const { Stage } = modelViews(tableauModel, Tableau);

export default gameExample({ game: sanJuan, chapter: 'san-juan', groups: PHASE_GROUPS, seats, sameMove, Table: SanJuanTable, Stage });
