// A Request sent to a running server over a real socket, with the Host of its URL (fetch cannot
// name the *.localhost hosts): the answer as a client sees it, static server included.
import { request as httpRequest } from 'node:http';

/** Headers of the connection, not of the answer. */
const TRANSPORT = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);

export function wireFetch(port: number, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const headers: Record<string, string> = { host: url.host };
  request.headers.forEach((value, name) => (headers[name] = value));
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, method: request.method, path: `${url.pathname}${url.search}`, headers, setHost: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (value === undefined || TRANSPORT.has(name)) continue;
          for (const one of Array.isArray(value) ? value : [value]) answer.append(name, one);
        }
        const status = res.statusCode ?? 0;
        const empty = status === 304 || status === 204 || request.method === 'HEAD';
        resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers: answer }));
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
