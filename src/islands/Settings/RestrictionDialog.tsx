// SPEC 4: Turkish is offered by the Turkey site; elsewhere this dialog offers both ways: stay on this
// site in Turkish, or go to the Turkish site. Both are links, so they behave as links (new tab too).
import { useId } from 'react';
import type { LanguageChoice } from '../../navigation/language-choice.ts';
import { ModalDialog } from '../shared/ModalDialog.tsx';
import { fill, type Strings } from '../shared/strings.ts';
import type { SettingsKey } from './keys.ts';

interface RestrictionDialogProps {
  strings: Strings<SettingsKey>;
  /** The language's own name, e.g. Türkçe. */
  language: string;
  choice: Extract<LanguageChoice, { kind: 'restricted' }>;
  onStay: () => void;
  onClose: () => void;
}

export function RestrictionDialog({ strings, language, choice, onStay, onClose }: RestrictionDialogProps) {
  const id = useId();
  const values = { language, host: choice.homeHost };
  return (
    <ModalDialog labelledBy={`${id}-title`} describedBy={`${id}-text`} className="pref-dialog restriction-dialog" onClose={onClose}>
      <div className="pref-dialog-body">
        <h2 className="pref-dialog-title" id={`${id}-title`}>{fill(strings['settings.restricted.title'], values)}</h2>
        <p className="pref-text" id={`${id}-text`}>{fill(strings['settings.restricted.text'], values)}</p>
        <div className="restriction-choices">
          <a className="pref-button pref-button-primary" href={choice.homeHref} data-restricted-choice="go">
            {fill(strings['settings.restricted.go'], values)}
          </a>
          <a className="pref-button" href={choice.stayHref} data-restricted-choice="stay" onClick={onStay}>
            {fill(strings['settings.restricted.stay'], values)}
          </a>
          <button type="button" className="pref-button pref-button-quiet" onClick={onClose}>{strings['settings.restricted.cancel']}</button>
        </div>
      </div>
    </ModalDialog>
  );
}
