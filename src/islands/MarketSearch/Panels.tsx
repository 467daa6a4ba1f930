// The body of each search panel: its sub-menu tabs and its result list. One component per kind so
// each subscribes only to its own stores (hooks cannot be conditional).
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $favouriteMarkets } from '../../stores/saved-markets.ts';
import { favouritesFirst } from '../../lib/search/saved-markets.ts';
import { ResultList } from './ResultList.tsx';
import { useLivePrices } from '../shared/use-live-prices.ts';
import { TabList, type TabItem } from './TabList.tsx';
import { alphaCategoryLabel, type SearchLabels } from './labels.ts';
import type { ResultRow, RowContext } from './result-rows.ts';
import {
  ALPHA_HOT_KEY,
  ALPHA_NEW_KEY,
  DELIVERY_KEY,
  PREMINT_KEY,
  PRE_MARKET_KEY,
  type SearchPanel,
  type SubMenu,
} from './search-tabs.ts';
import {
  useAlphaRows,
  useDeliveryRows,
  useOptionsRows,
  usePerpetualRows,
  usePilotRows,
  usePreMarketRows,
  useSpotRows,
  type PanelResult,
} from './panel-data.ts';

export interface PanelProps {
  panel: SearchPanel;
  query: string;
  labels: SearchLabels;
  context: RowContext;
  listId: string;
  activeIndex: number;
  onActiveChange(index: number): void;
  /** Tells the dialog which rows are listed (for the keyboard and the announced count). */
  onRows(rows: readonly ResultRow[], loading: boolean, query: string, scope: string | undefined, failed: boolean): void;
  viewAll?: string;
  iconVersions: Record<string, string>;
  /** Image hosts an icon URL may name (build settings): see safeImageUrl. */
  imageHosts: readonly string[];
  fiatValue?: (row: ResultRow) => string | null;
  /** The dialog is open: the shown list's prices refresh (issue 39). */
  live: boolean;
  /** What an empty search says (what was searched, the other tabs with matches). */
  empty?: ReactNode;
}

/** Sub-menu labels: a title from the menu data, the island's label for known keys, else the key. */
function subMenuLabel(subMenu: SubMenu, labels: SearchLabels): string {
  if (subMenu.title) return subMenu.title;
  const known: Record<string, string> = {
    [DELIVERY_KEY]: labels.delivery,
    [PREMINT_KEY]: labels.premint,
    [PRE_MARKET_KEY]: labels.pre_market,
    [ALPHA_HOT_KEY]: labels.hot,
    [ALPHA_NEW_KEY]: labels.new,
  };
  return known[subMenu.key] ?? subMenu.key.toUpperCase();
}

/** The selected sub-menu: the first by default, again whenever the sub-menus change (SPEC 4). */
function useFirstSelected(keys: readonly string[]): [string, (key: string) => void] {
  const signature = keys.join('\u0000');
  const [selected, setSelected] = useState(keys[0] ?? '');
  useEffect(() => setSelected(keys[0] ?? ''), [signature]);
  return [keys.includes(selected) ? selected : (keys[0] ?? ''), setSelected];
}

/** Before typing, the panel's favourites lead its list as their own group (issue 39). */
function useFavouritesFirst(result: PanelResult, query: string) {
  const favourites = useStore($favouriteMarkets);
  return useMemo(() => {
    if (query.trim() || !favourites.length || !result.allRows) return { rows: result.rows, favouriteCount: 0 };
    const groups = favouritesFirst(result.allRows(), result.rows, favourites);
    return { rows: [...groups.favourites, ...groups.rest], favouriteCount: groups.favourites.length };
  }, [result.rows, favourites, query]);
}

function Results({ props, result, variant = 'market' }: { props: PanelProps; result: PanelResult; variant?: 'market' | 'alpha' }) {
  const { onRows, query } = props;
  const failed = result.load.phase === 'failed' && !result.load.stale;
  useLivePrices(result.store, props.live, result.rows);
  const { rows, favouriteCount } = useFavouritesFirst(result, query);
  useEffect(() => onRows(rows, result.loading, query, result.scope, failed), [rows, result.loading, query, result.scope, failed, onRows]);
  return (
    <ResultList
      id={props.listId}
      rows={rows}
      favouriteCount={favouriteCount}
      empty={props.empty}
      scope={result.scope}
      loading={result.loading}
      load={result.load}
      onRetry={result.retry}
      activeIndex={props.activeIndex}
      onActiveChange={props.onActiveChange}
      variant={variant}
      lang={props.context.lang}
      labels={props.labels}
      viewAll={props.viewAll}
      iconVersions={props.iconVersions}
      imageHosts={props.imageHosts}
      fiatValue={props.fiatValue}
    />
  );
}

function SubTabs({ props, tabs, selected, onSelect, level = 'secondary' }: { props: PanelProps; tabs: TabItem[]; selected: string; onSelect(key: string): void; level?: 'secondary' | 'chips' }) {
  if (tabs.length < 2 && level === 'chips') return null;
  return (
    <TabList
      id={`${props.listId}-${level}`}
      label={level === 'chips' ? props.labels.categories : props.labels.groups}
      tabs={tabs}
      selected={selected}
      onSelect={onSelect}
      controls={props.listId}
      variant={level}
    />
  );
}

const subTabs = (props: PanelProps, subMenus: readonly SubMenu[]): TabItem[] =>
  subMenus.map((subMenu) => ({ key: subMenu.key, label: subMenuLabel(subMenu, props.labels) }));

/**
 * A panel whose sub-menus narrow an idle list and step aside while searching, since a search spans
 * them all (spot quotes, options underlyings).
 */
function subMenuPanel(useRows: (key: string, query: string, context: RowContext) => PanelResult) {
  return function SubMenuPanel(props: PanelProps) {
    const tabs = subTabs(props, props.panel.subMenus);
    const [key, setKey] = useFirstSelected(tabs.map((tab) => tab.key));
    const result = useRows(key, props.query, props.context);
    return (
      <>
        {!props.query.trim() && <SubTabs props={props} tabs={tabs} selected={key} onSelect={setKey} />}
        <Results props={props} result={result} />
      </>
    );
  };
}

export const SpotPanel = subMenuPanel(useSpotRows);
export const OptionsPanel = subMenuPanel(useOptionsRows);

function PerpetualResults({ props, settle }: { props: PanelProps; settle: string }) {
  return <Results props={props} result={usePerpetualRows(settle, props.query, props.context)} />;
}

function DeliveryResults({ props }: { props: PanelProps }) {
  return <Results props={props} result={useDeliveryRows(props.query, props.context)} />;
}

export function FuturesPanel(props: PanelProps) {
  const tabs = subTabs(props, props.panel.subMenus);
  const [settle, setSettle] = useFirstSelected(tabs.map((tab) => tab.key));
  return (
    <>
      <SubTabs props={props} tabs={tabs} selected={settle} onSelect={setSettle} />
      {/* The delivery list is subscribed, and so fetched, only once its tab is chosen (SPEC 4). */}
      {settle === DELIVERY_KEY ? <DeliveryResults props={props} /> : <PerpetualResults props={props} settle={settle} />}
    </>
  );
}

export function PilotPanel(props: PanelProps) {
  const [group, setGroup] = useState('');
  const result = usePilotRows(group, props.query, props.context);
  // Chains from the menu data when it names them, else the chains the data has.
  const keys = props.panel.subMenus.length ? props.panel.subMenus.map((subMenu) => subMenu.key) : result.groups;
  const [selected, setSelected] = useFirstSelected(keys);
  useEffect(() => setGroup(selected), [selected]);
  const tabs = useMemo(
    () => (props.panel.subMenus.length ? subTabs(props, props.panel.subMenus) : keys.map((key) => ({ key, label: key.toUpperCase() }))),
    [props.panel.subMenus, keys.join(',')],
  );
  return (
    <>
      {!props.query.trim() && tabs.length > 0 && <SubTabs props={props} tabs={tabs} selected={selected} onSelect={setSelected} />}
      <Results props={props} result={result} />
    </>
  );
}

function PreMarketResults({ props, group }: { props: PanelProps; group: string }) {
  return <Results props={props} result={usePreMarketRows(group, props.query, props.context)} />;
}

export function PreMarketPanel(props: PanelProps) {
  const tabs = subTabs(props, props.panel.subMenus);
  const [group, setGroup] = useFirstSelected(tabs.map((tab) => tab.key));
  return (
    <>
      <SubTabs props={props} tabs={tabs} selected={group} onSelect={setGroup} />
      <PreMarketResults key={group} props={props} group={group} />
    </>
  );
}

export function AlphaPanel(props: PanelProps) {
  const tabs = subTabs(props, props.panel.subMenus);
  const [order, setOrder] = useFirstSelected(tabs.map((tab) => tab.key));
  const [category, setCategory] = useState('');
  const result = useAlphaRows(order, category, props.query, props.context);
  const chips: TabItem[] = [{ key: '', label: props.labels.all }, ...result.categories.map((key) => ({ key, label: alphaCategoryLabel(key, props.labels) }))];
  return (
    <>
      <SubTabs props={props} tabs={tabs} selected={order} onSelect={setOrder} />
      <SubTabs props={props} tabs={chips} selected={category} onSelect={setCategory} level="chips" />
      <Results props={props} result={result} variant="alpha" />
    </>
  );
}

export const PANEL_COMPONENTS = {
  spot: SpotPanel,
  futures: FuturesPanel,
  options: OptionsPanel,
  pilot: PilotPanel,
  preMarket: PreMarketPanel,
  alpha: AlphaPanel,
} as const;
