// Lighthouse (mobile defaults: simulated slow 4G, 4x CPU slowdown) on the homes a release engineer
// ships: every site's English home, plus the Arabic and Japanese homes of main. Debian's Chromium,
// one fresh browser per page so no cache carries over. Used by `npm run lighthouse` and `npm run bench`.
import { get } from 'node:http';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
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

/** One Lighthouse run in a fresh browser; resolves to the landing URL and the report. */
async function auditOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    const landing = await landingUrl(url);
    const result = await lighthouse(landing, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return { landing, lhr: result.lhr };
  } finally {
    chrome.kill();
  }
}

/**
 * Runs Lighthouse on each target in turn, `runs` times, and keeps the median run (Lighthouse's own
 * pick: the run nearest the median FCP and time to interactive), as Lighthouse advises for scores
 * that move with machine load; each row also lists every run's TBT. `onResult` sees each row as it
 * arrives (for progress), `onReport` the kept report (awaited, so it can write it). The first run
 * of a series is thrown away: it meets a browser new to the machine's caches and a server that has
 * not yet compressed the shared stylesheets and scripts, which made whichever page came first slower.
 * @param {Array<{ site: string, path: string, url: string }>} targets
 * @param {{ runs?: number, onResult?: (row: any, done: number, total: number) => void, onReport?: (target: any, lhr: any) => Promise<unknown> | void }} [options]
 */
export async function runLighthouse(targets, { runs = 1, onResult = () => {}, onReport = () => {} } = {}) {
  const rows = [];
  if (targets.length) await auditOnce(targets[0].url);
  for (const target of targets) {
    const audits = [];
    for (let run = 0; run < runs; run += 1) audits.push(await auditOnce(target.url));
    const lhr = computeMedianRun(audits.map((audit) => audit.lhr));
    const { landing } = audits[0];
    await onReport(target, lhr);
    const row = {
      ...target,
      ...summarise(lhr),
      runs,
      tbtRunsMs: audits.map((audit) => Math.round(audit.lhr.audits['total-blocking-time'].numericValue)),
      redirectedTo: landing === target.url ? null : landing,
    };
    rows.push(row);
    onResult(row, rows.length, targets.length);
  }
  return rows;
}

/** The rows as the table `npm run bench` and `npm run lighthouse` print. */
export function formatTable(rows) {
  const runs = rows[0]?.runs ?? 1;
  const lines = [`  page              perf  a11y  best   seo    LCP ms  TBT ms    CLS   total KiB${runs > 1 ? `   TBT of each of ${runs} runs` : ''}`];
  for (const row of rows) {
    const page = `${row.site}${row.path === '/' ? '' : ` ${row.path}`}`.padEnd(16);
    const cells = [row.performance, row.accessibility, row.bestPractices, row.seo].map((score) => String(score).padStart(4)).join('  ');
    const via = row.redirectedTo ? `   visitors land on ${new URL(row.redirectedTo).pathname}` : '';
    const eachTbt = runs > 1 ? `   ${row.tbtRunsMs.join(' / ').padEnd(19)}` : '';
    lines.push(`  ${page}  ${cells}   ${String(row.lcpMs).padStart(6)}  ${String(row.tbtMs).padStart(6)}  ${row.cls.toFixed(3).padStart(5)}   ${(row.totalBytes / 1024).toFixed(1).padStart(9)}${eachTbt}${via}`.trimEnd());
  }
  return lines.join('\n');
}
