// What the edge knows about a built file before the runtime's static server sends it: its headers
// (content type, CSP from csp.json, security headers), caching, whether it has compressed copies
// and, for a page, its announcement slot. Worked out once per file that exists (memory is bounded
// by dist/, not by request paths); a new build (the store's generation) starts over. The bytes are
// not kept: sending them is sirv's job on Node and the static-assets binding's on Workers.
// Pages the edge makes itself (a page with the current announcement placed in it) are the one
// exception: kept in memory with their own validator and run-time compressed codings.
import type { AssetStore } from './asset-store.ts';
import type { HeaderList } from './answer.ts';
import { announcementSlot, type AnnouncementSlot } from './announcement.ts';
import { contentTypeOf } from './content-types.ts';
import { readCspManifest, type CspManifest } from './csp-hashes.ts';
import { isCompressibleType, type ContentCoding, type ContentEncoder } from './encoding.ts';
import { CACHE, pageContentSecurityPolicy, securityHeaderList, type Embedding } from './security-headers.ts';

export interface FileFacts {
  /** dist/-relative name ('main/index.html'). */
  file: string;
  size: number;
  cacheControl: string;
  /**
   * A text type: the build writes `.br` and `.gz` copies of it (precompress.ts) when it is large
   * enough, and the CDN compresses it, so its answers vary by Accept-Encoding.
   */
  compressible: boolean;
  /** content-type and the security headers, the same on every answer of this file. */
  headers: HeaderList;
  /** Where the current announcement goes, for a page that has the slot. */
  slot: AnnouncementSlot | null;
  /** The page's bytes, read once to find the slot; only `variant()` uses them. */
  text?: string;
}

/** A page the edge made (the announcement placed in it): bytes, validator and compressed codings. */
export interface MadePage {
  facts: FileFacts;
  bytes: Uint8Array;
  /** Strong validator of these bytes ('"…"'). */
  etag: string;
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

export interface FileFactsCache {
  /** The file's facts, or null when dist/ has none by that name. */
  get(file: string): Promise<FileFacts | null>;
  /** The page with other bytes, made once per `key` (page and announcement); the last few are kept. */
  made(facts: FileFacts, key: string, html: () => string): Promise<MadePage>;
}

/** Made pages kept at once (one per page and announcement in force); the oldest goes first. */
const MAX_MADE_PAGES = 64;

export function createFileFacts(assets: AssetStore, encoder?: ContentEncoder): FileFactsCache {
  let generation: number | undefined;
  let entries = new Map<string, FileFacts>();
  let made = new Map<string, MadePage>();
  let manifest: CspManifest | undefined;
  const csp = async () => (manifest ??= await readCspManifest(assets));

  return {
    async get(file) {
      const current = await assets.generation?.();
      if (current !== generation) {
        generation = current;
        entries = new Map();
        made = new Map();
        manifest = undefined;
      }
      const known = entries.get(file);
      if (known) return known;
      const map = entries;
      const facts = await loadFacts(assets, file, csp);
      // Only files that exist stay: request paths must not grow the cache.
      if (facts) map.set(file, facts);
      return facts;
    },
    async made(facts, key, html) {
      const id = `${facts.file}\0${key}`;
      const kept = made.get(id);
      if (kept) return kept;
      const map = made;
      const page = await makePage(facts, html(), encoder);
      map.set(id, page);
      if (map.size > MAX_MADE_PAGES) map.delete(map.keys().next().value!);
      return page;
    },
  };
}

/** A built file's facts: its headers (the page's CSP from the build's manifest), cache rule and announcement slot. */
async function loadFacts(assets: AssetStore, file: string, csp: () => Promise<CspManifest>): Promise<FileFacts | null> {
  if (assets.has && !(await assets.has(file))) return null;
  const bytes = await assets.read(file);
  if (!bytes) return null;
  const rule = ruleFor(file);
  const contentType = contentTypeOf(file);
  const policy = rule.isDocument ? pageContentSecurityPolicy((await csp())[file]) : undefined;
  const text = rule.isDocument ? new TextDecoder().decode(bytes) : undefined;
  const slot = text === undefined ? null : announcementSlot(text);
  return {
    file,
    size: bytes.byteLength,
    cacheControl: rule.cacheControl,
    compressible: isCompressibleType(contentType),
    headers: [['content-type', contentType], ...securityHeaderList({ contentSecurityPolicy: policy, embedding: rule.embedding })],
    slot,
    // Only a page with a slot is ever remade; others keep nothing but their facts.
    text: slot ? text : undefined,
  };
}

/** A page the edge made (the announcement placed in): its bytes, strong ETag and compressed copies, made on demand. */
async function makePage(facts: FileFacts, html: string, encoder?: ContentEncoder): Promise<MadePage> {
  const bytes = new TextEncoder().encode(html);
  const etag = await strongEtag(bytes);
  const codings = new Map<ContentCoding, { bytes: Uint8Array; etag: string } | null>();
  return {
    facts,
    bytes,
    etag,
    async encoded(coding) {
      if (!encoder || !facts.compressible) return null;
      if (codings.has(coding)) return codings.get(coding)!;
      const encoded = await encoder.encode(bytes, coding);
      const variant = encoded.byteLength < bytes.byteLength ? { bytes: encoded, etag: `${etag.slice(0, -1)}-${coding}"` } : null;
      codings.set(coding, variant);
      return variant;
    },
  };
}
