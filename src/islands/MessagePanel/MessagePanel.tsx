// The bell and its message panel (SPEC 2, 4, 9), for logged-in users. The island hydrates at load on
// a signed-in page (start="loggedin"): each tab group's first page is asked then, so the bell shows
// the unread count before anyone opens the panel; each tab switch reloads that tab's list.
// The bell is a link to /reminder (SPEC 2: a click or Enter goes there); hovering or focusing it
// opens the panel, whose content Tab reaches next; Escape closes. Hover intent, Escape, outside
// press and the close delay are the shared dropdown's (use-dropdown.ts). The server renders the
// panel too, hidden: before the island's code, CSS shows it while the bell is hovered or focused
// (tabs, loading rows, the footer's links), and the island takes it over open.
import { useCallback, useId, useLayoutEffect } from 'react';
import { useDropdown } from '../shared/use-dropdown.ts';
import type { NoticeTabGroup } from '../../lib/api/schemas/site.ts';
import { NoticeBody } from './NoticeBody.tsx';
import { NoticeTabs } from './NoticeTabs.tsx';
import type { MessagePanelProps } from './types.ts';
import { useNoticeList } from './use-notice-list.ts';
import { useUnread } from './use-unread.ts';
import { nameWithUnread, UnreadBadge } from './UnreadBadge.tsx';
import './MessagePanel.css';
import { SpriteIcon } from '../shared/SpriteIcon.tsx';

export default function MessagePanel(props: MessagePanelProps) {
  const { tabs, labels, links, dateLocale } = props;
  const { open, rootProps, triggerProps, show, hoverOpen } = useDropdown<HTMLDivElement, HTMLAnchorElement>({ focusOpens: true });
  const { active, list, lists, select, retry } = useNoticeList(tabs);
  const { counts, total, fresh, markAllRead } = useUnread(tabs, lists, open ? list : null);
  const baseId = useId();
  const panelId = `${baseId}panel`;
  const idOf = useCallback((tab: NoticeTabGroup) => ({ tab: `${baseId}tab-${tab}`, panel: `${baseId}tabpanel` }), [baseId]);

  // A person who reached for the bell before the code arrived: open for them, before the page marks
  // the island hydrated (a layout effect), so the panel CSS showed never blinks.
  useLayoutEffect(() => {
    // The bell or the panel CSS showed (the pointer may have moved on into it).
    const root = rootProps.ref.current;
    if (root?.matches(':hover')) hoverOpen();
    else if (root?.matches(':focus-within')) show();
  }, []); // Once, at hydration.

  return (
    <div {...rootProps} className="message-panel-root">
      {/* A link: its click and Enter go to /reminder by themselves; only hover and focus open the panel.
          Its name says the count: "Notifications, 3 unread". */}
      <a
        {...triggerProps}
        onClick={undefined}
        href={links.reminder}
        className="icon-button message-bell"
        aria-label={nameWithUnread(labels.bell, total, dateLocale, labels.unreadCount)}
        aria-haspopup="true"
        aria-controls={open ? panelId : undefined}
        data-track="header.notification"
      >
        <SpriteIcon name="bell" size={20} />
        <UnreadBadge count={total} locale={dateLocale} className="message-badge" />
      </a>
      <div id={panelId} className="message-panel" role="group" aria-label={labels.bell} hidden={!open}>
        <NoticeTabs tabs={tabs} labels={labels} dir={props.dir} dateLocale={dateLocale} counts={counts} active={active} onSelect={select} idOf={idOf} />
        <div className="message-panel-tools">
          <button type="button" className="notice-mark-read" onClick={markAllRead} disabled={total === 0 && fresh.size === 0}>{labels.markAllRead}</button>
        </div>
        <div className="notice-scroll" role="tabpanel" id={idOf(active).panel} aria-labelledby={idOf(active).tab} aria-busy={list?.status !== 'ready'} tabIndex={0}>
          <NoticeBody list={list} props={props} unread={fresh} onRetry={retry} />
        </div>
        <div className="message-panel-footer">
          <a href={links.reminderConfig}>{labels.settings}</a>
          <a href={links.reminder}>{labels.viewAll}</a>
        </div>
      </div>
    </div>
  );
}
