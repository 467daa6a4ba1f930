import { describe, expect, it } from 'vitest';
import { bannerToShow, cookieNoticeDue, COOKIE_NOTICE_REPEAT_MS } from './rules.ts';

const NOW = Date.UTC(2026, 10, 23);
const DAY = 24 * 60 * 60 * 1000;

describe('cookieNoticeDue (SPEC 4, 9: again after 90 days)', () => {
  it.each([
    [null, true],
    ['', true],
    ['yesterday', true],
    ['-5', true],
    ['1e12', true],
    [String(NOW + DAY), true],
    [String(NOW), false],
    [String(NOW - 89 * DAY), false],
    [String(NOW - COOKIE_NOTICE_REPEAT_MS), false],
    [String(NOW - COOKIE_NOTICE_REPEAT_MS - 1), true],
    [String(NOW - 91 * DAY), true],
  ])('stored %j -> due %s', (stored, due) => {
    expect(cookieNoticeDue(stored, NOW)).toBe(due);
  });
});

describe('bannerToShow', () => {
  const main = [{ id: 'MAIN_to_UK', when: 'is_uk_ip' }, { id: 'MAIN_to_US', when: 'is_us_toast' }, { id: 'MAIN_to_JP', when: 'is_jp_toast' }];

  it('picks the first banner whose flag is set, in any of the backend\'s flag spellings', () => {
    expect(bannerToShow(main, { is_us_toast: true })).toBe('MAIN_to_US');
    expect(bannerToShow(main, { is_jp_toast: 1 })).toBe('MAIN_to_JP');
    expect(bannerToShow(main, { is_uk_ip: '1', is_us_toast: true })).toBe('MAIN_to_UK');
  });

  it('shows none for unset flags, other flags or a malformed answer', () => {
    expect(bannerToShow(main, { is_main: true, is_uk_ip: false, is_us_toast: 0, is_jp_toast: '0' })).toBeNull();
    for (const limit of [undefined, null, 'x', 1, []]) expect(bannerToShow(main, limit)).toBeNull();
  });
});
