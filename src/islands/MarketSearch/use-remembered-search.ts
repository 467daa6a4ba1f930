// A search is kept among the recent ones (issue 39) when the person opens one of its results
// (click or Enter) or closes the dialog on it; a query without results is not kept.
import { useEffect, useRef } from 'react';
import { rememberSearch } from '../../stores/saved-markets.ts';
import { TRACK_EVENT } from '../../lib/analytics-event.ts';
import type { ListedRows } from './use-active-row.ts';

/** Returns the ref of the element holding the results. */
export function useRememberedSearch(open: boolean, listed: ListedRows) {
  const root = useRef<HTMLDivElement>(null);
  // The query the listed rows answer, if they are any.
  const found = useRef('');
  found.current = listed.rows.length ? listed.query : '';

  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) rememberSearch(found.current);
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    // Enter announces the active row with TRACK_EVENT before following it (use-active-row.ts).
    const onPick = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('[role=option]')) rememberSearch(found.current);
    };
    element.addEventListener('click', onPick);
    element.addEventListener(TRACK_EVENT, onPick);
    return () => {
      element.removeEventListener('click', onPick);
      element.removeEventListener(TRACK_EVENT, onPick);
    };
  }, []);
  return root;
}
