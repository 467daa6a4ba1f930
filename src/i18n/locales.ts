// Every language the exchange can serve. A site offers a subset (src/sites); English is always
// served without a path prefix, every other language under `/<code>/`.

export const LOCALE_CODES = [
  'en', 'zh', 'zh-tw', 'ja', 'ko', 'vi', 'id', 'th', 'tr', 'ru',
  'uk', 'es', 'fr', 'de', 'it', 'pt', 'pt-br', 'ar',
] as const;

export type LocaleCode = (typeof LOCALE_CODES)[number];

export interface Locale {
  /** Our code, also the URL prefix segment. */
  code: LocaleCode;
  /** BCP 47 tag for `<html lang>` and hreflang. */
  htmlLang: string;
  /** Name of the language in itself, for the language picker. */
  nativeName: string;
  dir: 'ltr' | 'rtl';
  /** The P2P market of this language's C2C order history, where it has its own (default CNY). */
  c2cFiat?: 'KRW' | 'VND';
  /** The language of the external support-request page (default en). */
  supportRequestLang?: 'zh-cn' | 'zh-tw';
}

const LOCALES: Record<LocaleCode, Locale> = {
  en: { code: 'en', htmlLang: 'en', nativeName: 'English', dir: 'ltr' },
  zh: { code: 'zh', htmlLang: 'zh-CN', nativeName: '简体中文', dir: 'ltr', supportRequestLang: 'zh-cn' },
  'zh-tw': { code: 'zh-tw', htmlLang: 'zh-TW', nativeName: '繁體中文', dir: 'ltr', supportRequestLang: 'zh-tw' },
  ja: { code: 'ja', htmlLang: 'ja', nativeName: '日本語', dir: 'ltr' },
  ko: { code: 'ko', htmlLang: 'ko', nativeName: '한국어', dir: 'ltr', c2cFiat: 'KRW' },
  vi: { code: 'vi', htmlLang: 'vi', nativeName: 'Tiếng Việt', dir: 'ltr', c2cFiat: 'VND' },
  id: { code: 'id', htmlLang: 'id', nativeName: 'Bahasa Indonesia', dir: 'ltr' },
  th: { code: 'th', htmlLang: 'th', nativeName: 'ไทย', dir: 'ltr' },
  tr: { code: 'tr', htmlLang: 'tr', nativeName: 'Türkçe', dir: 'ltr' },
  ru: { code: 'ru', htmlLang: 'ru', nativeName: 'Русский', dir: 'ltr' },
  uk: { code: 'uk', htmlLang: 'uk', nativeName: 'Українська', dir: 'ltr' },
  es: { code: 'es', htmlLang: 'es', nativeName: 'Español', dir: 'ltr' },
  fr: { code: 'fr', htmlLang: 'fr', nativeName: 'Français', dir: 'ltr' },
  de: { code: 'de', htmlLang: 'de', nativeName: 'Deutsch', dir: 'ltr' },
  it: { code: 'it', htmlLang: 'it', nativeName: 'Italiano', dir: 'ltr' },
  pt: { code: 'pt', htmlLang: 'pt-PT', nativeName: 'Português (Portugal)', dir: 'ltr' },
  'pt-br': { code: 'pt-br', htmlLang: 'pt-BR', nativeName: 'Português (Brasil)', dir: 'ltr' },
  ar: { code: 'ar', htmlLang: 'ar', nativeName: 'العربية', dir: 'rtl' },
};

export function isLocaleCode(value: string): value is LocaleCode {
  return (LOCALE_CODES as readonly string[]).includes(value);
}

export function getLocale(code: LocaleCode): Locale {
  return LOCALES[code];
}

export function dir(code: LocaleCode): 'ltr' | 'rtl' {
  return LOCALES[code].dir;
}

/** URL prefix of a language: '' for English, '/zh' for Chinese. */
export function langPrefix(code: LocaleCode): string {
  return code === 'en' ? '' : `/${code}`;
}

/** Puts the language prefix in front of an internal route ('/fee' -> '/zh/fee'; '/' -> '/zh/'). */
export function localizePath(route: string, code: LocaleCode): string {
  const prefix = langPrefix(code);
  if (!prefix) return route;
  return route === '/' ? `${prefix}/` : `${prefix}${route}`;
}

// The backend names some languages differently (SPEC 9 "Language mapping").
const BACKEND_LANG: Partial<Record<LocaleCode, string>> = {
  zh: 'cn',
  'zh-tw': 'tw',
  pt: 'pt-PT',
  'pt-br': 'pt-BR',
};

/** The language code the API and the support centre expect for one of ours. */
export function toBackendLang(code: LocaleCode): string {
  return BACKEND_LANG[code] ?? code;
}

/** The support-request page exists in English, Simplified and Traditional Chinese only. */
export function supportRequestLang(code: LocaleCode): 'en' | 'zh-cn' | 'zh-tw' {
  return LOCALES[code].supportRequestLang ?? 'en';
}
