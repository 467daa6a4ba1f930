import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasSessionCookies, parseCookies, readRawCookie } from './cookies.ts';

// The one cookie parser reads a single cookie (readRawCookie, which the inline head script carries)
// and a whole string (parseCookies) the same way: what the head script marks before first paint is
// what the stores, the edge and the sandbox read.
const NAMES = ['pver', 'sign', 'is_change_skin', 'market_rise_color', 'a.b', 'x_pver', 'pver_x'];
const cookieString = fc.oneof(
  fc.array(fc.tuple(fc.constantFrom(...NAMES, ' pver', 'sign '), fc.oneof(fc.constantFrom('', '2', '"2"', ' 1 ', '%32', 'a=b'), fc.string({ maxLength: 6 }))), { maxLength: 6 })
    .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('; ')),
  fc.string({ maxLength: 40 }),
);

/** parseCookies decodes; the raw reading of the same pair, decoded, is the same value. */
const decodeOr = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

describe('readRawCookie', () => {
  it('property: reads the same pair parseCookies reads, for any cookie string', () => {
    fc.assert(fc.property(cookieString, fc.constantFrom(...NAMES), (cookie, name) => {
      const raw = readRawCookie(cookie, name);
      expect(raw === undefined ? undefined : decodeOr(raw), `${cookie} / ${name}`).toBe(parseCookies(cookie).get(name));
    }), { seed: 20261125, numRuns: 1000 });
  });

  it('takes the first of a repeated name, trimmed, quotes removed, nothing decoded', () => {
    expect(readRawCookie('a=1; is_change_skin= "2" ; is_change_skin=0', 'is_change_skin')).toBe('2');
    expect(readRawCookie('is_change_skin=%32', 'is_change_skin')).toBe('%32');
  });

  it('reads a name as written, never as a pattern', () => {
    expect(readRawCookie('aXb=1', 'a.b')).toBeUndefined();
    expect(readRawCookie('a.b=1', 'a.b')).toBe('1');
  });

  it('tolerates no cookie string at all', () => {
    expect(readRawCookie(undefined, 'pver')).toBeUndefined();
    expect(readRawCookie(null, 'pver')).toBeUndefined();
  });
});

describe('hasSessionCookies (the one "signed in?" decision)', () => {
  it('needs both login hint cookies, non-empty', () => {
    expect(hasSessionCookies('pver=a; sign=b')).toBe(true);
    expect(hasSessionCookies('pver=a; sign=')).toBe(false);
    expect(hasSessionCookies('pver=a')).toBe(false);
    expect(hasSessionCookies('xpver=a; xsign=b')).toBe(false);
    expect(hasSessionCookies('theme=2;pver=abc;sign=def;lang=en')).toBe(true);
    expect(hasSessionCookies('pver=""; sign=def')).toBe(false);
    expect(hasSessionCookies('')).toBe(false);
    expect(hasSessionCookies(null)).toBe(false);
  });
});
