import { describe, expect, it } from 'vitest';
import { buildFooterColumns, buildSocial, buildLanguageLinks } from './footer.ts';
import { getSite, sites } from '../sites/index.ts';
import { SPEC_FOOTER_HIDDEN, SPEC_FOOTER_EXTERNAL, specFooterRoutesShown, PARTNERS_HIDDEN, SOCIAL_HIDDEN } from '../../tests/fixtures/spec-footer.ts';
import type { Site } from '../sites/schema.ts';

const hrefsOf = (site: Site, lang: Parameters<typeof buildFooterColumns>[1] = 'en') =>
  buildFooterColumns(site, lang).flatMap((column) => column.links.map((link) => link.href));

describe('footer model', () => {
  it.each(sites.map((site) => [site.key, site] as const))('%s links every SPEC 2 footer route it shows and none to a product SPEC 6 hides there', (key, site) => {
    expect(hrefsOf(site)).toEqual(expect.arrayContaining(specFooterRoutesShown(key)));
    for (const route of SPEC_FOOTER_HIDDEN[key] ?? []) expect(hrefsOf(site), route).not.toContain(route);
    for (const pattern of SPEC_FOOTER_EXTERNAL[key] ?? []) {
      expect(hrefsOf(site).some((href) => pattern.test(href))).toBe(true);
    }
  });

  it('prefixes every internal link with the language and leaves external ones alone', () => {
    for (const link of buildFooterColumns(getSite('main'), 'de').flatMap((column) => column.links)) {
      if (link.external) expect(link.href).toMatch(/^(https:|mailto:)/);
      else expect(link.href).toMatch(/^\/de\//);
    }
  });

  it('uses /p2p/merchant for the merchant application in Chinese only', () => {
    const merchant = (lang: 'en' | 'zh' | 'zh-tw') =>
      buildFooterColumns(getSite('main'), lang).flatMap((c) => c.links).find((link) => link.id === 'merchant-application')?.href;
    expect(merchant('en')).toBe('/c2c/merchant');
    expect(merchant('zh')).toBe('/zh/p2p/merchant');
    expect(merchant('zh-tw')).toBe('/zh-tw/c2c/merchant');
  });

  it('points the support request to the en, zh-cn or zh-tw page', () => {
    const support = (lang: 'en' | 'zh' | 'zh-tw' | 'ja') =>
      buildFooterColumns(getSite('main'), lang).flatMap((c) => c.links).find((link) => link.id === 'support-request')?.href;
    expect(support('en')).toBe('https://support.nexa.exchange/hc/en/requests/new');
    expect(support('zh')).toBe('https://support.nexa.exchange/hc/zh-cn/requests/new');
    expect(support('zh-tw')).toBe('https://support.nexa.exchange/hc/zh-tw/requests/new');
    expect(support('ja')).toBe('https://support.nexa.exchange/hc/en/requests/new');
  });

  it.each(PARTNERS_HIDDEN)('hides the partners link on %s', (key) => {
    expect(hrefsOf(getSite(key))).not.toContain('/brand-partnerships');
  });

  it('hides social icons exactly where SPEC 6 says, and links /community beside them', () => {
    const withoutSocial = sites.filter((site) => buildSocial(site, 'en') === null).map((site) => site.key);
    expect(withoutSocial.sort()).toEqual([...SOCIAL_HIDDEN].sort());
    expect(buildSocial(getSite('main'), 'ko')?.communityHref).toBe('/ko/community');
  });

  it('hides the partners link and social icons under the UK limits', () => {
    const limited: Site = { ...getSite('main'), flags: { ...getSite('main').flags, isUKLimit: true } };
    expect(hrefsOf(limited)).not.toContain('/brand-partnerships');
    expect(hrefsOf(getSite('main'))).toContain('/brand-partnerships');
    expect(buildSocial(limited, 'en')).toBeNull();
  });

  it('drops the retail link groups on the copper variant', () => {
    const copper: Site = { ...getSite('main'), flags: { ...getSite('main').flags, is_copper: true } };
    const ids = buildFooterColumns(copper, 'en').map((column) => column.id);
    expect(ids).toEqual(['about', 'learn']);
    expect(buildFooterColumns(getSite('main'), 'en').map((column) => column.id)).toEqual(['about', 'products', 'services', 'learn']);
  });

  it('links each language to the same path under its prefix, and offers no picker for one language', () => {
    const links = buildLanguageLinks(['en', 'tr'], 'tr', '/fee');
    expect(links).toEqual([
      { lang: 'en', nativeName: 'English', href: '/fee', current: false },
      { lang: 'tr', nativeName: 'Türkçe', href: '/tr/fee', current: true },
    ]);
    expect(buildLanguageLinks(['en'], 'en')).toEqual([]);
  });
});
