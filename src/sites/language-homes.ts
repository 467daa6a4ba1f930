// Languages that belong to one site (SPEC 4: Turkish is allowed only on the Turkey site). Another
// site may list the language, but choosing it there asks first (the restriction modal).
import type { LocaleCode } from '../i18n/locales.ts';
import type { LanguageHome } from '../lib/preferences/language-choice.ts';
import { getSite } from './index.ts';
import type { Site, SiteKey } from './schema.ts';

const HOME_SITE_OF: Partial<Record<LocaleCode, SiteKey>> = { tr: 'tr' };

/**
 * The languages `site` offers whose home is another site, with that site's hosts; its local host
 * only in a build that knows the local hosts (src/lib/build-settings.ts), '' otherwise.
 */
export function languageHomesFor(site: Site, { local = false }: { local?: boolean } = {}): LanguageHome[] {
  return site.languages.flatMap((lang) => {
    const homeKey = HOME_SITE_OF[lang];
    if (!homeKey || homeKey === site.key) return [];
    const home = getSite(homeKey);
    return [{ lang, production: home.hosts.production, local: local ? home.hosts.local : '' }];
  });
}
