// ARIA in HTML: an element whose role is generic (or a paragraph, or inline text) may not be named;
// browsers and screen readers ignore aria-label there, and the Nu HTML checker reports it (issue 26:
// the footer's regulatory paragraph did on every page). Every site x language page is checked.
import { describe, expect, test } from 'vitest';
import { listShellPages } from '../../src/sites/pages.ts';
import { builtHtml } from './built.ts';

/** Elements without a role of their own that may be named (ARIA in HTML, "naming prohibited"). */
const UNNAMEABLE = /<(p|div|span|b|i|em|strong|small|code|sub|sup|u|s|mark|bdi|bdo|q|data|time|del|ins|pre|blockquote|caption|label|legend)\s[^>]*>/g;

const namedWithoutRole = (html: string) =>
  [...html.matchAll(UNNAMEABLE)].map((match) => match[0]).filter((tag) => /\saria-label(ledby)?=/.test(tag) && !/\srole="/.test(tag));

describe('accessible names', () => {
  test.each(listShellPages().map((page) => [page.file, page] as const))('%s: names no element whose role is generic', (_file, page) => {
    expect(namedWithoutRole(builtHtml(page))).toEqual([]);
  });
});
