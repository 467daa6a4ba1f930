// Reads built files from dist/ on Node. On Workers the static-assets binding plays this part
// (src/edge/asset-store.ts). Which files exist is answered from the build's file list, read once per
// build, so a new 404 URL per request costs no disk access.
import { readdirSync, type Dirent } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import type { AssetStore } from '../edge/asset-store.ts';
import { CSP_MANIFEST_FILE } from '../contracts/build-outputs.ts';

export type { AssetStore };

export interface FsAssetsOptions {
  /** How often (ms) dist/csp.json is looked at for a new build; 0 looks on every request. */
  recheckMs?: number;
}

export function fsAssets(root: string, { recheckMs = 1000 }: FsAssetsOptions = {}): AssetStore {
  const base = resolve(root);
  let generation = 0;
  let stamp: string | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let listed: { generation: number; files: Set<string> } | undefined;

  function list(): Set<string> {
    const files = new Set<string>();
    let entries: Dirent[] = [];
    try {
      entries = readdirSync(base, { recursive: true, withFileTypes: true });
    } catch {
      // No dist/ yet: nothing exists until a build writes csp.json.
    }
    for (const entry of entries) {
      if (entry.isFile()) files.add(relative(base, join(entry.parentPath, entry.name)).split(sep).join('/'));
    }
    return files;
  }

  // Every build, full or partial, writes csp.json last: a new one means the files changed.
  async function recheck(): Promise<number> {
    const next = await stat(join(base, CSP_MANIFEST_FILE)).then((info) => `${info.ino}:${info.mtimeMs}:${info.size}`, () => 'missing');
    if (stamp !== undefined && next !== stamp) generation += 1;
    stamp = next;
    return generation;
  }

  function currentGeneration(): number | Promise<number> {
    const now = Date.now();
    if (now - checkedAt < recheckMs) return generation;
    checkedAt = now;
    return recheck();
  }

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
    async has(file) {
      const current = await currentGeneration();
      if (listed?.generation !== current) listed = { generation: current, files: list() };
      return listed.files.has(file);
    },
    generation: currentGeneration,
  };
}
