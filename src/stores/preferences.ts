// $preferences: language, fiat currency, rate mode, rise colour, change period, theme and the
// buy-crypto fiat (SPEC 3). The server default is fixed; the visitor's cookies are read on first
// subscription. Every preference lives in a cookie; a corrupted or unknown value falls back to its
// default and the cookie is rewritten (docs/preferences.md), so nothing downstream sees it.
import { map, onMount } from 'nanostores';
import { readRawCookie } from '../lib/cookies.ts';
import { COOKIE_NAMES, CURRENCY_COOKIE_MAX_AGE_S, PREFERENCE_COOKIE_MAX_AGE_S } from '../lib/cookies.ts';
import type { ChangePeriod } from '../lib/api/calls.ts';
import { cookieJar } from './cookie-jar.ts';
import { pageContext } from '../lib/page-context.ts';
import { RISE_ATTRIBUTE, THEME_ATTRIBUTE } from '../contracts/head-contract.ts';
import { CHANGE_PERIODS as PERIODS, DEFAULT_FIAT, defaultRiseColor, isFiatCode, isRiseColor, ON_OFF_VALUES, oneOf, RISE_COLORS as RISES, SKIN_VALUES } from '../lib/preferences/cookie-rules.ts';

export { RISE_ATTRIBUTE, isFiatCode };

export type OnOff = '0' | '1';
export type RiseColor = 'risered' | 'risegreen';
/** SPEC 9: light '0', dark '2'. */
export type Theme = '0' | '2';

export interface Preferences {
  language: string;
  fiat: string;
  rateMode: { floatRate: OnOff; currencyRate: OnOff };
  riseColor: RiseColor;
  changePeriod: ChangePeriod;
  /** The theme shown: the is_change_skin cookie, or the system's colour scheme without one. */
  theme: Theme;
  /**
   * Pay with (SPEC 2): the fiat of /crypto/buy?crypto=USDT&fiat={fiat}, from the defaultBuyCryptoFiat
   * cookie; '' until chosen, meaning the site's own default (src/sites, defaultBuyCryptoFiat).
   */
  buyCryptoFiat: string;
}

export const DEFAULT_PREFERENCES: Preferences = {
  language: 'en',
  fiat: DEFAULT_FIAT,
  rateMode: { floatRate: '0', currencyRate: '0' },
  riseColor: 'risegreen',
  changePeriod: '24h',
  theme: '0',
  buyCryptoFiat: '',
};

export const CHANGE_PERIODS: readonly ChangePeriod[] = PERIODS;
export const RISE_COLORS: readonly RiseColor[] = RISES;

export const $preferences = map<Preferences>({ ...DEFAULT_PREFERENCES });

// The same rules as the head script (src/lib/preferences/cookie-rules.ts).
const isChangePeriod = oneOf(CHANGE_PERIODS);
const isOnOff = oneOf<OnOff>(ON_OFF_VALUES);
const isTheme = oneOf(SKIN_VALUES as readonly Theme[]);

function writePreferenceCookie(name: string, value: string): void {
  cookieJar().write(name, value, { maxAgeS: PREFERENCE_COOKIE_MAX_AGE_S });
}

/** What the page says about itself: its language and the system's colour scheme. */
export interface PageDefaults {
  language?: string;
  systemTheme?: Theme;
}

function browserPageDefaults(): PageDefaults {
  if (typeof document === 'undefined') return {};
  const root = document.documentElement;
  const dark = typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
  return {
    language: root.dataset.lang,
    systemTheme: dark ? '2' : '0',
  };
}

/**
 * Reads preferences from cookies. A missing cookie gives the page's default; a corrupted one gives
 * the default too and is rewritten (the theme cookie is removed instead, so the system wins again).
 */
export function loadPreferencesFromCookies(page: PageDefaults = browserPageDefaults()): void {
  const cookie = cookieJar().read();
  const language = page.language || $preferences.get().language;
  const next: Preferences = {
    ...$preferences.get(),
    language,
    riseColor: defaultRiseColor(language),
    theme: page.systemTheme ?? DEFAULT_PREFERENCES.theme,
  };
  const read = <T extends string>(name: string, valid: (value: unknown) => value is T, fallback: T): T => {
    const value = readRawCookie(cookie, name);
    if (value === undefined) return fallback;
    if (valid(value)) return value;
    writePreferenceCookie(name, fallback);
    return fallback;
  };
  next.riseColor = read(COOKIE_NAMES.riseColor, isRiseColor, next.riseColor);
  next.changePeriod = read(COOKIE_NAMES.changePeriod, isChangePeriod, DEFAULT_PREFERENCES.changePeriod);
  next.fiat = read(COOKIE_NAMES.currency, isFiatCode, DEFAULT_PREFERENCES.fiat);
  // A corrupted Pay with cookie is rewritten to USD, the SPEC 3 default of that list.
  next.buyCryptoFiat = readRawCookie(cookie, COOKIE_NAMES.buyCryptoFiat) === undefined ? '' : read(COOKIE_NAMES.buyCryptoFiat, isFiatCode, DEFAULT_FIAT);
  next.rateMode = {
    floatRate: read(COOKIE_NAMES.floatRate, isOnOff, DEFAULT_PREFERENCES.rateMode.floatRate),
    currencyRate: read(COOKIE_NAMES.currencyRate, isOnOff, DEFAULT_PREFERENCES.rateMode.currencyRate),
  };
  const skin = readRawCookie(cookie, COOKIE_NAMES.changeSkin);
  if (isTheme(skin)) next.theme = skin;
  else if (skin !== undefined) cookieJar().remove(COOKIE_NAMES.changeSkin);
  $preferences.set(next);
}

/**
 * Marks <html> for CSS: data-rise always (the rise and fall colours of every island follow it), and
 * data-theme once the theme changes (before that the head script's mark or the system scheme rules).
 */
function reflectOnDocument(preferences: Preferences, themeChanged: boolean): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.setAttribute(RISE_ATTRIBUTE, preferences.riseColor);
  if (themeChanged) root.setAttribute(THEME_ATTRIBUTE, preferences.theme === '2' ? 'dark' : 'light');
}

onMount($preferences, () => {
  // The page's language is the one its URL serves; the server default keeps 'en' for a stable render.
  // Read from the page context directly (not the store environment): a theme toggle must not pull in
  // the API client and the market cache. Server render has no document and keeps the default.
  if (typeof document !== 'undefined') $preferences.setKey('language', pageContext().lang);
  loadPreferencesFromCookies();
  reflectOnDocument($preferences.get(), false);
  return $preferences.listen((value, old) => reflectOnDocument(value, value.theme !== old?.theme));
});

/**
 * Switches the language. Without a market_rise_color cookie, the rise colour follows it: red-up for
 * Chinese, green-up otherwise (SPEC 4), and is stored so the next page keeps it. Whether a language
 * is allowed on a site is the caller's call (src/navigation/language-choice.ts).
 */
export function setLanguage(language: string): void {
  $preferences.setKey('language', language);
  const hasRiseCookie = readRawCookie(cookieJar().read(), COOKIE_NAMES.riseColor) !== undefined;
  if (!hasRiseCookie) setRiseColor(defaultRiseColor(language));
}

/** SPEC 4: choosing a fiat turns the currency rate on, then sets the fiat and its one-year cookie. */
export function setFiat(fiat: string): void {
  if (!isFiatCode(fiat)) return;
  setRateMode('currencyRate', '1');
  $preferences.setKey('fiat', fiat);
  cookieJar().write(COOKIE_NAMES.currency, fiat, { maxAgeS: CURRENCY_COOKIE_MAX_AGE_S });
}

export function setRateMode(toggle: keyof Preferences['rateMode'], value: OnOff): void {
  $preferences.setKey('rateMode', { ...$preferences.get().rateMode, [toggle]: value });
  writePreferenceCookie(COOKIE_NAMES[toggle], value);
}

export function setRiseColor(color: RiseColor): void {
  $preferences.setKey('riseColor', color);
  writePreferenceCookie(COOKIE_NAMES.riseColor, color);
}

export function setChangePeriod(period: ChangePeriod): void {
  $preferences.setKey('changePeriod', period);
  writePreferenceCookie(COOKIE_NAMES.changePeriod, period);
}

/** Stores the change-skin flag with the spec's values: '0' light, '2' dark. */
function setTheme(theme: Theme): void {
  $preferences.setKey('theme', theme);
  writePreferenceCookie(COOKIE_NAMES.changeSkin, theme);
}

export function toggleTheme(): void {
  setTheme($preferences.get().theme === '2' ? '0' : '2');
}

/** Pay with: the fiat the buy-crypto link preselects, kept in the defaultBuyCryptoFiat cookie. */
export function setBuyCryptoFiat(fiat: string): void {
  if (!isFiatCode(fiat)) return;
  $preferences.setKey('buyCryptoFiat', fiat);
  writePreferenceCookie(COOKIE_NAMES.buyCryptoFiat, fiat);
}
