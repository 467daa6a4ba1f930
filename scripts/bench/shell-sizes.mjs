// Size of each site's English home shell: HTML and CSS bytes (raw and gzip) from dist/, and the
// JavaScript a browser loads before any interaction, measured in Chromium from the network.
import { chromium } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';

const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

async function cssOf(distDir, html) {
  const hrefs = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  let raw = 0;
  let gzip = 0;
  for (const href of hrefs) {
    const bytes = await readFile(join(distDir, href.replace(/^\//, '')));
    raw += bytes.length;
    gzip += gzipSize(bytes);
  }
  return { raw, gzip, files: hrefs.length };
}

/** Loads the page with no interaction and sums every script response it fetched. */
async function jsBeforeInteraction(browser, url) {
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.body().then((body) => ({ raw: body.length, gzip: gzipSize(body) })).catch(() => ({ raw: 0, gzip: 0 })));
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(500);
  const measured = await Promise.all(scripts);
  await page.close();
  return measured.reduce((sum, item) => ({ raw: sum.raw + item.raw, gzip: sum.gzip + item.gzip, files: sum.files + 1 }), { raw: 0, gzip: 0, files: 0 });
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
