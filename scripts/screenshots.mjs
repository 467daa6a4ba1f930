// Screenshots of home shells at desktop and mobile widths into gallery/, for looking at the chrome.
// Usage: node scripts/screenshots.mjs [baseUrl] [site/path ...]   (server must be running)
import { chromium } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const port = process.env.PORT ?? 4321;
const targets = process.argv.slice(2).length ? process.argv.slice(2) : ['localhost/', 'tr.localhost/', 'ae.localhost/ar/', 'jp.localhost/ja/'];
const widths = [1440, 375];

await mkdir('gallery', { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const target of targets) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const [host, ...rest] = target.split('/');
    await page.goto(`http://${host}:${port}/${rest.join('/')}`);
    const name = `gallery/${target.replace(/[^a-z0-9]+/gi, '_')}${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
    await page.close();
  }
}
await browser.close();
