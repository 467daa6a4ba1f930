import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { writePrecompressed } from './precompress.ts';

let dist: string | undefined;
afterEach(() => (dist ? rm(dist, { recursive: true, force: true }) : undefined));

describe('compressed copies of the build', () => {
  it('writes br and gz beside every text file worth compressing, pages and hashed assets alike, and nothing else', async () => {
    dist = await mkdtemp(join(tmpdir(), 'precompress-'));
    const page = `<!doctype html><html><body>${'<p>a page of the exchange</p>'.repeat(200)}</body></html>`;
    const script = `export const rows=${JSON.stringify(Array.from({ length: 200 }, (_, index) => `BTC_USDT_${index}`))};`;
    await mkdir(join(dist, 'main', '_404', 'de'), { recursive: true });
    await mkdir(join(dist, '_astro'));
    await writeFile(join(dist, 'main', '_404', 'de', 'index.html'), page);
    await writeFile(join(dist, '_astro', 'chrome.abc.js'), script);
    await writeFile(join(dist, 'robots.txt'), 'User-agent: *\n');
    await writeFile(join(dist, 'logo.png'), Buffer.alloc(4096, 7));

    expect(await writePrecompressed(dist)).toBe(4);
    const html = join(dist, 'main', '_404', 'de', 'index.html');
    expect(brotliDecompressSync(await readFile(`${html}.br`)).toString()).toBe(page);
    expect(gunzipSync(await readFile(`${html}.gz`)).toString()).toBe(page);
    expect(brotliDecompressSync(await readFile(join(dist, '_astro', 'chrome.abc.js.br'))).toString()).toBe(script);
    expect((await readdir(dist)).sort()).toEqual(['.assetsignore', '_astro', 'logo.png', 'main', 'robots.txt']);
    // The Workers upload leaves the copies out: there the CDN compresses.
    expect(await readFile(join(dist, '.assetsignore'), 'utf8')).toBe('*.br\n*.gz\n');
  });
});
