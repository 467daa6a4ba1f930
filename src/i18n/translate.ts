// One translation function per page: a fresh i18next instance fixed to the page's language,
// never a global changeLanguage (pages of many languages are built in one process).
import i18next from 'i18next';
import { dictionaries, englishDictionary, type I18nKey } from './dictionaries.ts';
import type { LocaleCode } from './locales.ts';

export type Translate = (key: I18nKey, values?: Record<string, string | number>) => string;

export function createTranslator(lang: LocaleCode): Translate {
  const instance = i18next.createInstance();
  instance.init({
    lng: lang,
    // English only backs up keys a locale is allowed to lack (site texts of sites not offering it);
    // `npm run i18n:check` fails the build on any other gap.
    fallbackLng: 'en',
    resources: { en: { translation: englishDictionary }, [lang]: { translation: dictionaries[lang] } },
    initAsync: false,
    // Our codes are lower case ('zh-tw', 'pt-br'); without this i18next looks for 'zh-TW' and falls back.
    lowerCaseLng: true,
    // Astro escapes everything it renders; escaping here would double-escape.
    interpolation: { escapeValue: false },
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
  });
  const fixed = instance.getFixedT(lang);
  return (key, values) => fixed(key, values ?? {}) as string;
}
