import { expect, it } from 'vitest';
import { sanJuan } from '../../engine/san-juan';
import { sanJuanBots } from '../../engine/san-juan/bots';
import { sanJuanExamples } from '../../engine/san-juan/examples';
import { countedLines, readGame } from './text-reading';

it('san-juan: every assembled text reads well, over 200 seeded games and the worked examples', () => {
  const r = readGame({
    game: sanJuan,
    bots: sanJuanBots,
    examples: sanJuanExamples,
    newLines: countedLines,
    allLines: (s) => s.log,
    games: 200,
    maxMoves: 600,
    botEvery: 8,
  });
  const problems = r.problems();
  expect(r.texts.size).toBeGreaterThan(1000);
  expect(problems.length, `${problems.length} texts read badly, e.g.\n${problems.slice(0, 30).join('\n')}`).toBe(0);
});
