// Is dist/ a complete build of the current sources? Used by `npm start` to build only when needed.
import { readdir, stat, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readBuildSettingsRecord, sameBuildSettings } from '../../src/integrations/outputs/build-settings-record.ts';
import { CSP_MANIFEST_FILE, SITES_MANIFEST_FILE } from '../../src/contracts/build-outputs.ts';

const SOURCES = ['src', 'public', 'astro.config.mjs', 'package-lock.json'];

async function newestMtime(path) {
  let info;
  try {
    info = await stat(path);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  // Tests beside their modules are not built: editing one leaves dist/ fresh.
  for (const entry of await readdir(path)) {
    if (!/\.test\.tsx?$/.test(entry)) newest = Math.max(newest, await newestMtime(join(path, entry)));
  }
  return newest;
}

/** Why dist/ must be rebuilt, or null when it is fresh, complete and (when given) made with `settings`. */
export async function staleReason(root, allSiteKeys, settings) {
  const sitesJson = join(root, 'dist', SITES_MANIFEST_FILE);
  let built;
  try {
    built = await stat(sitesJson);
  } catch {
    return 'dist/ has not been built';
  }
  // Written last by the build: without it the build stopped early or predates the edge.
  if (!(await stat(join(root, 'dist', CSP_MANIFEST_FILE)).catch(() => null))) return `dist/ has no ${CSP_MANIFEST_FILE}`;
  const listed = new Set(JSON.parse(await readFile(sitesJson, 'utf8')).map((entry) => entry.site));
  const missing = allSiteKeys.filter((key) => !listed.has(key));
  if (missing.length) return `dist/ lacks ${missing.join(', ')}`;
  if (settings && !sameBuildSettings(await readBuildSettingsRecord(join(root, 'dist')), settings)) return 'dist/ was built with other settings than this world\'s';
  for (const source of SOURCES) {
    if ((await newestMtime(join(root, source))) > built.mtimeMs) return `${source} changed since the last build`;
  }
  return null;
}
