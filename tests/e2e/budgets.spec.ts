// In Chromium, proof that the static budget count (scripts/lib/budgets.mjs, judged over dist/ by
// tests/built/budgets.test.ts) misses nothing: every script a visitor's browser fetches before
// interacting is one it counted. On the chrome states whose scripts differ: the full product (main),
// right to left (main Arabic), and the site with the most hidden features (UK, whose logged-out
// visitors land on the main host's /en-gb/). A signed-in person's account island counts against its
// own island budget, not the visitor's.
import { join } from 'node:path';
import { test, expect } from './test.ts';
import { checkBudgets } from '../../scripts/lib/budgets.mjs';
import { siteByHost } from '../../src/sites/index.ts';
import type { SiteKey } from '../../src/sites/schema.ts';
import { siteUrl } from './helpers.ts';

const DIST = join(import.meta.dirname, '..', '..', 'dist');
let checked: ReturnType<typeof checkBudgets> | undefined;
const budgetCheck = () => (checked ??= checkBudgets(DIST));

const STATES: Array<{ name: string; site: SiteKey; path: string }> = [
  { name: 'main', site: 'main', path: '/' },
  { name: 'main in Arabic', site: 'main', path: '/ar/' },
  { name: 'the UK visitor', site: 'uk', path: '/' },
];

for (const state of STATES) {
  test(`${state.name}: the budget counts every script the browser loads before any interaction`, async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname);
    });
    await page.goto(siteUrl(state.site, state.path));
    await page.waitForLoadState('networkidle');
    // Logged out, some regional homes redirect to the main host (SPEC 2): judge the page the visitor lands on.
    const landed = new URL(page.url());
    const { pages } = await budgetCheck();
    const built = pages.find((entry) => entry.site === siteByHost(landed.host)?.key && entry.path === landed.pathname);
    expect(built, `a built page for ${landed.href}`).toBeDefined();
    expect(fetched.filter((path) => !built!.scripts.includes(path))).toEqual([]);
  });
}
