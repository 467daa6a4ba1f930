// An unread count on a control: the number shown ("99+" past 99) and hidden from assistive
// technology, which hears it in the control's name instead ("Notifications, 3 unread").
import { badgeText } from '../../lib/notifications/unread.ts';
import { fill } from '../shared/strings.ts';

/** The control's name with its count: `name`, or "name, 3 unread" (the label is "{{count}} unread"). */
export function nameWithUnread(name: string, count: number, locale: string, label: string): string {
  const text = badgeText(count, locale);
  return text ? `${name}, ${fill(label, { count: text })}` : name;
}

export function UnreadBadge({ count, locale, className }: { count: number; locale: string; className: string }) {
  const text = badgeText(count, locale);
  return text ? <span className={className} aria-hidden="true">{text}</span> : null;
}
