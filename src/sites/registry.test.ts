import { describe, expect, it } from 'vitest';
import { sites, getSite, siteByHost, loadSites, SITE_KEYS } from './index.ts';
import { englishDictionary } from '../i18n/dictionaries.ts';
import type { FeatureKey, Href, SiteKey } from './schema.ts';
import { main } from './configs/main.ts';
import { siteFeatures } from './features.ts';
import { SPEC_HIDDEN_ON } from '../../tests/fixtures/spec-hidden.ts';

/** Where a link of the config leads: its route, or its external URL. */
const target = (href: Href): string => ('route' in href ? href.route : href.url);

// SPEC 1, 2, 3 and 6, one row per site.
const FACTS: Record<SiteKey, { id: number; param: 0 | 2 | 3; pair: string; deposit: string; withdraw: string; help: 'internal' | 'external' }> = {
  main: { id: 0, param: 0, pair: 'BTC_USDT', deposit: '/myaccount/deposit_fiat', withdraw: '/myaccount/withdraw_fiat', help: 'internal' },
  tr: { id: 177, param: 2, pair: 'BTC_TRY', deposit: '/myaccount/deposit_fiat', withdraw: '/myaccount/withdraw_fiat', help: 'internal' },
  mt: { id: 106, param: 3, pair: 'BTC_USDT', deposit: '/myaccount/deposit_fiat', withdraw: '/myaccount/withdraw_fiat', help: 'internal' },
  hk: { id: 71, param: 0, pair: 'BTC_USDT', deposit: '/myaccount/deposit/USDT', withdraw: '/myaccount/withdraw/USDT', help: 'internal' },
  us: { id: 232, param: 0, pair: 'BTC_USDT', deposit: '/myaccount/deposit/USDT', withdraw: '/myaccount/withdraw/USDT', help: 'external' },
  bs: { id: 14, param: 0, pair: 'BTC_USDT', deposit: '/myaccount/deposit_fiat', withdraw: '/myaccount/withdraw_fiat', help: 'internal' },
  sg: { id: 153, param: 0, pair: 'BTC_SGD', deposit: '/myaccount/deposit_fiat', withdraw: '/myaccount/withdraw_fiat', help: 'internal' },
  uk: { id: 182, param: 0, pair: 'BTC_USDT', deposit: 'https://www.nexa.exchange/myaccount/deposit_fiat', withdraw: 'https://www.nexa.exchange/myaccount/withdraw_fiat', help: 'external' },
  jp: { id: 83, param: 0, pair: 'BTC_JPY', deposit: '/myaccount/deposit_fiat/JPY', withdraw: '/myaccount/withdraw_fiat/JPY', help: 'internal' },
  ae: { id: 181, param: 0, pair: 'BTC_USDT', deposit: '/myaccount/deposit_fiat', withdraw: '/myaccount/withdraw_fiat', help: 'internal' },
  // A demo: no fiat money in or out (issue 34, docs/spec-readings.md).
  testnet: { id: 0, param: 0, pair: 'BTC_USDT', deposit: '/myaccount/deposit/USDT', withdraw: '/myaccount/withdraw/USDT', help: 'internal' },
  eu: { id: 106, param: 3, pair: 'BTC_USDC', deposit: '/myaccount/deposit_fiat', withdraw: '/myaccount/withdraw_fiat', help: 'external' },
};


describe('site registry', () => {
  it("holds exactly the spec's sites, each once", () => {
    expect(sites.map((site) => site.key)).toEqual([...SITE_KEYS]);
    expect([...SITE_KEYS].sort()).toEqual(Object.keys(FACTS).sort());
  });

  it.each(SITE_KEYS)('%s has the spec facts: id, site parameter, pair, deposit, withdraw and help links', (key) => {
    const site = getSite(key);
    const facts = FACTS[key];
    expect(site.siteId).toBe(facts.id);
    expect(site.siteParam).toBe(facts.param);
    expect(site.defaultSpotPair).toBe(facts.pair);
    expect(target(site.links.deposit)).toBe(facts.deposit);
    expect(target(site.links.withdraw)).toBe(facts.withdraw);
    expect('url' in site.links.helpCentre).toBe(facts.help === 'external');
    if (facts.help === 'internal') expect(target(site.links.helpCentre)).toBe('/help');
  });

  it.each(SITE_KEYS)('%s is found by its local and production hosts', (key) => {
    const site = getSite(key);
    expect(site.hosts.local).toBe(key === 'main' ? 'localhost' : `${key}.localhost`);
    expect(siteByHost(`${site.hosts.local}:4321`)?.key).toBe(key);
    expect(siteByHost(site.hosts.production.toUpperCase())?.key).toBe(key);
  });

  it.each(Object.entries(SPEC_HIDDEN_ON))('hides %s exactly on the sites SPEC 6 names', (feature, hiddenOn) => {
    const actual = sites.filter((site) => siteFeatures(site).hidden.has(feature as FeatureKey)).map((site) => site.key);
    expect(actual.sort()).toEqual([...(hiddenOn ?? [])].sort());
  });

  it('offers at least the spec languages on main, English first everywhere', () => {
    expect(getSite('main').languages).toEqual(expect.arrayContaining(['en', 'zh', 'zh-tw', 'ja', 'ko', 'vi', 'id', 'th', 'tr', 'ru', 'uk', 'es', 'fr', 'de', 'it', 'pt', 'pt-br', 'ar']));
    for (const site of sites) expect(site.languages[0]).toBe('en');
    expect(getSite('tr').languages).toContain('tr');
    expect(getSite('jp').languages).toContain('ja');
    expect(getSite('ae').languages).toContain('ar');
  });

  it('sets no link base in any config: only a region variant page gets one (chromeSiteOf)', () => {
    expect(sites.filter((site) => site.pathBase !== '').map((site) => site.key)).toEqual([]);
  });

  it('sends logged-out visitors of EU, JP, US and UK to their region prefix on main', () => {
    const prefixes = Object.fromEntries(sites.filter((site) => site.regionPrefix).map((site) => [site.key, site.regionPrefix]));
    expect(prefixes).toEqual({ eu: '/en-eu', jp: '/en-jp', us: '/en-us', uk: '/en-gb' });
  });

  it('marks the testnet as demo trading without registration, logout or personal info', () => {
    const testnet = getSite('testnet');
    expect(testnet.flags.demoTrade).toBe(true);
    expect(testnet.hidden).toEqual(expect.arrayContaining(['register', 'logout', 'personal_info']));
    expect(testnet.loginAuthorizeUrl).toMatch(/^https:\/\/www\.nexa\.exchange\/oauth\/authorize\?/);
  });

  it('shows the app QR code on main only, and live chat only on the service host', () => {
    expect(sites.filter((site) => site.footer.appQr).map((site) => site.key)).toEqual(['main']);
    expect(sites.filter((site) => site.flags.is_service_host).map((site) => site.key)).toEqual(['main']);
  });

  it('refuses a site whose regulatory text names no dictionary text', () => {
    const inputs = Object.fromEntries(SITE_KEYS.map((key) => [key, key === 'main' ? { ...main, regulatoryText: 'site.nowhere.regulatory' } : getSite(key)]));
    expect(() => loadSites(inputs as Parameters<typeof loadSites>[0])).toThrow(/regulatoryText: a key of the English dictionary/);
  });

  it('has a regulatory text and English labels for every footer link of every site', () => {
    for (const site of sites) {
      expect(site.regulatoryText, site.key).toBe(`site.${site.key}.regulatory`);
      expect(englishDictionary).toHaveProperty(site.regulatoryText);
      for (const column of site.footer.columns) {
        expect(englishDictionary).toHaveProperty(column.title);
        for (const link of column.links) expect(englishDictionary).toHaveProperty(link.label);
      }
    }
  });

  it('refuses an invalid config and names the site and field', () => {
    const broken = { ...main, defaultSpotPair: 'btc-usdt', hosts: { ...main.hosts, local: 'Local Host' } };
    const inputs = Object.fromEntries(SITE_KEYS.map((key) => [key, key === 'main' ? broken : getSite(key)]));
    const load = () => loadSites(inputs as Parameters<typeof loadSites>[0]);
    expect(load).toThrow(/Site config "main" is invalid/);
    expect(load).toThrow(/defaultSpotPair/);
    expect(load).toThrow(/hosts\.local: a bare lower-case host name/);
  });

  it('refuses an internal route that could leave the host', () => {
    const inputs = Object.fromEntries(SITE_KEYS.map((key) => [key, getSite(key)]));
    inputs.main = { ...getSite('main'), links: { ...getSite('main').links, helpCentre: { route: '//evil.example/help' } } };
    expect(() => loadSites(inputs as Parameters<typeof loadSites>[0])).toThrow(/links\.helpCentre/);
  });
});
