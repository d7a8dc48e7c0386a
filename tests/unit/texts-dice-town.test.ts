import { expect, it } from 'vitest';
import { diceTown } from '../../engine/dice-town';
import { diceTownBots } from '../../engine/dice-town/bots';
import { diceTownExamples } from '../../engine/dice-town/examples';
import { readGame } from './text-reading';

it('dice-town: every assembled text reads well, over 200 seeded games and the worked examples', () => {
  const r = readGame({
    game: diceTown,
    bots: diceTownBots,
    examples: diceTownExamples,
    // a round's lines go to the history when the next round begins
    newLines: (p, n) =>
      n.history.length === p.history.length ? n.log.slice(p.log.length) : [...n.history.slice(p.history.length).flat().slice(p.log.length), ...n.log],
    allLines: (s) => [...s.history.flat(), ...s.log],
    games: 200,
    maxMoves: 600,
    botEvery: 24,
  });
  const problems = r.problems();
  expect(r.texts.size).toBeGreaterThan(1000);
  expect(problems.length, `${problems.length} texts read badly, e.g.\n${problems.slice(0, 30).join('\n')}`).toBe(0);
});
