import { test, expect } from './test.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sites } from '../../src/sites/index.ts';
import { E2E_PORT } from '../../playwright.config.ts';
import { SITES_MANIFEST_FILE, type SitesManifestEntry } from '../../src/contracts/build-outputs.ts';

// Read in the tests, not at collection: the web server (npm start) rebuilds a stale dist/ first.
const readManifest = (): SitesManifestEntry[] => JSON.parse(readFileSync(join(process.cwd(), 'dist', SITES_MANIFEST_FILE), 'utf8'));

test('dist/sites.json lists every site x language plus the region variants on main in their languages, and every file exists', () => {
  const manifest = readManifest();
  for (const site of sites) {
    const langs = manifest.filter((entry) => entry.site === site.key && !entry.path.startsWith('/en-')).map((entry) => entry.lang);
    expect(langs.sort(), site.key).toEqual([...site.languages].sort());
    for (const entry of manifest.filter((e) => e.site === site.key)) expect(entry.siteId).toBe(site.siteId);
  }
  const regions = manifest.filter((entry) => entry.path.startsWith('/en-')).map((entry) => `${entry.site}${entry.path}`);
  const expected = sites.flatMap((site) => site.languages.map((lang) => `main${site.regionPrefix ?? ''}${lang === 'en' ? '' : `/${lang}`}/`))
    .filter((path) => path.startsWith('main/en-'));
  expect(regions.sort()).toEqual(expected.sort());
  expect(regions).toEqual(expect.arrayContaining(['main/en-eu/', 'main/en-eu/de/', 'main/en-eu/fr/', 'main/en-jp/ja/', 'main/en-us/es/', 'main/en-gb/']));
  for (const entry of manifest) expect(existsSync(join(process.cwd(), 'dist', entry.file)), entry.file).toBe(true);
});

test('/__sites lists every page as a working link to its local host', async ({ page, request }) => {
  const manifest = readManifest();
  await page.goto('/__sites');
  const hrefs = await page.locator('a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  expect(hrefs).toHaveLength(manifest.length);
  expect(hrefs).toContain(`http://tr.localhost:${E2E_PORT}/tr/`);
  for (const href of hrefs) {
    const response = await request.get(href.replace(/^http:\/\/[^/]+/, `http://127.0.0.1:${E2E_PORT}`), { headers: { host: new URL(href).host } });
    expect(response.status(), href).toBe(200);
  }
});

test('region variants on main show their region chrome', async ({ page }) => {
  const expectations = [['/en-eu/', 'eu'], ['/en-jp/', 'jp'], ['/en-us/', 'us'], ['/en-gb/', 'uk']] as const;
  for (const [path, region] of expectations) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toHaveAttribute('data-site', region);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `https://www.nexa.exchange${path}`);
  }
});

test('unknown paths and hosts answer the 404 page', async ({ request }) => {
  const unknownPath = await request.get('/no/such/page/');
  expect(unknownPath.status()).toBe(404);
  expect(await unknownPath.text()).toContain('Page not found');
  const unknownHost = await request.get(`http://127.0.0.1:${E2E_PORT}/`, { headers: { host: 'evil.example' } });
  expect(unknownHost.status()).toBe(404);
});
