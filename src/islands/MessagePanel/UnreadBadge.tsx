// Unread counts on controls: the number shown ("99+" past 99) and heard with its word.
// The bell, an icon, names itself with the count ("Notifications, 3 unread") and hides its badge;
// a tab's visible name stays its name (label in name), the count's word added as hidden text.
import { badgeText } from '../../lib/notifications/unread.ts';
import { fill } from '../shared/strings.ts';

/** The control's name with its count: `name`, or "name, 3 unread" (the label is "{{count}} unread"). */
export function nameWithUnread(name: string, count: number, locale: string, label: string): string {
  const text = badgeText(count, locale);
  return text ? `${name}, ${fill(label, { count: text })}` : name;
}

/** A badge its control's name already says. */
export function UnreadBadge({ count, locale, className }: { count: number; locale: string; className: string }) {
  const text = badgeText(count, locale);
  return text ? <span className={className} aria-hidden="true">{text}</span> : null;
}

/** A count inside its control's text: shown as the number, read as ", 3 unread" in the label's word order. */
export function UnreadCount({ count, locale, label, className }: { count: number; locale: string; label: string; className: string }) {
  const text = badgeText(count, locale);
  if (!text) return null;
  const [before = '', after = ''] = label.split('{{count}}');
  return (
    <span className={className}>
      <span className="visually-hidden">, {before}</span>
      {text}
      <span className="visually-hidden">{after}</span>
    </span>
  );
}
