// Build settings of the footer's CDN check: which framework file to fetch and which error-reporting
// script to load when it fails. A value must be a same-origin path or an https URL; anything else
// is a build error, so a typo never ships a check that always fails.
import { buildSettingsFrom, scriptUrlSetting, type BuildEnv } from './build-settings.ts';

export interface CdnCheckConfig {
  /** The framework file; null: the page's own framework module under /_astro/. */
  checkUrl: string | null;
  /** The error-reporting script (a Sentry-style loader exposing Sentry.init and Sentry.captureMessage). */
  reporterUrl: string;
}

export function cdnCheckConfig(env: BuildEnv & { PUBLIC_CDN_CHECK_URL?: string }): CdnCheckConfig {
  return {
    checkUrl: env.PUBLIC_CDN_CHECK_URL ? scriptUrlSetting('PUBLIC_CDN_CHECK_URL', env.PUBLIC_CDN_CHECK_URL, '') : null,
    // Production's reporter unless the build names another (the local world: the sandbox's, which records reports).
    reporterUrl: buildSettingsFrom(env).errorReporterUrl,
  };
}
