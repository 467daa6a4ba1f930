// Real coin symbols and names from the `cryptocurrencies` package (MIT), majors first, then the
// package's own order, so every run yields the same list.
import symbolNames from 'cryptocurrencies/cryptocurrencies.json' with { type: 'json' };

export interface Coin {
  symbol: string;
  name: string;
}

const MAJORS = [
  'BTC', 'ETH', 'SOL', 'XRP', 'BNB', 'DOGE', 'ADA', 'TRX', 'AVAX', 'LINK', 'DOT', 'LTC', 'BCH', 'TON',
  'SHIB', 'XLM', 'UNI', 'ATOM', 'ETC', 'FIL', 'APT', 'ARB', 'OP', 'NEAR', 'ICP', 'HBAR', 'AAVE', 'MKR',
  'GT', 'PEPE', 'SUI', 'INJ', 'RNDR', 'GRT', 'ALGO', 'SAND', 'MANA', 'AXS', 'EOS', 'XTZ',
];

/** Stablecoins and fiat quotes are quote currencies here, never bases. */
const NOT_BASES = new Set(['USDT', 'USDC', 'TRY', 'EUR', 'SGD', 'JPY', 'DAI', 'BUSD', 'TUSD', 'FDUSD']);

const SYMBOL = /^[A-Z][A-Z0-9]{1,9}$/;
const NAME = /^[\p{L}\p{N} .()'-]{2,40}$/u;

let cached: Coin[] | undefined;

export function allCoins(): Coin[] {
  if (cached) return cached;
  const names = symbolNames as Record<string, string>;
  const seen = new Set<string>();
  const coins: Coin[] = [];
  const add = (symbol: string) => {
    const name = names[symbol];
    if (seen.has(symbol) || NOT_BASES.has(symbol) || !name || !SYMBOL.test(symbol) || !NAME.test(name)) return;
    seen.add(symbol);
    coins.push({ symbol, name: name.trim() });
  };
  MAJORS.forEach(add);
  Object.keys(names).forEach(add);
  cached = coins;
  return coins;
}

export function coinIcon(symbol: string): string {
  return `/images/coin_icon/64/${symbol.toLowerCase()}.png`;
}
