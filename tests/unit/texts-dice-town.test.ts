import { it } from 'vitest';
import { diceTown } from '../../engine/dice-town';
import { diceTownBots } from '../../engine/dice-town/bots';
import { diceTownExamples } from '../../engine/dice-town/examples';
import { logText, wholeLogText } from '../../engine/dice-town/log';
import { expectReadsWell } from './text-reading';

it('dice-town: every assembled text reads well, over 200 seeded games and the worked examples', () =>
  expectReadsWell({
    game: diceTown,
    bots: diceTownBots,
    examples: diceTownExamples,
    games: 200,
    maxMoves: 600,
    botEvery: 24,
    // a round's lines go to the history when the next round begins; the state keeps them as data, read as the table words them
    newLines: (p, n) =>
      n.history.length === p.history.length
        ? logText(n).slice(p.log.length)
        : wholeLogText({ history: n.history.slice(p.history.length), log: n.log }).slice(p.log.length),
    allLines: (s) => wholeLogText(s),
  }));
