import { describe, expect, it } from 'vitest';
import { getSite, type SiteKey } from '../sites/index.ts';
import { regionRedirectTarget, REGION_REDIRECT_SECTIONS } from './region-redirect.ts';
import type { ResolvedHost } from './hosts.ts';
import { canonicalPath } from './canonical-path.ts';

const production = (key: SiteKey): ResolvedHost => ({ site: getSite(key), environment: 'production', port: '' });
const local = (key: SiteKey, port = '4321'): ResolvedHost => ({ site: getSite(key), environment: 'local', port });
const target = (host: ResolvedHost, path: string) => {
  const url = new URL(`http://placeholder${path}`);
  const canonical = canonicalPath(url.pathname);
  return canonical && regionRedirectTarget(host, canonical, url.search);
};

describe('region redirect targets', () => {
  it('sends each regional host to the main host under its own prefix', () => {
    expect(target(production('eu'), '/')).toBe('https://www.nexa.exchange/en-eu/');
    expect(target(production('jp'), '/')).toBe('https://www.nexa.exchange/en-jp/');
    expect(target(production('us'), '/')).toBe('https://www.nexa.exchange/en-us/');
    expect(target(production('uk'), '/')).toBe('https://www.nexa.exchange/en-gb/');
  });

  it('keeps the rest of the path and the query', () => {
    expect(target(production('eu'), '/trade/BTC_USDC?tab=spot&x=%20')).toBe('https://www.nexa.exchange/en-eu/trade/BTC_USDC?tab=spot&x=%20');
    expect(target(production('eu'), '/fee/x/')).toBe('https://www.nexa.exchange/en-eu/fee/x/');
  });

  it('keeps a language the region offers, under the region prefix', () => {
    expect(target(production('eu'), '/de/fee')).toBe('https://www.nexa.exchange/en-eu/de/fee');
    expect(target(production('eu'), '/fr/')).toBe('https://www.nexa.exchange/en-eu/fr/');
    expect(target(production('eu'), '/de/index.html')).toBe('https://www.nexa.exchange/en-eu/de/');
    expect(target(production('jp'), '/ja')).toBe('https://www.nexa.exchange/en-jp/ja/');
    expect(target(production('us'), '/es/?ref=1')).toBe('https://www.nexa.exchange/en-us/es/?ref=1');
    expect(target(local('eu'), '/it/price/BTC')).toBe('http://localhost:4321/en-eu/it/price/BTC');
  });

  it('sends a language the region does not offer to its English pages', () => {
    expect(target(production('eu'), '/zh/fee')).toBe('https://www.nexa.exchange/en-eu/fee');
    expect(target(production('jp'), '/de/')).toBe('https://www.nexa.exchange/en-jp/');
    // 'uk' is Ukrainian, which the UK site does not offer.
    expect(target(production('uk'), '/uk/legal/terms/')).toBe('https://www.nexa.exchange/en-gb/legal/terms/');
  });

  it('stays in the local environment on the request port', () => {
    expect(target(local('eu'), '/price')).toBe('http://localhost:4321/en-eu/price');
    expect(target(local('jp', ''), '/blog/a')).toBe('http://localhost/en-jp/blog/a');
  });

  it('gates every listed section, with and without a sub-path', () => {
    for (const section of REGION_REDIRECT_SECTIONS) {
      expect(target(production('eu'), `/${section}`), section).toBe(`https://www.nexa.exchange/en-eu/${section}`);
      expect(target(production('eu'), `/fr/${section}/x/y`), section).toBe(`https://www.nexa.exchange/en-eu/fr/${section}/x/y`);
    }
  });

  it('gates every spelling of a gated page: encoded, doubled slashes, index.html', () => {
    for (const [path, expected] of [
      ['/index.html', '/'], ['//', '/'], ['/%2F', '/'], ['/de/index.html', '/de/'], ['/de//', '/de/'], ['/%64e/', '/de/'],
      ['/%66ee', '/fee'], ['//fee', '/fee'], ['/de//trade//BTC_USDC', '/de/trade/BTC_USDC'], ['/trade/index.html?x=1', '/trade/?x=1'],
    ]) {
      expect(target(production('eu'), path as string), path).toBe(`https://www.nexa.exchange/en-eu${expected}`);
    }
  });

  it('leaves other paths, look-alike sections and non-regional hosts alone', () => {
    for (const path of ['/login', '/api/v1/x', '/myaccount/profile', '/trades', '/fee-schedule', '/_astro/a.css', '/xx/fee', '/_404/de/']) {
      expect(target(production('eu'), path), path).toBeNull();
    }
    for (const key of ['main', 'tr', 'mt', 'hk', 'bs', 'sg', 'ae', 'testnet'] as const) {
      expect(target(production(key), '/fee'), key).toBeNull();
    }
  });
});
