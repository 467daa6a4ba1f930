// `npm test`: the translation check, the machine's browsers and fonts (installed when missing, scripts/ensure-machine.mjs), the type check beside a
// fresh build, the unit tests and checks over dist/ (vitest), the end-to-end tests (Playwright in
// Debian's Chromium), and the smoke checks in Firefox ESR and WebKitGTK (`npm run test:engines`,
// beside vitest). The build comes before vitest so no test judges a stale dist/. Each step says how long it took;
// the run ends with one closing line "N passed, M failed".
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureMachine } from './ensure-machine.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = join(ROOT, 'test-results');
mkdirSync(RESULTS, { recursive: true });

// A new machine: install the browsers, Xvfb and fonts (root with apt-get), or stop at once naming the one command.
if (!ensureMachine()) {
  writeFileSync(join(RESULTS, 'summary.json'), JSON.stringify({ passed: 0, failed: 1 }));
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const timings = [];

/**
 * Runs a step and resolves to its exit status. A step run beside another (`quiet`) keeps its output
 * until it ends, so two steps' lines never interleave.
 */
function run(label, command, args, { env = {}, quiet = false } = {}) {
  const started = Date.now();
  if (!quiet) console.log(`\n[test] ${label}`);
  const child = spawn(command, args, { cwd: ROOT, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
  let output = '';
  if (quiet) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => { output += chunk; });
  return new Promise((resolve) => {
    child.once('error', (error) => { output += `${error.message}\n`; });
    child.once('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 100) / 10;
      timings.push([label, seconds]);
      if (quiet) console.log(`\n[test] ${label} (ran beside other steps)\n${output.trimEnd()}`);
      console.log(`[test] ${label}: ${seconds} s, exit ${code ?? 1}`);
      resolve(code ?? 1);
    });
  });
}

function readJson(path) {
  try {
    return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
  } catch {
    return null;
  }
}

const i18n = await run('i18n:check', process.execPath, [join(ROOT, 'scripts', 'i18n-check.mjs')]);

// The type check is one thread and so is most of the build: on two cores they run side by side.
// `astro sync` writes the generated types first, so the check (--noSync) reads finished files while
// the build's own sync writes the same content again.
const sync = await run('astro sync (generated types for the type check)', bin('astro'), ['sync']);
const typecheckRun = sync === 0
  ? run('type check (astro check)', bin('astro'), ['check', '--noSync'], { quiet: true })
  : Promise.resolve(1);
// Built for npm start's local world (the e2e server's), so the e2e run does not build again.
const build = await run('build (every site, local world)', process.execPath, [join(ROOT, 'scripts', 'build.mjs'), '--local']);
// The release gate on a production build (no local host, no sandbox path in any file), built into
// its own folder so dist/ stays npm start's world: about 12 s.
const productionCheck = join('.build', 'production-check');
const productionBuild = await run('production build for the release gate', process.execPath, [join(ROOT, 'scripts', 'build.mjs'), '--out', productionCheck]);
const deployCheck = productionBuild === 0
  ? await run('deploy:check on the production build', process.execPath, [join(ROOT, 'scripts', 'deploy-check.mjs'), '--dist', productionCheck])
  : 1;

// Firefox and WebKit mostly wait on their browsers, vitest on servers and workerd: side by side they
// share two cores better than one after the other. Both read the finished build.
const enginesJson = join(RESULTS, 'engines.json');
rmSync(enginesJson, { force: true });
const enginesRun = build === 0
  ? run('smoke checks in Firefox ESR and WebKitGTK (test:engines)', process.execPath, [join(ROOT, 'scripts', 'test-engines.mjs')], { quiet: true })
  : Promise.resolve(1);
const vitestJson = join(RESULTS, 'vitest.json');
const vitest = await run('unit tests and checks over dist/ (vitest)', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
const typecheck = await typecheckRun;
const engines = await enginesRun;

const playwrightJson = join(RESULTS, 'playwright.json');
const e2e = build === 0
  ? await run('end-to-end tests (Playwright, Chromium)', bin('playwright'), ['test'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson } })
  : 1;

const unit = readJson(vitestJson);
const browser = build === 0 ? readJson(playwrightJson) : null;
const unitPassed = unit?.numPassedTests ?? 0;
const unitFailed = unit ? unit.numFailedTests : 1;
const e2ePassed = browser?.stats?.expected ?? 0;
// A run that could not start (its server's port taken, a config error) reports no failed test: count it.
const e2eCounted = browser ? (browser.stats.unexpected ?? 0) + (browser.stats.flaky ?? 0) : 1;
const e2eFailed = e2e !== 0 && e2eCounted === 0 ? 1 : e2eCounted;
const checkFailed = [i18n, typecheck, build, deployCheck].filter((status) => status !== 0).length;
const engineRun = readJson(enginesJson);
const enginesPassed = engineRun?.passed ?? 0;
// As for e2e: a run that ended badly without a failed check (no report, a crash) counts as one.
const enginesFailed = engines !== 0 && !engineRun?.failed ? 1 : engineRun?.failed ?? 0;

const passed = unitPassed + e2ePassed + enginesPassed;
const failed = unitFailed + e2eFailed + enginesFailed + checkFailed;
writeFileSync(join(RESULTS, 'summary.json'), JSON.stringify({ passed, failed, unit: { passed: unitPassed, failed: unitFailed }, e2e: { passed: e2ePassed, failed: e2eFailed }, engines: { passed: enginesPassed, failed: enginesFailed } }));
console.log(`\n[test] times: ${timings.map(([label, seconds]) => `${label.replace(/ \(.*$/, '')} ${seconds} s`).join('; ')}`);
console.log(`unit ${unitPassed} passed, ${unitFailed} failed; e2e ${e2ePassed} passed, ${e2eFailed} failed; engines ${enginesPassed} passed, ${enginesFailed} failed${checkFailed ? `; ${checkFailed} check(s) failed` : ''}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && vitest === 0 && e2e === 0 && engines === 0 ? 0 : 1);
