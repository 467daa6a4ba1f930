// Every script the sites offer renders in a real font for its language: the footer's language names
// (each marked with its own lang) and a page's own text, asked of Chromium's renderer (which font
// actually drew the glyphs), so missing fonts or a stack naming the wrong family fail here.
import { test, expect, type Page } from './test.ts';
import { siteUrl } from './helpers.ts';

/** The family this machine (Debian, fonts-noto-cjk and fonts-noto-core) must draw each language in. */
const EXPECTED: Array<[lang: string, family: string]> = [
  ['zh-CN', 'Noto Sans CJK SC'],
  ['zh-TW', 'Noto Sans CJK TC'],
  ['ja', 'Noto Sans CJK JP'],
  ['ko', 'Noto Sans CJK KR'],
  ['th', 'Noto Sans Thai'],
  ['ar', 'Noto Sans Arabic'],
];

/** Families Chromium used to draw the text of the first element matching `selector`, most glyphs first. */
async function renderedFamilies(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  // Reports the fonts that drew the element's child text nodes.
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.sort((a, b) => b.glyphCount - a.glyphCount).map((font) => font.familyName);
}

test('each language name in the main footer picker is drawn in a font of its script', async ({ page }) => {
  await page.goto(siteUrl('main'));
  await page.evaluate(() => document.fonts.ready);
  for (const [lang, family] of EXPECTED) {
    expect(await renderedFamilies(page, `footer [data-language-picker] a[lang="${lang}"]`), lang).toContain(family);
  }
});

for (const [site, path, family] of [['main', '/ja/', 'Noto Sans CJK JP'], ['main', '/ar/', 'Noto Sans Arabic'], ['main', '/th/', 'Noto Sans Thai']] as const) {
  test(`${path} draws its headline in ${family}`, async ({ page }) => {
    await page.goto(siteUrl(site, path));
    await page.evaluate(() => document.fonts.ready);
    expect((await renderedFamilies(page, 'main h1'))[0]).toBe(family);
  });
}
