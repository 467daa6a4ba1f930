import { describe, expect, it } from 'vitest';
import { headingInto } from './aim.ts';

// A panel under the bar: the pointer starts on a button above it.
const panel = { left: 100, right: 700, top: 60, bottom: 400 };

describe('headingInto (pointer aim)', () => {
  it('a diagonal move down towards the panel is heading into it, even over another entry', () => {
    expect(headingInto({ x: 150, y: 30 }, { x: 170, y: 36 }, panel)).toBe(true);
    expect(headingInto({ x: 150, y: 30 }, { x: 160, y: 58 }, panel)).toBe(true);
  });

  it('a move along the bar, upwards or beside the panel is not', () => {
    expect(headingInto({ x: 150, y: 30 }, { x: 170, y: 30 }, panel)).toBe(false);
    expect(headingInto({ x: 150, y: 30 }, { x: 170, y: 20 }, panel)).toBe(false);
    expect(headingInto({ x: 650, y: 30 }, { x: 760, y: 40 }, panel)).toBe(false);
  });

  it('a point inside the panel is in it, wherever the pointer came from', () => {
    expect(headingInto({ x: 900, y: 500 }, { x: 300, y: 200 }, panel)).toBe(true);
  });
});
