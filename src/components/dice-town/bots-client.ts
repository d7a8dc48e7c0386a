/** The Dice Town bot worker, started on first use. */
import { botClient, type BotClient } from '../core/botClient';
import type { DiceTownMove, DiceTownState } from '../../../engine/dice-town/types';

let client: BotClient<DiceTownState, DiceTownMove> | null = null;

export function diceTownBotClient(): BotClient<DiceTownState, DiceTownMove> {
  client ??= botClient<DiceTownState, DiceTownMove>(() => new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' }));
  return client;
}
