// `npm start`: build when dist/ is missing or older than the sources, then serve every site
// (src/server/start.ts wires the server; the Host header picks the site).
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './lib/ensure-built.mjs';
import { startServer } from '../src/server/start.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
// SERVE_DIST: serve another build as it is (the release diff serves its base's beside the new one).
const dist = process.env.SERVE_DIST ?? join(ROOT, 'dist');

// The local world's build: pages load the sandbox's scripts and trust the local hosts (sandbox/build-env.ts).
if (!process.env.SERVE_DIST) await ensureBuilt(ROOT, { local: true });

const server = await startServer(dist, process.env);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close().then(() => process.exit(0)));
}
