// One term per meaning, across sites (issue 40): in one language, the place to buy crypto with
// money and the fee schedule carry one label on every site. They read "Buy crypto", "Buy & sell"
// and "Buy/Sell" on main, the UK and Japan, and "Fees" or "Fee schedule" by site. The one exception
// is a service's legal name: Japan's dealer desk is 販売所 in Japanese (docs/spec-readings.md).
// tests/built/one-label-one-place.test.ts checks the converse, one label leading one place.
import { describe, expect, test } from 'vitest';
import { listShellPages, type ShellPage } from '../../src/sites/pages.ts';
import { LOCALE_CODES } from '../../src/i18n/locales.ts';
import { builtHtml } from './built.ts';

interface Meaning {
  name: string;
  /** Whether a link (its opening tag) names this meaning. */
  links: (tag: string) => boolean;
  /** Pages where a legal name stands instead (by the site whose chrome they wear), with that name. */
  legal?: { chrome: ShellPage['chrome']; lang: ShellPage['lang']; label: string }[];
}

const hrefOf = (tag: string) => (/\shref="([^"]*)"/.exec(tag)?.[1] ?? '').replace(/[?#].*$/, '');

const MEANINGS: Meaning[] = [
  {
    name: 'the header entry to buy crypto with money (main /crypto, UK /buy-sell-crypto, Japan /sale)',
    links: (tag) => /\sdata-track="header\.nav\.(buyCrypto|buySellCrypto|sale)"/.test(tag),
    legal: [{ chrome: 'jp', lang: 'ja', label: '販売所' }],
  },
  { name: 'the fees (the /fee page, the UAE\'s fee PDF)', links: (tag) => /\/fee$|fee-schedule\.pdf$/.test(hrefOf(tag)) },
];

const textOf = (inner: string) => inner.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();

/** The labels of the links of `meaning` on a page. */
function labels(page: ShellPage, meaning: Meaning): string[] {
  return [...builtHtml(page).matchAll(/(<a\s[^>]*>)([\s\S]*?)<\/a>/g)]
    .filter(([, tag]) => meaning.links(tag!))
    .map(([, , inner]) => textOf(inner!));
}

describe('one term per meaning across sites', () => {
  for (const meaning of MEANINGS) {
    test.each(LOCALE_CODES.map((lang) => [lang] as const))(`${meaning.name}: one label in %s`, (lang) => {
      const pages = listShellPages().filter((page) => page.lang === lang);
      const found = new Map<string, Set<string>>();
      for (const page of pages) {
        const legal = meaning.legal?.find((entry) => entry.chrome === page.chrome && entry.lang === page.lang);
        for (const label of labels(page, meaning)) {
          if (legal) expect(label, page.file).toBe(legal.label);
          else found.set(label, (found.get(label) ?? new Set()).add(page.chrome));
        }
      }
      const seen = Object.fromEntries([...found].map(([label, chromes]) => [label, [...chromes]]));
      expect(Object.keys(seen), JSON.stringify(seen)).toHaveLength(Math.min(found.size, 1));
    });
  }

  test('finds each meaning where it should: the entry on main, the UK and Japan; the fees on main and the UAE', () => {
    const sitesWith = (meaning: Meaning) => new Set(listShellPages().filter((page) => labels(page, meaning).length > 0).map((page) => page.chrome));
    expect([...sitesWith(MEANINGS[0]!)]).toEqual(expect.arrayContaining(['main', 'uk', 'jp']));
    expect([...sitesWith(MEANINGS[1]!)]).toEqual(expect.arrayContaining(['main', 'ae']));
  });
});
