#!/usr/bin/env node
/**
 * `npm run class`: builds the book if it has not been built, bundles the class server (see
 * class-bundle.mjs) and starts it. Arguments go to the server (`npm run class -- --port 9000`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleServer, root } from './class-bundle.mjs';

process.chdir(root);
if (!existsSync(join(root, 'dist', 'index.html')) || process.argv.includes('--build')) {
  console.log('Building the book first (npm run build)…');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
await import(pathToFileURL(await bundleServer()).href);
