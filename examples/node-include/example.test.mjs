// The example application (another stack: plain Node, no build, nothing of the chrome's code) behind
// APP_ORIGIN of `npm start`'s server: its pages wear the chrome with every language link on the same
// page, the header knowing its route and the wallet announcement on /myaccount pages; the fragments are
// kept for a minute, and a chrome host that is down leaves the page served (the kept copy, or a plain
// fallback).
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { listen } from '../../src/server/node-http.ts';
import { createApiProxy, parseApiOrigin } from '../../src/edge/api-proxy.ts';
import { builtDist } from '../../tests/support/dist.ts';
import { apiAnnouncementSource } from '../../src/edge/announcement.ts';
import { createSandbox } from '../../sandbox/index.ts';
import { createExampleApp } from './server.mjs';
import { prefixOf } from './chrome.mjs';

/** Starts a node:http handler on a free port; resolves to its origin and a close(). */
async function serve(handler) {
  const server = createServer(handler);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

let chrome;
let example;
let edge;
const chromeRequests = [];

beforeAll(async () => {
  const dist = builtDist();
  // The chrome host: the site's own server, counting the fragment requests the example makes.
  const sandbox = createSandbox({ faults: '' });
  const announcements = apiAnnouncementSource(sandbox, { origin: 'http://sandbox.invalid', forwardCookies: true });
  const site = createApp({ root: dist, before: [sandbox], announcements });
  chrome = await listen((request) => {
    if (new URL(request.url).pathname.startsWith('/_chrome/')) chromeRequests.push(request.url);
    return site(request);
  });
  example = await serve(createExampleApp({ chromeOrigin: chrome.url }));
  // The exchange's edge with APP_ORIGIN pointing at the example (`APP_ORIGIN=... npm start`).
  edge = createApp({ root: dist, before: [createSandbox({ faults: '' })], apps: createApiProxy(parseApiOrigin(example.origin, 'APP_ORIGIN')) });
}, 120_000);
afterAll(async () => {
  await example?.close();
  await chrome?.close();
});

const page = async (path) => {
  const response = await edge(new Request(`http://localhost${path}`));
  return { response, html: await response.text() };
};

describe('an application in another stack includes the chrome (examples/node-include)', () => {
  it('reads the prefix of its own path as docs/embedding.md says', () => {
    expect(prefixOf('/trade/ETH_USDT')).toEqual({ folder: 'en', route: '/trade/ETH_USDT' });
    expect(prefixOf('/en-eu/de/fee?x=1')).toEqual({ folder: 'en-eu-de', route: '/fee?x=1' });
    expect(prefixOf('/zh')).toEqual({ folder: 'zh', route: '/' });
  });

  it('serves its page in the chrome, each language link on the same page, its CSP from chrome.json', async () => {
    const { response, html } = await page('/trade/ETH_USDT?tab=spot&x=%22');
    expect(response.status).toBe(200);
    expect(html).toMatch(/<html lang="en" dir="ltr">/);
    expect(html).toContain('<h1>Spot trading: ETH/USDT</h1>');
    expect(html).toMatch(/<header class="site-header" data-site="main"/);
    expect(html).toContain('href="/de/trade/ETH_USDT?tab=spot&amp;x=%22"');
    expect(html).toContain('data-route="/trade/ETH_USDT?tab=spot&amp;x=%22"');
    expect(html).not.toContain('{{route}}');
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
  });

  it('in German, the English link leads back; /myaccount pages show the wallet announcement', async () => {
    const german = await page('/de/trade/ETH_USDT');
    expect(german.html).toMatch(/<html lang="de" dir="ltr">/);
    expect(german.html).toMatch(/<a [^>]*href="\/trade\/ETH_USDT"[^>]*hreflang="en"/);
    const wallet = await page('/myaccount/myfunds');
    expect(wallet.html).toContain('data-route="/myaccount/myfunds"');
    expect(wallet.html).toMatch(/data-announcement-page="wallet" data-content-id="[^"]+"/);
  });

  it('keeps the fragments for a minute, and serves the kept copy, or a fallback, while the chrome host is down', async () => {
    chromeRequests.length = 0;
    await page('/trade/BTC_USDT');
    await page('/fee');
    expect(chromeRequests).toEqual([]);
    await chrome.close();
    const kept = await page('/price');
    expect(kept.response.status).toBe(200);
    expect(kept.html).toMatch(/<header class="site-header"/);
    const cold = await serve(createExampleApp({ chromeOrigin: chrome.url }));
    try {
      const response = await fetch(`${cold.origin}/trade/BTC_USDT`);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toContain('<header class="fallback-header">');
      expect(html).toContain('<h1>Spot trading: BTC/USDT</h1>');
    } finally {
      await cold.close();
    }
  });
});
