// The message panel's list: the selected tab and its notices, loaded on the first open and on each
// tab switch (SPEC 4); a later switch wins over an earlier, slower answer. A failed call is told
// apart from an empty tab (SPEC 8's empty list stays the data) and `retry` asks for the tab again.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { NoticeRecord, NoticeTabGroup } from '../../lib/api/schemas/site.ts';
import { fetchNotices } from './notices.ts';

export type ListState =
  | { status: 'loading'; tab: NoticeTabGroup }
  | { status: 'ready'; tab: NoticeTabGroup; notices: NoticeRecord[]; failed: boolean };

export function useNoticeList(tabs: readonly NoticeTabGroup[], open: boolean) {
  const [active, setActive] = useState<NoticeTabGroup>(tabs[0]!);
  const [list, setList] = useState<ListState | null>(null);
  const request = useRef(0);

  const load = useCallback((tab: NoticeTabGroup) => {
    const id = ++request.current;
    setList({ status: 'loading', tab });
    void fetchNotices(tab).then(({ data, source }) => {
      if (id === request.current) setList({ status: 'ready', tab, notices: data, failed: source === 'fallback' });
    });
  }, []);

  // First open loads the default tab; later opens keep what was loaded.
  useEffect(() => {
    if (open && !list) load(active);
  }, [open, list, active, load]);

  const select = (tab: NoticeTabGroup) => {
    if (tab === active && list) return;
    setActive(tab);
    load(tab);
  };

  return { active, list, select, retry: () => load(active) };
}
