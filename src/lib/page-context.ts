// The page context: the build-time facts a page hands to its scripts and islands (site, language,
// dynamic data, endpoints, the site's hidden features), written once as JSON in one attribute: on
// <html> in a shell, on the root element of an embedded header or footer fragment. Everything in
// the browser reads it through this module. It imports nothing at run time, so the chrome's small
// before-interaction script can use it too.
import type { FeatureKey, SiteKey } from '../sites/schema.ts';
import type { LocaleCode } from '../i18n/locales.ts';
import { FEATURE_KEY_PATTERN, SAME_ORIGIN_PATH } from '../contracts/chrome-contract.ts';

/** Attribute holding the context as JSON. */
export const PAGE_CONTEXT_ATTRIBUTE = 'data-page-context';

export interface PageEndpoints {
  /** Same-origin path of the compliance check; null when dynamic data is off. */
  compliance: string | null;
  /** Same-origin path click analytics are sent to; null: nothing is sent. */
  analytics: string | null;
}

export interface PageContext {
  /** Site whose chrome the page shows (a region variant on the main host shows its region's). */
  siteKey: SiteKey;
  /** The backend's sub_website_id (SPEC 1). */
  siteId: number;
  /** Site parameter sent as the site type of API requests (SPEC 3: Turkey 2, Malta 3, otherwise 0). */
  siteParam: number;
  /** Language of the page. */
  lang: LocaleCode;
  /** SPEC 7: per-user and per-region answers (the compliance check) are asked for only when on. */
  dynamicData: boolean;
  endpoints: PageEndpoints;
  /** Features the site never shows (its own list and what its limit flags imply), for islands. */
  hidden: FeatureKey[];
}

/** What a page without a (readable) context gets: the main site in English, nothing dynamic. */
export const FALLBACK_PAGE_CONTEXT: PageContext = {
  siteKey: 'main',
  siteId: 0,
  siteParam: 0,
  lang: 'en',
  dynamicData: false,
  endpoints: { compliance: null, analytics: null },
  hidden: [],
};

export function serializePageContext(context: PageContext): string {
  return JSON.stringify(context);
}


/**
 * Parses a context from its attribute text. Checked by hand and briefly, as the chrome's early
 * script reads it (no zod): a field of the wrong type takes the fallback's value, an endpoint must
 * be a same-origin path, a hidden feature a plain key.
 */
export function parsePageContext(text: string | null | undefined): PageContext | null {
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(text ?? '');
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object') return null;
  const context: Record<string, unknown> = { ...FALLBACK_PAGE_CONTEXT };
  for (const key in context) if (typeof raw[key] === typeof context[key]) context[key] = raw[key];
  const endpoints = (raw.endpoints ?? {}) as Record<string, unknown>;
  const path = (value: unknown) => (typeof value === 'string' && SAME_ORIGIN_PATH.test(value) ? value : null);
  context.endpoints = { compliance: path(endpoints.compliance), analytics: path(endpoints.analytics) };
  context.hidden = Array.isArray(raw.hidden) ? raw.hidden.filter((key) => typeof key === 'string' && FEATURE_KEY_PATTERN.test(key)) : [];
  return context as unknown as PageContext;
}

/**
 * The context of the page (or of the first embedded fragment carrying one), or null when there is
 * none or it is unreadable.
 */
export function readPageContext(root: ParentNode = document): PageContext | null {
  return parsePageContext((root.querySelector(`[${PAGE_CONTEXT_ATTRIBUTE}]`) ?? root as Element).getAttribute?.(PAGE_CONTEXT_ATTRIBUTE));
}

let cached: PageContext | undefined;

/** This page's context, read once; the fallback outside a browser or on a page without one. */
export function pageContext(): PageContext {
  cached ??= (typeof document !== 'undefined' && readPageContext(document)) || FALLBACK_PAGE_CONTEXT;
  return cached;
}
