// The island's text, translated at build time by the page and passed as a prop, so the island
// ships no dictionary and no i18n library. Keys are the dictionary keys (src/i18n/dictionaries).
import type { I18nKey } from '../../i18n/dictionaries.ts';
import type { Translate } from '../../i18n/translate.ts';
import { pickStrings } from '../shared/pick-strings.ts';
import { LOAD_FAILURE_KEYS } from '../shared/load-failure-keys.ts';
import { fill } from '../shared/strings.ts';

export const SEARCH_LABEL_KEYS = {
  trigger: 'header.search',
  dialog: 'search.dialog.label',
  input: 'search.input.label',
  placeholder: 'search.input.placeholder',
  close: 'search.close',
  panels: 'search.panels.label',
  groups: 'search.groups.label',
  categories: 'search.categories.label',
  results: 'search.results',
  noResults: 'search.noResults',
  loading: 'search.loading',
  viewAll: 'search.viewAll',
  perpetual: 'search.perpetual',
  st: 'search.st',
  hot: 'search.tag.hot',
  new: 'search.tag.new',
  all: 'search.category.all',
  spot: 'search.panel.spot',
  futures: 'search.panel.futures',
  options: 'search.panel.options',
  pilot: 'search.panel.pilot',
  preMarket: 'search.panel.preMarket',
  alpha: 'search.panel.alpha',
  delivery: 'search.group.delivery',
  premint: 'search.group.premint',
  pre_market: 'search.group.preMarket',
  call: 'search.option.call',
  put: 'search.option.put',
  // Alpha's categories as the API names them (SPEC 3 "grouped by categories").
  'category.meme': 'search.alphaCategory.meme',
  'category.ai': 'search.alphaCategory.ai',
  'category.defi': 'search.alphaCategory.defi',
  'category.gamefi': 'search.alphaCategory.gamefi',
  'category.socialfi': 'search.alphaCategory.socialfi',
  favourites: 'search.favourites',
  hotMarkets: 'search.hotMarkets',
  favourite: 'search.favourite',
  recent: 'search.recent',
  recentClear: 'search.recent.clear',
  noResultsFor: 'search.noResultsFor',
  foundIn: 'search.foundIn',
  ...LOAD_FAILURE_KEYS,
} as const satisfies Record<string, I18nKey>;

export type SearchLabelName = keyof typeof SEARCH_LABEL_KEYS;
export type SearchLabels = Record<SearchLabelName, string>;

/** Every label in the page's language; `results` keeps its {{count}} for the island to fill. */
export function searchLabels(t: Translate): SearchLabels {
  return pickStrings(t, SEARCH_LABEL_KEYS);
}

/** An Alpha category chip: its translated name, or the API's key in capitals for one we do not know yet. */
export function alphaCategoryLabel(key: string, labels: SearchLabels): string {
  const name = `category.${key.toLowerCase()}`;
  return Object.hasOwn(labels, name) ? labels[name as SearchLabelName] : key.toUpperCase();
}

/** "{{count}} results" with the number in. */
export function resultCountText(labels: SearchLabels, count: number): string {
  return fill(labels.results, { count });
}
