// The headers every edge answer carries (security) and the caching rule of each kind of answer.
import type { PagePolicy } from './csp-hashes.ts';
import { TRUSTED_TYPES_POLICY } from '../contracts/trusted-types.ts';

/**
 * Directives shared by every page; script-src and style-src get the page's own inline hashes, and
 * img-src, connect-src and script-src the origins the build settings name (csp.json `sources`).
 */
const PAGE_DIRECTIVES = [
  "default-src 'none'",
  "font-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  // Header-only directive (ignored in <meta>): the reason the policy is sent by the edge, not the page.
  "frame-ancestors 'none'",
  // Trusted Types: no string reaches a script sink except through the chrome's one policy (docs/edge.md).
  "require-trusted-types-for 'script'",
  `trusted-types ${TRUSTED_TYPES_POLICY}`,
];

/** For answers that are not documents (assets, redirects, fragments): nothing may run or embed them. */
const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; require-trusted-types-for 'script'; trusted-types 'none'";

export function pageContentSecurityPolicy(policy: PagePolicy | undefined): string {
  const sources = policy?.sources ?? {};
  const scriptSrc = ["'self'", ...(sources.script ?? []), ...(policy?.scripts ?? [])].join(' ');
  const styleSrc = ["'self'", ...(policy?.styles ?? [])].join(' ');
  const imgSrc = ["'self'", 'data:', ...(sources.img ?? [])].join(' ');
  const connectSrc = ["'self'", ...(sources.connect ?? [])].join(' ');
  return [...PAGE_DIRECTIVES, `img-src ${imgSrc}`, `connect-src ${connectSrc}`, `script-src ${scriptSrc}`, `style-src ${styleSrc}`].join('; ');
}

export const CACHE = {
  /** Content-hashed files under /_astro/: a new build gives new names. */
  hashed: 'public, max-age=31536000, immutable',
  /** Pages and chrome fragments: short, so a release reaches everyone within a minute. */
  html: 'public, max-age=60, must-revalidate',
  /** Unhashed public files (favicon, robots.txt). */
  publicFile: 'public, max-age=3600',
  /**
   * Pages a logged-out visitor is redirected away from, as a logged-in user gets them: CDNs ignore
   * `Vary: Cookie`, so only the browser may keep them, and it asks again (ETag) before reuse.
   */
  private: 'private, no-cache',
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

const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), usb=(), payment=(self)';

/** The security headers of one answer as name/value pairs (lower-case names), ready to reuse. */
export function securityHeaderList({ contentSecurityPolicy, embedding }: SecurityHeaderOptions): [string, string][] {
  const list: [string, string][] = [
    ['content-security-policy', contentSecurityPolicy ?? RESOURCE_POLICY],
    ['strict-transport-security', 'max-age=63072000; includeSubDomains; preload'],
    ['x-content-type-options', 'nosniff'],
    // For browsers that ignore CSP framing (frame-ancestors 'none' is in every policy above).
    ['x-frame-options', 'DENY'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['cross-origin-resource-policy', embedding],
    ['permissions-policy', PERMISSIONS_POLICY],
  ];
  // Public, credential-free files: other applications may fetch the chrome and its assets.
  if (embedding === 'cross-origin') list.push(['access-control-allow-origin', '*']);
  return list;
}

export function setSecurityHeaders(headers: Headers, options: SecurityHeaderOptions): Headers {
  for (const [name, value] of securityHeaderList(options)) headers.set(name, value);
  return headers;
}

/**
 * Adds the security headers to an answer the edge did not build (the sandbox, the API origin). A policy
 * the answer brings is kept (its author knows its inline code); otherwise an HTML answer gets the page
 * policy without hashes (no inline code runs) and anything else the locked-down resource policy.
 */
export function withSecurityHeaders(response: Response): Response {
  const own = response.headers.get('content-security-policy');
  const isHtml = response.headers.get('content-type')?.startsWith('text/html') ?? false;
  const headers = setSecurityHeaders(new Headers(response.headers), {
    contentSecurityPolicy: own ?? (isHtml ? pageContentSecurityPolicy(undefined) : undefined),
    embedding: 'same-origin',
  });
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
