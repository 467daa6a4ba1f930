// Firefox ESR (Debian's firefox-esr) driven by puppeteer-core over WebDriver BiDi: no geckodriver,
// no browser download. Offers the same page interface as the WebKit client (webkit.mjs).
import puppeteer from 'puppeteer-core';

export const FIREFOX = '/usr/bin/firefox-esr';

/** One browser, one page; `scripting: false` sets the `javascript.enabled` preference off. */
export async function openFirefox({ scripting = true } = {}) {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: scripting ? {} : { 'javascript.enabled': false },
  });
  const page = await browser.newPage();
  let height = 900;
  return {
    version: (await browser.version()).replace('firefox/', ''),
    goto: (url) => page.goto(url),
    reload: () => page.reload(),
    url: async () => page.url(),
    run: (source, args) => page.evaluate(`(${source}).apply(null, ${JSON.stringify(args)})`),
    resize: async (width, newHeight = height) => {
      height = newHeight;
      await page.setViewport({ width, height });
    },
    moveTo: (x, y) => page.mouse.move(x, y),
    moveThrough: async (points) => {
      for (const [x, y] of points) await page.mouse.move(x, y);
    },
    clickAt: (x, y) => page.mouse.click(x, y),
    press: (key) => page.keyboard.press(key === 'Space' ? ' ' : key),
    type: (text) => page.keyboard.type(text),
    clearCookies: async () => {
      const cookies = await browser.cookies();
      if (cookies.length) await browser.deleteCookie(...cookies);
    },
    close: () => browser.close(),
  };
}
