// Astro's island runtime reaches no visitor before interaction, on every built page and fragment:
// it is written once, inside the inert template the chrome wakes (src/components/island-runtime-template.ts),
// and every island uses a directive that template carries. An Astro upgrade or a page whose first
// island comes before <IslandRuntimeTemplate /> would put the runtime inline again: this fails.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { PROJECT_DIRECTIVES } from '../../src/components/island-runtime-template.ts';
import { DIST } from './built.ts';

/** Every HTML file of dist/ a browser gets: shells, 404s and the embeddable fragments. */
function htmlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = join(folder, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

const RUNTIME_TEMPLATE = /<template data-island-runtime>[\s\S]*?<\/template>/g;
/** Astro's runtime and directive scripts announce themselves so (astro-island.prebuilt.js, each directive). */
const RUNTIME_CODE = /customElements\.define\("astro-island"|\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\./;
const withIslands = htmlFiles(DIST).map((file) => ({ file: file.slice(DIST.length + 1), html: readFileSync(file, 'utf8') }))
  .filter(({ html }) => html.includes('<astro-island'));

describe.each(withIslands)('$file', ({ html }) => {
  test('carries the island runtime once, inert, and nowhere else', () => {
    const templates = html.match(RUNTIME_TEMPLATE) ?? [];
    expect(templates).toHaveLength(1);
    expect(templates[0]).toMatch(RUNTIME_CODE);
    expect(html.replace(RUNTIME_TEMPLATE, '')).not.toMatch(RUNTIME_CODE);
  });

  test('every island hydrates through a directive the template carries', () => {
    const directives = new Set([...html.matchAll(/<astro-island\b[^>]*\sclient="([^"]+)"/g)].map((match) => match[1]));
    expect([...directives].filter((name) => !(PROJECT_DIRECTIVES as readonly string[]).includes(name!))).toEqual([]);
  });
});

test('some pages carry islands (the check above is not empty)', () => {
  expect(withIslands.length).toBeGreaterThan(10);
});
