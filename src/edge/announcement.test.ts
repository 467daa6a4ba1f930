import { describe, expect, it } from 'vitest';
import { ownHosts } from '../sites/own-hosts.ts';
import { announcementSlot, cachedAnnouncementSource, fillAnnouncementSlot, readAnnouncements, apiAnnouncementSource } from './announcement.ts';

const SHELL = '<html lang="zh-CN" dir="ltr" data-page-context="{&quot;siteKey&quot;:&quot;main&quot;,&quot;siteId&quot;:0,&quot;lang&quot;:&quot;zh&quot;}"><body>' +
  '<section class="announcement" data-announcement-page="wallet" hidden aria-label="Announcement"><p><!--announcement-text--></p></section></body></html>';
const HOSTS = ownHosts();
const one = (content: string, link = '') => ({ wallet: { content_id: '7', content, link } });

describe('fillAnnouncementSlot', () => {
  it('fills the slot of the page key, un-hides it and names the content id', () => {
    const html = fillAnnouncementSlot(SHELL, { index: { content_id: '1', content: 'other', link: '' }, ...one('Maintenance at 02:00', '/announcements/article/7') }, HOSTS);
    expect(html).toContain('data-announcement-page="wallet" data-content-id="7" aria-label');
    expect(html).toContain('<a href="/zh/announcements/article/7"><span class="announcement-scroll" dir="auto">Maintenance at 02:00</span></a>');
    expect(html).not.toContain('hidden');
  });

  it('puts a root-relative link in the page language, once', () => {
    const english = SHELL.replace('&quot;lang&quot;:&quot;zh&quot;', '&quot;lang&quot;:&quot;en&quot;');
    expect(fillAnnouncementSlot(english, one('x', '/announcements/article/7'), HOSTS)).toContain('<a href="/announcements/article/7">');
    expect(fillAnnouncementSlot(SHELL, one('x', '/zh-tw/announcements/article/7'), HOSTS)).toContain('<a href="/zh-tw/announcements/article/7">');
    expect(fillAnnouncementSlot(SHELL, one('x', '/'), HOSTS)).toContain('<a href="/zh/">');
  });

  it('keeps a region variant\'s link under its prefix', () => {
    const variant = SHELL.replace('&quot;lang&quot;:&quot;zh&quot;', '&quot;lang&quot;:&quot;en&quot;').replace('aria-label="Announcement"', 'aria-label="Announcement" data-link-base="/en-eu"');
    expect(fillAnnouncementSlot(variant, one('x', '/announcements/article/7'), HOSTS)).toContain('<a href="/en-eu/announcements/article/7">');
    expect(fillAnnouncementSlot(variant, one('x', '/en-eu/fee'), HOSTS)).toContain('<a href="/en-eu/fee">');
  });

  it('escapes text and id, and drops links that are not ours', () => {
    const html = fillAnnouncementSlot(SHELL, { wallet: { content_id: '"><b>', content: '<img src=x onerror=alert(1)> & \'q\'', link: 'javascript:alert(1)' } }, HOSTS);
    expect(html).toContain('<span class="announcement-scroll" dir="auto">&lt;img src=x onerror=alert(1)&gt; &amp; &#39;q&#39;</span>');
    expect(html).toContain('data-content-id="&quot;&gt;&lt;b&gt;"');
    expect(html).not.toContain('<a ');
    for (const link of ['//evil.example', 'https://www.nexa.exchange.evil.example/', 'data:text/html,x']) {
      expect(fillAnnouncementSlot(SHELL, one('x', link), HOSTS)).not.toContain('<a ');
    }
  });

  it('leaves a page without a slot or without its announcement unchanged', () => {
    expect(fillAnnouncementSlot(SHELL, { index: { content_id: '1', content: 'x', link: '' } }, HOSTS)).toBe(SHELL);
    expect(fillAnnouncementSlot('<html data-lang="en"></html>', one('x'), HOSTS)).toBe('<html data-lang="en"></html>');
  });

  it('caps very long text', () => {
    const html = fillAnnouncementSlot(SHELL, one('a'.repeat(5_000)), HOSTS);
    expect(html).toContain(`>${'a'.repeat(1_000)}</span>`);
  });
});

describe('readAnnouncements', () => {
  it('keeps well-formed entries and drops the rest', () => {
    expect(readAnnouncements({
      index: { content_id: 30117, content: 'ok', link: '/a' },
      wallet: { content_id: '', content: 'no id', link: '' },
      blank: { content_id: '2', content: '  ', link: '' },
      noLink: { content_id: '3', content: 'text' },
      broken: null,
    })).toEqual({ index: { content_id: '30117', content: 'ok', link: '/a' }, noLink: { content_id: '3', content: 'text', link: '' } });
    expect(readAnnouncements('unexpected')).toEqual({});
    expect(readAnnouncements([])).toEqual({});
  });
});

describe('sources', () => {
  const request = 'sandbox_scenario=a';

  it("finds the slot: the page context's language and the slot's page key, none without a slot", () => {
    expect(announcementSlot(SHELL)).toEqual({ lang: 'zh', page: 'wallet' });
    expect(announcementSlot('<html lang="en"><body></body></html>')).toBeNull();
    expect(announcementSlot(SHELL.replace(/data-page-context="[^"]*"/, ''))).toBeNull();
  });

  it('asks the bulletin call in the backend language, forwarding cookies only when told to', async () => {
    const seen: Request[] = [];
    const answer = (api: Request) => {
      seen.push(api);
      return Promise.resolve(Response.json({ code: 0, data: one('from api') }));
    };
    expect(await apiAnnouncementSource(answer, { origin: 'http://sandbox.invalid', forwardCookies: true })('zh', request)).toEqual(one('from api'));
    await apiAnnouncementSource(answer, { origin: 'https://api.example', forwardCookies: false })('zh', request);
    expect(seen.map((api) => [api.url, api.headers.get('x-lang'), api.headers.get('cookie')])).toEqual([
      ['http://sandbox.invalid/api/web/v1/site/fullsiteBulletin', 'cn', 'sandbox_scenario=a'],
      ['https://api.example/api/web/v1/site/fullsiteBulletin', 'cn', null],
    ]);
  });

  it('gives no announcement for an error code, a failed answer or a backend that does not answer in time', async () => {
    const source = (response: () => Promise<Response | null>) => apiAnnouncementSource(response, { origin: 'http://x.invalid', forwardCookies: false });
    expect(await source(() => Promise.resolve(Response.json({ code: 401, data: one('x') })))('en', request)).toEqual({});
    expect(await source(() => Promise.resolve(new Response('oops', { status: 500 })))('en', request)).toEqual({});
    expect(await source(() => new Promise(() => {}))('en', request)).toEqual({});
  });

  it('caches one answer per language and keeps the last good one when a refresh fails', async () => {
    let clock = 0;
    let calls = 0;
    let fail = false;
    const cached = cachedAnnouncementSource(async (lang) => {
      calls += 1;
      if (fail) throw new Error('down');
      return one(`${lang} ${calls}`);
    }, 30_000, () => clock);
    expect(await cached('en', request)).toEqual(one('en 1'));
    expect(await cached('en', request)).toEqual(one('en 1'));
    expect(await cached('zh', request)).toEqual(one('zh 2'));
    clock = 31_000;
    fail = true;
    expect(await cached('en', request)).toEqual(one('en 1'));
    expect(calls).toBe(3);
  });
});
