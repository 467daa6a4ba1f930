// The panels of the market search: tabs from the menu data, each panel's list through the data
// layer, the live count. Loaded as its own chunk by MarketSearch.tsx (it carries the stores, the
// schemas and the virtual list); the combobox it serves lives there.
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $fiatRates, $preferences, $searchTabs } from '../../stores/index.ts';
import { PANEL_COMPONENTS } from './Panels.tsx';
import { TabList, tabId } from './TabList.tsx';
import { resultCountText, type SearchLabels } from './labels.ts';
import { panelsFromMenuData, type PanelKind, type SearchPanel } from './search-tabs.ts';
import { fiatValueOf } from './fiat-value.ts';
import { MatchCounters, NoMatches, type MatchCounts } from './MatchCounts.tsx';
import { RecentSearches } from './RecentSearches.tsx';
import { useRememberedSearch } from './use-remembered-search.ts';
import { formatNumber } from '../../lib/format/numbers.ts';
import type { ResultRow, RowContext } from './result-rows.ts';
import type { MarketSearchProps } from './props.ts';
import type { ListedRows } from './MarketSearch.tsx';

export interface SearchBodyProps extends MarketSearchProps {
  open: boolean;
  query: string;
  listId: string;
  activeIndex: number;
  onActiveChange(index: number): void;
  onListed(listed: ListedRows): void;
  listed: ListedRows;
  /** Searches this (a recent search chosen) and puts focus back in the combobox. */
  onQuery(query: string): void;
}

const TABS_ID = 'market-search-tabs';
/** How long after the shown list's first answer to a search the other lists start loading for their counts. */
const COUNTS_DELAY_MS = 400;
const PANEL_ID = 'market-search-panel';

export default function SearchBody(props: SearchBodyProps) {
  const { labels, open, listed, onListed } = props;
  const tabsState = useStore($searchTabs);
  const panels = useMemo(() => panelsFromMenuData(tabsState.data, props.panels, props.ownPair), [tabsState.data, props.panels, props.ownPair]);
  const [kind, setKind] = useState<PanelKind>(panels[0]!.kind);
  const query = useDeferredValue(props.query);
  const preferences = useStore($preferences);
  const fiatRates = useStore($fiatRates);

  // SPEC 4: the first panel (and its first sub-menu and market) again whenever the menu data changes
  // what is offered; the same panels re-read from the cache or the network keep the choice.
  const offered = panels.map((candidate) => `${candidate.kind}:${candidate.subMenus.map((sub) => sub.key).join(',')}`).join('|');
  useEffect(() => setKind(panels[0]!.kind), [offered]);

  const context = useRowContext(props);
  const onRows = useCallback(
    (rows: readonly ResultRow[], loading: boolean, forQuery: string, scope: string | undefined, failed: boolean) => onListed({ rows, loading, failed, query: forQuery, scope }),
    [onListed],
  );
  const fiatValue = useCallback(
    (row: ResultRow) => fiatValueOf(row, preferences.fiat, fiatRates.rates, props.lang),
    [preferences.fiat, fiatRates.rates, props.lang],
  );

  const panel = panels.find((candidate) => candidate.kind === kind) ?? panels[0]!;
  const Panel = PANEL_COMPONENTS[panel.kind];
  const searching = query.trim() !== '';
  const counts = useMatchCounts(searching, panel.kind, listed, query);
  const { tabs, others } = panelTabs(panels, panel.kind, labels, searching ? counts.values : {}, props.lang);
  const root = useRememberedSearch(open, listed);
  return (
    <div ref={root} className="search-panels" data-rise={preferences.riseColor}>
      {open && searching && counts.started && <MatchCounters panels={panels} query={query} context={context} onCount={counts.onCount} />}
      {!props.query.trim() && <RecentSearches labels={labels} onQuery={props.onQuery} />}
      <TabList id={TABS_ID} label={labels.panels} tabs={tabs} selected={panel.kind} onSelect={(key) => setKind(key as PanelKind)} controls={PANEL_ID} variant="primary" />
      <div className="search-panel" id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(TABS_ID, panel.kind)}>
        <Panel
          key={panel.kind}
          panel={panel}
          query={query}
          labels={labels}
          context={context}
          listId={props.listId}
          activeIndex={props.activeIndex}
          onActiveChange={props.onActiveChange}
          onRows={onRows}
          viewAll={props.viewAll[panel.kind]}
          iconVersions={props.iconVersions}
          imageHosts={props.imageHosts}
          fiatValue={fiatValue} live={open}
          empty={searching ? <NoMatches query={query.trim()} labels={labels} others={others} onSelect={setKind} /> : undefined}
        />
      </div>
      <p className="visually-hidden" role="status" aria-live="polite" data-query={listed.query}>
        {open && !listed.failed && (listed.loading && !listed.rows.length ? labels.loading : resultCountText(labels, listed.rows.length))}
      </p>
    </div>
  );
}

/** What every row is built with: the page's prefix, language, labels and coin icons. */
function useRowContext({ prefix, lang, coinIconBase, ownPair, labels }: MarketSearchProps): RowContext {
  return useMemo(
    () => ({ prefix, perpetual: labels.perpetual, lang, call: labels.call, put: labels.put, coinIconBase, ownPair }),
    [prefix, lang, coinIconBase, ownPair, labels],
  );
}

/**
 * The panels' tabs, each with its count while searching, and the panels other than the shown one
 * that have matches (offered by an empty search). A panel we know is named as the page's dictionary
 * names it, in the header menus too (one term each, in the page's language); the menu data chooses
 * order, badges and sub-menus.
 */
function panelTabs(panels: readonly SearchPanel[], shown: PanelKind, labels: SearchLabels, counts: MatchCounts, lang: string) {
  const tabs = panels.map(({ kind, title, badge }) => {
    const count = counts[kind];
    return { key: kind, label: labels[kind] || title, badge, count: count === undefined ? undefined : formatNumber(count, lang, 0) };
  });
  const others = tabs.flatMap((tab) => (tab.key !== shown && counts[tab.key] ? [{ kind: tab.key, label: tab.label, count: tab.count! }] : []));
  return { tabs, others };
}

/**
 * Each panel's count for the query: the shown panel's is what it lists, the others' what they
 * would list when opened (MatchCounters).
 */
function useMatchCounts(searching: boolean, shown: PanelKind, listed: ListedRows, query: string) {
  const [values, setValues] = useState<MatchCounts>({});
  const onCount = useCallback((kind: PanelKind, count: number | undefined) => setValues((previous) => (previous[kind] === count ? previous : { ...previous, [kind]: count })), []);
  const own = searching && listed.query === query && !listed.loading ? listed.rows.length : undefined;
  // The other lists load for counting a moment after the shown one has answered a search: what is
  // on screen, and the next keys, first.
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (own === undefined || started) return;
    const timer = window.setTimeout(() => setStarted(true), COUNTS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [own, started]);
  return { values: { ...values, [shown]: own }, onCount, started };
}
