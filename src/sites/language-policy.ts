// What choosing a language does on a site (SPEC 4): a language another site keeps for itself
// (Turkish, only on the Turkey site) is not switched to directly; the settings island asks first,
// offering to stay on this site in that language or to go to its home site.
import type { LocaleCode } from '../i18n/locales.ts';
import { sites } from './index.ts';
import type { Site } from './schema.ts';

export type LanguageChoice =
  | { kind: 'switch' }
  | { kind: 'confirm'; /** The site that keeps this language. */ home: Site };

export function languageChoice(site: Site, lang: LocaleCode): LanguageChoice {
  if (site.exclusiveLanguages.includes(lang)) return { kind: 'switch' };
  const home = sites.find((other) => other.key !== site.key && other.exclusiveLanguages.includes(lang));
  return home ? { kind: 'confirm', home } : { kind: 'switch' };
}
