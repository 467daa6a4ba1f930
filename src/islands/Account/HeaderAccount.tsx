// The desktop header's account area (SPEC 2 and 4): Deposit, the wallet and orders dropdowns (or the
// single spot-order link), Switch Account and the profile dropdown with the account panel (the bell is the message panel's:
// src/islands/MessagePanel/MessageBell.astro). Below 1440 px (SPEC 9) the wallet and orders menus,
// the spot-order link and Switch Account leave the bar for the profile panel (CompactGroups), so the
// top navigation keeps its main products at laptop widths.
import type { AccountIslandProps } from './account-props.ts';
import type { AccountView } from './account-rules.ts';
import { Avatar } from './Avatar.tsx';
import { Dropdown } from './Dropdown.tsx';
import { LogoutChoice } from './Logout.tsx';
import { MenuList } from './MenuList.tsx';
import { SwitchAccount } from './SwitchAccount.tsx';
import { AccountSummary } from './AccountSummary.tsx';
import { WalletSummary } from './WalletSummary.tsx';
import { useCurrentAccountMenu, type AccountMenuId } from './current-menu.ts';

/** What the bar shows from 1440 px, inside the profile panel below it (account.css). */
function CompactGroups({ props, view, current }: { props: AccountIslandProps; view: AccountView; current: AccountMenuId | null }) {
  const { text } = props;
  return (
    <div className="account-compact">
      {view.wallet && (
        <details className="account-compact-group" name="account-compact">
          <summary className="menu-link menu-link-compact" aria-current={current === 'wallet' ? 'true' : undefined}>{text.wallet}</summary>
          <WalletSummary props={props} view={view} track="header.wallet" />
          <MenuList items={view.wallet.items} track="header.wallet" />
        </details>
      )}
      {view.orders && (
        <details className="account-compact-group" name="account-compact">
          <summary className="menu-link menu-link-compact" aria-current={current === 'orders' ? 'true' : undefined}>{text.orders}</summary>
          <MenuList items={view.orders.items} track="header.orders" />
        </details>
      )}
      {view.spotOrder && <a className="menu-link menu-link-compact" href={view.spotOrder.href} data-feature="spot_order" data-track="header.profile.spot-orders">{view.spotOrder.title}</a>}
      {view.switchAccount && <SwitchAccount text={text} script={props.switcherScript} className="menu-link menu-link-compact" track="header.profile" />}
    </div>
  );
}

export function HeaderAccount({ props, view }: { props: AccountIslandProps; view: AccountView }) {
  const { text } = props;
  // The account page this is (/myaccount/myfunds: the wallet menu), marked as the header's entries are.
  const current = useCurrentAccountMenu(props.prefix, view);
  return (
    <div className="account-bar">
      {view.deposit && <a className="action-button account-deposit" href={view.deposit} data-feature="deposit" data-action="deposit" data-track="header.account.deposit">{text.deposit}</a>}
      {view.phoneDeposit && (
        <a className="action-button account-deposit-mobile" href={view.phoneDeposit.href} data-feature={view.phoneDeposit.feature} data-action="deposit" data-track="header.account.deposit-mobile" title={view.phoneDeposit.title} {...(view.phoneDeposit.external ? { rel: 'noopener' } : {})}>
          <span className="account-deposit-label">{view.phoneDeposit.title}</span>
        </a>
      )}
      {view.wallet && (
        <Dropdown trigger={text.wallet} className="account-wallet" panelClassName="account-wallet-panel" current={current === 'wallet'}>
          <WalletSummary props={props} view={view} track="header.wallet" />
          <MenuList items={view.wallet.items} track="header.wallet" />
        </Dropdown>
      )}
      {view.orders && (
        <Dropdown trigger={text.orders} className="account-orders" current={current === 'orders'}>
          <MenuList items={view.orders.items} track="header.orders" />
        </Dropdown>
      )}
      {view.spotOrder && <a className="account-text-link account-spot-orders" href={view.spotOrder.href} data-feature="spot_order" data-track="header.account.spot-orders">{view.spotOrder.title}</a>}
      {view.switchAccount && <SwitchAccount text={text} script={props.switcherScript} className="account-text-link account-switch" track="header" />}
      {/* Without user info the line that says so stands in the bar, where it is seen; below the
          header breakpoint, where the bar has no room, it heads the profile panel (account.css). */}
      {!view.identity && <AccountSummary props={props} view={view} />}
      <Dropdown
        trigger={<Avatar url={view.identity?.avatarUrl ?? null} initials={view.identity?.initials ?? ''} size="small" />}
        label={text.account}
        className="account-profile"
        panelClassName="account-profile-panel"
        current={current === 'profile'}
      >
        {/* The list scrolls in its own area, ending above Log out (account.css): no entry ever sits under it. */}
        <div className="account-panel-scroll">
          <AccountSummary props={props} view={view} />
          <CompactGroups props={props} view={view} current={current} />
          {view.profile && <MenuList items={view.profile.items} track="header.profile" />}
        </div>
        {view.logout && <LogoutChoice text={text} loginHref={props.links.login} variant="panel" />}
      </Dropdown>
    </div>
  );
}
