// Size budgets (budgets.json) over the real build (moved from a Playwright spec: static, no browser):
// every page of dist/sites.json within the shell budgets, every island within its recorded budget.
// tests/e2e/budgets.spec.ts proves in Chromium that the count misses no script a page loads.
import { beforeAll, describe, test, expect } from 'vitest';
import { checkBudgets } from '../../scripts/lib/budgets.mjs';
import { sites } from '../../src/sites/index.ts';
import { DIST } from './built.ts';

let checked: Awaited<ReturnType<typeof checkBudgets>>;
// Once for every test: the check parses every page with an HTML parser (seconds on a busy machine).
beforeAll(async () => {
  checked = await checkBudgets(DIST);
}, 60_000);

describe.each(sites)('$key', (site) => {
  test("every language's shell is within the JS, HTML and CSS budgets", async () => {
    const { pages, violations } = checked;
    expect(pages.filter((page) => page.site === site.key).length).toBeGreaterThan(0);
    expect(violations.filter((violation) => violation.startsWith(`${site.key}/`))).toEqual([]);
  });
});

test('every island on the built pages has a recorded budget and stays within it', async () => {
  const { violations } = checked;
  expect(violations.filter((violation) => violation.startsWith('island '))).toEqual([]);
});
