// The compliance check (SPEC 3 and 7: which features to hide for this visitor or region), asked
// once per page. The chrome's early script starts it after load; the $compliance store and the home
// notices ask that script for its answer (askPageCompliance) instead of asking the API again. One
// parser for every reader (the API client's schema uses it too), written by hand (no zod).
import { buildRequestHeaders, REQUEST_TIMEOUT_MS } from './api/headers.ts';
import { CSRF_COOKIE, browserCookies, readRawCookie } from './cookies.ts';
import type { PageContext } from './page-context.ts';
import { LIMIT_FLAGS, type LimitFlag } from '../contracts/compliance-limits.ts';
import { COMPLIANCE_REQUEST_EVENT } from '../contracts/chrome-contract.ts';

export interface Compliance {
  /** Business switches, e.g. button_alpha_hidden. */
  business: string[];
  /** Feature keys to hide, e.g. fiat_trade. */
  menu: string[];
  limit: Partial<Record<LimitFlag, boolean>>;
}

export function emptyCompliance(): Compliance {
  return { business: [], menu: [], limit: {} };
}

/**
 * Longest key and most keys a feature-key list (the compliance menu and business lists) may carry:
 * a hostile answer cannot grow the page's hiding rules without bound. The API schemas' keyList
 * applies the same caps (featureKeys).
 */
const MAX_KEY_LENGTH = 64;
export const MAX_KEYS = 256;

/** The keys of a list: non-strings, empty and overlong keys dropped, at most MAX_KEYS. */
export const featureKeys = (values: unknown[]): string[] =>
  values.filter((item): item is string => typeof item === 'string' && item.length > 0 && item.length <= MAX_KEY_LENGTH).slice(0, MAX_KEYS);

const strings = (value: unknown): string[] | null => (Array.isArray(value) ? featureKeys(value) : null);

/** A backend flag: true, 1 or '1' is on; false, 0 or '0' is off; anything else is unknown. */
export function flag(value: unknown): boolean | undefined {
  if (value === true || value === 1 || value === '1') return true;
  if (value === false || value === 0 || value === '0') return false;
  return undefined;
}

/** The answer's `data`, or null when it is not a compliance answer (no menu list). */
export function parseComplianceData(data: unknown): Compliance | null {
  const raw = (data ?? {}) as Record<string, unknown>;
  const menu = strings(raw.menu);
  if (!menu) return null;
  const limitIn = (raw.limit ?? {}) as Record<string, unknown>;
  const limit: Compliance['limit'] = {};
  for (const name of LIMIT_FLAGS) {
    const value = flag(limitIn[name]);
    if (value !== undefined) limit[name] = value;
  }
  return { business: strings(raw.business) ?? [], menu, limit };
}

/** A whole response body: the envelope's code must be 0 or 200. */
export function parseComplianceAnswer(body: unknown): Compliance | null {
  const envelope = (body ?? {}) as { code?: unknown; data?: unknown };
  return envelope.code === 0 || envelope.code === 200 ? parseComplianceData(envelope.data) : null;
}

/**
 * Asks the page's compliance endpoint with the headers of every API call: the answer's `data`
 * unread (each reader parses what it uses: parseComplianceData), null when the page asks none. A
 * failure resolves to what failed, the Response of an unusable answer or the error thrown, which
 * every reader refuses as it refuses any data without a menu list; the after-load part logs it
 * (src/browser/chrome/compliance-log.ts, SPEC 8). The chrome's early script makes this call: it
 * carries no parser and no log, since every byte here is one a visitor runs before interacting.
 */
export async function fetchComplianceData(page: PageContext, cookies: string = browserCookies()): Promise<unknown> {
  if (!page.dynamicData || !page.endpoints.compliance) return null;
  try {
    const response = await fetch(page.endpoints.compliance, {
      credentials: 'include',
      headers: buildRequestHeaders({ language: page.lang, csrfToken: readRawCookie(cookies, CSRF_COOKIE), siteType: page.siteParam }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const envelope = response.ok ? ((await response.json()) ?? {}) as { code?: unknown; data?: unknown } : {};
    return envelope.code === 0 || envelope.code === 200 ? envelope.data : response;
  } catch (failure) {
    return failure;
  }
}

/** What a COMPLIANCE_REQUEST_EVENT carries: the chrome fills in its answer (fetchComplianceData's). */
export interface ComplianceRequest {
  answer?: Promise<unknown>;
}

/**
 * The page's one compliance answer (fetchComplianceData's: its data unread, which
 * parseComplianceData reads, or what failed, which it refuses alike), from the chrome's script
 * (src/browser/chrome/compliance-fetch.ts), which makes the page's only request: asked by an event,
 * since that script shares no module with the islands or the notices. Undefined when no chrome
 * answers.
 */
export function askPageCompliance(): Promise<unknown> | undefined {
  const detail: ComplianceRequest = {};
  document.dispatchEvent(new CustomEvent(COMPLIANCE_REQUEST_EVENT, { detail }));
  return detail.answer;
}
