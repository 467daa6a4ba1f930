// GET /__sites: every built site x language as links to its local host, for people trying the build.
import { createHash } from 'node:crypto';
import type { AssetStore } from './fs-assets.ts';
import { SITES_MANIFEST_FILE, type SitesManifestEntry } from '../contracts/build-outputs.ts';
import { pageContentSecurityPolicy } from '../edge/security-headers.ts';
import { getSite, isSiteKey } from '../sites/index.ts';
import { isLocaleCode } from '../i18n/locales.ts';
import { getLocale } from '../i18n/locales.ts';
import { escapeHtml } from '../lib/escape-html.ts';

export const SITES_INDEX_PATH = '/__sites';

const STYLE = 'body{font:14px/1.5 system-ui,sans-serif;margin:32px;max-width:1100px}h1{font-size:24px}h2{font-size:16px;margin:24px 0 8px}small{color:#5c6470;font-weight:400}ul{display:flex;flex-wrap:wrap;gap:4px 16px;padding:0;list-style:none;margin:0}';
/** The page policy with the hash of its one inline style, like every built page. */
const POLICY = pageContentSecurityPolicy({ scripts: [], styles: [`'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`] });


export async function readSitesJson(assets: AssetStore): Promise<SitesManifestEntry[]> {
  const bytes = await assets.read(SITES_MANIFEST_FILE);
  if (!bytes) return [];
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return Array.isArray(parsed) ? (parsed as SitesManifestEntry[]) : [];
  } catch {
    return [];
  }
}

export async function renderSitesIndex(assets: AssetStore, request: Request): Promise<Response> {
  const entries = (await readSitesJson(assets)).filter((entry) => isSiteKey(entry.site) && isLocaleCode(entry.lang));
  const port = new URL(request.url).port;
  const origin = (host: string) => `http://${host}${port ? `:${port}` : ''}`;
  const groups = new Map<string, SitesManifestEntry[]>();
  for (const entry of entries) groups.set(entry.site, [...(groups.get(entry.site) ?? []), entry]);
  const sections = [...groups].map(([key, pages]) => {
    const site = getSite(key as Parameters<typeof getSite>[0]);
    const links = pages
      .map((page) => {
        const name = getLocale(page.lang as Parameters<typeof getLocale>[0]).nativeName;
        const label = page.path.startsWith('/en-') ? `${page.path} (region variant, ${name})` : name;
        return `<li><a href="${escapeHtml(origin(site.hosts.local) + page.path)}">${escapeHtml(label)}</a></li>`;
      })
      .join('');
    return `<section><h2>${escapeHtml(site.name)} <small>${escapeHtml(site.key)} · id ${site.siteId} · ${escapeHtml(site.hosts.local)}</small></h2><ul>${links}</ul></section>`;
  });
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sites</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head><body><h1>Every site × language (${entries.length} pages)</h1>${sections.join('') || '<p>Nothing is built yet: run <code>npm run build</code>.</p>'}</body></html>`;
  return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': POLICY } });
}
