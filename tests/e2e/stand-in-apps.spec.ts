// Every link of the chrome lands on a page wearing the chrome: the stand-in applications of `npm start`
// (sandbox/apps/) answer each route the chrome links to with the site's header and footer fragments.
// The many links are checked at request level; a browser checks what a person sees on one of them.
import { test, expect, type APIRequestContext, type Page } from './test.ts';
import { INTERNAL_HREFS, siteUrl } from './helpers.ts';
import { accountArea, signInAs } from './account-helpers.ts';
import { E2E_PORT } from '../../playwright.config.ts';
import { getSite } from '../../src/sites/index.ts';
import type { SiteKey } from '../../src/sites/schema.ts';

/** Internal hrefs of the header, the drawer and the footer as the page shows them now. */
async function chromeLinks(page: Page): Promise<string[]> {
  const links: string[] = [];
  for (const part of ['.site-header', '#site-drawer', '.site-footer']) links.push(...(await page.locator(part).evaluate(INTERNAL_HREFS)));
  return [...new Set(links)];
}

/** The links a visitor and a signed-in VIP find on a page (the VIP's account menus included). */
async function everyLink(page: Page, site: SiteKey, path: string): Promise<string[]> {
  await page.goto(siteUrl(site, path));
  const visitor = await chromeLinks(page);
  await signInAs(page, 'vip', site, path);
  const member = await chromeLinks(page);
  return [...new Set([...visitor, ...member])];
}

interface Answer {
  href: string;
  status: number;
  html: string;
}

/** Requests each href on the site's host, a few at a time, as a browser following the link would. */
async function follow(request: APIRequestContext, site: SiteKey, hrefs: string[]): Promise<Answer[]> {
  const host = `${getSite(site).hosts.local}:${E2E_PORT}`;
  const answers: Answer[] = [];
  for (let start = 0; start < hrefs.length; start += 6) {
    answers.push(...(await Promise.all(hrefs.slice(start, start + 6).map(async (href) => {
      const response = await request.get(`http://localhost:${E2E_PORT}${href}`, { headers: { host }, maxRedirects: 0 });
      return { href, status: response.status(), html: await response.text() };
    }))));
  }
  return answers;
}

const wearsChrome = (html: string, site: SiteKey) => html.includes(`<header class="site-header" data-site="${site}"`) && html.includes(`<footer class="site-footer" data-site="${site}"`);

for (const { site, path, chrome } of [
  { site: 'main', path: '/', chrome: 'main' },
  { site: 'tr', path: '/', chrome: 'tr' },
  // The UK region page on the main host: the UK's chrome, every link under /en-gb.
  { site: 'main', path: '/en-gb/', chrome: 'uk' },
] as const) {
  test(`every header, drawer and footer link of ${site}${path} answers 200 with the header and footer`, async ({ page, request }) => {
    test.slow();
    const hrefs = await everyLink(page, site, path);
    // The UK's spot-only chrome (issue 34's licence reading) links the fewest: 38 when written.
    expect(hrefs.length).toBeGreaterThan(path === '/en-gb/' ? 30 : 40);
    // The signed-in parts too: the account menus' wallet and order pages.
    expect(hrefs.filter((href) => href.includes('/myaccount/')).length).toBeGreaterThan(5);
    if (path !== '/') for (const href of hrefs) expect(href.startsWith(path), href).toBe(true);
    const wrong = (await follow(request, site, hrefs)).filter((answer) => answer.status !== 200 || !wearsChrome(answer.html, chrome));
    expect(wrong.map(({ href, status }) => `${href} ${status}`)).toEqual([]);
  });
}

test("a route the spec gives the main site but not Hong Kong is Hong Kong's own 404 there", async ({ page, request }) => {
  test.slow();
  await page.goto(siteUrl('hk'));
  const own = new Set(await chromeLinks(page));
  await page.goto(siteUrl('main'));
  const mains = (await chromeLinks(page)).filter((href) => !own.has(href));
  const answers = await follow(request, 'hk', mains);
  const missing = answers.filter((answer) => answer.status === 404);
  // Alpha, Web3, the main site's own pages...: Hong Kong's chrome links none of them.
  expect(missing.map((answer) => answer.href)).toEqual(expect.arrayContaining(['/alpha', '/web3']));
  for (const answer of answers) {
    expect([200, 404], answer.href).toContain(answer.status);
    expect(wearsChrome(answer.html, 'hk'), answer.href).toBe(true);
  }
});

test('a signed-in VIP sees the same account area on a stand-in page as on the home page', async ({ page }) => {
  await signInAs(page, 'vip');
  const names = () => accountArea(page).locator('a, button').evaluateAll((items) => items.map((item) => `${item.tagName} ${item.textContent?.trim()} ${item.getAttribute('href') ?? ''}`));
  const home = await names();
  expect(home.join(' ')).toContain('Deposit');
  await page.getByRole('banner').getByRole('link', { name: 'Markets', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Markets');
  await expect(page.locator('html')).toHaveAttribute('data-account', 'ready');
  expect(await names()).toEqual(home);
});

test('the dark theme and Arabic carry over to a stand-in page, and signup keeps the stored referral', async ({ page }) => {
  await page.goto(siteUrl('main', '/ar/?ref=AB12&utm_source=e2e&other=x'));
  const toggle = page.locator('.header-actions [data-island="theme"]');
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const signup = page.locator('.header-actions a[data-signup]');
  await expect(signup).toHaveAttribute('href', '/ar/signup?ref=AB12&utm_source=e2e');
  await signup.click();
  await expect(page).toHaveURL(siteUrl('main', '/ar/signup?ref=AB12&utm_source=e2e'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign up');
  await expect(page.locator('[data-signup-query]')).toHaveAttribute('data-signup-query', 'ref=AB12&utm_source=e2e');
  // The chrome's islands wake here as on the home page: the theme toggle switches back.
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
