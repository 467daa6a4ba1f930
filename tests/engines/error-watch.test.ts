// The engines suite's error watch: the recorder goes first into every page and only its own hash
// joins the page's CSP; failed subresources are noted, a page navigated to is not.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startErrorWatch } from './error-watch.mjs';

const CSP = "default-src 'none'; script-src 'self' 'sha256-page'; style-src 'self'";
let upstream: Server;
let watch: Awaited<ReturnType<typeof startErrorWatch>>;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    if (req.url === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': CSP, etag: '"x"' });
      res.end('<!DOCTYPE html><html><head><meta charset="utf-8"><script>page()</script></head><body>é</body></html>');
      return;
    }
    res.writeHead(404, { 'content-type': req.url === '/gone' ? 'text/html' : 'text/javascript' });
    res.end('missing');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  watch = await startErrorWatch(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
});

afterAll(async () => {
  await watch.close();
  await new Promise((resolve) => upstream.close(resolve));
});

test('puts the recorder right after the charset, before the page\'s own script, and allows only its hash', async () => {
  const answer = await fetch(`${watch.url}/`);
  const html = await answer.text();
  const [, recorder] = /<meta charset="utf-8"><script>([^<]+)<\/script><script>page\(\)<\/script>/.exec(html) ?? [];
  expect(recorder).toContain('securitypolicyviolation');
  const hash = createHash('sha256').update(recorder!).digest('base64');
  expect(answer.headers.get('content-security-policy')).toBe(`default-src 'none'; script-src 'sha256-${hash}' 'self' 'sha256-page'; style-src 'self'`);
  expect(answer.headers.get('etag')).toBeNull();
  expect(html.endsWith('<body>é</body></html>')).toBe(true);
});

test('notes a failed subresource, not a page the browser navigated to', async () => {
  watch.failures.splice(0);
  await fetch(`${watch.url}/gone`, { headers: { 'sec-fetch-dest': 'document' } }).then((answer) => answer.text());
  await fetch(`${watch.url}/missing.js`, { headers: { 'sec-fetch-dest': 'script' } }).then((answer) => answer.text());
  expect(watch.failures).toEqual(['404 GET /missing.js']);
});
