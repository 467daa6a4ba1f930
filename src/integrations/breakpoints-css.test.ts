import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CUSTOM_MEDIA, replaceCustomMedia } from './breakpoints-css.ts';
import { below, BELOW_TABLET, BREAKPOINTS, from } from '../contracts/breakpoints.ts';

describe('the stylesheets\' custom media', () => {
  it('become the queries of src/contracts/breakpoints.ts, in @media preludes only', () => {
    const css = '@media (--below-tablet) { a { width: var(--x); } }\n@media print and (--from-desktop), (--below-narrow) { b { c: d } }';
    expect(replaceCustomMedia(css)).toBe(
      '@media (max-width: 767.9px) { a { width: var(--x); } }\n@media print and (min-width: 992px), (max-width: 359.9px) { b { c: d } }',
    );
    expect(CUSTOM_MEDIA.size).toBe(Object.keys(BREAKPOINTS).length * 2);
  });

  it('stop the build on a name the module does not define', () => {
    expect(() => replaceCustomMedia('@media (--below-tablett) { a { b: c } }', 'x.css')).toThrow(/x\.css: unknown custom media --below-tablett/);
  });

  it('leave one side of each breakpoint to each width', () => {
    for (const name of Object.keys(BREAKPOINTS) as (keyof typeof BREAKPOINTS)[]) {
      expect(below(name)).toBe(`(max-width: ${BREAKPOINTS[name] - 0.1}px)`);
      expect(from(name)).toBe(`(min-width: ${BREAKPOINTS[name]}px)`);
    }
    expect(BELOW_TABLET).toBe(below('tablet'));
  });
});

describe('one owner for the breakpoints', () => {
  // A width in a media query (CSS, an Astro style block, generated CSS, matchMedia, a query in a
  // string) outside the owner.
  const WIDTH_QUERY = /(?:@media[^{;]*?|matchMedia\([^)]*?|['"`])\(\s*(?:(?:min|max)-width\s*:|width\s*[<>]=?)\s*\d/;
  const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'sandbox'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(css|astro|ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== 'src/contracts/breakpoints.ts');

  it('writes no media query width anywhere else: stylesheets use custom media, scripts below() and from()', () => {
    expect(sources.length).toBeGreaterThan(100);
    const offenders = sources.flatMap((file) =>
      readFileSync(file, 'utf8').split('\n').flatMap((line, index) => (WIDTH_QUERY.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });
});
