// The message panel's own links (SPEC 2: /reminder and /reminder/config), with the page's prefixes.
import type { LocaleCode } from '../../i18n/locales.ts';
import { sitePath } from '../../navigation/href.ts';
import type { Site } from '../../sites/schema.ts';
import type { MessagePanelProps } from './types.ts';

export function messagePanelLinks(site: Site, lang: LocaleCode): MessagePanelProps['links'] {
  return { reminder: sitePath(site, '/reminder', lang), reminderConfig: sitePath(site, '/reminder/config', lang) };
}
