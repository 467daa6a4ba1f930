// Build output: hashes the inline <script> and <style> elements of every built HTML file into
// csp.json, with the external origins the build settings make pages load from, which the edge reads
// to send each page's Content-Security-Policy (src/edge/csp-hashes.ts). The elements are found with
// an HTML parser (inline-hashes.ts), so the hashes are those of what a browser runs.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { CSP_MANIFEST_FILE } from '../../contracts/build-outputs.ts';
import type { CspManifest, PageSources } from '../../edge/csp-hashes.ts';
import { hashInlineElements } from './inline-hashes.ts';

async function htmlFiles(folder: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...(await htmlFiles(full)));
    else if (entry.name.endsWith('.html')) found.push(full);
  }
  return found;
}

/** Only the directives that name an origin: a policy without `sources` allows 'self' alone. */
function nonEmpty(sources: PageSources): PageSources | undefined {
  const named = Object.entries(sources).filter(([, list]) => list && list.length > 0);
  return named.length ? Object.fromEntries(named) : undefined;
}

/** Writes csp.json for every HTML file in `dist` and returns how many pages carry inline code. */
export async function writeCspManifest(dist: string, external: PageSources = {}): Promise<number> {
  const manifest: CspManifest = {};
  const sources = nonEmpty(external);
  for (const file of (await htmlFiles(dist)).sort()) {
    const hashes = hashInlineElements(await readFile(file, 'utf8'));
    if (hashes.scripts.length || hashes.styles.length || sources) manifest[relative(dist, file).split(sep).join('/')] = { ...hashes, ...(sources ? { sources } : {}) };
  }
  await writeFile(join(dist, CSP_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return Object.keys(manifest).length;
}
