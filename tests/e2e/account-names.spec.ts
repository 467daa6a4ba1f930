// Accessible names in the page's language (issues 8 and 9): the account dropdowns, Copy UID, Log
// out and its two choices, the Theme toggle and the Settings dialog with its tabs, as a screen-reader
// user hears them, left to right and right to left. That every language of the main site hands its
// islands these names translated is checked over dist/ (tests/built/island-names.test.ts).
import { test, expect } from './test.ts';
import { localizePath } from '../../src/i18n/locales.ts';
import { createTranslator } from '../../src/i18n/translate.ts';
import { accountArea, signInAs } from './account-helpers.ts';

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: account, logout, theme and settings names in the page's language`, async ({ page }) => {
    const t = createTranslator(lang);
    await signInAs(page, 'user', 'main', localizePath('/', lang));
    const area = accountArea(page);
    await expect(area.getByRole('button', { name: t('header.account.wallet'), exact: true })).toBeVisible();
    await expect(area.getByRole('button', { name: t('header.account.orders'), exact: true })).toBeVisible();
    const account = area.getByRole('button', { name: t('header.account.account'), exact: true });
    await account.click();
    const panel = page.locator(`#${(await account.getAttribute('aria-controls'))!.replaceAll(':', '\\:')}`);
    await expect(panel.getByRole('button', { name: t('header.account.copyUid'), exact: true })).toBeVisible();
    await panel.getByRole('button', { name: t('header.account.logout'), exact: true }).click();
    await expect(panel.getByRole('button', { name: t('header.account.logout.thisDevice'), exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: t('header.account.logout.allDevices'), exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    const actions = page.locator('.header-actions');
    await expect(actions.getByRole('button', { name: t('header.theme'), exact: true })).toHaveAttribute('aria-pressed', /true|false/);
    await actions.getByRole('button', { name: t('header.settings'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('header.settings'), exact: true });
    await expect(dialog.getByRole('tab', { name: t('settings.tab.language'), exact: true })).toBeVisible();
    await expect(dialog.getByRole('tab', { name: t('settings.tab.rate'), exact: true })).toBeVisible();
  });
}
