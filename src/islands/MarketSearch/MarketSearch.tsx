// The market search island (SPEC 2, 4, 5, 7, 9): the header's Search button, hydrated on the first
// hover or focus (client:interaction), opens a modal dialog with a combobox over the panels' lists.
// Hydration alone starts loading the tabs and the first panel's list, so the click finds them ready.
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $fiatRates, $preferences, $searchTabs } from '../../stores/index.ts';
import { PANEL_COMPONENTS } from './Panels.tsx';
import { TabList, tabId } from './TabList.tsx';
import { optionId } from './ResultList.tsx';
import { resultCountText } from './labels.ts';
import { panelsFromMenuData, type PanelKind } from './search-tabs.ts';
import { fiatValueOf } from './fiat-value.ts';
import type { ResultRow, RowContext } from './result-rows.ts';
import type { MarketSearchProps } from './props.ts';
import './search.css';

function SearchIcon() {
  return (
    <svg className="ui-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M11 18a7 7 0 100-14 7 7 0 000 14zM20 20l-4-4" />
    </svg>
  );
}

export default function MarketSearch(props: MarketSearchProps) {
  const { labels } = props;
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  // The static button the server rendered is this same element: no swap, no shift.
  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

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
        onClick={() => setOpen(true)}
      >
        <SearchIcon />
      </button>
      <dialog
        ref={dialog}
        className="search-dialog"
        aria-label={labels.dialog}
        onClose={() => setOpen(false)}
        onClick={(event) => event.target === event.currentTarget && setOpen(false)}
      >
        {hydrated && <SearchBody {...props} open={open} onClose={() => setOpen(false)} />}
      </dialog>
    </>
  );
}

interface SearchBodyProps extends MarketSearchProps {
  open: boolean;
  onClose(): void;
}

function SearchBody(props: SearchBodyProps) {
  const { labels, open } = props;
  const ids = useId().replace(/:/g, '');
  const listId = `search-list-${ids}`;
  const tabsState = useStore($searchTabs);
  const panels = useMemo(() => panelsFromMenuData(tabsState.data, props.panels), [tabsState.data, props.panels]);
  const [kind, setKind] = useState<PanelKind>(panels[0]!.kind);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [rows, setRows] = useState<readonly ResultRow[]>([]);
  const [loading, setLoading] = useState(true);
  /** The query the listed rows answer (the deferred one), so the announced count matches them. */
  const [rowsQuery, setRowsQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const preferences = useStore($preferences);
  const fiatRates = useStore($fiatRates);

  // SPEC 4: the first panel (and its first sub-menu and market) again whenever the menu data changes
  // what is offered; the same panels re-read from the cache or the network keep the choice.
  const offered = panels.map((candidate) => `${candidate.kind}:${candidate.subMenus.map((sub) => sub.key).join(',')}`).join('|');
  useEffect(() => setKind(panels[0]!.kind), [offered]);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const context = useMemo<RowContext>(() => ({ prefix: props.prefix, perpetual: labels.perpetual }), [props.prefix, labels.perpetual]);
  const onRows = useCallback((next: readonly ResultRow[], isLoading: boolean, forQuery: string) => {
    setRows(next);
    setLoading(isLoading);
    setRowsQuery(forQuery);
    setActiveIndex(0);
  }, []);
  const fiatValue = useCallback(
    (row: ResultRow) => fiatValueOf(row, preferences.fiat, fiatRates.rates, props.lang),
    [preferences.fiat, fiatRates.rates, props.lang],
  );

  const panel = panels.find((candidate) => candidate.kind === kind) ?? panels[0]!;
  const Panel = PANEL_COMPONENTS[panel.kind];
  const active = rows[activeIndex];

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!rows.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => Math.min(rows.length - 1, Math.max(0, index + step)));
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      window.location.assign(active.href);
    }
  };

  const tabs = panels.map((candidate) => ({ key: candidate.kind, label: candidate.title || labels[candidate.kind], badge: candidate.badge }));
  const panelId = `search-panel-${ids}`;
  return (
    <div className="search-body" data-rise={preferences.riseColor}>
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
        <button type="button" className="search-close" aria-label={labels.close} onClick={props.onClose}>
          <svg className="ui-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <TabList id={`search-tabs-${ids}`} label={labels.panels} tabs={tabs} selected={panel.kind} onSelect={(key) => setKind(key as PanelKind)} controls={panelId} variant="primary" />
      <div className="search-panel" id={panelId} role="tabpanel" aria-labelledby={tabId(`search-tabs-${ids}`, panel.kind)}>
        <Panel
          key={panel.kind}
          panel={panel}
          query={deferredQuery}
          labels={labels}
          context={context}
          listId={listId}
          activeIndex={activeIndex}
          onActiveChange={setActiveIndex}
          onRows={onRows}
          viewAll={props.viewAll[panel.kind]}
          iconVersions={props.iconVersions}
          fiatValue={fiatValue}
        />
      </div>
      <p className="visually-hidden" role="status" aria-live="polite" data-query={rowsQuery}>
        {open && (loading && !rows.length ? labels.loading : resultCountText(labels, rows.length))}
      </p>
    </div>
  );
}
