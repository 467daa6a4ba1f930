// Content codings: which files the build compresses, and which coding a client accepts for a page the
// edge makes at run time. Built files' codings are picked by the static server (sirv, or the CDN).

export type ContentCoding = 'br' | 'gzip';

/** The build's compressed copy of a file sits beside it with this extension (src/integrations/outputs/precompress.ts). */
export const PRECOMPRESSED: Readonly<Record<ContentCoding, string>> = { br: '.br', gzip: '.gz' };

/** Compresses bytes made at run time (a page with the current announcement); built files come compressed. */
export interface ContentEncoder {
  encode(bytes: Uint8Array, coding: ContentCoding): Promise<Uint8Array>;
}

/** Our preference: brotli is 15-20% smaller than gzip on our HTML, CSS and JS. */
const PREFERENCE: readonly ContentCoding[] = ['br', 'gzip'];
/** Below this, headers outweigh any saving. */
export const MIN_COMPRESSIBLE_BYTES = 512;

/** Text types: compressed where large enough, so their answers vary by Accept-Encoding whatever their size. */
export function isCompressibleType(contentType: string): boolean {
  return /^(text\/|application\/(json|xml|javascript)|image\/svg\+xml)/.test(contentType);
}

/** Whether the build writes compressed copies of a file of this type and size. */
export function isCompressible(contentType: string, size: number): boolean {
  return size >= MIN_COMPRESSIBLE_BYTES && isCompressibleType(contentType);
}

/** Browsers send a handful of distinct Accept-Encoding values: each is read once (at most this many kept). */
const MAX_REMEMBERED = 32;
const remembered = new Map<string, ContentCoding | null>();

/** The coding to send for an Accept-Encoding header (q-values honoured, '*' understood), or null for identity. */
export function negotiateCoding(acceptEncoding: string | null): ContentCoding | null {
  if (!acceptEncoding) return null;
  const known = remembered.get(acceptEncoding);
  if (known !== undefined) return known;
  const coding = readAcceptEncoding(acceptEncoding);
  if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
  remembered.set(acceptEncoding, coding);
  return coding;
}

function readAcceptEncoding(acceptEncoding: string): ContentCoding | null {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([01](\.\d{0,3})?)\s*$/.exec(param)).find(Boolean);
    weights.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  let best: ContentCoding | null = null;
  for (const coding of PREFERENCE) if (weightOf(coding) > 0 && (best === null || weightOf(coding) > weightOf(best))) best = coding;
  return best;
}
