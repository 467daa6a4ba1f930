// The links of an account menu; a group shows its title and its children. Titles are text.
import type { AccountLink } from './account-props.ts';

interface Props {
  items: AccountLink[];
  track: string;
}

function Link({ item, track }: { item: AccountLink; track: string }) {
  return (
    <a className="menu-link menu-link-compact" href={item.href} data-feature={item.feature} data-action={item.startsAction} data-track={`${track}.${item.id}`} {...(item.external ? { rel: 'noopener' } : {})}>
      <span className="menu-title">
        {item.title}
        {item.badge && <span className="menu-badge">{item.badge}</span>}
      </span>
    </a>
  );
}

export function MenuList({ items, track }: Props) {
  return (
    <ul className="account-menu-list">
      {items.map((item) =>
        item.children ? (
          <li key={item.id} className="menu-group" data-feature={item.feature} data-menu-item={item.id}>
            <span className="menu-group-title">{item.title}</span>
            <ul className="menu-group-list">
              {item.children.map((child) => (
                <li key={child.id} data-menu-item={child.id}>
                  <Link item={child} track={track} />
                </li>
              ))}
            </ul>
          </li>
        ) : (
          <li key={item.id} data-menu-item={item.id}>
            <Link item={item} track={track} />
          </li>
        ),
      )}
    </ul>
  );
}
