// The footer as a person sees it. What every site's footer links and says is checked over dist/
// (tests/built/footer-sites.test.ts); here, that a person sees it drawn: a regional site's own
// shell, main's QR code and social marks.
import { test, expect } from './test.ts';
import { siteUrl, loginCookies } from './helpers.ts';
import { useScenario } from './scenario.ts';
import de from '../../src/i18n/dictionaries/de.json' with { type: 'json' };

// The regional state: signed in, a regional host serves its own shell (a visitor of some regions
// is sent to the region variant on main), and its footer carries the entity's regulatory text.
test('a regional home, signed in, answers with its own footer and regulatory text', async ({ page }) => {
  await loginCookies(page.context(), 'uk');
  const response = await page.goto(siteUrl('uk'));
  expect(response?.status()).toBe(200);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toHaveAttribute('data-site', 'uk');
  await expect(footer.locator('.regulatory')).toBeVisible();
});

test('the app QR code is a real inline SVG code on main only', async ({ page }) => {
  await page.goto(siteUrl('main'));
  const qr = page.getByTestId('app-qr');
  await expect(qr.getByRole('img')).toBeVisible();
  const pathLength = await qr.locator('svg path').evaluateAll((paths) => paths.map((p) => p.getAttribute('d')?.length ?? 0).reduce((a, b) => a + b, 0));
  expect(pathLength).toBeGreaterThan(500);
  const box = await qr.locator('svg').boundingBox();
  expect(Math.round(box!.width)).toBe(Math.round(box!.height));
});

test('the footer\'s download modal: keyboard opens it, it shows the QR code, the listed coins and the download page, Escape closes it back to its button', async ({ page, context, request }) => {
  const scenario = await useScenario(context, request);
  await scenario.set({ common: { currency_count: 1873 } });
  await page.goto(siteUrl('main', '/de/'));
  const open = page.getByRole('contentinfo').getByRole('button', { name: de['footer.app.title'] });
  await open.focus();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: de['footer.app.title'] });
  await expect(modal).toBeVisible();
  const qr = modal.getByRole('img', { name: de['footer.app.scan'] });
  const box = (await qr.locator('svg').boundingBox())!;
  expect([Math.round(box.width), Math.round(box.height)]).toEqual([137, 137]);
  await expect(modal).toContainText(de['footer.app.coins'].replace('{{count}}', '1.873'));
  await expect(modal.getByRole('link', { name: de['footer.app.page'] })).toHaveAttribute('href', 'https://www.nexa.exchange/de/mobileapp?pos=footer');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(open).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: de['footer.app.close'] }).press('Enter');
  await expect(modal).toBeHidden();
  await expect(open).toBeFocused();
});

test('a visitor whose IP is limited is offered no app download', async ({ page, context, request }) => {
  const scenario = await useScenario(context, request);
  await scenario.set({ common: { limitCountryUserStatus: 1 } });
  await page.goto(siteUrl('main'));
  await page.mouse.move(400, 300);
  await expect(page.locator('.status-notices').getByText(/limited in the region of your IP address/)).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Download the app' })).toBeHidden();
  await expect(page.getByTestId('app-qr')).toBeHidden();
});

test('social links draw the brands\' own marks, each named for its network', async ({ page }) => {
  await page.goto(siteUrl('main'));
  const social = page.getByRole('contentinfo').locator('.footer-social li a');
  const names = await social.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')));
  expect(names).toEqual(['Nexa on X', 'Nexa on Telegram', 'Nexa on Facebook', 'Nexa on Instagram', 'Nexa on YouTube', 'Nexa on Discord', 'Nexa on Reddit']);
  for (const link of await social.all()) {
    // A drawn mark, not letters: no text, one SVG path of the mark's outline.
    await expect(link).toHaveText('');
    expect(await link.locator('svg path').getAttribute('d')).toMatch(/^M[\d.]+[ ,]?[\d.]+.{40,}/);
    await expect(link.locator('svg')).toBeVisible();
  }
});

test('Chinese pages link the merchant application to /zh/p2p/merchant and the Chinese support page', async ({ page }) => {
  await page.goto(siteUrl('main', '/zh/'));
  const footer = page.getByRole('contentinfo');
  await expect(footer.locator('a[href="/zh/p2p/merchant"]')).toHaveCount(2);
  await expect(footer.locator('a[href="/zh/c2c/merchant"]')).toHaveCount(0);
  await expect(footer.locator('a[href="https://support.nexa.exchange/hc/zh-cn/requests/new"]')).toHaveCount(1);
});

test('the language picker links every language of the site to the same page', async ({ page }) => {
  await page.goto(siteUrl('tr', '/tr/'));
  const picker = page.getByRole('navigation', { name: 'Dil' });
  await expect(picker.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
  await expect(picker.getByRole('link', { name: 'Türkçe' })).toHaveAttribute('aria-current', 'page');
  await picker.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(siteUrl('tr', '/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

/** Rows the elements matched by `selector` sit on (their distinct rounded tops). */
const rowsOf = (page: import('@playwright/test').Page, selector: string) => page.locator(selector)
  .evaluateAll((elements) => new Set(elements.map((element) => Math.round(element.getBoundingClientRect().top))).size);

for (const width of [1024, 1280, 1440]) {
  test(`at ${width} px the social marks sit on one row under their heading, and the link columns leave no hole`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(siteUrl('main'));
    const social = page.getByRole('contentinfo').locator('.footer-social');
    await expect(social.getByRole('heading', { name: 'Community channels' }).getByRole('link')).toHaveAttribute('href', '/community');
    expect(await rowsOf(page, '.footer-social li')).toBe(1);
    // Main's four columns side by side: none dropped under another.
    expect(await rowsOf(page, '.footer-section h2')).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  });
}

test('at 320 px the social marks still fit one row and the page does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(siteUrl('main', '/ar/'));
  expect(await rowsOf(page, '.footer-social li')).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
});
