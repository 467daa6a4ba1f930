// Image URLs from the server (coin and chain icons, avatars) are checked as links are checked
// (src/lib/notifications/safe-url.ts) before they reach an <img>: an image request carries the page's
// cookies, so an "icon" of `/logout` or `/api/web/v1/usercenter/logoutAll` would sign out everyone
// who merely opened search. An image comes from a configured image host over https (the build
// setting PUBLIC_IMAGE_HOSTS, src/lib/build-settings.ts) or from this site's own /images/ paths.
/** The only same-origin paths images are loaded from. */
const IMAGE_PATH_PREFIX = '/images/';

// Characters no honest URL carries raw and browsers strip or reinterpret (as safeServerUrl refuses;
// kept here rather than imported, so the account island loads no notification code).
const SUSPICIOUS = /[\u0000-\u0020\u007f-\u009f\\]/;
// What a server behind the edge could read as another path: an encoded slash or backslash, `..;/`.
const AMBIGUOUS_PATH = /%2f|%5c|;/i;

/** The checked path of a same-origin image: its dot segments (also `%2e`) resolved as the browser would. */
function imagePath(url: string): string | null {
  if (url.startsWith('//')) return null;
  const { pathname, search } = new URL(url, 'https://image.invalid');
  return pathname.startsWith(IMAGE_PATH_PREFIX) ? `${pathname}${search}` : null;
}

/**
 * The URL to load as an image, or null to show none (the letter or initials instead): an /images/
 * path, or https on one of `imageHosts` (origins such as `https://static.nexa.exchange`) without
 * user info. Anything else (another path, another host, http, data:, javascript:) is refused.
 */
export function safeImageUrl(raw: unknown, imageHosts: readonly string[]): string | null {
  if (typeof raw !== 'string') return null;
  const url = raw.trim();
  if (!url || url.length > 2048 || SUSPICIOUS.test(url) || AMBIGUOUS_PATH.test(url)) return null;
  if (url.startsWith('/')) return imagePath(url);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return null;
  return imageHosts.includes(parsed.origin) ? parsed.href : null;
}
