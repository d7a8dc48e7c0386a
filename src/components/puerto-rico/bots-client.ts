/** The Puerto Rico bot worker, started on first use. */
import { botClient, type BotClient } from '../core/botClient';
import type { PuertoRicoMove, PuertoRicoState } from '../../../engine/puerto-rico/types';

let client: BotClient<PuertoRicoState, PuertoRicoMove> | null = null;

export function puertoRicoBotClient(): BotClient<PuertoRicoState, PuertoRicoMove> {
  client ??= botClient<PuertoRicoState, PuertoRicoMove>(() => new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' }));
  return client;
}
