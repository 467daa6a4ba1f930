// What the shell hands the message panel island: plain data only (it is serialised into the page).
import type { NoticeTabGroup } from '../../lib/api/schemas/site.ts';
import type { LocaleCode } from '../../i18n/locales.ts';
import type { LoadFailureStrings } from '../shared/load-failure-keys.ts';

export interface MessagePanelLabels extends LoadFailureStrings {
  bell: string;
  tabs: string;
  tab: Record<NoticeTabGroup, string>;
  viewAll: string;
  settings: string;
  loading: string;
  empty: string;
  goToSettings: string;
  markAllRead: string;
  /** "{{count}} unread". */
  unreadCount: string;
  /** A row not seen before. */
  unread: string;
  /** The label of a risk message (margin call, liquidation, ADL). */
  risk: string;
}

export interface MessagePanelProps {
  lang: LocaleCode;
  /** BCP 47 tag for dates ('en', 'zh-CN'...). */
  dateLocale: string;
  dir: 'ltr' | 'rtl';
  /** Tab groups in order; the first is the default (SPEC 4). */
  tabs: NoticeTabGroup[];
  labels: MessagePanelLabels;
  /** /reminder and /reminder/config with the language prefix. */
  links: { reminder: string; reminderConfig: string };
  /** Hosts whose URLs a notification may open (src/sites/own-hosts.ts). */
  ownHosts: string[];
  /** The page's region-variant prefix ('/en-eu'), before a notification's own route; '' elsewhere. */
  pathBase: string;
}
