// The market search island (SPEC 2, 4, 5, 7, 9): the header's Search button, hydrated on the first
// hover or focus (hydrate-on-reach), opens a modal dialog with a combobox over the panels' lists.
// This file is the light part: button, dialog and combobox, rendered by the server too, so the first
// tap opens the dialog natively (the button's invoker command) with focus in the combobox before
// any script, and React hydrates into it, keeping what was typed. The panels and the data layer
// (SearchBody) load as a second chunk, requested at hydration, and the results follow.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useModalDialog } from '../shared/use-modal-dialog.ts';
import { SKELETON_ROWS } from './sizes.ts';
import type { MarketSearchProps } from './props.ts';
import type { SearchBodyProps } from './SearchBody.tsx';
import { SearchBar, SearchTrigger } from './SearchBar.tsx';
import { useActiveRow } from './use-active-row.ts';
import { useSearchBody } from './use-search-body.ts';
import './search.css';

export type { ListedRows } from './use-active-row.ts';

const loadBody = () => import('./SearchBody.tsx');
const SearchBody = lazy(loadBody);

/** The dialog's id: the server-rendered button opens it natively (command="show-modal"). */
const DIALOG_ID = 'market-search-dialog';
/** The server-rendered dialog as the person left it before hydration (opened natively, text typed). */
const staticDialog = () => (typeof document === 'undefined' ? null : document.getElementById(DIALOG_ID) as HTMLDialogElement | null);

export default function MarketSearch(props: MarketSearchProps) {
  const { labels } = props;
  const { hydrated, bodyShown, startAfterPaint } = useSearchBody(loadBody);
  const [open, setOpen] = useState(() => staticDialog()?.open ?? false);
  // Each press of the trigger, so one that comes while React still holds open=true (Escape closed
  // the dialog, its close event not yet delivered) still opens it.
  const [openRequests, setOpenRequests] = useState(0);
  const [query, setQuery] = useState(() => staticDialog()?.querySelector('input')?.value ?? '');
  const listId = 'market-search-results';
  const { listed, onListed, active, activeIndex, setActiveIndex, onKeyDown } = useActiveRow(listId);
  const dialog = useModalDialog(open, () => setOpen(false));
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    input.current?.focus();
    startAfterPaint();
  }, [open, openRequests, startAfterPaint]);

  return (
    <>
      <SearchTrigger
        dialogId={DIALOG_ID}
        label={labels.trigger}
        onPress={() => {
          setOpen(true);
          setOpenRequests((count) => count + 1);
        }}
      />
      <dialog {...dialog} id={DIALOG_ID} className="search-dialog" aria-label={labels.dialog}>
        <div className="search-body">
          <SearchBar
            labels={labels}
            dialogId={DIALOG_ID}
            input={input}
            listId={listId}
            expanded={open && listed.rows.length > 0}
            active={active}
            query={query}
            onQuery={setQuery}
            onKeyDown={onKeyDown}
            onClose={() => setOpen(false)}
          />
          {hydrated && <LazyBody
            shown={bodyShown}
            {...props}
            open={open}
            query={query}
            listId={listId}
            activeIndex={activeIndex}
            onActiveChange={setActiveIndex}
            onListed={onListed}
            listed={listed}
            onQuery={(text) => (setQuery(text), input.current?.focus())}
          />}
        </div>
      </dialog>
    </>
  );
}

/** The panels once their code is in (skeleton while it loads), the skeleton before. */
function LazyBody({ shown, ...props }: SearchBodyProps & { shown: boolean }) {
  if (!shown) return <BodySkeleton id={props.listId} />;
  return (
    <Suspense fallback={<BodySkeleton id={props.listId} />}>
      <SearchBody {...props} />
    </Suspense>
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
