// The main job: build when dist/ is missing or older than the sources, then serve every site.
// The Host header picks the site: localhost is main, <key>.localhost is that site.
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './lib/ensure-built.mjs';
import { createApp } from '../src/server/app.ts';
import { listen } from '../src/server/node-http.ts';
import { createApiProxy, parseApiOrigin } from '../src/edge/api-proxy.ts';
import { apiOriginOptions } from '../src/server/api-origin.ts';
import { createSandbox } from '../sandbox/index.ts';
import { apiAnnouncementSource } from '../src/edge/announcement.ts';
import { forwardFetch } from '../src/server/forward-fetch.ts';
import { ownHosts } from '../src/sites/own-hosts.ts';
import { createAppStandIn } from '../sandbox/apps/index.ts';
import { parseTrustedProxies } from '../src/server/trusted-proxy.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 4321);
// SERVE_DIST: serve another build as it is (the release diff serves its base's beside the new one).
const dist = process.env.SERVE_DIST ?? join(ROOT, 'dist');

// The local world's build: pages load the sandbox's scripts and trust the local hosts (sandbox/build-env.ts).
if (!process.env.SERVE_DIST) await ensureBuilt(ROOT, { local: true });

const apiOrigin = parseApiOrigin(process.env.API_ORIGIN);
const appOrigin = parseApiOrigin(process.env.APP_ORIGIN, 'APP_ORIGIN');
// The API paths go to a real backend when API_ORIGIN is set, otherwise to the local sandbox. The edge
// places the current announcement into each page: fresh from the in-process sandbox (its content
// scenarios follow the request's cookie), cached per language from a real backend.
const sandbox = apiOrigin ? null : createSandbox();
// The routes the chrome links to go to the applications: APP_ORIGIN's (forwarded like the API, fetch
// metadata as sent), or the stand-in, which includes the chrome fragments from this same server as
// any application would (sandbox/apps/).
const apps = appOrigin ? createApiProxy(appOrigin, { fetch: forwardFetch }) : createAppStandIn({ chrome: (request) => app(request) });
const app = createApp({
  root: dist,
  apps,
  ownHosts: ownHosts({ local: true }),
  ...(apiOrigin
    ? apiOriginOptions(apiOrigin)
    : { before: [sandbox], announcements: apiAnnouncementSource(sandbox, { origin: 'http://sandbox.invalid', forwardCookies: true }) }),
});
// Behind a load balancer: the addresses whose X-Forwarded-For and X-Forwarded-Proto are believed.
const trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES);
const server = await listen(app, port, process.env.HOST ?? '127.0.0.1', { trustedProxies });
console.log(apiOrigin ? `[start] API paths go to ${apiOrigin.origin}` : '[start] API paths go to the sandbox (personas: /login)');
console.log(appOrigin ? `[start] application routes go to ${appOrigin.origin}` : '[start] application routes go to the stand-in (sandbox/apps/)');
console.log(`[start] serving on ${server.url}  (every site: ${server.url}/__sites; a site: http://tr.localhost:${server.port}/)`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close().then(() => process.exit(0)));
}
