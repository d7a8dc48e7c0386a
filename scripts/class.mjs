#!/usr/bin/env node
/**
 * `npm run class`: builds the book if it has not been built, bundles the class server (server/main.ts,
 * with the engines it runs) into .class/server.mjs, and starts it. Arguments go to the server
 * (`npm run class -- --port 9000`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
if (!existsSync(join(root, 'dist', 'index.html')) || process.argv.includes('--build')) {
  console.log('Building the book first (npm run build)…');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
export const bundle = join(root, '.class', 'server.mjs');
await build({
  entryPoints: [join(root, 'server', 'main.ts')],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  logLevel: 'warning',
});
await import(pathToFileURL(bundle).href);
