import { it } from 'vitest';
import { genoa } from '../../engine/genoa';
import { genoaBots } from '../../engine/genoa/bots';
import { genoaExamples } from '../../engine/genoa/examples';
import { expectReadsWell } from './text-reading';

it('genoa: every assembled text reads well, over 200 seeded games and the worked examples', () =>
  expectReadsWell({ game: genoa, bots: genoaBots, examples: genoaExamples, games: 200, maxMoves: 900, botEvery: 10 }));
