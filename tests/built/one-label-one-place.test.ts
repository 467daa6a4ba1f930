// One word, one place (issue 34): on every built page, a link's label always leads to the same
// place. Main's header "Deposit" went to /myaccount/deposit_fiat while its wallet menu's and its
// phone's "Deposit" went to /myaccount/deposit/USDT. Read from the static links (their text, or
// their accessible name when they have no text) and from the islands' props (data-props: the account
// island's menus, and the Deposit button with its text), which the browser renders once signed in.
import { describe, expect, test } from 'vitest';
import { listShellPages } from '../../src/sites/pages.ts';
import { builtHtml } from './built.ts';

const decode = (text: string) =>
  text.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/** The region banners' "Go to the regional site" links are alternatives: a page shows one at most (docs/messages.md). */
const ALTERNATIVES = /data-track="notice\.[A-Z]+_to_[A-Z]+"/;

function staticLinks(html: string): [string, string][] {
  const links: [string, string][] = [];
  for (const [, attributes, inner] of html.matchAll(/<a\s([^>]*)>([\s\S]*?)<\/a>/g)) {
    if (attributes!.includes('hreflang=') || ALTERNATIVES.test(attributes!)) continue;
    const href = /\shref="([^"]*)"/.exec(attributes!)?.[1];
    const text = decode(inner!.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim() || decode(/aria-label="([^"]*)"/.exec(attributes!)?.[1] ?? '');
    if (href && text) links.push([text, decode(href)]);
  }
  return links;
}

/** Every value under `value`, objects included, depth first. */
function* walk(value: unknown): Generator<unknown> {
  yield value;
  if (value && typeof value === 'object') for (const item of Object.values(value)) yield* walk(item);
}

function islandLinks(html: string): [string, string][] {
  const links: [string, string][] = [];
  for (const [, json] of html.matchAll(/<nexa-island\b[^>]*\sdata-props="([^"]*)"/g)) {
    const props: unknown = JSON.parse(decode(json!));
    const deposit: Partial<Record<'text' | 'href', string>> = {};
    for (const node of walk(props)) {
      if (!node || typeof node !== 'object') continue;
      const { title, href, deposit: value } = node as Record<string, unknown>;
      if (typeof title === 'string' && typeof href === 'string') links.push([title, href]);
      // The Deposit button: its text among the island's texts, its href among its links.
      if (typeof value === 'string') deposit[/^(\/|https:\/\/)/.test(value) ? 'href' : 'text'] = value;
    }
    if (deposit.text && deposit.href) links.push([deposit.text, deposit.href]);
  }
  return links;
}

describe('one label, one place', () => {
  test.each(listShellPages().map((page) => [page.file, page] as const))('%s', (_file, page) => {
    const html = builtHtml(page);
    const places = new Map<string, Set<string>>();
    for (const [label, href] of [...staticLinks(html), ...islandLinks(html)]) places.set(label, (places.get(label) ?? new Set()).add(href));
    const ambiguous = [...places].filter(([, hrefs]) => hrefs.size > 1).map(([label, hrefs]) => `${label}: ${[...hrefs].join(', ')}`);
    expect(ambiguous).toEqual([]);
  });

  test('main labels its two deposit pages apart: the header, phone and wallet Deposit, the hero and drawer Deposit fiat', () => {
    const html = builtHtml({ file: 'main/index.html' });
    const links = [...staticLinks(html), ...islandLinks(html)];
    expect(links).toEqual(expect.arrayContaining([
      ['Deposit fiat', '/myaccount/deposit_fiat'], ['Deposit', '/myaccount/deposit/USDT'],
      ['Withdraw fiat', '/myaccount/withdraw_fiat'], ['Withdraw', '/myaccount/withdraw/USDT'],
    ]));
  });
});
