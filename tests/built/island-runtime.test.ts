// Islands reach no visitor before interaction, on every built page and fragment: each is a
// <nexa-island> the project's own loader hydrates (src/directives/islands.ts), never Astro's island
// runtime, which Astro would write inline before the first island. A `client:*` directive added to a
// mount point would bring that runtime back: this fails.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ISLAND_MODULES } from '../../src/islands/registry.ts';
import { ISLANDS_MANIFEST_FILE } from '../../src/contracts/build-outputs.ts';
import { DIST } from './built.ts';

/** Every HTML file of dist/ a browser gets: shells, 404s and the embeddable fragments. */
function htmlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = join(folder, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

const pages = htmlFiles(DIST).map((file) => ({ file: file.slice(DIST.length + 1), html: readFileSync(file, 'utf8') }));
const withIslands = pages.filter(({ html }) => html.includes('<nexa-island'));

describe.each(withIslands)('$file', ({ html }) => {
  test('carries no Astro island runtime, and names only registered islands', () => {
    expect(html).not.toContain('<astro-island');
    const names = [...html.matchAll(/<nexa-island data-name="([^"]+)"/g)].map((match) => match[1]);
    expect(names.filter((name) => !(name! in ISLAND_MODULES))).toEqual([]);
  });
});

test('every registered island and the hydrate module are built chunks (islands.json)', () => {
  const manifest = JSON.parse(readFileSync(join(DIST, ISLANDS_MANIFEST_FILE), 'utf8')) as { islands: Record<string, string>; hydrate: string };
  expect(Object.keys(manifest.islands).sort()).toEqual(Object.keys(ISLAND_MODULES).sort());
  for (const file of [...Object.values(manifest.islands), manifest.hydrate]) expect(existsSync(join(DIST, file))).toBe(true);
});

test('some pages carry islands (the check above is not empty)', () => {
  expect(withIslands.length).toBeGreaterThan(10);
});
