// @vitest-environment happy-dom
// The mobile footer's currency picker alone: its button names the fiat once hydrated, opens a modal
// of currencies with their rates, a choice stores the currency cookie and reloads, Close or Escape close it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import FooterFiatPicker from './FooterFiatPicker.tsx';
import { FIAT_PICKER_KEYS } from './keys.ts';
import { $fiatRates } from '../../stores/fiat-rates.ts';
import { $preferences, DEFAULT_PREFERENCES, loadPreferencesFromCookies } from '../../stores/preferences.ts';
import { fiatMarketRatesData } from '../../lib/api/schemas/markets.ts';
import { buildFiatMarketRates } from '../../../sandbox/data/site.ts';
import { englishStrings, quietIslandEnvironment } from '../test-support/island-test.ts';

const cookies = quietIslandEnvironment();
const strings = englishStrings(FIAT_PICKER_KEYS);
/** The rates as the data layer holds them: the sandbox's answer through the API schema. */
const RATES = fiatMarketRatesData.parse(buildFiatMarketRates());

const picker = () => <FooterFiatPicker strings={strings} locale="en" />;
const button = () => screen.getByRole('button', { name: /^Currency/ });
const dialog = () => screen.getByRole('dialog', { name: 'Currency' });

async function open() {
  render(picker());
  await userEvent.click(button());
  return dialog();
}

describe('FooterFiatPicker', () => {
  beforeEach(() => {
    $preferences.set({ ...DEFAULT_PREFERENCES });
    $fiatRates.set({ status: 'ready', rates: RATES });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('the server says "Currency"; hydration names the stored fiat, without a mismatch', () => {
    cookies().write('curr_fiat', 'EUR');
    loadPreferencesFromCookies();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(picker());
    expect(button()).toHaveTextContent(/^Currency$/);
    const recoverable = vi.fn();
    render(picker(), { container, hydrate: true, onRecoverableError: recoverable });
    expect(button()).toHaveTextContent('Currency: EUR');
    expect(recoverable).not.toHaveBeenCalled();
    expect(button()).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('opens a modal listing the currencies, USD first, each with its rate, the current one checked', async () => {
    expect(await open()).toHaveAttribute('open');
    const radios = within(dialog()).getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(['USD', 'AED', 'BRL', 'CNY', 'EUR', 'GBP', 'HKD', 'JPY', 'KRW', 'SGD', 'TRY', 'VND']);
    expect(screen.getByRole('radio', { name: /^USD/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^EUR/ })).toHaveAccessibleName(/1 USDT ≈ .*€0\.9214/);
  });

  it('choosing a currency stores it in the currency cookie, turns the currency rate on, then reloads the page', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    await open();
    await userEvent.click(screen.getByRole('radio', { name: /^TRY/ }));
    expect(cookies().read()).toContain('curr_fiat=TRY');
    expect(cookies().read()).toContain('currencyRate=1');
    expect($preferences.get().fiat).toBe('TRY');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('Close, or Escape, closes it without storing anything and gives focus back to the button', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button()).toHaveFocus();
    await userEvent.click(button());
    act(() => void dialog().dispatchEvent(new Event('cancel', { cancelable: true })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button()).toHaveFocus();
    expect(cookies().read()).not.toContain('curr_fiat');
    expect(reload).not.toHaveBeenCalled();
  });

  it('while the rates load it says so; when they fail it offers US dollars alone, says why and offers Retry', async () => {
    $fiatRates.set({ status: 'loading', rates: {} });
    await open();
    expect(within(dialog()).getByText('Loading exchange rates…')).toBeVisible();
    act(() => $fiatRates.set({ status: 'ready', rates: {}, source: 'fallback' }));
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Exchange rates are unavailable right now.');
    expect(within(dialog()).getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(within(dialog()).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['USD']);
  });

  it('an answer without rates is no failure: US dollars alone, nothing to retry', async () => {
    $fiatRates.set({ status: 'ready', rates: {}, source: 'network' });
    await open();
    expect(within(dialog()).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(within(dialog()).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['USD']);
  });
});
