// Release engineers' build: `npm run build` builds every site; `npm run build -- --site tr,jp` builds
// only those and merges them into dist/, leaving every other site (and its sites.json entries) intact.
import { spawn } from 'node:child_process';
import { cp, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listShellPages } from '../src/sites/pages.ts';
import { selectedSiteKeys } from '../src/sites/selection.ts';
import { finishChromeFragments } from './lib/chrome-fragments.mjs';
import { writeCspManifest } from './lib/csp-manifest.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');

function parseSiteArgument(argv) {
  const index = argv.findIndex((arg) => arg === '--site' || arg.startsWith('--site='));
  if (index === -1) return undefined;
  const value = argv[index].includes('=') ? argv[index].split('=')[1] : argv[index + 1];
  if (!value) throw new Error('--site needs a comma list of site keys, e.g. --site tr,jp');
  return value;
}

async function directoryBytes(path) {
  let total = 0;
  for (const entry of await readdir(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    total += entry.isDirectory() ? await directoryBytes(full) : (await stat(full)).size;
  }
  return total;
}

/** Runs `astro build` into outDir, printing "pages done/total" as Astro writes them. */
function runAstro(outDir, sites, expectedFiles) {
  const total = expectedFiles.size;
  return new Promise((resolve, reject) => {
    const child = spawn(join(ROOT, 'node_modules', '.bin', 'astro'), ['build', '--outDir', outDir], {
      cwd: ROOT,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', SITES: sites ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let done = 0;
    let lastShown = -1;
    let log = '';
    const onData = (chunk) => {
      const text = chunk.toString();
      log += text;
      for (const line of text.split('\n')) {
        const written = /[├└]─ \/(\S+\.html)/.exec(line);
        if (!written || !expectedFiles.has(written[1])) continue;
        done += 1;
        const step = Math.max(1, Math.floor(total / 10));
        if (done === total || done - lastShown >= step) {
          lastShown = done;
          console.log(`[build] pages ${done}/${total}`);
        }
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(done) : reject(new Error(`astro build failed (exit ${code}):\n${log.slice(-4000)}`))));
  });
}

async function mergePartial(outDir, siteKeys, entries) {
  await mkdir(DIST, { recursive: true });
  for (const key of siteKeys) {
    await rm(join(DIST, key), { recursive: true, force: true });
    await rename(join(outDir, key), join(DIST, key));
  }
  // Hashed assets never collide: add the new ones beside the old. Root files (404, favicon) are shared.
  for (const entry of await readdir(outDir, { withFileTypes: true })) {
    if (siteKeys.includes(entry.name)) continue;
    await cp(join(outDir, entry.name), join(DIST, entry.name), { recursive: true, force: true });
  }
  let previous = [];
  try {
    previous = JSON.parse(await readFile(join(DIST, 'sites.json'), 'utf8'));
  } catch {
    previous = [];
  }
  return [...previous.filter((entry) => !siteKeys.includes(entry.site)), ...entries];
}

async function main() {
  const started = performance.now();
  const siteArgument = parseSiteArgument(process.argv.slice(2));
  const only = selectedSiteKeys(siteArgument);
  const pages = listShellPages(only);
  const entries = pages.map(({ site, siteId, lang, path, file }) => ({ site, siteId, lang, path, file }));
  const outDir = join(ROOT, '.build', `out-${process.pid}`);
  await rm(outDir, { recursive: true, force: true });
  console.log(`[build] ${only ? `sites ${only.join(', ')}` : 'every site'}: ${pages.length} pages`);

  await runAstro(outDir, siteArgument, new Set(entries.map((entry) => entry.file)));
  const missing = entries.filter((entry) => !existsSync(join(outDir, entry.file)));
  if (missing.length) throw new Error(`Build did not write: ${missing.map((entry) => entry.file).join(', ')}`);
  const bytes = await directoryBytes(outDir);

  let manifest = entries;
  if (only) {
    manifest = await mergePartial(outDir, only, entries);
    await rm(outDir, { recursive: true, force: true });
  } else {
    await rm(DIST, { recursive: true, force: true });
    await rename(outDir, DIST);
  }
  await writeFile(join(DIST, 'sites.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const fragmentFolders = await finishChromeFragments(DIST, only);
  // Last: it hashes the final bytes of every page, fragments included, across the merged dist/.
  const pagesWithInlineCode = await writeCspManifest(DIST);
  console.log(`[build] chrome fragments: ${fragmentFolders} site x language folders; csp.json: ${pagesWithInlineCode} pages with inline code`);
  const seconds = (performance.now() - started) / 1000;
  console.log(`[build] done: ${pages.length} pages, ${(bytes / 1024).toFixed(1)} KiB, ${seconds.toFixed(1)} s (${(pages.length / seconds).toFixed(1)} pages/s)`);
}

main().catch((error) => {
  console.error(`[build] ${error.message}`);
  process.exit(1);
});
