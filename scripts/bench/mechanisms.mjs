/**
 * The Mechanisms part of `npm run bench` (`--only mechanisms`): the JavaScript each of its pages ships
 * (gzip, as scripts/bench/page-bytes.mjs counts a chapter's), in both locales. Prose pages (the
 * overview and the course) ship the frame's scripts only; a mechanism page hydrates two games' worked
 * examples, each game's example code being what its chapter loads for its own examples. Budgets: the
 * chapters' 10 KB before any island is visible; fully hydrated, the chapters' 80 KB for a page whose
 * two examples are of one game, 120 KB for two games, 10 KB for a page without examples.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pageBytes } from './page-bytes.mjs';

const BEFORE = 10 * 1024;
/** Fully hydrated, by the number of games whose examples the page shows: a chapter's budget for one. */
const HYDRATED = [BEFORE, 80 * 1024, 120 * 1024];

export function benchMechanisms({ root, row, measures }) {
  const dist = join(root, 'dist');
  for (const locale of ['zh-hant', 'en']) {
    let pages;
    try {
      pages = readdirSync(join(dist, locale, 'mechanisms'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    } catch {
      row(`Mechanisms part JS, /${locale}/mechanisms/`, 'not measured', '—', null, 'dist has no Mechanisms part (run npm run build first)');
      continue;
    }
    for (const name of ['', ...pages.sort()]) {
      const page = join(locale, 'mechanisms', name, 'index.html');
      const b = pageBytes(dist, page);
      measures[`pageBytes_${page}`] = b;
      if (!b.ok) {
        row(`page JS, ${page}`, 'not measured', '—', null, b.reason);
        continue;
      }
      // each game's examples are one island component (`SantiagoExample`, `GenoaExample`, …)
      const games = new Set([...readFileSync(join(dist, page), 'utf8').matchAll(/component-url="([^"]+)"/g)].map((m) => m[1])).size;
      const budget = HYDRATED[games] ?? HYDRATED[2];
      row(
        `page JS before any island / fully hydrated, ${page} (gzip, ${b.islands} island${b.islands === 1 ? '' : 's'} of ${games} game${games === 1 ? '' : 's'})`,
        `${(b.before / 1024).toFixed(1)} / ${(b.hydrated / 1024).toFixed(1)} KB`,
        `≤ 10 / ≤ ${budget / 1024} KB`,
        b.before <= BEFORE && b.hydrated <= budget,
      );
    }
  }
}
