// The home page's notices: the EU cookie notice (shown until accepted or rejected, again after 90 days)
// and the region-switch banner the compliance check's limit flags ask for. Both are fixed to the
// bottom of the window, so showing them moves nothing. Where a cookie notice exists the banner
// waits until it is closed (SPEC 4).
import { askPageCompliance, flag } from '../../lib/compliance-check.ts';
import { readStored, store } from '../../lib/safe-storage.ts';
import { afterFirstPaint } from '../chrome/after-first-paint.ts';
import { bannerToShow, cookieNoticeDue, COOKIE_CHOICE_STORAGE_KEY, COOKIE_NOTICE_STORAGE_KEY, REGION_BANNER_CLOSED_KEY, REGION_BANNER_RESULT_ATTRIBUTE } from './rules.ts';


const notice = document.querySelector<HTMLElement>('[data-cookie-notice]');
const banners = [...document.querySelectorAll<HTMLElement>('[data-region-banner]')];
let pendingBanner: HTMLElement | undefined;

function showBanner() {
  if (pendingBanner && (!notice || notice.hidden)) pendingBanner.hidden = false;
}

// Each after the first paint, in a task of its own: a first storage read and the request wait on the
// browser process (src/browser/chrome/after-first-paint.ts).
afterFirstPaint(() => {
  if (notice) {
    notice.hidden = !cookieNoticeDue(readStored('localStorage', COOKIE_NOTICE_STORAGE_KEY), Date.now());
    // Either answer closes it (SPEC 4: the time, for the 90 days) and is remembered (the choice).
    notice.addEventListener('click', ({ target }) => {
      const choice = (target as HTMLElement).dataset.cookieChoice;
      if (!choice) return;
      store('localStorage', COOKIE_NOTICE_STORAGE_KEY, String(Date.now()));
      store('localStorage', COOKIE_CHOICE_STORAGE_KEY, choice);
      notice.hidden = true;
      showBanner();
    });
  }
});

afterFirstPaint(() => {
  if (banners.length && readStored('sessionStorage', REGION_BANNER_CLOSED_KEY) === null) {
    // The page's one compliance answer, the chrome's. Without dynamic data, or when the check
    // fails, there are no limit flags and no banner.
    void (askPageCompliance() ?? Promise.resolve(null)).then((data) => {
      const candidates = banners.map((banner) => ({ id: banner.dataset.regionBanner ?? '', when: banner.dataset.when ?? '' }));
      // Only the flags the banners name are read, in the backend's spellings (flag()).
      const limit = ((data as { limit?: Record<string, unknown> } | null)?.limit ?? {});
      const id = bannerToShow(candidates, Object.fromEntries(candidates.map(({ when }) => [when, flag(limit[when])])));
      pendingBanner = banners.find((banner) => banner.dataset.regionBanner === id);
      showBanner();
      // Which banner the answer chose ('none' too): a settled state tests and tools can wait for.
      document.documentElement.setAttribute(REGION_BANNER_RESULT_ATTRIBUTE, id ?? 'none');
    });
    for (const banner of banners) {
      banner.querySelector('button')?.addEventListener('click', () => {
        store('sessionStorage', REGION_BANNER_CLOSED_KEY, banner.dataset.regionBanner ?? '');
        banner.hidden = true;
      });
    }
  }
});
