// `npm run test:engines`: the chrome's smoke checks in Firefox ESR (puppeteer-core, WebDriver BiDi)
// and WebKitGTK (WebKitWebDriver + MiniBrowser under Xvfb), against `npm start`'s world. One
// browser per engine at a time (a second one with scripting off), pages reused. Any page error,
// console error, failed subresource or CSP violation during a check fails it (error-watch.mjs).
// The two engines run side by side, each with its own error watch (a check mostly waits on its
// browser, so two share the machine's cores well); each engine's lines print together when it ends.
// Prints each engine's version and ends with "N passed, M failed"; writes test-results/engines.json.
// ENGINES_PORT=n: the server on n, Firefox's error watch on n+1, WebKitWebDriver on n+2, WebKit's
// error watch on n+3 (default: free ports).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './lib/start-server.mjs';
import { startErrorWatch, takeErrors, ERROR_STORE } from '../tests/engines/error-watch.mjs';
import { openFirefox, FIREFOX } from '../tests/engines/firefox.mjs';
import { startWebKit } from '../tests/engines/webkit.mjs';
import { scriptingOn, scriptingOff } from '../tests/engines/checks.mjs';
import { ui } from '../tests/engines/ui.mjs';
import { chromiumFaces } from '../tests/engines/chromium-faces.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHECK_LIMIT_MS = 60_000;
const basePort = Number(process.env.ENGINES_PORT ?? 0);
const port = (offset) => (basePort ? basePort + offset : 0);
// ENGINES=firefox|webkit and ENGINES_ONLY=<regular expression on check names> narrow a run while working on it.
const only = new RegExp(process.env.ENGINES_ONLY ?? '');
const picked = (checks) => checks.filter(([name]) => only.test(name));

async function runCheck(engine, page, origin, watch, [name, check]) {
  const started = Date.now();
  let failure = null;
  try {
    await page.clearCookies();
    let timer;
    const limit = new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`still running after ${CHECK_LIMIT_MS / 1000} s`)), CHECK_LIMIT_MS); });
    await Promise.race([check(ui(page, origin), engine), limit]).finally(() => clearTimeout(timer));
  } catch (error) {
    failure = error.message;
  }
  const errors = [...(await page.run(String(takeErrors), [ERROR_STORE]).catch(() => [])), ...watch.failures.splice(0)];
  if (!failure && errors.length) failure = `page errors: ${errors.join(' | ')}`;
  const ms = Date.now() - started;
  engine.lines.push(`  ${failure ? '✗' : '✓'} ${name} (${ms} ms)${failure ? `\n      ${failure}` : ''}`);
  engine[failure ? 'failed' : 'passed'] += 1;
}

/** Runs `checks` in a browser `open()` gives, closing it after; a browser that will not start fails once. */
async function inBrowser(engine, open, checks, watch) {
  let page;
  try {
    page = await open();
    engine.version = page.version;
  } catch (error) {
    engine.lines.push(`  ✗ ${engine.name} did not start: ${error.message}`);
    engine.failed += 1;
    return;
  }
  try {
    for (const check of picked(checks)) await runCheck(engine, page, watch.url, watch, check);
  } finally {
    await page.close().catch(() => undefined);
  }
}

/** The faces Chromium draws the font lines in, which both engines' font check compares with. */
let reference = {};

async function firefox(watch) {
  const engine = { name: 'Firefox ESR', passed: 0, failed: 0, lines: [], ...reference };
  if (!existsSync(FIREFOX)) return { ...engine, failed: 1, missing: `${FIREFOX} missing (apt-get install firefox-esr)` };
  await inBrowser(engine, () => openFirefox(), scriptingOn, watch);
  await inBrowser(engine, () => openFirefox({ scripting: false }), scriptingOff, watch);
  return engine;
}

async function webkit(watch) {
  const engine = { name: 'WebKitGTK', passed: 0, failed: 0, lines: [], ...reference };
  let driver;
  try {
    driver = await startWebKit(port(2));
  } catch (error) {
    return { ...engine, failed: 1, missing: `WebKitWebDriver or Xvfb did not start (apt-get install webkit2gtk-driver xvfb): ${error.message}` };
  }
  // On a loaded machine MiniBrowser now and then never answers a new session (the driver waited
  // 300 s, then "fetch failed"): a session that does not open in time gets one fresh driver.
  const open = async (args) => {
    try {
      return await driver.session(args);
    } catch (error) {
      engine.lines.push(`  · a WebKit session did not open (${error.message}); starting a fresh driver`);
      await driver.stop();
      driver = await startWebKit(port(2));
      return driver.session(args);
    }
  };
  try {
    await inBrowser(engine, () => open(), scriptingOn, watch);
    await inBrowser(engine, () => open(['--enable-javascript=false']), scriptingOff, watch);
  } finally {
    await driver.stop();
  }
  return engine;
}

/** Runs one engine against its own error watch and prints its lines as one block. */
async function runEngine(key, run, watchPort) {
  const watch = await startErrorWatch(server.url, watchPort);
  const started = Date.now();
  try {
    const result = await run(watch);
    result.seconds = Math.round((Date.now() - started) / 100) / 10;
    if (result.missing) result.lines = [...(result.lines ?? []), `  ✗ ${result.missing}`];
    console.log(`\n[engines] ${key}\n${(result.lines ?? []).join('\n')}`);
    console.log(`[engines] ${result.name} ${result.version ?? '(no version)'}: ${result.passed} passed, ${result.failed} failed in ${result.seconds} s${result.phoneWidth ? `; narrowest phone width ${result.phoneWidth} px` : ''}`);
    return result;
  } finally {
    await watch.close();
  }
}

const server = await startServer(ROOT, port(0));
let results;
try {
  reference = await chromiumFaces(server.url).then((faces) => ({ chromiumFaces: faces }), (error) => ({ chromiumError: error.message }));
  console.log(`[engines] Chromium draws the font lines in: ${reference.chromiumFaces ? Object.entries(reference.chromiumFaces).map(([line, face]) => `${line} ${face}`).join(', ') : reference.chromiumError}`);
  const engines = Object.entries({ firefox: [firefox, port(1)], webkit: [webkit, port(3)] }).filter(([name]) => (process.env.ENGINES ?? name) === name);
  results = await Promise.all(engines.map(([key, [run, watchPort]]) => runEngine(key, run, watchPort)));
} finally {
  await server.close();
}

const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
mkdirSync(join(ROOT, 'test-results'), { recursive: true });
writeFileSync(join(ROOT, 'test-results', 'engines.json'), JSON.stringify({ passed, failed, engines: results.map(({ lines, ...result }) => result) }, null, 2));
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
