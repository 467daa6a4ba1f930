import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBudgets, dynamicImports, measurePage, staticImports } from './budgets.mjs';

const BUDGETS = { shell: { jsBeforeInteraction: 4096, html: 30720, css: 16384 }, islands: { Search: 8192 } };

/** Text gzip cannot shrink much (a seeded generator, so every run builds the same files). */
function incompressible(length: number, seed = 1): string {
  let state = seed;
  let text = '';
  while (text.length < length) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    text += (state >>> 0).toString(36);
  }
  return text.slice(0, length);
}

let dist: string | null = null;
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
  dist = null;
});

/** A dist/ folder holding `files` and a sites.json listing `pages`. */
function buildDist(files: Record<string, string>, pages: string[]): string {
  dist = mkdtempSync(join(tmpdir(), 'budgets-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dist, dirname(path)), { recursive: true });
    writeFileSync(join(dist, path), content);
  }
  writeFileSync(join(dist, 'sites.json'), JSON.stringify(pages.map((file) => ({ site: file.split('/')[0], lang: 'en', path: '/', file }))));
  mkdirSync(join(dist, '_astro'), { recursive: true });
  writeFileSync(join(dist, '_astro/islands.json'), ISLANDS_JSON);
  return dist;
}

const island = (name: string) => `<nexa-island data-name="${name}" data-start="interaction" data-props="{}"></nexa-island>`;
/** The build's list of island modules and the hydrate module (React's hydrateRoot). */
const ISLANDS_JSON = JSON.stringify({ islands: { Search: '/_astro/Search.js', Promo: '/_astro/Promo.js' }, hydrate: '/_astro/client.js' });

function page({ body = '', head = '' } = {}): string {
  return `<!doctype html><html><head><link rel="stylesheet" href="/_astro/shell.css">${head}</head><body>${body}<script type="module" src="/_astro/chrome.js"></script></body></html>`;
}

const SHARED = {
  '_astro/shell.css': 'body{margin:0}',
  '_astro/chrome.js': 'import{a}from"./util.js";a();',
  '_astro/util.js': 'export const a=()=>document.body;',
  '_astro/client.js': `export default function render(){}${incompressible(20_000, 7)}`,
  '_astro/Search.js': 'import"./client.js";export default function Search(){}',
};

describe('size budgets over a built dist/', () => {
  it('passes a build within every budget, counting imports but not interaction-only islands', async () => {
    const root = buildDist({ ...SHARED, 'main/index.html': page({ body: island('Search') }) }, ['main/index.html']);
    const result = await checkBudgets(root, BUDGETS);
    expect(result.violations).toEqual([]);
    expect(result.pages[0].scripts.sort()).toEqual(['/_astro/chrome.js', '/_astro/util.js']);
    expect(result.islands).toEqual([{ name: 'Search', gzip: expect.any(Number), budget: 8192 }]);
  });

  it('measures only the pages of the sites asked for, and the islands found on them (release:diff --site)', async () => {
    const pages = { 'main/index.html': page({ body: island('Search') }), 'tr/index.html': page({ body: island('Promo') }) };
    const root = buildDist({ ...SHARED, '_astro/Promo.js': 'export default function Promo(){}', ...pages }, Object.keys(pages));
    const result = await checkBudgets(root, BUDGETS, ['tr']);
    expect(result.pages.map((entry) => entry.file)).toEqual(['tr/index.html']);
    expect(result.islands.map((row) => row.name)).toEqual(['Promo']);
  });

  it('fails a deliberately oversized build on every budget it breaks', async () => {
    const root = buildDist(
      {
        ...SHARED,
        '_astro/util.js': `export const a=()=>"${incompressible(9_000, 2)}";`,
        '_astro/shell.css': `.x{content:"${incompressible(30_000, 3)}"}`,
        '_astro/Search.js': `import"./client.js";export default function Search(){return "${incompressible(20_000, 4)}"}`,
        '_astro/Promo.js': 'export default function Promo(){}',
        'tr/index.html': page({ body: `<p>${incompressible(60_000, 5)}</p>${island('Search')}${island('Promo')}` }),
      },
      ['tr/index.html'],
    );
    const result = await checkBudgets(root, BUDGETS);
    expect(result.violations).toEqual([
      expect.stringMatching(/^tr\/index\.html: JS before interaction is \d+ B gzip, over its budget of 4096 B$/),
      expect.stringMatching(/^tr\/index\.html: HTML is \d+ B gzip, over its budget of 30720 B$/),
      expect.stringMatching(/^tr\/index\.html: CSS is \d+ B gzip, over its budget of 16384 B$/),
      expect.stringMatching(/^island Search: \d+ B gzip, over its budget of 8192 B$/),
      expect.stringMatching(/^island Promo: \d+ B gzip and no budget recorded in budgets\.json$/),
    ]);
  });

  it('counts the chunks an island loads later with import() in its own size, never before interaction', async () => {
    const body = `export default function Body(){return "${incompressible(12_000, 8)}"}`;
    const root = buildDist(
      {
        ...SHARED,
        '_astro/Search.js': 'import"./client.js";export default function Search(){return import(`./Body.js`)}',
        '_astro/Body.js': `import"./client.js";import"./rows.js";${body}`,
        '_astro/rows.js': `export const rows="${incompressible(4_000, 9)}";`,
        'main/index.html': page({ body: island('Search') }),
      },
      ['main/index.html'],
    );
    const result = await checkBudgets(root, BUDGETS);
    expect(result.violations).toEqual([expect.stringMatching(/^island Search: \d+ B gzip, over its budget of 8192 B$/)]);
    // Body.js and what it imports in turn (rows.js), about 8 and 2.6 KB gzip.
    expect(result.islands[0].gzip).toBeGreaterThan(10_000);
    expect(result.pages[0].scripts).not.toContain('/_astro/Body.js');
  });

  it('counts inline scripts and inline styles, not JSON data blocks', async () => {
    const big = incompressible(5_000, 6);
    const json = buildDist({ ...SHARED, 'a/index.html': page({ head: `<script type="application/ld+json">{"x":"${big}"}</script>` }) }, ['a/index.html']);
    const withJson = await measurePage(json, 'a/index.html');
    const inline = buildDist({ ...SHARED, 'a/index.html': page({ head: `<script>window.x="${big}"</script><style>.y{content:"${big}"}</style>` }) }, ['a/index.html']);
    const withInline = await measurePage(inline, 'a/index.html');
    expect(withInline.js - withJson.js).toBeGreaterThan(3_000);
    expect(withInline.css - withJson.css).toBeGreaterThan(3_000);
  });
});

describe('staticImports', () => {
  it('finds minified and spaced static imports, never dynamic import()', () => {
    const code = 'import{a as b}from"./a.js";import "./b.js";import * as c from \'./c.js\';const d=()=>import("./d.js");';
    expect(staticImports(code)).toEqual(['./a.js', './b.js', './c.js']);
  });
});

describe('dynamicImports', () => {
  it('finds import() of a literal path in any quotes, not static imports, variables or methods named import', () => {
    const code = 'import"./a.js";const b=()=>import(`./b.js`),c=import("./c.js"),d=import(x),e=o.import("./e.js");import( \'./f.js\' );';
    expect(dynamicImports(code)).toEqual(['./b.js', './c.js', './f.js']);
  });
});

describe('pages as the edge serves them (issue 25)', () => {
  const slot = '<section class="announcement" data-announcement-page="index" hidden><p><!--announcement {"lang":"en","page":"index"}--></p><button>x</button></section>';
  const page = (body: string) => `<!doctype html><html data-page-context="{&quot;lang&quot;:&quot;en&quot;}"><body>${body}</body></html>`;

  it('counts the announcement the edge places into the slot, not the bare build', async () => {
    const root = buildDist({ 'main/index.html': page(slot), 'main/bare/index.html': page('') }, ['main/index.html', 'main/bare/index.html']);
    const filled = await measurePage(root, 'main/index.html');
    const bare = await measurePage(root, 'main/bare/index.html');
    // The longest announcement (1,000 characters) is in the measured page: far more than the empty slot.
    expect(filled.html - bare.html).toBeGreaterThan(60);
  });

  it('an island already loaded by the page before interaction is not counted again against the island', async () => {
    const shared = incompressible(3000, 7);
    const root = buildDist({
      'main/index.html': `<script type="module" src="/_astro/chrome.js"></script>${island('Search')}`,
      '_astro/chrome.js': 'import "./core.js";',
      '_astro/core.js': `export const core = "${shared}";`,
      '_astro/Search.js': `import { core } from "./core.js"; export default () => core + "${incompressible(500, 3)}";`,
      '_astro/client.js': 'export default () => {};',
    }, ['main/index.html']);
    const { islands } = await checkBudgets(root, BUDGETS);
    expect(islands.find((row) => row.name === 'Search')!.gzip).toBeLessThan(1000);
  });
});
