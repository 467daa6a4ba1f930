// `node scripts/bench-islands.mjs`: only the account and search islands' figures of `npm run bench`
// (what they load in Chromium beyond the page and the chrome's interactive part), against `npm start`'s
// world on a free port; for checking an island's weight without the whole bench.
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './lib/start-server.mjs';
import { benchAccount } from './bench/account.mjs';
import { benchSearchIsland } from './bench/search-island.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const kib = (bytes) => (bytes / 1024).toFixed(1);
const server = await startServer(ROOT);
try {
  const account = await benchAccount({ port: server.port });
  console.log(`account island own code ${kib(account.islandJs.own.gzip)} KiB gz (${account.islandJs.own.files} files; budget <= 25 KiB)`);
  const search = await benchSearchIsland({ url: `http://localhost:${server.port}/`, runs: 1 });
  console.log(`search island own code ${kib(search.js.own.gzip)} KiB gz (${search.js.own.files} files; budget <= 45 KiB)`);
} finally {
  await server.close();
}
