// The page context a build writes for one site x language (read in the browser by src/lib/page-context.ts).
import type { LocaleCode } from '../i18n/locales.ts';
import { analyticsEndpointFrom } from '../lib/analytics-endpoint.ts';
import { API_PATHS } from '../contracts/api-paths.ts';
import { isDynamicDataOn } from '../lib/dynamic-data.ts';
import { serializePageContext, type PageContext } from '../lib/page-context.ts';
import { siteFeatures } from '../sites/features.ts';
import type { Site } from '../sites/schema.ts';

/** The build settings the context depends on (Astro's import.meta.env in pages). */
export interface BuildSettings {
  PUBLIC_ANALYTICS_ENDPOINT?: string;
  PUBLIC_DYNAMIC_DATA?: string;
}

export function pageContextOf(site: Site, lang: LocaleCode, settings: BuildSettings): PageContext {
  const dynamicData = isDynamicDataOn(settings.PUBLIC_DYNAMIC_DATA);
  return {
    siteKey: site.key,
    siteId: site.siteId,
    siteParam: site.siteParam,
    lang,
    dynamicData,
    endpoints: {
      compliance: dynamicData ? API_PATHS.complianceCheck : null,
      // A shell without dynamic data calls no API path, so it uses the default collector only when
      // dynamic data is on; a named endpoint applies either way.
      analytics: dynamicData || settings.PUBLIC_ANALYTICS_ENDPOINT?.trim() ? analyticsEndpointFrom(settings.PUBLIC_ANALYTICS_ENDPOINT) : null,
    },
    hidden: [...siteFeatures(site).hidden].sort(),
  };
}

/** The attribute value for a page's or fragment's root element. */
export function pageContextAttribute(site: Site, lang: LocaleCode, settings: BuildSettings): string {
  return serializePageContext(pageContextOf(site, lang, settings));
}
