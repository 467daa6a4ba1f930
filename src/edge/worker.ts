// Cloudflare Workers entry (wrangler.jsonc `main`): the same edge handler over the static-assets
// binding. `run_worker_first` sends every request here but the shared hashed and public files (the
// binding sends those itself, src/edge/asset-routing.ts), since the Host decides which site's folder
// answers; the file the edge picks is sent by the binding (its ETag and 304). The API routes are
// forwarded to API_ORIGIN and the routes the chrome links to (the exchange's other applications,
// dist/app-routes.json) to APP_ORIGIN, both `vars` entries of wrangler.jsonc.
import { createApiProxy, parseApiOrigin } from './api-proxy.ts';
import { fetcherAssetStore, type AssetFetcher } from './asset-store.ts';
import { createEdgeHandler, type EdgeHandler } from './handler.ts';
import { apiAnnouncementSource, cachedAnnouncementSource } from './announcement.ts';
import { securityHeaderList } from './security-headers.ts';
import { requestTarget, type RequestTarget } from './request-target.ts';

export interface Env {
  ASSETS: AssetFetcher;
  /** The exchange backend, e.g. https://api.nexa.exchange; pages then carry its current announcement (cached 30 s per language). */
  API_ORIGIN?: string;
  /** The exchange's applications (trade, wallet, help...), e.g. https://apps.nexa.exchange; unset: those routes are 404s. */
  APP_ORIGIN?: string;
  /** How long one announcement answer is fresh (ms; default 30000) and how long the backend gets (ms; default 800). */
  ANNOUNCEMENT_TTL_MS?: string;
  ANNOUNCEMENT_TIMEOUT_MS?: string;
}

interface ExecutionContext {
  waitUntil(work: Promise<unknown>): void;
}

let handler: EdgeHandler | undefined;

/**
 * Production is https only: a plain-http request to a production host is sent to the same URL over
 * https, whatever the zone's "Always Use HTTPS" setting (not part of wrangler.jsonc, so not part of a
 * deploy). Local hosts (wrangler dev) stay on http; an unknown host gets its 404 either way.
 */
export function httpsRedirect({ url: asked, host }: RequestTarget): Response | null {
  if (asked.protocol !== 'http:' || host?.environment !== 'production') return null;
  const url = new URL(asked);
  url.protocol = 'https:';
  return new Response(null, { status: 301, headers: [['location', url.href], ['cache-control', 'public, max-age=3600'], ...securityHeaderList({ embedding: 'same-origin' })] });
}

/** A positive whole number of milliseconds, or undefined for the default. */
const millis = (value: string | undefined) => (value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined);

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const target = requestTarget(new URL(request.url));
    const upgrade = httpsRedirect(target);
    if (upgrade) return upgrade;
    if (!handler) {
      const apiOrigin = parseApiOrigin(env.API_ORIGIN);
      const appOrigin = parseApiOrigin(env.APP_ORIGIN, 'APP_ORIGIN');
      const bulletin = apiOrigin
        ? apiAnnouncementSource((api, init) => fetch(api, init), { origin: apiOrigin.origin, forwardCookies: false, timeoutMs: millis(env.ANNOUNCEMENT_TIMEOUT_MS) })
        : undefined;
      handler = createEdgeHandler(fetcherAssetStore(env.ASSETS), {
        api: apiOrigin ? createApiProxy(apiOrigin) : undefined,
        apps: appOrigin ? createApiProxy(appOrigin) : undefined,
        announcements: bulletin && cachedAnnouncementSource(bulletin, { ttlMs: millis(env.ANNOUNCEMENT_TTL_MS) }),
      });
    }
    // Cloudflare sets CF-Connecting-IP itself, overwriting whatever the client sent: the peer's address.
    // A stale announcement is refreshed after the answer: waitUntil keeps that refresh alive.
    return handler(request, { clientAddress: request.headers.get('cf-connecting-ip'), defer: (work) => ctx.waitUntil(work), target });
  },
};
