// "Exchange rate": the currency (choosing one turns the currency rate on, then sets the fiat), the
// two rate-mode toggles and the change period. Every island that shows prices follows the store.
import { useStore } from '@nanostores/react';
import { $preferences, CHANGE_PERIODS, setChangePeriod, setFiat, setRateMode, type Preferences } from '../../stores/preferences.ts';
import { CurrencyList, currencyListStrings } from '../shared/CurrencyList.tsx';
import { fill, type Strings } from '../shared/strings.ts';
import type { SettingsKey } from './keys.ts';
import { OptionGroup } from './OptionGroup.tsx';

const RATE_TOGGLES: ReadonlyArray<keyof Preferences['rateMode']> = ['currencyRate', 'floatRate'];

export function RatePanel({ strings, locale }: { strings: Strings<SettingsKey>; locale: string }) {
  const preferences = useStore($preferences);
  return (
    <>
      <CurrencyList
        name="settings-currency"
        selected={preferences.fiat}
        locale={locale}
        onChoose={setFiat}
        strings={currencyListStrings(strings)}
      />
      <fieldset className="pref-group">
        <legend className="pref-legend">{strings['settings.rateMode.title']}</legend>
        {RATE_TOGGLES.map((toggle) => (
          <label key={toggle} className="pref-switch">
            <span>{fill(strings[`settings.rateMode.${toggle}`], { fiat: preferences.fiat })}</span>
            <input
              type="checkbox"
              role="switch"
              name={toggle}
              checked={preferences.rateMode[toggle] === '1'}
              onChange={(event) => setRateMode(toggle, event.target.checked ? '1' : '0')}
            />
          </label>
        ))}
      </fieldset>
      <OptionGroup
        legend={strings['settings.changePeriod.title']}
        name="settings-change-period"
        values={CHANGE_PERIODS}
        checked={preferences.changePeriod}
        labelOf={(period) => strings[`settings.changePeriod.${period}`]}
        onChoose={setChangePeriod}
      />
    </>
  );
}
