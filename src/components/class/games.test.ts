import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../server/games';
import { GAME_INFO } from './games';

describe('the class pages know the five games as the server does', () => {
  it('the same games, with the engines’ seat ranges and names', () => {
    expect(Object.keys(GAME_INFO).sort()).toEqual(Object.keys(GAMES).sort());
    for (const [id, info] of Object.entries(GAME_INFO)) {
      expect([info.min, info.max]).toEqual([GAMES[id]!.game.minPlayers, GAMES[id]!.game.maxPlayers]);
      expect(info.name).toEqual(GAMES[id]!.name);
    }
  });
});
