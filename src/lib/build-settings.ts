// Build settings whose production value differs from the local world's: the external scripts a page
// loads (account switcher, error reporter), the hosts its images come from, and whether the local
// hosts (`*.localhost`) are known at all. Unset, each has its production value; `npm start`'s world (and
// the e2e server, which is `npm start`) builds with the sandbox's values (sandbox/build-env.ts).
// `npm run deploy:check` refuses a build that points at a sandbox path or trusts a local host.

import { HTTPS_URL, isScriptUrl } from './script-url.ts';

/** The exchange's static CDN in production: external scripts and images (avatars, coin icons). */
export const PRODUCTION_STATIC_ORIGIN = 'https://static.nexa.exchange';

export interface BuildSettings {
  /** The external account-switching script (SPEC 7), loaded when signed in on a site offering it. */
  accountSwitcherUrl: string;
  /** The Sentry-style reporter the footer's CDN check loads when the check fails (SPEC 8). */
  errorReporterUrl: string;
  /** Origins images may come from besides the page's own (CSP img-src): the avatar and coin-icon CDN. */
  imageHosts: string[];
  /**
   * The local hosts (`localhost`, `<site>.localhost`) are known: own hosts for notification and
   * announcement links, and the language switch to another site stays local. Never in production.
   */
  localHosts: boolean;
}

export const PRODUCTION_BUILD_SETTINGS: Readonly<BuildSettings> = Object.freeze({
  accountSwitcherUrl: `${PRODUCTION_STATIC_ORIGIN}/account-switcher/v1.js`,
  errorReporterUrl: `${PRODUCTION_STATIC_ORIGIN}/monitoring/error-reporter.js`,
  imageHosts: [PRODUCTION_STATIC_ORIGIN],
  localHosts: false,
});

/** The environment variables that set them (Astro's import.meta.env in pages, process.env in the integration). */
export interface BuildEnv {
  PUBLIC_ACCOUNT_SWITCHER_URL?: string;
  PUBLIC_ERROR_REPORTER_URL?: string;
  /** Comma list of https origins; empty or `self`: images from the page's own origin only. */
  PUBLIC_IMAGE_HOSTS?: string;
  /** 1 or true: the local hosts are known (see BuildSettings.localHosts). */
  PUBLIC_LOCAL_HOSTS?: string;
}

const HTTPS_ORIGIN = /^https:\/\/[a-z0-9.-]+(:\d+)?$/i;

/** A script URL setting: a same-origin path or an https URL; anything else stops the build. */
export function scriptUrlSetting(name: string, value: string | undefined, fallback: string): string {
  const url = value?.trim() || fallback;
  // A file, not a folder: the page's CSP allows exactly this path (externalSources).
  if (isScriptUrl(url)) return url;
  throw new Error(`${name} must be a script's path such as /x.js or an https URL of one, not "${url}"`);
}

function imageHostsSetting(value: string | undefined): string[] {
  if (value === undefined) return [...PRODUCTION_BUILD_SETTINGS.imageHosts];
  const hosts = value.split(',').map((host) => host.trim().replace(/\/$/, '')).filter((host) => host && host !== 'self');
  const wrong = hosts.filter((host) => !HTTPS_ORIGIN.test(host));
  if (wrong.length) throw new Error(`PUBLIC_IMAGE_HOSTS must list https origins such as https://img.example.com, not "${wrong.join(', ')}"`);
  return hosts.map((host) => host.toLowerCase());
}

export function buildSettingsFrom(env: BuildEnv): BuildSettings {
  return {
    accountSwitcherUrl: scriptUrlSetting('PUBLIC_ACCOUNT_SWITCHER_URL', env.PUBLIC_ACCOUNT_SWITCHER_URL, PRODUCTION_BUILD_SETTINGS.accountSwitcherUrl),
    errorReporterUrl: scriptUrlSetting('PUBLIC_ERROR_REPORTER_URL', env.PUBLIC_ERROR_REPORTER_URL, PRODUCTION_BUILD_SETTINGS.errorReporterUrl),
    imageHosts: imageHostsSetting(env.PUBLIC_IMAGE_HOSTS),
    localHosts: /^(1|true|yes)$/i.test(env.PUBLIC_LOCAL_HOSTS?.trim() ?? ''),
  };
}

/**
 * Where coin icons live: the first image host's (the sandbox's own under `npm start`)
 * /images/coin_icon/64/, the path every market list's icons use. For rows the API sends without an
 * icon (pre-market): `{base}{coin}.png`.
 */
export function coinIconBaseOf(settings: Pick<BuildSettings, 'imageHosts'>): string {
  return `${settings.imageHosts[0] ?? ''}/images/coin_icon/64/`;
}

/** Sources beyond 'self' a page's policy must allow, per CSP directive. */
export interface ExternalSources {
  /** Exact script URLs (origin and path): the static host also holds uploads, which must never run. */
  script: string[];
  img: string[];
  connect: string[];
}

const originOf = (url: string | null | undefined) => (url && HTTPS_URL.test(url) ? new URL(url).origin : null);
/** A CSP source matching exactly this script's path on its host (its query is not part of a source). */
function scriptSourceOf(url: string): string | null {
  if (!HTTPS_URL.test(url)) return null;
  const { origin, pathname } = new URL(url);
  // ';' and ',' separate directives and policies: a source path carries them percent-encoded.
  return `${origin}${pathname.replaceAll(';', '%3B').replaceAll(',', '%2C')}`;
}
const unique = (list: (string | null)[]) => [...new Set(list.filter((item): item is string => item !== null))];

/** What the settings make pages load from elsewhere; `cdnCheckUrl` is the footer check's fetch (PUBLIC_CDN_CHECK_URL). */
export function externalSources(settings: BuildSettings, cdnCheckUrl?: string | null): ExternalSources {
  return {
    script: unique([scriptSourceOf(settings.accountSwitcherUrl), scriptSourceOf(settings.errorReporterUrl)]),
    img: unique(settings.imageHosts),
    connect: unique([originOf(cdnCheckUrl)]),
  };
}
