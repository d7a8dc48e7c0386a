/** Every game's worked examples, for the pages that show examples of several games (the Mechanisms part). */
import type { Game } from '../../engine/core/contract';
import type { Example } from '../../engine/core/example';
import { santiago } from '../../engine/santiago/game';
import { santiagoExamples } from '../../engine/santiago/examples';
import { sanJuan } from '../../engine/san-juan/game';
import { sanJuanExamples } from '../../engine/san-juan/examples';
import { diceTown } from '../../engine/dice-town/game';
import { diceTownExamples } from '../../engine/dice-town/examples';
import { puertoRico } from '../../engine/puerto-rico/game';
import { puertoRicoExamples } from '../../engine/puerto-rico/examples';
import { genoa } from '../../engine/genoa/game';
import { genoaExamples } from '../../engine/genoa/examples';
import type { GameId } from './games';

type AnyGame = Game<unknown, unknown, unknown, unknown>;
type AnyExamples = readonly Example<unknown, unknown, unknown>[];

/** Each game's engine and its worked examples. */
export const GAME_EXAMPLES: Record<GameId, { game: AnyGame; examples: AnyExamples }> = {
  santiago: { game: santiago as unknown as AnyGame, examples: santiagoExamples as unknown as AnyExamples },
  'san-juan': { game: sanJuan as unknown as AnyGame, examples: sanJuanExamples as unknown as AnyExamples },
  'dice-town': { game: diceTown as unknown as AnyGame, examples: diceTownExamples as unknown as AnyExamples },
  'puerto-rico': { game: puertoRico as unknown as AnyGame, examples: puertoRicoExamples as unknown as AnyExamples },
  genoa: { game: genoa as unknown as AnyGame, examples: genoaExamples as unknown as AnyExamples },
};

/** Each game's example ids. */
export const EXAMPLE_IDS: Record<GameId, string[]> = Object.fromEntries(
  Object.entries(GAME_EXAMPLES).map(([g, { examples }]) => [g, examples.map((e) => e.id)]),
) as Record<GameId, string[]>;

/** The title of example `id` of `game`. */
export function exampleTitle(game: GameId, id: string): { zh: string; en: string } {
  const e = GAME_EXAMPLES[game].examples.find((x) => x.id === id);
  if (!e) throw new Error(`${game} has no worked example "${id}"`);
  return e.title;
}
