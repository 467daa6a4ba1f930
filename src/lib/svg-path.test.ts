import { describe, expect, it } from 'vitest';
import { siInstagram, siX } from 'simple-icons';
import { compactSvgPath } from './svg-path.ts';

describe('compactSvgPath', () => {
  it('rounds a brand mark to one decimal and makes it much lighter', () => {
    const compact = compactSvgPath(siInstagram.path);
    expect(compact.length).toBeLessThan(siInstagram.path.length / 2);
    expect(compact).not.toMatch(/\.\d\d/);
    expect(compact).toMatch(/^M/);
  });

  it('keeps a path already at that precision, and rounds the X mark as drawn', () => {
    expect(compactSvgPath('M0 0h24v24H0z')).toBe('M0 0h24v24H0z');
    expect(compactSvgPath(siX.path)).toMatch(/^M14.2 10.2 23 0h-2l-7.7 8.8/);
  });
});
