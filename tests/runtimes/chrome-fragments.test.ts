import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { chromeFolder, CHROME_ROUTE_PLACEHOLDER, listChromeFragments } from '../../src/sites/chrome-fragments.ts';
import { sites } from '../../src/sites/index.ts';
import { builtDist } from '../support/dist.ts';
import { compileInlineScript, INLINE_SCRIPTS } from '../../src/integrations/inline-scripts.ts';

const HEAD_SCRIPT = compileInlineScript(INLINE_SCRIPTS.head);
import { createHash } from 'node:crypto';

let dist: string;
beforeAll(() => {
  dist = builtDist();
}, 120_000);

describe('embeddable chrome', () => {
  it("names the shells' own files in chrome.json: their stylesheets in their order, the chrome's module script", () => {
    const manifest = JSON.parse(readFileSync(join(dist, 'main/_chrome/en/chrome.json'), 'utf8')) as { css: string[]; js: string[] };
    // A shell without the home notices: its chrome module is the plain one the fragments load.
    const shell = readFileSync(join(dist, 'main/myaccount/index.html'), 'utf8');
    const linked = [...shell.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
    // The header and footer's stylesheets are the shell's, cascading in the same order.
    expect(manifest.css.length).toBeGreaterThan(0);
    expect(linked.filter((href) => manifest.css.includes(href))).toEqual(manifest.css);
    // The chrome's module before interaction is the very file the shell loads (cached once for both).
    expect(shell).toContain(`<script type="module" src="${manifest.js[0]}"></script>`);
    expect(manifest.js).toHaveLength(2);
    // The markup carries no script or stylesheet element of its own to load: chrome.json names them.
    const markup = readFileSync(join(dist, 'main/_chrome/en/header.html'), 'utf8') + readFileSync(join(dist, 'main/_chrome/en/footer.html'), 'utf8');
    expect(markup).not.toMatch(/<script\b[^>]*\bsrc=|<link\b/);
  });

  it('emits a header, a footer and chrome.json for every shell page: each site x language it offers and each region variant in its languages', () => {
    // A region's pages on the main host come in each language the region's own site offers.
    const expected = sites.reduce((count, site) => count + site.languages.length * (site.regionPrefix ? 2 : 1), 0);
    const folders = new Set(listChromeFragments().map(({ site, folder }) => chromeFolder(site, folder)));
    expect(folders.size).toBe(expected);
    for (const folder of folders) {
      const header = readFileSync(join(dist, folder, 'header.html'), 'utf8');
      const footer = readFileSync(join(dist, folder, 'footer.html'), 'utf8');
      expect(header, folder).toMatch(new RegExp(`^<div class="chrome-fragment" data-chrome-part="header" data-route="\\{\\{route\\}\\}" data-page-context="[^"]+"><header class="site-header"`));
      expect(footer, folder).toMatch(new RegExp(`^<div class="chrome-fragment" data-chrome-part="footer" data-page-context="[^"]+"><footer class="site-footer"`));
      expect(header + footer).not.toMatch(/<!doctype|<link rel="stylesheet"/i);
      const manifest = JSON.parse(readFileSync(join(dist, folder, 'chrome.json'), 'utf8'));
      expect(manifest.css.length, folder).toBeGreaterThan(0);
      for (const file of [...manifest.css, ...manifest.js]) expect(existsSync(join(dist, file)), `${folder}: ${file}`).toBe(true);
      expect(manifest.headScript, folder).toBe(HEAD_SCRIPT);
      expect(manifest.csp.scriptHashes, folder).toContain(`'sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}'`);
      expect(existsSync(join(dist, folder, 'header'))).toBe(false);
    }
  });

  it("carries the account island in the footer, and a region variant's chrome under its prefix", () => {
    const footer = readFileSync(join(dist, 'main/_chrome/en/footer.html'), 'utf8');
    // After the footer, as in a shell; then the end marker the including page's first paint waits
    // for (docs/embedding.md point 4).
    expect(footer.trimEnd()).toMatch(/<\/footer><template id="account-island">[\s\S]*<nexa-island data-name="AccountIsland"[\s\S]*<\/template><span id="chrome-end" hidden><\/span><\/div>$/);
    const ukOnMain = readFileSync(join(dist, 'main/_chrome/en-gb/header.html'), 'utf8').replaceAll(CHROME_ROUTE_PLACEHOLDER, '/fee');
    expect(ukOnMain).toContain('data-site="uk"');
    const hrefs = [...ukOnMain.matchAll(/\bhref="(\/[^"]*)"/g)].map((match) => match[1]!);
    expect(hrefs.length).toBeGreaterThan(20);
    for (const href of hrefs) expect(href, href).toMatch(/^\/en-gb\//);
  });

  it("leaves the page's route to the including page: language and live-trading links, data-route, announced in chrome.json", () => {
    const read = (file: string) => readFileSync(join(dist, file), 'utf8');
    expect(JSON.parse(read('main/_chrome/en-eu-de/chrome.json')).routePlaceholder).toBe(CHROME_ROUTE_PLACEHOLDER);
    for (const part of ['header', 'footer']) {
      const html = read(`main/_chrome/en-eu-de/${part}.html`);
      const languageHrefs = [...html.matchAll(/<a [^>]*\bhreflang="[^"]+"[^>]*>/g)].map((tag) => /\bhref="([^"]*)"/.exec(tag[0])![1]);
      expect(languageHrefs.length, part).toBeGreaterThan(4);
      for (const href of languageHrefs) expect(href, part).toMatch(/^\/en-eu(\/(de|fr|it|es|pt))?\{\{route\}\}$/);
    }
    expect(read('testnet/_chrome/zh/header.html')).toContain('class="live-trading" href="https://www.nexa.exchange/zh{{route}}"');
    // Never inside inline code: filling it in would break the hashes the including page's CSP allows.
    for (const { site, folder, part } of listChromeFragments()) {
      const html = read(join(chromeFolder(site, folder), `${part}.html`));
      for (const [, body] of html.matchAll(/<(?:script|style)\b[^>]*>([\s\S]*?)<\/(?:script|style)>/g)) expect(body, `${folder} ${part}`).not.toContain(CHROME_ROUTE_PLACEHOLDER);
    }
  });

  it("carries the wallet announcement's slot in the header, shown only on /myaccount routes", () => {
    const header = readFileSync(join(dist, 'main/_chrome/en/header.html'), 'utf8');
    expect(header).toMatch(/<section class="announcement" data-announcement-page="wallet" hidden/);
    expect(header).toContain('.chrome-fragment:not([data-route="/myaccount"],[data-route^="/myaccount/"],[data-route^="/myaccount?"])>.announcement[data-announcement-page="wallet"]{display:none}');
  });

  it('keeps the fragments out of sites.json and serves them for other applications to include', async () => {
    const listed = JSON.parse(readFileSync(join(dist, 'sites.json'), 'utf8')) as { path: string }[];
    expect(listed.some((entry) => entry.path.includes('_chrome'))).toBe(false);
    const app = createApp({ root: dist });
    const response = await app(new Request('http://eu.localhost/_chrome/de/footer.html'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.text()).toContain('data-site="eu"');
  });
});
