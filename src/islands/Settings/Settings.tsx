// The settings control (SPEC 4): a button that opens the settings modal with the tabs "Language and
// region" and "Exchange rate". The server renders the modal too, closed, and the button's invoker
// command opens it before any script (the first tap answers at once); the island hydrates into it,
// reading whether it is open, and the first click is replayed to it after hydration.
import { useState } from 'react';
import type { LanguageHome, LanguageOption } from '../../navigation/language-choice.ts';
import type { Strings } from '../shared/strings.ts';
import type { SettingsKey } from './keys.ts';
import { SettingsDialog } from './SettingsDialog.tsx';
import '../shared/preferences.css';
import { SpriteIcon } from '../shared/SpriteIcon.tsx';

export interface SettingsProps {
  strings: Strings<SettingsKey>;
  /** The page's language links (the same path under each language's prefix). */
  languages: LanguageOption[];
  /** Languages whose home is another site (Turkish: the Turkey site). */
  languageHomes: LanguageHome[];
  /** This site's local development host, to tell development from production. */
  localHost: string;
  /** BCP 47 tag of the page, for number formats. */
  locale: string;
  /** The site shows the exchange-rate tab (SPEC 6 `exchange_rate`); the user's run-time list may still hide it. */
  exchangeRate: boolean;
  /** 'icon': the header's icon button; 'text': the drawer's labelled button. */
  variant: 'icon' | 'text';
  className: string;
  track: string;
}

/** The dialog's id: the server-rendered button opens it natively (command="show-modal"). */
const DIALOG_ID = 'settings-dialog';
/** The server-rendered dialog: opened natively before hydration, or not. */
const openedNatively = () => typeof document !== 'undefined' && (document.getElementById(DIALOG_ID) as HTMLDialogElement | null)?.open === true;

export default function Settings({ strings, variant, className, track, ...content }: SettingsProps) {
  const [open, setOpen] = useState(openedNatively);
  // Browsers without invoker commands open it from this click (the early-input queue replays it).
  const invoker = { command: 'show-modal', commandfor: DIALOG_ID } as Record<string, string>;
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-label={variant === 'icon' ? strings['header.settings'] : undefined}
        data-island="settings"
        data-feature="setting"
        data-track={track}
        {...invoker}
        onClick={() => setOpen(true)}
      >
        {variant === 'icon' ? (
          <SpriteIcon name="gear" size={20} />
        ) : strings['header.settings']}
      </button>
      <SettingsDialog id={DIALOG_ID} open={open} strings={strings} {...content} onClose={() => setOpen(false)} />
    </>
  );
}
