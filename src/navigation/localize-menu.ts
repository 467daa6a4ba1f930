// A menu badge as an island or a static part shows it: New, HOT and 0 Fee in the page language,
// amounts and VIP as they are. Runs at build time with the page's translator.
import type { Translate } from '../i18n/translate.ts';
import type { MenuBadge } from './menu-types.ts';

/** A badge as text: New, HOT and 0 Fee translated; amounts and VIP as they are. */
export interface LocalizedBadge {
  kind: MenuBadge['kind'];
  text: string;
}

export function localizeBadge(badge: MenuBadge, t: Translate): LocalizedBadge {
  return { kind: badge.kind, text: 'text' in badge ? badge.text : t(`header.badge.${badge.kind}`) };
}
