import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  $preferences,
  CHANGE_PERIOD_COOKIE,
  DEFAULT_PREFERENCES,
  setChangePeriod,
  setFiat,
  setLanguage,
  setRiseColor,
  toggleTheme,
} from './preferences.ts';
import { createMemoryCookieJar, setCookieJar, type CookieJar } from './cookie-jar.ts';
import { parseCookies } from '../lib/cookies.ts';

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

  it('has a stable server default: English, USD, green-up, 24h, light', () => {
    expect($preferences.get()).toEqual({
      language: 'en',
      fiat: 'USD',
      rateMode: { floatRate: '0', currencyRate: '0' },
      riseColor: 'risegreen',
      changePeriod: '24h',
      theme: '0',
    });
  });

  it('reads saved choices from cookies on first subscriber and ignores unknown values', () => {
    useJar(`market_rise_color=risered; is_change_skin=1; curr_fiat=EUR; ${CHANGE_PERIOD_COOKIE}=weekly`);
    $preferences.listen(() => {});
    expect($preferences.get()).toMatchObject({ riseColor: 'risered', theme: '2', fiat: 'EUR', changePeriod: '24h' });
  });

  it('sets red-up for Chinese and green-up otherwise when no rise colour cookie exists', () => {
    setLanguage('zh');
    expect($preferences.get().riseColor).toBe('risered');
    setLanguage('fr');
    expect($preferences.get().riseColor).toBe('risegreen');
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
    expect(cookie('is_change_skin')).toBe('1');
    toggleTheme();
    expect($preferences.get().theme).toBe('0');
    expect(cookie('is_change_skin')).toBe('0');
  });

  it('stores the change period', () => {
    setChangePeriod('utc8');
    expect($preferences.get().changePeriod).toBe('utc8');
    expect(cookie(CHANGE_PERIOD_COOKIE)).toBe('utc8');
  });
});
