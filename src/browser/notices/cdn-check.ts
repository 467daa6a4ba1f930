// The footer's CDN check (SPEC 4, 8, 9): once, 5 s after load, fetch the framework file from the
// CDN; on any answer but 200 (or no answer) load the error-reporting script and report a
// "cdn access error" with a tracing sample rate of 0.1. The URLs are build settings carried by the
// footer (data-cdn-check, data-error-reporter); without a check URL the page's own framework
// module (a /_astro/ file, served by the CDN in production) is fetched, bypassing caches.
import { CDN_CHECK_PARAM, CDN_CHECK_RESULT_ATTRIBUTE, CDN_ERROR_MESSAGE, ERROR_TRACES_SAMPLE_RATE } from '../../contracts/cdn-check-contract.ts';
import { externalScript } from '../../lib/trusted-script.ts';

interface Reporter {
  init(options: { tracesSampleRate: number }): void;
  captureMessage(message: string): void;
}

const footer = document.querySelector<HTMLElement>('[data-error-reporter]');
const root = document.documentElement;

function frameworkFile(): string | undefined {
  const configured = footer?.dataset.cdnCheck;
  if (configured) return configured;
  return document.querySelector<HTMLScriptElement>('script[type="module"][src^="/_astro/"]')?.src;
}

function report(reporterUrl: string) {
  // Through the page's Trusted Types policy; a URL it refuses is reported as a failed load.
  const script = externalScript(reporterUrl);
  if (!script) {
    root.setAttribute(CDN_CHECK_RESULT_ATTRIBUTE, 'error');
    return;
  }
  script.onload = () => {
    const reporter = (window as { Sentry?: Reporter }).Sentry;
    reporter?.init({ tracesSampleRate: ERROR_TRACES_SAMPLE_RATE });
    reporter?.captureMessage(CDN_ERROR_MESSAGE);
    root.setAttribute(CDN_CHECK_RESULT_ATTRIBUTE, 'error');
  };
  script.onerror = () => root.setAttribute(CDN_CHECK_RESULT_ATTRIBUTE, 'error');
  document.head.append(script);
}

async function check() {
  const file = frameworkFile();
  const reporterUrl = footer?.dataset.errorReporter;
  if (!file || !reporterUrl) return;
  const url = new URL(file, location.href);
  url.searchParams.set(CDN_CHECK_PARAM, '1');
  const status = await fetch(url, { cache: 'no-store', credentials: 'same-origin' }).then((response) => response.status, () => 0);
  if (status === 200) root.setAttribute(CDN_CHECK_RESULT_ATTRIBUTE, 'ok');
  else report(reporterUrl);
}

// Loaded with the after-load chunk (src/browser/chrome/after-load.ts) when the check is due: it runs at once.
void check();
