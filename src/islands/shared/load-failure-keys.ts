// The dictionary keys of the shared "couldn't load · Retry" view (LoadFailure.tsx), by the names it
// reads; an island spreads them into its own label keys so the page translates them at build time.
import type { I18nKey } from '../../i18n/dictionaries.ts';

export const LOAD_FAILURE_KEYS = {
  loadFailed: 'load.failed',
  loadStale: 'load.stale',
  retry: 'load.retry',
} as const satisfies Record<string, I18nKey>;

export type LoadFailureStrings = Record<keyof typeof LOAD_FAILURE_KEYS, string>;

/** The view's strings from an island's strings picked by dictionary key (a list of keys). */
export function loadFailureStrings(strings: Record<(typeof LOAD_FAILURE_KEYS)[keyof typeof LOAD_FAILURE_KEYS], string>): LoadFailureStrings {
  return { loadFailed: strings['load.failed'], loadStale: strings['load.stale'], retry: strings['load.retry'] };
}
