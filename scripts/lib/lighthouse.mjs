// Lighthouse (mobile defaults: simulated slow 4G, 4x CPU slowdown) on the homes a release engineer
// ships: every site's English home, plus the Arabic and Japanese homes of main. Debian's Chromium,
// one fresh browser per page so no cache carries over. Used by `npm run lighthouse` and `npm run bench`.
import { get } from 'node:http';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { mainSite } from '../../src/sites/index.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Beyond every site's English home: the right-to-left and the CJK home of the main site. */
const EXTRA_MAIN_PATHS = ['/ar/', '/ja/'];

/** The pages to audit for these sites: `{ site, path, url }` on the local `*.localhost` hosts. */
export function lighthouseTargets(sites, port) {
  const targets = sites.map((site) => ({ site: site.key, path: '/', host: site.hosts.local }));
  if (sites.includes(mainSite)) targets.push(...EXTRA_MAIN_PATHS.map((path) => ({ site: mainSite.key, path, host: mainSite.hosts.local })));
  return targets.map(({ site, path, host }) => ({ site, path, url: `http://${host}:${port}${path}` }));
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Status and Location of a GET; `*.localhost` hosts are reached on loopback, as Chromium does. */
function headOf(url) {
  const { hostname, port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = get({ host: '127.0.0.1', port, path: pathname + search, headers: { host: `${hostname}:${port}` } }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
    });
    request.on('error', reject);
  });
}

/**
 * Where a visitor who opens `url` lands. Hosts that send logged-out visitors elsewhere (SPEC's
 * region gate: EU, Japan, US, UK to the main host's region page) are audited on the page that
 * visitor actually reads; the hop itself is spec-mandated routing, reported beside the scores
 * rather than charged to the page (docs/quality-gates.md).
 */
export async function landingUrl(url) {
  let current = url;
  for (let hops = 0; hops < 5; hops += 1) {
    const { status, location } = await headOf(current);
    if (!REDIRECT_STATUSES.has(status) || !location) return current;
    current = new URL(location, current).href;
  }
  throw new Error(`${url}: more than 5 redirects`);
}

/** Scores (0-100), LCP and TBT (ms), CLS and total bytes of one Lighthouse result. */
export function summarise(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const failing = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual' && audit.scoreDisplayMode !== 'notApplicable')
    .map((audit) => audit.id);
  return {
    finalUrl: lhr.finalDisplayedUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    totalBytes: Math.round(value('total-byte-weight')),
    failing,
  };
}

/**
 * Runs Lighthouse on each target in turn; `onResult` sees each row as it arrives (for progress),
 * `onReport` the full report (awaited, so it can write it).
 * @param {Array<{ site: string, path: string, url: string }>} targets
 * @param {{ onResult?: (row: any, done: number, total: number) => void, onReport?: (target: any, lhr: any) => Promise<unknown> | void }} [options]
 */
export async function runLighthouse(targets, { onResult = () => {}, onReport = () => {} } = {}) {
  const rows = [];
  for (const target of targets) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
      logLevel: 'silent',
    });
    try {
      const landing = await landingUrl(target.url);
      const result = await lighthouse(landing, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
      if (!result) throw new Error(`Lighthouse returned nothing for ${target.url}`);
      if (result.lhr.runtimeError) throw new Error(`${target.url}: ${result.lhr.runtimeError.message}`);
      await onReport(target, result.lhr);
      const row = { ...target, ...summarise(result.lhr), redirectedTo: landing === target.url ? null : landing };
      rows.push(row);
      onResult(row, rows.length, targets.length);
    } finally {
      chrome.kill();
    }
  }
  return rows;
}

/** The rows as the table `npm run bench` and `npm run lighthouse` print. */
export function formatTable(rows) {
  const lines = ['  page              perf  a11y  best   seo    LCP ms  TBT ms    CLS   total KiB'];
  for (const row of rows) {
    const page = `${row.site}${row.path === '/' ? '' : ` ${row.path}`}`.padEnd(16);
    const cells = [row.performance, row.accessibility, row.bestPractices, row.seo].map((score) => String(score).padStart(4)).join('  ');
    const via = row.redirectedTo ? `   visitors land on ${new URL(row.redirectedTo).pathname}` : '';
    lines.push(`  ${page}  ${cells}   ${String(row.lcpMs).padStart(6)}  ${String(row.tbtMs).padStart(6)}  ${row.cls.toFixed(3).padStart(5)}   ${(row.totalBytes / 1024).toFixed(1).padStart(9)}${via}`);
  }
  return lines.join('\n');
}
