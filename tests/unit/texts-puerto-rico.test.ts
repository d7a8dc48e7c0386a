import { it } from 'vitest';
import { puertoRico } from '../../engine/puerto-rico';
import { puertoRicoBots } from '../../engine/puerto-rico/bots';
import { puertoRicoExamples } from '../../engine/puerto-rico/examples';
import { expectReadsWell } from './text-reading';

it('puerto-rico: every assembled text reads well, over 200 seeded games and the worked examples', () =>
  expectReadsWell({ game: puertoRico, bots: puertoRicoBots, examples: puertoRicoExamples, games: 200, maxMoves: 900, botEvery: 10 }));
