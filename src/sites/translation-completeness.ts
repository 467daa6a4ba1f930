// Completeness of the dictionaries: every locale a site offers must translate every key that
// site can show. Keys `site.<key>.*` belong to one site and are required only in its languages.
// It lives with the sites because which locales are required is a fact of the site registry; the
// dictionaries (src/i18n) know nothing of sites.
import { englishDictionary, dictionaries, type Dictionary, type I18nKey } from '../i18n/dictionaries.ts';
import type { LocaleCode } from '../i18n/locales.ts';
import { sites } from './index.ts';
import { mayEqualEnglish } from '../i18n/same-as-english.ts';

export interface LocaleReport {
  locale: LocaleCode;
  /** Sites offering this locale. */
  sites: string[];
  missing: I18nKey[];
  /** Keys whose {{placeholders}} differ from English. */
  placeholderMismatch: I18nKey[];
  /** Keys English does not have (typos, leftovers). */
  unknown: string[];
  /** Keys left in English where this language has its own word (see same-as-english.ts). */
  untranslated: I18nKey[];
}

const SITE_KEY_PATTERN = /^site\.([a-z]+)\./;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort().join(',');

function keyRequiredFor(key: string, siteKeys: string[]): boolean {
  const scoped = SITE_KEY_PATTERN.exec(key);
  return !scoped || siteKeys.includes(scoped[1]);
}

/** Keys of `dictionary` that read exactly as English although `locale` should translate them. */
export function untranslatedKeys(locale: LocaleCode, dictionary: Dictionary, keys: readonly I18nKey[]): I18nKey[] {
  if (locale === 'en') return [];
  return keys.filter((key) => dictionary[key] === englishDictionary[key] && !mayEqualEnglish(locale, englishDictionary[key]));
}

export function checkCompleteness(): LocaleReport[] {
  const offeredBy = new Map<LocaleCode, string[]>();
  for (const site of sites) {
    for (const lang of site.languages) offeredBy.set(lang, [...(offeredBy.get(lang) ?? []), site.key]);
  }
  const englishKeys = Object.keys(englishDictionary) as I18nKey[];
  return [...offeredBy].map(([locale, siteKeys]) => {
    const dictionary = dictionaries[locale] as Record<string, string | undefined>;
    const required = englishKeys.filter((key) => keyRequiredFor(key, siteKeys));
    return {
      locale,
      sites: siteKeys,
      missing: required.filter((key) => !dictionary[key]?.trim()),
      placeholderMismatch: required.filter(
        (key) => dictionary[key] && placeholders(dictionary[key]) !== placeholders(englishDictionary[key]),
      ),
      unknown: Object.keys(dictionary).filter((key) => !(key in englishDictionary)),
      untranslated: untranslatedKeys(locale, dictionary, required),
    };
  });
}
