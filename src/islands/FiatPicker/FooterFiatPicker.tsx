// The mobile footer's currency picker (SPEC 4): a button naming the fiat opens a dialog of
// currencies; picking one stores the currency cookie for a year (SPEC 9) and reloads the page.
import { useId, useState } from 'react';
import { $preferences, setFiat } from '../../stores/preferences.ts';
import { CurrencyList, currencyListStrings } from '../shared/CurrencyList.tsx';
import { ModalDialog } from '../shared/ModalDialog.tsx';
import { useClientValue } from '../shared/use-client-value.ts';
import { fill, type Strings } from '../shared/strings.ts';
import type { FiatPickerKey } from './keys.ts';
import '../shared/preferences.css';
import './fiat-picker.css';
import { SpriteIcon } from '../shared/SpriteIcon.tsx';

interface FooterFiatPickerProps {
  strings: Strings<FiatPickerKey>;
  locale: string;
}

export default function FooterFiatPicker({ strings, locale }: FooterFiatPickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  // The static button cannot know the cookie: it says "Currency" until hydration names the fiat.
  const fiat = useClientValue($preferences, { ...$preferences.get(), fiat: '' }).fiat;
  const choose = (code: string) => {
    setFiat(code);
    window.location.reload();
  };
  return (
    <>
      <button type="button" className="footer-fiat" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {fiat ? fill(strings['footer.currency.label'], { fiat }) : strings['settings.currency.title']}
      </button>
      {open && (
        <ModalDialog labelledBy={`${id}-title`} className="pref-dialog fiat-sheet" onClose={() => setOpen(false)}>
          <div className="pref-dialog-body">
            <div className="pref-dialog-head">
              <h2 className="pref-dialog-title" id={`${id}-title`}>{strings['settings.currency.title']}</h2>
              <button type="button" className="pref-close" aria-label={strings['settings.close']} onClick={() => setOpen(false)}>
                <SpriteIcon name="close" size={20} />
              </button>
            </div>
            <CurrencyList
              name="footer-currency"
              selected={fiat}
              locale={locale}
              legendHidden
              onChoose={choose}
              strings={currencyListStrings(strings)}
            />
          </div>
        </ModalDialog>
      )}
    </>
  );
}
