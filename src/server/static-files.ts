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

/** The Vary the edge chose for each answer in flight; sirv writes its own, which this puts back. */
const edgeVary = new WeakMap<ServerResponse, string | null>();
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

function answerStatus(res: ServerResponse, status: number): void {
  // sirv writes 200 for a whole file; a site's 404 page is sent with its own status.
  const writeHead = res.writeHead.bind(res) as (code: number, ...rest: unknown[]) => ServerResponse;
  res.writeHead = ((code: number, ...rest: unknown[]) => writeHead(code === 200 ? status : code, ...rest)) as ServerResponse['writeHead'];
}

export function staticFiles(root: string, assets: AssetStore): StaticFiles {
  let generation: number | undefined;
  let middleware: Middleware | undefined;
  const create = () =>
    sirv(root, {
      brotli: true,
      gzip: true,
      etag: true,
      setHeaders(res) {
        const vary = edgeVary.get(res as ServerResponse);
        if (vary) res.setHeader('vary', vary);
        else res.removeHeader('vary');
      },
    });

  async function current(): Promise<Middleware> {
    const now = await assets.generation?.();
    if (!middleware || now !== generation) {
      generation = now;
      middleware = create();
    }
    return middleware;
  }

  return {
    async send(req, res, answer) {
      const file = answer.file as string;
      const serve = await current();
      const vary = answer.headers.find(([name]) => name === 'vary')?.[1] ?? null;
      for (const [name, value] of answer.headers) res.setHeader(name, value);
      edgeVary.set(res, vary);
      const headers = req.headers;
      if (answer.status !== 200) {
        // Only a page's own answer is conditional or partial: a 404 page is sent whole.
        delete headers['if-none-match'];
        answerStatus(res, answer.status);
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
      req.url = `/${file.split('/').map(encodeURIComponent).join('/')}`;
      serve(req, res, () => {
        // Gone between the edge's lookup and now (a rebuild under way).
        res.statusCode = 404;
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.end('Not found');
      });
    },
  };
}
