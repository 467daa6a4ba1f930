// Build output: a brotli (`.br`) and a gzip (`.gz`) copy beside every built file worth compressing,
// pages and 404 pages included, so `npm start` sends compressed bytes without compressing anything
// at run time. Hashed assets get brotli's best quality (few, small, cached a year); pages quality 6:
// on this build quality 11 took about 100 s for 10% fewer bytes, quality 6 about 1 s.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { contentTypeOf } from '../../edge/content-types.ts';
import { isCompressible, PRECOMPRESSED } from '../../edge/encoding.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** The Workers upload skips the copies: there the CDN compresses (docs/edge.md). */
const ASSETS_IGNORE_FILE = '.assetsignore';

async function filesIn(folder: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...(await filesIn(full)));
    else found.push(full);
  }
  return found;
}

async function precompress(file: string, hashed: boolean): Promise<number> {
  const bytes = await readFile(file);
  const quality = hashed ? constants.BROTLI_MAX_QUALITY : 6;
  const copies = [
    [PRECOMPRESSED.br, await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } })],
    [PRECOMPRESSED.gzip, await gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION })],
  ] as const;
  let written = 0;
  for (const [extension, encoded] of copies) {
    if (encoded.byteLength >= bytes.byteLength) continue;
    await writeFile(`${file}${extension}`, encoded);
    written += 1;
  }
  return written;
}

/** Writes the compressed copies of every compressible file in `dist`; returns how many. */
export async function writePrecompressed(dist: string): Promise<number> {
  const files = (await filesIn(dist)).filter((file) => !Object.values(PRECOMPRESSED).some((extension) => file.endsWith(extension)));
  const queue: string[] = [];
  for (const file of files) {
    if (isCompressible(contentTypeOf(file), (await stat(file)).size)) queue.push(file);
  }
  let written = 0;
  // zlib's async work runs on libuv's pool: a few at a time keeps every core busy.
  const workers = Array.from({ length: Math.max(2, cpus().length) }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const copies = await precompress(file, relative(dist, file).split(sep)[0] === '_astro');
      written += copies;
    }
  });
  await Promise.all(workers);
  await writeFile(join(dist, ASSETS_IGNORE_FILE), Object.values(PRECOMPRESSED).map((extension) => `*${extension}`).join('\n') + '\n');
  return written;
}
