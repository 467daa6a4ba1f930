// One tab's notices: title clamped to one line, content to two, send time in the reader's locale;
// a notice with a destination is a link (routeForNotification), one without is plain text. Server
// text keeps its own direction (dir="auto") on right-to-left pages.
import type { NoticeRecord } from '../../lib/api/schemas/site.ts';
import { routeForNotification } from '../../lib/notifications/route.ts';
import type { MessagePanelProps } from './types.ts';
import { fillTemplate, sendTime } from './notices.ts';

interface Props extends Pick<MessagePanelProps, 'lang' | 'dateLocale' | 'ownHosts' | 'pathBase'> {
  notices: NoticeRecord[];
}

export function NoticeList({ notices, lang, dateLocale, ownHosts, pathBase }: Props) {
  return (
    <ul className="notice-list">
      {notices.map((notice) => {
        const href = routeForNotification(notice, { lang, ownHosts, pathBase });
        const time = sendTime(notice.send_timest, dateLocale);
        const body = (
          <>
            <span className="notice-title" dir="auto">{fillTemplate(notice.title, notice.template_args)}</span>
            <span className="notice-content" dir="auto">{fillTemplate(notice.content, notice.template_args)}</span>
            {time && <time className="notice-time" dateTime={time.iso}>{time.text}</time>}
          </>
        );
        return (
          <li key={notice.msg_id} className="notice-item" data-msg-id={notice.msg_id}>
            {href ? <a className="notice-body" href={href}>{body}</a> : <div className="notice-body">{body}</div>}
          </li>
        );
      })}
    </ul>
  );
}
