// The stylesheets name their breakpoints as custom media (src/integrations/breakpoints-css.ts): no
// built stylesheet may keep one (its rules would never apply), and every width a built media query
// tests is a breakpoint of src/contracts/breakpoints.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { BREAKPOINTS } from '../../src/contracts/breakpoints.ts';
import { DIST } from './built.ts';

test('every built stylesheet has its breakpoints as plain media queries, from the one module', () => {
  const sheets = readdirSync(join(DIST, '_astro')).filter((file) => file.endsWith('.css'));
  const css = sheets.map((file) => readFileSync(join(DIST, '_astro', file), 'utf8'));
  for (const [index, text] of css.entries()) expect(text, sheets[index]).not.toMatch(/@media[^{]*\(--/);
  // The minifier writes `(width<=767.9px)` for `(max-width: 767.9px)`: read either form.
  const preludes = css.join('').match(/@media[^{]*/g) ?? [];
  const widths = preludes.flatMap((prelude) => [...prelude.matchAll(/\((?:min-|max-)?width\s*(?::|[<>]=?)\s*([\d.]+)px\)/g)].map((match) => Number(match[1])));
  const breakpoints = new Set(Object.values(BREAKPOINTS).flatMap((width) => [width, width - 0.1]));
  expect(widths.length).toBeGreaterThan(10);
  expect(widths.filter((width) => !breakpoints.has(width))).toEqual([]);
});
