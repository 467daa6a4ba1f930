// The account menu a page belongs to (wallet for /myaccount/myfunds, orders for /myaccount/myorders,
// profile for /myaccount/profile), by the same rule as the header's entries (src/navigation/current-entry.ts),
// from the menus this person is shown. Read after hydration: the server render knows no page.
import { useEffect, useState } from 'react';
import { currentEntry } from '../../navigation/current-entry.ts';
import type { AccountLink } from './account-props.ts';
import type { AccountView } from './account-rules.ts';

export type AccountMenuId = 'wallet' | 'orders' | 'profile';

/** A path of this page's prefix ('/de/myaccount/myfunds', prefix '/de') as its route ('/myaccount/myfunds'). */
const routeOf = (path: string, prefix: string) => (prefix && (path === prefix || path.startsWith(`${prefix}/`)) ? path.slice(prefix.length) || '/' : path);

const hrefsOf = (items: readonly AccountLink[]): string[] => items.flatMap((item) => [...(item.external ? [] : [item.href]), ...hrefsOf(item.children ?? [])]);

/** Which of the view's menus `path` (with the page's `prefix`, as its links have it) belongs to, or null. */
export function currentAccountMenu(path: string, prefix: string, view: Pick<AccountView, AccountMenuId>): AccountMenuId | null {
  const menus = (['wallet', 'orders', 'profile'] as const).flatMap((id) => (view[id] ? [{ id, links: hrefsOf(view[id].items).map((href) => routeOf(href, prefix)) }] : []));
  return currentEntry(routeOf(path, prefix), menus) as AccountMenuId | null;
}

export function useCurrentAccountMenu(prefix: string, view: Pick<AccountView, AccountMenuId>): AccountMenuId | null {
  const [path, setPath] = useState<string | null>(null);
  useEffect(() => setPath(location.pathname), []);
  return path === null ? null : currentAccountMenu(path, prefix, view);
}
