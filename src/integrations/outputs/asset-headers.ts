// Build output: `dist/_headers`, the caching and security headers of the files Workers' static-assets
// binding sends without running the Worker (/_astro/*, /favicon.svg, /robots.txt; src/edge/asset-routing.ts).
// Wrangler reads it at deploy and does not upload it; `npm start` never serves it (no site path names it).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { headersFileText } from '../../edge/asset-routing.ts';
import { ASSET_HEADERS_FILE } from '../../contracts/build-outputs.ts';

export async function writeAssetHeaders(dist: string): Promise<void> {
  await writeFile(join(dist, ASSET_HEADERS_FILE), headersFileText());
}
