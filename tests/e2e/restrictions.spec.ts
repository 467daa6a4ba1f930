// Restrictions are never contradicted (issue 34): the withdraw-only, blocked-country and KYC-reminder
// personas, whose notices say deposits and trading are unavailable, see no Deposit or Trade call to
// action anywhere on the page (header, hero, drawer, wallet menu) while Withdraw stays; the notice is
// a bar in the page's flow that covers nothing, at 375 and 1280 px. Which restriction forbids what
// is one table (src/contracts/restrictions.ts), tested in src/browser/status-notices/status-rules.test.ts.
import { test, expect, type Locator, type Page } from './test.ts';
import { siteUrl } from './helpers.ts';

const PERSONAS = ['withdraw-only', 'blocked-country', 'kyc-reminder'] as const;
/** Every Deposit or Trade call to action by what a person reads, whatever marks it carries. */
const CALL_TO_ACTION = /^(Deposit|Trade BTC\/USDT$)/;

async function signIn(page: Page, persona: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
  await page.goto(siteUrl('main', `/__sandbox/session?persona=${persona}&next=/`));
  await expect(page.locator('html')).toHaveAttribute('data-account', 'ready', { timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('data-status-notices-shown', /./);
}

/** No link or button named as a Deposit or Trade call to action is visible in `scope`. */
async function expectNoCallToAction(scope: Locator): Promise<void> {
  for (const role of ['link', 'button'] as const) {
    const visible = scope.getByRole(role, { name: CALL_TO_ACTION }).filter({ visible: true });
    await expect(visible, `${role}s offering a deposit or a trade`).toHaveCount(0);
  }
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The notice sits between the header and the hero, in the flow, and overlaps neither the hero nor the footer's legal text. */
async function expectNoticeInFlow(page: Page): Promise<void> {
  const notice = page.locator('.status-notice:visible').first();
  await expect(notice).toBeVisible();
  expect(await page.locator('.status-notices').evaluate((element) => getComputedStyle(element).position)).toBe('static');
  const box = (await notice.boundingBox())!;
  const header = (await page.locator('header.site-header').boundingBox())!;
  const hero = (await page.locator('.hero').boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  expect(hero.y).toBeGreaterThanOrEqual(box.y + box.height - 1);
  await page.locator('footer').last().scrollIntoViewIfNeeded();
  const legal = page.locator('footer .regulatory');
  expect(overlaps((await notice.boundingBox())!, (await legal.boundingBox())!)).toBe(false);
}

for (const persona of PERSONAS) {
  test(`${persona} at 1280 px: no Deposit or Trade in the header, the hero or the wallet menu; Withdraw stays`, async ({ page }) => {
    await signIn(page, persona, 1280);
    await expect(page.locator('html')).toHaveAttribute('data-forbidden-actions', 'deposit trade');
    await expectNoCallToAction(page.locator('body'));
    await expect(page.locator('.hero')).toContainText(/.+/);
    const trigger = page.locator('#account-header-slot').getByRole('button', { name: 'Account', exact: true });
    await trigger.click();
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`.replaceAll(':', '\\:'));
    await panel.getByText('Wallet', { exact: true }).click();
    // The wallet's Withdraw button and its entry.
    await expect(panel.getByRole('link', { name: 'Withdraw', exact: true }).filter({ visible: true })).toHaveCount(2);
    await expectNoCallToAction(panel);
    await page.keyboard.press('Escape');
    await expectNoticeInFlow(page);
  });

  test(`${persona} at 375 px: no Deposit or Trade in the header, the hero or the drawer's wallet; the notice covers nothing`, async ({ page }) => {
    await signIn(page, persona, 375);
    await expectNoCallToAction(page.locator('body'));
    await expectNoticeInFlow(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByText('Wallet', { exact: true }).click();
    await expect(drawer.getByRole('link', { name: 'Withdraw', exact: true }).filter({ visible: true })).toHaveCount(2);
    await expectNoCallToAction(drawer);
  });
}

test('a person without restrictions keeps every Deposit and Trade (the check above can see them)', async ({ page }) => {
  await signIn(page, 'user', 1280);
  await expect(page.locator('html')).not.toHaveAttribute('data-forbidden-actions', /./);
  await expect(page.locator('#account-header-slot').getByRole('link', { name: 'Deposit', exact: true })).toBeVisible();
  await expect(page.locator('.hero').getByRole('link', { name: 'Deposit fiat' })).toBeVisible();
  await expect(page.locator('.hero').getByRole('link', { name: 'Trade BTC/USDT' })).toBeVisible();
});
