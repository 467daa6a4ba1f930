// Verification state in words (issue 40 point 4): the profile panel and the drawer's profile card
// show a labelled chip linking to /myaccount/kyc_home ("Unverified · Verify", "Under review",
// "Verified", "Verification failed · Try again"), none for an unknown status; a non-VIP card's arrow
// to the profile says "View profile". The status-to-state mapping: account-rules.test.ts.
import { test, expect } from './test.ts';
import { accountArea, openProfile, signInAs } from './account-helpers.ts';

const CHIPS = [
  ['kyc-0', 'Unverified · Verify', 'warning'],
  ['kyc-2', 'Under review', 'progress'],
  ['kyc-1', 'Verified', 'success'],
  ['kyc-99', 'Verification failed · Try again', 'error'],
] as const;

test('the profile panel names the verification state and links to identity verification', async ({ page }) => {
  for (const [persona, label, state] of CHIPS) {
    await test.step(`${persona}: "${label}"`, async () => {
      await signInAs(page, persona);
      const panel = await openProfile(page);
      const chip = panel.getByRole('link', { name: label, exact: true });
      await expect(chip).toBeVisible();
      await expect(chip).toHaveAttribute('href', '/myaccount/kyc_home');
      await expect(chip).toHaveAttribute('data-kyc', state);
      await expect(panel.locator('[data-kyc]')).toHaveCount(1);
    });
  }
  await test.step('kyc-none (status -1): no chip', async () => {
    await signInAs(page, 'kyc-none');
    const panel = await openProfile(page);
    await expect(panel.getByRole('button', { name: 'Copy UID' })).toBeVisible();
    await expect(panel.locator('[data-kyc]')).toHaveCount(0);
  });
});

test('kyc-0 at 375 px: the drawer\'s profile card has the chip; the card\'s arrow says View profile', async ({ page }) => {
  await signInAs(page, 'kyc-0');
  await test.step('1440 px: the non-VIP card\'s link to the profile is labelled in words', async () => {
    const panel = await openProfile(page);
    await expect(panel.locator('.account-arrow')).toHaveText('View profile');
    await expect(panel.getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/myaccount/profile');
    await page.keyboard.press('Escape');
    await expect(accountArea(page).getByRole('button', { name: 'Account', exact: true })).toHaveAttribute('aria-expanded', 'false');
  });
  await test.step('375 px drawer', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const card = page.getByRole('dialog', { name: 'Menu' }).locator('.drawer-profile-card');
    const chip = card.getByRole('link', { name: 'Unverified · Verify' });
    await expect(chip).toBeVisible();
    await expect(chip).toHaveAttribute('href', '/myaccount/kyc_home');
    await chip.focus();
    await expect(chip).toBeFocused();
    const box = (await chip.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  });
});
