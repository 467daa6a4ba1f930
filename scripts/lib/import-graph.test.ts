import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { FOLDER_ORDER, graphProblems } from './import-graph.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('import graph of src/ by folder', () => {
  it('has no circle and no import from a lower folder to a higher one, and the sandbox imports no island', () => {
    expect(graphProblems(ROOT)).toEqual([]);
  });

  describe('on a tree that breaks the layering', () => {
    let tree: string;
    const write = (file: string, text: string) => {
      mkdirSync(dirname(join(tree, file)), { recursive: true });
      writeFileSync(join(tree, file), text);
    };
    afterEach(() => rmSync(tree, { recursive: true, force: true }));

    it('names an upward import, a circle between two folders, a forbidden import and an unknown folder', () => {
      tree = mkdtempSync(join(tmpdir(), 'import-graph-'));
      write('src/sites/registry.ts', "import { pathOf } from '../lib/paths.ts';\nexport const sites = [pathOf];\n");
      write('src/lib/paths.ts', "import type { Site } from '../sites/registry.ts';\nexport const pathOf = (site: Site) => site;\n");
      write('src/islands/Account/names.ts', "export const NAME = 'x';\n");
      write('sandbox/switcher.ts', "import { NAME } from '../src/islands/Account/names.ts';\nexport default NAME;\n");
      write('src/gadgets/tool.ts', "export const tool = await import('../lib/paths.ts');\n");
      expect(FOLDER_ORDER.indexOf('sites')).toBeLessThan(FOLDER_ORDER.indexOf('lib'));
      expect(graphProblems(tree)).toEqual([
        'src/gadgets/tool.ts: src/gadgets/ is not in FOLDER_ORDER',
        'src/sites/registry.ts imports src/lib/paths.ts: src/sites/ is below src/lib/',
        'sandbox/switcher.ts imports src/islands/Account/names.ts: sandbox/ never imports src/islands/',
      ]);
    });
  });
});
