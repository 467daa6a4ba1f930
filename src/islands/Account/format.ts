// Numbers of the account area in the reader's language.
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
