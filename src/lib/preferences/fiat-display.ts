// Displayed values in the chosen fiat (SPEC 3, 7): currFiatMarketRates gives the value of one USDT
// in each fiat (and a symbol, which the chrome does not show: every symbol is currencySymbol's, so
// the list's column and each amount agree). An unknown fiat or a missing rate shows USDT values as USD.
import type { FiatMarketRates } from '../api/schemas/markets.ts';
import { isFiatCode } from './cookie-rules.ts';
import { currencySymbol, formatFiat, isolate, type FiatOptions } from '../format/numbers.ts';

export interface FiatDisplay {
  fiat: string;
  symbol: string;
  /** Value of one USDT in this fiat. */
  rate: number;
}

export const USD_DISPLAY: FiatDisplay = { fiat: 'USD', symbol: '$', rate: 1 };

export function fiatDisplay(fiat: string, rates: FiatMarketRates): FiatDisplay {
  const entry = rates[fiat];
  const rate = entry ? Number(entry.rate) : NaN;
  if (!entry || !Number.isFinite(rate) || rate <= 0) return USD_DISPLAY;
  return { fiat, symbol: currencySymbol(fiat), rate };
}

/** The fiats to offer: those with a usable rate and a known currency code (the store keeps no other), USD first, then by code. */
export function fiatChoices(rates: FiatMarketRates): FiatDisplay[] {
  const usable = Object.keys(rates)
    .filter(isFiatCode)
    .map((fiat) => fiatDisplay(fiat, rates))
    .filter((display) => display !== USD_DISPLAY);
  const usd = usable.find((display) => display.fiat === 'USD') ?? USD_DISPLAY;
  const others = usable.filter((display) => display.fiat !== 'USD').sort((a, b) => a.fiat.localeCompare(b.fiat));
  return [usd, ...others];
}

/**
 * A USDT amount in the display fiat, written as the page's language writes that currency (symbol
 * placed and spaced by Intl, the currency's decimals; a rate two more), isolated so a right-to-left
 * symbol (د.إ) never reorders the digits or the sentence around it.
 */
export function formatInFiat(usdtAmount: number, display: FiatDisplay, locale: string, options: FiatOptions = {}): string {
  return isolate(formatFiat(usdtAmount * display.rate, display.fiat, locale, options));
}
