// The local server's request pipeline: a chain of Fetch-API handlers in front of the edge handler
// (src/edge), the same one that runs on Cloudflare Workers. A handler answers null to pass the request on.
import type { EdgeAnswer, EdgeInput } from '../edge/answer.ts';
import { apiRefusal, isApiRoute, type ApiForwarder } from '../edge/api-proxy.ts';
import type { AppForwarder } from '../edge/app-routes.ts';
import type { OwnHosts } from '../lib/notifications/safe-url.ts';
import { createEdge, type RequestContext } from '../edge/handler.ts';
import type { AnnouncementSource } from '../edge/announcement.ts';
import { withSecurityHeaders } from '../edge/security-headers.ts';
import { zlibEncoder } from './compression.ts';
import { fsAssets, type FsAssetsOptions } from './fs-assets.ts';
import type { ServerHandler } from './node-http.ts';
import { SITES_INDEX_PATH, renderSitesIndex } from './sites-index.ts';
import { staticFiles } from './static-files.ts';

/** A handler tried before the edge; `owns` tells which URLs it may answer (absent: any). */
export type MaybeHandler = ((request: Request) => Promise<Response | null>) & { owns?: (url: URL) => boolean };

export interface AppOptions {
  /** dist/ of the build. */
  root: string;
  /** Handlers tried before the edge (the sandbox API): their paths are never region-redirected. */
  before?: MaybeHandler[];
  /** Where the edge forwards the API routes (API_ORIGIN); without it they answer 502. */
  api?: ApiForwarder;
  /** Where the edge gets the current announcement it places into pages (SPEC 4). */
  announcements?: AnnouncementSource;
  /** Where the edge sends the routes the chrome links to (APP_ORIGIN or the stand-in); without it they are 404s. */
  apps?: AppForwarder;
  /** Hosts announcement links may point at (the edge's default: production hosts only). */
  ownHosts?: OwnHosts;
  assets?: FsAssetsOptions;
}

export type App = ServerHandler & { answer(input: EdgeInput): Promise<EdgeAnswer | null>; sendFile: NonNullable<ServerHandler['sendFile']> };

export function createApp({ root, before = [], api, announcements, apps, ownHosts, assets: assetOptions }: AppOptions): App {
  const assets = fsAssets(root, assetOptions);
  const edge = createEdge(assets, { api, encoder: zlibEncoder, announcements, apps, ownHosts });
  const isBefore = (url: URL) => url.pathname === SITES_INDEX_PATH || before.some((handler) => !handler.owns || handler.owns(url));

  /** The answer of a handler in front of the edge, or null to pass the request to the edge. */
  async function beforeEdge(request: Request, pathname: string): Promise<Response | null> {
    if (pathname === SITES_INDEX_PATH) return withSecurityHeaders(await renderSitesIndex(assets, request));
    // The edge's refusals (an ambiguous API path, a sign-out as an image) hold for the sandbox too.
    const refused = isApiRoute(pathname) ? apiRefusal(request, pathname) : null;
    if (refused) return refused;
    for (const handler of before) {
      const response = await handler(request);
      // The sandbox's answers carry the same security headers as the pages.
      if (response) return withSecurityHeaders(response);
    }
    return null;
  }

  // A request no handler in front claims goes straight to the edge, which makes its own refusals.
  async function app(request: Request, context?: RequestContext): Promise<Response> {
    const url = new URL(request.url);
    return (isBefore(url) && (await beforeEdge(request, url.pathname))) || edge.fetch(request, context);
  }
  // Static answers without a Request, for every path no handler in front may claim.
  const answer = async (input: EdgeInput) => (isBefore(input.url) ? null : edge.answer(input));
  // Built files go out through sirv: the build's br/gzip copies, validators, 304s and ranges.
  const files = staticFiles(root, assets);
  return Object.assign(app, { answer, sendFile: files.send });
}
