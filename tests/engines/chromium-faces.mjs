// Chromium's answer for the font lines (font-probe.mjs): the face it draws each line in, as its
// DevTools protocol reports it (CSS.getPlatformFontsForNode: the platform fonts that drew the node's
// glyphs, the one with the most glyphs first). The width probe runs here too and must name the same
// face, so the probe Firefox and WebKit are judged by is itself checked against a real answer.
import puppeteer from 'puppeteer-core';
import { CHROMIUM_PATH, CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';
import { usedFaces, FALLBACK_FACES, FONT_LINES } from './font-probe.mjs';

/** line name -> the face Chromium draws it in; throws when the probe disagrees with the protocol. */
export async function chromiumFaces(origin) {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    const faces = {};
    for (const line of FONT_LINES) {
      await page.goto(`${origin}${line.path}`);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument');
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: line.selector });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      const face = [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)[0]?.familyName;
      const probed = await page.evaluate(`(${usedFaces}).apply(null, ${JSON.stringify([line.selector, line.script, FALLBACK_FACES])})`);
      if (!face || !probed.faces?.includes(face)) throw new Error(`${line.name} line: Chromium draws ${face}, the width probe says ${JSON.stringify(probed)}`);
      faces[line.name] = face;
    }
    return faces;
  } finally {
    await browser.close();
  }
}
