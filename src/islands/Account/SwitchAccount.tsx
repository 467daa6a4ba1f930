// Switch Account (SPEC 6: main site; sub-accounts only with the is_switch_tag cookie) opens the
// external account-switching script's panel. The script is loaded once, when a logged-in page of a
// site offering it starts (SPEC 7); until it is ready the button says so and does nothing.
import { useEffect, useState } from 'react';
import type { AccountTexts } from './account-props.ts';
import { ACCOUNT_SWITCHER_GLOBAL, ACCOUNT_SWITCHER_READY_EVENT } from '../../contracts/account-switcher.ts';
import { externalScript } from '../../lib/trusted-script.ts';

interface Switcher {
  open(): void;
}

function switcher(): Switcher | undefined {
  const candidate = (window as unknown as Record<string, unknown>)[ACCOUNT_SWITCHER_GLOBAL] as Partial<Switcher> | undefined;
  return typeof candidate?.open === 'function' ? (candidate as Switcher) : undefined;
}

/** Adds the switcher's <script> once per page (its URL through the page's Trusted Types policy). */
export function loadAccountSwitcher(src: string): void {
  if (document.querySelector('script[data-account-switcher]')) return;
  const script = externalScript(src);
  if (!script) return;
  script.async = true;
  script.dataset.accountSwitcher = '';
  document.head.append(script);
}

interface Props {
  text: AccountTexts;
  script: string | null;
  className: string;
  track: string;
}

export function SwitchAccount({ text, script, className, track }: Props) {
  const [ready, setReady] = useState(() => switcher() !== undefined);
  useEffect(() => {
    if (ready || !script) return;
    const onReady = () => setReady(switcher() !== undefined);
    window.addEventListener(ACCOUNT_SWITCHER_READY_EVENT, onReady);
    loadAccountSwitcher(script);
    onReady();
    return () => window.removeEventListener(ACCOUNT_SWITCHER_READY_EVENT, onReady);
  }, [ready, script]);
  return (
    <button
      type="button"
      className={className}
      aria-disabled={!ready}
      onClick={() => switcher()?.open()}
      data-switch-account
      data-track={`${track}.account.switch`}
    >
      {text.switchAccount}
    </button>
  );
}
