/**
 * The print part of `npm run bench`: each chapter printed in each locale's reading mode (中文 for
 * /zh-hant/, English for /en/) and in 對照 (?mode=both), as a reader prints it from Chromium
 * (page.pdf, A4, backgrounds on; its printed parts come in through `beforeprint`): its page count
 * and PDF size; the chapter page without its printed parts (HTML size, elements once loaded) and
 * the file of printed parts it loads when printed; and each game's player aid, whose page count
 * must be exactly 1 in every mode. Serves the built dist/ itself on a free local port;
 * needs Chromium (/usr/bin/chromium, or CHROMIUM_PATH). Rows are added through `row`, JSON
 * measures under `print_…` keys.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { pdfOutline, pdfPages } from './pdf.mjs';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.woff2': 'font/woff2', '.png': 'image/png', '.xml': 'application/xml' };

/** A static server for dist/ (directory URLs serve their index.html); `served` gets the path of every file it sends. */
function serve(dist, served = []) {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(dist, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    served.push(path);
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const MODES = [
  { locale: 'zh-hant', query: '', name: '中文' },
  { locale: 'en', query: '', name: 'English' },
  { locale: 'zh-hant', query: '?mode=both', name: '對照' },
];

/** A heading's letters and digits only: the outline leaves out separators drawn between the two languages. */
const squash = (t) => t.replace(/[^\p{L}\p{N}]+/gu, '');
const A4 = { format: 'A4', printBackground: true };

/**
 * Prints the page (A4, backgrounds on) with an outline and returns the first print whose outline
 * holds every heading in `mustHold`. Chromium now and then ends a long print early when the
 * machine is busy (a valid PDF whose last pages are missing, on any page); such a print is
 * recognised by its missing headings and printed again, at most three times in all.
 */
export async function printComplete(page, mustHold) {
  await page.evaluate(() => document.fonts.ready);
  let last = null;
  for (let attempt = 1; attempt <= 3; attempt++) {
    const pdf = await page.pdf({ ...A4, outline: true, tagged: true });
    last = { pdf, outline: pdfOutline(pdf).map(squash), attempts: attempt };
    if (mustHold.every((h) => last.outline.includes(squash(h)))) return { ...last, complete: true };
  }
  return { ...last, complete: false };
}

/** The visible text of the page's headings matching `selector`, as printed. */
async function printedHeadings(page, selector) {
  await page.emulateMedia({ media: 'print' });
  return page.locator(selector).evaluateAll((hs) => hs.map((h) => h.innerText));
}

/**
 * Prints `path` as a reader would: its page count from a print checked to be complete (see
 * printComplete), its size from a plain print (no outline, no tags) of that many pages.
 */
async function measure(browser, base, path, headings) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const hs = await printedHeadings(page, headings);
    const must = headings.startsWith('.aid') ? hs : [hs[0], hs[hs.length - 1]];
    const checked = await printComplete(page, must);
    const pages = pdfPages(checked.pdf);
    let bytes = null;
    for (let attempt = 0; attempt < 3 && bytes === null; attempt++) {
      const plain = await page.pdf(A4);
      if (pdfPages(plain) === pages) bytes = plain.length;
    }
    return { pages, bytes, complete: checked.complete, attempts: checked.attempts };
  } finally {
    await context.close();
  }
}

/**
 * A chapter page's weight on screen: its HTML and its elements once loaded (1280 × 720), and whether
 * the server sent it its printed parts (it only asks the device for a copy, which never reaches the
 * network). `served`: the paths the server has sent.
 */
async function pageWeight(browser, base, path, served) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 720 } });
  try {
    const page = await context.newPage();
    const before = served.length;
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
    return { elements, fetchedParts: served.slice(before).some((p) => p.startsWith('/print/')) };
  } finally {
    await context.close();
  }
}

export async function benchPrint({ root, row, json, chapters = ['santiago', 'san-juan', 'dice-town', 'puerto-rico', 'genoa'] }) {
  const M = json.measures;
  const dist = join(root, 'dist');
  if (!existsSync(join(dist, 'zh-hant', 'index.html'))) {
    row('print: chapter pages and PDF size', 'not measured', '≤ 16 pages, ≤ 4 MB', null, 'dist/ not found (run npm run build first)');
    return;
  }
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch (e) {
    row('print: chapter pages and PDF size', 'not measured', '≤ 16 pages, ≤ 4 MB', null, `playwright-core not available: ${e.message}`);
    return;
  }
  const served = [];
  const server = await serve(dist, served);
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    for (const chapter of chapters) {
      for (const locale of ['zh-hant', 'en']) {
        const path = `/${locale}/${chapter}/`;
        const bytes = readFileSync(join(dist, locale, chapter, 'index.html')).length;
        const w = await pageWeight(browser, base, path, served);
        M[`page_${chapter}_${locale}`] = { path, bytes, ...w };
        row(
          `page: ${path} without its printed parts, HTML bytes; elements once loaded`,
          `${(bytes / 1000).toFixed(0)} KB; ${w.elements}`,
          '≤ 800 KB; ≤ 20,000; printed parts not fetched',
          bytes <= 800_000 && w.elements <= 20_000 && !w.fetchedParts,
          w.fetchedParts ? 'the page downloaded its printed parts before printing' : undefined,
        );
      }
      const parts = join(dist, 'print', chapter, 'index.html');
      if (existsSync(parts)) {
        const buf = readFileSync(parts);
        const gz = gzipSync(buf, { level: 9 }).length;
        M[`print_parts_${chapter}`] = { path: `/print/${chapter}/`, bytes: buf.length, gzip: gz };
        row(`print: /print/${chapter}/ printed parts (loaded only to print), bytes; gzip`, `${(buf.length / 1000).toFixed(0)} KB; ${(gz / 1000).toFixed(1)} KB`, '(measured)', null);
      } else row(`print: /print/${chapter}/ printed parts`, 'missing', 'built', false, `${parts} not found`);
      for (const m of MODES) {
        const path = `/${m.locale}/${chapter}/${m.query}`;
        const r = await measure(browser, base, path, '.chapter h2');
        M[`print_${chapter}_${m.locale}${m.query ? '_both' : ''}`] = { path, ...r };
        const mb = r.bytes === null ? null : r.bytes / 1e6;
        const both = m.query !== '';
        const note = [!r.complete && 'no complete print in 3 attempts', r.bytes === null && 'no plain print of the same length'].filter(Boolean).join('; ');
        row(
          `print: ${path} (${m.name}), A4 pages; PDF size`,
          `${r.pages}; ${mb === null ? '?' : `${mb.toFixed(2)} MB`}`,
          both ? '≤ 4 MB (對照: as few pages as it sensibly takes)' : '≤ 16; ≤ 4 MB',
          r.complete && mb !== null && mb <= 4 && (both || r.pages <= 16),
          note || undefined,
        );
      }
      const aid = [];
      let complete = true;
      for (const m of MODES) {
        const path = `/${m.locale}/${chapter}/aid/${m.query}`;
        const r = await measure(browser, base, path, '.aid h2');
        aid.push(r.pages);
        complete &&= r.complete;
        M[`print_aid_${chapter}_${m.locale}${m.query ? '_both' : ''}`] = { path, ...r };
      }
      row(
        `print: /${chapter}/aid/ player aid, A4 pages in 中文; English; 對照`,
        aid.join('; '),
        '= 1 each',
        complete && aid.every((n) => n === 1),
        complete ? undefined : 'a print of the aid stayed incomplete in 3 attempts',
      );
    }
  } finally {
    await browser.close();
    server.close();
  }
}
