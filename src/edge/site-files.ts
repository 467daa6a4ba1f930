// Which file of dist/ answers a canonical path on a site's host. Pure and runtime-free, so the Node
// server and an edge runtime route the same way.
import type { SiteKey } from '../sites/schema.ts';
import type { CanonicalPath } from './canonical-path.ts';

/** Files built once for every site: hashed assets and public/ files at the root of dist/. */
const SHARED_PREFIXES = ['/_astro/'];
const SHARED_FILES = new Set(['/favicon.svg', '/robots.txt']);
const COMPRESSED_COPY = /\.(br|gz)$/;
/** Folder of a site's own 404 pages, one per language: dist/<site>/_404/<lang>/index.html. */
export const NOT_FOUND_DIR = '_404';
/** Folder of a site's page for an application or origin that failed (5xx), one per language. */
export const ERROR_DIR = '_error';
/** The edge's own pages: built per site and language, never served at their own URL. */
const EDGE_PAGE_DIRS = [NOT_FOUND_DIR, ERROR_DIR];

export type FileLookup =
  | { kind: 'file'; file: string }
  /** A directory asked for without its trailing slash: its index, and the slashed URL to send the browser to. */
  | { kind: 'directory'; file: string; href: string }
  /** Built for the edge's own use (the 404 pages, compressed copies), never served at their own URL. */
  | { kind: 'internal' };

/** The dist/-relative file of a site's 404 page in one language. */
export function notFoundFile(site: SiteKey, lang: string): string {
  return `${site}/${NOT_FOUND_DIR}/${lang}/index.html`;
}

/** The dist/-relative file of a site's error page (the origin failed) in one language. */
export function errorPageFile(site: SiteKey, lang: string): string {
  return `${site}/${ERROR_DIR}/${lang}/index.html`;
}

/**
 * The dist/-relative file for a canonical path on `site`: '/zh/' -> 'main/zh/index.html',
 * '/_astro/x.css' -> '_astro/x.css'. Paths whose last segment has no extension are pages (directories).
 */
export function lookupSiteFile(site: SiteKey, { path, href }: CanonicalPath): FileLookup {
  // The build's compressed copies are sent in place of their file, never at their own URL.
  if (COMPRESSED_COPY.test(path)) return { kind: 'internal' };
  if (SHARED_FILES.has(path) || SHARED_PREFIXES.some((prefix) => path.startsWith(prefix))) {
    return { kind: 'file', file: path.slice(1) };
  }
  if (EDGE_PAGE_DIRS.some((dir) => path.startsWith(`/${dir}/`) || path === `/${dir}`)) return { kind: 'internal' };
  if (path.endsWith('/')) return { kind: 'file', file: `${site}${path}index.html` };
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (!lastSegment.includes('.')) return { kind: 'directory', file: `${site}${path}/index.html`, href: `${href}/` };
  return { kind: 'file', file: `${site}${path}` };
}
