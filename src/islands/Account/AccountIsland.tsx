// The logged-in header's island (issue 8). Hydrates on load for a signed-in person only; renders
// into the header and drawer slots the static markup sized for it, replacing their skeletons in one
// frame. A failed or signed-out user-info answer removes the session mark, so the visitor header returns.
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { COMPLIANCE_MENU_EVENT } from '../../contracts/chrome-contract.ts';
import { markSignedIn } from '../../contracts/head-contract.ts';
import type { AccountIslandProps } from './account-props.ts';
import { accountView } from './account-rules.ts';
import { ACCOUNT_ATTRIBUTE, ACCOUNT_DRAWER_LOGOUT_SLOT_ID, ACCOUNT_DRAWER_SLOT_ID, ACCOUNT_HEADER_SLOT_ID, ACCOUNT_READY } from './slots.ts';
import { DrawerAccount, DrawerLogout } from './DrawerAccount.tsx';
import { HeaderAccount } from './HeaderAccount.tsx';
import { useAccount } from './use-account.ts';
import { loadAccountSwitcher } from './SwitchAccount.tsx';

export default function AccountIsland(props: AccountIslandProps) {
  // Server render and first client render agree on nothing; the portals follow once mounted.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const account = useAccount();
  const view = useMemo(
    () => (account.status === 'ready' ? accountView(props, account.data) : null),
    [account, props],
  );

  useLayoutEffect(() => {
    const root = document.documentElement;
    if (account.status === 'visitor') markSignedIn(false);
    if (view && mounted) {
      markSignedIn(true);
      root.setAttribute(ACCOUNT_ATTRIBUTE, ACCOUNT_READY);
    }
  }, [account.status, view, mounted]);

  useEffect(() => {
    if (!view) return;
    // Regional limits hide chrome parts outside the island too (settings): same mechanism as compliance.
    if (view.hiddenFeatures.length) document.dispatchEvent(new CustomEvent(COMPLIANCE_MENU_EVENT, { detail: view.hiddenFeatures }));
    if (props.switcherScript) loadAccountSwitcher(props.switcherScript);
  }, [view, props.switcherScript]);

  if (!mounted || !view) return null;
  const header = document.getElementById(ACCOUNT_HEADER_SLOT_ID);
  const drawer = document.getElementById(ACCOUNT_DRAWER_SLOT_ID);
  const drawerLogout = document.getElementById(ACCOUNT_DRAWER_LOGOUT_SLOT_ID);
  return (
    <>
      {header && createPortal(<HeaderAccount props={props} view={view} />, header)}
      {drawer && createPortal(<DrawerAccount props={props} view={view} />, drawer)}
      {drawerLogout && view.logout && createPortal(<DrawerLogout props={props} />, drawerLogout)}
    </>
  );
}
