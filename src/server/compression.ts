// Brotli and gzip for `npm start`: the edge asks once per built file and coding and keeps the bytes,
// so the highest (slowest) settings cost nothing per request. (On Workers the CDN compresses.)
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ContentEncoder } from '../edge/encoding.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const zlibEncoder: ContentEncoder = {
  async encode(bytes, coding) {
    const encoded = coding === 'br'
      ? await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } })
      : await gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION });
    return new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength);
  },
};
