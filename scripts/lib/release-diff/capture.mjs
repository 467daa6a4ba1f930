// Takes a visit's pictures from one build's server, steadied so the same build always gives the
// same pixels: the browser's clock fixed at the sandbox's fixture time, the pointer in the page so
// the chrome's interactive part has come and measured the navigation (otherwise a stray synthetic
// pointer event decides whether the build's estimate or the measured bar is pictured), animations
// and transitions stopped at the screenshot (the announcement's marquee at its start), fonts
// loaded, two frames painted.
import { join } from 'node:path';
import { widthSheet } from '../gallery-widths.mjs';

/** The sandbox's fixture clock (sandbox/rng.ts FIXTURE_EPOCH_S): what "now" is for every picture. */
export const FIXED_TIME = new Date('2026-06-01T00:00:00Z');
/** is_change_skin (SPEC 9): the head script themes the page from it before first paint. */
const SKIN = { light: '0', dark: '2' };
const frame = () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));

const themeCookies = (host, theme) => [host, 'localhost'].map((domain) => ({ name: 'is_change_skin', value: SKIN[theme], domain, path: '/' }));

export async function steadyContext(browser, options) {
  const context = await browser.newContext({ deviceScaleFactor: 1, locale: 'en-US', timezoneId: 'UTC', ...options });
  await context.clock.setFixedTime(FIXED_TIME);
  return context;
}

async function load(page, origin, visit) {
  if (visit.persona) {
    await page.goto(`${origin}/__sandbox/session?persona=${visit.persona}&next=${encodeURIComponent(visit.path)}`, { waitUntil: 'networkidle' });
    await page.locator('html[data-account="ready"]').waitFor({ state: 'attached', timeout: 20_000 });
  } else {
    await page.goto(`${origin}${visit.path}`, { waitUntil: 'networkidle' });
  }
  // A reader's pointer in the page, away from the menus: the chrome's interactive part wakes and measures the bar.
  await page.mouse.move(1, visit.width > 500 ? 700 : 600);
  await page.locator('.top-nav[data-measured]').first().waitFor({ state: 'attached', timeout: 20_000 });
  if (visit.drawer) {
    await page.locator('.drawer-toggle').click();
    await page.locator('#site-drawer').waitFor({ state: 'visible' });
  }
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(frame);
}

/**
 * Takes `visit`'s shots from the server on `port` into `dir` as `<shot id>.png`. `host` is the site's
 * local host; `problems` collects console errors, which would make the pictures unreliable.
 */
export async function captureVisit(browser, { host, port, visit, dir, problems }) {
  const origin = `http://${host}:${port}`;
  if (visit.widths) {
    await widthSheet(browser, `${origin}${visit.path}`, themeCookies(host, visit.theme), join(dir, `${visit.shots[0].id}.png`), (options) => steadyContext(browser, options));
    return;
  }
  const context = await steadyContext(browser, { viewport: { width: visit.width, height: visit.width > 500 ? 900 : 812 } });
  try {
    await context.addCookies(themeCookies(host, visit.theme));
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`${visit.id}: ${error.message}`));
    await load(page, origin, visit);
    for (const shot of visit.shots) {
      const path = join(dir, `${shot.id}.png`);
      if (shot.selector) await page.locator(shot.selector).first().screenshot({ path, animations: 'disabled' });
      else await page.screenshot({ path, fullPage: Boolean(shot.fullPage), animations: 'disabled' });
    }
  } finally {
    await context.close();
  }
}
