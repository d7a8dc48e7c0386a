/**
 * San Juan's free-play table once a game is opened (Table.tsx ships the setup form and loads this):
 * the table every game shares (core/gamePlay.tsx) around the tableau. Hands are secret: between
 * people sharing the device the screen shows only the hand of the player holding it, and a bot's
 * reason that names hidden cards is told in its public wording. Bots play in a worker.
 */
import { sanJuan } from '../../../engine/san-juan/game';
import { logText } from '../../../engine/san-juan/log';
import { goodsCount, scoreGame } from '../../../engine/san-juan/rules';
import type { SanJuanMove, SanJuanOptions, SanJuanState } from '../../../engine/san-juan/types';
import { botClient } from '../core/botClient';
import { gamePlay } from '../core/gamePlay';
import { modelViews } from '../core/views';
import { PHASE_GROUPS, seats } from './look';
import { scoreDetail, tableauModel } from './model';
import { Setup } from './Setup';
import { Tableau } from './Tableau';
import '../core/island.css';
import './san-juan.css';

const { Board } = modelViews(tableauModel, Tableau);

export default gamePlay<SanJuanState, SanJuanMove, SanJuanOptions>({
  game: sanJuan,
  chapter: 'san-juan',
  groups: PHASE_GROUPS,
  seats,
  secret: {
    zh: '每個人的手牌都是祕密，交接時畫面會先蓋起來，只給接手的人看他自己的手牌。',
    en: 'Every hand is secret: the table is covered while the device changes hands, and then shows only the hand of the player holding it.',
  },
  bots: botClient(() => new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' })),
  review: () => new Worker(new URL('./review.worker.ts', import.meta.url), { type: 'module' }),
  // the state keeps its log as data; it is worded here, for the screen
  local: { log: (s) => ({ lines: logText(s), count: s.logCount }) },
  Setup,
  Board,
  final: {
    unit: { zh: '分', en: 'VP' },
    values: (s) => scoreGame(s).seats.map((x) => x.total),
    historyLabel: { zh: '分數', en: 'Score' },
    rows: (state, result) => scoreDetail(state, result).map((d) => ({ seat: d.seat, total: d.total, lines: d.rows.map((r) => ({ label: r.label, points: r.points, bonus: r.card === undefined })) })),
    tieBreak: {
      head: { zh: '平手時比：手牌 + 貨品', en: 'Tie-break: hand + goods' },
      cell: (state, seat) => {
        const hand = state.hands[seat]!.length;
        const goods = goodsCount(state.buildings[seat]!);
        return { zh: `手牌 ${hand} + 貨品 ${goods} = ${hand + goods}`, en: `hand ${hand} + goods ${goods} = ${hand + goods}` };
      },
      rule: {
        zh: '最高分平手：比手牌加上建築上的貨品數，較多的人獲勝；再平手就並列勝利。',
        en: 'The top score is tied: the most cards in hand plus goods on buildings wins; if that ties too, the victory is shared.',
      },
    },
  },
});

/** A seat's view drawn as a state (a class table on the class server: src/components/class/). */
export { shown } from '../../../engine/san-juan/shown';
