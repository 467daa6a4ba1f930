// The edge: one handler for every site. The host picks the site, the API routes go to the backend,
// logged-out visitors of the regional hosts are sent to the main host (SPEC 2), the canonical path
// picks the built file, the routes the chrome links to go to the applications (app-routes.ts), and
// every answer carries the security headers. Runtime-free: it runs in Node
// (`npm start`) and in workerd.
import { inputOf, toResponse, type EdgeAnswer, type EdgeInput, type HeaderList } from './answer.ts';
import { apiError, apiRefusal, isApiRoute, type ApiForwarder } from './api-proxy.ts';
import type { AssetStore } from './asset-store.ts';
import type { CanonicalPath } from './canonical-path.ts';
import { splitLocalePrefix } from '../i18n/locale-prefix.ts';
import { matchesEtag } from './conditional.ts';
import { negotiateCoding, type ContentEncoder } from './encoding.ts';
import { createFileFacts, type FileFacts, type FileFactsCache, type MadePage } from './file-facts.ts';
import { fileResponse } from './file-response.ts';
import type { ResolvedHost } from './hosts.ts';
import { requestTarget, type RequestTarget } from './request-target.ts';
import { isRegionGated, regionRedirectTarget } from './region-redirect.ts';
import { hasSessionCookies } from '../lib/cookies.ts';
import { CACHE, securityHeaderList, withSecurityHeaders } from './security-headers.ts';
import { errorPageFile, lookupSiteFile, notFoundFile } from './site-files.ts';
import { APP_METHODS, methodRefusal } from './method-policy.ts';
import { fillAnnouncementSlot, type AnnouncementSource } from './announcement.ts';
import { ownHosts as productionOwnHosts } from '../sites/own-hosts.ts';
import type { OwnHosts } from '../lib/notifications/safe-url.ts';
import { appRouteTable, type AppForwarder } from './app-routes.ts';
import type { SiteKey } from '../sites/schema.ts';

/** What the runtime knows about the request beyond the request itself. */
export interface RequestContext {
  /** The peer address (Node: the socket's; Workers: the platform's CF-Connecting-IP). */
  clientAddress?: string | null;
  /** Keeps background work (an announcement refresh) alive after the answer (Workers: ctx.waitUntil). */
  defer?: (work: Promise<unknown>) => void;
  /** The request's host and path when the runtime already worked them out (the Worker's https check). */
  target?: RequestTarget;
}

export type EdgeHandler = (request: Request, context?: RequestContext) => Promise<Response>;

export interface EdgeOptions {
  /** Forwards the API routes; without it they answer 502 in the API's envelope. */
  api?: ApiForwarder;
  /**
   * Compresses the pages the edge makes at run time (the announcement placed in). Built files are
   * the static server's (sirv sends the build's copies; on Workers the CDN compresses).
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
  /**
   * Every answer but the API routes' (null: they need the whole Request). An answer with `file` is
   * for the runtime's static server to send.
   */
  answer(input: EdgeInput): Promise<EdgeAnswer | null>;
  fetch: EdgeHandler;
}

/** The main site's English 404, for unknown hosts and as the last fallback. */
const MAIN_NOT_FOUND_PAGE = '404.html';
/** Characters the URL parser leaves unencoded in a query; a Location never carries them raw. */
const LEFT_RAW_BY_URL_PARSER = /[\\^`{|}]/g;
const RESOURCE_HEADERS = securityHeaderList({ embedding: 'same-origin' });

/** What every step of an answer shares: the built files' facts, the hosts, the application routes. */
interface EdgeParts {
  assets: AssetStore;
  files: FileFactsCache;
  hosts: OwnHosts;
  appRoutes: ReturnType<typeof appRouteTable>;
  options: EdgeOptions;
}

export function createEdge(assets: AssetStore, options: EdgeOptions = {}): Edge {
  const edge: EdgeParts = {
    assets,
    files: createFileFacts(assets, options.encoder),
    hosts: options.ownHosts ?? productionOwnHosts(),
    appRoutes: appRouteTable(assets),
    options,
  };
  return { answer: (input) => answer(edge, input, requestTarget(input.url)), fetch: (request, context) => fetchAnswer(edge, request, context) };
}

/** The Fetch handler: a built file for the static server, an answer, an application's or the API's. */
async function fetchAnswer(edge: EdgeParts, request: Request, context: RequestContext = {}): Promise<Response> {
  const { options } = edge;
  const target = context.target ?? requestTarget(new URL(request.url));
  const { url } = target;
  const answered = await answer(edge, { ...inputOf(request, url), defer: context.defer }, target);
  if (answered?.file) return fileResponse(edge.assets, answered, request);
  if (answered) return toResponse(answered, request.method === 'HEAD');
  const clientAddress = context.clientAddress ?? null;
  const site = target.host?.site ?? null;
  if (options.apps && !isApiRoute(url.pathname)) {
    return forNavigation(edge, request, target, withSecurityHeaders(await options.apps(atMatchedPath(request, target), clientAddress, site)));
  }
  const refused = apiRefusal(request, url.pathname);
  if (refused) return refused;
  return forNavigation(edge, request, target, options.api ? await options.api(request, clientAddress, site) : apiError(502, 'No API origin is configured'));
}

/** A person opening a page (not a script's fetch): what they get is a page, whatever the origin sent. */
function isNavigation(request: Request): boolean {
  const destination = request.headers.get('sec-fetch-dest');
  if (destination) return destination === 'document' || destination === 'iframe';
  return request.method === 'GET' && (request.headers.get('accept') ?? '').includes('text/html');
}

/**
 * An origin's failure (its 5xx, or no answer in time) met by a navigation: the site's error page in
 * the path's language, with the origin's status, never the origin's body (a stack trace) or the
 * API's JSON. Scripts' calls keep the origin's answer.
 */
async function forNavigation(edge: EdgeParts, request: Request, target: RequestTarget, response: Response): Promise<Response> {
  if (response.status < 500 || !isNavigation(request)) return response;
  await response.body?.cancel().catch(() => {});
  const page = await sitePage(edge, target.host, target.path, errorPageFile, response.status);
  return page.file ? fileResponse(edge.assets, page, request) : toResponse(page, request.method === 'HEAD');
}

/**
 * The request an application gets: at the canonical path its route was matched on ('//trade/x',
 * '/%68elp', '/help/index.html' -> '/trade/x', '/help', '/help/'), so the raw spelling can never name
 * another host ('//trade/x' resolved against APP_ORIGIN is http://trade/x) or another route.
 */
function atMatchedPath(request: Request, { url, path: matched }: RequestTarget): Request {
  if (!matched || matched.href === url.pathname) return request;
  const target = new URL(url);
  target.pathname = matched.href;
  return new Request(target, request);
}

async function answer(edge: EdgeParts, input: EdgeInput, target: RequestTarget): Promise<EdgeAnswer | null> {
  const { url, host, path } = target;
  // First, whatever the host: the Node server answers TRACE so before it reaches the edge. An
  // application's route also takes the methods of its forms (the application answers them).
  const refused = methodRefusal(input.method, url.pathname);
  if (refused && !(await takesAppMethod(edge, target, input.method))) return refused;
  if (!host) return notFound(edge, null, null);
  if (isApiRoute(url.pathname) || refused) return null;
  if (!path) return notFound(edge, host, null);

  // One canonical path for the gate and the lookup: every spelling of a gated page is gated.
  const gated = isRegionGated(host, path);
  if (gated && !hasSessionCookies(input.header('cookie'))) {
    // The answer depends on the cookies: no shared cache may keep it or hand it to a logged-in user.
    return redirect(302, regionRedirectTarget(host, path, url.search) as string, CACHE.none, 'Cookie');
  }
  const lookup = lookupSiteFile(host.site.key, path);
  if (lookup.kind === 'internal') return notFound(edge, host, path);
  const file = await edge.files.get(lookup.file);
  // Not built here: an application's route (answered with the whole Request) or the site's 404.
  if (!file) return edge.options.apps && (await isAppRoute(edge, host, path)) ? null : notFound(edge, host, path);
  // Other spellings of an existing file (and a directory without its slash) move to the one URL it has.
  const href = lookup.kind === 'directory' ? lookup.href : path.href;
  if (href !== url.pathname) {
    return gated ? redirect(301, `${href}${url.search}`, CACHE.private, 'Cookie') : redirect(301, `${href}${url.search}`, CACHE.html, null);
  }
  return serveFile(edge, file, input, gated);
}

/**
 * The page with the current announcement placed in its slot, so the bar is part of the first paint
 * (no script fetches it, nothing moves). Made once per page and announcement; a page without a
 * slot, without an announcement for its key, or whose source fails is the built file.
 */
async function withAnnouncement(edge: EdgeParts, facts: FileFacts, input: EdgeInput): Promise<MadePage | null> {
  const source = edge.options.announcements;
  const { slot, text } = facts;
  if (!source || !slot || text === undefined) return null;
  const current = await source(slot.lang, input.header('cookie'), input.defer).then((byPage) => byPage[slot.page], () => undefined);
  if (!current) return null;
  return edge.files.made(facts, JSON.stringify(current), () => fillAnnouncementSlot(text, { [slot.page]: current }, edge.hosts));
}

/** A form's method (POST...) on a route an application answers: forwarded, as the API's are. */
async function takesAppMethod(edge: EdgeParts, { host, path }: RequestTarget, method: string): Promise<boolean> {
  if (!edge.options.apps || !host || !APP_METHODS.includes(method)) return false;
  return isAppRoute(edge, host, path);
}

/** Whether an application answers this path (call only when one is configured). */
async function isAppRoute(edge: EdgeParts, host: ResolvedHost, path: CanonicalPath | null): Promise<boolean> {
  return Boolean(path && (await edge.appRoutes()).has(host.site.key, path.path));
}

/** The site's own 404 page in the language of the path ('/de/x' -> German), else the main one. */
function notFound(edge: EdgeParts, host: ResolvedHost | null, path: CanonicalPath | null): Promise<EdgeAnswer> {
  return sitePage(edge, host, path, notFoundFile, 404);
}

/** One of the site's own status pages (404, error) in the language of the path, else the main 404 (or plain text). */
async function sitePage(edge: EdgeParts, host: ResolvedHost | null, path: CanonicalPath | null, fileOf: (site: SiteKey, lang: string) => string, status: number): Promise<EdgeAnswer> {
  // '/en-eu/de/x' on the main host is German too: the language after a region prefix.
  const named = path ? splitLocalePrefix(path.path).lang : 'en';
  const lang = host?.site.languages.find((code) => code === named) ?? 'en';
  const page = (host && (await edge.files.get(fileOf(host.site.key, lang)))) || (status === 404 ? await edge.files.get(MAIN_NOT_FOUND_PAGE) : null);
  if (!page) return { status, headers: [['content-type', 'text/plain; charset=utf-8'], ['cache-control', CACHE.none], ...RESOURCE_HEADERS], body: new TextEncoder().encode(status === 404 ? 'Not found' : 'Unavailable') };
  const headers: HeaderList = [...page.headers, ['cache-control', CACHE.none]];
  if (page.compressible) headers.push(['vary', 'Accept-Encoding']);
  return { status, headers, body: null, file: page.file };
}

function redirect(status: 301 | 302, location: string, cacheControl: string, vary: string | null): EdgeAnswer {
  const headers: HeaderList = [['location', location.replace(LEFT_RAW_BY_URL_PARSER, encodeURIComponent)], ['cache-control', cacheControl], ...RESOURCE_HEADERS];
  if (vary) headers.push(['vary', vary]);
  return { status, headers, body: null };
}

/** A built file's answer headers are the same on every request: made once per file and gate (its facts go with a new build). */
const answerHeaders = new WeakMap<FileFacts, Partial<Record<'open' | 'gated', readonly [string, string][]>>>();

function headersOf(facts: FileFacts, gated: boolean): readonly [string, string][] {
  const known = answerHeaders.get(facts) ?? {};
  const kind = gated ? 'gated' : 'open';
  const cached = known[kind];
  if (cached) return cached;
  const vary = [facts.compressible ? 'Accept-Encoding' : '', gated ? 'Cookie' : ''].filter(Boolean).join(', ');
  const headers: HeaderList = [...facts.headers, ['cache-control', gated ? CACHE.private : facts.cacheControl]];
  if (vary) headers.push(['vary', vary]);
  answerHeaders.set(facts, { ...known, [kind]: headers });
  return headers;
}

/** A built file, for the static server to send, or a page the edge made: 200, or 304 to its validator. */
async function serveFile(edge: EdgeParts, facts: FileFacts, input: EdgeInput, gated: boolean): Promise<EdgeAnswer> {
  // A page whose announcement a cookie may choose (the sandbox's scenarios) is the browser's alone, as a gated one.
  const cookieChosen = Boolean(facts.slot && edge.options.announcements?.readsCookies && input.header('cookie'));
  const shared = headersOf(facts, gated || cookieChosen);
  const page = await withAnnouncement(edge, facts, input);
  if (!page) return { status: 200, headers: shared, body: null, file: facts.file };
  // A made page is answered whole (a Range is of the built file, which this is not).
  const headers: HeaderList = [...shared];
  const coding = negotiateCoding(input.header('accept-encoding'));
  const encoded = coding ? await page.encoded(coding) : null;
  const etag = encoded?.etag ?? page.etag;
  headers.push(['etag', etag]);
  if (encoded) headers.push(['content-encoding', coding!]);
  if (matchesEtag(input.header('if-none-match'), etag)) return { status: 304, headers, body: null };
  return { status: 200, headers, body: encoded?.bytes ?? page.bytes };
}

/** The edge as a Fetch handler. */
export function createEdgeHandler(assets: AssetStore, options: EdgeOptions = {}): EdgeHandler {
  return createEdge(assets, options).fetch;
}
