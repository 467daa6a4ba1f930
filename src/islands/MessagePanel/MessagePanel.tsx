// The bell and its message panel (SPEC 2, 4, 9), for logged-in users. The island hydrates when a
// person reaches for the bell (client:interaction), so nothing is fetched before the first hover
// or focus; then the default tab's list loads, and each tab switch reloads that tab's list.
// Hover, focus or a click open the panel; Enter on the bell follows /reminder; Escape closes. Hover
// intent, Escape, outside press and the close delay are the shared dropdown's (use-dropdown.ts).
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useDropdown } from '../shared/use-dropdown.ts';
import type { NoticeRecord, NoticeTabGroup } from '../../lib/api/schemas/site.ts';
import { fetchNotices } from './notices.ts';
import { NoticeList } from './NoticeList.tsx';
import { NoticeTabs } from './NoticeTabs.tsx';
import type { MessagePanelProps } from './types.ts';
import './MessagePanel.css';

const SKELETON_ROWS = 4;

type ListState = { status: 'loading'; tab: NoticeTabGroup } | { status: 'ready'; tab: NoticeTabGroup; notices: NoticeRecord[] };

export default function MessagePanel(props: MessagePanelProps) {
  const { tabs, labels, links } = props;
  const { open, rootProps, triggerProps, show, hoverOpen } = useDropdown({ focusOpens: true });
  const [active, setActive] = useState<NoticeTabGroup>(tabs[0]!);
  const [list, setList] = useState<ListState | null>(null);
  const request = useRef(0);
  const baseId = useId();
  const panelId = `${baseId}panel`;
  const idOf = useCallback((tab: NoticeTabGroup) => ({ tab: `${baseId}tab-${tab}`, panel: `${baseId}tabpanel` }), [baseId]);

  const load = useCallback((tab: NoticeTabGroup) => {
    const id = ++request.current;
    setList({ status: 'loading', tab });
    void fetchNotices(tab, props.lang).then((notices) => {
      // A later tab switch wins over an earlier, slower answer.
      if (id === request.current) setList({ status: 'ready', tab, notices });
    });
  }, [props.lang]);

  // First open loads the default tab; later opens keep what was loaded.
  useEffect(() => {
    if (open && !list) load(active);
  }, [open, list, active, load]);

  // Hydration starts on the first hover or focus: open for the person who caused it.
  useEffect(() => {
    const bell = triggerProps.ref.current;
    if (bell?.matches(':hover')) hoverOpen();
    else if (bell?.matches(':focus')) show();
  }, []); // Once, at hydration.

  const select = (tab: NoticeTabGroup) => {
    if (tab === active && list) return;
    setActive(tab);
    load(tab);
  };

  const onBellKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    window.location.assign(links.reminder);
  };

  return (
    <div {...rootProps} className="message-panel-root">
      <button
        {...triggerProps}
        type="button"
        className="icon-button message-bell"
        aria-label={labels.bell}
        aria-haspopup="true"
        aria-controls={open ? panelId : undefined}
        onClick={show}
        onKeyDown={onBellKeyDown}
        data-track="header.notification"
      >
        <svg className="ui-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M18 16V11a6 6 0 10-12 0v5l-2 2h16l-2-2zM10 20a2 2 0 004 0" />
        </svg>
      </button>
      {open && (
        <div id={panelId} className="message-panel" role="group" aria-label={labels.bell}>
          <NoticeTabs tabs={tabs} labels={labels} dir={props.dir} active={active} onSelect={select} idOf={idOf} />
          <div className="notice-scroll" role="tabpanel" id={idOf(active).panel} aria-labelledby={idOf(active).tab} aria-busy={list?.status !== 'ready'} tabIndex={0}>
            {list?.status !== 'ready' ? (
              <ul className="notice-list" aria-label={labels.loading}>
                {Array.from({ length: SKELETON_ROWS }, (_, index) => <li key={index} className="notice-item notice-skeleton" />)}
              </ul>
            ) : list.notices.length === 0 ? (
              <div className="notice-empty">
                <p>{labels.empty}</p>
                <a className="notice-empty-action" href={links.reminderConfig}>{labels.goToSettings}</a>
              </div>
            ) : (
              <NoticeList notices={list.notices} lang={props.lang} dateLocale={props.dateLocale} ownHosts={props.ownHosts} pathBase={props.pathBase} />
            )}
          </div>
          <div className="message-panel-footer">
            <a href={links.reminderConfig}>{labels.settings}</a>
            <a href={links.reminder}>{labels.viewAll}</a>
          </div>
        </div>
      )}
    </div>
  );
}
