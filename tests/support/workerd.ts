// Runs the Workers entry (src/edge/worker.ts) in workerd through Miniflare 4, with dist/ as its
// static assets configured as in wrangler.jsonc: the binding answers /_astro/* and the public files
// itself with dist/_headers, the Worker runs first for everything else (as wrangler turns
// `run_worker_first` into static routing).
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ROOT } from './dist.ts';
import { RUN_WORKER_FIRST } from '../../src/edge/asset-routing.ts';

const TRANSPORT_HEADERS = new Set(['transfer-encoding', 'content-length', 'content-encoding', 'date']);

export interface Workerd {
  /** workerd's own socket, for requests fetch cannot send as written (TRACE, fetch metadata). */
  url: URL;
  fetch(request: Request): Promise<Response>;
  dispose(): Promise<void>;
}

export interface WorkerdOptions {
  /** `vars` of wrangler.jsonc, e.g. { API_ORIGIN: 'http://127.0.0.1:4010' }. */
  bindings?: Record<string, string>;
}

/** Bundles the worker like wrangler does (one ES module) and starts it on the given dist/. */
export async function startWorkerd(dist: string, { bindings = {} }: WorkerdOptions = {}): Promise<Workerd> {
  const scriptPath = join(ROOT, '.build', `edge-test-${process.pid}`, 'worker.js');
  await build({
    entryPoints: [join(ROOT, 'src', 'edge', 'worker.ts')],
    outfile: scriptPath,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    logLevel: 'error',
  });
  const miniflare = new Miniflare({
    modules: true,
    scriptPath,
    compatibilityDate: '2026-07-01',
    bindings,
    assets: {
      directory: dist,
      binding: 'ASSETS',
      routerConfig: {
        has_user_worker: true,
        static_routing: {
          user_worker: RUN_WORKER_FIRST.filter((rule) => !rule.startsWith('!')),
          asset_worker: RUN_WORKER_FIRST.filter((rule) => rule.startsWith('!')).map((rule) => rule.slice(1)),
        },
      },
      assetConfig: { html_handling: 'none', not_found_handling: 'none' },
    },
  });
  const url = await miniflare.ready;
  return {
    url,
    async fetch(request) {
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      const response = await miniflare.dispatchFetch(request.url, {
        method: request.method,
        headers: [...request.headers],
        body: hasBody ? new Uint8Array(await request.arrayBuffer()) : undefined,
        redirect: 'manual',
      });
      // Back into a Node Response, so both runtimes' answers compare with the same code. Framing headers
      // belong to Miniflare's transport (workerd -> Node), not to the worker's answer.
      return new Response(response.status === 204 || response.status === 304 || response.status < 200 || request.method === 'HEAD' ? null : await response.arrayBuffer(), {
        status: response.status,
        headers: [...response.headers].filter(([name]) => !TRANSPORT_HEADERS.has(name) && !name.startsWith('mf-')),
      });
    },
    async dispose() {
      await miniflare.dispose();
      await rm(dirname(scriptPath), { recursive: true, force: true });
    },
  };
}
