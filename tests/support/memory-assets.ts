// An AssetStore over a few files in memory, for handler tests that need no build.
import type { AssetStore } from '../../src/edge/asset-store.ts';

export function memoryAssets(files: Record<string, string>): AssetStore {
  return {
    async read(file) {
      const text = files[file];
      return text === undefined ? null : new TextEncoder().encode(text);
    },
  };
}
