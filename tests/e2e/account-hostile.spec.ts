// User info is untrusted (issue 8, point 8): a nickname is text, never markup; an avatar URL that is
// not http(s) is never loaded, and a picture that fails to load gives way to the initials.
import { test, expect, type Page } from './test.ts';
import { siteUrl } from './helpers.ts';
import { openProfile } from './account-helpers.ts';

const USER_INFO = '**/api/web/v1/usercenter/get_info';

/** Signs in as the sandbox's user, with `change` applied to every user-info answer this page gets. */
async function signInWith(page: Page, change: Record<string, unknown>) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.route(USER_INFO, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, data: { ...body.data, ...change } } });
  });
  await page.goto(siteUrl('main', '/__sandbox/session?persona=user&next=/'));
  await expect(page.locator('html')).toHaveAttribute('data-account', 'ready', { timeout: 15_000 });
}

test('a nickname made of markup is shown as text; a javascript: avatar is never loaded and the initials show', async ({ page }) => {
  const nickname = '<img src=x onerror="window.__pwned=1">Eve';
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await signInWith(page, { nickname, user_nick: nickname, user_avatar: 'javascript:window.__pwned=2' });
  const panel = await openProfile(page);
  await expect(panel.getByText(nickname, { exact: true })).toBeVisible();
  await expect(panel.locator('.account-identity img, .account-avatar img')).toHaveCount(0);
  await expect(panel.locator('.account-avatar').first()).not.toBeEmpty();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(requested.filter((url) => url.startsWith('javascript:') || url.endsWith('/x'))).toEqual([]);
});

test('an avatar that fails to load gives way to the initials', async ({ page, pageErrors }) => {
  pageErrors.allow(/^console\.error: Failed to load resource: the server responded with a status of 404 \(Not Found\) \(http:\/\/[^/]+\/images\/avatar\/missing\.svg\)$/);
  await signInWith(page, { nickname: 'Zoe Quinn', user_nick: 'Zoe Quinn', user_avatar: '/images/avatar/missing.svg' });
  const panel = await openProfile(page);
  await expect(panel.locator('.account-avatar img')).toHaveCount(0);
  await expect(panel.locator('.account-avatar').first()).toHaveText('ZO');
});
