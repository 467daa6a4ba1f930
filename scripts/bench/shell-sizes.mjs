// Size of each site's English home shell: HTML and CSS bytes (raw and gzip) from dist/, and the
// JavaScript a browser runs before any interaction, measured in Chromium: every script file it
// fetched (the chrome module and anything it imports) plus the inline scripts of the page (the
// head script, the announcement bar's), gzipped together as the budget check counts them
// (scripts/lib/budgets.mjs): they reach the browser in one compressed page, not one stream each. Run alone: `node scripts/bench/shell-sizes.mjs [site...]` while dist/ exists.
import { chromium } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { builtElements } from '../../src/integrations/outputs/built-html.ts';

const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;
const sizeOf = (bytes) => ({ raw: bytes.length, gzip: gzipSize(bytes) });
const sum = (items) => items.reduce((total, item) => ({ raw: total.raw + item.raw, gzip: total.gzip + item.gzip, files: total.files + 1 }), { raw: 0, gzip: 0, files: 0 });

async function cssOf(distDir, html) {
  const hrefs = builtElements(html, ['link']).filter(({ attrs }) => attrs.rel === 'stylesheet' && attrs.href).map(({ attrs }) => attrs.href);
  let raw = 0;
  let gzip = 0;
  for (const href of hrefs) {
    const bytes = await readFile(join(distDir, href.replace(/^\//, '')));
    raw += bytes.length;
    gzip += gzipSize(bytes);
  }
  return { raw, gzip, files: hrefs.length };
}

/** Inline scripts the browser executes: no src, and a JavaScript type (not JSON data). */
const INLINE_SCRIPTS = () => [...document.querySelectorAll('script:not([src])')]
  .filter((script) => !script.type || /^(module|text\/javascript|application\/javascript)$/i.test(script.type))
  .map((script) => script.textContent ?? '');

/** Loads the page with no interaction; sums every script file it fetched and every inline script. */
async function jsBeforeInteraction(browser, url) {
  const page = await browser.newPage();
  const files = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    files.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, ...sizeOf(body) })).catch(() => ({ url: response.url(), raw: 0, gzip: 0 })));
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(500);
  const texts = await page.evaluate(INLINE_SCRIPTS);
  const inlined = { ...sizeOf(Buffer.from(texts.join('\n'))), files: texts.length };
  const fetched = await Promise.all(files);
  await page.close();
  const modules = sum(fetched);
  return {
    raw: modules.raw + inlined.raw,
    gzip: modules.gzip + inlined.gzip,
    files: modules.files,
    inline: inlined,
    modules: { ...modules, list: fetched },
  };
}

/** @param {{ distDir: string, port: number, sites: Array<{ key: string, hosts: { local: string } }> }} options */
export async function measureShells({ distDir, port, sites }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const site of sites) {
      const html = await readFile(join(distDir, site.key, 'index.html'));
      const css = await cssOf(distDir, html.toString('utf8'));
      const js = await jsBeforeInteraction(browser, `http://${site.hosts.local}:${port}/`);
      rows.push({ site: site.key, html: { raw: html.length, gzip: gzipSize(html) }, css, js });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { sites } = await import('../../src/sites/index.ts');
  const { createApp } = await import('../../src/server/app.ts');
  const { listen } = await import('../../src/server/node-http.ts');
  const { createSandbox } = await import('../../sandbox/index.ts');
  const distDir = join(import.meta.dirname, '..', '..', 'dist');
  const only = process.argv.slice(2);
  const server = await listen(createApp({ root: distDir, before: [createSandbox()] }), 0);
  try {
    const rows = await measureShells({ distDir, port: server.port, sites: sites.filter((site) => !only.length || only.includes(site.key)) });
    for (const row of rows) {
      const { js } = row;
      console.log(`${row.site}: JS before interaction ${(js.gzip / 1024).toFixed(2)} KiB gz = inline ${(js.inline.gzip / 1024).toFixed(2)} (${js.inline.files} scripts) + files ${(js.modules.gzip / 1024).toFixed(2)}`);
      for (const file of js.modules.list) console.log(`    ${file.url}  ${file.raw} B raw, ${file.gzip} B gz`);
    }
  } finally {
    await server.close();
  }
}
