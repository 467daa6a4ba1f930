import { describe, expect, it } from 'vitest';
import { bannerToShow, cookieNoticeDue, COOKIE_CHOICE_STORAGE_KEY, COOKIE_NOTICE_REPEAT_MS } from './rules.ts';
import { CONSENT_STORAGE_KEY } from '../chrome/analytics.ts';
import { parseComplianceAnswer } from '../../lib/compliance-check.ts';

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

describe('the cookie notice\'s answer', () => {
  it('is read by the click analytics under the key the notice writes', () => {
    expect(CONSENT_STORAGE_KEY).toBe(COOKIE_CHOICE_STORAGE_KEY);
  });
});

describe('bannerToShow', () => {
  const main = [{ id: 'MAIN_to_UK', when: 'is_uk_ip' }, { id: 'MAIN_to_US', when: 'is_us_toast' }, { id: 'MAIN_to_JP', when: 'is_jp_toast' }];

  it('picks the first banner, in its order, whose flag is set', () => {
    expect(bannerToShow(main, { is_us_toast: true })).toBe('MAIN_to_US');
    expect(bannerToShow(main, { is_jp_toast: true })).toBe('MAIN_to_JP');
    expect(bannerToShow(main, { is_us_toast: true, is_uk_ip: true })).toBe('MAIN_to_UK');
  });

  it('shows none for unset or false flags, or only other flags', () => {
    expect(bannerToShow(main, { is_main: true, is_uk_ip: false, is_us_toast: false })).toBeNull();
    expect(bannerToShow(main, {})).toBeNull();
  });

  it('reads the backend\'s flag spellings through the compliance answer (1 and \'1\' set, 0 and \'0\' not)', () => {
    const answer = parseComplianceAnswer({ code: 0, data: { menu: [], limit: { is_uk_ip: '0', is_us_toast: 0, is_jp_toast: '1' } } });
    expect(bannerToShow(main, answer!.limit)).toBe('MAIN_to_JP');
    expect(bannerToShow(main, parseComplianceAnswer({ code: 0, data: { menu: [], limit: { is_us_toast: 1 } } })!.limit)).toBe('MAIN_to_US');
  });
});
