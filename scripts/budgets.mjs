// `npm run budgets`: every page of dist/ against budgets.json (gzip), printed per site with the
// largest page of each, then every island; exits 1 on any violation. `npm test` runs the same check
// (tests/e2e/budgets.spec.ts); this is the quick look for a release engineer after a build.
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBudgets, readBudgets } from './lib/budgets.mjs';

const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const budgets = readBudgets();
const kib = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
const { pages, islands, violations } = await checkBudgets(DIST, budgets);

console.log(`Largest page per site, KiB gzip (budgets: JS ${kib(budgets.shell.jsBeforeInteraction)}, HTML ${kib(budgets.shell.html)}, CSS ${kib(budgets.shell.css)})`);
console.log('  site      pages   JS before interaction   HTML      CSS');
for (const site of [...new Set(pages.map((page) => page.site))]) {
  const own = pages.filter((page) => page.site === site);
  const max = (key) => Math.max(...own.map((page) => page[key]));
  console.log(`  ${site.padEnd(8)}  ${String(own.length).padStart(5)}   ${kib(max('js'))}                  ${kib(max('html'))}   ${kib(max('css'))}`);
}
console.log(islands.length ? '\nIslands, KiB gzip (own chunks, renderer excluded)' : '\nNo islands on the built pages.');
for (const island of islands) console.log(`  ${island.name.padEnd(24)} ${kib(island.gzip)}   budget ${island.budget === null ? 'none recorded' : kib(island.budget)}`);

if (violations.length) {
  console.log(`\n${violations.length} budget violation(s):`);
  for (const violation of violations) console.log(`  ${violation}`);
  process.exit(1);
}
console.log(`\nAll ${pages.length} pages and ${islands.length} island(s) within budget.`);
