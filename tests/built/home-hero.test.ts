// The home hero's two calls to action on every site x language (issue 26): Sign up for visitors where
// the site lets people register, and for a signed-in person the site's own deposit link (SPEC 2),
// or Trade as the one call to action where the site has none. CSS on <html data-session> picks one.
import { describe, expect, test } from 'vitest';
import { chromeSiteOf, listShellPages } from '../../src/sites/pages.ts';
import { resolveHref } from '../../src/navigation/href.ts';
import { SPEC_OWN_FUNDS_LINKS, specHides } from '../fixtures/spec-hidden.ts';
import { builtHtml } from './built.ts';

const heroOf = (html: string) => /<section class="hero[^"]*"[^>]*>[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
const tagOf = (hero: string, track: string) => new RegExp(`<a [^>]*data-track="${track}"[^>]*>`).exec(hero)?.[0] ?? null;

describe('home hero', () => {
  test.each(listShellPages().map((page) => [page.file, page] as const))('%s: Sign up for visitors, Deposit or Trade for a signed-in person', (_file, page) => {
    const site = chromeSiteOf(page);
    const hero = heroOf(builtHtml(page));
    const signup = tagOf(hero, 'home.signup');
    const deposit = tagOf(hero, 'home.deposit');
    const trade = tagOf(hero, 'home.trade');
    expect(trade).toContain(`/trade/${site.defaultSpotPair}"`);
    if (!specHides(site.key, 'register')) expect(signup).toMatch(/class="[^"]*hero-visitor/);
    else expect(signup).toBeNull();
    const own = SPEC_OWN_FUNDS_LINKS.includes(site.key);
    if (own || !specHides(site.key, 'deposit')) {
      expect(deposit).toContain(`href="${resolveHref(site.links.deposit, page.lang, site.pathBase).href}"`);
      expect(deposit).toMatch(/class="[^"]*hero-member/);
      // A site's own link stays; the generic one follows the run-time `deposit` key.
      expect(deposit?.includes('data-feature="deposit"')).toBe(!own);
    } else {
      expect(deposit).toBeNull();
      expect(trade).toMatch(/class="[^"]*hero-member-primary/);
    }
  });
});
