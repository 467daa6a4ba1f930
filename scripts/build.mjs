// Release engineers' build: `npm run build` builds every site; `npm run build -- --site tr,jp` builds
// only those and merges them into dist/, leaving every other site (and its sites.json entries) intact.
// `--out <folder>` builds into that folder instead and leaves dist/ alone (`npm test`'s production check).
// Astro does the work, with the project integration (src/integrations/chrome.ts) writing sites.json,
// the chrome fragments and csp.json and reporting progress: `astro build` gives the same dist/.
import { cp, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'astro';
import { selectedSiteKeys } from '../src/sites/selection.ts';
import { APP_ROUTES_FILE, CSP_MANIFEST_FILE, SITES_MANIFEST_FILE } from '../src/contracts/build-outputs.ts';
import { readBuildSettingsRecord, sameBuildSettings } from '../src/integrations/outputs/build-settings-record.ts';
import { LOCAL_BUILD_ENV } from '../sandbox/build-env.ts';
import { optionValue } from './lib/cli-args.mjs';
import { buildSettingsFrom } from '../src/lib/build-settings.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');

async function directoryBytes(path) {
  let total = 0;
  for (const entry of await readdir(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    total += entry.isDirectory() ? await directoryBytes(full) : (await stat(full)).size;
  }
  return total;
}

async function readJson(path, otherwise) {
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch {
    return otherwise;
  }
}

/** A partial build replaces its sites' folders and manifest entries in dist/ and keeps the rest. */
async function mergePartial(outDir, siteKeys) {
  const previousSites = await readJson(join(DIST, SITES_MANIFEST_FILE), []);
  const previousCsp = await readJson(join(DIST, CSP_MANIFEST_FILE), {});
  const builtSites = await readJson(join(outDir, SITES_MANIFEST_FILE), []);
  const builtCsp = await readJson(join(outDir, CSP_MANIFEST_FILE), {});
  const appRoutes = { ...(await readJson(join(DIST, APP_ROUTES_FILE), {})), ...(await readJson(join(outDir, APP_ROUTES_FILE), {})) };
  await mkdir(DIST, { recursive: true });
  for (const key of siteKeys) {
    await rm(join(DIST, key), { recursive: true, force: true });
    await rename(join(outDir, key), join(DIST, key));
  }
  // Hashed assets never collide: add the new ones beside the old. Root files (404, favicon) are shared.
  for (const entry of await readdir(outDir, { withFileTypes: true })) {
    if (siteKeys.includes(entry.name) || [SITES_MANIFEST_FILE, CSP_MANIFEST_FILE, APP_ROUTES_FILE].includes(entry.name)) continue;
    await cp(join(outDir, entry.name), join(DIST, entry.name), { recursive: true, force: true });
  }
  const sitesJson = [...previousSites.filter((entry) => !siteKeys.includes(entry.site)), ...builtSites];
  const rebuilt = (file) => siteKeys.some((key) => file.startsWith(`${key}/`));
  const cspJson = { ...Object.fromEntries(Object.entries(previousCsp).filter(([file]) => !rebuilt(file))), ...builtCsp };
  await writeFile(join(DIST, SITES_MANIFEST_FILE), `${JSON.stringify(sitesJson, null, 2)}\n`);
  await writeFile(join(DIST, APP_ROUTES_FILE), `${JSON.stringify(appRoutes, null, 1)}\n`);
  // Written last: `npm start` takes a dist/ without csp.json for an unfinished build.
  await writeFile(join(DIST, CSP_MANIFEST_FILE), `${JSON.stringify(cspJson, null, 2)}\n`);
}

async function main() {
  const started = performance.now();
  const siteArgument = optionValue(process.argv.slice(2), '--site', 'tr,jp');
  const outArgument = optionValue(process.argv.slice(2), '--out', '.build/production-check');
  const only = selectedSiteKeys(siteArgument);
  const target = outArgument ? resolve(ROOT, outArgument) : DIST;
  const outDir = join(ROOT, '.build', `out-${process.pid}`);
  await rm(outDir, { recursive: true, force: true });
  console.log(`[build] ${only ? `sites ${only.join(', ')}` : 'every site'}${outArgument ? ` into ${outArgument}` : ''}`);

  // The pages (src/pages/) and the integration read the selection from SITES.
  process.env.SITES = siteArgument ?? '';
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  // --local: the settings of `npm start`'s world (sandbox paths, local hosts); otherwise production's.
  if (process.argv.includes('--local')) Object.assign(process.env, LOCAL_BUILD_ENV);
  // A partial build joins the rest of dist/: both halves must be of one world.
  const current = only && !outArgument ? await readBuildSettingsRecord(DIST) : null;
  if (current && !sameBuildSettings(current, buildSettingsFrom(process.env))) {
    throw new Error(`dist/ was built with other settings (${JSON.stringify(current)}): build every site, or pass the same settings (--local for npm start's world)`);
  }
  await build({ root: ROOT, outDir, logLevel: 'info' });
  const pages = (await readJson(join(outDir, SITES_MANIFEST_FILE), [])).length;
  const bytes = await directoryBytes(outDir);

  if (only && !outArgument) {
    await mergePartial(outDir, only);
    await rm(outDir, { recursive: true, force: true });
  } else {
    await rm(target, { recursive: true, force: true });
    await mkdir(dirname(target), { recursive: true });
    await rename(outDir, target);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`[build] done: ${pages} pages, ${(bytes / 1024).toFixed(1)} KiB, ${seconds.toFixed(1)} s (${(pages / seconds).toFixed(1)} pages/s)`);
}

main().catch((error) => {
  console.error(`[build] ${error.stack ?? error.message}`);
  process.exit(1);
});
