// Signup links are /signup plus the query string a visitor arrived with (SPEC 2): a landing URL
// with ?ref=... stores its referral and campaign parameters, and every [data-signup] link gets them.
import { SIGNUP_QUERY_PARAM, SIGNUP_QUERY_STORAGE_KEY } from '../../contracts/chrome-contract.ts';
import { afterFirstPaint } from './after-first-paint.ts';
import { readStored, store } from '../../lib/safe-storage.ts';

function keptParameters(search: string): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) if (SIGNUP_QUERY_PARAM.test(name)) kept.append(name, value);
  return kept.toString();
}

// After the first paint: the first localStorage access waits on the browser process.
// Storage blocked (private mode, policy): signup links keep their plain /signup.
afterFirstPaint(() => {
  const arrived = keptParameters(location.search);
  if (arrived) store('localStorage', SIGNUP_QUERY_STORAGE_KEY, arrived);
  // Re-filtered on the way out: storage is writable by anything on the origin.
  const stored = keptParameters(readStored('localStorage', SIGNUP_QUERY_STORAGE_KEY) ?? '');
  if (stored) {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-signup]')) {
      const url = new URL(link.href);
      url.search = stored;
      link.href = `${url.pathname}${url.search}`;
    }
  }
});
