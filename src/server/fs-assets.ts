// Reads built files from dist/ on Node. The edge runtime has its own asset binding with the same shape.
import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

export interface AssetStore {
  /** The bytes of a dist/-relative file, or null when there is none. */
  read(file: string): Promise<Uint8Array<ArrayBuffer> | null>;
}

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
