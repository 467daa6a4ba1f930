// How an application in another stack wears the exchange's chrome: a plain Node HTTP server that
// includes the header and footer fragments server-side, as docs/embedding.md tells other teams. No
// build step, no dependency, nothing imported from the chrome's own code: only its files and the doc.
//
// - The fragments of the page's prefix (its region variant and language: '/en-eu/de/fee' -> en-eu-de),
//   fetched from the chrome host, kept for a minute and refreshed after it.
// - A chrome host that is down: the last copy stays in use; with none yet, a plain fallback header and
//   footer, so the page itself is still served.
// - The page's route goes in for the fragments' placeholder (chrome.json routePlaceholder): every
//   language link then leads to this page in that language, the header marks its entry and shows the
//   wallet announcement on /myaccount pages.

/** Region variants of the main host, then languages with a prefix (English has none): docs/embedding.md. */
const REGIONS = ['en-eu', 'en-jp', 'en-us', 'en-gb'];
const LANGUAGES = ['zh', 'zh-tw', 'ja', 'ko', 'vi', 'id', 'th', 'tr', 'ru', 'uk', 'es', 'fr', 'de', 'it', 'pt', 'pt-br', 'ar'];
const FRESH_MS = 60_000;
const TIMEOUT_MS = 2_000;

/** '/en-eu/de/fee?x=1' -> { folder: 'en-eu-de', route: '/fee?x=1' }; '/fee' -> { folder: 'en', route: '/fee' }. */
export function prefixOf(pathAndQuery) {
  const segments = pathAndQuery.split(/(?=[/?#])/);
  const taken = [];
  if (REGIONS.includes(segments[0]?.slice(1))) taken.push(segments.shift().slice(1));
  if (LANGUAGES.includes(segments[0]?.slice(1))) taken.push(segments.shift().slice(1));
  const rest = segments.join('');
  return { folder: taken.join('-') || 'en', route: rest.startsWith('/') ? rest : `/${rest}` };
}

const ESCAPES = { '&': '&amp;', '"': '&quot;', "'": '&#39;', '<': '&lt;', '>': '&gt;', '\\': '%5C' };
/** Text for an HTML attribute (the placeholder sits in href and data-route, and in island props as JSON). */
export const escapeAttribute = (text) => text.replace(/[&"'<>\\]/g, (char) => ESCAPES[char]);

async function fetchText(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

async function fetchFragments(origin, folder) {
  const base = `${origin}/_chrome/${folder}/`;
  const [manifest, header, footer] = await Promise.all(['chrome.json', 'header.html', 'footer.html'].map((file) => fetchText(base + file)));
  return { manifest: JSON.parse(manifest), header, footer };
}

/**
 * The chrome of one folder from `origin`, cached: a fresh copy is used as it is; a stale one is used
 * while one refresh runs; a failed refresh keeps it. Null when the host never answered.
 */
export function createChromeCache({ origin, now = Date.now }) {
  const kept = new Map();
  const refresh = (folder) => {
    const entry = kept.get(folder) ?? {};
    entry.pending ??= fetchFragments(origin, folder).then(
      (chrome) => Object.assign(entry, { chrome, freshUntil: now() + FRESH_MS }),
      () => Object.assign(entry, { freshUntil: now() + FRESH_MS / 12 }),
    ).finally(() => (entry.pending = undefined));
    kept.set(folder, entry);
    return entry.pending;
  };
  return async (folder) => {
    const entry = kept.get(folder);
    if (!entry) await refresh(folder);
    else if (now() >= entry.freshUntil) {
      const work = refresh(folder);
      // Nothing kept yet (the host was down): this page waits for the retry; with a copy, none waits.
      if (!entry.chrome) await work;
    }
    return kept.get(folder)?.chrome ?? null;
  };
}

/** The including page's Content-Security-Policy, from chrome.json (docs/embedding.md point 5). */
export function contentSecurityPolicy(manifest) {
  const { scriptHashes = [], styleHashes = [], sources = {} } = manifest?.csp ?? {};
  const list = (...parts) => parts.flat().join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", scriptHashes, sources.script ?? [])}`,
    `style-src ${list("'self'", styleHashes)}`,
    `img-src ${list("'self'", 'data:', sources.img ?? [])}`,
    `connect-src ${list("'self'", sources.connect ?? [])}`,
    "frame-ancestors 'none'",
  ].join('; ');
}
