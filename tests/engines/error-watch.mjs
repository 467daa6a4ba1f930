// What the Chromium suite's `pageErrors` fixture sees, for engines without a DevTools console to
// listen to: WebKitGTK's automation session is ephemeral and never writes console messages out, and
// classic WebDriver has no log. So the suite browses through this proxy in front of `npm start`:
// it puts a recorder script first in every HTML page (its hash added to the page's own CSP, nothing
// else loosened) and notes every failed subresource answer. The recorder keeps uncaught errors,
// rejected promises, console.error calls and CSP violations in sessionStorage, which outlives the
// page's navigations in that tab; `takeErrors` reads and empties it. A resource's own error event
// is no measure: Firefox fires it on the bundler's modulepreload links for modules it already
// loaded, nothing failing (docs/engines.md).
import { createHash } from 'node:crypto';
import { createServer, request as forward } from 'node:http';

const STORE = 'engines:errors';

/** Runs in the page before any of its own scripts. */
function recorder(store) {
  const keep = (text) => {
    try {
      const list = JSON.parse(sessionStorage.getItem(store) || '[]');
      list.push(`${location.pathname}: ${text}`);
      sessionStorage.setItem(store, JSON.stringify(list));
    } catch {}
  };
  addEventListener('error', (event) => keep(`uncaught ${event.message}`));
  addEventListener('unhandledrejection', (event) => keep(`unhandled rejection ${event.reason}`));
  document.addEventListener('securitypolicyviolation', (event) => keep(`CSP violation: ${event.violatedDirective} (${event.blockedURI})`));
  const error = console.error;
  console.error = (...args) => { keep(`console.error ${args.join(' ')}`); error.apply(console, args); };
}

const RECORDER = `(${recorder})(${JSON.stringify(STORE)})`;
const RECORDER_HASH = `'sha256-${createHash('sha256').update(RECORDER).digest('base64')}'`;

/** Page functions for the suite: read and empty what the recorder kept in this tab. */
export const takeErrors = (store) => {
  const list = JSON.parse(sessionStorage.getItem(store) || '[]');
  sessionStorage.removeItem(store);
  return list;
};
export const ERROR_STORE = STORE;

function withRecorder(html) {
  const at = /<meta charset[^>]*>/i.exec(html) ?? /<head[^>]*>/i.exec(html);
  if (!at) return html;
  const end = at.index + at[0].length;
  return `${html.slice(0, end)}<script>${RECORDER}</script>${html.slice(end)}`;
}

/**
 * Starts the proxy on `port` (0: any free port) in front of `target` (http://host:port).
 * `failures` collects every subresource answered with 400 or more; a page navigated to (a link
 * into another application, a 404 here) is the page's business, not an error of the chrome.
 */
export function startErrorWatch(target, port = 0) {
  const origin = new URL(target);
  const failures = [];
  const server = createServer((req, res) => {
    const headers = { ...req.headers };
    delete headers['accept-encoding'];
    const upstream = forward({ host: origin.hostname, port: origin.port, method: req.method, path: req.url, headers }, (answer) => {
      const out = { ...answer.headers };
      const isPage = String(out['content-type'] ?? '').startsWith('text/html');
      if (answer.statusCode >= 400 && req.headers['sec-fetch-dest'] !== 'document') failures.push(`${answer.statusCode} ${req.method} ${req.url}`);
      if (!isPage) {
        res.writeHead(answer.statusCode, out);
        answer.pipe(res);
        return;
      }
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const csp = out['content-security-policy'];
        if (csp) out['content-security-policy'] = String(csp).replace(/script-src /, `script-src ${RECORDER_HASH} `);
        const body = Buffer.from(withRecorder(Buffer.concat(chunks).toString('utf8')));
        out['content-length'] = String(body.length);
        delete out['transfer-encoding'];
        delete out.etag;
        res.writeHead(answer.statusCode, out);
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    });
    upstream.on('error', (error) => { res.writeHead(502); res.end(String(error)); });
    req.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => resolve({
      url: `http://localhost:${server.address().port}`,
      failures,
      close: () => new Promise((done) => { server.closeAllConnections(); server.close(done); }),
    }));
  });
}
