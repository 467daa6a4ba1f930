// JavaScript an island costs when a person first reaches for it, measured in Chromium from the
// network: scripts fetched after the page loaded, from the first hover of the control until the
// island answers. Split into the island's own code and the shared React runtime it pulls in.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { gzipSize, sharedRuntimeOf } from './react-runtime.mjs';

/** The islands measured: where, how to reach for it, and what shows it answered. */
const ISLANDS = [
  { name: 'settings', host: 'localhost', path: '/', open: async (page) => {
    await page.locator('.header-actions [data-track="header.settings"]').click();
    await page.getByRole('dialog').waitFor();
  } },
  { name: 'settings + exchange rate tab', host: 'localhost', path: '/', open: async (page) => {
    await page.locator('.header-actions [data-track="header.settings"]').click();
    await page.getByRole('tab').nth(1).click();
    await page.locator('input[name="settings-currency"]').first().waitFor();
  } },
  { name: 'theme toggle', host: 'localhost', path: '/', open: async (page) => {
    await page.locator('.header-actions [data-track="header.theme"]').click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  } },
];

async function measure(browser, port, island) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`http://${island.host}:${port}${island.path}`, { waitUntil: 'load' });
  await page.waitForTimeout(300);
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = response.url();
    scripts.push(response.body().then((body) => ({ url, raw: body.length, gzip: gzipSize(body) })).catch(() => ({ url, raw: 0, gzip: 0 })));
  });
  await island.open(page);
  await page.waitForTimeout(300);
  const loaded = await Promise.all(scripts);
  const runtime = await sharedRuntimeOf(page);
  const shared = (row) => runtime(row.url);
  await page.context().clearCookies();
  await page.close();
  const sum = (rows) => rows.reduce((total, row) => ({ raw: total.raw + row.raw, gzip: total.gzip + row.gzip, files: total.files + 1 }), { raw: 0, gzip: 0, files: 0 });
  return { island: island.name, own: sum(loaded.filter((row) => !shared(row))), shared: sum(loaded.filter(shared)) };
}

/** @param {{ port: number }} options */
export async function measureIslands({ port }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const rows = [];
    for (const island of ISLANDS) rows.push(await measure(browser, port, island));
    return rows;
  } finally {
    await browser.close();
  }
}
