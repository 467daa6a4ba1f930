// The picture diff end to end on one site (Turkey's light gallery states): both builds served and
// pictured in one browser. dist/ against itself changes nothing (the pictures are steady); against a
// copy whose footer says something else, exactly the picture that shows the footer changes, and the
// report shows it in Chromium with every image loaded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { chromium } from '@playwright/test';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from '../chromium.mjs';
import { reportHtml } from './report.mjs';
import { formatPercent } from './image-diff.mjs';
import { takePictures } from './pictures.mjs';
import { visitsFor } from './states.mjs';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const DIST = join(ROOT, 'dist');
let work: string;

/** dist/ with Turkey's English home's footer link "Fees" renamed: every other file linked, not copied. */
async function editedDist(): Promise<string> {
  const dist = join(work, 'dist');
  await cp(join(DIST, 'tr'), join(dist, 'tr'), { recursive: true });
  for (const entry of await readdir(DIST)) if (entry !== 'tr') await symlink(join(DIST, entry), join(dist, entry));
  const page = join(dist, 'tr', 'index.html');
  const html = await readFile(page, 'utf8');
  const edited = html.replace(/(data-track="footer\.support\.fees"[^>]*>)[^<]+</, '$1Fees and limits for every market<');
  expect(edited).not.toBe(html);
  await writeFile(page, edited);
  return dist;
}

describe('picture diff on one site', () => {
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'release-diff-test-'));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('finds the same build the same and a footer change in the pictures that show the footer', async () => {
    const visits = visitsFor(['tr'], []).filter((visit) => visit.theme === 'light');
    const same = await takePictures({ root: ROOT, baseDist: DIST, newDist: DIST, visits, out: join(work, 'same'), log: () => {} });
    expect(same.taken).toBe(3);
    expect(same.pictures).toEqual([]);
    expect(same.problems).toEqual([]);

    const out = join(work, 'changed');
    const changed = await takePictures({ root: ROOT, baseDist: DIST, newDist: await editedDist(), visits, out, log: () => {} });
    expect(changed.pictures.map((picture) => picture.label)).toEqual(['home 1440 px light']);
    const [picture] = changed.pictures;
    expect(picture.percent).toBeGreaterThan(0);
    expect(picture.percent).toBeLessThan(5);
    expect(PNG.sync.read(await readFile(join(out, picture.files.diff))).width).toBe(1440);

    await writeFile(join(out, 'index.html'), reportHtml({ base: 'dist', when: new Date(), pictures: changed.pictures, summary: [], percentText: formatPercent }));
    const browser = await chromium.launch({ executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      await page.goto(pathToFileURL(join(out, 'index.html')).href);
      const images = await page.locator('img').evaluateAll((all) => all.map((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0));
      expect(images).toEqual([true, true, true]);
    } finally {
      await browser.close();
    }
  }, 120_000);
});
