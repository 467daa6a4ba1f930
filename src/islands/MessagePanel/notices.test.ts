import { describe, expect, it } from 'vitest';
import { fillTemplate, sendTime } from './notices.ts';

describe('fillTemplate', () => {
  it('fills known placeholders as text and leaves unknown ones', () => {
    expect(fillTemplate('Order {id} filled at {price}', { id: 7, price: '<b>1</b>' })).toBe('Order 7 filled at <b>1</b>');
    expect(fillTemplate('Hello {name}', {})).toBe('Hello {name}');
    expect(fillTemplate('Hello {toString}', {})).toBe('Hello {toString}');
    expect(fillTemplate('No args {x}', undefined)).toBe('No args {x}');
  });
});

describe('sendTime', () => {
  it('reads seconds (and milliseconds) and formats in the reader\'s locale', () => {
    expect(sendTime(1_780_272_000, 'en')?.iso).toBe('2026-06-01T00:00:00.000Z');
    expect(sendTime(1_780_272_000_000, 'en')?.iso).toBe('2026-06-01T00:00:00.000Z');
    expect(sendTime(1_780_272_000, 'zh-CN')?.text).toMatch(/^2026年/);
    expect(sendTime(Number.NaN, 'en')).toBeNull();
  });
});
