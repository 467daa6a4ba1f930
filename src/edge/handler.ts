// The edge: one handler for every site. The host picks the site, the API routes go to the backend,
// logged-out visitors of the regional hosts are sent to the main host (SPEC 2), the canonical path
// picks the built file, the routes the chrome links to go to the applications (app-routes.ts), and
// every answer carries the security headers. Runtime-free: it runs in Node
// (`npm start`) and in workerd.
import { inputOf, toResponse, type EdgeAnswer, type EdgeInput, type HeaderList } from './answer.ts';
import { apiError, isApiRoute, type ApiForwarder } from './api-proxy.ts';
import type { AssetStore } from './asset-store.ts';
import { canonicalPath, firstSegment, type CanonicalPath } from './canonical-path.ts';
import { matchesEtag, parseRange } from './conditional.ts';
import { negotiateCoding, type ContentEncoder } from './encoding.ts';
import { createFileCache, type CachedFile, type FileCache } from './file-cache.ts';
import { resolveHost, type ResolvedHost } from './hosts.ts';
import { hasLoginCookies, isRegionGated, regionRedirectTarget } from './region-redirect.ts';
import { CACHE, securityHeaderList, withSecurityHeaders } from './security-headers.ts';
import { lookupSiteFile, notFoundFile } from './site-files.ts';
import { APP_METHODS, methodRefusal } from './method-policy.ts';
import { announcementSlot, fillAnnouncementSlot, type AnnouncementSlot, type AnnouncementSource } from './announcement.ts';
import { ownHosts as productionOwnHosts } from '../sites/own-hosts.ts';
import type { OwnHosts } from '../lib/notifications/safe-url.ts';
import { appRouteTable, type AppForwarder } from './app-routes.ts';

/** What the runtime knows about the request beyond the request itself. */
export interface RequestContext {
  /** The peer address (Node: the socket's; Workers: the platform's CF-Connecting-IP). */
  clientAddress?: string | null;
  /** Keeps background work (an announcement refresh) alive after the answer (Workers: ctx.waitUntil). */
  defer?: (work: Promise<unknown>) => void;
}

export type EdgeHandler = (request: Request, context?: RequestContext) => Promise<Response>;

export interface EdgeOptions {
  /** Forwards the API routes; without it they answer 502 in the API's envelope. */
  api?: ApiForwarder;
  /**
   * Compresses pages made at run time; with it, built files go out in the build's compressed copies
   * too. Without it files go out as built (Workers: the CDN compresses).
   */
  encoder?: ContentEncoder;
  /** Where the current announcement comes from (SPEC 4); without one, pages are served as built. */
  announcements?: AnnouncementSource;
  /**
   * Answers the routes the chrome links to (dist/app-routes.json): the APP_ORIGIN proxy, or the local
   * stand-in. Without it those routes are the site's 404, like any unknown path.
   */
  apps?: AppForwarder;
  /** Hosts an announcement link may point at; default the production hosts (`npm start` adds the local ones). */
  ownHosts?: OwnHosts;
}

export interface Edge {
  /** Every answer but the API routes' (null: they need the whole Request). */
  answer(input: EdgeInput): Promise<EdgeAnswer | null>;
  fetch: EdgeHandler;
}

/** The main site's English 404, for unknown hosts and as the last fallback. */
const MAIN_NOT_FOUND_PAGE = '404.html';
/** Characters the URL parser leaves unencoded in a query; a Location never carries them raw. */
const LEFT_RAW_BY_URL_PARSER = /[\\^`{|}]/g;
const RESOURCE_HEADERS = securityHeaderList({ embedding: 'same-origin' });

/**
 * The page with the current announcement placed in its slot, so the bar is part of the first paint
 * (no script fetches it, nothing moves). Worked out once per page and announcement; a page without
 * a slot, without an announcement for its key, or whose source fails is served as built.
 */
function announcementPlacer(files: FileCache, source: EdgeOptions['announcements'], hosts: readonly string[]) {
  const slots = new WeakMap<CachedFile, AnnouncementSlot | null>();
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  return async function withAnnouncement(name: string, file: CachedFile, input: EdgeInput): Promise<CachedFile> {
    if (!source || !name.endsWith('.html')) return file;
    let slot = slots.get(file);
    if (slot === undefined) {
      slot = announcementSlot(decoder.decode(file.bytes));
      slots.set(file, slot);
    }
    if (!slot) return file;
    const { lang, page } = slot;
    const current = await source(lang, input.header('cookie'), input.defer).then((byPage) => byPage[page], () => undefined);
    if (!current) return file;
    return files.variant(name, JSON.stringify(current), () => encoder.encode(fillAnnouncementSlot(decoder.decode(file.bytes), { [page]: current }, hosts)));
  };
}

/** The site's own 404 page in the language of the path ('/de/x' -> German), else the main one. */
async function notFoundPage(files: FileCache, canEncode: boolean, host: ResolvedHost | null, path: CanonicalPath | null, input: EdgeInput): Promise<EdgeAnswer> {
  const segment = path ? firstSegment(path.path) : '';
  const lang = host?.site.languages.find((code) => code === segment) ?? 'en';
  const page = (host && (await files.get(notFoundFile(host.site.key, lang)))) || (await files.get(MAIN_NOT_FOUND_PAGE));
  if (!page) return { status: 404, headers: [['content-type', 'text/plain; charset=utf-8'], ['cache-control', CACHE.none], ...RESOURCE_HEADERS], body: new TextEncoder().encode('Not found') };
  const { bytes, coding } = await inCoding(page, input, false, canEncode);
  const headers: HeaderList = [...page.headers, ['cache-control', CACHE.none]];
  if (page.compressible) headers.push(['vary', 'Accept-Encoding']);
  if (coding) headers.push(['content-encoding', coding]);
  return { status: 404, headers, body: bytes };
}


/** The file's bytes in the coding the client prefers, when it is worth compressing (never for a range). */
async function inCoding(file: CachedFile, input: EdgeInput, ranged: boolean, canEncode: boolean) {
  const coding = file.compressible && canEncode && !ranged ? negotiateCoding(input.header('accept-encoding')) : null;
  const variant = coding ? await file.encoded(coding) : null;
  return variant ? { bytes: variant.bytes, etag: variant.etag, coding } : { bytes: file.bytes, etag: file.etag, coding: null };
}


function redirect(status: 301 | 302, location: string, cacheControl: string, vary: string | null): EdgeAnswer {
  const headers: HeaderList = [['location', location.replace(LEFT_RAW_BY_URL_PARSER, encodeURIComponent)], ['cache-control', cacheControl], ...RESOURCE_HEADERS];
  if (vary) headers.push(['vary', vary]);
  return { status, headers, body: null };
}


/** 200, 206, 304 or 416 for a file, in the coding the client prefers when it is worth compressing. */
async function serveFile(file: CachedFile, input: EdgeInput, gated: boolean, canEncode: boolean): Promise<EdgeAnswer> {
  const range = input.method === 'GET' ? input.header('range') : null;
  // A byte range is of the bytes as built: ranges are answered uncompressed.
  const { bytes, etag, coding } = await inCoding(file, input, range !== null, canEncode);
  const vary = [file.compressible ? 'Accept-Encoding' : '', gated ? 'Cookie' : ''].filter(Boolean).join(', ');
  const headers: HeaderList = [...file.headers, ['cache-control', gated ? CACHE.private : file.cacheControl], ['etag', etag], ['accept-ranges', 'bytes']];
  if (vary) headers.push(['vary', vary]);
  if (coding) headers.push(['content-encoding', coding]);
  if (matchesEtag(input.header('if-none-match'), etag)) return { status: 304, headers, body: null };
  const wanted = parseRange(range, input.header('if-range'), etag, bytes.byteLength);
  if (wanted.kind === 'unsatisfiable') {
    return { status: 416, headers: [...headers, ['content-range', `bytes */${bytes.byteLength}`]], body: null };
  }
  if (wanted.kind === 'partial') {
    headers.push(['content-range', `bytes ${wanted.start}-${wanted.end}/${bytes.byteLength}`]);
    return { status: 206, headers, body: bytes.subarray(wanted.start, wanted.end + 1) };
  }
  return { status: 200, headers, body: bytes };
}


export function createEdge(assets: AssetStore, options: EdgeOptions = {}): Edge {
  const files = createFileCache(assets, options.encoder);
  const hosts = options.ownHosts ?? productionOwnHosts();
  const appRoutes = appRouteTable(assets);
  const canEncode = Boolean(options.encoder);
  const withAnnouncement = announcementPlacer(files, options.announcements, hosts);
  const notFound = (host: ResolvedHost | null, path: CanonicalPath | null, input: EdgeInput) => notFoundPage(files, canEncode, host, path, input);

  /** A form's method (POST...) on a route an application answers: forwarded, as the API's are. */
  async function takesAppMethod(host: ResolvedHost | null, method: string, url: URL): Promise<boolean> {
    if (!options.apps || !host || !APP_METHODS.includes(method)) return false;
    return isAppRoute(host, canonicalPath(url.pathname));
  }

  /** Whether an application answers this path (call only when one is configured). */
  async function isAppRoute(host: ResolvedHost, path: CanonicalPath | null): Promise<boolean> {
    return Boolean(path && (await appRoutes()).has(host.site.key, path.path));
  }

  async function answer(input: EdgeInput): Promise<EdgeAnswer | null> {
    const { url } = input;
    // First, whatever the host: the Node server answers TRACE so before it reaches the edge. An
    // application's route also takes the methods of its forms (the application answers them).
    const host = resolveHost(url);
    const refused = methodRefusal(input.method, url.pathname);
    if (refused && !(await takesAppMethod(host, input.method, url))) return refused;
    if (!host) return notFound(null, null, input);
    if (isApiRoute(url.pathname) || refused) return null;
    const path = canonicalPath(url.pathname);
    if (!path) return notFound(host, null, input);

    // One canonical path for the gate and the lookup: every spelling of a gated page is gated.
    const gated = isRegionGated(host, path);
    if (gated && !hasLoginCookies(input.header('cookie'))) {
      // The answer depends on the cookies: no shared cache may keep it or hand it to a logged-in user.
      return redirect(302, regionRedirectTarget(host, path, url.search) as string, CACHE.none, 'Cookie');
    }
    const lookup = lookupSiteFile(host.site.key, path);
    if (lookup.kind === 'internal') return notFound(host, path, input);
    const file = await files.get(lookup.file);
    // Not built here: an application's route (answered with the whole Request) or the site's 404.
    if (!file) return options.apps && (await isAppRoute(host, path)) ? null : notFound(host, path, input);
    // Other spellings of an existing file (and a directory without its slash) move to the one URL it has.
    const href = lookup.kind === 'directory' ? lookup.href : path.href;
    if (href !== url.pathname) {
      return gated ? redirect(301, `${href}${url.search}`, CACHE.private, 'Cookie') : redirect(301, `${href}${url.search}`, CACHE.html, null);
    }
    return serveFile(await withAnnouncement(lookup.file, file, input), input, gated, canEncode);
  }

  return { answer, fetch: fetchVia(answer, options) };
}

/** The Fetch handler: the edge's own answer, else the application's route, else the API. */
function fetchVia(answer: Edge['answer'], options: EdgeOptions): EdgeHandler {
  return async (request, context = {}) => {
    const url = new URL(request.url);
    const isHead = request.method === 'HEAD';
    const answered = await answer({ ...inputOf(request, url), defer: context.defer });
    if (answered) return toResponse(answered, isHead);
    if (options.apps && !isApiRoute(url.pathname)) return withSecurityHeaders(await options.apps(request, context.clientAddress ?? null));
    if (!options.api) return apiError(502, 'No API origin is configured');
    return options.api(request, context.clientAddress ?? null);
  };
}

/** The edge as a Fetch handler. */
export function createEdgeHandler(assets: AssetStore, options: EdgeOptions = {}): EdgeHandler {
  return createEdge(assets, options).fetch;
}
