import { it } from 'vitest';
import { sanJuan } from '../../engine/san-juan';
import { sanJuanBots } from '../../engine/san-juan/bots';
import { sanJuanExamples } from '../../engine/san-juan/examples';
import { logText } from '../../engine/san-juan/log';
import { expectReadsWell } from './text-reading';

it('san-juan: every assembled text reads well, over 200 seeded games and the worked examples', () =>
  expectReadsWell({ game: sanJuan, bots: sanJuanBots, examples: sanJuanExamples,
    // the state keeps its log as data: the lines are read as the table words them
    allLines: (s) => logText(s),
    newLines: (prev, next) => logText(next).slice(Math.max(0, next.log.length - (next.logCount - prev.logCount))),
    games: 200, maxMoves: 600, botEvery: 8 }));
