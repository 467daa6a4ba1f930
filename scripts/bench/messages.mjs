// Messages and notices figures: what the announcement bar costs a visitor (inline script bytes,
// gzip, and the layout shift measured in Chromium on main's home), the message panel island's JS
// (what a logged-in user's browser downloads on the first hover of the bell). The home notices and
// the CDN check are no files of their own: they ride in the home's module before interaction,
// which bench.mjs reports as the visitor JS figure.
import { chromium } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { checkBudgets } from '../lib/budgets.mjs';
import { compileInlineScript, INLINE_SCRIPTS } from '../../src/integrations/inline-scripts.ts';

const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;
/** Chunks of React itself and Astro's React renderer, shared by every React island (as island-sizes.mjs). */
const SHARED = /\/(react|react-dom|client|jsx-runtime|rolldown-runtime)[.-]/;

/** The bar's inline script as built, and what it adds to the gzipped page. */
async function announcementScript(distDir) {
  const html = await readFile(join(distDir, 'main', 'index.html'), 'utf8');
  // The exact text the page writes (src/components/AnnouncementSlot.astro), not a search of the page.
  const script = compileInlineScript(INLINE_SCRIPTS.announcementBar);
  const element = `<script>${script}</script>`;
  if (!html.includes(element)) throw new Error('main/index.html has no announcement bar script as the source compiles it: run npm run build');
  const without = html.replace(element, '');
  return { raw: Buffer.byteLength(script), gzip: gzipSize(Buffer.from(script)), addedToPageGzip: gzipSize(Buffer.from(html)) - gzipSize(Buffer.from(without)) };
}

async function layoutShift(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 1000);
      }),
  );
}

async function collectScripts(page) {
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSize(body) })).catch(() => null));
  });
  return async () => (await Promise.all(scripts)).filter(Boolean);
}

const sum = (rows) => rows.reduce((total, row) => ({ raw: total.raw + row.raw, gzip: total.gzip + row.gzip, files: total.files + 1 }), { raw: 0, gzip: 0, files: 0 });

/** @param {{ distDir: string, port: number }} options */
export async function benchMessages({ distDir, port }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const origin = `http://localhost:${port}`;
  try {
    const cls = {};
    for (const [name, viewport] of [['desktop', { width: 1440, height: 900 }], ['mobile', { width: 375, height: 740 }]]) {
      const page = await browser.newPage({ viewport });
      await page.goto(`${origin}/`, { waitUntil: 'load' });
      cls[name] = await layoutShift(page);
      await page.close();
    }

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const user = await context.newPage();
    // Signed in, the account island wakes at load and brings React: wait until the page is quiet,
    // so what the first hover fetches is the panel's own cost, not the account island's tail.
    await user.goto(`${origin}/__sandbox/session?persona=user&next=/`, { waitUntil: 'networkidle' });
    const afterHover = await collectScripts(user);
    await user.locator('.message-slot').getByRole('link', { name: 'Notifications' }).hover();
    await user.locator('.message-panel .notice-item').first().waitFor();
    const island = await afterHover();
    await context.close();
    const own = island.filter((row) => !SHARED.test(row.url));

    return {
      announcement: { inlineScript: await announcementScript(distDir), cls },
      messagePanel: {
        ...sum(own),
        scripts: island.map((row) => row.url),
        shared: sum(island.filter((row) => SHARED.test(row.url))),
        // The island's whole chunk graph without the React renderer, as budgets.json counts it:
        // what it costs where no other island has loaded the API client and schemas first.
        chunkGraphGzip: (await checkBudgets(distDir)).islands.find((row) => row.name === 'MessagePanel')?.gzip ?? null,
      },
    };
  } finally {
    await browser.close();
  }
}
