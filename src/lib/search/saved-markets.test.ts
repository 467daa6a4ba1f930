import { describe, expect, it } from 'vitest';
import {
  MAX_FAVOURITES,
  MAX_RECENT_SEARCHES,
  favouritesFirst,
  parseFavourites,
  parseRecentSearches,
  withFavouriteToggled,
  withRecentSearch,
} from './saved-markets.ts';

describe('recent searches', () => {
  it('keeps the newest first, once each whatever its case, at most 10', () => {
    let recents: readonly string[] = [];
    for (const query of ['btc', 'eth', '  BTC  ', 'sol']) recents = withRecentSearch(recents, query);
    expect(recents).toEqual(['sol', 'BTC', 'eth']);
    for (let index = 0; index < 20; index++) recents = withRecentSearch(recents, `q${index}`);
    expect(recents).toHaveLength(MAX_RECENT_SEARCHES);
    expect(recents[0]).toBe('q19');
  });

  it('ignores what is not a search to repeat: blank, too long, control or bidi characters', () => {
    const recents = ['eth'];
    for (const query of ['', '   ', 'x'.repeat(41), 'bt\u0000c', 'abc\u202edef']) expect(withRecentSearch(recents, query)).toBe(recents);
  });

  it('reads a corrupted or hostile stored value as what is valid in it', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('{not json')).toEqual([]);
    expect(parseRecentSearches('{"0":"btc"}')).toEqual([]);
    expect(parseRecentSearches(JSON.stringify(['btc', 42, null, { q: 1 }, '<img src=x>', 'BTC', '\u202eevil']))).toEqual(['btc', '<img src=x>']);
    expect(parseRecentSearches(JSON.stringify(Array.from({ length: 500 }, (_, index) => `q${index}`)))).toHaveLength(MAX_RECENT_SEARCHES);
  });
});

describe('favourite markets', () => {
  it('toggles a market on and off, keeping the order they were starred in', () => {
    let favourites: readonly string[] = [];
    for (const id of ['spot-BTC_USDT', 'futures-usdt-ETH_USDT', 'options-BTC_USDT-20260608-78000-C']) favourites = withFavouriteToggled(favourites, id);
    expect(favourites).toEqual(['spot-BTC_USDT', 'futures-usdt-ETH_USDT', 'options-BTC_USDT-20260608-78000-C']);
    expect(withFavouriteToggled(favourites, 'futures-usdt-ETH_USDT')).toEqual(['spot-BTC_USDT', 'options-BTC_USDT-20260608-78000-C']);
  });

  it('keeps at most 100, dropping the oldest; refuses ids no list row has', () => {
    let favourites: readonly string[] = [];
    for (let index = 0; index <= MAX_FAVOURITES; index++) favourites = withFavouriteToggled(favourites, `spot-C${index}_USDT`);
    expect(favourites).toHaveLength(MAX_FAVOURITES);
    expect(favourites[0]).toBe('spot-C1_USDT');
    for (const id of ['', 'BTC_USDT', 'spot-', 'spot-../x', 'javascript:alert(1)', `spot-${'A'.repeat(101)}`]) expect(withFavouriteToggled([], id)).toEqual([]);
  });

  it('reads only well-formed market ids from storage', () => {
    expect(parseFavourites('"spot-BTC_USDT"')).toEqual([]);
    expect(parseFavourites(JSON.stringify(['spot-BTC_USDT', 'spot-BTC_USDT', 7, 'spot-<b>', 'alpha-pepe-a1b2c3']))).toEqual(['spot-BTC_USDT', 'alpha-pepe-a1b2c3']);
  });

  it('groups a panel\'s rows before typing: its favourites first, in starring order, then the rest without them', () => {
    const row = (id: string) => ({ id });
    const all = ['spot-A_USDT', 'spot-B_USDT', 'spot-C_BTC'].map(row);
    const shown = all.slice(0, 2);
    expect(favouritesFirst(all, shown, ['spot-C_BTC', 'futures-usdt-X_USDT', 'spot-A_USDT'])).toEqual({
      favourites: [row('spot-C_BTC'), row('spot-A_USDT')],
      rest: [row('spot-B_USDT')],
    });
  });
});
