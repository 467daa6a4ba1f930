// $preferences: language, fiat currency, rate mode, rise colour, change period and theme (SPEC 3).
// The server default is fixed; the visitor's cookies are read on first subscription.
import { map, onMount } from 'nanostores';
import { COOKIE_NAMES, CURRENCY_COOKIE_MAX_AGE_S, parseCookies } from '../lib/cookies.ts';
import type { ChangePeriod } from '../lib/api/calls.ts';
import { cookieJar } from './cookie-jar.ts';
import { storeEnvironment } from './environment.ts';

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
  theme: Theme;
}

export const DEFAULT_PREFERENCES: Preferences = {
  language: 'en',
  fiat: 'USD',
  rateMode: { floatRate: '0', currencyRate: '0' },
  riseColor: 'risegreen',
  changePeriod: '24h',
  theme: '0',
};

/** Not named by the spec; ours. Stored as a cookie like the other display preferences. */
export const CHANGE_PERIOD_COOKIE = 'market_change_period';
const PREFERENCE_COOKIE_MAX_AGE_S = CURRENCY_COOKIE_MAX_AGE_S;

export const $preferences = map<Preferences>({ ...DEFAULT_PREFERENCES });

const isRiseColor = (value: unknown): value is RiseColor => value === 'risered' || value === 'risegreen';
const isChangePeriod = (value: unknown): value is ChangePeriod => value === '24h' || value === 'utc0' || value === 'utc8';
const FIAT = /^[A-Z]{3,5}$/;

/** Reads preferences from cookies; anything unrecognised keeps its current value. */
export function loadPreferencesFromCookies(): void {
  const cookies = parseCookies(cookieJar().read());
  const rise = cookies.get(COOKIE_NAMES.riseColor);
  const period = cookies.get(CHANGE_PERIOD_COOKIE);
  const fiat = cookies.get(COOKIE_NAMES.currency);
  const skin = cookies.get(COOKIE_NAMES.changeSkin);
  if (isRiseColor(rise)) $preferences.setKey('riseColor', rise);
  if (isChangePeriod(period)) $preferences.setKey('changePeriod', period);
  if (fiat && FIAT.test(fiat)) $preferences.setKey('fiat', fiat);
  if (skin === '1' || skin === '0') $preferences.setKey('theme', skin === '1' ? '2' : '0');
}

onMount($preferences, () => {
  // The page's language is the one its URL serves; the server default keeps 'en' for a stable render.
  const environment = storeEnvironment();
  if (environment.autoLoad) $preferences.setKey('language', environment.page.lang);
  loadPreferencesFromCookies();
});

/**
 * Switches the language. Without a market_rise_color cookie, the rise colour follows it: red-up for
 * Chinese, green-up otherwise (SPEC 4). Whether a language is allowed on a site is the caller's call.
 */
export function setLanguage(language: string): void {
  $preferences.setKey('language', language);
  const hasRiseCookie = parseCookies(cookieJar().read()).has(COOKIE_NAMES.riseColor);
  if (!hasRiseCookie) $preferences.setKey('riseColor', language.toLowerCase().startsWith('zh') ? 'risered' : 'risegreen');
}

/** SPEC 4: choosing a fiat turns the currency rate on, then sets the fiat and its one-year cookie. */
export function setFiat(fiat: string): void {
  if (!FIAT.test(fiat)) return;
  setRateMode('currencyRate', '1');
  $preferences.setKey('fiat', fiat);
  cookieJar().write(COOKIE_NAMES.currency, fiat, { maxAgeS: CURRENCY_COOKIE_MAX_AGE_S });
}

export function setRateMode(toggle: keyof Preferences['rateMode'], value: OnOff): void {
  $preferences.setKey('rateMode', { ...$preferences.get().rateMode, [toggle]: value });
}

export function setRiseColor(color: RiseColor): void {
  $preferences.setKey('riseColor', color);
  cookieJar().write(COOKIE_NAMES.riseColor, color, { maxAgeS: PREFERENCE_COOKIE_MAX_AGE_S });
}

export function setChangePeriod(period: ChangePeriod): void {
  $preferences.setKey('changePeriod', period);
  cookieJar().write(CHANGE_PERIOD_COOKIE, period, { maxAgeS: PREFERENCE_COOKIE_MAX_AGE_S });
}

/** Stores the change-skin flag: '1' for dark, '0' for light. */
export function setTheme(theme: Theme): void {
  $preferences.setKey('theme', theme);
  cookieJar().write(COOKIE_NAMES.changeSkin, theme === '2' ? '1' : '0', { maxAgeS: PREFERENCE_COOKIE_MAX_AGE_S });
}

export function toggleTheme(): void {
  setTheme($preferences.get().theme === '2' ? '0' : '2');
}
