// The Node proxy's call to API_ORIGIN, over node:http(s) instead of fetch. Node's fetch (undici) writes
// its own `Sec-Fetch-Mode: cors` over the client's and adds accept, accept-language and user-agent, so
// a navigation to /logout reached the backend as a CORS fetch. This sends the request's headers as
// they are, as the Worker's fetch does, and decodes the answer as fetch would (the proxy drops
// Content-Encoding for that reason).
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { UpstreamFetch } from '../edge/api-proxy.ts';

const DECODERS: Partial<Record<string, () => NodeJS.ReadWriteStream>> = { gzip: createGunzip, 'x-gzip': createGunzip, deflate: createInflate, br: createBrotliDecompress };
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function toResponse(res: IncomingMessage, method: string): Response {
  const headers = new Headers();
  for (let index = 0; index < res.rawHeaders.length; index += 2) headers.append(res.rawHeaders[index]!, res.rawHeaders[index + 1]!);
  const status = res.statusCode ?? 502;
  if (method === 'HEAD' || NULL_BODY_STATUSES.has(status)) {
    res.resume();
    return new Response(null, { status, statusText: res.statusMessage, headers });
  }
  const decoder = DECODERS[(headers.get('content-encoding') ?? '').trim().toLowerCase()];
  const stream = decoder ? res.pipe(decoder()) : res;
  if (decoder) res.once('error', (error) => (stream as NodeJS.ReadWriteStream & { destroy(error: Error): void }).destroy(error));
  return new Response(Readable.toWeb(stream as Readable) as ReadableStream<Uint8Array>, { status, statusText: res.statusMessage, headers });
}

export const forwardFetch: UpstreamFetch = (url, init) =>
  new Promise((resolve, reject) => {
    const method = init.method ?? 'GET';
    const headers: Record<string, string> = Object.fromEntries(new Headers(init.headers));
    // A declared-length body comes as a stream with its content-length header (api-proxy.ts).
    const body = init.body as Uint8Array | ReadableStream<Uint8Array> | undefined;
    if (body instanceof Uint8Array) headers['content-length'] = String(body.byteLength);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(url, { method, headers, signal: init.signal ?? undefined }, (res) => {
      try {
        resolve(toResponse(res, method));
      } catch (error) {
        res.destroy();
        reject(error);
      }
    });
    req.once('error', reject);
    if (body instanceof ReadableStream) {
      // A body cut short (the client's deadline) aborts the call instead of sending a short request.
      Readable.fromWeb(body as NodeReadableStream<Uint8Array>).once('error', (error) => req.destroy(error)).pipe(req);
    } else req.end(body);
  });
