import { test, expect, type Page } from './test.ts';
import { holdIslandCode, siteUrl } from './helpers.ts';
import { useScenario } from './scenario.ts';
import { API_PATHS } from '../../src/contracts/api-paths.ts';
import { E2E_PORT } from '../../playwright.config.ts';
import zh from '../../src/i18n/dictionaries/zh.json' with { type: 'json' };

const bell = (page: Page, name = 'Notifications') => page.locator('.message-slot').getByRole('link', { name });
const panel = (page: Page) => page.getByRole('group', { name: 'Notifications' });
const items = (page: Page) => page.locator('.message-panel .notice-item');

/** Notice-record calls the page made, by type. */
function noticeCalls(page: Page): string[] {
  const types: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === API_PATHS.noticeRecord) types.push(`${url.searchParams.get('type')}:${url.searchParams.get('page')}:${url.searchParams.get('size')}`);
  });
  return types;
}

async function logIn(page: Page, path = '/') {
  await page.goto(siteUrl('main', `/__sandbox/session?persona=user&next=${encodeURIComponent(path)}`), { waitUntil: 'load' });
}

test.describe('message panel', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a visitor has no bell', async ({ page }) => {
    await page.goto(siteUrl('main', '/'));
    await expect(page.locator('.message-slot')).toBeHidden();
  });

  test('signed in on the main site: every tab\'s first page at load, tabs; a click on the bell; the keyboard', async ({ page, pageErrors }) => {
    // /reminder is the exchange's page, not one this chrome build has.
    pageErrors.allow(/^console\.error: Failed to load resource: the server responded with a status of 404 \(Not Found\) \(http:\/\/[^/]+\/reminder\)$/);
    const calls = noticeCalls(page);
    await logIn(page);

    await test.step('asks each tab group\'s first page at load (the unread count), shows the default tab on hover; each tab switch reloads its list', async () => {
      await expect(bell(page)).toBeVisible();
      await expect.poll(() => [...calls].sort()).toEqual(['markets:1:10', 'platform:1:10', 'trade:1:10']);

      await bell(page).hover();
      await expect(panel(page)).toBeVisible();
      await expect(items(page)).toHaveCount(10);
      await expect(page.getByRole('tab', { name: 'Platform' })).toHaveAttribute('aria-selected', 'true');
      await expect(items(page).first()).toContainText('New listing: ZRO');
      expect(calls).toHaveLength(3);

      await page.getByRole('tab', { name: 'Trade' }).click();
      await expect(items(page).first()).toContainText('Order filled');
      await page.getByRole('tab', { name: 'Markets' }).click();
      await expect(items(page).first()).toContainText('Price alert: BTC');
      await page.getByRole('tab', { name: 'Trade' }).click();
      await expect(items(page).first()).toContainText('Order filled');
      expect(calls.slice(3)).toEqual(['trade:1:10', 'markets:1:10', 'trade:1:10']);

      await expect(panel(page).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/reminder');
      await expect(panel(page).getByRole('link', { name: 'Notification settings' })).toHaveAttribute('href', '/reminder/config');
    });

    await test.step('a click on the bell lands on /reminder (hover only opens the panel)', async () => {
      // Its starting point: the panel closed (the last step left it open under the pointer).
      await page.mouse.move(5, 500);
      await expect(panel(page)).toBeHidden();
      await bell(page).hover();
      await expect(panel(page)).toBeVisible();
      await expect(page).toHaveURL(siteUrl('main', '/'));
      await bell(page).click();
      await expect(page).toHaveURL(siteUrl('main', '/reminder'));
    });

    await test.step('keyboard: focus opens, Tab reaches the panel, arrows move between tabs, Escape closes, Enter on the bell follows /reminder', async () => {
      // Its starting point: the page as first loaded, its island hydrated, and the pointer away from the bell.
      await page.mouse.move(5, 500);
      await page.goto(siteUrl('main', '/'));
      await expect(page).toHaveURL(siteUrl('main', '/'));
      await expect(page.locator('nexa-island[data-name="MessagePanel"]')).toHaveAttribute('data-hydrated', '');
      await bell(page).focus();
      await expect(panel(page)).toBeVisible();
      await expect(items(page)).toHaveCount(10);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('tab', { name: 'Platform' })).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: 'Trade' })).toBeFocused();
      await expect(page.getByRole('tab', { name: 'Trade' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toContainText('Order filled');
      await page.keyboard.press('End');
      await expect(page.getByRole('tab', { name: 'Markets' })).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Escape');
      await expect(panel(page)).toBeHidden();
      await expect(bell(page)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(siteUrl('main', '/reminder'));
    });
  });

  test('the bell shows the unread count from the sandbox\'s notices; opening a tab and Mark all as read clear it, after a reload too; a liquidation stands apart', async ({ page }) => {
    await logIn(page);
    // Three first pages of ten, none seen on this device yet.
    await expect(bell(page)).toHaveAccessibleName('Notifications, 30 unread');
    await expect(page.locator('.message-badge')).toHaveText('30');

    await bell(page).hover();
    await expect(items(page)).toHaveCount(10);
    // The open tab is seen: its count clears while its rows keep their unread look for this visit.
    await expect(bell(page)).toHaveAccessibleName('Notifications, 20 unread');
    await expect(page.getByRole('tab', { name: 'Platform' })).toHaveAccessibleName('Platform');
    // The count's word is hidden text beside the shown number.
    await expect(page.getByRole('tab', { name: 'Trade' })).toHaveAccessibleName(/^Trade\s*,\s*10\s*unread$/);
    await expect(page.getByRole('tab', { name: 'Trade' }).locator('.notice-tab-count')).toHaveText(/10/);
    await expect(items(page).first().locator('.notice-body')).toHaveClass(/is-unread/);

    await page.reload();
    await expect(bell(page)).toHaveAccessibleName('Notifications, 20 unread');

    await bell(page).hover();
    await page.getByRole('tab', { name: 'Trade' }).click();
    const liquidation = items(page).filter({ hasText: 'Position liquidated' }).first();
    await expect(liquidation).toContainText('Risk');
    await expect(liquidation).toHaveAttribute('data-risk', 'liquidation');
    await expect(items(page).filter({ hasText: 'Margin call' }).first()).toHaveAttribute('data-risk', 'margin-call');
    await expect(items(page).filter({ hasText: 'auto-deleveraged' }).first()).toHaveAttribute('data-risk', 'adl');
    await expect(items(page).filter({ hasText: 'Order filled' }).first()).not.toContainText('Risk');
    // Distinct beyond its colour: an edge and a tinted row where an ordinary one has neither.
    const look = (row: typeof liquidation) => row.locator('.notice-body').evaluate((body) => getComputedStyle(body).borderInlineStartWidth);
    expect(await look(liquidation)).toBe('3px');
    expect(await look(items(page).filter({ hasText: 'Order filled' }).first())).toBe('0px');
    // Times read as time ago, the full time in the title.
    await expect(items(page).first().locator('time')).toHaveText(/ago$/);
    await expect(items(page).first().locator('time')).toHaveAttribute('title', /\d{4}/);

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(page.locator('.message-badge')).toHaveCount(0);
    await expect(panel(page).locator('.is-unread')).toHaveCount(0);
    await page.reload();
    await expect(page.locator('nexa-island[data-name="MessagePanel"]')).toHaveAttribute('data-hydrated', '');
    await expect(bell(page)).toHaveAccessibleName('Notifications');
  });

  test('the sandbox\'s trade notices answer in the page\'s language where it has them (German, Japanese, Arabic), English otherwise', async ({ page }) => {
    for (const [path, liquidated] of [['/de/', 'Position liquidiert'], ['/ja/', 'ポジション強制決済'], ['/ar/', 'تمت تصفية المركز'], ['/fr/', 'Position liquidated']] as const) {
      await logIn(page, path);
      await page.locator('.message-bell').hover();
      await page.locator('.notice-tabs [role="tab"]').nth(1).click();
      await expect(items(page).filter({ hasText: liquidated })).toHaveCount(1);
    }
  });

  test('the first hover shows the panel from the page\'s markup before the island\'s code, which then keeps the same panel open and fills it', async ({ page }) => {
    // The island's code held back: the server-rendered panel answers alone.
    const release = await holdIslandCode(page, 'MessagePanel');
    await logIn(page);
    await bell(page).hover();
    await expect(panel(page)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Platform' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page).getByRole('link', { name: 'View all' })).toBeVisible();
    // Moving from the bell into the panel keeps it shown.
    await panel(page).getByRole('link', { name: 'Notification settings' }).hover();
    await expect(panel(page)).toBeVisible();
    // The element the person sees is the one React takes over: marked now, found shown after.
    await panel(page).evaluate((element) => element.setAttribute('data-before-code', ''));
    release();
    await expect(page.locator('nexa-island[data-name="MessagePanel"]')).toHaveAttribute('data-hydrated', '');
    await expect(page.locator('.message-panel[data-before-code]')).toBeVisible();
    await expect(items(page).first()).toContainText('New listing: ZRO');
    await page.mouse.move(5, 500);
    await expect(panel(page)).toBeHidden();
  });

  test('the list is 313 px high, titles clamp to one line and content to two; times in the reader\'s locale', async ({ page, context, request }) => {
    const scenario = await useScenario(context, request);
    const long = 'Very long text that keeps going well past the width of the panel, '.repeat(6);
    await scenario.set({ notices: { group: 'platform', records: [{ title: long, content: long, send_timest: 1_780_272_000 }] } });
    await logIn(page, '/zh/');
    await bell(page, zh['header.menu.reminder']).hover();
    // The scenario's record, not a placeholder row drawn while the list loads.
    const item = items(page).filter({ hasText: 'Very long text' }).first();
    await expect(item).toBeVisible();
    const box = await item.evaluate((element) => {
      const lineHeight = (node: Element) => parseFloat(getComputedStyle(node).lineHeight);
      const title = element.querySelector('.notice-title')!;
      const content = element.querySelector('.notice-content')!;
      return {
        listHeight: element.closest('[role="tabpanel"]')!.getBoundingClientRect().height,
        titleLines: title.getBoundingClientRect().height / lineHeight(title),
        titleClipped: title.scrollWidth > title.clientWidth,
        contentLines: content.getBoundingClientRect().height / lineHeight(content),
        contentClipped: content.scrollHeight > content.clientHeight,
        time: element.querySelector('time')!.getAttribute('title'),
        datetime: element.querySelector('time')!.getAttribute('datetime'),
      };
    });
    expect(box.listHeight).toBe(313);
    expect(box.titleLines).toBeCloseTo(1, 1);
    expect(box.titleClipped).toBe(true);
    expect(box.contentLines).toBeCloseTo(2, 1);
    expect(box.contentClipped).toBe(true);
    expect(box.datetime).toBe('2026-06-01T00:00:00.000Z');
    // The full time (the title) in the reader's locale: Chinese dates name the year with 年.
    expect(box.time).toMatch(/^2026年/);
  });

  test('each notification type opens where the routing table says', async ({ page, context, request, pageErrors }) => {
    // The destinations are the exchange's pages, which this chrome build does not have: the test
    // checks where each click goes, and the 404 each arrival logs is expected.
    pageErrors.allow(/^console\.error: Failed to load resource: the server responded with a status of 404 \(Not Found\) \(http:\/\/localhost:\d+\/[^)]*\)$/);
    const scenario = await useScenario(context, request);
    const local = `http://localhost:${E2E_PORT}`;
    const table = [
      { type: 'general', extras: { web_url: '/announcements/article/30101' }, to: '/announcements/article/30101' },
      { type: 'general', extras: { web_url: `${local}/fee` }, to: '/fee' },
      { type: 'spot', extras: { market: 'BTC_USDT' }, to: '/trade/BTC_USDT' },
      { type: 'margin', extras: { contract: 'ETH_USDT' }, to: '/margin_trade/ETH_USDT' },
      { type: 'margin', extras: { contract: 'ETH' }, to: '/myaccount/myfunds/cross_margin' },
      { type: 'futures', extras: { contract: 'BTC_USD', settle_asset: 'BTC' }, to: '/futures/BTC/BTC_USD' },
      { type: 'futures', extras: {}, to: '/futures/USDT/BTC_USDT' },
      { type: 'startup', extras: { startup_id: 417 }, to: '/startup/417' },
      { type: 'strategybot', extras: {}, to: '/strategybot/historyStrategy' },
      { type: 'copytrading', extras: {}, to: '/copytrading/underwayStrategy' },
    ] as const;
    const secondTab = [
      { type: 'live', extras: { stream_id: 88213 }, to: '/live/video/88213?type=live' },
      { type: 'invite', extras: { url: '/referral/earn-voucher' }, to: '/referral/earn-voucher' },
      { type: 'approval', extras: { url: '/myaccount/sub_account_manage' }, to: '/myaccount/sub_account_manage' },
    ] as const;
    const records = (rows: ReadonlyArray<{ type: string; extras: object; to: string }>) =>
      rows.map((row, index) => ({ type: row.type as 'general', title: `${row.type} ${index}`, content: row.to, extras: row.extras as Record<string, string> }));
    await scenario.set({ notices: { group: 'platform', records: records(table) } });
    await scenario.set({ notices: { group: 'trade', records: records(secondTab) } });
    await logIn(page);

    // Every row's link leads to its destination (the address the browser resolves its href to: a
    // notice link is a plain <a href>, NoticeList.tsx). The routing table itself, type by type, is
    // routeForNotification's (src/lib/notifications/route.test.ts); three rows are followed by a
    // click: an own route, a server URL on this host (an absolute href), and a row of the second tab.
    for (const [tab, rows] of [['Platform', table], ['Trade', secondTab]] as const) {
      await bell(page).hover();
      await page.getByRole('tab', { name: tab }).click();
      for (const [index, row] of rows.entries()) {
        await expect(items(page).nth(index)).toContainText(`${row.type} ${index}`);
        await expect(items(page).nth(index).getByRole('link')).toHaveJSProperty('href', `${local}${row.to}`);
      }
    }
    const followed = [['Platform', table, 2], ['Platform', table, 1], ['Trade', secondTab, 0]] as const;
    for (const [position, [tab, rows, index]] of followed.entries()) {
      if (position > 0) await page.goto(siteUrl('main', '/'));
      await bell(page).hover();
      await page.getByRole('tab', { name: tab }).click();
      await items(page).nth(index).getByRole('link').click();
      await expect(page).toHaveURL(`${local}${rows[index]!.to}`);
    }
  });

  test('on a region variant the panel\'s own links stay under its prefix', async ({ page, context, request }) => {
    const scenario = await useScenario(context, request);
    await scenario.set({ notices: { group: 'platform', records: [{ type: 'spot', title: 'Order filled', content: 'BTC_USDT', extras: { market: 'BTC_USDT' } }] } });
    await logIn(page, '/en-eu/');
    await bell(page).hover();
    await expect(items(page).first().getByRole('link')).toHaveAttribute('href', '/en-eu/trade/BTC_USDT');
    await expect(panel(page).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/en-eu/reminder');
  });

  test('hostile or disallowed urls never navigate', async ({ page, context, request }) => {
    const scenario = await useScenario(context, request);
    const hostile = ['javascript:alert(1)', '//evil.example', 'https://exchange.example.evil.example', 'https://www.nexa.exchange.evil.example/', 'data:text/html,<script>alert(1)</script>'];
    await scenario.set({
      notices: {
        group: 'platform',
        records: [
          ...hostile.map((url) => ({ type: 'general' as const, title: url, content: 'web_url', extras: { web_url: url } })),
          ...hostile.slice(0, 3).map((url) => ({ type: 'invite' as const, title: url, content: 'url', extras: { url } })),
          { type: 'general', title: 'not allowed', content: 'isAllowHref false', extras: { web_url: '/fee', isAllowHref: false } },
          { type: 'spot', title: 'not a pair', content: 'market', extras: { market: '../../logout' } },
        ],
      },
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await logIn(page);
    await bell(page).hover();
    await expect(items(page)).toHaveCount(10);
    await expect(panel(page).locator('.notice-list a')).toHaveCount(0);
    for (let index = 0; index < 10; index += 1) {
      await items(page).nth(index).click();
      await expect(page).toHaveURL(siteUrl('main', '/'));
    }
    expect(dialogs).toEqual([]);
  });
});
