// The Range header sirv is handed: sirv reads only 'bytes=first-last' well, so the rest is made
// explicit or dropped (the whole file, which a server may always send).
import { describe, expect, it } from 'vitest';
import { rangeForSirv } from './static-files.ts';

const size = () => 1000;

describe('rangeForSirv', () => {
  it('passes one explicit range as asked', () => {
    expect(rangeForSirv('bytes=10-19', undefined, size)).toBe('bytes=10-19');
    expect(rangeForSirv('bytes=990-', undefined, size)).toBe('bytes=990-');
  });

  it('makes a suffix range explicit from the file size, and an empty suffix unsatisfiable', () => {
    expect(rangeForSirv('bytes=-5', undefined, size)).toBe('bytes=995-999');
    expect(rangeForSirv('bytes=-5000', undefined, size)).toBe('bytes=0-999');
    expect(rangeForSirv('bytes=-0', undefined, size)).toBe('bytes=1000-');
  });

  it('drops what sirv would misread, and any If-Range (its validator is weak)', () => {
    for (const range of ['bytes=0-1,5-6', 'bytes=9-2', 'bytes=-', 'items=0-9', 'bytes=a-b']) expect(rangeForSirv(range, undefined, size), range).toBeNull();
    expect(rangeForSirv('bytes=0-9', 'W/"1000-1"', size)).toBeNull();
    expect(rangeForSirv(undefined, undefined, size)).toBeNull();
  });
});
