// Both builds' pictures in one browser (Debian's Chromium headless shell, the machine's fonts), each
// build served by this checkout's `npm start` (same edge, same sandbox data), compared pixel by
// pixel; the changed ones land in <out>/pictures/ as base, new and diff PNGs.
import { chromium } from '@playwright/test';
import { mkdir, readFile, rm, writeFile, copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getSite } from '../../../src/sites/index.ts';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from '../chromium.mjs';
import { startServer } from '../start-server.mjs';
import { captureVisit } from './capture.mjs';
import { compareImages } from './image-diff.mjs';

async function compareVisit(visit, work, out) {
  const changed = [];
  for (const shot of visit.shots) {
    const [before, after] = await Promise.all(['base', 'new'].map((side) => readFile(join(work, side, `${shot.id}.png`))));
    const result = compareImages(before, after);
    if (!result.changed) continue;
    const files = { base: `pictures/${shot.id}-base.png`, new: `pictures/${shot.id}-new.png`, diff: `pictures/${shot.id}-diff.png` };
    await copyFile(join(work, 'base', `${shot.id}.png`), join(out, files.base));
    await copyFile(join(work, 'new', `${shot.id}.png`), join(out, files.new));
    await writeFile(join(out, files.diff), result.diff);
    changed.push({ id: shot.id, page: visit.page, label: shot.label, percent: result.percent, pixels: result.pixels, files });
  }
  return changed;
}

/**
 * Takes every visit's shots from both builds (`jobs` visits at a time) and compares them.
 * Resolves to `{ pictures, taken, problems }`: the changed pictures, how many were compared, and
 * page errors seen (a page that threw may not show what it should).
 */
export async function takePictures({ root, baseDist, newDist, visits, out, port = 0, jobs = 2, log }) {
  const work = join(out, '.work');
  await rm(join(out, 'pictures'), { recursive: true, force: true });
  await Promise.all([join(work, 'base'), join(work, 'new'), join(out, 'pictures')].map((dir) => mkdir(dir, { recursive: true })));
  const servers = await Promise.all([
    startServer(root, port, { SERVE_DIST: baseDist }),
    startServer(root, port ? port + 1 : 0, { SERVE_DIST: newDist }),
  ]);
  const browser = await chromium.launch({ executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const pictures = [];
  const problems = [];
  const total = visits.reduce((sum, visit) => sum + visit.shots.length, 0);
  let done = 0;
  const queue = [...visits];
  const worker = async () => {
    for (let visit = queue.shift(); visit; visit = queue.shift()) {
      const host = getSite(visit.site).hosts.local;
      for (const [index, side] of ['base', 'new'].entries()) {
        await captureVisit(browser, { host, port: servers[index].port, visit, dir: join(work, side), problems: side === 'new' ? problems : [] });
      }
      pictures.push(...(await compareVisit(visit, work, out)));
      done += visit.shots.length;
      log(`pictures ${done}/${total}: ${visit.page} ${visit.shots.map((shot) => shot.label).join(', ')}`);
    }
  };
  try {
    await Promise.all(Array.from({ length: jobs }, worker));
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
    await rm(work, { recursive: true, force: true });
  }
  const order = visits.flatMap((visit) => visit.shots.map((shot) => shot.id));
  pictures.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
  return { pictures, taken: total, problems };
}
