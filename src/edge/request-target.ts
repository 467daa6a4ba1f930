// What a request names, worked out once per request and handed to every step that asks (the method
// policy, the gate, the file lookup, the error page, the application's path, the cookies' scope,
// the Worker's https redirect), instead of each step parsing the host and the path again.
import { canonicalPath, type CanonicalPath } from './canonical-path.ts';
import { resolveHost, type ResolvedHost } from './hosts.ts';

export interface RequestTarget {
  url: URL;
  /** The site and environment the host names; null for a host no site owns. */
  host: ResolvedHost | null;
  /** The one spelling of the path; null for a path that has none (the site's 404). */
  path: CanonicalPath | null;
}

export function requestTarget(url: URL): RequestTarget {
  return { url, host: resolveHost(url), path: canonicalPath(url.pathname) };
}
