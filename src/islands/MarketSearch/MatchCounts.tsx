// While typing, how many markets each panel would list for the query (its tab shows the count) and
// what an empty search says: the query, and the other panels that have matches (issue 39). Each
// count is the list the panel opens on (its first sub-menu), through the same hooks as the panel;
// mounted only while there is a query, so lists load for counting only once someone searches.
import { useEffect } from 'react';
import type { SearchLabels } from './labels.ts';
import type { RowContext } from './result-rows.ts';
import type { PanelKind, SearchPanel } from './search-tabs.ts';
import { fill } from '../shared/strings.ts';
import {
  useAlphaRows,
  useOptionsRows,
  usePerpetualRows,
  usePilotRows,
  usePreMarketRows,
  useSpotRows,
  type PanelResult,
} from './panel-data.ts';

export type MatchCounts = Partial<Record<PanelKind, number>>;

const COUNTERS: Record<PanelKind, (key: string, query: string, context: RowContext) => PanelResult> = {
  spot: useSpotRows,
  futures: usePerpetualRows,
  options: useOptionsRows,
  pilot: (key, query, context) => usePilotRows(key, query, context),
  preMarket: usePreMarketRows,
  alpha: (key, query, context) => useAlphaRows(key, '', query, context),
};

function MatchCount({ panel, query, context, onCount }: { panel: SearchPanel; query: string; context: RowContext; onCount(kind: PanelKind, count: number | undefined): void }) {
  const { rows, loading } = COUNTERS[panel.kind](panel.subMenus[0]?.key ?? '', query, context);
  const count = loading ? undefined : rows.length;
  useEffect(() => onCount(panel.kind, count), [panel.kind, count, onCount]);
  return null;
}

/** Renders nothing: reports each panel's count for `query` (undefined while its list loads). */
export function MatchCounters({ panels, query, context, onCount }: { panels: readonly SearchPanel[]; query: string; context: RowContext; onCount(kind: PanelKind, count: number | undefined): void }) {
  return <>{panels.map((panel) => <MatchCount key={panel.kind} panel={panel} query={query} context={context} onCount={onCount} />)}</>;
}

interface NoMatchesProps {
  query: string;
  labels: SearchLabels;
  /** The other panels with matches, as their tabs name them. */
  others: ReadonlyArray<{ kind: PanelKind; label: string; count: string }>;
  onSelect(kind: PanelKind): void;
}

/** "No results for “pepe”", then the other panels that have some, each a button to it. */
export function NoMatches({ query, labels, others, onSelect }: NoMatchesProps) {
  return (
    <>
      <p>{fill(labels.noResultsFor, { query })}</p>
      {others.length > 0 && (
        <p className="search-empty-others">
          {labels.foundIn}
          {others.map(({ kind, label, count }) => (
            <button key={kind} type="button" className="search-empty-other" onClick={() => onSelect(kind)}>
              {label} <bdi dir="ltr">{count}</bdi>
            </button>
          ))}
        </p>
      )}
    </>
  );
}
