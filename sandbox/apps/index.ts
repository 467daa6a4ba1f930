// The stand-in for the exchange's applications (trade, futures, wallet, help...), part of `npm start`'s
// local world beside the sandbox API. The edge sends it every route the chrome links to
// (dist/app-routes.json); it answers with a page made the way a real application makes one: the site's
// header and footer fragments for the page's language around a body naming the route and its
// application. Set APP_ORIGIN to send those routes to a real application origin instead.
import type { AppForwarder } from '../../src/edge/app-routes.ts';
import { SIGNUP_QUERY_PARAM } from '../../src/contracts/chrome-contract.ts';
import { BRAND } from '../../src/sites/brand.ts';
import { escapeHtml } from '../../src/lib/escape-html.ts';
import { personaLinks, safeNextPath } from '../session.ts';
import { nameRoute } from './applications.ts';
import { chromePolicy, includeChrome, pageWithChrome, type ChromeFetch } from './include-chrome.ts';

export interface AppStandInOptions {
  /** Where the chrome fragments are fetched: the site's own server (any Fetch handler). */
  chrome: ChromeFetch;
}

/** The signup application shows the referral and campaign parameters it was opened with (SPEC 2). */
function signupBody(query: URLSearchParams): string {
  const kept = [...query].filter(([name]) => SIGNUP_QUERY_PARAM.test(name));
  if (kept.length === 0) return '<p data-signup-query="">Opened without referral or campaign parameters.</p>';
  const items = kept.map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`).join('');
  return `<p>Opened with these referral and campaign parameters:</p><dl data-signup-query="${escapeHtml(new URLSearchParams(kept).toString())}">${items}</dl>`;
}

/** In the local world, logging in is picking a sandbox persona; the page returns to `next` or the language's home. */
function loginBody(query: URLSearchParams, home: string): string {
  const next = query.has('next') ? safeNextPath(query.get('next')) : home;
  return `<p>Sign in to the sandbox as:</p>${personaLinks(next)}`;
}

const BODIES: Record<string, (query: URLSearchParams, home: string) => string> = { signup: signupBody, login: loginBody };

export function createAppStandIn({ chrome }: AppStandInOptions): AppForwarder {
  return async (request) => {
    const url = new URL(request.url);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('The stand-in applications only show pages', { status: 405, headers: { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' } });
    }
    const included = await includeChrome(chrome, url.origin, url.pathname);
    if (!included) return new Response('The chrome fragments are missing: run npm run build', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    const { prefix } = included;
    const route = url.pathname.slice(prefix.length) || '/';
    const { application, heading } = nameRoute(route, url.searchParams);
    const body = BODIES[application.id]?.(url.searchParams, `${prefix}/`) ?? '';
    // The stand-in's own words are English whatever the chrome's language: lang says so to readers.
    const main = `<main id="main" class="container app-stand-in" lang="en" dir="ltr" data-app="${escapeHtml(application.id)}">
<p>Stand-in application (local sandbox)</p>
<h1>${escapeHtml(heading)}</h1>
<p>Route <code>${escapeHtml(route + url.search)}</code>. With <code>APP_ORIGIN</code> set, the real application answers it.</p>
${body}
</main>`;
    const html = pageWithChrome(included, url, `${escapeHtml(heading)} | ${BRAND}`, main);
    return new Response(request.method === 'HEAD' ? null : html, {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-cache', 'content-security-policy': chromePolicy(included.manifest) },
    });
  };
}
