// The wallet menu's estimated balance (issue 40) in the person's chosen fiat, from user info's
// totals (SPEC 3) and the fiat rates (SPEC 7). Readings (docs/account.md "Estimated balance"):
// `total_usd` is the account's total in USD; `totalAssets` the same total in the user's own fiat
// (`curr_fiat`); `rate_usdt_site_fiat` one USDT in that fiat; currFiatMarketRates one USDT in each
// fiat with its symbol. Pure: no React, no stores.
import type { UserInfo } from '../../lib/api/schemas/account.ts';
import type { FiatMarketRates } from '../../lib/api/schemas/markets.ts';
import { formatFiat } from '../../lib/format/numbers.ts';

/** What the balance area shows: the amount, a wait for the rates, or the couldn't-load line with Retry. */
export type BalanceView =
  | { kind: 'failed' }
  | { kind: 'loading' }
  /** `amount` is shown left to right (<bdi dir="ltr">, docs/i18n.md "Numbers"); `missingRate`: the chosen fiat had no rate, so the amount is in USD and the area says so. */
  | { kind: 'shown'; amount: string; fiat: string; missingRate: string | null };

/** How a hidden balance is written, wherever it shows. */
export const MASK = '****';

export interface RatesState {
  ready: boolean;
  rates: FiatMarketRates;
}

const positive = (value: unknown): number | null => {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(number) && number > 0 ? number : null;
};
const amountOf = (value: unknown): number | null => {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(number) && number >= 0 ? number : null;
};

/** The total in USD: `total_usd`, else the own-fiat total converted back by its rate; null when neither is readable. */
export function totalUsd(user: UserInfo): number | null {
  const usd = amountOf(user.total_usd);
  if (usd !== null) return usd;
  const assets = amountOf(user.totalAssets);
  const siteRate = positive(user.rate_usdt_site_fiat);
  return assets !== null && siteRate !== null ? assets / siteRate : null;
}

/** Value of one USD in `fiat` by the rates answer (both quoted per USDT), or null without a usable rate. */
function usdRate(fiat: string, rates: FiatMarketRates): number | null {
  const perUsdt = positive(rates[fiat]?.rate);
  if (perUsdt === null) return null;
  return perUsdt / (positive(rates.USD?.rate) ?? 1);
}

/**
 * The balance in `fiat` for the page's language. The user's own fiat (`curr_fiat`) comes from user
 * info's own figures, at once; any other from the rates answer; a fiat without a rate (the rates call
 * failed, or names no such fiat) falls back to USD and says so. Never 0 for an unknown total.
 */
export function balanceView(user: UserInfo | null, fiat: string, rates: RatesState, lang: string): BalanceView {
  const usd = user ? totalUsd(user) : null;
  if (!user || usd === null) return { kind: 'failed' };
  const shown = (value: number, currency: string, missingRate: string | null): BalanceView => ({
    kind: 'shown',
    amount: formatFiat(value, currency, lang),
    fiat: currency,
    missingRate,
  });
  if (fiat === 'USD') return shown(usd, 'USD', null);
  if (fiat === user.curr_fiat) {
    const own = amountOf(user.totalAssets) ?? (positive(user.rate_usdt_site_fiat) ?? NaN) * usd;
    if (Number.isFinite(own)) return shown(own, fiat, null);
  }
  const rate = usdRate(fiat, rates.rates);
  if (rate !== null) return shown(usd * rate, fiat, null);
  if (!rates.ready) return { kind: 'loading' };
  return shown(usd, 'USD', fiat);
}
