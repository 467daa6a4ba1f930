// Checks over the built dist/ (what every site x language must hold), run by vitest after its
// globalSetup built dist/ when missing or stale. No server, no browser: the files the edge serves.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST } from '../support/dist.ts';
import type { ShellPage } from '../../src/sites/pages.ts';

export { DIST };

/** The built HTML of a shell page, as the edge serves it before placing the announcement. */
export const builtHtml = (page: Pick<ShellPage, 'file'>): string => readFileSync(join(DIST, page.file), 'utf8');

/** Every anchor href of a page's markup, template content included, language alternates left out. */
export const anchorHrefs = (html: string): string[] =>
  [...html.matchAll(/<a\s[^>]*>/g)].map((match) => match[0]).filter((tag) => !/\shreflang=/i.test(tag)) // React writes hrefLang: HTML attribute names ignore case
    .map((tag) => (/\shref="([^"]*)"/.exec(tag)?.[1] ?? '').replaceAll('&amp;', '&')).filter(Boolean);
