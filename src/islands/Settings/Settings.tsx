// The settings control (SPEC 4): a button that opens the settings modal with the tabs "Language and
// region" and "Exchange rate". Hydrated on interaction; the first click is replayed after hydration.
import { useRef, useState } from 'react';
import type { LanguageHome, LanguageOption } from '../../lib/preferences/language-choice.ts';
import type { Strings } from '../shared/strings.ts';
import type { SettingsKey } from './keys.ts';
import { SettingsDialog } from './SettingsDialog.tsx';
import '../shared/preferences.css';

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

export default function Settings({ strings, variant, className, track, ...content }: SettingsProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-label={variant === 'icon' ? strings['header.settings'] : undefined}
        data-island="settings"
        data-feature="setting"
        data-track={track}
        onClick={() => setOpen(true)}
      >
        {variant === 'icon' ? (
          <svg className="ui-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M12 15a3 3 0 100-6 3 3 0 000 6zM19.4 15a1.7 1.7 0 00.3 1.8l.1.1a2 2 0 11-2.8 2.8l-.1-.1a1.7 1.7 0 00-1.8-.3 1.7 1.7 0 00-1 1.5V21a2 2 0 11-4 0v-.1a1.7 1.7 0 00-1.1-1.5 1.7 1.7 0 00-1.8.3l-.1.1a2 2 0 11-2.8-2.8l.1-.1a1.7 1.7 0 00.3-1.8 1.7 1.7 0 00-1.5-1H3a2 2 0 110-4h.1a1.7 1.7 0 001.5-1.1 1.7 1.7 0 00-.3-1.8l-.1-.1a2 2 0 112.8-2.8l.1.1a1.7 1.7 0 001.8.3H9a1.7 1.7 0 001-1.5V3a2 2 0 114 0v.1a1.7 1.7 0 001 1.5 1.7 1.7 0 001.8-.3l.1-.1a2 2 0 112.8 2.8l-.1.1a1.7 1.7 0 00-.3 1.8V9a1.7 1.7 0 001.5 1H21a2 2 0 110 4h-.1a1.7 1.7 0 00-1.5 1z" />
          </svg>
        ) : strings['header.settings']}
      </button>
      {open && <SettingsDialog strings={strings} {...content} onClose={() => setOpen(false)} />}
    </>
  );
}
