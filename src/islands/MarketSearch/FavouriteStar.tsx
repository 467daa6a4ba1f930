// The star that keeps a market among the person's favourites: a toggle button (aria-pressed) named
// after its market, in the search's rows and the Trade menu's spot list. Kept in this browser
// (src/stores/saved-markets.ts).
import type { CSSProperties } from 'react';
import { useStore } from '@nanostores/react';
import { $favouriteMarkets, toggleFavourite } from '../../stores/saved-markets.ts';
import { fill } from '../shared/strings.ts';
import type { ResultRow } from './result-rows.ts';
import './favourite-star.css';

/** What names a row's market: its title, and for an option its expiry too (one title, several days). */
export const marketName = (row: ResultRow) => (row.id.startsWith('options-') ? `${row.title} ${row.subtitle}` : row.title);

/** `label`: "Favourite {{market}}". */
export function FavouriteStar({ row, label, style }: { row: ResultRow; label: string; style?: CSSProperties }) {
  const pressed = useStore($favouriteMarkets).includes(row.id);
  return (
    <button
      type="button"
      className="favourite-star"
      aria-pressed={pressed}
      aria-label={fill(label, { market: marketName(row) })}
      style={style}
      onClick={() => toggleFavourite(row.id)}
    >
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M10 1.8l2.5 5.2 5.7.7-4.2 3.9 1.1 5.6-5.1-2.8-5.1 2.8 1.1-5.6L1.8 7.7l5.7-.7z" />
      </svg>
    </button>
  );
}
