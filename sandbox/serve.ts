// Runs the sandbox API alone: `node sandbox/serve.ts [port]` (default 4010, or PORT).
// Paths it does not own answer 404.
import { listen } from '../src/server/node-http.ts';
import { createSandbox } from './index.ts';
import { PERSONA_NAMES } from './personas.ts';

const port = Number(process.argv[2] ?? process.env.PORT ?? 4010);
const sandbox = createSandbox();

const server = await listen(async (request) => {
  const response = await sandbox(request);
  return response ?? new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}, port);

console.log(`Sandbox API on ${server.url}`);
console.log(`Pick a persona at ${server.url}/login (${PERSONA_NAMES.join(', ')})`);
if (process.env.SANDBOX_FAULTS) console.log(`Faults: ${process.env.SANDBOX_FAULTS}`);

const stop = () => {
  server.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
