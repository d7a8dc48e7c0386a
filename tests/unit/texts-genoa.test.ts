import { expect, it } from 'vitest';
import { genoa } from '../../engine/genoa';
import { genoaBots } from '../../engine/genoa/bots';
import { genoaExamples } from '../../engine/genoa/examples';
import { countedLines, readGame } from './text-reading';

it('genoa: every assembled text reads well, over 200 seeded games and the worked examples', () => {
  const r = readGame({
    game: genoa,
    bots: genoaBots,
    examples: genoaExamples,
    newLines: countedLines,
    allLines: (s) => s.log,
    games: 200,
    maxMoves: 900,
    botEvery: 10,
  });
  const problems = r.problems();
  expect(r.texts.size).toBeGreaterThan(1000);
  expect(problems.length, `${problems.length} texts read badly, e.g.\n${problems.slice(0, 30).join('\n')}`).toBe(0);
});
