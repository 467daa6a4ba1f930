// `npm start`'s server: the edge app over a built dist/, the API paths to API_ORIGIN or the local
// sandbox, the application routes to APP_ORIGIN or the stand-in, on Node's HTTP server.
// scripts/start.mjs builds dist/ when needed and calls startServer with the process's environment.
import { createApp } from './app.ts';
import { listen } from './node-http.ts';
import { apiOriginOptions } from './api-origin.ts';
import { forwardFetch } from './forward-fetch.ts';
import { parseTrustedProxies } from './trusted-proxy.ts';
import { createApiProxy, parseApiOrigin } from '../edge/api-proxy.ts';
import { apiAnnouncementSource } from '../edge/announcement.ts';
import { ownHosts } from '../sites/own-hosts.ts';
import { createSandbox } from '../../sandbox/index.ts';
import { createAppStandIn } from '../../sandbox/apps/index.ts';

export interface StartEnv {
  PORT?: string;
  HOST?: string;
  API_ORIGIN?: string;
  APP_ORIGIN?: string;
  TRUSTED_PROXIES?: string;
}

const sandboxApi = (sandbox: ReturnType<typeof createSandbox>) => ({
  before: [sandbox],
  announcements: apiAnnouncementSource(sandbox, { origin: 'http://sandbox.invalid', forwardCookies: true }),
});

/** Serves every site of `dist` (the Host header picks one: localhost is main, <key>.localhost that site). */
export async function startServer(dist: string, env: StartEnv) {
  const apiOrigin = parseApiOrigin(env.API_ORIGIN);
  const appOrigin = parseApiOrigin(env.APP_ORIGIN, 'APP_ORIGIN');
  // The API paths go to a real backend when API_ORIGIN is set, otherwise to the local sandbox. The edge
  // places the current announcement into each page: fresh from the in-process sandbox (its content
  // scenarios follow the request's cookie), cached per language from a real backend.
  // The routes the chrome links to go to the applications: APP_ORIGIN's (forwarded like the API, fetch
  // metadata as sent), or the stand-in, which includes the chrome fragments from this same server as
  // any application would (sandbox/apps/).
  const apps = appOrigin ? createApiProxy(appOrigin, { fetch: forwardFetch }) : createAppStandIn({ chrome: (request) => app(request) });
  const app = createApp({
    root: dist,
    apps,
    ownHosts: ownHosts({ local: true }),
    ...(apiOrigin ? apiOriginOptions(apiOrigin) : sandboxApi(createSandbox())),
  });
  // Behind a load balancer: the addresses whose X-Forwarded-For and X-Forwarded-Proto are believed.
  const trustedProxies = parseTrustedProxies(env.TRUSTED_PROXIES);
  const server = await listen(app, Number(env.PORT ?? 4321), env.HOST ?? '127.0.0.1', { trustedProxies });
  console.log(apiOrigin ? `[start] API paths go to ${apiOrigin.origin}` : '[start] API paths go to the sandbox (personas: /login)');
  console.log(appOrigin ? `[start] application routes go to ${appOrigin.origin}` : '[start] application routes go to the stand-in (sandbox/apps/)');
  console.log(`[start] serving on ${server.url}  (every site: ${server.url}/__sites; a site: http://tr.localhost:${server.port}/)`);
  return server;
}
