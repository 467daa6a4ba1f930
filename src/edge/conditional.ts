// If-None-Match (RFC 9110 13.1.2) for the pages the edge makes itself (the announcement placed in).
// Built files' validators, 304s and ranges are the static server's (sirv on Node, the binding on Workers).

/** Weak comparison, as If-None-Match uses: 'W/"a"' matches '"a"'; '*' matches any current answer. */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}
