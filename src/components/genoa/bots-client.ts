/** The Genoa bot worker, started on first use. */
import { botClient, type BotClient } from '../core/botClient';
import type { GenoaMove, GenoaState } from '../../../engine/genoa/types';

let client: BotClient<GenoaState, GenoaMove> | null = null;

export function genoaBotClient(): BotClient<GenoaState, GenoaMove> {
  client ??= botClient<GenoaState, GenoaMove>(() => new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' }));
  return client;
}
