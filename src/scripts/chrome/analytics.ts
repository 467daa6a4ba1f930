// Click analytics for the header, menus, drawer and footer: one delegated listener sends
// { id, site, lang, position, params } with navigator.sendBeacon to the page context's analytics
// endpoint. No endpoint, or a rejected cookie notice, no listener, nothing sent.
import type { PageContext } from '../../lib/page-context.ts';

/**
 * Where the EU cookie notice keeps the visitor's answer: the notices' own constant
 * (COOKIE_CHOICE_STORAGE_KEY, src/scripts/notices/rules.ts), written here again because a module shared
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
  if (!endpoint || typeof navigator.sendBeacon !== 'function' || !analyticsAllowed()) return;
  const send = (event: Event) => {
    // An island replays a click it held during hydration (client:interaction): the person's own click was already sent.
    if (!event.isTrusted) return;
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
}
