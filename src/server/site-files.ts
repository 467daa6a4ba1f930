// Which file of dist/ answers a path on a site's host. Pure and runtime-free, so the Node server
// and an edge runtime route the same way.
import type { SiteKey } from '../sites/schema.ts';

/** Files built once for every site: hashed assets and public/ files at the root of dist/. */
const SHARED_PREFIXES = ['/_astro/'];
const SHARED_FILES = new Set(['/favicon.svg', '/robots.txt']);

export type FileLookup =
  | { kind: 'file'; file: string }
  /** A directory asked for without its trailing slash: send the browser to the slashed URL. */
  | { kind: 'slash-redirect'; location: string }
  | { kind: 'invalid' };

/** Decodes a URL path and refuses anything that could leave dist/ or confuse a file system. */
export function safePathname(rawPathname: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(rawPathname);
  } catch {
    return null;
  }
  if (!path.startsWith('/') || path.includes('\0') || path.includes('\\')) return null;
  if (path.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  if (path.length > 2048) return null;
  return path;
}

/**
 * The dist/-relative file for `pathname` on `site`: '/zh/' -> 'main/zh/index.html',
 * '/_astro/x.css' -> '_astro/x.css'. Paths without an extension are pages (directories).
 */
export function lookupSiteFile(site: SiteKey, rawPathname: string, search = ''): FileLookup {
  const path = safePathname(rawPathname);
  if (path === null) return { kind: 'invalid' };
  if (SHARED_FILES.has(path) || SHARED_PREFIXES.some((prefix) => path.startsWith(prefix))) {
    return { kind: 'file', file: path.slice(1) };
  }
  if (path.endsWith('/')) return { kind: 'file', file: `${site}${path}index.html` };
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (!lastSegment.includes('.')) // Collapse leading slashes so the Location can never be read as another host ('//evil').
    return { kind: 'slash-redirect', location: `${rawPathname.replace(/^\/+/, '/')}/${search}` };
  return { kind: 'file', file: `${site}${path}` };
}
