// The edge places the current announcement into the page it serves (SPEC 4), once per page and
// announcement, and serves the page as built whenever the announcement cannot be had.
import { describe, expect, it } from 'vitest';
import { createEdgeHandler } from './handler.ts';
import type { AssetStore } from './asset-store.ts';
import type { AnnouncementSource } from './announcement.ts';

const SHELL = '<!doctype html><html lang="en" dir="ltr" data-page-context="{&quot;siteKey&quot;:&quot;main&quot;,&quot;lang&quot;:&quot;en&quot;}"><body>' +
  '<section class="announcement" data-announcement-page="index" hidden aria-label="Announcement"><p><!--announcement-text--></p></section></body></html>';
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

  it('serves the page as built when the source fails or has nothing for the page', async () => {
    for (const source of [async () => Promise.reject(new Error('down')), async () => ({ wallet: { content_id: '1', content: 'x', link: '' } })] as AnnouncementSource[]) {
      const html = await (await createEdgeHandler(assets, { announcements: source })(home())).text();
      expect(html).toBe(SHELL);
    }
  });
});
