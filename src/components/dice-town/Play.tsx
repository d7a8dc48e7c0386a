/**
 * Dice Town's free-play table once a game is opened (Table.tsx ships the setup form and loads this):
 * the table every game shares (core/gamePlay.tsx) around the town. Everyone keeps dice at the same
 * time under the cup: the bots choose in the background one after another while the people take the
 * device in turn (seats.ts), and a bot's remark on a keep under the cup is told once the cups are
 * lifted. The same dice can be played again (the same seed); the share link follows the game.
 */
import { diceTown } from '../../../engine/dice-town/game';
import { scoreGame } from '../../../engine/dice-town/rules';
import type { DiceTownMove, DiceTownOptions, DiceTownState } from '../../../engine/dice-town/types';
import { Bi } from '../core/Bi';
import { botClient } from '../core/botClient';
import { gamePlay } from '../core/gamePlay';
import { modelViews } from '../core/views';
import { replayTable, withMoves } from '../core/table';
import type { TableSource } from '../core/source';
import { PHASE_GROUPS, seats } from './look';
import { townModel, wholeLog } from './model';
import { pickSeats } from './seats';
import { Setup } from './Setup';
import { Town } from './Town';
import '../core/island.css';
import './dice-town.css';

const { Board } = modelViews(townModel, Town);

/** A new game from the same start: the same choices give the same dice. */
function PlayAgain({ t }: { t: TableSource<DiceTownState, DiceTownMove, DiceTownOptions> }) {
  const again = () => {
    if (!t.data) return;
    const start = withMoves(t.data.start, []);
    const r = replayTable(diceTown, start, t.fromExample);
    if (!r.ok) {
      t.setNotice({ kind: 'error', text: r.error });
      return;
    }
    t.open({ start, seats: t.data.seats, lastSeen: null }, r.state);
    t.setNotice({ kind: 'info', text: { zh: '同樣的種子重新開局：做同樣的選擇，就會擲出同樣的骰子。', en: 'A new game with the same seed: the same choices give the same dice.' } });
  };
  return (
    <button type="button" class="sg-btn" data-testid="play-again" onClick={again}>
      <Bi t={{ zh: '同樣的骰子再玩一次', en: 'Play again with the same dice' }} />
    </button>
  );
}

export default gamePlay<DiceTownState, DiceTownMove, DiceTownOptions>({
  game: diceTown,
  chapter: 'dice-town',
  groups: PHASE_GROUPS,
  seats,
  secret: {
    zh: '骰盅下的骰子和手上的牌都是祕密：交接時畫面先蓋起來，接手的人只看得到自己的骰盅和手牌。大家都選好以後，骰盅一起掀開。',
    en: 'The dice under each cup and the cards in hand are secret: the table is covered while the device changes hands, and then shows only the cup and cards of the player holding it. When all have chosen, the cups are lifted together.',
  },
  bots: botClient(() => new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' })),
  review: () => new Worker(new URL('./review.worker.ts', import.meta.url), { type: 'module' }),
  Setup,
  Board,
  final: { unit: { zh: '分', en: 'VP' }, values: (s) => scoreGame(s.hands, s.nuggets, s.money, s.sheriff).seats.map((x) => x.total), historyLabel: { zh: '分數', en: 'Score' } },
  local: {
    pick: pickSeats,
    hintText: (_s, c) => c.reason,
    liveShare: true,
    // the state keeps its log as data; it is worded here, for the screen
    log: (s) => {
      const lines = wholeLog(s);
      return { lines, count: lines.length };
    },
    // a keep under the cup stays secret from the people at the table until the cups are lifted
    keepsSecret: (move, s) => move.type === 'keep' && s.choices[move.seat] !== null,
    keepNotes: true,
  },
  notes: 3,
  logLines: 600,
  extra: (t) => <PlayAgain t={t} />,
  shareLabel: { zh: '分享連結（按下時已複製；之後每一步都會更新）', en: 'Share link (copied when pressed; kept up to date as the game goes on)' },
});

/** A seat's view drawn as a state (a class table on the class server: src/components/class/). */
export { shown } from '../../../engine/dice-town/shown';
