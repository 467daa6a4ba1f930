// Futures (USDT- and BTC-settled), delivery contracts, options underlyings and option rows.
import { allCoins, coinIcon } from './coins.ts';
import { createRng, FIXTURE_EPOCH_S, formatPrice, type Rng } from '../rng.ts';
import { usdtPrice } from './spot.ts';

const FUTURES_CATEGORIES = ['layer1', 'layer2', 'defi', 'meme', 'ai', 'pre_market', 'new'];

/** Last price and 24 h change of a derivative: a basis of a few tenths of a percent off `price`. */
function ticker(price: number, rng: Rng) {
  const last = price * (1 + (rng.next() - 0.5) * 0.006);
  return { last: formatPrice(last), change_percentage: ((rng.next() - 0.45) * 24).toFixed(2) };
}

/** The spot list's USDT prices (the same seed and draws as buildSpotMarkets), for contracts to follow. */
function spotPrices(seed: number, count: number): number[] {
  const rng = createRng(seed);
  return allCoins().slice(0, count).map((coin, index) => usdtPrice(coin, index, rng));
}

export function buildFuturesContracts(seed: number) {
  const rng = createRng(seed + 1);
  // Prices from their own draws, so the contracts' other fields stay what they were.
  const priceRng = createRng(seed + 7);
  const coins = allCoins();
  const prices = spotPrices(seed, 440);
  const usdt = coins.slice(0, 440).map((coin, index) => ({
    settle: 'usdt',
    name: `${coin.symbol}_USDT`,
    coin_name: coin.name,
    categories: [rng.pick(FUTURES_CATEGORIES)],
    is_tag_st: rng.chance(0.02),
    icon: coinIcon(coin.symbol),
    ...ticker(prices[index]!, priceRng),
  }));
  // Inverse contracts: quoted in USD, settled in BTC.
  const btc = coins.slice(0, 110).map((coin, index) => ({
    settle: 'btc',
    name: `${coin.symbol}_USD`,
    coin_name: coin.name,
    categories: [rng.pick(FUTURES_CATEGORIES)],
    is_tag_st: false,
    icon: coinIcon(coin.symbol),
    ...ticker(prices[index]!, priceRng),
  }));
  return [...usdt, ...btc];
}

/** Quarterly-style expiries after the fixture epoch, as YYYYMMDD. */
function expiries(count: number, stepDays: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const date = new Date((FIXTURE_EPOCH_S + (index + 1) * stepDays * 86_400) * 1000);
    return date.toISOString().slice(0, 10).replaceAll('-', '');
  });
}

export function buildDeliveryContracts() {
  const rng = createRng(91);
  const underlyings: Array<[string, string, number]> = [
    ['BTC_USDT', 'Bitcoin', 97_000],
    ['ETH_USDT', 'Ethereum', 3_600],
    ['SOL_USDT', 'Solana', 180],
  ];
  return underlyings.flatMap(([underlying, fullName, price]) =>
    expiries(4, 91).map((expiry, index) => ({
      name: `${underlying}_${expiry}`,
      underlying,
      full_name: fullName,
      is_tag_st: false,
      // Later expiries trade at a larger premium (contango).
      ...ticker(price * (1 + 0.01 * (index + 1)), rng),
    })),
  );
}

const OPTION_UNDERLYINGS: Array<[string, number]> = [
  ['BTC', 97_000],
  ['ETH', 3_600],
  ['SOL', 180],
  ['XRP', 2.4],
  ['BNB', 640],
  ['DOGE', 0.32],
];

export function buildOptionsUnderlyings() {
  return OPTION_UNDERLYINGS.map(([symbol]) => ({ name: `${symbol}_USDT`, icon_url_64: coinIcon(symbol) }));
}

interface OptionFixture { pair: string; icon: string; last: string; change_percentage: string }

/** An option's premium: what it is worth now plus time value growing with the weeks to expiry. */
function premium(spot: number, strike: number, side: 'C' | 'P', weeks: number): number {
  const intrinsic = Math.max(0, side === 'C' ? spot - strike : strike - spot);
  const timeValue = spot * 0.025 * Math.sqrt(weeks) * Math.exp(-Math.abs(spot - strike) / (spot * 0.15));
  return intrinsic + timeValue;
}

export function buildOptionsMarkets(): Record<string, OptionFixture[]> {
  const rng = createRng(77);
  const markets: Record<string, OptionFixture[]> = {};
  for (const [symbol, spot] of OPTION_UNDERLYINGS) {
    const market = `${symbol}_USDT`;
    const strikes = [0.8, 0.9, 1, 1.1, 1.2].map((ratio) => Number((spot * ratio).toPrecision(2)));
    markets[market] = expiries(3, 7).flatMap((expiry, week) =>
      strikes.flatMap((strike) =>
        (['C', 'P'] as const).map((side) => ({
          pair: `${market}-${expiry}-${strike}-${side}`,
          icon: coinIcon(symbol),
          last: formatPrice(premium(spot, strike, side, week + 1)),
          // Options move more than their underlying in a day.
          change_percentage: ((rng.next() - 0.5) * 60).toFixed(2),
        })),
      ),
    );
  }
  return markets;
}
