// Logout (SPEC 4): "Log out" discloses the choice between this device and all devices; choosing
// shows the "Logging out" overlay, a modal dialog that takes focus and announces itself, until
// the page leaves for /login.
import { useContext, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { DropdownOpen } from './Dropdown.tsx';
import { ModalDialog } from '../shared/ModalDialog.tsx';
import type { AccountTexts } from './account-props.ts';
import { Icon } from './icons.tsx';
import { signOutAndLeave } from './sign-out.ts';

/** The overlay cannot be dismissed: the page is leaving. */
function LoggingOut({ text }: { text: AccountTexts }) {
  const titleId = useId();
  return (
    <ModalDialog className="account-overlay" labelledBy={titleId} busy>
      <span className="account-spinner" aria-hidden="true" />
      <p id={titleId} role="status" tabIndex={-1} autoFocus>{text.loggingOut}</p>
    </ModalDialog>
  );
}

export function LogoutChoice({ text, loginHref, variant }: { text: AccountTexts; loginHref: string; variant: 'panel' | 'drawer' }) {
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const choiceId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const firstChoice = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    firstChoice.current?.focus();
  }, [open]);

  // A dropdown that closes folds the choice away: reopened, the menu shows "Log out" again.
  const panelOpen = useContext(DropdownOpen);
  useEffect(() => {
    if (!panelOpen) setOpen(false);
  }, [panelOpen]);

  const leave = (allDevices: boolean) => {
    setLeaving(true);
    void signOutAndLeave(allDevices, loginHref);
  };

  return (
    <div className={`account-logout account-logout-${variant}`}>
      <button ref={toggle} type="button" className="menu-link menu-link-compact account-logout-toggle" aria-expanded={open} aria-controls={choiceId} onClick={() => setOpen((value) => !value)} data-track={`${variant}.account.logout`}>
        <Icon name="logout" size={16} className="account-flip" />
        <span className="menu-title">{text.logout}</span>
      </button>
      <div id={choiceId} className="account-logout-choice" hidden={!open} role="group" aria-label={text.logoutQuestion}>
        <p className="account-logout-question">{text.logoutQuestion}</p>
        <button ref={firstChoice} type="button" className="account-choice" onClick={() => leave(false)} data-track={`${variant}.account.logout-this-device`}>{text.thisDevice}</button>
        <button type="button" className="account-choice" onClick={() => leave(true)} data-track={`${variant}.account.logout-all-devices`}>{text.allDevices}</button>
        <button type="button" className="account-choice account-choice-quiet" onClick={() => { setOpen(false); toggle.current?.focus(); }}>{text.cancel}</button>
      </div>
      {/* In <body>, outside the header and the dropdown panel: inside them Chromium left the backdrop unpainted. */}
      {leaving && createPortal(<LoggingOut text={text} />, document.body)}
    </div>
  );
}
