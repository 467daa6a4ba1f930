// The dictionary keys the trade menu's market panel shows, by the names the island reads.
import type { I18nKey } from '../../i18n/dictionaries.ts';
import { LOAD_FAILURE_KEYS } from '../shared/load-failure-keys.ts';

export const TRADE_MARKETS_LABEL_KEYS = {
  title: 'search.panels.label',
  noResults: 'search.noResults',
  viewAll: 'search.viewAll',
  loading: 'search.loading',
  perpetual: 'search.perpetual',
  call: 'search.option.call',
  put: 'search.option.put',
  spot: 'search.panel.spot',
  alpha: 'search.panel.alpha',
  preMarket: 'search.panel.preMarket',
  pilot: 'search.panel.pilot',
  options: 'search.panel.options',
  favourite: 'search.favourite',
  ...LOAD_FAILURE_KEYS,
} as const satisfies Record<string, I18nKey>;
