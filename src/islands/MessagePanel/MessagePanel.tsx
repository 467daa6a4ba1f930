// The bell and its message panel (SPEC 2, 4, 9), for logged-in users. The island hydrates when a
// person reaches for the bell (client:interaction), so nothing is fetched before the first hover
// or focus; then the default tab's list loads, and each tab switch reloads that tab's list.
// The bell is a link to /reminder (SPEC 2: a click or Enter goes there); hovering or focusing it
// opens the panel, whose content Tab reaches next; Escape closes.
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { NoticeRecord, NoticeTabGroup } from '../../lib/api/schemas/site.ts';
import { fetchNotices } from './notices.ts';
import { NoticeList } from './NoticeList.tsx';
import { NoticeTabs } from './NoticeTabs.tsx';
import type { MessagePanelProps } from './types.ts';
import './MessagePanel.css';

/** Pointer may cross the gap between bell and panel without the panel closing. */
const CLOSE_DELAY_MS = 200;
const SKELETON_ROWS = 4;

type ListState = { status: 'loading'; tab: NoticeTabGroup } | { status: 'ready'; tab: NoticeTabGroup; notices: NoticeRecord[] };

export default function MessagePanel(props: MessagePanelProps) {
  const { tabs, labels, links } = props;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<NoticeTabGroup>(tabs[0]!);
  const [list, setList] = useState<ListState | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLAnchorElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const request = useRef(0);
  // Focus handed back to the bell on Escape must not open the panel again.
  const focusWithoutOpening = useRef(false);
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

  const show = useCallback(() => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  }, []);
  const hide = useCallback(() => {
    clearTimeout(closeTimer.current);
    setOpen(false);
  }, []);

  // First open loads the default tab; later opens keep what was loaded.
  useEffect(() => {
    if (open && !list) load(active);
  }, [open, list, active, load]);

  // Hydration starts on the first hover or focus: open for the person who caused it.
  useEffect(() => {
    if (bell.current?.matches(':hover, :focus')) show();
    return () => clearTimeout(closeTimer.current);
  }, [show]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) hide();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, hide]);

  const select = (tab: NoticeTabGroup) => {
    if (tab === active && list) return;
    setActive(tab);
    load(tab);
  };

  const onRootKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    hide();
    focusWithoutOpening.current = true;
    bell.current?.focus();
    focusWithoutOpening.current = false;
  };

  return (
    <div
      ref={root}
      className="message-panel-root"
      onPointerEnter={(event) => event.pointerType === 'mouse' && show()}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        clearTimeout(closeTimer.current);
        closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) hide();
      }}
      onKeyDown={onRootKeyDown}
    >
      {/* A link: its click and Enter go to /reminder by themselves; only hover and focus open the panel. */}
      <a
        ref={bell}
        href={links.reminder}
        className="icon-button message-bell"
        aria-label={labels.bell}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onFocus={() => focusWithoutOpening.current || show()}
        data-track="header.notification"
      >
        <svg className="ui-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M18 16V11a6 6 0 10-12 0v5l-2 2h16l-2-2zM10 20a2 2 0 004 0" />
        </svg>
      </a>
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
