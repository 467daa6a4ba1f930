// The one view of a list that could not be loaded (SPEC 8, DESIGN "Safety"): a short message in the
// page's language and Retry. In place of the list when it has nothing to show; one compact line
// above the rows it keeps otherwise: saved rows, which it marks as such ("showing saved data"), or
// the spec's fallback (Pay with's USD). Never the empty state.
import type { LoadFailureStrings } from './load-failure-keys.ts';
import './load-failure.css';

export interface LoadFailureProps {
  strings: LoadFailureStrings;
  /** What is shown below: nothing, saved rows (SPEC 7's stale cache) or the spec's fallback rows. */
  rows: 'none' | 'saved' | 'fallback';
  onRetry(): void;
}

export function LoadFailure({ strings, rows, onRetry }: LoadFailureProps) {
  return (
    <div className={`load-failed${rows === 'none' ? '' : ' load-failed-inline'}`} data-load-failed={rows}>
      <p className="load-failed-text" role="status">{rows === 'saved' ? strings.loadStale : strings.loadFailed}</p>
      <button type="button" className="load-failed-retry" onClick={onRetry}>{strings.retry}</button>
    </div>
  );
}
