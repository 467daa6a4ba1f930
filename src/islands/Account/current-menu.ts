// The account menu a page belongs to (wallet for /myaccount/myfunds, orders for /myaccount/myorders,
// profile for /myaccount/profile), by the same rule as the header's entries (src/navigation/current-entry.ts),
// from the menus this person is shown. Read after hydration: the server render knows no page.
import { useEffect, useState } from 'react';
import { currentEntry } from '../../navigation/current-entry.ts';
import { splitLocalePrefix } from '../../i18n/locale-prefix.ts';
import type { AccountLink } from './account-props.ts';
import type { AccountView } from './account-rules.ts';

export type AccountMenuId = 'wallet' | 'orders' | 'profile';

const hrefsOf = (items: readonly AccountLink[]): string[] =>
  items.flatMap((item) => [...(item.external ? [] : [item.href]), ...hrefsOf(item.children ?? [])]).map((href) => splitLocalePrefix(href).route);

/** Which of the view's menus `route` belongs to, or null. */
export function currentAccountMenu(route: string, view: Pick<AccountView, AccountMenuId>): AccountMenuId | null {
  const menus = (['wallet', 'orders', 'profile'] as const).flatMap((id) => (view[id] ? [{ id, links: hrefsOf(view[id].items) }] : []));
  return currentEntry(route, menus) as AccountMenuId | null;
}

export function useCurrentAccountMenu(view: Pick<AccountView, AccountMenuId>): AccountMenuId | null {
  const [route, setRoute] = useState<string | null>(null);
  useEffect(() => setRoute(splitLocalePrefix(location.pathname).route), []);
  return route === null ? null : currentAccountMenu(route, view);
}
