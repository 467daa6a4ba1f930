// Every number the chrome shows (prices, changes, fiat values, rates, strikes, expiry dates),
// formatted for the page's language with the platform's Intl: no number library, formatters cached
// per locale and options. Decisions (docs/i18n.md "Numbers"): Latin digits in every language,
// Arabic included, as the big exchanges' Arabic sites show prices; a price keeps the decimals the
// market delivers (its tick size), only grouped; fiat amounts use the currency's own decimals.
import { htmlLangOf } from '../../i18n/locales.ts';

/** The BCP 47 tag numbers of a page language are formatted with: its own tag, Latin digits. */
export function numberLocale(lang: string): string {
  const tag = htmlLangOf(lang);
  return `${tag}-u-nu-latn`;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A cached formatter; a language Intl does not know formats as English rather than throwing. */
function numberFormat(lang: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(numberLocale(lang), options);
    } catch {
      format = new Intl.NumberFormat('en-u-nu-latn', options);
    }
    numberFormats.set(key, format);
  }
  return format;
}

const DECIMAL = /^\s*[-+]?(\d+)(?:\.(\d+))?\s*$/;
/** Intl's limit on fraction digits. */
const MAX_FRACTION_DIGITS = 20;

/**
 * A decimal as delivered ("3326560.00", "0.00001234"), grouped for the language with exactly the
 * decimals it was sent with (a market's precision). Formatted from the string itself, so no digit
 * is lost to floating point. Anything that is not a plain decimal is shown as sent.
 */
export function formatDecimal(value: string | number, lang: string): string {
  const text = String(value);
  const match = DECIMAL.exec(text);
  if (!match) return text;
  const digits = Math.min(match[2]?.length ?? 0, MAX_FRACTION_DIGITS);
  const format = numberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return format.format(text.trim() as Intl.StringNumericLiteral);
}

/** A number with at most `maximumFractionDigits` decimals (amounts, counts). */
export function formatNumber(value: number, lang: string, maximumFractionDigits = 2): string {
  return Number.isFinite(value) ? numberFormat(lang, { maximumFractionDigits }).format(value) : '';
}

/** A change in percent (2.345 -> "+2.35%", "+2,35 %" in German): always two decimals and a sign. */
export function formatChange(percent: number, lang: string): string {
  if (!Number.isFinite(percent)) return '';
  const format = numberFormat(lang, { style: 'percent', signDisplay: 'exceptZero', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return format.format(percent / 100);
}

export interface FiatOptions {
  /** An exchange rate: two decimals more than the currency's own (USD 4, JPY 2), as rates are quoted. */
  rate?: boolean;
}

const CURRENCY_CODE = /^[A-Z]{3}$/;

/** Currencies whose English symbols are only their code (docs/i18n.md "Currency symbols"). */
const OWN_SYMBOLS: Record<string, string> = { SGD: 'S$', AED: 'د.إ' };
/** Narrow symbols several currencies share, and the one currency that keeps each bare. */
const SHARED_NARROW: Record<string, string> = { $: 'USD', '¥': 'JPY' };

const currencyPart = (fiat: string, lang: string, currencyDisplay: 'narrowSymbol' | 'symbol') => numberFormat(lang, { style: 'currency', currency: fiat, currencyDisplay })
  .formatToParts(1).find((part) => part.type === 'currency')?.value ?? fiat;

/**
 * The one symbol of a currency in every language and every place (the Settings list's column and
 * each amount): English's narrow symbol, "$" for the US dollar and "¥" for the yen only (other
 * dollars "HK$", "A$", "S$", the yuan "CN¥"), so no two currencies share one and Arabic shows no
 * "US$" or "UK£".
 */
export function currencySymbol(fiat: string): string {
  // A well-formed code never makes Intl throw, known to it or not (it then writes the code).
  if (!CURRENCY_CODE.test(fiat) || OWN_SYMBOLS[fiat]) return OWN_SYMBOLS[fiat] ?? fiat;
  const narrow = currencyPart(fiat, 'en', 'narrowSymbol');
  return (SHARED_NARROW[narrow] ?? fiat) === fiat ? narrow : currencyPart(fiat, 'en', 'symbol');
}

/** Decimals of a currency (USD 2, JPY 0, KWD 3), from Intl's currency data. */
function currencyDigits(fiat: string): number {
  return numberFormat('en', { style: 'currency', currency: fiat }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * An amount in a fiat currency, its symbol (currencySymbol) placed and spaced as the language writes
 * it ("S$1.35", "1,35 S$", "3.67 د.إ"). Amounts under 1 keep four significant digits (a token worth
 * $0.00001234 does not show as $0.00). An unknown code is written after the number.
 */
export function formatFiat(value: number, fiat: string, lang: string, options: FiatOptions = {}): string {
  if (!Number.isFinite(value)) return '';
  if (!CURRENCY_CODE.test(fiat)) return `${formatNumber(value, lang)} ${fiat}`;
  const digits = currencyDigits(fiat);
  const style = { style: 'currency', currency: fiat, currencyDisplay: 'narrowSymbol' } as const;
  const rateDigits = Math.max(digits + 2, 2);
  const precision = options.rate
    ? { minimumFractionDigits: rateDigits, maximumFractionDigits: rateDigits }
    : value !== 0 && Math.abs(value) < 1
      ? { minimumSignificantDigits: 2, maximumSignificantDigits: 4 }
      : { minimumFractionDigits: digits, maximumFractionDigits: digits };
  // The language places and spaces the symbol; which symbol is currencySymbol's.
  const symbol = currencySymbol(fiat);
  return numberFormat(lang, { ...style, ...precision }).formatToParts(value)
    .map((part) => (part.type === 'currency' ? symbol : part.value)).join('');
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar day in UTC (an options expiry: "8 Jun 2026", "08.06.2026" style per language). */
export function formatDay(date: Date, lang: string): string {
  if (Number.isNaN(date.getTime())) return '';
  let format = dateFormats.get(lang);
  if (!format) {
    const options = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;
    try {
      format = new Intl.DateTimeFormat(numberLocale(lang), options);
    } catch {
      format = new Intl.DateTimeFormat('en', options);
    }
    dateFormats.set(lang, format);
  }
  return format.format(date);
}

/**
 * An amount isolated as a left-to-right run (LRI ... PDI), like its Latin digits: inside a sentence
 * of either direction ("1 USDT ≈ 3.67 د.إ.‏") it keeps its own order, and a Latin symbol after the
 * number stays after it ("97,840.00 US$"; a first-strong isolate would show "$US 97,840.00" in
 * Arabic). In markup: <bdi dir="ltr">.
 */
export function isolate(text: string): string {
  return `\u2066${text}\u2069`;
}
