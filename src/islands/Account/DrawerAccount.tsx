// The mobile drawer when logged in (SPEC 2): profile card, Deposit (mobile only), Switch Account,
// the wallet and order groups and the account menu above the navigation; the logout group goes
// last in the drawer, on its own (DrawerLogout, its own slot). Groups are exclusive
// <details name="drawer-groups">, like the drawer's own navigation.
import type { ReactNode } from 'react';
import type { AccountIslandProps, AccountMenu } from './account-props.ts';
import type { AccountView } from './account-rules.ts';
import { AccountSummary } from './AccountSummary.tsx';
import { LogoutChoice } from './Logout.tsx';
import { MenuList } from './MenuList.tsx';
import { SwitchAccount } from './SwitchAccount.tsx';
import { WalletSummary } from './WalletSummary.tsx';
import { useCurrentAccountMenu } from './current-menu.ts';

function Group({ menu, title, current, children }: { menu: AccountMenu; title: string; current: boolean; children?: ReactNode }) {
  return (
    <details className="side-group" name="drawer-groups" data-group={`account-${menu.id}`}>
      <summary aria-current={current ? 'true' : undefined}>{title}</summary>
      {children}
      <MenuList items={menu.items} track={`drawer.${menu.id}`} />
    </details>
  );
}

export function DrawerAccount({ props, view }: { props: AccountIslandProps; view: AccountView }) {
  const { text } = props;
  const current = useCurrentAccountMenu(props.prefix, view);
  return (
    <>
      <div className="drawer-profile-card">
        <AccountSummary props={props} view={view} />
      </div>
      {(view.deposit || view.switchAccount) && (
        <div className="drawer-account-buttons">
          {view.deposit && <a className="action-button drawer-button" href={view.deposit} data-feature="deposit" data-action="deposit" data-track="drawer.account.deposit">{text.deposit}</a>}
          {view.switchAccount && <SwitchAccount text={text} script={props.switcherScript} className="action-link drawer-button" track="drawer" />}
        </div>
      )}
      {view.wallet && (
        <Group menu={view.wallet} title={text.wallet} current={current === 'wallet'}>
          <WalletSummary props={props} view={view} track="drawer.wallet" />
        </Group>
      )}
      {view.orders && <Group menu={view.orders} title={text.orders} current={current === 'orders'} />}
      {!view.orders && view.spotOrder && <a className="side-link" href={view.spotOrder.href} data-track="drawer.account.spot-orders">{view.spotOrder.title}</a>}
      {view.profile && <Group menu={view.profile} title={text.account} current={current === 'profile'} />}
    </>
  );
}

export function DrawerLogout({ props }: { props: AccountIslandProps }) {
  return <LogoutChoice text={props.text} loginHref={props.links.login} variant="drawer" />;
}
