// The compliance check (SPEC 3 and 7: which features to hide for this visitor or region), asked
// once per page. The chrome's early script starts it after load; the $compliance store, when an
// island subscribes, gets the same answer instead of asking again. One parser for both, written by
// hand (no zod) because the chrome's before-interaction script carries it.
import { buildRequestHeaders, REQUEST_TIMEOUT_MS } from './api/headers.ts';
import { CSRF_COOKIE, browserCookies, readRawCookie } from './raw-cookie.ts';
import type { PageContext } from './page-context.ts';
import { LIMIT_FLAGS, type LimitFlag } from '../contracts/compliance-limits.ts';

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

/** A hostile answer cannot grow the page's hiding rules without bound (the API schemas' keyList caps). */
const MAX_KEYS = 256;
const MAX_KEY_LENGTH = 64;

const strings = (value: unknown): string[] | null =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item.length > 0 && item.length <= MAX_KEY_LENGTH).slice(0, MAX_KEYS)
    : null;

/** A backend flag: true, 1 or '1' is on; false, 0 or '0' is off; anything else is unknown. */
function flag(value: unknown): boolean | undefined {
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
 * Asks the page's compliance endpoint with the headers of every API call; null on any failure, which
 * is logged in the API client's words (SPEC 8; logger.ts's logCallFailure, written out here in as few
 * bytes as it takes: this code is among the JS a visitor runs before interacting).
 */
export async function fetchComplianceCheck(page: PageContext, cookies: string = browserCookies()): Promise<Compliance | null> {
  if (!page.dynamicData || !page.endpoints.compliance) return null;
  try {
    const response = await fetch(page.endpoints.compliance, {
      credentials: 'include',
      headers: buildRequestHeaders({ language: page.lang, csrfToken: readRawCookie(cookies, CSRF_COOKIE), siteType: page.siteParam }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const answer = response.ok ? parseComplianceAnswer(await response.json()) : null;
    if (answer) return answer;
    throw `HTTP ${response.status}`;
  } catch (failure) {
    console.warn(`[api] complianceCheck failed: ${failure}`);
    return null;
  }
}

/** The page's one answer: this module is one instance per page, shared by the chrome and the islands. */
let pageAnswer: Promise<Compliance | null> | undefined;

/**
 * The page's one compliance answer: the first caller's request is the only one made; every later
 * caller shares its outcome (null: failed or malformed; the page keeps what it shows).
 */
export function pageComplianceCheck(request: () => Promise<Compliance | null>): Promise<Compliance | null> {
  pageAnswer ??= request();
  return pageAnswer;
}

/** Tests start each case on a fresh page. */
export function forgetPageComplianceCheck(): void {
  pageAnswer = undefined;
}
