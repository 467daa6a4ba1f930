// What a trader reads for an options contract id: "BTC_USDT-20260608-78000-C" is the BTC call at a
// strike of 78,000 expiring on 8 June 2026 (SPEC 3 "Options row: pair"). Ids that do not follow
// that shape are shown as sent.
import { formatDay, formatDecimal } from '../../lib/format/numbers.ts';

export interface OptionContract {
  /** The underlying's base currency (BTC). */
  base: string;
  /** Expiry day, midnight UTC. */
  expiry: Date;
  /** Strike as delivered ("78000", "0.35"). */
  strike: string;
  side: 'call' | 'put';
}

const OPTION_ID = /^([A-Z0-9]+)_[A-Z0-9]+-(\d{4})(\d{2})(\d{2})-(\d+(?:\.\d+)?)-([CP])$/i;

export function parseOptionId(pair: string): OptionContract | null {
  const match = OPTION_ID.exec(pair);
  if (!match) return null;
  const [, base, year, month, day, strike, side] = match;
  const expiry = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  // Date.UTC rolls 31 February over into March: such an id is not a real contract.
  if (expiry.getUTCDate() !== Number(day) || expiry.getUTCMonth() !== Number(month) - 1) return null;
  return { base: base!.toUpperCase(), expiry, strike: strike!, side: side!.toUpperCase() === 'C' ? 'call' : 'put' };
}

export interface OptionNameLabels {
  call: string;
  put: string;
}

/** "BTC 78,000 Call" and "8 Jun 2026" in the page's language, or null for an unreadable id. */
export function optionName(pair: string, lang: string, labels: OptionNameLabels): { title: string; expiry: string } | null {
  const contract = parseOptionId(pair);
  if (!contract) return null;
  return {
    title: `${contract.base} ${formatDecimal(contract.strike, lang)} ${labels[contract.side]}`,
    expiry: formatDay(contract.expiry, lang),
  };
}
