// Spot markets as the backend delivers them: positional arrays (see src/lib/api/spot-row.ts).
import { allCoins, coinIcon, type Coin } from './coins.ts';
import { createRng, FIXTURE_EPOCH_S, formatPrice, type Rng } from '../rng.ts';
import { buildFiatMarketRates } from './site.ts';

const SPOT_CATEGORIES = ['layer1', 'layer2', 'defi', 'meme', 'ai', 'gamefi', 'rwa', 'depin', 'infrastructure'];

/**
 * How many bases are listed against each quote: every base has USDT, fewer have the others. The
 * regional sites' quotes (TRY, EUR, SGD, JPY: every site's default pair, see src/sites/configs)
 * come after the global ones, so adding one leaves the rows before it unchanged.
 */
const QUOTE_DEPTH: ReadonlyArray<readonly [quote: string, bases: number]> = [
  ['USDT', 2400],
  ['USDC', 500],
  ['BTC', 160],
  ['ETH', 100],
  ['TRY', 60],
  ['EUR', 40],
  ['SGD', 30],
  ['JPY', 30],
];

/** Approximate USDT price of each quote currency; a fiat's is one over its USDT rate. */
function quoteUsdt(quote: string): number {
  const fixed: Record<string, number> = { USDT: 1, USDC: 1, BTC: 97_000, ETH: 3_600 };
  return fixed[quote] ?? 1 / Number(buildFiatMarketRates()[quote]!.rate);
}

export type SpotTupleFixture = [
  string, string, string, string, string, number, boolean, string, string, number, number, number, string,
];

export function usdtPrice(coin: Coin, index: number, rng: Rng): number {
  if (coin.symbol === 'BTC') return 97_000 + rng.int(-900, 900);
  if (coin.symbol === 'ETH') return 3_600 + rng.int(-60, 60);
  // Larger coins are listed first and tend to cost more.
  const magnitude = 3 - (index / 2400) * 7 + rng.next() * 2;
  return 10 ** magnitude;
}

export function buildSpotMarkets(seed: number): SpotTupleFixture[] {
  const rng = createRng(seed);
  const coins = allCoins();
  const prices = coins.slice(0, 2400).map((coin, index) => usdtPrice(coin, index, rng));
  const rows: SpotTupleFixture[] = [];
  for (const [quote, depth] of QUOTE_DEPTH) {
    const quotePrice = quoteUsdt(quote);
    for (let index = 0; index < depth; index += 1) {
      const coin = coins[index]!;
      if (coin.symbol === quote) continue;
      const rate = prices[index]! / quotePrice;
      const percent = (rng.next() - 0.45) * 30;
      const categories = [rng.pick(SPOT_CATEGORIES), rng.pick(SPOT_CATEGORIES)];
      rows.push([
        `${coin.symbol}_${quote}`,
        coin.name,
        percent.toFixed(2),
        formatPrice(rate),
        (rng.next() * 10 ** rng.int(3, 9)).toFixed(2),
        rng.pick([3, 5, 10]),
        index < 300,
        [...new Set(categories)].join(','),
        formatPrice(rate / (1 + percent / 100)),
        FIXTURE_EPOCH_S - rng.int(1, 2000) * 86_400,
        rng.pick([3, 5]),
        rng.chance(0.02) ? 1 : 0,
        coinIcon(coin.symbol),
      ]);
    }
  }
  return rows;
}
