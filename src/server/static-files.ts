// `npm start` sends built files with sirv, a maintained static server: the build's `.br`/`.gz` copies
// by Accept-Encoding, its ETag and 304, byte ranges. The edge has already chosen the file (host ->
// site folder, canonical path, the site's 404 page) and its headers (content type, CSP, caching,
// Vary); sirv only sends it. Its file list is read once per build (the store's generation).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';
import type { EdgeAnswer } from '../edge/answer.ts';
import type { AssetStore } from '../edge/asset-store.ts';
import { negotiateCoding } from '../edge/encoding.ts';

type Middleware = ReturnType<typeof sirv>;

export interface StaticFiles {
  /** Writes the answer: the edge's status and headers, the file's bytes, validator and coding from sirv. */
  send(req: IncomingMessage, res: ServerResponse, answer: EdgeAnswer): Promise<void>;
}

const ONE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * The Range to hand sirv, which reads only 'bytes=first-last' well: a suffix range is made explicit
 * with the file's size, and anything else it would misread (several ranges, last < first) or cannot
 * check (If-Range: its validator is weak, RFC 9110 13.1.5) is dropped, which gives the whole file.
 */
export function rangeForSirv(range: string | undefined, ifRange: string | undefined, size: () => number): string | null {
  const match = range && ifRange === undefined ? ONE_RANGE.exec(range.trim()) : null;
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const total = size();
    return `bytes=${Math.max(0, total - Number(last))}-${Number(last) === 0 ? '' : total - 1}`;
  }
  if (last !== '' && Number(last) < Number(first)) return null;
  return `bytes=${first}-${last}`;
}

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : (value ?? null));

type WriteHead = (code: number, headers?: Record<string, string | number> | string[]) => ServerResponse;
type SetHeader = ServerResponse['setHeader'];

/**
 * Puts the edge's status and headers into the head sirv writes, in one go: sirv's own headers
 * (length, coding, validator, range) stay, the edge's replace any of the same name (content type,
 * Vary). A whole file's 200 becomes the edge's status (a site's 404 page). sirv's own Vary is never
 * set: a header set before writeHead sends Node's writeHead down its slow path (every header removed
 * and appended again, each validated twice), which cost about as much as the edge's whole answer.
 */
function withEdgeHead(res: ServerResponse, { status, headers: edge }: EdgeAnswer): void {
  const writeHead = res.writeHead.bind(res) as WriteHead;
  const setHeader = res.setHeader.bind(res);
  res.setHeader = ((name, value) => (name === 'Vary' ? res : setHeader(name, value))) as SetHeader;
  res.writeHead = ((code: number, own?: Record<string, string | number>) => {
    const flat: string[] = [];
    // sirv's names are capitalised; of them only the content type is also the edge's.
    for (const name in own) if (name !== 'Content-Type') flat.push(name, String(own[name]));
    for (const [name, value] of edge) flat.push(name, value);
    return writeHead(code === 200 ? status : code, flat);
  }) as ServerResponse['writeHead'];
}

export function staticFiles(root: string, assets: AssetStore): StaticFiles {
  let generation: number | undefined;
  let middleware: Middleware | undefined;
  // The URL sirv is asked for, per built file (bounded by dist/).
  const urls = new Map<string, string>();
  const urlOf = (file: string) => urls.get(file) ?? urls.set(file, `/${file.split('/').map(encodeURIComponent).join('/')}`).get(file)!;
  const create = () =>
    sirv(root, {
      brotli: true,
      gzip: true,
      etag: true,
    });

  async function current(): Promise<Middleware> {
    const now = await assets.generation?.();
    if (!middleware || now !== generation) {
      generation = now;
      middleware = create();
      urls.clear();
    }
    return middleware;
  }

  return {
    async send(req, res, answer) {
      const file = answer.file as string;
      const serve = await current();
      withEdgeHead(res, answer);
      const headers = req.headers;
      if (answer.status !== 200) {
        // Only a page's own answer is conditional or partial: a 404 page is sent whole.
        delete headers['if-none-match'];
      }
      const ranged = answer.status === 200 && headers.range !== undefined;
      const range = ranged ? rangeForSirv(headers.range, headers['if-range'] as string | undefined, () => statSync(join(root, file)).size) : null;
      if (range) {
        // A byte range is of the file as built, never of a compressed copy.
        headers.range = range;
        delete headers['accept-encoding'];
      } else {
        delete headers.range;
        // sirv finds 'br' and 'gzip' by substring; it gets the one coding the client prefers (q-values
        // honoured: 'br;q=0' refuses brotli), or none.
        headers['accept-encoding'] = negotiateCoding(headerText(headers['accept-encoding'])) ?? '';
      }
      req.url = urlOf(file);
      serve(req, res, () => {
        // Gone between the edge's lookup and now (a rebuild under way).
        res.statusCode = 404;
        res.end();
      });
    },
  };
}
