// The release diff's own logic: what counts as a changed page, where a link sits and how its move is
// named, which bytes moved and which trip the gate, the summary, and the pixel comparison.
import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { normaliseHtml } from './normalise.mjs';
import { diffPages } from './pages.mjs';
import { parseHtml } from './dom.mjs';
import { describeLinks, diffLinks, diffRoutes, pageLinks } from './links.mjs';
import { changedParts } from './parts.mjs';
import { describeMove, isBreach, islandMoves, pageMoves } from './bytes.mjs';
import { diffChromeJson, diffCsp } from './contract.mjs';
import { compareImages } from './image-diff.mjs';
import { pagesToPicture, visitsFor, pageLabel } from './states.mjs';
import { summaryLines, trippedGates } from './summary.mjs';
import { parseArgs } from './args.mjs';

const SHELL = (body: string) => `<!doctype html><html><head><link rel="stylesheet" href="/_astro/translate.CU5o8TNo.css"></head><body>${body}</body></html>`;
const HEADER = `<header><nav><ul>
  <li class="nav-item" data-entry="trade"><button class="nav-toggle"><span>Trade</span></button>
    <div class="menu-panel"><a href="/trade/BTC_USDT" data-track="menu.trade.spot">Spot</a></div></li>
  <li class="nav-item" data-entry="markets"><a class="nav-link" href="/markets" data-track="header.nav.markets">Markets</a></li>
</ul>
<div class="nav-item nav-more" data-nav-more><ul><li class="more-entry" data-entry="earn"><details class="more-group"><summary>Earn</summary><a href="/earn" data-track="menu.more.earn.home">Earn</a></details></li></ul></div></nav>
<a href="/de/" data-track="header.language.de">Deutsch</a>
<dialog id="site-drawer"><details class="side-group" data-group="trade"><summary>Trade</summary><a href="/trade/BTC_USDT">Spot</a></details>
  <section aria-labelledby="ops"><h2 id="ops">Operations</h2><a href="/myaccount/deposit">Deposit</a></section></dialog></header>`;
const FOOTER = (links: string) => `<footer><div class="footer-section" data-column="products"><details><summary><h2>Products</h2></summary></details><ul>${links}</ul></div>
  <a href="https://x.com/nexa" data-track="footer.social.x">X</a></footer>`;
const FIAT = '<li><a href="/myaccount/deposit_fiat">Deposit</a></li><li><a href="/myaccount/withdraw_fiat">Withdraw</a></li>';
const page = (footerLinks = FIAT, extra = '') => parseHtml(SHELL(`${HEADER}<main>${extra}</main>${FOOTER(footerLinks)}`));
const entry = (site: string, lang: string, path: string) => ({ site, lang, path, file: `${site}${path}index.html` });

describe('normalisation', () => {
  it('masks hashed asset names, and nothing a person sees', () => {
    const before = '<link href="/_astro/Header.astro_astro_type_script_index_0_lang.CkEWzWSy.js"><nexa-island data-name="TradeMarkets">Trade</nexa-island>';
    const after = '<link href="/_astro/Header.astro_astro_type_script_index_0_lang.D3x_9-aB.js"><nexa-island data-name="TradeMarkets">Trade</nexa-island>';
    expect(normaliseHtml(before)).toBe(normaliseHtml(after));
    expect(normaliseHtml(before)).not.toBe(normaliseHtml(after.replace('Trade', 'Handel')));
    expect(normaliseHtml('<a href="/_astro/x.CkEWzWSy.js">')).not.toBe(normaliseHtml('<a href="/_astro/y.CkEWzWSy.js">'));
  });

  it('calls a page changed only when its normalised HTML differs', async () => {
    const html: Record<string, string> = {
      'base|main/index.html': '<p>/_astro/a.AAAAAAAA.css</p>', 'new|main/index.html': '<p>/_astro/a.BBBBBBBB.css</p>',
      'base|main/de/index.html': '<p>Handeln</p>', 'new|main/de/index.html': '<p>Handel</p>',
      'base|tr/index.html': '', 'new|jp/index.html': '',
    };
    const read = async (side: string, item: { file: string }) => html[`${side}|${item.file}`];
    const result = await diffPages([entry('main', 'en', '/'), entry('main', 'de', '/de/'), entry('tr', 'en', '/')], [entry('main', 'en', '/'), entry('main', 'de', '/de/'), entry('jp', 'en', '/')], read);
    expect(result.changed.map(pageLabel)).toEqual(['main/de']);
    expect(result.same.map(pageLabel)).toEqual(['main/en']);
    expect(result.added.map(pageLabel)).toEqual(['jp/en']);
    expect(result.removed.map(pageLabel)).toEqual(['tr/en']);
  });

  it('says which part of a page changed', () => {
    expect(changedParts(page(), page(FIAT.replace('Withdraw', 'Abheben')))).toEqual(['footer']);
    expect(changedParts(page(), page(FIAT, '<p>new hero</p>'))).toEqual(['page']);
  });
});

describe('links', () => {
  it('names each link by the menu or column it sits in', () => {
    const places = pageLinks(page()).map((link) => `${link.area} ${link.group}: ${link.href}`);
    expect(places).toEqual([
      'header Trade: /trade/BTC_USDT',
      'header Markets: /markets',
      'More Earn: /earn',
      'header language: /de/',
      'drawer Trade: /trade/BTC_USDT',
      'drawer Operations: /myaccount/deposit',
      'footer Products: /myaccount/deposit_fiat',
      'footer Products: /myaccount/withdraw_fiat',
      'footer social: https://x.com/nexa',
    ]);
  });

  it('reports a removed footer link with its column, and a link moved between menus as removed and added', () => {
    const moved = diffLinks(pageLinks(page()), pageLinks(page(FIAT.replace('<li><a href="/myaccount/withdraw_fiat">Withdraw</a></li>', ''))));
    expect(describeLinks(moved.removed)).toBe('footer Products: /myaccount/withdraw_fiat');
    expect(moved.added).toEqual([]);
    const before = [{ area: 'header', group: 'Trade', href: '/convert' }];
    const after = [{ area: 'More', group: 'Earn', href: '/convert' }];
    expect(diffLinks(before, after)).toEqual({ added: after, removed: before });
  });

  it('takes a renamed menu or column for no link move', () => {
    const renamed = parseHtml(SHELL(`${HEADER.replace('<span>Trade</span>', '<span>Handel</span>')}${FOOTER(FIAT).replace('<h2>Products</h2>', '<h2>Produkte</h2>')}`));
    expect(diffLinks(pageLinks(page()), pageLinks(renamed))).toEqual({ added: [], removed: [] });
  });

  it('compares the route tables per site, only the sites asked for', () => {
    const base = { tr: { routes: ['/fee', '/myaccount/deposit_fiat'] }, jp: { routes: ['/a'] } };
    const fresh = { tr: { routes: ['/fee', '/help'] }, jp: { routes: ['/b'] } };
    expect(diffRoutes(base, fresh, ['tr'])).toEqual({ tr: { added: ['/help'], removed: ['/myaccount/deposit_fiat'] } });
    expect(Object.keys(diffRoutes(base, base, null))).toEqual([]);
  });
});

describe('bytes', () => {
  const budgets = { shell: { html: 33792, css: 16384, jsBeforeInteraction: 4096 }, islands: {} };
  const measured = (html: number, css: number, js: number) => ({ site: 'main', lang: 'de', path: '/de/', html, css, js });

  it('lists the measures that moved against the base and the budget, and ignores HTML bytes of an unchanged page', () => {
    expect(pageMoves([measured(20000, 9000, 3000)], [measured(20010, 9000, 3100)], budgets)).toEqual([
      { site: 'main', lang: 'de', path: '/de/', moves: [{ label: 'HTML', before: 20000, after: 20010, budget: 33792 }, { label: 'JS before interaction', before: 3000, after: 3100, budget: 4096 }] },
    ]);
    expect(pageMoves([measured(20000, 9000, 3000)], [measured(20003, 9000, 3000)], budgets, () => true)).toEqual([]);
  });

  it('trips the gate on a broken budget or growth over 1 % of the budget, not on a small move', () => {
    expect(isBreach({ before: 3000, after: 3040, budget: 4096 })).toBe(false);
    expect(isBreach({ before: 3000, after: 3042, budget: 4096 })).toBe(true);
    expect(isBreach({ before: 4000, after: 4100, budget: 4096 })).toBe(true);
    expect(isBreach({ before: 3000, after: 1000, budget: 4096 })).toBe(false);
  });

  it('lists islands that grew, shrank, came, went or got another budget', () => {
    const base = [{ name: 'Settings', gzip: 20000, budget: 26624 }, { name: 'Old', gzip: 100, budget: 200 }, { name: 'Same', gzip: 1, budget: 2 }];
    const fresh = [{ name: 'Settings', gzip: 20000, budget: 30000 }, { name: 'New', gzip: 300, budget: null }, { name: 'Same', gzip: 1, budget: 2 }];
    expect(islandMoves(base, fresh).map(describeMove)).toEqual([
      'island Settings 0 B (20000 B of 30000, budget was 26624)',
      'island Old gone (was 100 B)',
      'island New added (300 B of no budget)',
    ]);
  });
});

describe('CSP and chrome.json', () => {
  it('reports hashes added and removed per file, for the sites asked for', () => {
    const base = { 'tr/index.html': { scripts: ["'sha256-a'"], styles: [] }, 'jp/index.html': { scripts: ["'sha256-a'"] } };
    const fresh = { 'tr/index.html': { scripts: ["'sha256-b'"], styles: [] }, 'jp/index.html': { scripts: ["'sha256-c'"] } };
    expect(diffCsp(base, fresh, ['tr'])).toEqual([{ file: 'tr/index.html', added: ["'sha256-b'"], removed: ["'sha256-a'"] }]);
  });

  it('names the chrome.json fields that changed, asset hashes aside', () => {
    const base = { 'tr/_chrome/en/chrome.json': { css: ['/_astro/t.AAAAAAAA.css'], headScript: 'a', csp: { scriptHashes: ['x'] } } };
    const renamed = { 'tr/_chrome/en/chrome.json': { css: ['/_astro/t.BBBBBBBB.css'], headScript: 'a', csp: { scriptHashes: ['x'] } } };
    const changed = { 'tr/_chrome/en/chrome.json': { css: ['/_astro/t.BBBBBBBB.css'], headScript: 'b', csp: { scriptHashes: ['y'] } } };
    expect(diffChromeJson(base, renamed)).toEqual([]);
    expect(diffChromeJson(base, changed)).toEqual([{ file: 'tr/_chrome/en/chrome.json', fields: ['headScript', 'csp'] }]);
  });
});

describe('pictures', () => {
  const png = (width: number, height: number, paint: (x: number, y: number) => number[]) => {
    const image = new PNG({ width, height });
    for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) image.data.set(paint(x, y), (y * width + x) * 4);
    return PNG.sync.write(image);
  };
  const white = () => [255, 255, 255, 255];

  it('finds no change in the same pixels, and measures the share that changed', () => {
    expect(compareImages(png(20, 10, white), png(20, 10, white))).toMatchObject({ changed: false, pixels: 0, diff: null });
    const result = compareImages(png(20, 10, white), png(20, 10, (x, y) => (x < 4 && y < 5 ? [0, 0, 0, 255] : [255, 255, 255, 255])));
    expect(result.changed).toBe(true);
    expect(result.percent).toBeCloseTo(10, 0);
    expect(PNG.sync.read(result.diff!).width).toBe(20);
  });

  it('counts the part only one picture covers as changed, even on a white page', () => {
    const result = compareImages(png(20, 10, white), png(20, 12, white));
    expect(result).toMatchObject({ changed: true, width: 20, height: 12, pixels: 40 });
  });

  it('takes the gallery states of each site, main signed in, and the changed pages one site at a time', () => {
    const changed = [entry('main', 'de', '/de/'), entry('main', 'fr', '/fr/'), entry('mt', 'de', '/de/')];
    expect(pagesToPicture(changed, 2).map(pageLabel)).toEqual(['main/de', 'mt/de']);
    const shots = visitsFor(['main', 'tr'], [changed[0]]).flatMap((visit) => visit.shots.map((shot: { label: string }) => `${visit.page} ${shot.label}`));
    expect(shots).toHaveLength(2 * 5 + 1 + 3);
    expect(shots).toContain('main/en home 1440 px light, signed in (vip)');
    expect(shots).toContain('tr/en header at 360-1920 px');
    expect(shots).toContain('main/de header 1440 px');
  });
});

describe('summary and gates', () => {
  const findings = (overrides = {}) => ({
    pages: { added: [], removed: [], changed: [], total: 58 },
    links: [], routes: {}, bytes: { pages: [], islands: [] }, csp: [], chrome: [], pictures: [], picturesTaken: 61, notes: [],
    ...overrides,
  });

  it('says there is no change in one line and trips no gate', () => {
    expect(summaryLines(findings())).toEqual(['no change: 58 pages, their links, bytes, CSP and chrome.json, and 61 pictures are the same']);
    expect(trippedGates(findings(), ['links', 'bytes', 'pictures'])).toEqual([]);
  });

  it('puts a page\'s links and pictures on its line and trips the gates asked for', () => {
    const tr = entry('tr', 'en', '/');
    const removed = [{ area: 'footer', group: 'Products', href: '/myaccount/deposit_fiat' }, { area: 'footer', group: 'Products', href: '/myaccount/withdraw_fiat' }];
    const result = findings({
      pages: { added: [], removed: [], changed: [{ entry: tr, parts: ['footer'] }], total: 58 },
      links: [{ entry: tr, added: [], removed }],
      pictures: [{ page: 'tr/en', label: 'footer 1440 px', percent: 0.8 }],
    });
    expect(summaryLines(result)).toContain('tr/en: changed (footer); 2 links removed (footer Products: /myaccount/deposit_fiat, /myaccount/withdraw_fiat); footer 1440 px changed 0.80 %');
    expect(trippedGates(result, ['links', 'pictures', 'bytes'])).toEqual(['links', 'pictures']);
  });
});

describe('arguments', () => {
  it('needs a base, knows the sites and the gates', () => {
    expect(parseArgs(['--base', 'main', '--site', 'tr,jp', '--fail-on=links,pictures'], ['main', 'tr', 'jp'])).toEqual({ base: 'main', sites: ['tr', 'jp'], failOn: ['links', 'pictures'], out: 'release-diff', port: 0 });
    expect(() => parseArgs([], ['main'])).toThrow(/--base is required/);
    expect(() => parseArgs(['--base', 'x', '--site', 'xx'], ['main'])).toThrow(/unknown site xx/);
    expect(() => parseArgs(['--base', 'x', '--fail-on', 'speed'], ['main'])).toThrow(/--fail-on takes links, bytes, pictures/);
  });
});
