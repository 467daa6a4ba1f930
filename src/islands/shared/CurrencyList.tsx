// The fiat currencies with their symbols and the value of one USDT in each (currFiatMarketRates),
// as a radio group. Shared by the settings modal and the mobile footer picker. When the rates
// could not be loaded it says so (values then show in US dollars) and offers Retry.
import { useStore } from '@nanostores/react';
import { $fiatRates } from '../../stores/fiat-rates.ts';
import { fiatChoices, formatInFiat } from '../../lib/preferences/fiat-display.ts';
import { fill } from './strings.ts';
import { LoadFailure } from './LoadFailure.tsx';
import { retryList } from '../../stores/list-store.ts';

export interface CurrencyListStrings {
  legend: string;
  /** "1 USDT ≈ {{value}}" */
  rate: string;
  loading: string;
  unavailable: string;
  retry: string;
}

/** The list's texts from an island's translated strings (both islands carry the same keys). */
type CurrencyListKey = 'settings.currency.title' | 'settings.currency.rate' | 'settings.currency.loading' | 'settings.currency.unavailable' | 'load.retry';

export function currencyListStrings(strings: Record<CurrencyListKey, string>): CurrencyListStrings {
  return {
    legend: strings['settings.currency.title'],
    rate: strings['settings.currency.rate'],
    loading: strings['settings.currency.loading'],
    unavailable: strings['settings.currency.unavailable'],
    retry: strings['load.retry'],
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
  const { status, rates, source } = useStore($fiatRates);
  const choices = fiatChoices(rates);
  const failed = source === 'fallback';
  return (
    <fieldset className="pref-group currency-list" aria-busy={status !== 'ready'}>
      <legend className={legendHidden ? 'visually-hidden' : 'pref-legend'}>{strings.legend}</legend>
      {status !== 'ready' && <p className="pref-note">{strings.loading}</p>}
      {/* The list below is then the fallback (US dollars), which the line names. */}
      {failed && status === 'ready' && (
        <LoadFailure strings={{ loadFailed: strings.unavailable, loadStale: strings.unavailable, retry: strings.retry }} rows="fallback" onRetry={() => void retryList($fiatRates)} />
      )}
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
