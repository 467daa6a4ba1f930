// Phones (375 px): what the drawer offers a demo-trading visitor, and a footer made for the device
// in hand (no QR code to scan with the same phone, one rule between sections).
import { test, expect } from './test.ts';
import { siteUrl, loginCookies } from './helpers.ts';

test.use({ viewport: { width: 375, height: 812 } });

test('testnet drawer: Live trading to the main host, and Log in spans the row on its own', async ({ page }) => {
  await page.goto(siteUrl('testnet'));
  await expect(page.getByRole('banner').getByRole('link', { name: 'Live trading' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'Live trading' })).toHaveAttribute('href', 'https://www.nexa.exchange/trade/BTC_USDT');
  await expect(drawer.getByRole('link', { name: 'Live trading' })).toBeVisible();
  const login = (await drawer.getByRole('link', { name: 'Log in' }).boundingBox())!;
  const row = (await drawer.locator('.drawer-entry').boundingBox())!;
  expect(Math.abs(login.width - row.width)).toBeLessThanOrEqual(1);
});

test('main footer on a phone: the download modal offers the app page instead of a QR code', async ({ page }) => {
  await page.goto(siteUrl('main'));
  await expect(page.getByTestId('app-qr')).toBeHidden();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Download the app' }).click();
  const modal = page.getByRole('dialog', { name: 'Download the app' });
  await expect(modal.getByRole('link', { name: 'Open the download page' })).toHaveAttribute('href', 'https://www.nexa.exchange/mobileapp?pos=footer');
  await expect(modal.getByRole('img')).toBeHidden();
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(modal.getByRole('img')).toBeVisible();
});

/** Vertical gaps between horizontal rules drawn in the footer below its columns, in px. */
const rulesBelowColumns = (page: import('@playwright/test').Page) => page.getByRole('contentinfo').evaluate((footer) => {
  const lines: number[] = [];
  for (const element of footer.querySelectorAll<HTMLElement>('.footer-section, .footer-languages, .footer-legal')) {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    if (style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) > 0) lines.push(box.top);
    if (style.borderBottomStyle !== 'none' && parseFloat(style.borderBottomWidth) > 0) lines.push(box.bottom);
  }
  return lines.sort((a, b) => a - b).slice(1).map((line, index, rest) => line - (index === 0 ? lines[0] : rest[index - 1]));
});

// Two rules meet where a column is hidden: the footer that hides the most columns shows it.
test('a footer with hidden columns, on a phone: never two rules in a row with nothing between', async ({ page, context }) => {
  await loginCookies(context, 'uk');
  await page.goto(siteUrl('uk'));
  const gaps = await rulesBelowColumns(page);
  expect(gaps.length).toBeGreaterThan(0);
  // Each accordion is at least 48 px tall; two rules closer than that frame nothing.
  for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(48);
});

test('footer links read alike: none is underlined until hovered', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(siteUrl('main'));
  const underlined = await page.getByRole('contentinfo').locator('a').evaluateAll((links) =>
    links.filter((link) => getComputedStyle(link).textDecorationLine.includes('underline')).map((link) => link.textContent!.trim()));
  expect(underlined).toEqual([]);
});
