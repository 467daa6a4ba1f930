import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deployProblems, parseJsonc, productionHosts, type WranglerConfig } from './deploy-config.ts';

const config = parseJsonc(readFileSync(new URL('../../wrangler.jsonc', import.meta.url), 'utf8')) as WranglerConfig;

describe('wrangler.jsonc', () => {
  it("routes every site's production host and alias to the Worker, and names the API and application origins", () => {
    expect(deployProblems(config)).toEqual([]);
    // The platform sends the shared hashed and public files; the Worker runs first for the rest.
    expect(config.assets?.run_worker_first).toEqual(['/*', '!/_astro/*', '!/favicon.svg', '!/robots.txt']);
    expect(config.routes?.map((route) => route.pattern).sort()).toEqual(productionHosts().sort());
    expect(config.vars?.API_ORIGIN).toMatch(/^https:\/\//);
    expect(config.vars?.APP_ORIGIN).toMatch(/^https:\/\//);
  });

  it('reports a missing host, a stray route, missing origins and the Worker run first for every path', () => {
    const broken: WranglerConfig = { routes: [...(config.routes ?? []).filter((route) => route.pattern !== 'www.nexa.jp'), { pattern: 'www.nexa.example', custom_domain: true }] };
    expect(deployProblems(broken)).toEqual([
      'no custom-domain route for www.nexa.jp', 'route www.nexa.example names no site',
      'assets.run_worker_first must be ["/*","!/_astro/*","!/favicon.svg","!/robots.txt"] (src/edge/asset-routing.ts): the Worker maps the host to the site\'s folder',
      'vars.API_ORIGIN is not set: the API routes would answer 502',
      'vars.APP_ORIGIN is not set: every route the chrome links to would be a 404',
    ]);
  });

  it('reads comments, URLs inside strings and trailing commas', () => {
    expect(parseJsonc('{ // a\n "a": "https://x//y", /* b */ "c": [1, 2,], }')).toEqual({ a: 'https://x//y', c: [1, 2] });
  });
});
