// Header and footer agree (docs/header.md): a route both can link is shown by both or by neither on
// every site, so a footer never sells what the site's header hides, nor the other way round.
import { describe, expect, it } from 'vitest';
import { sites } from '../sites/index.ts';
import { chromeSiteOf, listShellPages } from '../sites/pages.ts';
import { buildHeaderActions } from './header-actions.ts';
import type { Site } from '../sites/schema.ts';
import { buildFooterColumns } from './footer.ts';
import { buildMenu, menuLinks } from './menus.ts';
import { MENU_IDS } from './menu-types.ts';
import { buildTopNavigation } from './top-nav.ts';

const headerHrefs = (site: Site) => new Set([
  ...buildTopNavigation(site, 'en').flatMap((entry) => (entry.href ? [entry.href] : [])),
  ...MENU_IDS.flatMap((menu) => {
    const view = buildMenu(menu, site, 'en');
    return view ? menuLinks(view).map((link) => link.href) : [];
  }),
]);
const footerHrefs = (site: Site) => new Set(buildFooterColumns(site, 'en').flatMap((column) => column.links.map((link) => link.href)));
/** The same site with nothing hidden: every route its header and footer could link. */
const unrestricted = (site: Site): Site => ({ ...site, hidden: [], flags: { ...site.flags, isUKLimit: false, isItalyLimit: false } });

describe('header and footer agree', () => {
  it.each(sites.map((site) => [site.key, site] as const))('%s: a route both can link is shown by both or by neither', (_key, site) => {
    const footerCould = footerHrefs(unrestricted(site));
    const shared = [...headerHrefs(unrestricted(site))].filter((href) => footerCould.has(href));
    const header = headerHrefs(site);
    const footer = footerHrefs(site);
    expect(shared.filter((href) => header.has(href) !== footer.has(href))).toEqual([]);
  });

  it('Malta trades its own pair in the footer, and the UK footer sends help where its header does', () => {
    const footerOf = (key: Site['key']) => footerHrefs(sites.find((site) => site.key === key)!);
    expect(footerOf('mt')).toContain('/trade/BTC_USDT');
    expect(footerOf('mt')).not.toContain('/trade/BTC_USDC');
    expect(footerOf('uk')).toContain('https://support.nexa.uk/hc/en-gb');
    expect(footerOf('uk')).not.toContain('/help');
  });
});

describe('region variants on the main host', () => {
  // English pages: the hrefs are built in English (a variant's other languages: tests/built/languages.test.ts).
  it.each(listShellPages(['main']).filter((page) => page.chrome !== page.site && page.lang === 'en').map((page) => [page.path, page] as const))(
    '%s links every internal route of its header, menus and footer under its prefix',
    (path, page) => {
      const site = chromeSiteOf(page);
      const base = path.slice(0, -1);
      const internal = [...headerHrefs(site), ...footerHrefs(site), buildHeaderActions(site, 'en').login?.href ?? '']
        .filter((href) => href.startsWith('/'));
      expect(internal.length).toBeGreaterThan(5);
      expect(internal.filter((href) => !href.startsWith(`${base}/`))).toEqual([]);
      expect(footerHrefs(site)).toContain(`${base}/fee`);
    },
  );

  it('leaves the region\'s own host unprefixed', () => {
    const eu = sites.find((site) => site.key === 'eu')!;
    expect(footerHrefs(eu)).toContain('/fee');
  });
});
