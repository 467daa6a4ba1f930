import { describe, expect, it } from 'vitest';
import { splitLatinRuns } from './bidi.ts';

const isolated = (text: string) => splitLatinRuns(text).filter((part) => part.isolate).map((part) => part.text);

describe('splitLatinRuns', () => {
  it('keeps a legal entity whole, its final period included', () => {
    expect(isolated('تتولى شركة Nexa Technology Inc. تشغيل منصة Nexa العالمية.')).toEqual(['Nexa Technology Inc.', 'Nexa']);
  });

  it('isolates a name inside parentheses without taking the parentheses', () => {
    expect(isolated('من سلطة دبي (Virtual Assets Regulatory Authority) لتقديم')).toEqual(['Virtual Assets Regulatory Authority']);
  });

  it('loses no character and leaves text without Latin letters alone', () => {
    const text = '© \u20662013–2026\u2069 Nexa FZE · جميع الحقوق محفوظة.';
    expect(splitLatinRuns(text).map((part) => part.text).join('')).toBe(text);
    expect(splitLatinRuns('جميع الحقوق محفوظة')).toEqual([{ text: 'جميع الحقوق محفوظة', isolate: false }]);
  });
});
