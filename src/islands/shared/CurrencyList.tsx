// The fiat currencies with their symbols and the value of one USDT in each (currFiatMarketRates),
// as a radio group. Shared by the settings modal and the mobile footer picker.
import { useStore } from '@nanostores/react';
import { $fiatRates } from '../../stores/fiat-rates.ts';
import { fiatChoices, formatInFiat } from '../../lib/preferences/fiat-display.ts';
import { fill } from './strings.ts';

export interface CurrencyListStrings {
  legend: string;
  /** "1 USDT ≈ {{value}}" */
  rate: string;
  loading: string;
  unavailable: string;
}

/** The list's texts from an island's translated strings (both islands carry the same keys). */
export function currencyListStrings(strings: Record<'settings.currency.title' | 'settings.currency.rate' | 'settings.currency.loading' | 'settings.currency.unavailable', string>): CurrencyListStrings {
  return {
    legend: strings['settings.currency.title'],
    rate: strings['settings.currency.rate'],
    loading: strings['settings.currency.loading'],
    unavailable: strings['settings.currency.unavailable'],
  };
}

interface CurrencyListProps {
  name: string;
  selected: string;
  locale: string;
  strings: CurrencyListStrings;
  /** The legend only for assistive technology, where a dialog title already says it. */
  legendHidden?: boolean;
  onChoose: (fiat: string) => void;
}

export function CurrencyList({ name, selected, locale, strings, legendHidden = false, onChoose }: CurrencyListProps) {
  const { status, rates } = useStore($fiatRates);
  const choices = fiatChoices(rates);
  const failed = status === 'ready' && choices.length === 1 && !rates.USD;
  return (
    <fieldset className="pref-group currency-list" aria-busy={status !== 'ready'}>
      <legend className={legendHidden ? 'visually-hidden' : 'pref-legend'}>{strings.legend}</legend>
      {status !== 'ready' && <p className="pref-note">{strings.loading}</p>}
      {failed && <p className="pref-note" role="status">{strings.unavailable}</p>}
      <div className="currency-grid">
        {choices.map((choice) => (
          <label key={choice.fiat} className="pref-option currency-option">
            <input type="radio" name={name} value={choice.fiat} checked={choice.fiat === selected} onChange={() => onChoose(choice.fiat)} />
            <span className="currency-code">{choice.fiat}</span>
            <span className="currency-symbol" dir="ltr" aria-hidden="true">{choice.symbol}</span>
            <span className="currency-rate">{fill(strings.rate, { value: formatInFiat(1, choice, locale, { rate: true }) })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
