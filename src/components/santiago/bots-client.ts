/** The Santiago bot worker, started on first use. */
import { botClient, type BotClient } from '../core/botClient';
import type { SantiagoMove, SantiagoState } from '../../../engine/santiago/types';

let client: BotClient<SantiagoState, SantiagoMove> | null = null;

export function santiagoBotClient(): BotClient<SantiagoState, SantiagoMove> {
  client ??= botClient<SantiagoState, SantiagoMove>(
    () => new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' }),
  );
  return client;
}
