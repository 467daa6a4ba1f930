// The main job: build when dist/ is missing or older than the sources, then serve every site.
// The Host header picks the site: localhost is main, <key>.localhost is that site.
import { spawnSync } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleReason } from './lib/freshness.mjs';
import { SITE_KEYS } from '../src/sites/index.ts';
import { createApp } from '../src/server/app.ts';
import { listen } from '../src/server/node-http.ts';
import { parseApiOrigin } from '../src/edge/api-proxy.ts';
import { apiOriginOptions } from '../src/server/api-origin.ts';
import { createSandbox } from '../sandbox/index.ts';
import { apiAnnouncementSource } from '../src/edge/announcement.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 4321);

const reason = await staleReason(ROOT, [...SITE_KEYS]);
if (reason) {
  console.log(`[start] building: ${reason}`);
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { stdio: 'inherit', cwd: ROOT });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const apiOrigin = parseApiOrigin(process.env.API_ORIGIN);
// The API paths go to a real backend when API_ORIGIN is set, otherwise to the local sandbox. The edge
// places the current announcement into each page: fresh from the in-process sandbox (its content
// scenarios follow the request's cookie), cached per language from a real backend.
const sandbox = apiOrigin ? null : createSandbox();
const app = createApp({
  root: join(ROOT, 'dist'),
  ...(apiOrigin
    ? apiOriginOptions(apiOrigin)
    : { before: [sandbox], announcements: apiAnnouncementSource(sandbox, { origin: 'http://sandbox.invalid', forwardCookies: true }) }),
});
const server = await listen(app, port, process.env.HOST ?? '127.0.0.1');
console.log(apiOrigin ? `[start] API paths go to ${apiOrigin.origin}` : '[start] API paths go to the sandbox (personas: /login)');
console.log(`[start] serving on ${server.url}  (every site: ${server.url}/__sites; a site: http://tr.localhost:${server.port}/)`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close().then(() => process.exit(0)));
}
