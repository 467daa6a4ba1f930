// Conditional and partial GETs (RFC 9110 13 and 14): If-None-Match -> 304, Range -> 206 or 416.

/** Weak comparison, as If-None-Match uses: 'W/"a"' matches '"a"'; '*' matches any current answer. */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}

export type RangeRequest =
  | { kind: 'full' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * One byte range of a representation of `size` bytes. Several ranges, or a header we do not read,
 * give the full answer (a server may always ignore Range); an If-Range that names another version too.
 */
export function parseRange(range: string | null, ifRange: string | null, etag: string, size: number): RangeRequest {
  if (!range) return { kind: 'full' };
  // Only a strong, exact validator makes a partial answer safe to splice (RFC 9110 13.1.5).
  if (ifRange !== null && ifRange.trim() !== etag) return { kind: 'full' };
  const match = SINGLE_RANGE.exec(range.trim());
  if (!match) return { kind: 'full' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'full' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return { kind: 'unsatisfiable' };
    return size === 0 ? { kind: 'unsatisfiable' } : { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
}
