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

/**
 * The header's Search button, as the server rendered it before hydration. Its invoker command opens
 * the server-rendered dialog before any script (browsers without invoker commands wait for React).
 */
export function SearchTrigger({ label, dialogId, onPress }: { label: string; dialogId: string; onPress: () => void }) {
  const invoker = { command: 'show-modal', commandfor: dialogId } as Record<string, string>;
  return (
    <button type="button" className="icon-button" data-island="search" data-feature="search" aria-label={label} aria-haspopup="dialog" data-track="header.search" {...invoker} onClick={onPress}>
      <SearchIcon />
    </button>
  );
}

interface SearchBarProps {
  labels: SearchLabels;
  /** The dialog the bar sits in (its Close button's invoker command). */
  dialogId: string;
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

export function SearchBar({ labels, dialogId, input, listId, expanded, active, query, onQuery, onKeyDown, onClose }: SearchBarProps) {
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
      {/* Closes natively too (invoker command), before React owns the dialog. */}
      <button type="button" className="search-close" aria-label={labels.close} {...({ command: 'close', commandfor: dialogId } as Record<string, string>)} onClick={onClose}>
        <SpriteIcon name="close" size={18} />
      </button>
    </div>
  );
}
