// The tabs keys as a keyboard user meets them in settings, messages, search and the trade menu.
import { describe, expect, it } from 'vitest';
import { tabKeyTarget } from './tab-keys.ts';

describe('tabKeyTarget', () => {
  it('arrows move and wrap; right-to-left mirrors them', () => {
    expect(tabKeyTarget('ArrowRight', 2, 3, 'ltr')).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 3, 'ltr')).toBe(2);
    expect(tabKeyTarget('ArrowLeft', 0, 3, 'rtl')).toBe(1);
    expect(tabKeyTarget('ArrowRight', 0, 3, 'rtl')).toBe(2);
  });

  it('a vertical list moves down and up; the side arrows move nothing', () => {
    expect(tabKeyTarget('ArrowDown', 4, 5, 'vertical')).toBe(0);
    expect(tabKeyTarget('ArrowUp', 0, 5, 'vertical')).toBe(4);
    expect(tabKeyTarget('ArrowDown', 1, 5, 'vertical')).toBe(2);
    expect(tabKeyTarget('ArrowRight', 1, 5, 'vertical')).toBeUndefined();
    expect(tabKeyTarget('ArrowLeft', 1, 5, 'vertical')).toBeUndefined();
  });

  it('Home and End jump to the ends; other keys move nothing', () => {
    expect(tabKeyTarget('Home', 2, 3, 'ltr')).toBe(0);
    expect(tabKeyTarget('End', 0, 3, 'rtl')).toBe(2);
    expect(tabKeyTarget('Enter', 1, 3, 'ltr')).toBeUndefined();
  });
});
