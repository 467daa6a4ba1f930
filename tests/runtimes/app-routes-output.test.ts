import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRouteMatcher, readAppRoutes, type AppRouteMatcher } from '../../src/edge/app-routes.ts';
import { canonicalPath } from '../../src/edge/canonical-path.ts';
import { lookupSiteFile } from '../../src/edge/site-files.ts';
import { builtDist } from '../support/dist.ts';
import { groupByCategory } from '../../src/lib/api/grouping.ts';
import type { AlphaToken, PilotToken } from '../../src/lib/api/schemas/markets.ts';
import { parseSpotRow } from '../../src/lib/api/spot-row.ts';
import { routeForNotification } from '../../src/lib/notifications/route.ts';
import { alphaRows, futuresRows, optionsRows, pilotRows, preMarketRows, spotRows } from '../../src/islands/MarketSearch/result-rows.ts';
import { chromeFolder, CHROME_ROUTE_PLACEHOLDER, listChromeFragments } from '../../src/sites/chrome-fragments.ts';
import { ownHosts } from '../../src/sites/own-hosts.ts';
import { fsAssets } from '../../src/server/fs-assets.ts';
import { appRoutesManifest } from '../../src/integrations/outputs/app-routes.ts';

const HREF = /\bhref="([^"]+)"/g;

describe('app-routes.json over dist/', () => {
  let dist: string;
  let matcher: AppRouteMatcher;
  beforeAll(async () => {
    dist = builtDist();
    matcher = await readAppRoutes(fsAssets(dist));
  }, 120_000);

  it('names every internal link of every fragment (header, drawer, footer) that is not a built page', () => {
    const unknown: string[] = [];
    for (const { site, folder, part } of listChromeFragments()) {
      // As an application includes it on its home route: each language link is then a language's home.
      const html = readFileSync(join(dist, chromeFolder(site, folder), `${part}.html`), 'utf8').replaceAll(CHROME_ROUTE_PLACEHOLDER, '/');
      for (const [, raw] of html.matchAll(HREF)) {
        const href = raw!.replaceAll('&amp;', '&');
        if (!href.startsWith('/') || href.startsWith('/_astro/') || href.startsWith('/favicon')) continue;
        const path = canonicalPath(href.replace(/[?#].*$/, ''))!;
        const lookup = lookupSiteFile(site, path);
        const built = lookup.kind !== 'internal' && existsSync(join(dist, lookup.file));
        if (!built && !matcher.has(site, path.path)) unknown.push(`${site} ${folder}: ${href}`);
      }
    }
    expect(unknown).toEqual([]);
  });
});

describe('app routes from the models', () => {
  const manifest = appRoutesManifest();
  const matcher = appRouteMatcher(manifest);

  it('hold the links islands build from live data: search rows and notifications, in every language prefix', () => {
    const spot = parseSpotRow(['BTC_USDT', 'Bitcoin', '1', '1', '1', 5, true, 'l1', '1', 1, 3, false, '']);
    for (const prefix of ['', '/zh']) {
      const context = { prefix, perpetual: 'Perpetual', lang: 'en', call: 'Call', put: 'Put', coinIconBase: '/images/coin_icon/64/' };
      const futures = { usdt: [{ settle: 'usdt', name: 'ETH_USDT', coin_name: 'E', categories: [], is_tag_st: false, icon: '' }], btc: [{ settle: 'btc', name: 'BTC_USD', coin_name: 'B', categories: [], is_tag_st: false, icon: '' }], delivery: [{ name: 'BTC_USDT_20261225', underlying: 'BTC_USDT', full_name: 'B', is_tag_st: false }] };
      const pilot = groupByCategory<PilotToken>([{ name: 'P', address: '0x1', show_pair: 'P/USDT', icon: '', chain_icon: '', seo_path: 'pepe-1a2b3c', is_hot: false, cate: 'eth' }]);
      const alpha = groupByCategory<AlphaToken>([{ address: '0x2', show_pair: 'X/USDT', icon: '', chain_icon: '', seo_path: 'x-9f8e7d', hot_rank: 1, buy_start: 1, categories: ['meme'] }]);
      const premarket = [{ currency: 'abc', market: 'ABC_USDT', full_name: 'Abc', tags: [] }];
      const rows = [
        ...spotRows([spot], 'USDT', '', context), ...futuresRows(futures, 'usdt', '', context), ...futuresRows(futures, 'btc', '', context),
        ...futuresRows(futures, 'delivery', '', context), ...optionsRows({ BTC_USDT: [{ pair: 'BTC_USDT-1-2-C', icon: '' }] }, 'BTC', '', context),
        ...pilotRows(pilot, 'eth', '', context), ...alphaRows(alpha, 'hot', '', '', context), ...preMarketRows(premarket, 'premint', '', context), ...preMarketRows(premarket, 'pre_market', '', context),
      ];
      const notices = [
        { type: 'spot', extras: { market: 'ETH_BTC' } }, { type: 'margin', extras: { contract: 'ETH_USDT' } }, { type: 'margin', extras: { contract: 'ETH' } },
        { type: 'futures', extras: {} }, { type: 'startup', extras: { startup_id: '417' } }, { type: 'strategybot', extras: {} },
        { type: 'copytrading', extras: {} }, { type: 'live', extras: { stream_id: '88213' } },
      ] as const;
      const lang = prefix ? 'zh' : 'en';
      const hrefs = [...rows.map((row) => row.href), ...notices.map((notice) => routeForNotification(notice as never, { lang, ownHosts: ownHosts() })!)];
      expect(hrefs).toHaveLength(17);
      for (const href of hrefs) expect(matcher.has('main', decodeURIComponent(href.replace(/[?#].*$/, ''))), href).toBe(true);
    }
  });

  it("keep a route the spec does not give a site out of that site's table", () => {
    // Hong Kong hides Alpha, pilot and pre-market (spot_trade); Turkey's own spot market is BTC_TRY.
    expect(matcher.has('hk', '/alpha/x-1')).toBe(false);
    expect(matcher.has('hk', '/alpha')).toBe(false);
    expect(matcher.has('main', '/alpha')).toBe(true);
    expect(matcher.has('tr', '/trade/BTC_TRY')).toBe(true);
    expect(manifest.main?.routes).toContain('/en-gb/fee');
    expect(manifest.uk?.routes).not.toContain('/en-gb/fee');
  });

  it('match a placeholder within one segment only', () => {
    for (const path of ['/trade/BTC_USDT/x', '/trade/', '/trade/BTC%2FUSDT', '/trade/..', '/live/video/a/b', '/fee/x']) expect(matcher.has('main', path), path).toBe(false);
    expect(matcher.has('main', '/fee/')).toBe(true);
  });
});
