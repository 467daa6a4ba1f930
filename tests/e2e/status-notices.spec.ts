// The common-data flags as a person sees them (SPEC 3, 6, 7): the limited-IP bar for visitors (once
// they move; signed in at load), the
// account notices for the sandbox personas that carry each flag, which ones a person may dismiss
// (and that the dismissal holds on the next page), right to left in Arabic, and nothing at all
// when the call fails.
import { test, expect, type Page } from './test.ts';
import { siteUrl } from './helpers.ts';
import { useScenario } from './scenario.ts';
import { scopedFault } from './account-helpers.ts';
import { API_PATHS } from '../../src/contracts/api-paths.ts';
import en from '../../src/i18n/dictionaries/en.json' with { type: 'json' };

const SHOWN = 'data-status-notices-shown';
const notices = (page: Page) => page.locator('.status-notices');
const settled = (page: Page, shown: string) => expect(page.locator('html')).toHaveAttribute(SHOWN, shown);
/** A visitor's notices come with the chrome's interactive part, on the first sign of a person. */
const moveThePointer = (page: Page) => page.mouse.move(400, 300);

async function signInAs(page: Page, persona: string, path = '/') {
  await page.goto(siteUrl('main', `/__sandbox/session?persona=${persona}&next=${encodeURIComponent(path)}`));
}

test.describe('status notices', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a visitor whose IP is limited gets the bar; dismissed, it stays away on the next page', async ({ page, context, request }) => {
    const scenario = await useScenario(context, request);
    await scenario.set({ common: { limitCountryUserStatus: 1 } });
    await page.goto(siteUrl('main'));
    await expect(page.locator('html')).not.toHaveAttribute(SHOWN, /./);
    await moveThePointer(page);
    await settled(page, 'ip-limited');
    const bar = notices(page).getByText(en['statusNotice.ipLimited']);
    await expect(bar).toBeVisible();
    await notices(page).getByRole('button', { name: en['statusNotice.dismiss'] }).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await moveThePointer(page);
    await settled(page, 'none');
    await expect(bar).toBeHidden();
  });

  test('signed in, the limited-IP bar is not shown (it is for visitors)', async ({ page, context, request }) => {
    const scenario = await useScenario(context, request);
    await scenario.set({ common: { limitCountryUserStatus: 1 } });
    await signInAs(page, 'user');
    await settled(page, 'none');
    await expect(notices(page).getByText(en['statusNotice.ipLimited'])).toBeHidden();
  });

  test('withdraw-only: a warning with the withdraw link that cannot be dismissed', async ({ page }) => {
    await signInAs(page, 'withdraw-only');
    await settled(page, 'withdraw-only');
    const notice = notices(page).locator('section:visible');
    await expect(notice).toHaveText(new RegExp(en['statusNotice.withdrawOnly'].slice(0, 40)));
    await expect(notice.getByRole('link', { name: 'Withdraw fiat' })).toHaveAttribute('href', '/myaccount/withdraw_fiat');
    await expect(notice.getByRole('button')).toHaveCount(0);
  });

  test('KYC reminder: links identity verification; Dismiss is keyboard reachable and remembered', async ({ page }) => {
    await signInAs(page, 'kyc-reminder');
    await settled(page, 'kyc');
    const notice = notices(page).locator('section:visible');
    await expect(notice).toContainText(en['statusNotice.kyc']);
    await expect(notice.getByRole('link', { name: en['header.menu.kyc'] })).toHaveAttribute('href', '/myaccount/kyc_home');
    await notice.getByRole('button', { name: en['statusNotice.dismiss'] }).focus();
    await page.keyboard.press('Enter');
    await expect(notice).toHaveCount(0);
    await page.goto(siteUrl('main', '/zh/'));
    await settled(page, 'none');
  });

  test('blocked country: the notice stays (no dismiss) and replaces the limited-IP bar', async ({ page, context, request }) => {
    const scenario = await useScenario(context, request);
    await scenario.set({ common: { limitCountryUserStatus: 1, isBlockedCountry: true } });
    await page.goto(siteUrl('main'));
    await moveThePointer(page);
    await settled(page, 'blocked-country');
    const notice = notices(page).locator('section:visible');
    await expect(notice).toHaveText(en['statusNotice.blockedCountry']);
    await expect(notice.getByRole('button')).toHaveCount(0);
  });

  test('compliance tips for the persona that has them, dismissible', async ({ page }) => {
    await signInAs(page, 'compliance-tips');
    await settled(page, 'compliance-tips');
    await expect(notices(page).getByText(en['statusNotice.complianceTips'])).toBeVisible();
    await expect(notices(page).getByRole('button', { name: en['statusNotice.dismiss'] })).toBeVisible();
  });

  test('regional notices name the regions in the page\'s language, right to left in Arabic', async ({ page, context, request }) => {
    const scenario = await useScenario(context, request);
    await scenario.set({ common: { isBrazilToast: true, isUzbekistanToast: true } });
    await page.goto(siteUrl('main', '/ar/'));
    await moveThePointer(page);
    await settled(page, 'region-BR region-UZ');
    const notice = notices(page).locator('section:visible');
    await expect(notice).toContainText('البرازيل');
    await expect(notice).toContainText('أوزبكستان');
    // A bar in the flow across the page (issue 34), its text starting at the right in Arabic.
    const text = (await notice.locator('p').boundingBox())!;
    expect(text.x + text.width).toBeGreaterThan(1280 - 40);
  });

  test('the Brazil persona sees its regional notice', async ({ page }) => {
    await signInAs(page, 'brazil');
    await settled(page, 'region-BR');
    await expect(notices(page).locator('section:visible')).toContainText('You are visiting from Brazil.');
  });

  for (const fault of ['500', 'malformed', 'shape'] as const) {
    test(`common data ${fault}: no notice, no download hidden`, async ({ page, context, request, pageErrors }) => {
      pageErrors.allow(/Failed to load resource: the server responded with a status of 500 .*\/common_data\)$/);
      const scenario = await useScenario(context, request);
      await scenario.set({ common: { limitCountryUserStatus: 1, isBlockedCountry: true } });
      await scopedFault(context, 'main', API_PATHS.commonData, fault);
      await page.goto(siteUrl('main'));
      await moveThePointer(page);
      await settled(page, 'none');
      await expect(notices(page).locator('section:visible')).toHaveCount(0);
      await expect(page.getByRole('contentinfo').getByRole('button', { name: en['footer.app.title'] })).toBeVisible();
    });
  }
});
