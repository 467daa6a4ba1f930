// The message panel's list area for one state: skeleton rows while loading, "couldn't load" with
// Retry when the call failed, the empty state with its way to the settings (SPEC 4, 8) only when
// the server answered none, or the notices.
import type { MessagePanelProps } from './types.ts';
import { NoticeList } from './NoticeList.tsx';
import type { ListState } from './use-notice-list.ts';
import { LoadFailure } from '../shared/LoadFailure.tsx';

const SKELETON_ROWS = 4;

interface Props {
  list: ListState | null;
  props: MessagePanelProps;
  /** The msg_ids to show as unread. */
  unread: ReadonlySet<string>;
  onRetry(): void;
}

export function NoticeBody({ list, props, unread, onRetry }: Props) {
  const { labels, links } = props;
  if (list?.status !== 'ready') {
    return (
      <ul className="notice-list" aria-label={labels.loading}>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => <li key={index} className="notice-item notice-skeleton" />)}
      </ul>
    );
  }
  if (list.failed) return <LoadFailure strings={labels} rows="none" onRetry={onRetry} />;
  if (list.notices.length === 0) {
    return (
      <div className="notice-empty">
        <p>{labels.empty}</p>
        <a className="notice-empty-action" href={links.reminderConfig}>{labels.goToSettings}</a>
      </div>
    );
  }
  return <NoticeList notices={list.notices} lang={props.lang} dateLocale={props.dateLocale} ownHosts={props.ownHosts} pathBase={props.pathBase} labels={props.labels} unread={unread} />;
}
