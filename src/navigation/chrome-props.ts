// What every part of the chrome (header, footer, the controls they mount) is drawn from.
import type { LocaleCode } from '../i18n/locales.ts';
import type { Translate } from '../i18n/translate.ts';
import type { Site } from '../sites/schema.ts';
import type { LanguageLinkView } from './footer.ts';

export interface ChromePartProps {
  site: Site;
  lang: LocaleCode;
  t: Translate;
  /** The same page in each language of the site. */
  languageLinks: LanguageLinkView[];
}
