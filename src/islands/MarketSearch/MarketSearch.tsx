// The market search island (SPEC 2, 4, 5, 7, 9): the header's Search button, hydrated on the first
// hover or focus (client:interaction), opens a modal dialog with a combobox over the panels' lists.
// This file is the light part: button, dialog and combobox, ready as soon as React is. The panels
// and the data layer (SearchBody) load as a second chunk, requested at hydration, so the click
// finds an interactive dialog at once and the results follow.
import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { optionId } from './option-id.ts';
import { TRACK_EVENT } from '../../lib/analytics-event.ts';
import { SKELETON_ROWS } from './sizes.ts';
import type { ResultRow } from './result-rows.ts';
import type { MarketSearchProps } from './props.ts';
import './search.css';

const loadBody = () => import('./SearchBody.tsx');
/** Hover without a click: the panels' code and data start this long after hydration. */
const BODY_START_DELAY_MS = 150;
const SearchBody = lazy(loadBody);

function SearchIcon() {
  return (
    <svg className="ui-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M11 18a7 7 0 100-14 7 7 0 000 14zM20 20l-4-4" />
    </svg>
  );
}

/** What the body reports about the rows it lists. */
export interface ListedRows {
  rows: readonly ResultRow[];
  loading: boolean;
  /** The query these rows answer (the deferred one), so the announced count matches them. */
  query: string;
  /** The list they belong to (panel, sub-menu, query); see PanelResult.scope. */
  scope?: string;
}

export default function MarketSearch(props: MarketSearchProps) {
  const { labels } = props;
  const [hydrated, setHydrated] = useState(false);
  const [bodyShown, setBodyShown] = useState(false);
  const [open, setOpen] = useState(false);
  // Each press of the trigger, so one that comes while React still holds open=true (Escape closed
  // the dialog, its close event not yet delivered) still opens it.
  const [openRequests, setOpenRequests] = useState(0);
  const [query, setQuery] = useState('');
  const [listed, setListed] = useState<ListedRows>({ rows: [], loading: true, query: '' });
  const [activeIndex, setActiveIndex] = useState(0);
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = 'market-search-results';

  // Hydration means a hand is on its way to the button: fetch the rest soon. A click that came with
  // the hand is served first: evaluating the panels' code (stores, schemas, virtual list) is one
  // long task at a slow CPU, so it starts once the dialog is open and painted, or shortly after
  // hydration when no click came. The panels render as a transition and fill in the skeleton.
  const bodyStarted = useRef(false);
  const startBody = useCallback(() => {
    if (bodyStarted.current) return;
    bodyStarted.current = true;
    void loadBody().then(() => startTransition(() => setBodyShown(true)));
  }, []);
  useEffect(() => {
    setHydrated(true);
    const timer = window.setTimeout(startBody, BODY_START_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [startBody]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
    if (!open) return;
    input.current?.focus();
    requestAnimationFrame(() => window.setTimeout(startBody));
  }, [open, openRequests, startBody]);

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

  return (
    <>
      <button
        type="button"
        className="icon-button"
        data-island="search"
        data-feature="search"
        aria-label={labels.trigger}
        aria-haspopup="dialog"
        data-track="header.search"
        onClick={() => {
          setOpen(true);
          setOpenRequests((count) => count + 1);
        }}
      >
        <SearchIcon />
      </button>
      <dialog
        ref={dialog}
        className="search-dialog"
        aria-label={labels.dialog}
        // The close event comes a task after the dialog closed: it may find it open again.
        onClose={() => setOpen(dialog.current?.open ?? false)}
        onClick={(event) => event.target === event.currentTarget && setOpen(false)}
      >
        {hydrated && (
          <div className="search-body">
            <div className="search-bar">
              <SearchIcon />
              <input
                ref={input}
                type="text"
                role="combobox"
                className="search-input"
                aria-label={labels.input}
                placeholder={labels.placeholder}
                aria-expanded={rows.length > 0}
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={active ? optionId(listId, active) : undefined}
                autoComplete="off"
                spellCheck={false}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                onKeyDown={onKeyDown}
              />
              <button type="button" className="search-close" aria-label={labels.close} onClick={() => setOpen(false)}>
                <svg className="ui-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </button>
            </div>
            {bodyShown ? (
              <Suspense fallback={<BodySkeleton id={listId} />}>
                <SearchBody
                  {...props}
                  open={open}
                  query={query}
                  listId={listId}
                  activeIndex={activeIndex}
                  onActiveChange={setActiveIndex}
                  onListed={onListed}
                  listed={listed}
                />
              </Suspense>
            ) : (
              <BodySkeleton id={listId} />
            )}
          </div>
        )}
      </dialog>
    </>
  );
}

/** Holds the body's place while its code arrives: the tab rows and 10 skeleton rows, same size. */
function BodySkeleton({ id }: { id: string }) {
  return (
    <div className="search-body-pending" aria-busy="true">
      <div className="search-tabs search-tabs-primary" />
      <div className="search-tabs search-tabs-secondary" />
      <div className="search-results search-skeleton" id={id}>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <div key={index} className="search-skeleton-row" aria-hidden="true">
            <span className="search-skeleton-icon" />
            <span className="search-skeleton-text" />
          </div>
        ))}
      </div>
    </div>
  );
}
