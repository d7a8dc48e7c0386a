#!/usr/bin/env node
/**
 * The one test command: the build, the type check (tsc), unit tests (vitest), then end-to-end tests in Chromium
 * (Playwright) against the built book. Ends with one plain line summing every suite:
 * `N passed, N failed`. Exits non-zero if anything failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('test-results', { recursive: true });
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env }).status ?? 1;
const readJson = (path) => {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
};

let passed = 0;
let failed = 0;

// 1. the build (one check); the unit tests check its links
const buildStatus = run('npm', ['run', 'build']);
if (buildStatus === 0) passed += 1;
else failed += 1;

// 2. the type check (one check)
if (run('npx', ['tsc', '--noEmit', '-p', '.']) === 0) passed += 1;
else failed += 1;

// 3. unit tests
rmSync('test-results/vitest.json', { force: true });
const unitStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json']);
const unit = readJson('test-results/vitest.json');
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests + (unit.numRuntimeErrorTestSuites ?? 0);
}
if (unitStatus !== 0 && (!unit || unit.numFailedTests === 0)) failed += 1; // a suite that failed to load

// 4. end-to-end, only against a build that succeeded
if (buildStatus === 0 && existsSync('dist')) {
  rmSync('test-results/playwright.json', { force: true });
  const e2eStatus = run('npx', ['playwright', 'test']);
  const e2e = readJson('test-results/playwright.json');
  if (e2e?.stats) {
    passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
    failed += e2e.stats.unexpected;
  }
  if (e2eStatus !== 0 && (!e2e?.stats || e2e.stats.unexpected === 0)) failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
