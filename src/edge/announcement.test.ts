import { describe, expect, it } from 'vitest';
import { ownHosts } from '../sites/own-hosts.ts';
import { announcementSlot, cachedAnnouncementSource, fillAnnouncementSlot, apiAnnouncementSource, type AnnouncementSource } from './announcement.ts';
import type { AnnouncementsByPage } from '../lib/announcement/answer.ts';
import { slotMarker, type SlotFacts } from '../contracts/announcement-slot-marker.ts';

/** A shell as the build writes it (src/components/AnnouncementSlot.astro): the slot's facts in its marker. */
const shell = (facts: SlotFacts) => '<html lang="zh-CN" dir="ltr" data-page-context="{&quot;lang&quot;:&quot;zh&quot;}"><body>' +
  `<section class="announcement" data-announcement-page="${facts.page}" hidden aria-label="Announcement"><p>${slotMarker(facts)}</p></section></body></html>`;
const SHELL = shell({ lang: 'zh', page: 'wallet' });
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
    const english = shell({ lang: 'en', page: 'wallet' });
    expect(fillAnnouncementSlot(english, one('x', '/announcements/article/7'), HOSTS)).toContain('<a href="/announcements/article/7">');
    expect(fillAnnouncementSlot(SHELL, one('x', '/zh-tw/announcements/article/7'), HOSTS)).toContain('<a href="/zh-tw/announcements/article/7">');
    expect(fillAnnouncementSlot(SHELL, one('x', '/'), HOSTS)).toContain('<a href="/zh/">');
  });

  it('keeps a region variant\'s link under its prefix', () => {
    const variant = shell({ lang: 'en', page: 'wallet', base: '/en-eu' });
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

  it('inserts text and id as they are, never as replacement patterns', () => {
    for (const pattern of ['$&', '$`', "$'", '$$', '$1', '$<name>', 'Win US$$100 [pre:$`]']) {
      const html = fillAnnouncementSlot(SHELL, { wallet: { content_id: pattern, content: pattern, link: '' } }, HOSTS);
      const escaped = pattern.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#39;');
      expect(html, pattern).toContain(`<span class="announcement-scroll" dir="auto">${escaped}</span>`);
      expect(html, pattern).toContain(`data-content-id="${escaped}"`);
      expect(html.match(/<html/g), pattern).toHaveLength(1);
      expect(html.match(/<section/g), pattern).toHaveLength(1);
    }
  });

  it('caps very long text', () => {
    const html = fillAnnouncementSlot(SHELL, one('a'.repeat(5_000)), HOSTS);
    expect(html).toContain(`>${'a'.repeat(1_000)}</span>`);
  });
});

describe('sources', () => {
  const request = 'sandbox_scenario=a';

  it('finds the slot by its exact marker: the language and page key the slot wrote, none without one', () => {
    expect(SHELL).toContain('<!--announcement {"lang":"zh","page":"wallet"}-->');
    expect(announcementSlot(SHELL)).toEqual({ lang: 'zh', page: 'wallet' });
    expect(announcementSlot('<html lang="en"><body></body></html>')).toBeNull();
    // Not the slot's facts: no page key of SPEC 4, broken JSON, an unterminated comment.
    for (const marker of ['<!--announcement {"lang":"zh","page":"__proto__"}-->', '<!--announcement {"lang":"zh",-->', '<!--announcement {"lang":"zh","page":"wallet"}']) {
      expect(announcementSlot(SHELL.replace(slotMarker({ lang: 'zh', page: 'wallet' }), marker)), marker).toBeNull();
    }
    // The header fragment an application includes carries the same slot.
    const fragment = SHELL.replace('<html lang="zh-CN" dir="ltr"', '<div class="chrome-fragment" data-chrome-part="header" data-route="/myaccount/myfunds"').replace('<body>', '');
    expect(announcementSlot(fragment)).toEqual({ lang: 'zh', page: 'wallet' });
  });

  it('writes no marker whose facts could end its comment early', () => {
    expect(() => slotMarker({ lang: 'en', page: 'index', base: '/x-->' })).toThrow();
  });

  it('asks the bulletin call in the backend language as the web app (SPEC 7 headers), forwarding cookies only when told to', async () => {
    const seen: Request[] = [];
    const answer = (api: Request) => {
      seen.push(api);
      return Promise.resolve(Response.json({ code: 0, data: one('from api') }));
    };
    expect(await apiAnnouncementSource(answer, { origin: 'http://sandbox.invalid', forwardCookies: true })('zh', request)).toEqual(one('from api'));
    await apiAnnouncementSource(answer, { origin: 'https://api.example', forwardCookies: false })('zh', request);
    expect(seen.map((api) => [api.url, api.headers.get('x-lang'), api.headers.get('x-app-type'), api.headers.get('cookie')])).toEqual([
      ['http://sandbox.invalid/api/web/v1/site/fullsiteBulletin', 'cn', 'web', 'sandbox_scenario=a'],
      ['https://api.example/api/web/v1/site/fullsiteBulletin', 'cn', 'web', null],
    ]);
  });

  it('fails (the page goes out as built) on an error code, a failed answer or a backend that does not answer in time', async () => {
    const source = (response: (api: Request, init: { signal: AbortSignal }) => Promise<Response | null>) => apiAnnouncementSource(response, { origin: 'http://x.invalid', forwardCookies: false, timeoutMs: 20 });
    await expect(source(() => Promise.resolve(Response.json({ code: 401, data: one('x') })))('en', request)).rejects.toThrow(/error code/);
    await expect(source(() => Promise.resolve(new Response('oops', { status: 500 })))('en', request)).rejects.toThrow(/500/);
    let signal: AbortSignal | undefined;
    const hung = source((_api, init) => {
      signal = init.signal;
      return new Promise(() => {});
    });
    await expect(hung('en', request)).rejects.toThrow(/in time/);
    // The request it gave up on is aborted: a hung backend connection is not kept open.
    expect(signal?.aborted).toBe(true);
    expect(await source(() => Promise.resolve(Response.json({ code: 0, data: {} })))('en', request)).toEqual({});
  });
});

/** A source whose answers the test settles one by one, counting the calls. */
function controlledSource() {
  const pending: { lang: string; resolve(value: AnnouncementsByPage): void; reject(error: Error): void }[] = [];
  const source: AnnouncementSource = (lang) => new Promise((resolve, reject) => pending.push({ lang, resolve, reject }));
  return { source, pending };
}

describe('the announcement cache (stale-while-revalidate, one refresh at a time)', () => {
  const request = null;

  it('makes the first pages of a language wait for one shared answer, then serves it while fresh', async () => {
    let clock = 0;
    const { source, pending } = controlledSource();
    const cached = cachedAnnouncementSource(source, { ttlMs: 30_000, now: () => clock });
    const first = [cached('en', request), cached('en', request), cached('en', request)];
    expect(pending.map((call) => call.lang)).toEqual(['en']);
    pending[0]!.resolve(one('A'));
    expect(await Promise.all(first)).toEqual([one('A'), one('A'), one('A')]);
    clock = 29_999;
    expect(await cached('en', request)).toEqual(one('A'));
    expect(pending).toHaveLength(1);
  });

  it('serves the stale answer at once while one refresh runs, then the refreshed one', async () => {
    let clock = 0;
    const { source, pending } = controlledSource();
    const deferred: Promise<unknown>[] = [];
    const cached = cachedAnnouncementSource(source, { ttlMs: 30_000, now: () => clock });
    const first = cached('en', request);
    pending[0]!.resolve(one('A'));
    await first;
    clock = 30_000;
    // The refresh hangs: every page still gets the last answer without waiting, and no second refresh starts.
    for (let i = 0; i < 5; i += 1) expect(await cached('en', request, (work) => deferred.push(work))).toEqual(one('A'));
    expect(pending).toHaveLength(2);
    expect(deferred).toHaveLength(1);
    pending[1]!.resolve(one('B'));
    await deferred[0];
    expect(await cached('en', request)).toEqual(one('B'));
  });

  it('keeps the last good answer when a refresh fails, and asks again after the retry delay', async () => {
    let clock = 0;
    const { source, pending } = controlledSource();
    const deferred: Promise<unknown>[] = [];
    const cached = cachedAnnouncementSource(source, { ttlMs: 30_000, retryMs: 5_000, now: () => clock });
    const first = cached('en', request);
    pending[0]!.resolve(one('A'));
    await first;
    clock = 31_000;
    expect(await cached('en', request, (work) => deferred.push(work))).toEqual(one('A'));
    pending[1]!.reject(new Error('HTTP 500'));
    await deferred[0];
    clock = 35_999;
    expect(await cached('en', request)).toEqual(one('A'));
    expect(pending).toHaveLength(2);
    clock = 36_000;
    expect(await cached('en', request)).toEqual(one('A'));
    expect(pending).toHaveLength(3);
  });

  it('fails the pages of a language that has no answer yet when the backend fails, and keeps languages apart', async () => {
    const { source, pending } = controlledSource();
    const cached = cachedAnnouncementSource(source);
    const en = cached('en', request);
    const zh = cached('zh', request);
    pending[0]!.reject(new Error('down'));
    pending[1]!.resolve(one('zh'));
    await expect(en).rejects.toThrow('down');
    expect(await zh).toEqual(one('zh'));
  });
});
