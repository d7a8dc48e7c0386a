/**
 * Genoa's free-play table once a game is opened (Table.tsx ships the setup form and loads this): the
 * table every game shares (core/gamePlay.tsx) around the city, the negotiation panel and the seats.
 * Money and hands are secret between people sharing the device; offers are public but for their game
 * cards, which only the bidder and the trader see. Bots bargain in a worker (bot.worker.ts).
 */
import { genoa } from '../../../engine/genoa/game';
import { logText } from '../../../engine/genoa/log';
import { items } from '../../../engine/genoa/rules';
import type { GenoaMove, GenoaOptions, GenoaState } from '../../../engine/genoa/types';
import { botClient } from '../core/botClient';
import { gamePlay, type BoardArgs } from '../core/gamePlay';
import { Board as GenoaBoard } from './Board';
import { PHASE_GROUPS, seats } from './look';
import { Setup } from './Setup';
import '../core/island.css';
import './genoa.css';

function Board(p: BoardArgs<GenoaState, GenoaMove>) {
  return <GenoaBoard state={p.state} viewer={p.viewer} me={p.seat} onMove={p.onMove} kinds={p.kinds} notice={p.notice} actions={p.actions} idleFocus={p.idleFocus} />;
}

export default gamePlay<GenoaState, GenoaMove, GenoaOptions>({
  game: genoa,
  chapter: 'genoa',
  groups: PHASE_GROUPS,
  seats,
  secret: {
    zh: '每個人的錢和手牌都是祕密：交接時畫面會先蓋起來，只給接手的人看他自己的。出價是公開的，只有出價裡的遊戲卡例外：除了出價的人和交易商人，其他人只看得到是哪一種卡、有幾張。',
    en: 'Money and hands are secret: the table is covered while the device changes hands, then shows only those of the player holding it. Offers are public, except the game cards in them: only the bidder and the trader see which cards they are; the others see how many, and of which kind.',
  },
  bots: botClient(() => new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' })),
  review: () => new Worker(new URL('./review.worker.ts', import.meta.url), { type: 'module' }),
  Setup,
  Board,
  // the state keeps its log as data; it is worded here, for the screen
  local: { log: (s) => ({ lines: logText(s), count: s.logCount }) },
  final: {
    unit: { zh: '元', en: 'ducats' },
    values: (s) => s.seats.map((x) => x.ducats),
    historyLabel: { zh: '錢', en: 'Ducats' },
    rows: (_state, result) => result.seats.map((sc) => ({ seat: sc.seat, total: sc.total, lines: sc.breakdown.map((l, k) => ({ label: l.label, points: l.points, bonus: k > 0 })) })),
    tieBreak: {
      head: { zh: '平手時比剩下的物品（貨物、特殊卡、遊戲卡）', en: 'Tie-break: items left (goods, special cards, game cards)' },
      cell: (state, seat) => {
        const n = items(state.seats[seat]!);
        return { zh: `剩下的物品 ${n} 件`, en: `${n} item${n === 1 ? '' : 's'} left` };
      },
      rule: {
        zh: '最多錢的人平手：比剩下的物品（貨物、特殊卡、遊戲卡）件數，較多的人獲勝；再平手就並列勝利。',
        en: 'The most ducats are tied: the most items left (goods, special cards, game cards) wins; if that ties too, the victory is shared.',
      },
    },
  },
  grid: 'gn-tablegrid',
});

/** A seat's view drawn as a state (a class table on the class server: src/components/class/). */
export { shown } from '../../../engine/genoa/shown';
