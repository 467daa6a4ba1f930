// The settings island's exchange-rate tab follows the site's flag (SPEC 6 "Per-site flags can hide:
// ... exchange rate", and the settings control itself): every site x language hands the island the
// flag SPEC 6 gives the site; the user's run-time list is the island's own test.
import { describe, expect, test } from 'vitest';
import { chromeSiteOf, listShellPages } from '../../src/sites/pages.ts';
import { specHides } from '../fixtures/spec-hidden.ts';
import { builtHtml } from './built.ts';

/** The exchangeRate prop of every settings island on the page (its props, JSON in data-props). */
const exchangeRateProps = (html: string) =>
  [...html.matchAll(/<nexa-island data-name="Settings"[^>]*>/g)]
    .map((match) => /exchangeRate&quot;:(true|false)/.exec(match[0])?.[1] ?? 'missing');

describe('settings exchange-rate tab', () => {
  test.each(listShellPages().map((page) => [page.file, page] as const))('%s: the island gets the site flag', (_file, page) => {
    const site = chromeSiteOf(page);
    const props = exchangeRateProps(builtHtml(page));
    if (specHides(site.key, 'setting')) return expect(props).toEqual([]);
    expect(props.length).toBeGreaterThan(0);
    expect(new Set(props)).toEqual(new Set([String(!specHides(site.key, 'exchange_rate'))]));
  });
});
