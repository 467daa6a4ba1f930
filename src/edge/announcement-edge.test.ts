// The edge places the current announcement into the page it serves (SPEC 4), once per page and
// announcement, and serves the page as built whenever the announcement cannot be had.
import { describe, expect, it } from 'vitest';
import { createEdgeHandler } from './handler.ts';
import type { AssetStore } from './asset-store.ts';
import type { AnnouncementSource } from './announcement.ts';
import type { AnnouncementsByPage } from '../lib/announcement/answer.ts';

const SHELL = '<!doctype html><html lang="en" dir="ltr" data-page-context="{&quot;siteKey&quot;:&quot;main&quot;,&quot;lang&quot;:&quot;en&quot;}"><body>' +
  '<section class="announcement" data-announcement-page="index" hidden aria-label="Announcement"><p><!--announcement {"lang":"en","page":"index"}--></p></section></body></html>';
const assets: AssetStore = {
  read: async (file) => (file === 'main/index.html' ? new TextEncoder().encode(SHELL) : null),
};
const home = (cookie = '') => new Request('http://localhost/', { headers: { cookie } });

describe('the edge and the announcement', () => {
  it('serves the page with the announcement of its page key in place, with a validator of those bytes', async () => {
    const calls: string[] = [];
    const source: AnnouncementSource = async (lang) => {
      calls.push(lang);
      return { index: { content_id: '9', content: 'Maintenance tonight', link: '' } };
    };
    const handler = createEdgeHandler(assets, { announcements: source });
    const first = await handler(home());
    const html = await first.text();
    expect(html).toContain('data-content-id="9"');
    expect(html).toContain('>Maintenance tonight</span>');
    expect(html).not.toContain(' hidden ');
    const second = await handler(home());
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(calls).toEqual(['en', 'en']);
    const plain = await createEdgeHandler(assets)(home());
    expect(plain.headers.get('etag')).not.toBe(first.headers.get('etag'));
  });

  it("keeps a page whose announcement a cookie chose out of shared caches, with or without a bar", async () => {
    const scenarioBar = { index: { content_id: '2', content: 'Scenario bar', link: '' } };
    const bySandboxScenario: AnnouncementSource = Object.assign(async (_lang: string, cookie: string | null): Promise<AnnouncementsByPage> => (cookie?.includes('scenario=') ? scenarioBar : {}), { readsCookies: true });
    const handler = createEdgeHandler(assets, { announcements: bySandboxScenario });
    for (const cookie of ['scenario=long-bar', 'theme=dark']) {
      const page = await handler(home(cookie));
      expect([page.headers.get('cache-control'), page.headers.get('vary')], cookie).toEqual(['private, no-cache', 'Accept-Encoding, Cookie']);
    }
    // Without a cookie nothing chose it: the page is as public as built.
    expect((await handler(home())).headers.get('cache-control')).toBe('public, max-age=60, must-revalidate');
    const backend: AnnouncementSource = async () => ({ index: { content_id: '3', content: 'For everyone', link: '' } });
    expect((await createEdgeHandler(assets, { announcements: backend })(home('theme=dark'))).headers.get('cache-control')).toBe('public, max-age=60, must-revalidate');
  });

  it('serves the page as built when the source fails or has nothing for the page', async () => {
    for (const source of [async () => Promise.reject(new Error('down')), async () => ({ wallet: { content_id: '1', content: 'x', link: '' } })] as AnnouncementSource[]) {
      const html = await (await createEdgeHandler(assets, { announcements: source })(home())).text();
      expect(html).toBe(SHELL);
    }
  });
});
