// The combobox's selected market (SPEC 4): the rows the body lists, which one is active, and the
// keys that move through them (arrows) or open the active one (Enter).
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import type { ResultRow } from './result-rows.ts';
import { optionId } from './option-id.ts';
import { TRACK_EVENT } from '../../lib/analytics-event.ts';

/** What the body reports about the rows it lists. */
export interface ListedRows {
  rows: readonly ResultRow[];
  loading: boolean;
  /** The list's call failed with nothing saved: its "couldn't load" view speaks, not a count of 0. */
  failed?: boolean;
  /** The query these rows answer (the deferred one), so the announced count matches them. */
  query: string;
  /** The list they belong to (panel, sub-menu, query); see PanelResult.scope. */
  scope?: string;
}

/** `listId`: the listbox's id, which each row's option id starts with. */
export function useActiveRow(listId: string) {
  const [listed, setListed] = useState<ListedRows>({ rows: [], loading: true, query: '' });
  const [activeIndex, setActiveIndex] = useState(0);

  const listedNow = useRef(listed);
  const onListed = useCallback((next: ListedRows) => {
    const previous = listedNow.current;
    listedNow.current = next;
    setListed(next);
    // SPEC 4: the first market is selected whenever another list shows. New data for the same list
    // (a stale cached copy replaced by the network's answer) keeps the selected market if still listed.
    setActiveIndex((index) => {
      if (next.scope === undefined || next.scope !== previous.scope) return 0;
      const id = previous.rows[index]?.id;
      const kept = id === undefined ? -1 : next.rows.findIndex((row) => row.id === id);
      return Math.max(kept, 0);
    });
  }, []);

  const { rows } = listed;
  const active = rows[activeIndex];
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!rows.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => Math.min(rows.length - 1, Math.max(0, index + step)));
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      // Counted like a click on the row (SPEC 7), then followed.
      document.getElementById(optionId(listId, active))?.dispatchEvent(new Event(TRACK_EVENT, { bubbles: true }));
      window.location.assign(active.href);
    }
  };

  return { listed, onListed, active, activeIndex, setActiveIndex, onKeyDown };
}
