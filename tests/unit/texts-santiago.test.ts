import { expect, it } from 'vitest';
import { santiago } from '../../engine/santiago';
import { santiagoBots } from '../../engine/santiago/bots';
import { santiagoExamples } from '../../engine/santiago/examples';
import { readGame } from './text-reading';

it('santiago: every assembled text reads well, over 200 seeded games and the worked examples', () => {
  const r = readGame({
    game: santiago,
    bots: santiagoBots,
    examples: santiagoExamples,
    newLines: (p, n) => n.log.slice(p.log.length),
    allLines: (s) => s.log,
    games: 200,
    maxMoves: 400,
    botEvery: 8,
  });
  const problems = r.problems();
  expect(r.texts.size).toBeGreaterThan(1000);
  expect(problems.length, `${problems.length} texts read badly, e.g.\n${problems.slice(0, 30).join('\n')}`).toBe(0);
});
