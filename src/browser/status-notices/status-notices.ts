// The status notices (SPEC 3, 6, 7): with dynamic data on, ask the common-data call once and show
// what its flags mean (the limited-IP bar for visitors, blocked country, withdraw-only, KYC
// reminder, compliance tips, regional notices), and put currency_count into the download modal.
// Part of the chrome's interactive chunk (src/browser/chrome/interactive.ts): at load for a signed-in
// person, at a visitor's first pointer, focus, touch or key, so a visitor's JS before interaction
// stays as it was. The markup is the build's (StatusNotices.astro), hidden until chosen.
import { API_PATHS } from '../../contracts/api-paths.ts';
import { buildRequestHeaders, REQUEST_TIMEOUT_MS } from '../../lib/api/headers.ts';
import { consoleLogger, logCallFailure, thrownReason } from '../../lib/api/logger.ts';
import { CSRF_COOKIE, browserCookies, readRawCookie } from '../../lib/cookies.ts';
import { pageContext } from '../../lib/page-context.ts';
import { readStored, store } from '../../lib/safe-storage.ts';
import { sharedCommonData } from '../../lib/api/page-common-data.ts';
import { isSignedInPage } from '../../contracts/head-contract.ts';
import { FORBIDDEN_ACTIONS_ATTRIBUTE } from '../../contracts/restrictions.ts';
import {
  DISMISSED_STORAGE_KEY,
  forbiddenActions,
  REGION_NOTICE_PREFIX,
  isRegionNotice,
  IP_LIMITED_ATTRIBUTE,
  STATUS_NOTICES_ATTRIBUTE,
  noticesToShow,
  parseNoticeFlags,
  readDismissed,
  withDismissed,
  type NoticeFlags,
} from './status-rules.ts';

// A failure is logged as the API client logs one (SPEC 8).
const COMMON_DATA_CALL = { name: 'commonData', method: 'GET', path: API_PATHS.commonData };

async function fetchNoticeFlags(): Promise<NoticeFlags | null> {
  const page = pageContext();
  if (!page.dynamicData) return null;
  try {
    // The account island's store reads the same answer (one request per page load).
    const response = await sharedCommonData(API_PATHS.commonData, {
      credentials: 'include',
      headers: buildRequestHeaders({ language: page.lang, csrfToken: readRawCookie(browserCookies(), CSRF_COOKIE), siteType: page.siteParam }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    }, fetch)!;
    const flags = response.ok ? parseNoticeFlags(await response.json()) : null;
    if (!flags) logCallFailure(consoleLogger, COMMON_DATA_CALL, response.ok ? 'not a common-data answer' : `HTTP ${response.status}`);
    return flags;
  } catch (error) {
    logCallFailure(consoleLogger, COMMON_DATA_CALL, thrownReason(error));
    return null;
  }
}

// Blocked or full storage (private modes, quotas) reads as nothing dismissed and remembers nothing:
// the notice shows again on the next page.
const storedDismissals = () => readStored('localStorage', DISMISSED_STORAGE_KEY);
const rememberDismissal = (id: string) => store('localStorage', DISMISSED_STORAGE_KEY, withDismissed(storedDismissals(), id));

/** The regional notice's text: its {{region}} template with the regions' names in the page's language. */
function fillRegions(notice: HTMLElement, regionIds: string[]): void {
  const text = notice.querySelector('[data-region-text]');
  if (!text) return;
  const locale = document.documentElement.lang || 'en';
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const regions = regionIds.map((id) => names.of(id.slice(REGION_NOTICE_PREFIX.length)) ?? id);
  text.textContent = (text.getAttribute('data-region-text') ?? '').replaceAll('{{region}}', new Intl.ListFormat(locale).format(regions));
}

/** Shows one notice element for the given ids (several for the shared regional one); its close button dismisses them all. */
function showNotice(element: string, ids: string[]): void {
  const notice = document.querySelector<HTMLElement>(`[data-status-notice="${element}"]`);
  if (!notice) return;
  if (element === 'region') fillRegions(notice, ids);
  notice.hidden = false;
  notice.querySelector('[data-dismiss]')?.addEventListener('click', () => {
    ids.forEach(rememberDismissal);
    notice.hidden = true;
  });
}

function showNotices(flags: NoticeFlags): string[] {
  const signedIn = flags.isLogin ?? isSignedInPage();
  const ids = noticesToShow(flags, signedIn, readDismissed(storedDismissals()));
  for (const id of ids.filter((id) => !isRegionNotice(id))) showNotice(id, [id]);
  const regionIds = ids.filter(isRegionNotice);
  if (regionIds.length) showNotice('region', regionIds);
  if (ids.includes('ip-limited')) document.documentElement.setAttribute(IP_LIMITED_ATTRIBUTE, '');
  // What the restrictions forbid goes with them (one CSS rule per action hides its calls to action).
  const forbidden = forbiddenActions(flags, signedIn);
  if (forbidden.length) document.documentElement.setAttribute(FORBIDDEN_ACTIONS_ATTRIBUTE, forbidden.join(' '));
  return ids;
}

/** Fills the download modal's "{{count}}+ cryptocurrencies" line in the page's number format. */
function showCurrencyCount(count: number | null): void {
  if (count === null) return;
  const locale = document.documentElement.lang || 'en';
  for (const line of document.querySelectorAll<HTMLElement>('[data-currency-count]')) {
    line.textContent = (line.dataset.currencyCount ?? '').replace('{{count}}', new Intl.NumberFormat(locale).format(count));
    line.hidden = false;
  }
}

const container = document.querySelector('.status-notices');
if (container) void fetchNoticeFlags().then((flags) => {
  // A failed or malformed answer: no notice, no count (SPEC 8: an empty object).
  const ids = flags ? showNotices(flags) : [];
  showCurrencyCount(flags?.currencyCount ?? null);
  // Settled, for tests and support: which notices the answer showed.
  document.documentElement.setAttribute(STATUS_NOTICES_ATTRIBUTE, ids.join(' ') || 'none');
});
