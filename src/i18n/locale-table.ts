// What each language is: its tag, its name in itself, its direction and its per-language links.
// Apart from locales.ts (codes and prefixes) so the chrome's early script never carries the table.
import type { LocaleCode } from './locales.ts';

export interface Locale {
  /** Our code, also the URL prefix segment. */
  code: LocaleCode;
  /** BCP 47 tag for `<html lang>` and hreflang. */
  htmlLang: string;
  /** Name of the language in itself, for the language picker. */
  nativeName: string;
  dir: 'ltr' | 'rtl';
  /** The P2P market of this language's C2C order history, where it has its own (else the site's defaultP2PFiat). */
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
