// @vitest-environment happy-dom
// The device's record of seen notices: kept by msg_id, bounded, unreadable storage reads as nothing
// seen; the count of what is left; the badge's "99+".
import { afterEach, describe, expect, it, vi } from 'vitest';
import { badgeText, markSeen, MAX_SEEN, readSeen, SEEN_STORAGE_KEY, unseenCount } from './unread.ts';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('seen notices', () => {
  it('remembers seen msg_ids across reads (a reload) and counts the rest', () => {
    expect(unseenCount(['1', '2', '3'], readSeen())).toBe(3);
    markSeen(['1', '2']);
    expect(unseenCount(['1', '2', '3'], readSeen())).toBe(1);
    expect(JSON.parse(localStorage.getItem(SEEN_STORAGE_KEY)!)).toEqual(['1', '2']);
  });

  it(`keeps the last ${MAX_SEEN}, a seen-again id counting as newest`, () => {
    markSeen(Array.from({ length: MAX_SEEN }, (_, index) => String(index)));
    markSeen(['0', 'new']);
    const seen = readSeen();
    expect(seen.size).toBe(MAX_SEEN);
    expect(seen.has('1')).toBe(false);
    expect([...seen].slice(-2)).toEqual(['0', 'new']);
  });

  it('reads a corrupted or foreign value as nothing seen, and a blocked storage too', () => {
    for (const value of ['{', '"1"', '{"a":1}', '[1,null,"7"]']) {
      localStorage.setItem(SEEN_STORAGE_KEY, value);
      expect([...readSeen()]).toEqual(value === '[1,null,"7"]' ? ['7'] : []);
    }
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readSeen().size).toBe(0);
    expect([...markSeen(['9'])]).toEqual(['9']);
  });
});

describe('badgeText', () => {
  it('is empty for none, the number in the page\'s digits, and "99+" past 99', () => {
    expect(badgeText(0, 'en')).toBe('');
    expect(badgeText(7, 'en')).toBe('7');
    expect(badgeText(99, 'en')).toBe('99');
    expect(badgeText(100, 'en')).toBe('99+');
    expect(badgeText(1234, 'de')).toBe('99+');
    expect(badgeText(12, 'ar-EG')).toBe('١٢');
  });
});
