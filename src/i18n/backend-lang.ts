// The backend names some languages differently (SPEC 9 "Language mapping"). Apart from locales.ts
// because the chrome's early script sends the language with its compliance call and needs only this.
import type { LocaleCode } from './locales.ts';

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
