// Fills a build-time translated text's `{name}` slots with run-time values (UID, tier, amounts).
// Values are plain strings rendered by React as text, never as markup.
import { formatNumber } from '../../lib/format/numbers.ts';

export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}

/** Groups digits of a decimal string for the page's language (src/lib/format); an unreadable value is shown as sent. */
export function formatAmount(value: string, lang: string): string {
  const number = Number(value);
  return Number.isFinite(number) ? formatNumber(number, lang) : value;
}
