// csp.json: the hashes of the inline <script> and <style> elements of built pages, for the
// Content-Security-Policy. The build finds and hashes them (src/integrations/outputs/inline-hashes.ts,
// with an HTML parser the edge does not carry) and writes dist/csp.json; the edge only reads it.
import type { AssetStore } from './asset-store.ts';
import { CSP_MANIFEST_FILE } from '../contracts/build-outputs.ts';

/** CSP hash sources (`'sha256-…'`) of one page's inline elements. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

/** Sources beyond 'self' the build settings make a page load from (src/lib/build-settings.ts). */
export interface PageSources {
  /** Exact script URLs, not origins. */
  script?: string[];
  img?: string[];
  connect?: string[];
}

/** What one page's policy allows: its inline hashes and, when the build names any, external origins. */
export interface PagePolicy extends InlineHashes {
  sources?: PageSources;
}

/** dist/-relative HTML file -> its policy. Pages without inline elements or external sources are left out. */
export type CspManifest = Record<string, PagePolicy>;


// Images and fetches name origins; scripts their exact URLs (no spaces, quotes, ';' or ',' to break out of a source).
const SOURCE_SHAPE: Record<keyof PageSources, RegExp> = {
  script: /^https:\/\/[a-z0-9.-]+(:\d+)?\/[^\s;,'"]*[^\s;,'"/]$/,
  img: /^https:\/\/[a-z0-9.-]+(:\d+)?$/,
  connect: /^https:\/\/[a-z0-9.-]+(:\d+)?$/,
};

function isSources(value: unknown): value is PageSources {
  if (value === undefined) return true;
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).every(([directive, list]) => {
    const shape = Object.hasOwn(SOURCE_SHAPE, directive) ? SOURCE_SHAPE[directive as keyof PageSources] : null;
    return shape !== null && Array.isArray(list) && list.every((item) => typeof item === 'string' && shape.test(item));
  });
}

function isPagePolicy(value: unknown): value is PagePolicy {
  const entry = value as PagePolicy | null;
  const isList = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string' && /^'sha256-[A-Za-z0-9+/=]+'$/.test(item));
  return typeof entry === 'object' && entry !== null && isList(entry.scripts) && isList(entry.styles) && isSources(entry.sources);
}

/**
 * Reads dist/csp.json. A missing or damaged manifest gives an empty one: pages then get a policy
 * without hashes, which blocks their inline code instead of allowing more than was built.
 */
export async function readCspManifest(assets: AssetStore): Promise<CspManifest> {
  const bytes = await assets.read(CSP_MANIFEST_FILE);
  if (!bytes) return {};
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => isPagePolicy(value))) as CspManifest;
  } catch {
    return {};
  }
}
