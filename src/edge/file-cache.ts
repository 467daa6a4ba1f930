// Built files as the edge answers them: bytes, validator, headers and CSP worked out once per file
// (and each compressed coding, read from the build's copy beside it), then reused by every request.
// Only files that exist are kept, so memory is bounded by dist/; a new build (the store's
// generation) empties the cache. Only what has arrived is shared, never a read in flight: on Workers
// a request may not wait on I/O another request started (workerd answers 500 "Cannot perform I/O on
// behalf of a different request"), so requests that come before the first read ends each read.
import type { AssetStore } from './asset-store.ts';
import type { HeaderList } from './answer.ts';
import { contentTypeOf } from './content-types.ts';
import { readCspManifest, type CspManifest } from './csp-hashes.ts';
import { isCompressible, PRECOMPRESSED, type ContentCoding, type ContentEncoder } from './encoding.ts';
import { CACHE, pageContentSecurityPolicy, securityHeaderList, type Embedding } from './security-headers.ts';

/** Larger files are answered but not kept (none is built today; a stray upload must not pin memory). */
const MAX_CACHED_BYTES = 4 * 1024 * 1024;

export interface CachedFile {
  bytes: Uint8Array;
  /** Strong validator of these bytes ('"…"'). */
  etag: string;
  cacheControl: string;
  compressible: boolean;
  /** content-type and the security headers, the same on every answer of this file. */
  headers: HeaderList;
  /** The bytes in a coding, or null when coding does not make them smaller. */
  encoded(coding: ContentCoding): Promise<{ bytes: Uint8Array; etag: string } | null>;
}

interface FileRule {
  cacheControl: string;
  embedding: Embedding;
  isDocument: boolean;
}

/** Caching and embedding of a built file, from where it sits in dist/. */
function ruleFor(file: string): FileRule {
  const isDocument = file.endsWith('.html');
  if (file.startsWith('_astro/')) return { cacheControl: CACHE.hashed, embedding: 'cross-origin', isDocument: false };
  if (file.split('/')[1] === '_chrome') return { cacheControl: CACHE.html, embedding: 'cross-origin', isDocument };
  if (isDocument) return { cacheControl: CACHE.html, embedding: 'same-origin', isDocument };
  return { cacheControl: CACHE.publicFile, embedding: 'same-origin', isDocument };
}

async function strongEtag(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  let binary = '';
  for (const byte of digest.subarray(0, 16)) binary += String.fromCharCode(byte);
  return `"${btoa(binary).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}"`;
}

export interface FileCache {
  /** The file, or null when dist/ has none by that name. */
  get(file: string): Promise<CachedFile | null>;
  /**
   * The file with other bytes (a page with the current announcement placed in it), worked out once
   * per `key` like a built file: its own validator and compressed codings. The last few are kept.
   */
  variant(file: string, key: string, bytes: () => Uint8Array): Promise<CachedFile>;
}

/** A file's answer parts, worked out once: validator, headers with its CSP, and each coding on first use. */
async function cachedFile(file: string, bytes: Uint8Array, encode: (coding: ContentCoding) => Promise<Uint8Array | null>, policy: string | undefined): Promise<CachedFile> {
  const rule = ruleFor(file);
  const contentType = contentTypeOf(file);
  const etag = await strongEtag(bytes);
  const compressible = isCompressible(contentType, bytes.byteLength);
  const codings = new Map<ContentCoding, { bytes: Uint8Array; etag: string } | null>();
  return {
    bytes,
    etag,
    cacheControl: rule.cacheControl,
    compressible,
    headers: [['content-type', contentType], ...securityHeaderList({ contentSecurityPolicy: policy, embedding: rule.embedding })],
    async encoded(coding) {
      if (!compressible) return null;
      if (codings.has(coding)) return codings.get(coding)!;
      const encoded = await encode(coding);
      const variant = encoded && encoded.byteLength < bytes.byteLength ? { bytes: encoded, etag: `${etag.slice(0, -1)}-${coding}"` } : null;
      codings.set(coding, variant);
      return variant;
    },
  };
}

/** Page variants kept at once (one per page and announcement in force); the oldest goes first. */
const MAX_VARIANTS = 64;

export function createFileCache(assets: AssetStore, encoder?: ContentEncoder): FileCache {
  let generation: number | undefined;
  let entries = new Map<string, CachedFile>();
  let variants = new Map<string, CachedFile>();
  let manifest: CspManifest | undefined;

  async function load(file: string): Promise<CachedFile | null> {
    const bytes = await assets.read(file);
    return bytes ? build(file, bytes, builtCoding(file)) : null;
  }

  /** A built file's coding is the build's copy beside it; a variant's is compressed here, once. */
  const builtCoding = (file: string) => (coding: ContentCoding) => assets.read(`${file}${PRECOMPRESSED[coding]}`);
  const runtimeCoding = (bytes: Uint8Array) => (coding: ContentCoding) => (encoder ? encoder.encode(bytes, coding) : Promise.resolve(null));

  async function build(file: string, bytes: Uint8Array, encode: (coding: ContentCoding) => Promise<Uint8Array | null>): Promise<CachedFile> {
    const policy = ruleFor(file).isDocument ? pageContentSecurityPolicy((manifest ??= await readCspManifest(assets))[file]) : undefined;
    return cachedFile(file, bytes, encode, policy);
  }

  return {
    async get(file) {
      const current = await assets.generation?.();
      if (current !== generation) {
        generation = current;
        entries = new Map();
        variants = new Map();
        manifest = undefined;
      }
      const cached = entries.get(file);
      if (cached) return cached;
      const map = entries;
      const entry = await load(file);
      // Only files that exist stay: request paths must not grow the cache.
      if (entry && entry.bytes.byteLength <= MAX_CACHED_BYTES) map.set(file, entry);
      return entry;
    },
    async variant(file, key, bytes) {
      const id = `${file}\0${key}`;
      const kept = variants.get(id);
      if (kept) return kept;
      const map = variants;
      const pageBytes = bytes();
      const made = await build(file, pageBytes, runtimeCoding(pageBytes));
      map.set(id, made);
      if (map.size > MAX_VARIANTS) map.delete(map.keys().next().value!);
      return made;
    },
  };
}
