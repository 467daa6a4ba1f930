// The dictionary keys the message panel shows, by the names the island reads (types.ts).
import type { I18nKey } from '../../i18n/dictionaries.ts';
import type { NoticeTabGroup } from '../../lib/api/schemas/site.ts';
import { LOAD_FAILURE_KEYS } from '../shared/load-failure-keys.ts';

export const MESSAGE_LABEL_KEYS = {
  bell: 'header.menu.reminder',
  tabs: 'messages.tabs',
  viewAll: 'messages.viewAll',
  settings: 'messages.settings',
  loading: 'messages.loading',
  empty: 'reminder.nodata',
  goToSettings: 'reminder.goToSettings',
  markAllRead: 'messages.markAllRead',
  unreadCount: 'messages.unreadCount',
  unread: 'messages.unread',
  risk: 'messages.risk',
  ...LOAD_FAILURE_KEYS,
} as const satisfies Record<string, I18nKey>;

export const MESSAGE_TAB_KEYS = {
  platform: 'messages.tab.platform',
  trade: 'messages.tab.trade',
  markets: 'messages.tab.markets',
} as const satisfies Record<NoticeTabGroup, I18nKey>;
