import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { sites } from '../../src/sites/index.ts';
import { builtDist } from '../support/dist.ts';
import { gradeResponse } from '../support/observatory.ts';

let app: ReturnType<typeof createApp>;
beforeAll(() => {
  app = createApp({ root: builtDist() });
}, 120_000);

const get = (url: string, cookie?: string) => app(new Request(url, { headers: cookie ? { cookie } : {} }));

describe('security headers', () => {
  it('scores A+ under the Observatory header tests on the home page of every site', async () => {
    for (const site of sites) {
      const url = `https://${site.hosts.production}/`;
      // Regional hosts redirect visitors; their home page is graded as a logged-in user gets it.
      const response = await get(url, 'pver=1; sign=1');
      expect(response.status, url).toBe(200);
      const { grade, score, results } = gradeResponse(response.headers, await response.text(), url);
      expect(grade, `${url}: ${JSON.stringify(results)}`).toBe('A+');
      expect(score).toBe(130);
    }
  });

  it('the Observatory rules fail a page without the headers or with unsafe-inline scripts', () => {
    // -25 CSP, -20 HSTS, -5 X-Content-Type-Options, -20 framing.
    expect(gradeResponse(new Headers({ 'content-type': 'text/html' }), '', 'https://a.example/')).toMatchObject({ score: 30, grade: 'D' });
    const unsafe = new Headers({
      'content-type': 'text/html',
      'content-security-policy': "default-src 'none'; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
      'strict-transport-security': 'max-age=63072000',
      'x-content-type-options': 'nosniff',
    });
    const graded = gradeResponse(unsafe, '', 'https://a.example/');
    expect(graded.results.find((result) => result.test === 'content-security-policy')?.result).toBe('csp-implemented-with-unsafe-inline');
    expect(graded.grade).not.toBe('A+');
  });

  it('sets every header on pages, assets, redirects and 404s', async () => {
    const answers = await Promise.all([
      get('http://localhost:4321/'),
      get('http://localhost:4321/favicon.svg'),
      get('http://eu.localhost:4321/fee'),
      get('http://localhost:4321/zh'),
      get('http://nowhere.example/'),
      app(new Request('http://localhost:4321/', { method: 'POST' })),
    ]);
    expect(answers.map((response) => response.status)).toEqual([200, 200, 302, 301, 404, 405]);
    for (const response of answers) {
      const label = String(response.status);
      expect(response.headers.get('strict-transport-security'), label).toMatch(/^max-age=\d{8,}; includeSubDomains; preload$/);
      expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cross-origin-resource-policy'), label).toMatch(/^(same-origin|cross-origin)$/);
      expect(response.headers.get('permissions-policy'), label).toMatch(/camera=\(\)/);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options'), label).toBe('DENY');
      expect(response.headers.get('content-security-policy')).not.toContain('unsafe-inline');
      expect(response.headers.get('content-security-policy'), label).toContain("require-trusted-types-for 'script'");
    }
    // Documents allow the chrome's one Trusted Types policy; anything else runs nothing, so may create none.
    const trustedTypes = answers.map((response) => response.headers.get('content-security-policy')?.match(/trusted-types ([^;]+)/)?.[1]);
    expect(trustedTypes).toEqual(['nexa-chrome', "'none'", "'none'", "'none'", 'nexa-chrome', "'none'"]);
    const fragment = await get('http://localhost:4321/_chrome/en/header.html');
    expect(fragment.headers.get('content-security-policy')).toContain("require-trusted-types-for 'script'; trusted-types nexa-chrome;");
  });

  it('caches hashed assets for a year, pages briefly and cookie-dependent answers not at all', async () => {
    const css = (await (await get('http://localhost/')).text()).match(/\/_astro\/[^"]+\.css/)?.[0];
    expect(css).toBeDefined();
    const asset = await get(`http://localhost${css}`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('http://localhost/')).headers.get('cache-control')).toBe('public, max-age=60, must-revalidate');
    const redirect = await get('https://www.nexa.us/announcements');
    expect(redirect.headers.get('cache-control')).toBe('private, no-store');
    expect(redirect.headers.get('vary')).toBe('Cookie');
    // The page a logged-in user gets where visitors are redirected must not be shared with visitors,
    // and CDNs ignore Vary: Cookie, so it is private.
    const loggedIn = await get('https://www.nexa.us/', 'pver=1; sign=1');
    expect(loggedIn.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    expect(loggedIn.headers.get('cache-control')).toBe('private, no-cache');
    const loggedInSlash = await get('https://www.nexa.us/es', 'pver=1; sign=1');
    expect([loggedInSlash.status, loggedInSlash.headers.get('location'), loggedInSlash.headers.get('vary'), loggedInSlash.headers.get('cache-control')])
      .toEqual([301, '/es/', 'Cookie', 'private, no-cache']);
    const ungated = await get('https://www.nexa.exchange/');
    expect(ungated.headers.get('vary')).toBe('Accept-Encoding');
    expect(ungated.headers.get('cache-control')).toBe('public, max-age=60, must-revalidate');
  });

  it('answers unknown hosts and paths with the main 404 page', async () => {
    for (const url of ['http://evil.example/', 'http://localhost/no/such/page/', 'http://localhost/%E0%A4%A', 'https://www.nexa.eu.evil.example/fee']) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(await response.text(), url).toContain('data-site="main"');
    }
  });
});
