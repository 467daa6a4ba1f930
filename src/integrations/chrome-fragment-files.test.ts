import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { stylesheetsOf } from './chrome-fragment-files.ts';

type Chunk = Parameters<typeof stylesheetsOf>[0];
const chunk = (fileName: string, imports: string[], css: string[]): Chunk =>
  ({ type: 'chunk', fileName, imports, viteMetadata: { importedCss: new Set(css) } }) as unknown as Rollup.OutputChunk as Chunk;

describe("the fragments' stylesheets", () => {
  it("are the component chunk's own, then those of every chunk it imports, each once, a cycle ending", () => {
    const chunks = new Map([
      chunk('fragment.mjs', ['shared.mjs', 'islands.mjs'], ['_astro/translate.css']),
      chunk('shared.mjs', ['numbers.mjs', 'fragment.mjs'], ['_astro/translate.css']),
      chunk('islands.mjs', ['numbers.mjs'], []),
      chunk('numbers.mjs', [], ['_astro/numbers.css']),
    ].map((item) => [item.fileName, item]));
    expect(stylesheetsOf(chunks.get('fragment.mjs')!, chunks)).toEqual(['_astro/translate.css', '_astro/numbers.css']);
  });

  it('skip an import outside the bundle (a file of another build) and a chunk without CSS', () => {
    const start = chunk('a.mjs', ['elsewhere.mjs'], []);
    expect(stylesheetsOf(start, new Map([['a.mjs', start]]))).toEqual([]);
  });
});
