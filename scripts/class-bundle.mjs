/**
 * Bundles the class server (server/main.ts and the engines it runs) into one file, .class/server.mjs,
 * that Node runs as it is (`node .class/server.mjs --port 8080`). Used by `npm run class`, the
 * tests that start the server as a process of its own, and the bench's load test.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const serverBundle = join(root, '.class', 'server.mjs');

export async function bundleServer() {
  await build({
    entryPoints: [join(root, 'server', 'main.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    logLevel: 'warning',
  });
  return serverBundle;
}
