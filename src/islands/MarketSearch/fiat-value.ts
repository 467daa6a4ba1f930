// The approximate value of a USDT- or USDC-quoted price in the visitor's fiat (SPEC 7: the island
// gets the fiat rates and the current fiat), e.g. "≈ $97,840.00", "≈ 91.250,12 €". Nothing for
// other quotes or when the rate is missing: a wrong figure is worse than none.
import type { FiatMarketRates } from '../../lib/api/schemas/markets.ts';
import { formatFiat } from '../../lib/format/numbers.ts';
import type { ResultRow } from './result-rows.ts';

const STABLE_QUOTES = ['/USDT', '/USDC'];

export function fiatValueOf(row: ResultRow, fiat: string, rates: FiatMarketRates, lang: string): string | null {
  if (!row.price || fiat === 'USDT' || !STABLE_QUOTES.some((quote) => row.title.endsWith(quote))) return null;
  const rate = Object.hasOwn(rates, fiat) ? Number(rates[fiat]!.rate) : NaN;
  const price = Number(row.price);
  if (!Number.isFinite(rate) || !Number.isFinite(price) || rate <= 0) return null;
  const value = formatFiat(price * rate, fiat, lang);
  return value ? `≈ ${value}` : null;
}
