// Build output: sites.json, one entry per shell page { site, siteId, lang, path, file } (`path` on
// that site's host, `file` relative to the output folder), for release engineers and the edge.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listShellPages } from '../../sites/pages.ts';
import type { SiteKey } from '../../sites/schema.ts';
import { SITES_MANIFEST_FILE, type SitesManifestEntry as ManifestEntry } from '../../contracts/build-outputs.ts';

export type SitesManifestEntry = ManifestEntry<SiteKey>;

export function sitesManifest(only?: readonly SiteKey[]): SitesManifestEntry[] {
  return listShellPages(only).map(({ site, siteId, lang, path, file }) => ({ site, siteId, lang, path, file }));
}

/** Writes sites.json for the built sites; throws when a page it lists was not written. */
export async function writeSitesManifest(dist: string, only?: readonly SiteKey[]): Promise<SitesManifestEntry[]> {
  const entries = sitesManifest(only);
  const missing = entries.filter((entry) => !existsSync(join(dist, entry.file)));
  if (missing.length) throw new Error(`Build did not write: ${missing.map((entry) => entry.file).join(', ')}`);
  await writeFile(join(dist, SITES_MANIFEST_FILE), `${JSON.stringify(entries, null, 2)}\n`);
  return entries;
}
