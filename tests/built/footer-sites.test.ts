// Every site's built English home (moved from a per-site browser test in tests/e2e/footer.spec.ts):
// the footer's SPEC routes shown and hidden, its external links, the legal entity and regulatory
// text, the app QR code where the site has one, and the social icons where they are not hidden.
import { describe, expect, test } from 'vitest';
import { sites } from '../../src/sites/index.ts';
import { SPEC_FOOTER_HIDDEN, SPEC_FOOTER_EXTERNAL, SOCIAL_HIDDEN, specFooterRoutesShown } from '../fixtures/spec-footer.ts';
import { anchorHrefs, builtHtml } from './built.ts';
import english from '../../src/i18n/dictionaries/en.json' with { type: 'json' };

const decode = (text: string) => text.replaceAll('&amp;', '&').replaceAll('&#39;', "'").replaceAll('&quot;', '"');

describe.each(sites)('$key', (site) => {
  const html = builtHtml({ file: `${site.key}/index.html` });
  const footer = html.slice(html.indexOf('<footer '), html.indexOf('</footer>'));

  test('the footer links its SPEC routes and none it hides, with its legal and regulatory text', () => {
    const hrefs = anchorHrefs(footer);
    for (const route of specFooterRoutesShown(site.key)) expect(hrefs, route).toContain(route);
    for (const route of SPEC_FOOTER_HIDDEN[site.key] ?? []) expect(hrefs, route).not.toContain(route);
    for (const pattern of SPEC_FOOTER_EXTERNAL[site.key] ?? []) expect(hrefs.some((href) => pattern.test(href)), String(pattern)).toBe(true);
    expect(decode(footer)).toContain(site.legalEntity);
    const regulatory = /<p class="regulatory"[^>]*>([^<]+)<\/p>/.exec(footer)?.[1]?.trim();
    expect(decode(regulatory ?? '')).toBe((english as Record<string, string>)[`site.${site.key}.regulatory`]);
  });

  test('the app QR code and the social icons only where the site shows them', () => {
    expect(html.split('data-testid="app-qr"').length - 1).toBe(site.footer.appQr ? 1 : 0);
    // The download modal comes with the app block: its button and its dialog, the code drawn by reference.
    expect(footer.split('id="footer-app-dialog"').length - 1).toBe(site.footer.appQr ? 1 : 0);
    expect(footer.includes('<use href="#footer-app-qr-svg"')).toBe(site.footer.appQr);
    expect(footer.split('aria-label="Nexa on X"').length - 1).toBe(SOCIAL_HIDDEN.includes(site.key) ? 0 : 1);
  });

  test('shown social icons carry their feature key, so a UK-limited user\'s run-time hiding takes them away', () => {
    const social = /<div class="footer-social"[^>]*>/.exec(footer)?.[0];
    if (SOCIAL_HIDDEN.includes(site.key)) expect(social).toBeUndefined();
    else expect(social).toMatch(/\sdata-feature="social_icons"/);
  });
});

// In a right-to-left shell the entity's Latin name is isolated, so it reads whole and in order; the
// browser sees the drawn line once (tests/e2e/rtl-names.spec.ts, main's "Inc.").
describe.each(sites.filter((site) => site.languages.includes('ar')))('$key /ar/', (site) => {
  test('the copyright line isolates the legal entity in a <bdi>', () => {
    const html = builtHtml({ file: `${site.key}/ar/index.html` });
    const copyright = /<p class="copyright"[^>]*>(.*?)<\/p>/.exec(html)?.[1] ?? '';
    expect(decode(copyright)).toContain(`<bdi>${site.legalEntity}</bdi>`);
  });
});
