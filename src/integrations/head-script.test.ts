import fc from 'fast-check';
import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { markHead } from '../lib/head-script.ts';
import { compileInlineScript, INLINE_SCRIPTS } from './inline-scripts.ts';
import { $preferences, DEFAULT_PREFERENCES, loadPreferencesFromCookies } from '../stores/preferences.ts';
import { createMemoryCookieJar, setCookieJar } from '../stores/cookie-jar.ts';
import { FEATURE_KEY_PATTERN, HIDDEN_FEATURES_LIST_PATTERN } from '../contracts/chrome-contract.ts';

/** The text a shell writes inline in <head>, compiled from src/browser/inline/head.ts as the build does. */
const HEAD_SCRIPT = compileInlineScript(INLINE_SCRIPTS.head);

type Marker = (document: unknown, sessionStorage: unknown) => void;

/** Runs a marker against a minimal document and session storage and reads back the marks it set. */
function marksOf(run: Marker, cookie: string, storedHidden: string | null) {
  const attributes = new Map<string, string>();
  const document = { cookie, documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } };
  const sessionStorage = { getItem: (key: string) => (key === 'nexa:compliance-menu' ? storedHidden : null) };
  run(document, sessionStorage);
  return {
    session: attributes.get('data-session') === 'user',
    theme: attributes.get('data-theme'),
    rise: attributes.get('data-rise'),
    hidden: attributes.get('data-hidden-features'),
  };
}

/** What markHead decides, as marks. */
const headMarks = (cookie: string, storedHidden: string | null = null) =>
  marksOf((document, storage) => markHead(document as Parameters<typeof markHead>[0], () => storage as Storage), cookie, storedHidden);

/** What the compiled inline text does in a page, as marks. */
const runInline = (cookie: string, storedHidden: string | null = null) =>
  marksOf((document, storage) => new Function('document', 'sessionStorage', HEAD_SCRIPT)(document, storage), cookie, storedHidden);

const CASES: Array<[string, string]> = [
  ['visitor', ''],
  ['signed in', 'pver=pv1; sign=sg1; csrftoken=x'],
  ['only pver', 'pver=pv1'],
  ['empty sign', 'pver=pv1; sign='],
  ['dark', 'is_change_skin=2'],
  ['light', 'is_change_skin=0'],
  ['unknown skin', 'is_change_skin=7'],
  ['corrupted', 'is_change_skin=%E2%9C; pver=; ;;=;sign'],
  ['name suffix is not the cookie', 'xpver=1; xsign=2; my_is_change_skin=2'],
  ['signed in, dark', 'sign=s; is_change_skin=2; pver=p'],
  ['red up', 'market_rise_color=risered'],
  ['green up', 'market_rise_color=risegreen'],
  ['unknown rise colour', 'market_rise_color=riseredx; x_market_rise_color=risered'],
  ['quoted dark (RFC 6265)', 'is_change_skin="2"'],
  ['quoted rise colour', 'market_rise_color="risered"'],
  ['percent-encoded dark is not a value', 'is_change_skin=%32'],
  ['an object key is not a value', 'is_change_skin=constructor; market_rise_color=__proto__'],
  ['the first of a repeated cookie wins', 'is_change_skin=0; is_change_skin=2'],
];

/** Stored compliance lists: [name, stored text, what must be put on <html>]. */
const STORED_LISTS: Array<[string, string | null, string | undefined]> = [
  ['nothing stored', null, undefined],
  ['empty', '', undefined],
  ['one key', 'deposit', 'deposit'],
  ['several keys', 'deposit fiat_trade margin_etf_trade', 'deposit fiat_trade margin_etf_trade'],
  ['the JSON an earlier release stored', '["deposit"]', undefined],
  ['a selector injection', 'deposit"] *{display:none} [x', undefined],
  ['upper case', 'Deposit', undefined],
  ['double space', 'deposit  fiat_trade', undefined],
  ['trailing space', 'deposit ', undefined],
  ['a key over 40 characters', 'k'.repeat(41), undefined],
  ['the text "null"', 'null', 'null'],
];

describe('head script', () => {
  it.each(CASES)('inline source agrees with headMarks: %s', (_name, cookie) => {
    expect(runInline(cookie)).toEqual(headMarks(cookie));
  });

  it.each(STORED_LISTS)('remembered compliance list, %s: inline source and headMarks agree', (_name, stored, expected) => {
    expect(headMarks('', stored).hidden).toBe(expected);
    expect(runInline('', stored).hidden).toBe(expected);
  });

  it('accepts a stored list exactly when each of its keys is a feature key', () => {
    for (const list of ['deposit fiat_trade', 'a', 'k'.repeat(40), 'x-y', 'Deposit', 'k'.repeat(41), '']) {
      expect(HIDDEN_FEATURES_LIST_PATTERN.test(list), list).toBe(list.split(' ').every((key) => FEATURE_KEY_PATTERN.test(key)));
    }
  });

  it('blocked session storage costs none of the cookie marks', () => {
    const attributes = new Map<string, string>();
    const document = { cookie: 'pver=a; sign=b; is_change_skin=2', documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } };
    const blocked = { getItem() { throw new DOMException('denied', 'SecurityError'); } };
    new Function('document', 'sessionStorage', HEAD_SCRIPT)(document, blocked);
    expect(Object.fromEntries(attributes)).toEqual({ 'data-session': 'user', 'data-theme': 'dark' });
  });

  it('marks a signed-in dark-theme reader', () => {
    expect(headMarks('pver=a; sign=b; is_change_skin=2')).toEqual({ session: true, theme: 'dark', rise: undefined, hidden: undefined });
  });

  it('ignores a missing or unknown theme and a half session', () => {
    expect(headMarks('pver=a; is_change_skin=1')).toEqual({ session: false, theme: undefined, rise: undefined, hidden: undefined });
  });

  it('marks the stored rise colour so Chinese pages keep a chosen green-up before any island loads', () => {
    expect(headMarks('market_rise_color=risegreen').rise).toBe('risegreen');
  });

  it('never throws, even when reading cookies fails', () => {
    const hostile = { get cookie(): string { throw new Error('blocked'); }, documentElement: { setAttribute() {} } };
    expect(() => new Function('document', 'sessionStorage', HEAD_SCRIPT)(hostile, undefined)).not.toThrow();
  });
});

/** Cookie strings built from the preference names and near-miss values, plus anything at all. */
const NAMES = ['is_change_skin', 'market_rise_color', 'pver', 'sign', 'x_is_change_skin', ' is_change_skin', 'is_change_skin '];
const VALUES = ['0', '2', '1', '"2"', '"0"', '%32', '"2', '""', '', ' 2', '2 ', 'risered', 'risegreen', '"risered"', 'rise red', 'RISERED', 'constructor', '__proto__'];
const cookieString = fc.oneof(
  fc.array(fc.tuple(fc.constantFrom(...NAMES), fc.oneof(fc.constantFrom(...VALUES), fc.string({ maxLength: 6 }))), { maxLength: 5 })
    .chain((pairs) => fc.constantFrom('; ', ';').map((separator) => pairs.map(([name, value]) => `${name}=${value}`).join(separator))),
  fc.string({ maxLength: 40 }),
);

describe('one reading of the preference cookies: head script and store', () => {
  afterEach(() => cleanStores($preferences));

  /** What the store shows for a cookie string, on a page of `language` whose system scheme is `systemTheme`. */
  function storeReads(cookie: string, language: string, systemTheme: '0' | '2') {
    setCookieJar(createMemoryCookieJar(cookie));
    $preferences.set({ ...DEFAULT_PREFERENCES });
    loadPreferencesFromCookies({ language, systemTheme });
    return $preferences.get();
  }

  it('property: the inline script marks exactly what headMarks decides', () => {
    fc.assert(fc.property(cookieString, (cookie) => {
      expect(runInline(cookie)).toEqual(headMarks(cookie));
    }), { seed: 20261125, numRuns: 500 });
  });

  it('property: a theme or rise colour marked before first paint is the one the store reads, and one the store refuses gets no mark', () => {
    fc.assert(fc.property(cookieString, (cookie) => {
      const { theme, rise } = headMarks(cookie);
      for (const systemTheme of ['0', '2'] as const) {
        const expected = theme === 'dark' ? '2' : theme === 'light' ? '0' : systemTheme;
        expect(storeReads(cookie, 'en', systemTheme).theme, `${cookie} (system ${systemTheme})`).toBe(expected);
      }
      expect(storeReads(cookie, 'en', '0').riseColor, cookie).toBe(rise ?? 'risegreen');
      expect(storeReads(cookie, 'zh', '0').riseColor, cookie).toBe(rise ?? 'risered');
    }), { seed: 20261125, numRuns: 300 });
  });

  it('a quoted dark theme is dark at first paint and in the store, so the first toggle turns it light', () => {
    expect(headMarks('is_change_skin="2"').theme).toBe('dark');
    expect(storeReads('is_change_skin="2"', 'en', '0').theme).toBe('2');
  });
});
