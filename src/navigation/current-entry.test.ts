import { describe, expect, it } from 'vitest';
import { currentEntry, sharedSegments, type EntryLinks } from './current-entry.ts';
import { buildTopNavigation } from './top-nav.ts';
import { menuLinks } from './menus.ts';
import { getSite } from '../sites/index.ts';

/** The global site's top navigation as the header draws it, routes without the language prefix. */
const mainEntries: EntryLinks[] = buildTopNavigation(getSite('main'), 'en').map((entry) => ({
  id: entry.id,
  own: entry.href,
  links: entry.menu ? menuLinks(entry.menu).filter((link) => !link.external).map((link) => link.href) : [],
}));

describe('the entry a page belongs to', () => {
  it('counts shared leading segments, query aside', () => {
    expect(sharedSegments('/trade/BTC_USDT', '/trade/ETH_USDT?x=1')).toBe(1);
    expect(sharedSegments('/futures/USDT/BTC_USDT', '/futures/USDT/ETH_USDT')).toBe(2);
    expect(sharedSegments('/', '/trade')).toBe(0);
  });

  it.each([
    ['/trade/BTC_USDT', 'trade'],
    ['/trade/ETH_USDT', 'trade'],
    ['/alpha/pepe-1a2b', 'trade'],
    ['/futures/USDT/BTC_USDT', 'derivatives'],
    ['/futures/BTC/BTC_USD', 'derivatives'],
    ['/options/BTC_USDT', 'derivatives'],
    ['/futures-delivery/USDT/BTC_USDT_20261225', 'derivatives'],
    ['/crypto/buy', 'buyCrypto'],
    ['/price', 'markets'],
    ['/price/bitcoin', 'markets'],
    ['/launchpool', 'earn'],
  ])('on main, %s belongs to %s', (route, id) => {
    expect(currentEntry(route, mainEntries)).toBe(id);
  });

  it('marks nothing on the home page or a route no entry links', () => {
    expect(currentEntry('/', mainEntries)).toBeNull();
    expect(currentEntry('/questionnaire', mainEntries)).toBeNull();
  });

  it("prefers the entry's own link on a tie, the longest shared route otherwise", () => {
    const entries = [
      { id: 'promotions', links: ['/trade/BTC_TRY', '/competition/center'] },
      { id: 'trade', own: '/trade/BTC_USDT', links: ['/convert'] },
      { id: 'derivatives', own: '/futures/USDT/BTC_USDT', links: ['/competition/center/trading'] },
    ];
    expect(currentEntry('/trade/BTC_TRY', entries)).toBe('promotions');
    expect(currentEntry('/trade/ETH_TRY', entries)).toBe('trade');
    expect(currentEntry('/competition/center/trading', entries)).toBe('derivatives');
    expect(currentEntry('/competition/center', entries)).toBe('promotions');
  });
});
