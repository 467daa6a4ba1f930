// $buyCryptoFiats: the payment methods per fiat, a market list read through the IndexedDB cache
// (apart from $fiatRates, so the settings' rate panel loads no cache code).
import type { BuyCryptoFiat } from '../lib/api/schemas/markets.ts';
import { storeEnvironment } from './environment.ts';
import { mapCached } from '../lib/cache/list-cache.ts';
import { createListStore } from './list-store.ts';
import { marketLists } from './market-cache.ts';
import { isFiatCode } from '../lib/preferences/cookie-rules.ts';

/** SPEC 3: the default buy-crypto fiat is USD with every payment method. */
export const DEFAULT_BUY_CRYPTO_FIATS: readonly BuyCryptoFiat[] = [
  { fiat: 'USD', bank_transfer: true, credit_card: true, p2p: true },
];

const buyCryptoFiats = createListStore<BuyCryptoFiat[]>(
  () => [...DEFAULT_BUY_CRYPTO_FIATS],
  async (options) => {
    const value = await marketLists().buyCryptoFiats(options);
    // Only known currency codes (the store keeps no other choice). An empty answer (or the fallback)
    // keeps the default rather than an empty picker; the same goes for the network's answer that
    // replaces a stale copy.
    return mapCached(value, (data) => {
      const known = data.filter((row) => isFiatCode(row.fiat));
      return known.length ? known : [...DEFAULT_BUY_CRYPTO_FIATS];
    });
  },
  () => storeEnvironment().autoLoad,
);
export const $buyCryptoFiats = buyCryptoFiats.$store;
