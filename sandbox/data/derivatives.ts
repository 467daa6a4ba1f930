// Futures (USDT- and BTC-settled), delivery contracts, options underlyings and option rows.
import { allCoins, coinIcon } from './coins.ts';
import { createRng, FIXTURE_EPOCH_S } from '../rng.ts';

const FUTURES_CATEGORIES = ['layer1', 'layer2', 'defi', 'meme', 'ai', 'pre_market', 'new'];

export function buildFuturesContracts(seed: number) {
  const rng = createRng(seed + 1);
  const coins = allCoins();
  const usdt = coins.slice(0, 440).map((coin) => ({
    settle: 'usdt',
    name: `${coin.symbol}_USDT`,
    coin_name: coin.name,
    categories: [rng.pick(FUTURES_CATEGORIES)],
    is_tag_st: rng.chance(0.02),
    icon: coinIcon(coin.symbol),
  }));
  // Inverse contracts: quoted in USD, settled in BTC.
  const btc = coins.slice(0, 110).map((coin) => ({
    settle: 'btc',
    name: `${coin.symbol}_USD`,
    coin_name: coin.name,
    categories: [rng.pick(FUTURES_CATEGORIES)],
    is_tag_st: false,
    icon: coinIcon(coin.symbol),
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
  const underlyings: Array<[string, string]> = [
    ['BTC_USDT', 'Bitcoin'],
    ['ETH_USDT', 'Ethereum'],
    ['SOL_USDT', 'Solana'],
  ];
  return underlyings.flatMap(([underlying, fullName]) =>
    expiries(4, 91).map((expiry) => ({
      name: `${underlying}_${expiry}`,
      underlying,
      full_name: fullName,
      is_tag_st: false,
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

export function buildOptionsMarkets(): Record<string, Array<{ pair: string; icon: string }>> {
  const markets: Record<string, Array<{ pair: string; icon: string }>> = {};
  for (const [symbol, spot] of OPTION_UNDERLYINGS) {
    const market = `${symbol}_USDT`;
    const strikes = [0.8, 0.9, 1, 1.1, 1.2].map((ratio) => Number((spot * ratio).toPrecision(2)));
    markets[market] = expiries(3, 7).flatMap((expiry) =>
      strikes.flatMap((strike) =>
        (['C', 'P'] as const).map((side) => ({ pair: `${market}-${expiry}-${strike}-${side}`, icon: coinIcon(symbol) })),
      ),
    );
  }
  return markets;
}
