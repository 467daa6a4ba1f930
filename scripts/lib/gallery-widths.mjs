// The gallery's width matrix (issue 22): one contact sheet per site, its header strip at every width
// people use, one page resized through them with a reader's pointer in the page (the bar measured,
// as it is once a person arrives), each strip labelled with its width. Composed in the browser
// itself, so no image tool is needed.
export const HEADER_WIDTHS = [360, 375, 414, 768, 992, 1024, 1280, 1366, 1440, 1536, 1920];
const STRIP_HEIGHT = 64;

const frame = () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));

/** Header strips of `url` at every width, as PNG data. */
async function strips(newContext, url, cookies) {
  const context = await newContext({ viewport: { width: HEADER_WIDTHS[0], height: 800 } });
  await context.addCookies(cookies);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.mouse.move(1, 700);
  await page.evaluate(() => document.fonts.ready);
  const taken = [];
  for (const width of HEADER_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(frame);
    const png = await page.screenshot({ clip: { x: 0, y: 0, width, height: STRIP_HEIGHT }, animations: 'disabled' });
    taken.push({ width, png });
  }
  await context.close();
  return taken;
}

/**
 * Writes `file` (a PNG): every strip under its width label, on one sheet. `newContext` opens the
 * strips' browser context (the release diff's fixes the clock).
 */
export async function widthSheet(browser, url, cookies, file, newContext = (options) => browser.newContext(options)) {
  const taken = await strips(newContext, url, cookies);
  const widest = Math.max(...HEADER_WIDTHS);
  const rows = taken.map(({ width, png }) =>
    `<figure><figcaption>${width} px</figcaption><img width="${width}" height="${STRIP_HEIGHT}" src="data:image/png;base64,${png.toString('base64')}"></figure>`).join('');
  const context = await browser.newContext({ viewport: { width: widest + 32, height: 800 } });
  const page = await context.newPage();
  await page.setContent(`<style>body{margin:0;padding:16px;background:#d9dce1;font:13px system-ui,sans-serif}figure{margin:0 0 12px}figcaption{margin-bottom:4px;color:#333}img{display:block;outline:1px solid #9aa3ae}</style>${rows}`);
  await page.screenshot({ path: file, fullPage: true });
  await context.close();
}
