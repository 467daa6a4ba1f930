// Size budgets (budgets.json) over the real build: every page of dist/sites.json within the shell
// budgets, every island within its recorded budget; and, in Chromium, proof that the static count
// misses nothing: every script a visitor's browser fetches before interacting is one it counted.
import { join } from 'node:path';
import { test, expect } from './test.ts';
import { checkBudgets } from '../../scripts/lib/budgets.mjs';
import { sites, siteByHost } from '../../src/sites/index.ts';
import { siteUrl } from './helpers.ts';

const DIST = join(import.meta.dirname, '..', '..', 'dist');
let checked: ReturnType<typeof checkBudgets> | undefined;
const budgetCheck = () => (checked ??= checkBudgets(DIST));

for (const site of sites) {
  test(`${site.key}: every language's shell is within the JS, HTML and CSS budgets`, async () => {
    const { pages, violations } = await budgetCheck();
    expect(pages.filter((page) => page.site === site.key).length).toBeGreaterThan(0);
    expect(violations.filter((violation) => violation.startsWith(`${site.key}/`))).toEqual([]);
  });
}

test('every island on the built pages has a recorded budget and stays within it', async () => {
  const { violations } = await budgetCheck();
  expect(violations.filter((violation) => violation.startsWith('island '))).toEqual([]);
});

for (const site of sites) {
  test(`${site.key}: the budget counts every script the browser loads before any interaction`, async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname);
    });
    // Logged out, some regional homes redirect to the main host (SPEC 2): judge the page the visitor lands on.
    await page.goto(siteUrl(site.key));
    await page.waitForLoadState('networkidle');
    const landed = new URL(page.url());
    const landedSite = siteByHost(landed.host)?.key;
    const { pages } = await budgetCheck();
    const built = pages.find((entry) => entry.site === landedSite && entry.path === landed.pathname);
    expect(built, `a built page for ${landed.href}`).toBeDefined();
    expect(fetched.filter((path) => !built!.scripts.includes(path))).toEqual([]);
  });
}
