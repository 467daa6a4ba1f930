// What Workers' static-assets binding answers without the Worker, and with which headers. The shared
// hashed files and public files are the same on every host, so they need no host -> site mapping:
// the platform sends them (validators, 304, ranges, compression) and the Worker runs first for
// everything else (wrangler.jsonc `run_worker_first`: "/*" and these paths negated). Their headers
// come from `dist/_headers`, which the build writes from these rules, so both runtimes send the same
// caching and security headers as the edge sets on Node.
import { contentTypeOf } from './content-types.ts';
import { isCompressibleType } from './encoding.ts';
import { CACHE, securityHeaderList } from './security-headers.ts';

/** Paths the binding answers without running the Worker. */
export const ASSET_ONLY_PATHS = ['/_astro/*', '/favicon.svg', '/robots.txt'] as const;

/** `run_worker_first` of wrangler.jsonc: the Worker first for every path but the asset-only ones. */
export const RUN_WORKER_FIRST = ['/*', ...ASSET_ONLY_PATHS.map((path) => `!${path}`)];

/** Extensions a hashed file under /_astro/ may have (the build emits scripts and styles today). */
const HASHED_EXTENSIONS = ['js', 'mjs', 'css', 'svg', 'png', 'jpg', 'webp', 'woff2', 'json'];

type Rules = Record<string, Record<string, string>>;

function typeHeaders(path: string): Record<string, string> {
  const type = contentTypeOf(path);
  return isCompressibleType(type) ? { 'content-type': type, vary: 'Accept-Encoding' } : { 'content-type': type };
}

/** The headers of each asset-only path, by `_headers` pattern (rules never set the same header twice). */
export function assetHeaderRules(): Rules {
  const rules: Rules = {
    '/_astro/*': { ...Object.fromEntries(securityHeaderList({ embedding: 'cross-origin' })), 'cache-control': CACHE.hashed },
  };
  for (const extension of HASHED_EXTENSIONS) rules[`/_astro/*.${extension}`] = typeHeaders(`x.${extension}`);
  for (const file of ['/favicon.svg', '/robots.txt']) {
    rules[file] = { ...Object.fromEntries(securityHeaderList({ embedding: 'same-origin' })), 'cache-control': CACHE.publicFile, ...typeHeaders(file) };
  }
  return rules;
}

/** The rules in Cloudflare's `_headers` format: a path line, then indented `Name: value` lines. */
export function headersFileText(rules: Rules = assetHeaderRules()): string {
  return Object.entries(rules).map(([path, headers]) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n') + '\n';
}
