// `npm run gallery`: a screenshot of every site's English home as a visitor gets it, at 1440 px
// (whole page) and at 375 px with the drawer open, light and dark, and a contact sheet of its header
// at every width from 360 to 1920 px, into gallery/ with an index.html that shows each site's five
// side by side. Builds first when dist/ is stale, installs missing fonts
// when it can, runs `npm start` on a free port (sandbox API, the current announcement in each page,
// as a visitor gets it), prints progress, and reports any console error a page logs.
import { chromium } from '@playwright/test';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sites } from '../src/sites/index.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { ensureBuilt } from './lib/ensure-built.mjs';
import { startServer } from './lib/start-server.mjs';
import { galleryIndex } from './lib/gallery-index.mjs';
import { widthSheet } from './lib/gallery-widths.mjs';
import { ensureFonts } from './ensure-fonts.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'gallery');
/** is_change_skin (SPEC 9): the head script themes the page from it before first paint. */
const THEMES = [{ name: 'light', skin: '0' }, { name: 'dark', skin: '2' }];
const VIEWS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, fullPage: true, drawer: false },
  { name: 'phone', viewport: { width: 375, height: 812 }, fullPage: false, drawer: true },
];

ensureFonts();
await ensureBuilt(ROOT);
await rm(OUT, { recursive: true, force: true });
await mkdir(OUT, { recursive: true });

const server = await startServer(ROOT);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const shots = [];
const problems = [];
const total = sites.length * THEMES.length * VIEWS.length;
try {
  for (const site of sites) {
    for (const theme of THEMES) {
      for (const view of VIEWS) {
        const context = await browser.newContext({ viewport: view.viewport });
        await context.addCookies([{ name: 'is_change_skin', value: theme.skin, domain: site.hosts.local, path: '/' }, { name: 'is_change_skin', value: theme.skin, domain: 'localhost', path: '/' }]);
        const page = await context.newPage();
        page.on('console', (message) => message.type() === 'error' && problems.push(`${site.key} ${view.name} ${theme.name}: ${message.text()}`));
        page.on('pageerror', (error) => problems.push(`${site.key} ${view.name} ${theme.name}: ${error.message}`));
        await page.goto(`http://${site.hosts.local}:${server.port}/`, { waitUntil: 'networkidle' });
        if (view.drawer) {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'visible' });
        }
        await page.evaluate(() => document.fonts.ready);
        const file = `${site.key}-${view.name}-${theme.name}.png`;
        await page.screenshot({ path: join(OUT, file), fullPage: view.fullPage, animations: 'disabled' });
        const themed = await page.locator('html').getAttribute('data-theme');
        if (themed !== theme.name) problems.push(`${site.key} ${view.name}: asked for ${theme.name}, the page shows ${themed ?? 'no theme mark'}`);
        shots.push({ site: site.key, name: site.name, view: view.name, theme: theme.name, file, url: page.url().replace(`:${server.port}`, '') });
        console.log(`[gallery] ${shots.length}/${total} ${file}`);
        await context.close();
      }
    }
    const file = `${site.key}-widths.png`;
    const url = `http://${site.hosts.local}:${server.port}/`;
    await widthSheet(browser, url, [{ name: 'is_change_skin', value: '0', domain: site.hosts.local, path: '/' }], join(OUT, file));
    shots.push({ site: site.key, name: site.name, view: 'widths', theme: 'light', file, url: url.replace(`:${server.port}`, '') });
    console.log(`[gallery] ${site.key}: header at every width, ${file}`);
  }
} finally {
  await browser.close();
  await server.close();
}

await writeFile(join(OUT, 'index.html'), galleryIndex(shots, new Date()));
console.log(`[gallery] wrote ${shots.length} screenshots and gallery/index.html`);
if (problems.length) {
  console.log(`[gallery] ${problems.length} problem(s) seen while taking them:`);
  for (const problem of problems) console.log(`  ${problem}`);
  process.exitCode = 1;
}
