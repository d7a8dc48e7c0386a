import { it } from 'vitest';
import { santiago } from '../../engine/santiago';
import { santiagoBots } from '../../engine/santiago/bots';
import { santiagoExamples } from '../../engine/santiago/examples';
import { lineText, logText } from '../../engine/santiago/log';
import { expectReadsWell } from './text-reading';

it('santiago: every assembled text reads well, over 200 seeded games and the worked examples', () =>
  expectReadsWell({
    game: santiago,
    bots: santiagoBots,
    examples: santiagoExamples,
    games: 200,
    maxMoves: 400,
    botEvery: 8,
    // the whole log is kept, as data: the lines are read as the table words them
    allLines: (s) => logText(s),
    newLines: (p, n) => n.log.slice(p.log.length).map(lineText),
  }));
