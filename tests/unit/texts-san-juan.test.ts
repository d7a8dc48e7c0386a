import { it } from 'vitest';
import { sanJuan } from '../../engine/san-juan';
import { sanJuanBots } from '../../engine/san-juan/bots';
import { sanJuanExamples } from '../../engine/san-juan/examples';
import { expectReadsWell } from './text-reading';

it('san-juan: every assembled text reads well, over 200 seeded games and the worked examples', () =>
  expectReadsWell({ game: sanJuan, bots: sanJuanBots, examples: sanJuanExamples, games: 200, maxMoves: 600, botEvery: 8 }));
