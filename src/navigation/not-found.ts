// Where a person who reached a missing (or unavailable) page can go next: the site's own places
// with a page of their own, as its top navigation lists them (so a site's features and licence
// decide, as they do for the header), without the promotions, then its help centre.
import type { I18nKey } from '../i18n/dictionaries.ts';
import type { LocaleCode } from '../i18n/locales.ts';
import type { FeatureKey, Site } from '../sites/schema.ts';
import type { IconName } from './icons.ts';
import { buildTopNavigation } from './top-nav.ts';
import { buildHeaderActions } from './header-actions.ts';

export interface DestinationView {
  id: string;
  title: I18nKey;
  icon: IconName;
  href: string;
  external: boolean;
  /** The feature key that hides it at run time too (compliance), as in the header. */
  feature?: FeatureKey;
}

export function notFoundDestinations(site: Site, lang: LocaleCode): DestinationView[] {
  const places = buildTopNavigation(site, lang)
    .filter((entry) => entry.href && !entry.wideOnly)
    .map(({ id, title, icon, href, external, feature }) => ({ id, title, icon, href: href!, external, feature }));
  const help = buildHeaderActions(site, lang).help;
  return help ? [...places, { id: 'help', title: 'header.menu.help', icon: 'help', ...help, feature: 'help_center' }] : places;
}
