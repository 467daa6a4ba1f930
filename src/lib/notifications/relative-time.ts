// A notice's send time as people read it in a feed: "5 min ago", "yesterday", "3 weeks ago", in the
// page's language (Intl.RelativeTimeFormat), with the full date and time for hover and focus.

const UNITS: ReadonlyArray<[unit: Intl.RelativeTimeFormatUnit, seconds: number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

// One formatter of each kind per locale: every notice row asks at each render.
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const fullFormats = new Map<string, Intl.DateTimeFormat>();

/** `then` and `now` in ms. Under a minute, and a time slightly ahead of this device's clock, read "now". */
export function relativeTime(then: number, now: number, locale: string): string {
  const format = relativeFormats.get(locale)
    ?? relativeFormats.set(locale, new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' })).get(locale)!;
  const elapsed = Math.max(0, (now - then) / 1000);
  for (const [unit, seconds] of UNITS) {
    if (elapsed >= seconds) return format.format(-Math.floor(elapsed / seconds), unit);
  }
  return format.format(0, 'second');
}

/** The full date and time in the page's language, for the title and the focus tooltip. */
export function fullTime(then: number, locale: string): string {
  const format = fullFormats.get(locale)
    ?? fullFormats.set(locale, new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })).get(locale)!;
  return format.format(then);
}
