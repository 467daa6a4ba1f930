// Click analytics for the header, menus, drawer, footer and the islands' rows (search, Alpha, trade
// lists): one delegated listener sends { id, site, lang, position, params } with navigator.sendBeacon
// to the page context's analytics endpoint (the exchange's collector unless the build names another
// or none: src/lib/analytics-endpoint.ts). No endpoint, no listener; a rejected cookie notice, nothing
// sent, whenever on the page the answer was given. A row chosen with the keyboard arrives as TRACK_EVENT.
import type { PageContext } from '../../lib/page-context.ts';
import { TRACK_EVENT } from '../../lib/analytics-event.ts';

/**
 * Where the EU cookie notice keeps the visitor's answer: the notices' own constant
 * (COOKIE_CHOICE_STORAGE_KEY, src/browser/notices/rules.ts), written here again because a module shared
 * by the early notices script and this lazy chunk costs every visitor a chunk before interaction;
 * rules.test.ts holds the two equal.
 */
export const CONSENT_STORAGE_KEY = 'nexa:eu-cookie-choice';

/** A visitor who rejected the EU cookie notice is not measured (docs/preferences.md). */
function analyticsAllowed(): boolean {
  try {
    return localStorage.getItem(CONSENT_STORAGE_KEY) !== 'rejected';
  } catch {
    return true;
  }
}

export function installAnalytics(context: PageContext, earlyClicks: readonly Event[]): void {
  const { endpoints: { analytics: endpoint }, siteKey, lang } = context;
  if (!endpoint || typeof navigator.sendBeacon !== 'function') return;
  const send = (event: Event) => {
    // An island replays a click the page held for it (early-input.ts): the person's own click was already sent.
    // The cookie answer is read at each click, so one given on this page holds from the next click.
    if ((!event.isTrusted && event.type !== TRACK_EVENT) || !analyticsAllowed()) return;
    const item = (event.target as Element).closest?.<HTMLElement>('[data-track]');
    if (!item) return;
    const payload = {
      id: item.dataset.track,
      site: siteKey,
      lang,
      position: item.closest<HTMLElement>('[data-track-area]')?.dataset.trackArea ?? 'page',
      params: item.dataset.trackParams ? Object.fromEntries(new URLSearchParams(item.dataset.trackParams)) : undefined,
    };
    // text/plain keeps the beacon a simple request: no CORS preflight for a collector on another host.
    navigator.sendBeacon(endpoint, new Blob([JSON.stringify(payload)], { type: 'text/plain;charset=UTF-8' }));
  };
  earlyClicks.forEach(send);
  document.addEventListener('click', send, { capture: true });
  document.addEventListener(TRACK_EVENT, send, { capture: true });
}
