// The virtualised result listbox (SPEC 9: rows 58 px, viewport 530 px, 9 extra rows, 10 skeleton
// rows; Alpha: rows 49 px, 8 placeholders). Only rows near the viewport are in the DOM; the active
// option is scrolled into it so aria-activedescendant always points at a rendered element.
import { useEffect, useMemo, useRef, useState, type ReactNode, type UIEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ResultRow } from './result-rows.ts';
import type { SearchLabels } from './labels.ts';
import { MarketIcon } from './MarketIcon.tsx';
import { LivePrice } from '../shared/LivePrice.tsx';
import { FavouriteStar } from './FavouriteStar.tsx';
import { LoadFailure } from '../shared/LoadFailure.tsx';
import type { LoadState } from '../../lib/api/load-state.ts';
import { optionId } from './option-id.ts';
import { formatChange, formatDecimal } from '../../lib/format/numbers.ts';
import {
  ALPHA_PLACEHOLDER_ROWS,
  GROUP_LABEL_HEIGHT,
  ALPHA_ROW_HEIGHT,
  OVERSCAN_ROWS,
  RESULT_ROW_HEIGHT,
  RESULT_VIEWPORT,
  SKELETON_ROWS,
  VIEW_ALL_DEBOUNCE_MS,
  VIEW_ALL_SCROLL,
} from './sizes.ts';

export interface ResultListProps {
  id: string;
  rows: readonly ResultRow[];
  /** What the rows answer: a new scope starts at the top; new rows for the same scope stay put. */
  scope?: string;
  loading: boolean;
  /** Whether the server answered: failed lists offer Retry (with their saved rows, marked, if any). */
  load: LoadState;
  onRetry(): void;
  activeIndex: number;
  onActiveChange(index: number): void;
  variant: 'market' | 'alpha';
  /** Page language: prices and changes are formatted for it as they are shown. */
  lang: string;
  labels: SearchLabels;
  viewAll?: string;
  iconVersions: Record<string, string>;
  imageHosts: readonly string[];
  fiatValue?: (row: ResultRow) => string | null;
  /** Before typing: how many leading rows are favourites (they and the rest are then labelled groups). */
  favouriteCount?: number;
  /** What an empty answer says (the search's "No results for …"); "No results" without it. */
  empty?: ReactNode;
}

/** A place in the virtual list: a group's label or a row (`index`: its place among the rows). */
type ListItem = { label: string; row?: undefined } | { row: ResultRow; index: number };

/** The rows, with a label over each group when favourites lead them. */
function listItems(rows: readonly ResultRow[], favouriteCount: number, labels: SearchLabels): ListItem[] {
  const items: ListItem[] = rows.map((row, index) => ({ row, index }));
  if (favouriteCount <= 0) return items;
  const rest = items.splice(favouriteCount);
  return [{ label: labels.favourites }, ...items, ...(rest.length ? [{ label: labels.hotMarkets }, ...rest] : [])];
}

/** The item a row is shown as: past one label, or two in the second group. */
const itemIndexOf = (index: number, favouriteCount: number) => (favouriteCount > 0 ? index + (index < favouriteCount ? 1 : 2) : index);

/**
 * The list's scroll once it rests (View All shows from VIEW_ALL_SCROLL, SPEC 4). A new list (another
 * `scope`) starts at the top, without a View All from the previous one; fresh data for the same list
 * (the network's answer replacing a stale cached copy) keeps the scroll where it is.
 */
function useSettledScroll(scope: unknown) {
  const scroller = useRef<HTMLDivElement>(null);
  const [settledScroll, setSettledScroll] = useState(0);
  const timer = useRef(0);

  useEffect(() => {
    scroller.current?.scrollTo({ top: 0 });
    setSettledScroll(0);
  }, [scope]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const top = event.currentTarget.scrollTop;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setSettledScroll(top), VIEW_ALL_DEBOUNCE_MS);
  };
  return { scroller, settledScroll, onScroll };
}

export function ResultList(props: ResultListProps) {
  const { id, rows, activeIndex, variant, labels, favouriteCount = 0 } = props;
  const rowHeight = variant === 'alpha' ? ALPHA_ROW_HEIGHT : RESULT_ROW_HEIGHT;
  const { scroller, settledScroll, onScroll } = useSettledScroll(props.scope ?? rows);
  const items = useMemo(() => listItems(rows, favouriteCount, labels), [rows, favouriteCount, labels]);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => (items[index]?.row ? rowHeight : GROUP_LABEL_HEIGHT),
    overscan: OVERSCAN_ROWS,
    initialRect: { width: 0, height: RESULT_VIEWPORT },
  });

  useEffect(() => {
    if (activeIndex >= 0 && activeIndex < rows.length) virtualizer.scrollToIndex(itemIndexOf(activeIndex, favouriteCount), { align: 'auto' });
  }, [activeIndex, rows.length, favouriteCount, virtualizer]);

  const stale = props.load.phase === 'failed' && props.load.stale;
  const staleNote = stale && <LoadFailure strings={labels} rows="saved" onRetry={props.onRetry} />;
  if (rows.length === 0) return <>{staleNote}<ResultPlaceholder {...props} rowHeight={rowHeight} /></>;

  const showViewAll = Boolean(props.viewAll) && settledScroll >= VIEW_ALL_SCROLL;
  const shown = virtualizer.getVirtualItems();
  // The stars sit beside the listbox, not in it: an option holds no control of its own.
  return (
    <div className="search-results-frame" data-track-area="search">
      {staleNote}
      <div ref={scroller} className="search-results" data-scroll-settled={settledScroll} onScroll={onScroll}>
        <div className="search-results-sizer" style={{ height: virtualizer.getTotalSize() }}>
          <div className="search-listbox" id={id} role="listbox" aria-label={labels.dialog}>
            {shown.map(({ index, start }) => {
              const item = items[index]!;
              if (!item.row) return <div key={`label-${index}`} className="search-group-label" style={{ transform: `translateY(${start}px)` }}>{item.label}</div>;
              return <ResultRowLink key={item.row.id} {...props} row={item.row} index={item.index} start={start} rowHeight={rowHeight} />;
            })}
          </div>
          {shown.map(({ index, start }) => {
            const { row } = items[index]!;
            return row && <FavouriteStar key={row.id} row={row} label={labels.favourite} style={{ transform: `translateY(${start + rowHeight / 2}px)` }} />;
          })}
        </div>
      </div>
      {showViewAll && (
        <a className="search-view-all" href={props.viewAll} data-track="search.viewAll">
          {labels.viewAll}
        </a>
      )}
    </div>
  );
}

/**
 * While the first rows load, skeleton rows of the list's own height; a failed call without saved
 * rows, "couldn't load" with Retry; else the no-data placeholder (SPEC 5).
 */
function ResultPlaceholder({ id, loading, load, onRetry, variant, rowHeight, labels, empty }: Pick<ResultListProps, 'id' | 'loading' | 'load' | 'onRetry' | 'variant' | 'labels' | 'empty'> & { rowHeight: number }) {
  if (load.phase === 'failed' && !load.stale) {
    return <div className="search-results search-failed" id={id}><LoadFailure strings={labels} rows="none" onRetry={onRetry} /></div>;
  }
  if (loading) {
    const count = variant === 'alpha' ? ALPHA_PLACEHOLDER_ROWS : SKELETON_ROWS;
    return (
      <div className="search-results search-skeleton" id={id} aria-busy="true">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className="search-skeleton-row" style={{ height: rowHeight }} aria-hidden="true">
            <span className="search-skeleton-icon" />
            <span className="search-skeleton-text" />
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className="search-results search-empty" id={id}>
      <svg className="search-empty-icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
        <path d="M21 36a15 15 0 100-30 15 15 0 000 30zM32 32l10 10M15 21h12" />
      </svg>
      {empty ?? <p>{labels.noResults}</p>}
    </div>
  );
}

interface ResultRowLinkProps extends ResultListProps {
  row: ResultRow;
  index: number;
  /** Its offset in the virtual list. */
  start: number;
  rowHeight: number;
}

/** One option: icon, title with its badges, subtitle, price and change. */
function ResultRowLink({ id, row, index, start, rowHeight, rows, activeIndex, variant, labels, ...props }: ResultRowLinkProps) {
  const active = index === activeIndex;
  const fiat = props.fiatValue?.(row);
  return (
    <a
      id={optionId(id, row)}
      role="option"
      aria-selected={active}
      aria-setsize={rows.length}
      aria-posinset={index + 1}
      tabIndex={-1}
      href={row.href}
      className={`search-row search-row-${variant}`}
      // Analytics (SPEC 7): the panel (the id's prefix: spot, alpha, options...), the row and its place.
      data-track={`search.${row.id.slice(0, row.id.indexOf('-'))}`}
      data-track-params={new URLSearchParams({ row: row.id, rank: String(index + 1) }).toString()}
      style={{ height: rowHeight, transform: `translateY(${start}px)` }}
      onPointerMove={() => !active && props.onActiveChange(index)}
    >
      <MarketIcon src={row.icon} chain={row.chainIcon} label={row.title} versions={props.iconVersions} imageHosts={props.imageHosts} />
      <span className="search-row-main">
        <span className="search-row-title">
          <bdi>{row.title}</bdi>
          {row.st && <abbr className="search-badge search-badge-st" title={labels.st}>ST</abbr>}
          {row.tags.map((tag) => (
            <span key={tag} className={`search-badge search-badge-${tag}`}>{labels[tag]}</span>
          ))}
        </span>
        <span className="search-row-subtitle"><bdi>{row.subtitle}</bdi></span>
      </span>
      {row.price && (
        <span className="search-row-figures">
          <LivePrice className="search-row-price" price={row.price} text={formatDecimal(row.price, props.lang)} />
          {fiat && <bdi dir="ltr" className="search-row-fiat">{fiat}</bdi>}
        </span>
      )}
      {row.change && <bdi dir="ltr" className={`search-row-change trend-${row.change.trend}`}>{formatChange(row.change.percent, props.lang)}</bdi>}
    </a>
  );
}
