// The home page's notices: the EU cookie notice (shown until accepted or rejected, again after 90 days)
// and the region-switch banner the compliance check's limit flags ask for. Both are fixed to the
// bottom of the window, so showing them moves nothing. Where a cookie notice exists the banner
// waits until it is closed (SPEC 4).
import { pageContext } from '../../lib/page-context.ts';
import { fetchComplianceCheck, pageComplianceCheck } from '../../lib/compliance-check.ts';
import { afterFirstPaint } from '../chrome/after-first-paint.ts';
import { bannerToShow, cookieNoticeDue, COOKIE_CHOICE_STORAGE_KEY, COOKIE_NOTICE_STORAGE_KEY, REGION_BANNER_CLOSED_KEY, REGION_BANNER_RESULT_ATTRIBUTE } from './rules.ts';

// Blocked or full storage (private modes, quotas) reads as nothing stored and writes nothing.
const read = (area: 'localStorage' | 'sessionStorage', key: string) => {
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
};
const write = (area: 'localStorage' | 'sessionStorage', key: string, value: string) => {
  try {
    window[area].setItem(key, value);
  } catch {
    // The notice simply shows again next time.
  }
};

const notice = document.querySelector<HTMLElement>('[data-cookie-notice]');
const banners = [...document.querySelectorAll<HTMLElement>('[data-region-banner]')];
let pendingBanner: HTMLElement | undefined;

function showBanner() {
  if (pendingBanner && (!notice || notice.hidden)) pendingBanner.hidden = false;
}

// Each after the first paint, in a task of its own: a first storage read and the request wait on the
// browser process (src/scripts/chrome/after-first-paint.ts).
afterFirstPaint(() => {
  if (notice) {
    notice.hidden = !cookieNoticeDue(read('localStorage', COOKIE_NOTICE_STORAGE_KEY), Date.now());
    // Either answer closes it (SPEC 4: the time, for the 90 days) and is remembered (the choice).
    notice.addEventListener('click', ({ target }) => {
      const choice = (target as HTMLElement).dataset.cookieChoice;
      if (!choice) return;
      write('localStorage', COOKIE_NOTICE_STORAGE_KEY, String(Date.now()));
      write('localStorage', COOKIE_CHOICE_STORAGE_KEY, choice);
      notice.hidden = true;
      showBanner();
    });
  }
});

afterFirstPaint(() => {
  if (banners.length && read('sessionStorage', REGION_BANNER_CLOSED_KEY) === null) {
    const page = pageContext();
    // The page's one compliance request (the chrome starts it; this shares its answer). Without
    // dynamic data, or when the check fails, there are no limit flags and no banner.
    const answer = page.dynamicData && page.endpoints.compliance ? pageComplianceCheck(() => fetchComplianceCheck(page)) : Promise.resolve(null);
    void answer.then((compliance) => {
      const candidates = banners.map((banner) => ({ id: banner.dataset.regionBanner ?? '', when: banner.dataset.when ?? '' }));
      const id = bannerToShow(candidates, compliance?.limit ?? {});
      pendingBanner = banners.find((banner) => banner.dataset.regionBanner === id);
      showBanner();
      // Which banner the answer chose ('none' too): a settled state tests and tools can wait for.
      document.documentElement.setAttribute(REGION_BANNER_RESULT_ATTRIBUTE, id ?? 'none');
    });
    for (const banner of banners) {
      banner.querySelector('button')?.addEventListener('click', () => {
        write('sessionStorage', REGION_BANNER_CLOSED_KEY, banner.dataset.regionBanner ?? '');
        banner.hidden = true;
      });
    }
  }
});
