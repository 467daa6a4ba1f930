// Fills a build-time translated text's `{name}` slots with run-time values (UID, tier, amounts).
// Values are plain strings rendered by React as text, never as markup.
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}

/** Groups digits of a decimal string for the page's language; an unreadable value is shown as sent. */
export function formatAmount(value: string, lang: string): string {
  const number = Number(value);
  if (!Number.isFinite(number)) return value;
  try {
    return new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(number);
  } catch {
    return value;
  }
}
