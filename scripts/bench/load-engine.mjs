/**
 * Loads the TypeScript engine into plain Node: esbuild (already in node_modules) bundles a tiny
 * entry that re-exports what the benchmark needs into one temporary ES module, which is imported.
 * A part that needs other modules (the class load test: the server's games) passes its own entry.
 */
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ENGINE_ENTRY = `
    export { santiago } from './engine/santiago/index.ts';
    export { santiagoBots, estimateMoney, tunedStrongBot } from './engine/santiago/bots.ts';
    export { sanJuan } from './engine/san-juan/index.ts';
    export { sanJuanBots } from './engine/san-juan/bots.ts';
    export { diceTown } from './engine/dice-town/index.ts';
    export { diceTownBots } from './engine/dice-town/bots.ts';
    export { puertoRico } from './engine/puerto-rico/index.ts';
    export { puertoRicoBots } from './engine/puerto-rico/bots.ts';
    export { genoa } from './engine/genoa/index.ts';
    export { genoaBots } from './engine/genoa/bots.ts';
    export { playMatch, randomBot, mixHash } from './engine/core/bot-kit.ts';
  `;

/** `entry`: TypeScript that re-exports what is wanted, with paths from the project's root. */
export async function loadEngine(root, entry = ENGINE_ENTRY) {
  const dir = mkdtempSync(join(tmpdir(), 'santiago-bench-'));
  const outfile = join(dir, 'engine.mjs');
  await build({
    stdin: { contents: entry, resolveDir: resolve(root), loader: 'ts', sourcefile: 'bench-entry.ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    outfile,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
