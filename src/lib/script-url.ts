// The one rule for a script URL the chrome loads: the build checks its settings with it
// (src/lib/build-settings.ts) and the page's Trusted Types policy again before any script element
// gets one (src/lib/trusted-script.ts).

/** A same-origin absolute path (no //host, no \\), in URL characters only. */
const SAME_ORIGIN_PATH = /^\/(?![/\\])[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/;
/** An https URL with a path: no user info, no other scheme, URL characters only. */
export const HTTPS_URL = /^https:\/\/[a-z0-9.-]+(:\d+)?\/[A-Za-z0-9._~!$&'()*+,;=:@%/?-]*$/i;
/** Ends in a folder: the page's CSP allows a script's exact path, never a whole folder or host. */
const FOLDER = /\/([?#].*)?$/;

/** A script's URL: a same-origin path or an https URL of a file. */
export function isScriptUrl(url: string): boolean {
  return (SAME_ORIGIN_PATH.test(url) || HTTPS_URL.test(url)) && !FOLDER.test(url);
}
