/**
 * Santiago's free-play table once a game is opened (Table.tsx ships the setup form and loads this):
 * the table every game shares (core/gamePlay.tsx) around Santiago's surface — the board, the seats'
 * money (secret between people sharing the device, unless the open-money option is on) and the
 * controls. Bots play in a worker (bot.worker.ts).
 */
import { santiago } from '../../../engine/santiago/game';
import { logText } from '../../../engine/santiago/log';
import type { SantiagoMove, SantiagoOptions, SantiagoState } from '../../../engine/santiago/types';
import { botClient } from '../core/botClient';
import { gamePlay, type BoardArgs } from '../core/gamePlay';
import { seats } from './look';
import { Setup } from './Setup';
import { Surface } from './Surface';
import './santiago.css';

function Board(p: BoardArgs<SantiagoState, SantiagoMove>) {
  return <Surface state={p.state} viewer={p.viewer} controlSeat={p.seat} onMove={p.onMove} kinds={p.kinds} notice={p.notice} actions={p.actions} idleFocus={p.idleFocus} />;
}

export default gamePlay<SantiagoState, SantiagoMove, SantiagoOptions>({
  game: santiago,
  chapter: 'santiago',
  seats,
  bots: botClient(() => new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' })),
  review: () => new Worker(new URL('./review.worker.ts', import.meta.url), { type: 'module' }),
  Setup,
  Board,
  // the state keeps its log as data; it is worded here, for the screen
  local: { log: (s) => ({ lines: logText(s), count: s.log.length }) },
  final: { unit: { zh: '元', en: 'escudos' }, values: (s) => s.money.slice(), historyLabel: { zh: '現金', en: 'Cash' } },
});

/** A seat's view drawn as a state (a class table on the class server: src/components/class/). */
export { shown } from '../../../engine/santiago/shown';
