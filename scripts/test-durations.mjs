// Where `npm test`'s time went: per spec file, the summed duration of its tests (Playwright's JSON
// report) and per vitest file its duration, slowest first. Reads test-results/ of the last run.
// Summed test time is the fair figure on a loaded machine: wall time moves with other work.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// The checkout it runs in (npm runs scripts from the root).
const ROOT = process.cwd();
const read = (name) => {
  const path = join(ROOT, 'test-results', name);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
};
const seconds = (ms) => (ms / 1000).toFixed(1).padStart(8);

function playwrightBySpec(report) {
  const bySpec = new Map();
  const walk = (suite, file) => {
    const here = suite.file ?? file;
    for (const child of suite.suites ?? []) walk(child, here);
    for (const spec of suite.specs ?? []) {
      for (const result of spec.tests.flatMap((test) => test.results)) {
        const entry = bySpec.get(here) ?? { tests: 0, ms: 0 };
        bySpec.set(here, { tests: entry.tests + 1, ms: entry.ms + result.duration });
      }
    }
  };
  for (const suite of report.suites) walk(suite);
  return [...bySpec].sort((a, b) => b[1].ms - a[1].ms);
}

const e2e = read('playwright.json');
if (e2e) {
  const rows = playwrightBySpec(e2e);
  const total = rows.reduce((sum, [, entry]) => sum + entry.ms, 0);
  console.log(`Playwright: ${e2e.stats.expected} passed in ${seconds(e2e.stats.duration).trim()} s wall, ${seconds(total).trim()} s summed test time`);
  for (const [file, { tests, ms }] of rows) console.log(`  ${file.padEnd(40)} ${String(tests).padStart(4)} tests ${seconds(ms)} s`);
}
const unit = read('vitest.json');
if (unit) {
  const rows = unit.testResults.map((file) => [relative(ROOT, file.name), file.endTime - file.startTime]).sort((a, b) => b[1] - a[1]);
  console.log(`vitest: ${unit.numPassedTests} passed; slowest files:`);
  for (const [file, ms] of rows.slice(0, 15)) console.log(`  ${file.padEnd(56)} ${seconds(ms)} s`);
}
if (!e2e && !unit) console.log('No test-results/ yet: run npm test first.');
