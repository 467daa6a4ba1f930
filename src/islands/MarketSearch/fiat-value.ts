// The approximate value of a USDT- or USDC-quoted price in the visitor's fiat (SPEC 7: the island
// gets the fiat rates and the current fiat), e.g. "≈ €91,250.12". Nothing for other quotes or when
// the rate is missing: a wrong figure is worse than none.
import type { FiatMarketRates } from '../../lib/api/schemas/markets.ts';
import type { ResultRow } from './result-rows.ts';

const STABLE_QUOTES = ['/USDT', '/USDC'];

export function fiatValueOf(row: ResultRow, fiat: string, rates: FiatMarketRates, lang: string): string | null {
  if (!row.price || fiat === 'USDT' || !STABLE_QUOTES.some((quote) => row.title.endsWith(quote))) return null;
  const rate = Object.hasOwn(rates, fiat) ? Number(rates[fiat]!.rate) : NaN;
  const price = Number(row.price);
  if (!Number.isFinite(rate) || !Number.isFinite(price) || rate <= 0) return null;
  try {
    const value = new Intl.NumberFormat(lang, { style: 'currency', currency: fiat, maximumSignificantDigits: 6 }).format(price * rate);
    return `≈ ${value}`;
  } catch {
    return null;
  }
}
