// Build settings of the footer's CDN check: which framework file to fetch and which error-reporting
// script to load when it fails. A value must be a same-origin path or an https URL; anything else
// is a build error, so a typo never ships a check that always fails.
import { SANDBOX_PATHS } from './api/paths.ts';

export interface CdnCheckConfig {
  /** The framework file; null: the page's own framework module under /_astro/. */
  checkUrl: string | null;
  /** The error-reporting script (a Sentry-style loader exposing Sentry.init and Sentry.captureMessage). */
  reporterUrl: string;
}

function validUrl(name: string, value: string): string {
  if (/^\/(?!\/)\S*$/.test(value) || /^https:\/\/[a-z0-9.-]+(:\d+)?\/\S*$/i.test(value)) return value;
  throw new Error(`${name} must be a path such as /x.js or an https URL, not "${value}"`);
}

export function cdnCheckConfig(env: { PUBLIC_CDN_CHECK_URL?: string; PUBLIC_ERROR_REPORTER_URL?: string }): CdnCheckConfig {
  return {
    checkUrl: env.PUBLIC_CDN_CHECK_URL ? validUrl('PUBLIC_CDN_CHECK_URL', env.PUBLIC_CDN_CHECK_URL) : null,
    // Default: the local sandbox's reporter, which records reports at /__sandbox/reports.
    reporterUrl: env.PUBLIC_ERROR_REPORTER_URL ? validUrl('PUBLIC_ERROR_REPORTER_URL', env.PUBLIC_ERROR_REPORTER_URL) : SANDBOX_PATHS.errorReporter,
  };
}
