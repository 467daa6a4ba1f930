import { test, expect } from './test.ts';
import { siteUrl } from './helpers.ts';

const COMPLIANCE_PATH = '**/api/web/v1/compliance/check';

test.describe('dynamic data: the sandbox compliance list hides header items', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a UK-limited user does not see derivatives, margin or loans; a visitor does', async ({ page }) => {
    const derivatives = page.locator('.top-nav [data-feature~="derivatives"]').first();
    const margin = page.locator('.top-nav [data-feature~="margin_trade"]').first();

    await page.goto(siteUrl('mt'));
    await expect(derivatives).toBeVisible();

    const answered = page.waitForResponse(COMPLIANCE_PATH);
    await page.goto(siteUrl('mt', '/__sandbox/session?persona=uk-limited&next=/'));
    await answered;
    // Two sources name hidden features: the compliance check's menu list, and the account island, which
    // adds what the user's UK limit hides (funds accounts, orders, settings, the footer's partners link
    // and social icons: src/sites/limits.ts) and the alpha account
    // (the sandbox's uk-limited answer carries button_alpha_hidden). Read once both have spoken.
    await expect(page.locator('html')).toHaveAttribute('data-account', 'ready');
    await expect.poll(async () => (await page.locator('html').getAttribute('data-hidden-features'))?.split(' ').sort()).toEqual([
      'alpha_account', 'cryptoloan', 'derivatives', 'funds_accounts', 'margin_trade', 'multiple_order', 'partner', 'setting',
      'social_icons', 'spot_order',
    ]);
    await expect(derivatives).toBeHidden();
    await expect(margin).toBeHidden();
    await expect(page.locator('footer .footer-social')).toBeHidden();
    // Other menus stay.
    await expect(page.locator('.top-nav [data-feature~="borrow_or_wealth"]').first()).toBeVisible();
  });

  test('sends the language, app type and csrftoken headers with credentials', async ({ page }) => {
    const requested = page.waitForRequest(COMPLIANCE_PATH);
    await page.goto(siteUrl('mt', '/__sandbox/session?persona=italy-limited&next=/de/'));
    const request = await requested;
    const headers = request.headers();
    expect(headers['x-lang']).toBe('de');
    expect(headers['x-app-type']).toBe('web');
    expect(headers.csrftoken).toMatch(/^csrf/);
    await expect(page.locator('.top-nav [data-feature~="fiat_trade"]').first()).toBeHidden();
  });

  // Each fault has one right outcome: a failed or malformed answer hides nothing; a list with a
  // hostile key hides the valid keys only.
  for (const [label, fulfil, hides] of [
    ['a 500', { status: 500, body: 'oops' }, null],
    ['malformed JSON', { status: 200, contentType: 'application/json', body: '{"data":' }, null],
    ['a wrong shape', { status: 200, contentType: 'application/json', body: '{"code":0,"data":{"menu":"derivatives"}}' }, null],
    ['an error code', { status: 200, contentType: 'application/json', body: '{"code":500,"data":{"menu":["derivatives"]}}' }, null],
    ['hostile keys', { status: 200, contentType: 'application/json', body: '{"code":0,"data":{"menu":["a\\"] *{display:none}","derivatives"]}}' }, 'derivatives'],
  ] as const) {
    test(`${label} from the compliance check hides ${hides ?? 'nothing'}`, async ({ page, pageErrors }) => {
      await page.route(COMPLIANCE_PATH, (route) => route.fulfill(fulfil));
      // Chromium logs the failing status it was served on purpose; nothing else may reach the console.
      if (fulfil.status === 500) pageErrors.allow(/status of 500 .*\/api\/web\/v1\/compliance\/check\)$/);
      const answered = page.waitForResponse(COMPLIANCE_PATH);
      await page.goto(siteUrl('mt'));
      await answered;
      await expect(page.locator('.top-nav [data-feature~="price"]').first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const derivatives = page.locator('.top-nav [data-feature~="derivatives"]').first();
      if (hides) {
        await expect(page.locator('html')).toHaveAttribute('data-compliance-check', 'answered');
        await expect(page.locator('html')).toHaveAttribute('data-hidden-features', hides);
        await expect(derivatives).toBeHidden();
      } else {
        // The answer has arrived and been refused: the attribute never appears.
        await expect(page.locator('html')).toHaveAttribute('data-compliance-check', 'failed');
        await expect(page.locator('html')).not.toHaveAttribute('data-hidden-features', /./);
        await expect(derivatives).toBeVisible();
      }
    });
  }
});
