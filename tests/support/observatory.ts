// The header tests of MDN HTTP Observatory (github.com/mdn/mdn-http-observatory, src/analyzer/tests
// and src/grader), re-implemented for one response: the package itself cannot be installed offline.
// Redirection (http -> https on the public host) needs the real domain and is done by the CDN, so it
// is not graded here; every other test is, with the Observatory's modifiers.

export interface ObservatoryResult {
  test: string;
  result: string;
  modifier: number;
}

export interface ObservatoryGrade {
  score: number;
  grade: string;
  results: ObservatoryResult[];
}

const BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const HASH_OR_NONCE = /^'(sha256|sha384|sha512|nonce)-/;

function parseCsp(header: string): Map<string, Set<string>> {
  const policy = new Map<string, Set<string>>();
  for (const directive of header.split(';').map((part) => part.trim()).filter(Boolean)) {
    const [name = '', ...sources] = directive.split(/\s+/);
    const key = name.toLowerCase();
    if (policy.has(key)) throw new Error(`duplicate directive ${key}`);
    policy.set(key, new Set(sources.map((source) => (source.startsWith("'") ? source.toLowerCase() : source))));
  }
  return policy;
}

function cspTest(headers: Headers, isHttps: boolean): ObservatoryResult {
  const test = 'content-security-policy';
  const header = headers.get('content-security-policy');
  if (!header) return { test, result: 'csp-not-implemented', modifier: -25 };
  let csp: Map<string, Set<string>>;
  try {
    csp = parseCsp(header);
  } catch {
    return { test, result: 'csp-header-invalid', modifier: -25 };
  }
  const any = new Set(['*']);
  const scriptSrc = new Set(csp.get('script-src') ?? csp.get('default-src') ?? any);
  const styleSrc = new Set(csp.get('style-src') ?? csp.get('default-src') ?? any);
  const objectSrc = csp.get('object-src') ?? csp.get('default-src') ?? any;
  for (const list of [scriptSrc, styleSrc]) if ([...list].some((s) => HASH_OR_NONCE.test(s))) list.delete("'unsafe-inline'");
  const active = [...csp].filter(([name]) => !['img-src', 'media-src', 'script-src'].includes(name)).flatMap(([, list]) => [...list]).concat([...scriptSrc]);
  const passive = ['img-src', 'media-src'].flatMap((name) => [...(csp.get(name) ?? csp.get('default-src') ?? [])]);
  const insecure = (list: string[]) => list.some((s) => s.startsWith('http:') || s.startsWith('ftp:'));
  if ([...scriptSrc].some((s) => BROAD.has(s) || UNSAFE_INLINE.has(s)) || [...objectSrc].some((s) => BROAD.has(s))) {
    return { test, result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  }
  if (isHttps && insecure(active)) return { test, result: 'csp-implemented-with-insecure-scheme', modifier: -20 };
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) return { test, result: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  if (isHttps && insecure(passive)) return { test, result: 'csp-implemented-with-insecure-scheme-in-passive-content-only', modifier: -10 };
  if ([...styleSrc].some((s) => BROAD.has(s) || UNSAFE_INLINE.has(s))) return { test, result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 };
  const defaultSrc = csp.get('default-src');
  if (defaultSrc?.size === 1 && defaultSrc.has("'none'")) return { test, result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 };
  return { test, result: 'csp-implemented-with-no-unsafe', modifier: 5 };
}

function cookiesTest(headers: Headers): ObservatoryResult {
  const cookies = headers.getSetCookie();
  if (!cookies.length) return { test: 'cookies', result: 'cookies-not-found', modifier: 0 };
  const allGood = cookies.every((cookie) => /;\s*secure/i.test(cookie) && /;\s*httponly/i.test(cookie) && /;\s*samesite=(strict|lax)/i.test(cookie));
  return allGood
    ? { test: 'cookies', result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 }
    : { test: 'cookies', result: 'cookies-without-secure-flag', modifier: -20 };
}

function corsTest(headers: Headers): ObservatoryResult {
  const test = 'cross-origin-resource-sharing';
  const origin = headers.get('access-control-allow-origin');
  if (!origin) return { test, result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 };
  if (origin.trim() === '*') return { test, result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0 };
  if (headers.get('access-control-allow-credentials')?.toLowerCase() === 'true') {
    return { test, result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50 };
  }
  return { test, result: 'cross-origin-resource-sharing-implemented-with-restricted-access', modifier: 0 };
}

function referrerTest(headers: Headers): ObservatoryResult {
  const test = 'referrer-policy';
  const header = headers.get('referrer-policy');
  if (!header) return { test, result: 'referrer-policy-not-implemented', modifier: 0 };
  const last = header.split(',').map((value) => value.trim().toLowerCase()).at(-1) ?? '';
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(last)) return { test, result: 'referrer-policy-private', modifier: 5 };
  if (['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'].includes(last)) return { test, result: 'referrer-policy-unsafe', modifier: -5 };
  return { test, result: 'referrer-policy-header-invalid', modifier: -5 };
}

/** The HSTS preload list is not consulted (no network): a preloaded domain would score +5 more. */
function hstsTest(headers: Headers): ObservatoryResult {
  const test = 'strict-transport-security';
  const header = headers.get('strict-transport-security');
  if (!header) return { test, result: 'hsts-not-implemented', modifier: -20 };
  if (header.includes(',')) return { test, result: 'hsts-header-invalid', modifier: -20 };
  const maxAge = header.split(';').map((part) => part.trim().toLowerCase()).find((part) => part.startsWith('max-age='));
  if (!maxAge) return { test, result: 'hsts-header-invalid', modifier: -20 };
  return Number.parseInt(maxAge.slice(8), 10) >= 15_552_000
    ? { test, result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }
    : { test, result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
}

function sriTest(headers: Headers, body: string, origin: URL): ObservatoryResult {
  const test = 'subresource-integrity';
  if (!headers.get('content-type')?.includes('text/html')) return { test, result: 'sri-not-implemented-response-not-html', modifier: 0 };
  const scripts = [...body.matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1] ?? '');
  const external = scripts.map((attrs) => ({ src: /\bsrc="([^"]*)"/i.exec(attrs)?.[1], integrity: /\bintegrity=/i.test(attrs) })).filter((script) => script.src);
  if (!external.length) return { test, result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 };
  const sameOrigin = external.every((script) => new URL(script.src as string, origin).origin === origin.origin && !(script.src as string).startsWith('//'));
  const allIntegrity = external.every((script) => script.integrity);
  if (sameOrigin) {
    return allIntegrity
      ? { test, result: 'sri-implemented-and-all-scripts-loaded-securely', modifier: 5 }
      : { test, result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 };
  }
  return allIntegrity
    ? { test, result: 'sri-implemented-and-external-scripts-loaded-securely', modifier: 5 }
    : { test, result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 };
}

function contentTypeOptionsTest(headers: Headers): ObservatoryResult {
  const test = 'x-content-type-options';
  const header = headers.get('x-content-type-options');
  if (!header) return { test, result: 'x-content-type-options-not-implemented', modifier: -5 };
  return header.trim().toLowerCase() === 'nosniff'
    ? { test, result: 'x-content-type-options-nosniff', modifier: 0 }
    : { test, result: 'x-content-type-options-header-invalid', modifier: -5 };
}

function frameOptionsTest(headers: Headers): ObservatoryResult {
  const test = 'x-frame-options';
  const csp = headers.get('content-security-policy');
  const ancestors = csp ? parseCsp(csp).get('frame-ancestors') : undefined;
  if (ancestors && ![...ancestors].some((source) => BROAD.has(source))) return { test, result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  const header = headers.get('x-frame-options')?.trim().toLowerCase();
  if (!header) return { test, result: 'x-frame-options-not-implemented', modifier: -20 };
  if (header === 'deny' || header === 'sameorigin') return { test, result: 'x-frame-options-sameorigin-or-deny', modifier: 0 };
  if (header.startsWith('allow-from')) return { test, result: 'x-frame-options-allow-from-origin', modifier: 0 };
  return { test, result: 'x-frame-options-header-invalid', modifier: -20 };
}

function resourcePolicyTest(headers: Headers): ObservatoryResult {
  const test = 'cross-origin-resource-policy';
  const header = headers.get('cross-origin-resource-policy')?.trim().toLowerCase();
  if (!header) return { test, result: 'cross-origin-resource-policy-not-implemented', modifier: 0 };
  if (header === 'same-origin') return { test, result: 'cross-origin-resource-policy-implemented-with-same-origin', modifier: 10 };
  if (header === 'same-site') return { test, result: 'cross-origin-resource-policy-implemented-with-same-site', modifier: 10 };
  if (header === 'cross-origin') return { test, result: 'cross-origin-resource-policy-implemented-with-cross-origin', modifier: 0 };
  return { test, result: 'cross-origin-resource-policy-header-invalid', modifier: -5 };
}

const GRADES: [number, string][] = [
  [100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'], [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-'], [0, 'F'],
];

/** Grades one response as the Observatory grades a site's front page (scored as if served over https). */
export function gradeResponse(headers: Headers, body: string, url: string): ObservatoryGrade {
  const origin = new URL(url);
  const results = [
    cspTest(headers, true),
    cookiesTest(headers),
    corsTest(headers),
    referrerTest(headers),
    hstsTest(headers),
    sriTest(headers, body, origin),
    contentTypeOptionsTest(headers),
    frameOptionsTest(headers),
    resourcePolicyTest(headers),
  ];
  const penalties = 100 + results.reduce((sum, result) => sum + Math.min(result.modifier, 0), 0);
  // Bonuses count only when the score without them is already an A (MINIMUM_SCORE_FOR_EXTRA_CREDIT).
  const score = Math.max(0, penalties >= 90 ? 100 + results.reduce((sum, result) => sum + result.modifier, 0) : penalties);
  const grade = GRADES.find(([floor]) => Math.min(score - (score % 5), 100) >= floor)?.[1] ?? 'F';
  return { score, grade, results };
}
