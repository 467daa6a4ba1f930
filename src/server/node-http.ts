// Runs a Fetch-API handler, `(Request) => Promise<Response>`, on Node's http server.
// Everything behind it (static files, the sandbox API, later the edge handler) speaks Request/Response,
// so the same handlers run unchanged on an edge runtime.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

export type FetchHandler = (request: Request) => Promise<Response>;

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * The URL of a request line and Host header. The target is appended to the origin rather than
 * resolved against it, so a target such as '//evil.example' stays a path on this host; a Host header
 * that is not a valid host falls back to the listening address (no site answers it).
 */
export function requestUrl(target: string | undefined, hostHeader: string | undefined, fallbackHost: string): URL {
  const path = target?.startsWith('/') ? target : '/';
  for (const host of [hostHeader, fallbackHost]) {
    // A Host smuggling a path, query or user ('a/b', 'a?b', 'u@a') must not change the origin's meaning.
    if (!host || /[/?#@\\\s]/.test(host)) continue;
    try {
      return new URL(`http://${host}${path}`);
    } catch {
      // Not a host: try the next.
    }
  }
  return new URL(`http://${fallbackHost}/`);
}

function toRequest(req: IncomingMessage, fallbackHost: string): Request {
  const url = requestUrl(req.url, req.headers.host, fallbackHost);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    // Node requires this for streamed request bodies.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

async function writeResponse(res: ServerResponse, response: Response, isHead: boolean): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, response.statusText, headers);
  if (isHead || !response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  res.on('close', () => reader.cancel().catch(() => {}));
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!res.write(value)) await new Promise((resolve) => res.once('drain', resolve));
  }
  res.end();
}

export function listen(handler: FetchHandler, port = 0, hostname = '127.0.0.1'): Promise<RunningServer> {
  const server = createServer(async (req, res) => {
    try {
      const response = await handler(toRequest(req, `${hostname}:${port}`));
      await writeResponse(res, response, req.method === 'HEAD');
    } catch (error) {
      console.error('[server] handler failed', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://localhost:${actualPort}`,
        port: actualPort,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
