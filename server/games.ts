/**
 * The five games as the class server holds them: each game's engine (the same `Game` contract the
 * book's tables use), its bots, and which legal moves are a seat's own (Dice Town's seats choose
 * at the same time, each among its own moves).
 */
import type { GameBots } from '../engine/core/bot';
import type { MachineGame } from '../engine/core/machine-game';
import { diceTown } from '../engine/dice-town/game';
import { diceTownBots } from '../engine/dice-town/bots';
import { legalMovesFor } from '../engine/dice-town/moves';
import { genoa } from '../engine/genoa/game';
import { genoaBots } from '../engine/genoa/bots';
import { puertoRico } from '../engine/puerto-rico/game';
import { puertoRicoBots } from '../engine/puerto-rico/bots';
import { sanJuan } from '../engine/san-juan/game';
import { sanJuanBots } from '../engine/san-juan/bots';
import { santiago } from '../engine/santiago/game';
import { santiagoBots } from '../engine/santiago/bots';
import type { Bilingual } from '../engine/core/contract';
import { scoreGame as diceTownScore } from '../engine/dice-town/rules';
import { scoreGame as puertoRicoScore } from '../engine/puerto-rico/rules';
import { scoreGame as sanJuanScore } from '../engine/san-juan/rules';

export type AnyMove = { type: string; seat: number };

export interface ServedGame {
  game: MachineGame<any, AnyMove, any, any>;
  bots: GameBots<any, AnyMove>;
  /** The legal moves that are `seat`'s own now. */
  legalFor: (state: any, seat: number) => AnyMove[];
  name: Bilingual;
  /** A move the other seats may not see yet in `state` (a keep under the cup). */
  keepsSecret?: (move: AnyMove, state: any) => boolean;
  /** What each seat has now, as the result screen counts it (the teacher's overview), and its unit. */
  score: (state: any) => number[];
  unit: Bilingual;
}

const own = (game: MachineGame<any, AnyMove, any, any>) => (state: any, seat: number) => game.legalMoves(state).filter((m) => m.seat === seat);
const served = (
  game: MachineGame<any, any, any, any>,
  bots: GameBots<any, any>,
  name: Bilingual,
  score: ServedGame['score'],
  unit: Bilingual,
  more: Partial<ServedGame> = {},
): ServedGame => ({ game, bots, legalFor: own(game), name, score, unit, ...more });

const VP: Bilingual = { zh: '分', en: 'VP' };
const totals = (r: { seats: { total: number }[] }) => r.seats.map((x) => x.total);

export const GAMES: Record<string, ServedGame> = {
  santiago: served(santiago, santiagoBots, { zh: '聖地牙哥', en: 'Santiago' }, (s) => s.money.slice(), { zh: '元', en: 'escudos' }),
  'dice-town': served(diceTown, diceTownBots, { zh: '骰子鎮', en: 'Dice Town' }, (s) => totals(diceTownScore(s.hands, s.nuggets, s.money, s.sheriff)), VP, {
    legalFor: legalMovesFor as ServedGame['legalFor'],
    keepsSecret: (move, s) => move.type === 'keep' && s.choices[move.seat] !== null,
  }),
  'san-juan': served(sanJuan, sanJuanBots, { zh: '聖胡安', en: 'San Juan' }, (s) => totals(sanJuanScore(s)), VP),
  'puerto-rico': served(puertoRico, puertoRicoBots, { zh: '波多黎各', en: 'Puerto Rico' }, (s) => totals(puertoRicoScore(s)), VP),
  genoa: served(genoa, genoaBots, { zh: '熱那亞商人', en: 'The Traders of Genoa' }, (s) => s.seats.map((x: { ducats: number }) => x.ducats), { zh: '元', en: 'ducats' }),
};
