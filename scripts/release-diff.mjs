// `npm run release:diff -- --base <git ref | built dist folder> [--site tr,jp] [--fail-on links,bytes,pictures] [--port 4390]`:
// what this working tree's build changes against the base, per site x language: pages, links (named
// by their menu or footer column), bytes (against the base and budgets.json), CSP hashes and
// chrome.json, and pictures of both builds compared pixel by pixel. Writes release-diff/index.html
// (the changed pictures), report.txt and report.json; prints a short summary; with --fail-on exits 1
// when a named gate trips. docs/release.md explains what it compares and why.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_KEYS } from '../src/sites/index.ts';
import { ensureBuilt } from './lib/ensure-built.mjs';
import { readBudgets } from './lib/budgets.mjs';
import { ensureFonts } from './ensure-fonts.mjs';
import { parseArgs } from './lib/release-diff/args.mjs';
import { prepareBase } from './lib/release-diff/base-build.mjs';
import { diffBuilds } from './lib/release-diff/builds.mjs';
import { pagesToPicture, visitsFor } from './lib/release-diff/states.mjs';
import { takePictures } from './lib/release-diff/pictures.mjs';
import { summaryLines, trippedGates } from './lib/release-diff/summary.mjs';
import { reportHtml } from './lib/release-diff/report.mjs';
import { formatPercent } from './lib/release-diff/image-diff.mjs';
import { fontsFingerprint } from './lib/release-diff/fonts.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
const log = (message) => console.log(`[release-diff] ${seconds()} ${message}`);

let options;
try {
  options = parseArgs(process.argv.slice(2), [...SITE_KEYS]);
} catch (error) {
  console.error(`[release-diff] ${error.message}`);
  process.exit(2);
}
const out = resolve(ROOT, options.out);
const siteKeys = options.sites ?? [...SITE_KEYS];

ensureFonts({ log });
let base;
try {
  base = await prepareBase(ROOT, options.base, log);
} catch (error) {
  console.error(`[release-diff] ${error.message}`);
  process.exit(2);
}
// Interrupted: the temporary worktree goes too (the servers and the browser die with the process group).
process.once('SIGINT', () => base.cleanup().then(() => process.exit(130)));
let findings;
try {
  log('new: this working tree, built for the local world when dist/ is stale');
  await ensureBuilt(ROOT, { local: true });
  log(`comparing pages, links, bytes, CSP and chrome.json${options.sites ? ` of ${siteKeys.join(', ')}` : ''}`);
  const budgets = readBudgets();
  const text = await diffBuilds([base.dist, join(ROOT, 'dist')], options.sites, [base.budgets ?? budgets, budgets]);
  const pictured = pagesToPicture(text.pages.changed.map((row) => row.entry));
  const visits = visitsFor(siteKeys, pictured);
  log(`${text.pages.changed.length} pages changed; taking ${visits.reduce((sum, visit) => sum + visit.shots.length, 0)} pictures of each build`);
  const fonts = fontsFingerprint();
  const shots = await takePictures({ root: ROOT, baseDist: base.dist, newDist: join(ROOT, 'dist'), visits, out, port: options.port, log });
  const notes = [];
  if (pictured.length < text.pages.changed.length) notes.push(`pictured ${pictured.length} of ${text.pages.changed.length} changed pages (one per site in turn)`);
  for (const problem of shots.problems) notes.push(`page error while taking pictures: ${problem}`);
  findings = { ...text, pictures: shots.pictures, picturesTaken: shots.taken, notes, fonts };
} finally {
  await base.cleanup();
}

const summary = summaryLines(findings);
await mkdir(out, { recursive: true });
await writeFile(join(out, 'report.json'), `${JSON.stringify({ base: base.label, sites: siteKeys, ...findings }, null, 1)}\n`);
await writeFile(join(out, 'report.txt'), `${summary.join('\n')}\n`);
await writeFile(join(out, 'index.html'), reportHtml({ base: base.label, when: new Date(), pictures: findings.pictures, summary, percentText: formatPercent }));
if (!findings.pictures.length) await rm(join(out, 'pictures'), { recursive: true, force: true });

log(`done; report: ${join(options.out, 'index.html')}`);
console.log(`\nRelease diff against ${base.label}${options.sites ? `, sites ${siteKeys.join(', ')}` : ''}:`);
for (const line of summary) console.log(`  ${line}`);
const tripped = trippedGates(findings, options.failOn);
if (tripped.length) {
  console.log(`\n[release-diff] --fail-on ${tripped.join(', ')}: failing`);
  process.exit(1);
}
