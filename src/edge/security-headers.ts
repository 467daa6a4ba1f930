// The headers every edge answer carries (security) and the caching rule of each kind of answer.
import type { InlineHashes } from './csp-hashes.ts';

/** Directives shared by every page; script-src and style-src get the page's own inline hashes. */
const PAGE_DIRECTIVES = [
  "default-src 'none'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  // Header-only directive (ignored in <meta>): the reason the policy is sent by the edge, not the page.
  "frame-ancestors 'none'",
];

/** For answers that are not documents (assets, redirects): nothing may run or embed them. */
const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function pageContentSecurityPolicy(hashes: InlineHashes | undefined): string {
  const scriptSrc = ["'self'", ...(hashes?.scripts ?? [])].join(' ');
  const styleSrc = ["'self'", ...(hashes?.styles ?? [])].join(' ');
  return [...PAGE_DIRECTIVES, `script-src ${scriptSrc}`, `style-src ${styleSrc}`].join('; ');
}

export const CACHE = {
  /** Content-hashed files under /_astro/: a new build gives new names. */
  hashed: 'public, max-age=31536000, immutable',
  /** Pages and chrome fragments: short, so a release reaches everyone within a minute. */
  html: 'public, max-age=60, must-revalidate',
  /** Unhashed public files (favicon, robots.txt). */
  publicFile: 'public, max-age=3600',
  /** Redirects that depend on cookies, errors. */
  none: 'private, no-store',
} as const;

/** Who may embed an answer: the exchange's other applications include the chrome and its assets. */
export type Embedding = 'same-origin' | 'cross-origin';

export interface SecurityHeaderOptions {
  /** The CSP of a document, or undefined for the locked-down resource policy. */
  contentSecurityPolicy?: string;
  embedding: Embedding;
}

export function setSecurityHeaders(headers: Headers, { contentSecurityPolicy, embedding }: SecurityHeaderOptions): Headers {
  headers.set('content-security-policy', contentSecurityPolicy ?? RESOURCE_POLICY);
  headers.set('strict-transport-security', 'max-age=63072000; includeSubDomains; preload');
  headers.set('x-content-type-options', 'nosniff');
  headers.set('referrer-policy', 'strict-origin-when-cross-origin');
  headers.set('cross-origin-resource-policy', embedding);
  headers.set('permissions-policy', 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), usb=(), payment=(self)');
  // Public, credential-free files: other applications may fetch the chrome and its assets.
  if (embedding === 'cross-origin') headers.set('access-control-allow-origin', '*');
  return headers;
}
