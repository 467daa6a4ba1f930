// Click analytics for the header, menus, drawer and footer: one delegated listener sends
// { id, site, lang, position, params } with navigator.sendBeacon to the endpoint the build put in
// <meta name="analytics-endpoint">. No meta, no listener, nothing sent.
import { ANALYTICS_META_NAME } from '../../navigation/chrome-contract.ts';

const endpoint = document.querySelector<HTMLMetaElement>(`meta[name="${ANALYTICS_META_NAME}"]`)?.content;

if (endpoint && typeof navigator.sendBeacon === 'function') {
  const root = document.documentElement;
  document.addEventListener('click', (event) => {
    // An island replays a click held during hydration (client:interaction): the person's own click was already sent.
    if (!event.isTrusted) return;
    const item = (event.target as Element).closest?.<HTMLElement>('[data-track]');
    if (!item) return;
    const payload = {
      id: item.dataset.track,
      site: root.dataset.site,
      lang: root.dataset.lang,
      position: item.closest<HTMLElement>('[data-track-area]')?.dataset.trackArea ?? 'page',
      params: item.dataset.trackParams ? Object.fromEntries(new URLSearchParams(item.dataset.trackParams)) : undefined,
    };
    // text/plain keeps the beacon a simple request: no CORS preflight for a collector on another host.
    navigator.sendBeacon(endpoint, new Blob([JSON.stringify(payload)], { type: 'text/plain;charset=UTF-8' }));
  }, { capture: true });
}
