/**
 * Gzip size of the JavaScript a built chapter page ships.
 * - before any island is visible: inline scripts plus every module script the HTML names (and the
 *   files those import statically), i.e. what runs before hydration starts;
 * - fully hydrated: that plus every island's component and renderer module and their static
 *   imports from dist/_astro;
 * - the bot worker (a separate file started on first use) is counted on its own.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

const gz = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;

/** Static imports of a built module (`import … from "./x.js"`, `import "./x.js"`, `export … from`). */
function staticImports(code) {
  const out = new Set();
  const re = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.m?js)["']/g;
  for (const m of code.matchAll(re)) out.add(m[1]);
  return [...out];
}

function resolveUrl(dist, fromUrl, spec) {
  if (spec.startsWith('/')) return spec;
  return posix.join(posix.dirname(fromUrl), spec);
}

/** Every file reachable by static imports from `urls` (site paths such as /_astro/x.js). */
function closure(dist, urls) {
  const seen = new Set();
  const stack = [...urls];
  while (stack.length) {
    const url = stack.pop();
    if (seen.has(url)) continue;
    const file = join(dist, url);
    if (!existsSync(file)) continue;
    seen.add(url);
    for (const spec of staticImports(readFileSync(file, 'utf8'))) stack.push(resolveUrl(dist, url, spec));
  }
  return seen;
}

const attr = (tag, name) => {
  const m = new RegExp(`${name}="([^"]*)"`).exec(tag);
  return m ? m[1].replace(/&amp;/g, '&') : null;
};

export function pageBytes(dist, pagePath) {
  const htmlFile = join(dist, pagePath);
  if (!existsSync(htmlFile)) return { ok: false, reason: `${pagePath} not found in ${dist} (run npm run build first)` };
  const html = readFileSync(htmlFile, 'utf8');
  let inline = 0;
  const moduleUrls = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1];
    if (/type="(application\/(ld\+)?json|text\/template)"/.test(attrs)) continue;
    const src = attr(attrs, 'src');
    if (src) moduleUrls.push(src);
    else if (m[2].trim()) inline += gz(m[2]);
  }
  for (const m of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)) {
    const href = attr(m[0], 'href');
    if (href) moduleUrls.push(href);
  }
  const before = closure(dist, moduleUrls.filter((u) => u.startsWith('/')));
  const islandUrls = [];
  let islands = 0;
  for (const m of html.matchAll(/<astro-island\b[^>]*>/g)) {
    islands++;
    for (const name of ['component-url', 'renderer-url']) {
      const u = attr(m[0], name);
      if (u) islandUrls.push(u);
    }
  }
  const hydrated = closure(dist, [...before, ...islandUrls]);
  const size = (set) => [...set].reduce((t, u) => t + gz(readFileSync(join(dist, u), 'utf8')), 0);
  // the worker: any built file named after a worker, reachable by URL from an island's code
  const astroDir = join(dist, '_astro');
  const workers = existsSync(astroDir) ? readdirSync(astroDir).filter((f) => /worker/i.test(f) && f.endsWith('.js')) : [];
  const workerBytes = workers.reduce((t, f) => t + size(closure(dist, [`/_astro/${f}`])), 0);
  return {
    ok: true,
    islands,
    beforeFiles: before.size,
    hydratedFiles: hydrated.size,
    before: inline + size(before),
    hydrated: inline + size(hydrated),
    inline,
    workers,
    workerBytes,
  };
}
