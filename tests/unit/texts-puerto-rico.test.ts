import { it } from 'vitest';
import { puertoRico } from '../../engine/puerto-rico';
import { puertoRicoBots } from '../../engine/puerto-rico/bots';
import { puertoRicoExamples } from '../../engine/puerto-rico/examples';
import { logText } from '../../engine/puerto-rico/log';
import { expectReadsWell } from './text-reading';

it('puerto-rico: every assembled text reads well, over 200 seeded games and the worked examples', () =>
  expectReadsWell({ game: puertoRico, bots: puertoRicoBots, examples: puertoRicoExamples,
    // the state keeps its log as data: the lines are read as the table words them
    allLines: (s) => logText(s),
    newLines: (prev, next) => logText(next).slice(Math.max(0, next.log.length - (next.logCount - prev.logCount))),
    games: 200, maxMoves: 900, botEvery: 10 }));
