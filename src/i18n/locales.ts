// Every language the exchange can serve. A site offers a subset (src/sites); English is always
// served without a path prefix, every other language under `/<code>/`. What each language is
// called, its direction and tag live in locale-table.ts, the backend's names in backend-lang.ts:
// every export an island uses of a module the chrome's early script imports reaches every visitor
// (docs/architecture.md), so the early script imports neither this module nor the table.

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
