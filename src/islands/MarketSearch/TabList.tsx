// A WAI-ARIA tab list with automatic activation: arrow keys (mirrored right-to-left), Home and End
// move and select; only the selected tab is in the tab order.
import { useRef, type KeyboardEvent } from 'react';
import { tabKeyTarget } from '../shared/tab-keys.ts';

export interface TabItem {
  key: string;
  label: string;
  badge?: string;
  /** While searching: how many markets it has for the query, formatted. */
  count?: string;
}

interface TabListProps {
  id: string;
  label: string;
  tabs: readonly TabItem[];
  selected: string;
  onSelect(key: string): void;
  /** id of the panel the tabs control. */
  controls: string;
  variant: 'primary' | 'secondary' | 'chips';
}

export const tabId = (listId: string, key: string) => `${listId}-${key.replace(/[^\w-]/g, '_')}`;

export function TabList({ id, label, tabs, selected, onSelect, controls, variant }: TabListProps) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const next = tabKeyTarget(event.key, index, tabs.length, getComputedStyle(event.currentTarget).direction === 'rtl' ? 'rtl' : 'ltr');
    if (next === undefined) return;
    event.preventDefault();
    onSelect(tabs[next]!.key);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(id, tabs[next]!.key))}`)?.focus();
  };
  return (
    <div ref={list} className={`search-tabs search-tabs-${variant}`} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const isSelected = tab.key === selected;
        return (
          <button
            key={tab.key}
            id={tabId(id, tab.key)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={controls}
            tabIndex={isSelected ? 0 : -1}
            className="search-tab"
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
            {tab.badge && <span className="search-tab-badge">{tab.badge}</span>}
            {tab.count !== undefined && <span className="search-tab-count">{tab.count}</span>}
          </button>
        );
      })}
    </div>
  );
}
