// How an application includes the chrome, server-side, exactly as docs/embedding.md tells other teams:
// fetch chrome.json and the two fragments of the page's site and language from the site's own host,
// put the head script, the stylesheets and the module scripts in <head>, lang and dir on <html>, the
// header first and the footer last in <body>, and the fragments' hashes and origins in the page's CSP.
import { pageContentSecurityPolicy } from '../../src/edge/security-headers.ts';
import { splitLocalePrefix } from '../../src/i18n/locale-prefix.ts';
import { CHROME_END_ID } from '../../src/contracts/chrome-contract.ts';

/** The part of chrome.json an including page uses (src/integrations/outputs/chrome-fragments.ts writes it). */
export interface ChromeManifest {
  lang: string;
  dir: 'ltr' | 'rtl';
  css: string[];
  js: string[];
  headScript: string;
  /** Stands in the fragments for the including page's route (the language links lead to the same page). */
  routePlaceholder?: string;
  csp: { scriptHashes: string[]; styleHashes: string[]; sources?: { script?: string[]; img?: string[]; connect?: string[] } };
}

export interface IncludedChrome {
  manifest: ChromeManifest;
  header: string;
  footer: string;
}

/** Fetches one of the site's files (a Fetch handler or `fetch` itself). */
export type ChromeFetch = (request: Request) => Promise<Response>;

async function text(fetchChrome: ChromeFetch, url: URL): Promise<string | null> {
  const response = await fetchChrome(new Request(url));
  if (!response.ok) {
    await response.body?.cancel();
    return null;
  }
  return response.text();
}

/** The fragment folders a path can name, most specific first, with the path prefix each stands for. */
function folderCandidates(path: string): Array<{ folder: string; prefix: string }> {
  const { region, lang, prefix } = splitLocalePrefix(path);
  // A region variant in another language ('/en-eu/de/fee') has the folder 'en-eu-de'.
  const folder = prefix.slice(1).replaceAll('/', '-') || 'en';
  const candidates = [{ folder, prefix }];
  if (region && lang !== 'en') candidates.push({ folder: region.slice(1), prefix: region });
  if (prefix) candidates.push({ folder: 'en', prefix: '' });
  return candidates;
}

/**
 * The chrome for a path on `origin`: the fragments of its prefix's folder ('/zh/fee' -> zh, '/en-gb/fee'
 * -> en-gb, '/en-eu/de/fee' -> en-eu-de), else English. `prefix` is the part of the path the folder
 * stands for. Null when the site serves no fragments (a broken build).
 */
export async function includeChrome(fetchChrome: ChromeFetch, origin: string, path: string): Promise<(IncludedChrome & { folder: string; prefix: string }) | null> {
  for (const { folder, prefix } of folderCandidates(path)) {
    const base = new URL(`/_chrome/${folder}/`, origin);
    const manifest = await text(fetchChrome, new URL('chrome.json', base));
    if (!manifest) continue;
    const [header, footer] = await Promise.all([text(fetchChrome, new URL('header.html', base)), text(fetchChrome, new URL('footer.html', base))]);
    if (header === null || footer === null) return null;
    return { manifest: JSON.parse(manifest) as ChromeManifest, header, footer, folder, prefix };
  }
  return null;
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', "'": '&#39;', '\\': '%5C' };
const attribute = (value: string) => value.replace(/[&"<'\\]/g, (char) => ATTRIBUTE_ESCAPES[char]!);

/**
 * The page's route as the fragments want it in place of their placeholder: the path without its
 * language or region prefix, with the query ('/en-eu/de/fee?x=1' -> '/fee?x=1'), percent-encoded as the
 * URL parser leaves it and escaped for the attributes and island props it lands in (a '\\' a query
 * keeps raw is encoded too, so no JSON string ends early).
 */
export function routeOfPage(url: URL): string {
  return attribute(splitLocalePrefix(`${url.pathname}${url.search}`).route);
}

/** A whole page around `main` (already escaped HTML), wearing the chrome, its links made for `url`. */
export function pageWithChrome({ manifest, header: headerFragment, footer: footerFragment }: IncludedChrome, url: URL, title: string, main: string): string {
  const placeholder = manifest.routePlaceholder;
  const route = routeOfPage(url);
  const [header, footer] = [headerFragment, footerFragment].map((fragment) => (placeholder ? fragment.replaceAll(placeholder, () => route) : fragment));
  return `<!doctype html>
<html lang="${attribute(manifest.lang)}" dir="${attribute(manifest.dir)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<script>${manifest.headScript}</script>
<title>${title}</title>
<meta name="robots" content="noindex">
${manifest.css.map((href) => `<link rel="stylesheet" href="${attribute(href)}">`).join('\n')}
${manifest.js.map((src) => `<script type="module" src="${attribute(src)}"></script>`).join('\n')}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="expect" href="#${CHROME_END_ID}" blocking="render">
</head>
<body>
${header}
${main}
${footer}
</body>
</html>
`;
}

/** The including page's policy: the edge's page directives plus the chrome's inline hashes and origins. */
export function chromePolicy({ csp }: ChromeManifest): string {
  return pageContentSecurityPolicy({ scripts: csp.scriptHashes, styles: csp.styleHashes, sources: csp.sources });
}
