// Brotli and gzip for `npm start`'s pages made at run time (a page with the current announcement in
// it), once per page and announcement: a few ms at these settings, against 100+ at the highest.
// Built files come compressed from the build (src/integrations/outputs/precompress.ts); on Workers
// the CDN compresses.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ContentEncoder } from '../edge/encoding.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const zlibEncoder: ContentEncoder = {
  async encode(bytes, coding) {
    const encoded = coding === 'br'
      ? await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } })
      : await gzipAsync(bytes, { level: constants.Z_DEFAULT_COMPRESSION });
    return new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength);
  },
};
