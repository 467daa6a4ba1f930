import { describe, expect, it } from 'vitest';
import { ownPairsFirst, ownQuoteFirst, quoteOf } from './own-markets.ts';
import { rankMarkets } from './rank-markets.ts';

const market = (pair: string) => ({ pair, name: pair, curr_a: pair.split('_')[0]!, curr_b: quoteOf(pair) });
const pairs = (rows: Array<{ pair: string }>) => rows.map((row) => row.pair);

describe("a site's own markets first (the site's default pair)", () => {
  it('puts the default pair first, then its quote currency, each group in list order', () => {
    const rows = ['ETH_USDT', 'ETH_SGD', 'BTC_USDT', 'SOL_SGD', 'BTC_SGD', 'XRP_JPY'].map(market);
    expect(pairs(ownPairsFirst(rows, 'BTC_SGD'))).toEqual(['BTC_SGD', 'ETH_SGD', 'SOL_SGD', 'ETH_USDT', 'BTC_USDT', 'XRP_JPY']);
  });

  it("opens the quote sub-menus on the site's quote, adding it when the data lacks it", () => {
    expect(ownQuoteFirst(['USDT', 'USDC', 'JPY'], 'BTC_JPY')).toEqual(['JPY', 'USDT', 'USDC']);
    expect(ownQuoteFirst(['USDT', 'USDC'], 'BTC_SGD')).toEqual(['SGD', 'USDT', 'USDC']);
    expect(ownQuoteFirst(['USDT', 'USDC'], 'BTC_USDT')).toEqual(['USDT', 'USDC']);
  });

  it("ranks the site's quote first inside each search tier, never above a better tier", () => {
    const rows = ['BTC_USDT', 'BTCDOM_USDT', 'BTC_USDC', 'BTCDOM_SGD', 'BTC_SGD', 'ETH_BTC'].map(market);
    expect(pairs(rankMarkets('btc', rows, 'SGD'))).toEqual(['BTC_SGD', 'BTC_USDT', 'BTC_USDC', 'BTCDOM_SGD', 'BTCDOM_USDT', 'ETH_BTC']);
    expect(pairs(rankMarkets('btc', rows))).toEqual(['BTC_USDT', 'BTC_USDC', 'BTC_SGD', 'BTCDOM_USDT', 'BTCDOM_SGD', 'ETH_BTC']);
  });
});
