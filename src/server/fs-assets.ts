// Reads built files from dist/ on Node. On Workers the static-assets binding plays this part
// (src/edge/asset-store.ts).
import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { AssetStore } from '../edge/asset-store.ts';

export type { AssetStore };

export function fsAssets(root: string): AssetStore {
  const base = resolve(root);
  return {
    async read(file) {
      const full = resolve(join(base, file));
      if (full !== base && !full.startsWith(base + sep)) return null;
      try {
        if (!(await stat(full)).isFile()) return null;
        return new Uint8Array(await readFile(full));
      } catch {
        return null;
      }
    },
  };
}
