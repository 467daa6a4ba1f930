// Brotli and gzip for `npm start`: the edge asks once per built file and coding and keeps the bytes,
// so the highest (slowest) settings cost nothing per request. (On Workers the CDN compresses.)
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ContentEncoder } from '../edge/encoding.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const zlibEncoder: ContentEncoder = {
  async encode(bytes, coding, effort = 'max') {
    // 'fast' (a page with the current announcement in it): a few ms instead of 100+, a few % larger.
    const quality = effort === 'max' ? constants.BROTLI_MAX_QUALITY : 5;
    const encoded = coding === 'br'
      ? await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } })
      : await gzipAsync(bytes, { level: effort === 'max' ? constants.Z_BEST_COMPRESSION : constants.Z_DEFAULT_COMPRESSION });
    return new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength);
  },
};
