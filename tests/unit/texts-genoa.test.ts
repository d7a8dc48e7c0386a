import { it } from 'vitest';
import { genoa } from '../../engine/genoa';
import { genoaBots } from '../../engine/genoa/bots';
import { genoaExamples } from '../../engine/genoa/examples';
import { logText } from '../../engine/genoa/log';
import { expectReadsWell } from './text-reading';

it('genoa: every assembled text reads well, over 200 seeded games and the worked examples', () =>
  expectReadsWell({ game: genoa, bots: genoaBots, examples: genoaExamples,
    // the state keeps its log as data: the lines are read as the table words them
    allLines: (s) => logText(s),
    newLines: (prev, next) => logText(next).slice(Math.max(0, next.log.length - (next.logCount - prev.logCount))),
    games: 200, maxMoves: 900, botEvery: 10 }));
