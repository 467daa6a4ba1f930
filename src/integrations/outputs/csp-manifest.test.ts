import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeCspManifest } from './csp-manifest.ts';
import { createEdgeHandler } from '../../edge/handler.ts';
import { memoryAssets } from '../../../tests/support/memory-assets.ts';

const nodeHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const INLINE_SCRIPT = "document.documentElement.dataset.js = 'on'; // é";
const PAGE = `<!doctype html><html><head><style>a{color:red}</style><script type="module" src="/_astro/x.js"></script>
<script>${INLINE_SCRIPT}</script></head><body><script type="module">import('/_astro/y.js')</script></body></html>`;

describe('inline CSP hashes', () => {
  it('sends a page its own hashes once the build has written csp.json', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'edge-csp-'));
    try {
      await mkdir(join(dist, 'main'), { recursive: true });
      await writeFile(join(dist, 'main', 'index.html'), PAGE);
      await writeFile(join(dist, '404.html'), '<p>missing</p>');
      expect(await writeCspManifest(dist)).toBe(1);
      expect(JSON.parse(await readFile(join(dist, 'csp.json'), 'utf8'))).toHaveProperty(['main/index.html']);

      const built = Object.fromEntries(await Promise.all(['main/index.html', 'csp.json'].map(async (file) => [file, await readFile(join(dist, file), 'utf8')])));
      const response = await createEdgeHandler(memoryAssets(built))(new Request('http://localhost/'));
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain(`script-src 'self' ${nodeHash(INLINE_SCRIPT)} ${nodeHash("import('/_astro/y.js')")}`);
      expect(policy).toContain(`style-src 'self' ${nodeHash('a{color:red}')}`);
      expect(policy).not.toContain('unsafe-inline');
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });

  it('allows the sources the build settings name: the image CDN in img-src, an external script by its path in script-src', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'edge-csp-'));
    try {
      await mkdir(join(dist, 'main'), { recursive: true });
      await writeFile(join(dist, 'main', 'index.html'), '<p>no inline code</p>');
      expect(await writeCspManifest(dist, { img: ['https://static.nexa.exchange'], script: ['https://static.nexa.exchange/account-switcher/v1.js'], connect: [] })).toBe(1);
      const built = Object.fromEntries(await Promise.all(['main/index.html', 'csp.json'].map(async (file) => [file, await readFile(join(dist, file), 'utf8')])));
      const policy = (await createEdgeHandler(memoryAssets(built))(new Request('http://localhost/'))).headers.get('content-security-policy') ?? '';
      expect(policy).toContain("img-src 'self' data: https://static.nexa.exchange;");
      expect(policy).toContain("connect-src 'self';");
      expect(policy).toContain("script-src 'self' https://static.nexa.exchange/account-switcher/v1.js;");
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });

  it('ignores an entry whose origins are not https origins', async () => {
    for (const img of [['http://img.example'], ["'unsafe-inline'"], ['*'], ['https://img.example/x']]) {
      const files = { 'main/index.html': PAGE, 'csp.json': JSON.stringify({ 'main/index.html': { scripts: [], styles: [], sources: { img } } }) };
      const policy = (await createEdgeHandler(memoryAssets(files))(new Request('http://localhost/'))).headers.get('content-security-policy');
      expect(policy, img[0]).toContain("img-src 'self' data:;");
    }
  });

  it('ignores an entry whose scripts are a whole host or folder, or could break out of their source', async () => {
    for (const script of [['https://static.nexa.exchange'], ['https://static.nexa.exchange/'], ['https://static.nexa.exchange/x/'], ["https://a.example/x.js; script-src *"], ['https://a.example/x.js,*']]) {
      const files = { 'main/index.html': PAGE, 'csp.json': JSON.stringify({ 'main/index.html': { scripts: [], styles: [], sources: { script } } }) };
      const policy = (await createEdgeHandler(memoryAssets(files))(new Request('http://localhost/'))).headers.get('content-security-policy');
      expect(policy, script[0]).toContain("script-src 'self'; style-src 'self'");
    }
  });

  it('falls back to no hashes, never to more, when csp.json is missing or damaged', async () => {
    for (const manifest of [undefined, '{not json', JSON.stringify({ 'main/index.html': { scripts: ["'unsafe-inline'"], styles: [] } })]) {
      const files: Record<string, string> = { 'main/index.html': PAGE };
      if (manifest !== undefined) files['csp.json'] = manifest;
      const response = await createEdgeHandler(memoryAssets(files))(new Request('http://localhost/'));
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'; style-src 'self'");
    }
  });
});
