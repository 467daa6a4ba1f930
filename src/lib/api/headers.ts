// Headers sent with every call (SPEC 7): language, app type, and the csrftoken cookie echoed back.
import type { LocaleCode } from '../../i18n/locales.ts';
import { toBackendLang } from '../../i18n/locales.ts';
export const HEADER_NAMES = {
  language: 'x-lang',
  appType: 'x-app-type',
  siteType: 'x-site-type',
  csrfToken: 'csrftoken',
} as const;

/** SPEC 7 and 9: every request times out after 4000 ms. */
export const REQUEST_TIMEOUT_MS = 4000;

/** This front end identifies itself as the web app. */
export const APP_TYPE_WEB = 'web';

/** SPEC 9 language mapping (zh -> cn...); codes we do not serve go through unchanged. */
export function toBackendLanguage(language: string): string {
  const mapped = toBackendLang(language.toLowerCase() as LocaleCode);
  return mapped === language.toLowerCase() ? language : mapped;
}

export interface RequestHeaderInput {
  language: string;
  /** The csrftoken cookie as the browser holds it (raw, not percent-decoded). */
  csrfToken: string | undefined;
  siteType: number;
}

/** What a header value may carry: visible ASCII. Anything else makes fetch throw before the call. */
const HEADER_SAFE_TOKEN = /^[\x21-\x7e]+$/;

export function buildRequestHeaders(input: RequestHeaderInput): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    [HEADER_NAMES.language]: toBackendLanguage(input.language),
    [HEADER_NAMES.appType]: APP_TYPE_WEB,
  };
  // A malformed cookie ('%E2%9C%93', a CR LF) is left out: the call goes on and the backend decides.
  if (input.csrfToken && HEADER_SAFE_TOKEN.test(input.csrfToken)) headers[HEADER_NAMES.csrfToken] = input.csrfToken;
  headers[HEADER_NAMES.siteType] = String(input.siteType);
  return headers;
}
