// Numbers as a reader of the page's language expects them (issue 26, point 15): the search rows,
// the trade menu's market list and the settings' exchange-rate tab group digits and place the
// currency the way German and Arabic write them, with Latin digits in Arabic and every amount
// isolated from the right-to-left text around it.
import { test, expect, type Locator, type Page } from './test.ts';
import { API_PATHS } from '../../src/contracts/api-paths.ts';
import { siteUrl } from './helpers.ts';
import de from '../../src/i18n/dictionaries/de.json' with { type: 'json' };
import ar from '../../src/i18n/dictionaries/ar.json' with { type: 'json' };

/** How each language writes 1234567.89, and what the test needs to find its controls. */
const LANGUAGES = [
  { lang: 'de', dict: de, group: '.', decimal: ',' },
  { lang: 'ar', dict: ar, group: ',', decimal: '.' },
] as const;

// Direction marks and isolates Intl and the chrome add around numbers; no-break spaces as spaces.
const MARKS = /[\u200e\u200f\u061c\u2066-\u2069]/g;
const read = async (locator: Locator) => (await locator.innerText()).replace(MARKS, '').replace(/[\u00a0\u202f]/g, ' ').trim();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A grouped number in a language: 3.326.560,00 or 3,326,560.00 (at least one group separator). */
const grouped = (group: string, decimal: string) => `\\d{1,3}(?:${escape(group)}\\d{3})+(?:${escape(decimal)}\\d+)?`;
/** The value a grouped number stands for, to compare with what the API sent. */
const valueOf = (text: string, group: string, decimal: string) => Number(text.split(group).join('').replace(decimal, '.'));

async function btcUsdtRate(page: Page): Promise<string> {
  const answer = await page.request.get(siteUrl('main', API_PATHS.spotMarkets));
  const rows = ((await answer.json()) as { data: unknown[][] }).data;
  return String(rows.find((row) => row[0] === 'BTC_USDT')![3]);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

for (const { lang, dict, group, decimal } of LANGUAGES) {
  test(`${lang}: search rows show the price grouped with its delivered decimals, the change and the fiat value as ${lang} writes them`, async ({ page }) => {
    const rate = await btcUsdtRate(page);
    await page.goto(siteUrl('main', `/${lang}/`));
    await page.getByRole('banner').getByRole('button', { name: dict['header.search'], exact: true }).click();
    const row = page.getByRole('dialog').locator('a[role=option][href$="/trade/BTC_USDT"]');
    await expect(row).toBeVisible({ timeout: 20_000 });
    const price = await read(row.locator('.search-row-price'));
    expect(price).toMatch(new RegExp(`^${grouped(group, decimal)}$`));
    expect(valueOf(price, group, decimal)).toBe(Number(rate));
    expect(price.split(decimal)[1]?.length ?? 0).toBe(rate.split('.')[1]?.length ?? 0);
    // The default fiat is USD: its symbol where the language puts it, two decimals.
    const fiat = await read(row.locator('.search-row-fiat'));
    expect(fiat).toMatch(new RegExp(`^≈ (?:${grouped(group, decimal)} (?:\\$|US\\$)|US?\\$${grouped(group, decimal)})$`));
    expect(fiat.split(decimal)[1]).toMatch(/^\d{2}\D*$/);
    expect(await read(row.locator('.search-row-change'))).toMatch(new RegExp(`^[+-]?\\d+${escape(decimal)}\\d{2} ?%$`));
    // Latin digits only, and every figure a left-to-right isolate (<bdi dir=ltr>) in either page direction.
    expect(await row.innerText()).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
    expect(await row.locator('bdi[dir=ltr]:is(.search-row-price, .search-row-fiat, .search-row-change)').count()).toBe(3);
  });

  test(`${lang}: the trade menu's spot list shows grouped prices and changes`, async ({ page }) => {
    await page.goto(siteUrl('main', `/${lang}/`));
    await page.locator('.nav-item').filter({ has: page.locator('[data-menu="trade"]') }).hover();
    const panel = page.locator('[data-menu="trade"] .trade-markets');
    await panel.getByRole('tab', { name: dict['search.panel.spot'] }).hover();
    const row = panel.getByRole('tabpanel').locator('a[href$="/trade/BTC_USDT"]');
    await expect(row).toBeVisible({ timeout: 20_000 });
    expect(await read(row.locator('.trade-markets-price'))).toMatch(new RegExp(`^${grouped(group, decimal)}$`));
    expect(await read(row.locator('.trade-markets-change'))).toMatch(new RegExp(`^[+-]?\\d+${escape(decimal)}\\d{2} ?%$`));
  });

  test(`${lang}: the exchange-rate tab quotes every fiat with the language's separators and the currency's decimals plus two`, async ({ page }) => {
    await page.goto(siteUrl('main', `/${lang}/`));
    await page.locator('.header-actions').getByRole('button', { name: dict['header.settings'] }).click();
    const dialog = page.getByRole('dialog', { name: dict['header.settings'] });
    await dialog.getByRole('tab', { name: dict['settings.tab.rate'] }).click();
    const rateOf = (fiat: string) => read(dialog.locator('.currency-option').filter({ has: page.locator('.currency-code', { hasText: new RegExp(`^${fiat}$`) }) }).locator('.currency-rate'));
    await expect(dialog.locator('.currency-option')).not.toHaveCount(1);
    // USD 2 decimals + 2, JPY 0 + 2; VND 25410 is grouped.
    expect(await rateOf('USD')).toMatch(new RegExp(`^1 USDT ≈ .*1${escape(decimal)}0000`));
    expect(await rateOf('JPY')).toMatch(new RegExp(`^1 USDT ≈ .*151${escape(decimal)}92(?!\\d)`));
    expect(await rateOf('VND')).toMatch(new RegExp(`^1 USDT ≈ .*25${escape(group)}410${escape(decimal)}00(?!\\d)`));
    // The amount is one isolated run: a right-to-left symbol (د.إ) never lands between "≈" and the digits' order.
    const aed = await dialog.locator('.currency-option').filter({ hasText: 'AED' }).locator('.currency-rate').innerText();
    expect(aed).toMatch(/≈ \u2066[^\u2069]*3[.,]6725[^\u2069]*\u2069$/);
    expect(aed).not.toMatch(/[\u0660-\u0669]/);
    // The symbols beside the codes keep their own order too (R$, HK$; never $R in Arabic).
    await expect(dialog.locator('.currency-symbol:not([dir=ltr])')).toHaveCount(0);
    // One symbol per currency: the column's is the one in the currency's rate (Arabic once showed
    // S$ beside "$", $ beside "US$", £ beside "UK£"), and no two currencies share one.
    const rows = await dialog.locator('.currency-option').evaluateAll((options) => options.map((option) => ({
      fiat: option.querySelector('.currency-code')!.textContent!,
      symbol: option.querySelector('.currency-symbol')!.textContent!,
      rate: option.querySelector('.currency-rate')!.textContent!.replace(/^.*≈/, ''),
    })));
    for (const { fiat, symbol, rate } of rows) expect(rate.split(symbol), `${fiat}: ${symbol} beside ${rate}`).toHaveLength(2);
    for (const { fiat, symbol, rate } of rows) expect(rate.replace(symbol, ''), `${fiat}: ${rate}`).not.toMatch(/[^\d.,\s\u00a0\u202f\u200e\u200f\u061c\u2066-\u2069]/);
    expect(new Set(rows.map((row) => row.symbol)).size).toBe(rows.length);
  });
}
