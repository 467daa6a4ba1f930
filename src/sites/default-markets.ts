// SPEC 2's default derivatives markets, the same on every site (a site's own spot pair is its
// config's `defaultSpotPair`): futures settle in USDT on BTC_USDT, options trade BTC_USDT.
export const DEFAULT_FUTURES_SETTLE = 'USDT';
export const DEFAULT_FUTURES_CONTRACT = 'BTC_USDT';
export const DEFAULT_OPTIONS_MARKET = 'BTC_USDT';

/** The futures page without a contract of its own: the Derivatives entry, the Futures item, demo trading. */
export const DEFAULT_FUTURES_ROUTE = `/futures/${DEFAULT_FUTURES_SETTLE}/${DEFAULT_FUTURES_CONTRACT}`;
export const DEFAULT_OPTIONS_ROUTE = `/options/${DEFAULT_OPTIONS_MARKET}`;
