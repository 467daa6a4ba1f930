// The tab groups as WAI-ARIA tabs: arrow keys move and select (mirrored right-to-left), Home and
// End jump; only the selected tab is in the tab order. Each names its unread count.
import { useRef, type KeyboardEvent } from 'react';
import type { NoticeTabGroup } from '../../lib/api/schemas/site.ts';
import type { MessagePanelProps } from './types.ts';
import { tabKeyTarget } from '../shared/tab-keys.ts';
import { UnreadCount } from './UnreadBadge.tsx';

interface Props extends Pick<MessagePanelProps, 'tabs' | 'labels' | 'dir' | 'dateLocale'> {
  counts: Record<NoticeTabGroup, number>;
  active: NoticeTabGroup;
  onSelect(tab: NoticeTabGroup): void;
  idOf(tab: NoticeTabGroup): { tab: string; panel: string };
}

export function NoticeTabs({ tabs, labels, dir, dateLocale, counts, active, onSelect, idOf }: Props) {
  const refs = useRef(new Map<NoticeTabGroup, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const target = tabKeyTarget(event.key, tabs.indexOf(active), tabs.length, dir);
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target]!;
    onSelect(tab);
    refs.current.get(tab)?.focus();
  };
  return (
    <div className="notice-tabs" role="tablist" aria-label={labels.tabs} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(node) => void (node ? refs.current.set(tab, node) : refs.current.delete(tab))}
          type="button"
          role="tab"
          id={idOf(tab).tab}
          aria-selected={tab === active}
          aria-controls={tab === active ? idOf(tab).panel : undefined}
          tabIndex={tab === active ? 0 : -1}
          onClick={() => onSelect(tab)}
        >
          {labels.tab[tab]}
          <UnreadCount count={counts[tab]} locale={dateLocale} label={labels.unreadCount} className="notice-tab-count" />
        </button>
      ))}
    </div>
  );
}
