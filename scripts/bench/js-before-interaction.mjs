// JavaScript a visitor's browser loads before any interaction, per site: every response of type
// script on the English home, measured from the network in Chromium, plus the page's own HTML.
// Gzip sizes are computed here (level 9) so the figure does not depend on the server compressing.
//
//   import { measureJsBeforeInteraction } from './bench/js-before-interaction.mjs';
//   node scripts/bench/js-before-interaction.mjs [--port 4321] [--site main,tr]   (server must be running)
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';

/** DESIGN.md budget: all script before the first interaction, gzip. */
export const JS_BUDGET_GZIP_BYTES = 4 * 1024;

const gzipBytes = (body) => gzipSync(body, { level: 9 }).length;

async function measurePage(browser, url) {
  const page = await browser.newPage();
  const scripts = [];
  let html = null;
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script') scripts.push(response.body().catch(() => Buffer.alloc(0)));
    if (type === 'document' && response.url() === url) html = response.body();
  });
  const response = await page.goto(url, { waitUntil: 'load' });
  if (!response || response.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
  // Anything a load handler or idle callback pulls in still counts: wait for the network to settle.
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(scripts);
  const htmlBody = await html;
  await page.close();
  return {
    scripts: bodies.length,
    jsBytes: bodies.reduce((sum, body) => sum + body.length, 0),
    jsGzipBytes: bodies.reduce((sum, body) => sum + gzipBytes(body), 0),
    htmlGzipBytes: htmlBody ? gzipBytes(htmlBody) : 0,
  };
}

/**
 * Loads each site's English home from a running server (local hosts, <key>.localhost) and returns
 * per site { site, scripts, jsBytes, jsGzipBytes, htmlGzipBytes }.
 * @param {{ port: number, sites: Array<{ key: string, hosts: { local: string } }> }} options
 */
export async function measureJsBeforeInteraction({ port, sites }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const rows = [];
    for (const site of sites) rows.push({ site: site.key, ...(await measurePage(browser, `http://${site.hosts.local}:${port}/`)) });
    return rows;
  } finally {
    await browser.close();
  }
}

async function cli(argv) {
  const option = (name) => {
    const index = argv.indexOf(name);
    return index === -1 ? undefined : argv[index + 1];
  };
  const { sites } = await import('../../src/sites/index.ts');
  const only = option('--site')?.split(',');
  const chosen = only ? sites.filter((site) => only.includes(site.key)) : sites;
  const rows = await measureJsBeforeInteraction({ port: Number(option('--port') ?? process.env.PORT ?? 4321), sites: chosen });
  console.log('site      scripts   JS bytes   JS gzip   HTML gzip   (JS budget <= 4096 B gzip)');
  for (const row of rows) {
    const over = row.jsGzipBytes > JS_BUDGET_GZIP_BYTES ? '  OVER BUDGET' : '';
    console.log(`${row.site.padEnd(8)} ${String(row.scripts).padStart(8)} ${String(row.jsBytes).padStart(10)} ${String(row.jsGzipBytes).padStart(9)} ${String(row.htmlGzipBytes).padStart(11)}${over}`);
  }
  return rows.every((row) => row.jsGzipBytes <= JS_BUDGET_GZIP_BYTES) ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await cli(process.argv.slice(2));
