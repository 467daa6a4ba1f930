// Languages that belong to one site (SPEC 4: Turkish is allowed only on the Turkey site): a site
// config names them in `exclusiveLanguages`, and this module is the one reader of that list.
// Another site may offer the language, but choosing it there asks first (the restriction modal).
import type { LocaleCode } from '../i18n/locales.ts';
import { sites } from './index.ts';
import type { Site } from './schema.ts';

/** A language offered only by its home site; elsewhere choosing it asks first. */
export interface LanguageHome {
  lang: LocaleCode;
  /** Hosts of the home site: the production name and the local development name. */
  production: string;
  local: string;
}

/** The site that keeps `lang` for itself (Turkish: the Turkey site), or undefined for a language any site may switch to. */
export function languageHome(lang: LocaleCode): Site | undefined {
  return sites.find((site) => site.exclusiveLanguages.includes(lang));
}

/**
 * The languages `site` offers whose home is another site, with that site's hosts; its local host
 * only in a build that knows the local hosts (src/lib/build-settings.ts), '' otherwise.
 */
export function languageHomesFor(site: Site, { local = false }: { local?: boolean } = {}): LanguageHome[] {
  return site.languages.flatMap((lang) => {
    const home = languageHome(lang);
    if (!home || home.key === site.key) return [];
    return [{ lang, production: home.hosts.production, local: local ? home.hosts.local : '' }];
  });
}
