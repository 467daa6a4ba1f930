// The files Workers sends without the Worker carry the headers the edge gives them on Node.
import { describe, expect, it } from 'vitest';
import { assetHeaderRules, headersFileText, RUN_WORKER_FIRST } from './asset-routing.ts';

describe('asset routing', () => {
  it('runs the Worker first for every path but the shared hashed and public files', () => {
    expect(RUN_WORKER_FIRST).toEqual(['/*', '!/_astro/*', '!/favicon.svg', '!/robots.txt']);
  });

  it('gives hashed files a year of caching, CORS for embedders and their content type, and public files their own', () => {
    const rules = assetHeaderRules();
    expect(rules['/_astro/*']).toMatchObject({ 'cache-control': 'public, max-age=31536000, immutable', 'access-control-allow-origin': '*', 'x-content-type-options': 'nosniff', 'cross-origin-resource-policy': 'cross-origin' });
    expect(rules['/_astro/*.js']).toEqual({ 'content-type': 'text/javascript; charset=utf-8', vary: 'Accept-Encoding' });
    expect(rules['/_astro/*.woff2']).toEqual({ 'content-type': 'font/woff2' });
    expect(rules['/favicon.svg']).toMatchObject({ 'cache-control': 'public, max-age=3600', 'cross-origin-resource-policy': 'same-origin', 'content-type': 'image/svg+xml' });
    expect(rules['/favicon.svg']!['access-control-allow-origin']).toBeUndefined();
  });

  it("writes Cloudflare's _headers format: a path line, then indented name: value lines", () => {
    expect(headersFileText({ '/a/*': { 'cache-control': 'no-store', vary: 'Accept-Encoding' }, '/b': { x: '1' } })).toBe('/a/*\n  cache-control: no-store\n  vary: Accept-Encoding\n/b\n  x: 1\n');
  });
});
