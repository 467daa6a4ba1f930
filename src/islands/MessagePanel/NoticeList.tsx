// One tab's notices: title clamped to one line, content to two, the time as time ago with the full
// time on hover and focus; a notice with a destination is a link (routeForNotification), one
// without is plain text. Unread rows carry a dot and a hidden "Unread" word, risk messages (margin
// call, liquidation, ADL) an icon and a "Risk" label: neither is told by colour alone. Server text
// keeps its own direction (dir="auto") on right-to-left pages.
import type { NoticeRecord } from '../../lib/api/schemas/site.ts';
import { routeForNotification } from '../../lib/notifications/route.ts';
import { riskKind } from '../../lib/notifications/risk.ts';
import type { MessagePanelProps } from './types.ts';
import { fillTemplate, sendTime } from './notices.ts';

interface Props extends Pick<MessagePanelProps, 'lang' | 'dateLocale' | 'ownHosts' | 'pathBase' | 'labels'> {
  notices: NoticeRecord[];
  /** The msg_ids to show as unread. */
  unread: ReadonlySet<string>;
}

function RiskLabel({ text }: { text: string }) {
  return (
    <span className="notice-risk">
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false"><path d="M12 3L2 21h20L12 3zM12 10v5M12 18v.01" /></svg>
      {text}
    </span>
  );
}

export function NoticeList({ notices, lang, dateLocale, ownHosts, pathBase, labels, unread }: Props) {
  const now = Date.now();
  return (
    <ul className="notice-list">
      {notices.map((notice) => {
        const href = routeForNotification(notice, { lang, ownHosts, pathBase });
        const time = sendTime(notice.send_timest, dateLocale, now);
        const risk = riskKind(notice);
        const isUnread = unread.has(notice.msg_id);
        const body = (
          <>
            {(risk || isUnread) && (
              <span className="notice-flags">
                {isUnread && <span className="notice-unread"><span className="notice-dot" aria-hidden="true" /><span className="visually-hidden">{labels.unread}</span></span>}
                {risk && <RiskLabel text={labels.risk} />}
              </span>
            )}
            <span className="notice-title" dir="auto">{fillTemplate(notice.title, notice.template_args)}</span>
            <span className="notice-content" dir="auto">{fillTemplate(notice.content, notice.template_args)}</span>
            {/* Rows without a link let the keyboard reach the time, whose full text shows on focus. */}
            {time && <time className="notice-time" dateTime={time.iso} title={time.full} data-full={time.full} tabIndex={href ? undefined : 0}>{time.ago}</time>}
          </>
        );
        const className = `notice-body${isUnread ? ' is-unread' : ''}${risk ? ' is-risk' : ''}`;
        return (
          <li key={notice.msg_id} className="notice-item" data-msg-id={notice.msg_id} data-risk={risk ?? undefined}>
            {href ? <a className={className} href={href}>{body}</a> : <div className={className}>{body}</div>}
          </li>
        );
      })}
    </ul>
  );
}
