/**
 * Bundles the class server (server/main.ts and the engines it runs) into one file, .class/server.mjs,
 * that Node runs as it is (`node .class/server.mjs --port 8080`), and the script it adds to the
 * pages it serves (.class/public/bridge-entry.js). Used by `npm run class`, the
 * tests that start the server as a process of its own, and the bench's load test.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const serverBundle = join(root, '.class', 'server.mjs');
/** The script the class server adds to the pages it serves (src/components/class/bridge-entry.ts), and its parts. */
export const pageScripts = join(root, '.class', 'public');

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
  rmSync(pageScripts, { recursive: true, force: true });
  await build({
    entryPoints: [join(root, 'src', 'components', 'class', 'bridge-entry.ts')],
    outdir: pageScripts,
    bundle: true,
    splitting: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    minify: true,
    logLevel: 'warning',
  });
  return serverBundle;
}
