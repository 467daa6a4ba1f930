// The example application: every path is one of its pages ("Spot trading: ETH/USDT"), wearing the
// exchange's chrome. Run it beside `npm start`:
//   CHROME_ORIGIN=http://localhost:4321 PORT=4400 node examples/node-include/server.mjs
// then open http://localhost:4400/trade/ETH_USDT (or point APP_ORIGIN of `npm start` at it).
import { createServer } from 'node:http';
import { contentSecurityPolicy, createChromeCache, escapeAttribute, prefixOf } from './chrome.mjs';

const escapeText = (text) => text.replace(/[&<>]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[char]);

/** Used while the chrome host is down and nothing is kept: the page stays usable, plainly. */
const FALLBACK = {
  manifest: { lang: 'en', dir: 'ltr', css: [], js: [], headScript: '', csp: {} },
  header: '<header class="fallback-header"><a href="/">Nexa</a></header>',
  footer: '<footer class="fallback-footer"><a href="/help">Help</a></footer>',
};

function page(chrome, route, body) {
  const { manifest } = chrome;
  // The route goes in wherever the fragments left the placeholder (language links, data-route...).
  const fill = (fragment) => (manifest.routePlaceholder ? fragment.replaceAll(manifest.routePlaceholder, () => escapeAttribute(route)) : fragment);
  const head = [
    manifest.headScript ? `<script>${manifest.headScript}</script>` : '',
    ...manifest.css.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
    ...manifest.js.map((src) => `<script type="module" src="${escapeAttribute(src)}"></script>`),
  ].join('\n');
  return `<!doctype html>
<html lang="${escapeAttribute(manifest.lang)}" dir="${escapeAttribute(manifest.dir)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${head}
<title>${escapeText(body)} | Example application</title>
<link rel="expect" href="#chrome-end" blocking="render">
</head>
<body>
${fill(chrome.header)}
<main id="main" class="container" data-example-app><h1>${escapeText(body)}</h1></main>
${fill(chrome.footer)}
</body>
</html>
`;
}

/** What the example names a route: 'Spot trading: ETH/USDT' for /trade/ETH_USDT, the path otherwise. */
function headingOf(route) {
  const path = route.replace(/[?#].*$/, '');
  const trade = /^\/trade\/([A-Z0-9]+)_([A-Z0-9]+)$/.exec(path);
  return trade ? `Spot trading: ${trade[1]}/${trade[2]}` : `Example page ${decodeURIComponent(path)}`;
}

/** The application's request handler; `chromeOrigin` is the site's host that serves /_chrome/. */
export function createExampleApp({ chromeOrigin }) {
  const chromeOf = createChromeCache({ origin: chromeOrigin });
  return async (request, response) => {
    const url = new URL(request.url, 'http://example.invalid');
    const { folder, route } = prefixOf(`${url.pathname}${url.search}`);
    // A folder this site does not have (a language it does not offer) falls back to English.
    const chrome = (await chromeOf(folder)) ?? (folder === 'en' ? null : await chromeOf('en')) ?? FALLBACK;
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'private, no-cache',
      'content-security-policy': contentSecurityPolicy(chrome.manifest),
    });
    response.end(request.method === 'HEAD' ? undefined : page(chrome, route, headingOf(route)));
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const chromeOrigin = process.env.CHROME_ORIGIN ?? 'http://localhost:4321';
  const port = Number(process.env.PORT ?? 4400);
  createServer(createExampleApp({ chromeOrigin })).listen(port, () => console.log(`example application on http://localhost:${port} (chrome from ${chromeOrigin})`));
}
