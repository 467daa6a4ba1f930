// Numbers of the account area in the reader's language.
import { formatNumber } from '../../lib/format/numbers.ts';

/** Groups digits of a decimal string for the page's language (src/lib/format); an unreadable value is shown as sent. */
export function formatAmount(value: string, lang: string): string {
  const number = Number(value);
  return Number.isFinite(number) ? formatNumber(number, lang) : value;
}
