/**
 * Puerto Rico's free-play table once a game is opened (Table.tsx ships the setup form and loads
 * this): the table every game shares (core/gamePlay.tsx) around the supply board and the player
 * boards. VP chips lie face down: between people sharing the device the screen shows only the chips
 * of the player holding it. Bots play in a worker (bot.worker.ts).
 */
import { puertoRico } from '../../../engine/puerto-rico/game';
import { logText } from '../../../engine/puerto-rico/log';
import { goodsTotal, scoreGame } from '../../../engine/puerto-rico/rules';
import type { PuertoRicoMove, PuertoRicoOptions, PuertoRicoState } from '../../../engine/puerto-rico/types';
import { botClient } from '../core/botClient';
import { gamePlay } from '../core/gamePlay';
import { modelViews } from '../core/views';
import { Board as PlayerBoards } from './Board';
import { PHASE_GROUPS, seats } from './look';
import { boardModel, scoreDetail } from './model';
import { Setup } from './Setup';
import '../core/island.css';
import './puerto-rico.css';

const { Board } = modelViews(boardModel, PlayerBoards);

export default gamePlay<PuertoRicoState, PuertoRicoMove, PuertoRicoOptions>({
  game: puertoRico,
  chapter: 'puerto-rico',
  groups: PHASE_GROUPS,
  seats,
  secret: {
    zh: '每個人的分數標記都蓋著：交接時畫面會先蓋起來，只給接手的人看他自己的分數標記。',
    en: 'VP chips lie face down: the table is covered while the device changes hands, and then shows only the chips of the player holding it.',
  },
  bots: botClient(() => new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' })),
  review: () => new Worker(new URL('./review.worker.ts', import.meta.url), { type: 'module' }),
  Setup,
  Board,
  // the state keeps its log as data; it is worded here, for the screen
  local: { log: (s) => ({ lines: logText(s), count: s.logCount }) },
  final: {
    unit: { zh: '分', en: 'VP' },
    values: (s) => scoreGame(s).seats.map((x) => x.total),
    historyLabel: { zh: '分數', en: 'Score' },
    rows: (state, result) => scoreDetail(state, result).map((d) => ({ seat: d.seat, total: d.total, lines: d.rows.map((r, k) => ({ label: r.label, points: r.points, bonus: k > 1 })) })),
    tieBreak: {
      head: { zh: '平手時比：金幣 + 貨物', en: 'Tie-break: doubloons + goods' },
      cell: (state, seat) => {
        const x = state.seats[seat]!;
        const goods = goodsTotal(x.goods);
        return { zh: `金幣 ${x.doubloons} + 貨物 ${goods} = ${x.doubloons + goods}`, en: `doubloons ${x.doubloons} + goods ${goods} = ${x.doubloons + goods}` };
      },
      rule: {
        zh: '最高分平手：比金幣加上貨物個數，較多的人獲勝；再平手就並列勝利。',
        en: 'The top score is tied: the most doubloons plus goods wins; if that ties too, the victory is shared.',
      },
    },
  },
});

/** A seat's view drawn as a state (a class table on the class server: src/components/class/). */
export { shown } from '../../../engine/puerto-rico/shown';
