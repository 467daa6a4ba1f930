// The header's Search button, and the search dialog's bar: the combobox over the listed markets
// and the Close button.
import type { KeyboardEvent, RefObject } from 'react';
import type { SearchLabels } from './labels.ts';
import { optionId } from './option-id.ts';
import type { ResultRow } from './result-rows.ts';
import { SpriteIcon } from '../shared/SpriteIcon.tsx';

export function SearchIcon() {
  return (
    <SpriteIcon name="search" size={20} />
  );
}

/** The header's Search button, as the server rendered it before hydration. */
export function SearchTrigger({ label, onPress }: { label: string; onPress: () => void }) {
  return (
    <button type="button" className="icon-button" data-island="search" data-feature="search" aria-label={label} aria-haspopup="dialog" data-track="header.search" onClick={onPress}>
      <SearchIcon />
    </button>
  );
}

interface SearchBarProps {
  labels: SearchLabels;
  input: RefObject<HTMLInputElement | null>;
  listId: string;
  /** Whether the list shows any row. */
  expanded: boolean;
  active: ResultRow | undefined;
  query: string;
  onQuery: (query: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onClose: () => void;
}

export function SearchBar({ labels, input, listId, expanded, active, query, onQuery, onKeyDown, onClose }: SearchBarProps) {
  return (
    <div className="search-bar">
      <SearchIcon />
      <input
        ref={input}
        type="text"
        role="combobox"
        className="search-input"
        aria-label={labels.input}
        placeholder={labels.placeholder}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active ? optionId(listId, active) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="button" className="search-close" aria-label={labels.close} onClick={onClose}>
        <SpriteIcon name="close" size={18} />
      </button>
    </div>
  );
}
