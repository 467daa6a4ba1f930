// One spelling per resource. Every decision the edge takes (region gate, redirects, file lookup, the
// 404's language) reads the canonical path, so no second spelling of a page ('/index.html', '//',
// '/%2F', '/de//') can take another branch than the page itself.

/** The longest decoded path the edge considers; longer ones are not ours. */
const MAX_PATH_LENGTH = 2048;
/** Characters a path segment keeps unescaped beyond encodeURIComponent's set (RFC 3986 pchar). */
const PCHAR_KEPT = /%(24|26|2B|2C|3A|3B|3D|40)/g;
const CONTROL = /[\u0000-\u001f\u007f]/;
const DIRECTORY_INDEX = 'index.html';
/** A path already canonical as it stands: unreserved characters only, single slashes, no dot segment or index.html. */
const PLAIN_PATH = /^(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9._~-]+)*\/?$/;

export interface CanonicalPath {
  /** Decoded: '/de/', '/_astro/a b.css'. What the gate and the file lookup read. */
  path: string;
  /** The same path as a URL carries it ('/_astro/a%20b.css'): the Location of a canonicalising redirect. */
  href: string;
}

/** One path segment, percent-encoded the way this edge always writes it. */
export function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(PCHAR_KEPT, (escape) => decodeURIComponent(escape));
}

/**
 * The canonical form of a URL path as the URL parser gave it (dot segments already resolved):
 * percent-decoded, runs of slashes merged, a trailing 'index.html' dropped. Null for a path that can
 * name nothing we serve: bad escapes, NUL or control characters, backslashes, encoded dot segments.
 */
export function canonicalPath(rawPathname: string): CanonicalPath | null {
  // Most requests ('/', '/de/fee', '/_astro/x.css') need no decoding or re-encoding.
  if (rawPathname.startsWith('/') && rawPathname.length <= MAX_PATH_LENGTH && PLAIN_PATH.test(rawPathname) && !rawPathname.endsWith(`/${DIRECTORY_INDEX}`)) {
    return { path: rawPathname, href: rawPathname };
  }
  let path: string;
  try {
    path = decodeURIComponent(rawPathname);
  } catch {
    return null;
  }
  if (!path.startsWith('/') || path.length > MAX_PATH_LENGTH || CONTROL.test(path) || path.includes('\\')) return null;
  path = path.replace(/\/{2,}/g, '/');
  const segments = path.split('/');
  if (segments.some((segment) => segment === '.' || segment === '..')) return null;
  if (segments.at(-1) === DIRECTORY_INDEX) {
    segments[segments.length - 1] = '';
    path = segments.join('/');
  }
  return { path, href: segments.map(encodeSegment).join('/') };
}

/** The first segment of a canonical path ('/de/fee' -> 'de', '/' -> ''). */
export function firstSegment(path: string): string {
  const end = path.indexOf('/', 1);
  return end === -1 ? path.slice(1) : path.slice(1, end);
}
