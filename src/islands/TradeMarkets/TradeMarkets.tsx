// The trade dropdown's market panel (SPEC 4): spot, Alpha, pre-market, pilot and options lists
// beside the menu items. Hydrated on the first hover or focus (hydrate-on-reach); a list is
// subscribed, and so loaded through the cache, only once its tab is first hovered or focused; while
// the menu shows, the shown list's prices refresh (src/stores/live-prices.ts) and flash as they change.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $preferences } from '../../stores/index.ts';
import type { MarketPanelKind } from '../../navigation/menu-types.ts';
import { useAlphaRows, useOptionsRows, usePilotRows, usePreMarketRows, useSpotRows, type PanelResult } from '../MarketSearch/panel-data.ts';
import { MarketIcon } from '../MarketSearch/MarketIcon.tsx';
// The options tab lists the underlying its View all page opens on.
import { DEFAULT_OPTIONS_MARKET } from '../../sites/default-markets.ts';
import { FavouriteStar } from '../MarketSearch/FavouriteStar.tsx';
import type { ResultRow, RowContext } from '../MarketSearch/result-rows.ts';
import { PREMINT_KEY, ALPHA_HOT_KEY } from '../MarketSearch/search-tabs.ts';
import { formatChange, formatDecimal } from '../../lib/format/numbers.ts';
import { quoteOf } from '../../lib/search/own-markets.ts';
import { pageContext } from '../../lib/page-context.ts';
import { tabKeyTarget } from '../shared/tab-keys.ts';
import { LoadFailure } from '../shared/LoadFailure.tsx';
import { LivePrice } from '../shared/LivePrice.tsx';
import { useLivePrices } from '../shared/use-live-prices.ts';
import { useShown } from './use-shown.ts';
import type { LoadFailureStrings } from '../shared/load-failure-keys.ts';
import './trade-markets.css';

/** Rows each list shows; the panel's height is fixed for this many so nothing moves. */
export const TRADE_PANEL_ROWS = 6;

export interface TradeMarketsProps {
  panels: MarketPanelKind[];
  /** The site's default pair (BTC_TRY): the spot list shows its quote's markets, this pair first. */
  ownPair: string;
  prefix: string;
  /** Where coin icons live, for rows sent without one (pre-market): see coinIconBaseOf. */
  coinIconBase: string;
  /** The build settings' image hosts an icon URL may name (safeImageUrl). */
  imageHosts: readonly string[];
  /** Where each list's View all leads (already prefixed); absent where the site hides that page. */
  viewAll: Partial<Record<MarketPanelKind, string>>;
  labels: Record<MarketPanelKind | 'title' | 'noResults' | 'loading' | 'perpetual' | 'call' | 'put' | 'viewAll' | 'favourite', string> & LoadFailureStrings;
}

type ListProps = { context: RowContext; /** The menu is open: the list's prices refresh. */ shown: boolean };

const useSpot = ({ context }: ListProps) => useSpotRows(quoteOf(context.ownPair ?? ''), '', context);
const useAlpha = ({ context }: ListProps) => useAlphaRows(ALPHA_HOT_KEY, '', '', context);
const usePreMarket = ({ context }: ListProps) => usePreMarketRows(PREMINT_KEY, '', context);
function usePilot({ context }: ListProps): PanelResult {
  const result = usePilotRows('', '', context);
  // Hot tokens first, in list order.
  const rows = useMemo(() => [...result.rows].sort((a, b) => Number(b.tags.includes('hot')) - Number(a.tags.includes('hot'))), [result.rows]);
  return { ...result, rows };
}

/** Options: that underlying's contracts as search names them, "BTC 78,000 Call · 8 Jun 2026". */
function useOptions({ context }: ListProps): PanelResult {
  const result = useOptionsRows(DEFAULT_OPTIONS_MARKET, '', context);
  const rows = useMemo(() => result.rows.map((row) => ({ ...row, title: `${row.title} · ${row.subtitle}` })), [result.rows]);
  return { ...result, rows };
}

const LIST_HOOKS: Record<MarketPanelKind, (props: ListProps) => PanelResult> = {
  spot: useSpot,
  alpha: useAlpha,
  preMarket: usePreMarket,
  pilot: usePilot,
  options: useOptions,
};

function MarketList({ kind, labels, imageHosts, ...props }: ListProps & { kind: MarketPanelKind; imageHosts: readonly string[]; labels: TradeMarketsProps['labels'] }) {
  const { rows, loading, load, retry, store } = LIST_HOOKS[kind](props);
  useLivePrices(store, props.shown, rows);
  const failed = load.phase === 'failed';
  if (failed && rows.length === 0) return <LoadFailure strings={labels} rows="none" onRetry={retry} />;
  if (loading && rows.length === 0) {
    return (
      <ul className="trade-markets-list" aria-busy="true" aria-label={labels.loading}>
        {Array.from({ length: TRADE_PANEL_ROWS }, (_, index) => (
          <li key={index} className="trade-markets-row trade-markets-skeleton" aria-hidden="true" />
        ))}
      </ul>
    );
  }
  if (rows.length === 0) return <p className="trade-markets-empty">{labels.noResults}</p>;
  // Saved rows after a failure: one row fewer, for the line that marks them, so nothing moves.
  const shown = failed ? TRADE_PANEL_ROWS - 1 : TRADE_PANEL_ROWS;
  return (
    <>
      {failed && <LoadFailure strings={labels} rows="saved" onRetry={retry} />}
      <ul className="trade-markets-list">
        {rows.slice(0, shown).map((row) => <MarketRow key={row.id} row={row} kind={kind} lang={props.context.lang} imageHosts={imageHosts} star={kind === 'spot' ? labels.favourite : undefined} />)}
      </ul>
    </>
  );
}

/** `star`: the favourite star's label, for the lists that offer one (spot, as the search's rows). */
function MarketRow({ row, kind, lang, imageHosts, star }: { row: ResultRow; kind: MarketPanelKind; lang: string; imageHosts: readonly string[]; star?: string }) {
  return (
    <li className={star ? 'trade-markets-starred' : undefined}>
      {star && <FavouriteStar row={row} label={star} />}
      <a className="trade-markets-row" href={row.href} data-track={`menu.trade.market.${kind}`} data-track-params={`row=${encodeURIComponent(row.id)}`}>
        <MarketIcon src={row.icon} chain={row.chainIcon} label={row.title} versions={{}} imageHosts={imageHosts} />
        <bdi className="trade-markets-title">{row.title}</bdi>
        <span className="trade-markets-figures">
          {row.price && <LivePrice className="trade-markets-price" price={row.price} text={formatDecimal(row.price, lang)} />}
          {row.change && <bdi dir="ltr" className={`trade-markets-change trend-${row.change.trend}`}>{formatChange(row.change.percent, lang)}</bdi>}
        </span>
      </a>
    </li>
  );
}

/** The tab a key moves to: up and down (Home, End) in the column, left and right too, mirrored right-to-left. */
function tabTarget(event: KeyboardEvent<HTMLElement>, from: number, count: number): number | undefined {
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  return tabKeyTarget(event.key, from, count, 'vertical') ?? tabKeyTarget(event.key, from, count, rtl ? 'rtl' : 'ltr');
}

interface MarketTabsProps {
  panels: MarketPanelKind[];
  active: MarketPanelKind | null;
  panelId: string;
  label: string;
  labels: TradeMarketsProps['labels'];
  onSelect(kind: MarketPanelKind): void;
}

/**
 * One Tab stop (roving tabindex: the selected tab, the first before any is), the arrow keys inside;
 * focus selects, so the server's markup (no script yet) behaves the same once hydrated.
 */
function MarketTabs({ panels, active, panelId, label, labels, onSelect }: MarketTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const current = active ?? panels[0];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = tabTarget(event, panels.indexOf((event.target as HTMLElement).dataset.kind as MarketPanelKind), panels.length);
    if (target === undefined) return;
    event.preventDefault();
    list.current?.querySelector<HTMLElement>(`[role=tab][data-kind="${panels[target]}"]`)?.focus();
  };
  return (
    <div ref={list} className="trade-markets-tabs" role="tablist" aria-orientation="vertical" aria-label={label} onKeyDown={onKeyDown}>
      {panels.map((kind) => (
        <button
          key={kind}
          type="button"
          role="tab"
          id={`${panelId}-${kind}`}
          data-kind={kind}
          aria-selected={active === kind}
          aria-controls={panelId}
          tabIndex={kind === current ? 0 : -1}
          className="trade-markets-tab"
          onPointerEnter={() => onSelect(kind)}
          onFocus={() => onSelect(kind)}
          onClick={() => onSelect(kind)}
        >
          {labels[kind]}
        </button>
      ))}
    </div>
  );
}

export default function TradeMarkets({ panels, ownPair, prefix, coinIconBase, imageHosts, viewAll, labels }: TradeMarketsProps) {
  const ids = useId().replace(/:/g, '');
  const root = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<MarketPanelKind | null>(null);
  const { riseColor } = useStore($preferences);
  const shown = useShown(root);
  const context = useMemo<RowContext>(
    () => ({ prefix, perpetual: labels.perpetual, lang: pageContext().lang, call: labels.call, put: labels.put, coinIconBase, ownPair }),
    [prefix, coinIconBase, ownPair, labels],
  );
  // The menu opens on its first list, shown at once, unless the hover or focus that hydrated the
  // panel reached another tab. Chosen after hydration: the server's markup has no list (a list the
  // cache already holds would differ from it).
  useEffect(() => {
    const reached = root.current?.querySelector<HTMLElement>('[role=tab]:hover, [role=tab]:focus');
    setActive((reached?.dataset.kind as MarketPanelKind | undefined) ?? panels[0] ?? null);
  }, []);
  const panelId = `trade-markets-${ids}`;
  return (
    <div ref={root} className="trade-markets" data-rise={riseColor} data-track-area="menu">
      <MarketTabs panels={panels} active={active} panelId={panelId} label={labels.title} labels={labels} onSelect={setActive} />
      <div className="trade-markets-panel" id={panelId} role="tabpanel" aria-labelledby={active ? `${panelId}-${active}` : undefined} aria-label={active ? undefined : labels.title}>
        {active && <MarketList key={active} kind={active} labels={labels} imageHosts={imageHosts} context={context} shown={shown} />}
        {active && viewAll[active] && (
          <a className="trade-markets-view-all" href={viewAll[active]} data-track={`menu.trade.market.${active}.view-all`}>{labels.viewAll}</a>
        )}
      </div>
    </div>
  );
}
