// Before typing: the person's recent searches (kept in this browser), each a button that searches
// it again, and a Clear button (issue 39).
import { useId } from 'react';
import { useStore } from '@nanostores/react';
import { $recentSearches, clearRecentSearches } from '../../stores/saved-markets.ts';
import type { SearchLabels } from './labels.ts';

export function RecentSearches({ labels, onQuery }: { labels: SearchLabels; onQuery(query: string): void }) {
  const recents = useStore($recentSearches);
  const id = useId();
  if (!recents.length) return null;
  return (
    <section className="search-recent" aria-labelledby={`${id}-title`}>
      <div className="search-recent-head">
        <h2 id={`${id}-title`} className="search-recent-title">{labels.recent}</h2>
        {/* Named "Clear Recent searches" by its text and the heading. */}
        <button
          type="button"
          id={`${id}-clear`}
          className="search-recent-clear"
          aria-labelledby={`${id}-clear ${id}-title`}
          onClick={() => {
            clearRecentSearches();
            onQuery('');
          }}
        >
          {labels.recentClear}
        </button>
      </div>
      <ul className="search-recent-list">
        {recents.map((query) => (
          <li key={query}>
            <button type="button" className="search-recent-query" onClick={() => onQuery(query)}><bdi>{query}</bdi></button>
          </li>
        ))}
      </ul>
    </section>
  );
}
