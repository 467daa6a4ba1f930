// Every language the exchange can serve, in one module: the codes and URL prefixes, what each
// language is (tag, name in itself, direction, per-language links) and the backend's names for
// some. A site offers a subset (src/sites); English is always served without a path prefix, every
// other language under `/<code>/`.

export const LOCALE_CODES = [
  'en', 'zh', 'zh-tw', 'ja', 'ko', 'vi', 'id', 'th', 'tr', 'ru',
  'uk', 'es', 'fr', 'de', 'it', 'pt', 'pt-br', 'ar',
] as const;

export type LocaleCode = (typeof LOCALE_CODES)[number];

export function isLocaleCode(value: string): value is LocaleCode {
  return (LOCALE_CODES as readonly string[]).includes(value);
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

export interface Locale {
  /** Our code, also the URL prefix segment. */
  code: LocaleCode;
  /** BCP 47 tag for `<html lang>` and hreflang. */
  htmlLang: string;
  /** Name of the language in itself, for the language picker. */
  nativeName: string;
  dir: 'ltr' | 'rtl';
  /** The P2P market of this language's C2C order history, where it has its own (default CNY). */
  c2cFiat?: 'CNY' | 'KRW' | 'VND';
  /** The language of the external support-request page (default en). */
  supportRequestLang?: 'zh-cn' | 'zh-tw';
}

const LOCALES: Record<LocaleCode, Omit<Locale, 'htmlLang'>> = {
  en: { code: 'en', nativeName: 'English', dir: 'ltr' },
  zh: { code: 'zh', nativeName: '简体中文', dir: 'ltr', supportRequestLang: 'zh-cn', c2cFiat: 'CNY' },
  'zh-tw': { code: 'zh-tw', nativeName: '繁體中文', dir: 'ltr', supportRequestLang: 'zh-tw' },
  ja: { code: 'ja', nativeName: '日本語', dir: 'ltr' },
  ko: { code: 'ko', nativeName: '한국어', dir: 'ltr', c2cFiat: 'KRW' },
  vi: { code: 'vi', nativeName: 'Tiếng Việt', dir: 'ltr', c2cFiat: 'VND' },
  id: { code: 'id', nativeName: 'Bahasa Indonesia', dir: 'ltr' },
  th: { code: 'th', nativeName: 'ไทย', dir: 'ltr' },
  tr: { code: 'tr', nativeName: 'Türkçe', dir: 'ltr' },
  ru: { code: 'ru', nativeName: 'Русский', dir: 'ltr' },
  uk: { code: 'uk', nativeName: 'Українська', dir: 'ltr' },
  es: { code: 'es', nativeName: 'Español', dir: 'ltr' },
  fr: { code: 'fr', nativeName: 'Français', dir: 'ltr' },
  de: { code: 'de', nativeName: 'Deutsch', dir: 'ltr' },
  it: { code: 'it', nativeName: 'Italiano', dir: 'ltr' },
  pt: { code: 'pt', nativeName: 'Português (Portugal)', dir: 'ltr' },
  'pt-br': { code: 'pt-br', nativeName: 'Português (Brasil)', dir: 'ltr' },
  ar: { code: 'ar', nativeName: 'العربية', dir: 'rtl' },
};

export function getLocale(code: LocaleCode): Locale {
  return { ...LOCALES[code], htmlLang: htmlLangOf(code) };
}

/**
 * BCP 47 tags where ours are not already one: Chinese is written for China or Taiwan, Portuguese for
 * Portugal or Brazil. Apart from the table so the number formatting (every island) carries only this.
 */
const HTML_LANG: Partial<Record<LocaleCode, string>> = { zh: 'zh-CN', 'zh-tw': 'zh-TW', pt: 'pt-PT', 'pt-br': 'pt-BR' };

/** The BCP 47 tag of one of our codes (`<html lang>`, hreflang, Intl); any other value is taken as a tag already. */
export function htmlLangOf(value: string): string {
  return Object.hasOwn(HTML_LANG, value) ? HTML_LANG[value as LocaleCode]! : value;
}

export function dir(code: LocaleCode): 'ltr' | 'rtl' {
  return LOCALES[code].dir;
}

/** The support-request page exists in English, Simplified and Traditional Chinese only. */
export function supportRequestLang(code: LocaleCode): 'en' | 'zh-cn' | 'zh-tw' {
  return LOCALES[code].supportRequestLang ?? 'en';
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
