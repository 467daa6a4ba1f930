// Unread bookkeeping for the panel: the count of each tab (the records of its list this device has
// not seen) and which rows to mark unread. Showing a tab's list marks its records seen, so its count
// clears, while the rows that were new keep their unread look until "Mark all as read" or the next
// page (the person sees what arrived since their last look). "Mark all as read" marks every loaded list.
import { useCallback, useEffect, useState } from 'react';
import type { NoticeTabGroup } from '../../lib/api/schemas/site.ts';
import { markSeen, readSeen, unseenCount } from '../../lib/notifications/unread.ts';
import type { ListState } from './use-notice-list.ts';

type Lists = Partial<Record<NoticeTabGroup, ListState>>;

const idsOf = (list: ListState | undefined | null): string[] =>
  list?.status === 'ready' ? list.notices.map((notice) => notice.msg_id) : [];

export function useUnread(tabs: readonly NoticeTabGroup[], lists: Lists, shown: ListState | null) {
  // Read after hydration: the server render (and so the first client render) knows nothing seen.
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set());
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => setSeen(readSeen()), []);

  const see = useCallback((ids: string[], keepFresh: boolean) => {
    const before = readSeen();
    const newOnes = ids.filter((id) => !before.has(id));
    if (newOnes.length === 0 && keepFresh) return;
    setSeen(markSeen(ids));
    setFresh((current) => (keepFresh ? new Set([...current, ...newOnes]) : new Set()));
  }, []);

  // A tab's list on screen is seen (its ids joined: the effect runs when they change, not on every render).
  const shownIds = idsOf(shown).join('\n');
  useEffect(() => {
    if (shownIds) see(shownIds.split('\n'), true);
  }, [shownIds, see]);

  const counts = Object.fromEntries(tabs.map((tab) => [tab, unseenCount(idsOf(lists[tab]), seen)])) as Record<NoticeTabGroup, number>;
  const total = tabs.reduce((sum, tab) => sum + counts[tab], 0);
  const markAllRead = () => see(tabs.flatMap((tab) => idsOf(lists[tab])), false);
  return { counts, total, fresh, markAllRead };
}
