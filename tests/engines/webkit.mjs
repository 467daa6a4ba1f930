// WebKitGTK: MiniBrowser driven by WebKitWebDriver (W3C WebDriver, classic HTTP) under Xvfb, all
// from Debian's packages (webkit2gtk-driver, xvfb). A small client over fetch: the handful of
// commands the suite needs, nothing downloaded.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

// Debian ships MiniBrowser in libwebkit2gtk-4.1-0, under the multiarch folder.
const TRIPLET = { x64: 'x86_64-linux-gnu', arm64: 'aarch64-linux-gnu' }[process.arch] ?? `${process.arch}-linux-gnu`;
const MINIBROWSER = `/usr/lib/${TRIPLET}/webkit2gtk-4.1/MiniBrowser`;
const KEYS = { Enter: '\uE007', Escape: '\uE00C', Tab: '\uE004', Space: ' ' };

const freePort = () => new Promise((resolve, reject) => {
  const probe = createServer().once('error', reject).listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});

/** Waits until `child` writes a line matching `pattern` to `stream`, or exits. */
function waitForOutput(child, stream, pattern, what) {
  return new Promise((resolve, reject) => {
    let seen = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      seen += chunk;
      const match = pattern.exec(seen);
      if (match) resolve(match);
    });
    child.once('exit', (code) => reject(new Error(`${what} exited (${code}) before it was ready: ${seen.trim()}`)));
    child.once('error', reject);
  });
}

/** An X display of its own (Xvfb picks a free number and tells it on a spare descriptor). */
async function startXvfb() {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  const [, display] = await waitForOutput(xvfb, xvfb.stdio[3], /(\d+)\n/, 'Xvfb');
  return { display: `:${display}`, stop: () => xvfb.kill() };
}

/** Starts Xvfb and WebKitWebDriver; `session(args)` opens a MiniBrowser with extra arguments. */
export async function startWebKit(driverPort = 0) {
  const xvfb = await startXvfb();
  const port = driverPort || await freePort();
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], { env: { ...process.env, DISPLAY: xvfb.display }, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  await until(() => fetch(`${base}/status`).then((answer) => answer.ok, () => false));
  return {
    session: (args = []) => openSession(base, args),
    stop: async () => { driver.kill(); xvfb.stop(); },
  };
}

async function until(probe) {
  for (let tries = 0; tries < 100; tries += 1) {
    if (await probe()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver did not answer');
}

// A new session starts MiniBrowser: seconds on a loaded machine, never minutes.
const SESSION_START_MS = 60_000;

async function command(base, method, path, body, signal = undefined) {
  const answer = await fetch(`${base}${path}`, { method, signal, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const { value } = await answer.json();
  if (!answer.ok) throw new Error(`WebDriver ${method} ${path}: ${value?.error} ${value?.message ?? ''}`);
  return value;
}

async function openSession(base, args) {
  const options = { binary: MINIBROWSER, args: ['--automation', ...args] };
  const created = await command(base, 'POST', '/session', { capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': options } } }, AbortSignal.timeout(SESSION_START_MS));
  const session = `/session/${created.sessionId}`;
  const send = (method, path, body) => command(base, method, `${session}${path}`, body);
  const actions = (list) => send('POST', '/actions', { actions: list });
  const pointer = (steps) => actions([{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions: steps }]);
  return {
    version: created.capabilities.browserVersion,
    goto: (url) => send('POST', '/url', { url }),
    reload: () => send('POST', '/refresh', {}),
    url: () => send('GET', '/url'),
    run: (source, args) => send('POST', '/execute/sync', { script: `return (${source}).apply(null, arguments)`, args }),
    /** The window's width; WebKitGTK keeps a window at least about 450 px wide. */
    resize: (width, height) => send('POST', '/window/rect', { width, height }),
    moveTo: (x, y) => pointer([{ type: 'pointerMove', duration: 0, origin: 'viewport', x: Math.round(x), y: Math.round(y) }]),
    /** The pointer through each of `points` in turn, as a hand moves it (one action sequence). */
    moveThrough: (points) => pointer(points.map(([x, y]) => ({ type: 'pointerMove', duration: 0, origin: 'viewport', x: Math.round(x), y: Math.round(y) }))),
    clickAt: (x, y) => pointer([
      { type: 'pointerMove', duration: 0, origin: 'viewport', x: Math.round(x), y: Math.round(y) },
      { type: 'pointerDown', button: 0 },
      { type: 'pointerUp', button: 0 },
    ]),
    press: (key) => actions([{ type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value: KEYS[key] ?? key }, { type: 'keyUp', value: KEYS[key] ?? key }] }]),
    type: (text) => actions([{ type: 'key', id: 'keyboard', actions: [...text].flatMap((value) => [{ type: 'keyDown', value }, { type: 'keyUp', value }]) }]),
    clearCookies: () => send('DELETE', '/cookie'),
    close: () => send('DELETE', ''),
  };
}
