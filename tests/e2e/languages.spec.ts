import { test, expect } from './test.ts';
import { sites } from '../../src/sites/index.ts';
import { getLocale, localizePath } from '../../src/i18n/locales.ts';
import { siteUrl, INTERNAL_HREFS, loginCookies } from './helpers.ts';

const nonEnglish = sites.flatMap((site) => site.languages.filter((lang) => lang !== 'en').map((lang) => ({ site, lang })));

for (const { site, lang } of nonEnglish) {
  test(`${site.key}/${lang}: html lang and dir, and every internal chrome link carries /${lang}/`, async ({ page, context }) => {
    // Logged out, the EU, JP, US and UK homes redirect to the main host (SPEC 2; tests/e2e/edge.spec.ts).
    await loginCookies(context, site.key);
    await page.goto(siteUrl(site.key, localizePath('/', lang)));
    const locale = getLocale(lang);
    await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);
    await expect(page.locator('html')).toHaveAttribute('dir', locale.dir);
    for (const region of ['header', 'footer']) {
      const chromeHrefs = await page.locator(region).first().evaluate(INTERNAL_HREFS);
      expect(chromeHrefs.length, region).toBeGreaterThan(0);
      for (const href of chromeHrefs) expect(href, `${region} ${href}`).toMatch(new RegExp(`^/${lang}/`));
    }
  });
}

test('Arabic pages are right to left: the footer columns start at the right edge', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(siteUrl('ae', '/ar/'));
  expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
  const brand = await page.locator('.footer-brand').boundingBox();
  const columns = await page.locator('.footer-columns').boundingBox();
  expect(brand!.x).toBeGreaterThan(columns!.x);
});

test('canonical and hreflang alternates name every language of the site', async ({ page, context }) => {
  await loginCookies(context, 'jp');
  await page.goto(siteUrl('jp', '/ja/'));
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', 'https://www.nexa.jp/ja/');
  const alternates = await page.locator('link[rel=alternate]').evaluateAll((links) => links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`));
  expect(alternates).toEqual(['en https://www.nexa.jp/', 'ja https://www.nexa.jp/ja/', 'x-default https://www.nexa.jp/']);
});
