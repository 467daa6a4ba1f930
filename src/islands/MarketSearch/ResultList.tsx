// The virtualised result listbox (SPEC 9: rows 58 px, viewport 530 px, 9 extra rows, 10 skeleton
// rows; Alpha: rows 49 px, 8 placeholders). Only rows near the viewport are in the DOM; the active
// option is scrolled into it so aria-activedescendant always points at a rendered element.
import { useEffect, useRef, useState, type UIEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ResultRow } from './result-rows.ts';
import type { SearchLabels } from './labels.ts';
import { MarketIcon } from './MarketIcon.tsx';
import { LivePrice } from '../shared/LivePrice.tsx';
import { LoadFailure } from '../shared/LoadFailure.tsx';
import type { LoadState } from '../../lib/api/load-state.ts';
import { optionId } from './option-id.ts';
import { formatChange, formatDecimal } from '../../lib/format/numbers.ts';
import {
  ALPHA_PLACEHOLDER_ROWS,
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
}

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
  const { id, rows, loading, activeIndex, variant, labels } = props;
  const rowHeight = variant === 'alpha' ? ALPHA_ROW_HEIGHT : RESULT_ROW_HEIGHT;
  const { scroller, settledScroll, onScroll } = useSettledScroll(props.scope ?? rows);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN_ROWS,
    initialRect: { width: 0, height: RESULT_VIEWPORT },
  });

  useEffect(() => {
    if (activeIndex >= 0 && activeIndex < rows.length) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, rows.length, virtualizer]);

  const stale = props.load.phase === 'failed' && props.load.stale;
  const staleNote = stale && <LoadFailure strings={labels} rows="saved" onRetry={props.onRetry} />;
  if (rows.length === 0) return <>{staleNote}<ResultPlaceholder {...props} rowHeight={rowHeight} /></>;

  const showViewAll = Boolean(props.viewAll) && settledScroll >= VIEW_ALL_SCROLL;
  return (
    <div className="search-results-frame" data-track-area="search">
      {staleNote}
      <div
        ref={scroller}
        className="search-results"
        id={id}
        role="listbox"
        aria-label={labels.dialog}
        data-scroll-settled={settledScroll}
        onScroll={onScroll}
      >
        <div className="search-results-sizer" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]!;
            return (
              <ResultRowLink
                key={row.id}
                {...props}
                row={row}
                index={item.index}
                start={item.start}
                rowHeight={rowHeight}
              />
            );
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
function ResultPlaceholder({ id, loading, load, onRetry, variant, rowHeight, labels }: Pick<ResultListProps, 'id' | 'loading' | 'load' | 'onRetry' | 'variant' | 'labels'> & { rowHeight: number }) {
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
      <p>{labels.noResults}</p>
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
