import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $preferences,
  DEFAULT_PREFERENCES,
  setChangePeriod,
  setFiat,
  setLanguage,
  setBuyCryptoFiat,
  setRateMode,
  setRiseColor,
  toggleTheme,
  loadPreferencesFromCookies,
} from './preferences.ts';
import { createMemoryCookieJar, setCookieJar, type CookieJar } from './cookie-jar.ts';
import { COOKIE_NAMES, parseCookies } from '../lib/cookies.ts';

const CHANGE_PERIOD_COOKIE = COOKIE_NAMES.changePeriod;

describe('$preferences', () => {
  let jar: CookieJar;
  const cookie = (name: string) => parseCookies(jar.read()).get(name);
  const useJar = (initial: string) => {
    jar = createMemoryCookieJar(initial);
    setCookieJar(jar);
  };

  beforeEach(() => {
    $preferences.set({ ...DEFAULT_PREFERENCES });
    useJar('');
  });
  afterEach(() => cleanStores($preferences));

  it('the server renders what an English visitor without cookies gets, so hydration changes nothing', async () => {
    vi.resetModules();
    const serverDefault = (await import('./preferences.ts')).$preferences.get();
    loadPreferencesFromCookies({ language: 'en' });
    expect($preferences.get()).toEqual(serverDefault);
    // SPEC 3's defaults as a visitor sees them: US dollars, price change over 24 h, no rate switch.
    expect(serverDefault).toMatchObject({ fiat: 'USD', changePeriod: '24h', rateMode: { currencyRate: '0' }, buyCryptoFiat: '' });
  });

  it('reads saved choices from cookies on first subscriber and ignores unknown values', () => {
    useJar(`market_rise_color=risered; is_change_skin=2; curr_fiat=EUR; ${CHANGE_PERIOD_COOKIE}=weekly; floatRate=1; defaultBuyCryptoFiat=BRL`);
    $preferences.listen(() => {});
    expect($preferences.get()).toMatchObject({
      riseColor: 'risered', theme: '2', fiat: 'EUR', changePeriod: '24h',
      rateMode: { floatRate: '1', currencyRate: '0' }, buyCryptoFiat: 'BRL',
    });
  });

  it('falls back to the default for corrupted cookies and rewrites them', () => {
    useJar(`market_rise_color=purple; curr_fiat=%3Cscript%3E; ${CHANGE_PERIOD_COOKIE}=; currencyRate=yes; defaultBuyCryptoFiat=usd!`);
    expect(() => loadPreferencesFromCookies({ language: 'zh' })).not.toThrow();
    expect($preferences.get()).toMatchObject({
      language: 'zh', riseColor: 'risered', fiat: 'USD', changePeriod: '24h', rateMode: { currencyRate: '0' }, buyCryptoFiat: 'USD',
    });
    expect([cookie('market_rise_color'), cookie('curr_fiat'), cookie(CHANGE_PERIOD_COOKIE), cookie('currencyRate'), cookie('defaultBuyCryptoFiat')])
      .toEqual(['risered', 'USD', '24h', '0', 'USD']);
  });

  it('an unknown currency code falls back to USD and is rewritten: Pay with never shows "ZZZ"', () => {
    useJar('defaultBuyCryptoFiat=ZZZ; curr_fiat=ZZZ');
    loadPreferencesFromCookies({ language: 'en' });
    expect($preferences.get()).toMatchObject({ fiat: 'USD', buyCryptoFiat: 'USD' });
    expect([cookie('curr_fiat'), cookie('defaultBuyCryptoFiat')]).toEqual(['USD', 'USD']);
    setBuyCryptoFiat('ZZZ');
    setFiat('ZZZ');
    expect($preferences.get()).toMatchObject({ fiat: 'USD', buyCryptoFiat: 'USD' });
  });

  it('reads a quoted cookie value (RFC 6265) as the head script does', () => {
    useJar('is_change_skin="2"; defaultBuyCryptoFiat="EUR"');
    loadPreferencesFromCookies({ language: 'en', systemTheme: '0' });
    expect($preferences.get()).toMatchObject({ theme: '2', buyCryptoFiat: 'EUR' });
  });

  it('removes an unknown theme cookie so the system colour scheme applies again', () => {
    useJar('is_change_skin=1');
    loadPreferencesFromCookies({ language: 'en', systemTheme: '2' });
    expect($preferences.get().theme).toBe('2');
    expect(cookie('is_change_skin')).toBeUndefined();
  });

  it('without a theme cookie follows the system; the cookie wins when present', () => {
    loadPreferencesFromCookies({ systemTheme: '2' });
    expect($preferences.get().theme).toBe('2');
    useJar('is_change_skin=0');
    loadPreferencesFromCookies({ systemTheme: '2' });
    expect($preferences.get().theme).toBe('0');
  });

  it('the rise colour follows the page language when no cookie exists', () => {
    loadPreferencesFromCookies({ language: 'zh-tw' });
    expect($preferences.get().riseColor).toBe('risered');
    loadPreferencesFromCookies({ language: 'ja' });
    expect($preferences.get().riseColor).toBe('risegreen');
    expect(cookie('market_rise_color')).toBeUndefined();
  });

  it('choosing Chinese without a rise colour cookie stores red-up', () => {
    setLanguage('zh');
    expect($preferences.get().riseColor).toBe('risered');
    expect(cookie('market_rise_color')).toBe('risered');
  });

  it('choosing another language without a rise colour cookie stores green-up', () => {
    setLanguage('fr');
    expect($preferences.get().riseColor).toBe('risegreen');
    expect(cookie('market_rise_color')).toBe('risegreen');
  });

  it('keeps the chosen rise colour when the cookie exists', () => {
    setRiseColor('risegreen');
    setLanguage('zh-tw');
    expect($preferences.get()).toMatchObject({ language: 'zh-tw', riseColor: 'risegreen' });
    expect(cookie('market_rise_color')).toBe('risegreen');
  });

  it('choosing a fiat turns the currency rate on, sets the fiat and stores the currency cookie', () => {
    setFiat('TRY');
    expect($preferences.get()).toMatchObject({ fiat: 'TRY', rateMode: { floatRate: '0', currencyRate: '1' } });
    expect(cookie('curr_fiat')).toBe('TRY');
  });

  it('rejects a fiat that is not a currency code', () => {
    setFiat('<script>');
    expect($preferences.get().fiat).toBe('USD');
    expect(cookie('curr_fiat')).toBeUndefined();
  });

  it('toggles dark and light and stores the change-skin flag', () => {
    toggleTheme();
    expect($preferences.get().theme).toBe('2');
    expect(cookie('is_change_skin')).toBe('2');
    toggleTheme();
    expect($preferences.get().theme).toBe('0');
    expect(cookie('is_change_skin')).toBe('0');
  });

  it('stores each rate-mode toggle under its own name', () => {
    setRateMode('floatRate', '1');
    expect([cookie('floatRate'), cookie('currencyRate')]).toEqual(['1', undefined]);
  });

  it('stores the Pay with fiat and rejects anything that is not a code', () => {
    setBuyCryptoFiat('EUR');
    setBuyCryptoFiat('e"ur');
    expect([$preferences.get().buyCryptoFiat, cookie('defaultBuyCryptoFiat')]).toEqual(['EUR', 'EUR']);
  });

  it('stores the change period', () => {
    setChangePeriod('utc8');
    expect($preferences.get().changePeriod).toBe('utc8');
    expect(cookie(CHANGE_PERIOD_COOKIE)).toBe('utc8');
  });
});
