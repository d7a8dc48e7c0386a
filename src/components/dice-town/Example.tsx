/**
 * A worked Dice Town example, played by the engine step by step: `<DiceTownExample id="…" />` (see
 * core/gameExample.tsx). Every cup and hand is shown (the reader watches the whole table); taking
 * over keeps the example's dice.
 */
import { diceTown } from '../../../engine/dice-town/game';
import { gameExample } from '../core/gameExample';
import { modelViews } from '../core/views';
import { sameMove } from './intents';
import { PHASE_GROUPS, seats } from './look';
import { townModel } from './model';
import DiceTownTable from './Table';
import { Town } from './Town';
import '../core/island.css';
import './dice-town.css';

const { Stage } = modelViews(townModel, Town);

export default gameExample({
  game: diceTown,
  chapter: 'dice-town',
  groups: PHASE_GROUPS,
  seats,
  sameMove,
  takeOverLabel: { zh: '從這裡接手對局（同樣的骰子）', en: 'Take over from here (same dice)' },
  Table: DiceTownTable,
  Stage,
});
