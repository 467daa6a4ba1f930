// The message panel's lists, one per tab group. At hydration (at load on a signed-in page) each
// group's first page is asked once, for the unread counts; a tab switch reloads that tab (SPEC 4),
// and a later answer for a tab wins over an earlier, slower one. A failed call is told apart from an
// empty tab (SPEC 8's empty list stays the data) and `retry` asks for the tab again.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { NoticeRecord, NoticeTabGroup } from '../../lib/api/schemas/site.ts';
import { fetchNotices } from './notices.ts';

export type ListState =
  | { status: 'loading'; tab: NoticeTabGroup }
  | { status: 'ready'; tab: NoticeTabGroup; notices: NoticeRecord[]; failed: boolean };

type Lists = Partial<Record<NoticeTabGroup, ListState>>;

export function useNoticeList(tabs: readonly NoticeTabGroup[]) {
  const [active, setActive] = useState<NoticeTabGroup>(tabs[0]!);
  const [lists, setLists] = useState<Lists>({});
  const requests = useRef(new Map<NoticeTabGroup, number>());

  const load = useCallback((tab: NoticeTabGroup) => {
    const id = (requests.current.get(tab) ?? 0) + 1;
    requests.current.set(tab, id);
    setLists((current) => ({ ...current, [tab]: { status: 'loading', tab } }));
    void fetchNotices(tab).then(({ data, source }) => {
      if (id !== requests.current.get(tab)) return;
      setLists((current) => ({ ...current, [tab]: { status: 'ready', tab, notices: data, failed: source === 'fallback' } }));
    });
  }, []);

  // Every group's first page once, for its unread count; the panel shows them when it opens.
  useEffect(() => tabs.forEach(load), []); // Once, at hydration.

  const select = (tab: NoticeTabGroup) => {
    if (tab === active) return;
    setActive(tab);
    load(tab);
  };

  return { active, list: lists[active] ?? null, lists, select, retry: () => load(active) };
}
