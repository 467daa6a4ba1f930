// Send times read as time ago in the page's language, the largest whole unit, "now" under a minute.
import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);
const ago = (seconds: number, locale = 'en') => relativeTime(NOW - seconds * 1000, NOW, locale);

describe('relativeTime', () => {
  it('uses the largest whole unit', () => {
    expect(ago(20)).toBe('now');
    expect(ago(5 * 60)).toBe('5 min. ago');
    expect(ago(59 * 60 + 59)).toBe('59 min. ago');
    expect(ago(3 * 3600 + 10)).toBe('3 hr. ago');
    expect(ago(86_400 + 60)).toBe('yesterday');
    expect(ago(3 * 86_400)).toBe('3 days ago');
    expect(ago(15 * 86_400)).toBe('2 wk. ago');
    expect(ago(70 * 86_400)).toBe('2 mo. ago');
    expect(ago(800 * 86_400)).toBe('2 yr. ago');
  });

  it('reads a time ahead of the device clock as now', () => {
    expect(ago(-90)).toBe('now');
  });

  it("speaks the page's language", () => {
    expect(ago(5 * 60, 'de')).toBe('vor 5 Min.');
    expect(ago(5 * 60, 'ja')).toBe('5 分前');
    expect(ago(2 * 3600, 'zh-CN')).toBe('2小时前');
    expect(ago(5 * 60, 'ar')).toMatch(/دقائق/);
  });
});
