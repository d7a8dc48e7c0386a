/** The San Juan bot worker, started on first use. */
import { botClient, type BotClient } from '../core/botClient';
import type { SanJuanMove, SanJuanState } from '../../../engine/san-juan/types';

let client: BotClient<SanJuanState, SanJuanMove> | null = null;

export function sanJuanBotClient(): BotClient<SanJuanState, SanJuanMove> {
  client ??= botClient<SanJuanState, SanJuanMove>(() => new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' }));
  return client;
}
