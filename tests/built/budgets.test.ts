// Size budgets (budgets.json) over the real build (moved from a Playwright spec: static, no browser):
// every page of dist/sites.json within the shell budgets, every island within its recorded budget.
// tests/e2e/budgets.spec.ts proves in Chromium that the count misses no script a page loads.
import { describe, test, expect } from 'vitest';
import { checkBudgets } from '../../scripts/lib/budgets.mjs';
import { sites } from '../../src/sites/index.ts';
import { DIST } from './built.ts';

const checked = checkBudgets(DIST);

describe.each(sites)('$key', (site) => {
  test("every language's shell is within the JS, HTML and CSS budgets", async () => {
    const { pages, violations } = await checked;
    expect(pages.filter((page) => page.site === site.key).length).toBeGreaterThan(0);
    expect(violations.filter((violation) => violation.startsWith(`${site.key}/`))).toEqual([]);
  });
});

test('every island on the built pages has a recorded budget and stays within it', async () => {
  const { violations } = await checked;
  expect(violations.filter((violation) => violation.startsWith('island '))).toEqual([]);
});
