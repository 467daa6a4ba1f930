// Runs a Fetch-API handler, `(Request) => Promise<Response>`, on Node's http server. Everything behind
// it (the edge, the sandbox API) speaks Request/Response, so the same handlers run on an edge runtime.
// A handler may also answer static requests as plain values (`answer`) without a Request and a
// Response, the server's main cost: a built file goes to the static server (`sendFile`, sirv), the
// rest (redirects, made pages) is written straight to the socket.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { EdgeAnswer, EdgeInput } from '../edge/answer.ts';
import type { RequestContext } from '../edge/handler.ts';
import { CACHE, securityHeaderList } from '../edge/security-headers.ts';
import { methodRefusal } from '../edge/method-policy.ts';
import { forwardedClient, type TrustedProxies } from './trusted-proxy.ts';

export type FetchHandler = (request: Request, context?: RequestContext) => Promise<Response>;

/** A Fetch handler that can also answer some requests without a Request (null: use the handler). */
export type ServerHandler = FetchHandler & {
  answer?: (input: EdgeInput) => Promise<EdgeAnswer | null>;
  /** Sends an answer whose body is a built file (`answer.file`). */
  sendFile?: (req: IncomingMessage, res: ServerResponse, answer: EdgeAnswer) => Promise<void>;
};

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Methods a Fetch Request cannot carry (it throws): answered 405 here as the edge answers them (method-policy.ts). */
const FORBIDDEN_METHODS = new Set(['TRACE', 'CONNECT']);

/**
 * Time limits and a connection cap, so slow or stalled clients hold neither memory nor sockets for
 * long: the headers within 10 s, the whole request (its body) within 20 s (the edge itself cuts a
 * body at 15 s, body-limit.ts), checked every second; past the cap new sockets are closed at once.
 */
export const SERVER_LIMITS = { headersTimeoutMs: 10_000, requestTimeoutMs: 20_000, checkIntervalMs: 1_000, maxConnections: 1024 } as const;

export interface ListenOptions {
  /** Peers whose X-Forwarded-For and X-Forwarded-Proto are believed (TRUSTED_PROXIES; default none). */
  trustedProxies?: TrustedProxies;
  /** Open sockets at most (default SERVER_LIMITS.maxConnections). */
  maxConnections?: number;
}
const ABSOLUTE_FORM = /^https?:\/\//i;

function originOf(host: string, path: string, protocol: string): URL | null {
  // A Host smuggling a path, query or user ('a/b', 'a?b', 'u@a') must not change the origin's meaning.
  if (!host || /[/?#@\\\s]/.test(host)) return null;
  try {
    return new URL(`${protocol}://${host}${path}`);
  } catch {
    return null;
  }
}

/**
 * The URL of a request line and Host header. An origin-form target is appended to the origin rather
 * than resolved against it, so '//evil.example' stays a path on this host. An absolute-form target
 * ('GET http://localhost:4321/zh/') keeps its path, and its authority replaces the Host header
 * (RFC 9112 3.2.2). A host that is not valid falls back to the listening address (no site answers it).
 */
export function requestUrl(target: string | undefined, hostHeader: string | undefined, fallbackHost: string, protocol: 'http' | 'https' = 'http'): URL {
  let path = target?.startsWith('/') ? target : '/';
  let host = hostHeader;
  if (target && ABSOLUTE_FORM.test(target)) {
    try {
      const absolute = new URL(target);
      host = absolute.username || absolute.password ? undefined : absolute.host;
      path = `${absolute.pathname}${absolute.search}`;
    } catch {
      host = undefined;
    }
  }
  for (const candidate of [host, fallbackHost]) {
    const url = candidate ? originOf(candidate, path, protocol) : null;
    if (url) return url;
  }
  return new URL(`${protocol}://${fallbackHost}/`);
}

function headerOf(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The request body as a web stream with backpressure. Unlike Readable.toWeb, a reader that gives up
 * (a refused upload) leaves the socket paused instead of failing on data still arriving.
 */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Buffer) => {
        if (cancelled) return;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.once('end', () => cancelled || controller.close());
      req.once('error', (error) => cancelled || controller.error(error));
      req.pause();
    },
    pull() {
      req.resume();
    },
    cancel() {
      cancelled = true;
      req.pause();
    },
  }, { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength });
}

function toRequest(req: IncomingMessage, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? bodyStream(req) : undefined,
    // Node requires this for streamed request bodies.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

function writeAnswer(res: ServerResponse, { status, headers, body }: EdgeAnswer, isHead: boolean): void {
  const flat: string[] = [];
  for (const [name, value] of headers) flat.push(name, value);
  if (body) flat.push('content-length', String(body.byteLength));
  res.writeHead(status, flat);
  res.end(isHead || !body ? undefined : body);
}

async function writeResponse(req: IncomingMessage, res: ServerResponse, response: Response, isHead: boolean): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  // A body left unread (a refused upload) is not drained: the connection closes after this answer.
  if (!req.complete || req.readableFlowing === false) headers.connection = 'close';
  // An empty reason phrase ('HTTP/1.1 413 ') would replace Node's standard one.
  res.writeHead(response.status, response.statusText || undefined, headers);
  if (isHead || !response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  res.on('close', () => reader.cancel().catch(() => {}));
  for (;;) {
    // An origin that fails mid-body (it closed early, its length was short, its coding broken) makes
    // the read throw: the caller destroys the socket, so no client or cache takes the part for whole.
    const { done, value } = await reader.read();
    if (done) break;
    if (!res.write(value)) await new Promise((resolve) => res.once('drain', resolve));
  }
  res.end();
}

/** An answer written on a bare socket (CONNECT, which Node hands over without a response object). */
function rawAnswer({ status, headers, body }: EdgeAnswer, reason: string): string {
  const lines = [`HTTP/1.1 ${status} ${reason}`, ...headers.map(([name, value]) => `${name}: ${value}`), `content-length: ${body?.byteLength ?? 0}`, 'connection: close'];
  return `${lines.join('\r\n')}\r\n\r\n${body ? new TextDecoder().decode(body) : ''}`;
}

/** Two Host headers name two sites: which one the request is for is not ours to guess (RFC 9112 3.2). */
function hasOneHost(req: IncomingMessage): boolean {
  let count = 0;
  for (let index = 0; index < req.rawHeaders.length; index += 2) if (req.rawHeaders[index]!.toLowerCase() === 'host') count += 1;
  return count <= 1;
}

function plainAnswer(status: number, text: string): EdgeAnswer {
  const headers: [string, string][] = [['content-type', 'text/plain; charset=utf-8'], ['cache-control', CACHE.none], ...securityHeaderList({ embedding: 'same-origin' })];
  return { status, headers, body: new TextEncoder().encode(text) };
}

export function listen(handler: ServerHandler, port = 0, hostname = '127.0.0.1', options: ListenOptions = {}): Promise<RunningServer> {
  const trusted = options.trustedProxies ?? new Set<string>();
  const limits = { headersTimeout: SERVER_LIMITS.headersTimeoutMs, requestTimeout: SERVER_LIMITS.requestTimeoutMs, connectionsCheckingInterval: SERVER_LIMITS.checkIntervalMs };
  const server = createServer(limits, async (req, res) => {
    const method = req.method ?? 'GET';
    const isHead = method === 'HEAD';
    try {
      if (!hasOneHost(req)) {
        res.shouldKeepAlive = false;
        writeAnswer(res, plainAnswer(400, 'Bad request: more than one Host header'), isHead);
        return;
      }
      const client = forwardedClient(req, trusted);
      const url = requestUrl(req.url, req.headers.host, `${hostname}:${port}`, client.protocol ?? 'http');
      if (FORBIDDEN_METHODS.has(method)) {
        writeAnswer(res, methodRefusal(method, url.pathname) as EdgeAnswer, false);
        return;
      }
      if (handler.answer && (method === 'GET' || isHead)) {
        const answered = await handler.answer({ method, url, header: (name) => headerOf(req, name) });
        if (answered?.file && handler.sendFile) {
          await handler.sendFile(req, res, answered);
          return;
        }
        if (answered && !answered.file) {
          writeAnswer(res, answered, isHead);
          return;
        }
      }
      const response = await handler(toRequest(req, url), { clientAddress: client.address });
      await writeResponse(req, res, response, isHead);
    } catch (error) {
      console.error('[server] handler failed:', (error as Error).message);
      if (!res.headersSent) writeAnswer(res, plainAnswer(500, 'Internal error'), isHead);
      // Part of an answer is out: end the connection with an error rather than pass the part as whole.
      else res.destroy(error as Error);
    }
  });
  server.maxConnections = options.maxConnections ?? SERVER_LIMITS.maxConnections;
  // CONNECT (a tunnel) is handed over by Node as a bare socket: the edge's 405 on it, then close.
  server.on('connect', (_req, socket) => socket.end(rawAnswer(methodRefusal('CONNECT', '/') as EdgeAnswer, 'Method Not Allowed')));
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
