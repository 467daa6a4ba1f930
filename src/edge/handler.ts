// The edge: one Fetch-API handler for every site. The host picks the site, logged-out visitors of
// the regional hosts are sent to the main host (SPEC 2), the path picks the built file, and every
// answer carries the security headers. Runtime-free: it runs in Node (`npm start`) and in workerd.
import { contentTypeOf } from '../server/content-types.ts';
import { lookupSiteFile } from '../server/site-files.ts';
import { withAnnouncement, type AnnouncementSource } from './announcement.ts';
import type { AssetStore } from './asset-store.ts';
import { readCspManifest, type CspManifest } from './csp-hashes.ts';
import { resolveHost } from './hosts.ts';
import { hasLoginCookies, regionRedirectTarget } from './region-redirect.ts';
import { CACHE, pageContentSecurityPolicy, setSecurityHeaders, type Embedding } from './security-headers.ts';
import { ownHosts } from '../sites/own-hosts.ts';

export type EdgeHandler = (request: Request) => Promise<Response>;

const NOT_FOUND_PAGE = '404.html';
/** Characters the URL parser leaves unencoded in a query; a Location never carries them raw. */
const LEFT_RAW_BY_URL_PARSER = /[\\^`{|}]/g;

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

export interface EdgeOptions {
  /** Where the current announcement comes from; without one, pages are served as built. */
  announcements?: AnnouncementSource;
}

export function createEdgeHandler(assets: AssetStore, options: EdgeOptions = {}): EdgeHandler {
  const hosts = ownHosts();
  // Read once per process (Node) or isolate (Workers); a deploy brings a new one.
  let manifest: Promise<CspManifest> | undefined;
  const policyOf = async (file: string) => pageContentSecurityPolicy((await (manifest ??= readCspManifest(assets)))[file]);

  async function notFound(): Promise<Response> {
    const body = await assets.read(NOT_FOUND_PAGE);
    const headers = new Headers({ 'content-type': body ? contentTypeOf(NOT_FOUND_PAGE) : 'text/plain; charset=utf-8', 'cache-control': CACHE.none });
    setSecurityHeaders(headers, { contentSecurityPolicy: await policyOf(NOT_FOUND_PAGE), embedding: 'same-origin' });
    return new Response(body ?? 'Not found', { status: 404, headers });
  }

  function redirect(status: 301 | 302, location: string, headers: Headers): Response {
    headers.set('location', location.replace(LEFT_RAW_BY_URL_PARSER, encodeURIComponent));
    setSecurityHeaders(headers, { embedding: 'same-origin' });
    return new Response(null, { status, headers });
  }

  return async function handleEdgeRequest(request) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const headers = setSecurityHeaders(new Headers({ allow: 'GET, HEAD', 'cache-control': CACHE.none }), { embedding: 'same-origin' });
      return new Response('Method not allowed', { status: 405, headers });
    }
    const url = new URL(request.url);
    const host = resolveHost(url);
    if (!host) return notFound();

    const regionTarget = regionRedirectTarget(host, url);
    if (regionTarget && !hasLoginCookies(request.headers.get('cookie'))) {
      // The answer depends on the cookies: no shared cache may keep it or hand it to a logged-in user.
      return redirect(302, regionTarget, new Headers({ 'cache-control': CACHE.none, vary: 'Cookie' }));
    }

    const lookup = lookupSiteFile(host.site.key, url.pathname, url.search);
    if (lookup.kind === 'invalid') return notFound();
    if (lookup.kind === 'slash-redirect') {
      // Only for directories that exist, so unknown paths stay a plain 404.
      const index = lookupSiteFile(host.site.key, `${url.pathname}/`);
      if (index.kind !== 'file' || !(await assets.read(index.file))) return notFound();
      return redirect(301, lookup.location, new Headers({ 'cache-control': CACHE.html }));
    }

    let body = await assets.read(lookup.file);
    if (!body) return notFound();
    const rule = ruleFor(lookup.file);
    if (rule.isDocument && options.announcements) body = await withAnnouncement(body, options.announcements, request, hosts);
    const headers = new Headers({ 'content-type': contentTypeOf(lookup.file), 'cache-control': rule.cacheControl });
    // Logged-in visitors get the page where logged-out ones are redirected: caches must tell them apart.
    if (regionTarget) headers.set('vary', 'Cookie');
    setSecurityHeaders(headers, {
      contentSecurityPolicy: rule.isDocument ? await policyOf(lookup.file) : undefined,
      embedding: rule.embedding,
    });
    return new Response(body, { headers });
  };
}
