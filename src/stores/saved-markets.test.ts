// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { $favouriteMarkets, $recentSearches, clearRecentSearches, rememberSearch, toggleFavourite } from './saved-markets.ts';
import { FAVOURITE_MARKETS_KEY, RECENT_SEARCHES_KEY } from '../lib/search/saved-markets.ts';

describe('saved markets in local storage', () => {
  afterEach(() => localStorage.clear());

  it('adds to what an earlier page stored, even before anything shows the list', () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['eth']));
    rememberSearch('btc');
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY)!)).toEqual(['btc', 'eth']);
    const stop = $recentSearches.listen(() => {});
    expect($recentSearches.get()).toEqual(['btc', 'eth']);
    clearRecentSearches();
    expect($recentSearches.get()).toEqual([]);
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBe('[]');
    stop();
  });

  it('a hostile stored value is read as what is valid in it; another tab\'s change is followed', () => {
    localStorage.setItem(FAVOURITE_MARKETS_KEY, '[{"__proto__":1},"spot-BTC_USDT","x"]');
    const stop = $favouriteMarkets.listen(() => {});
    expect($favouriteMarkets.get()).toEqual(['spot-BTC_USDT']);
    toggleFavourite('spot-ETH_USDT');
    expect(JSON.parse(localStorage.getItem(FAVOURITE_MARKETS_KEY)!)).toEqual(['spot-BTC_USDT', 'spot-ETH_USDT']);
    localStorage.setItem(FAVOURITE_MARKETS_KEY, '["spot-SOL_USDT"]');
    window.dispatchEvent(new StorageEvent('storage', { key: FAVOURITE_MARKETS_KEY }));
    expect($favouriteMarkets.get()).toEqual(['spot-SOL_USDT']);
    stop();
  });

  it('blocked storage keeps the list for the page', () => {
    const stop = $favouriteMarkets.listen(() => {});
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    try {
      toggleFavourite('spot-BTC_USDT');
      expect($favouriteMarkets.get()).toContain('spot-BTC_USDT');
    } finally {
      Storage.prototype.setItem = setItem;
      stop();
    }
  });
});
