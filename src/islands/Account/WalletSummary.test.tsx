// @vitest-environment happy-dom
// The wallet's balance area alone: the amount in the chosen fiat, the hide toggle (a pressed button,
// remembered on the device, the same mask in every copy), the buttons, and the couldn't-load line.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { classicAccountMode } from '../../lib/api/schemas/account.ts';
import { createTranslator } from '../../i18n/translate.ts';
import { getSite } from '../../sites/index.ts';
import { buildAccountIslandProps } from './account-props.ts';
import { accountView, type AccountData } from './account-rules.ts';
import { WalletSummary } from './WalletSummary.tsx';
import { $balanceHidden, HIDE_BALANCE_STORAGE_KEY } from './balance-visibility.ts';
import { $preferences, DEFAULT_PREFERENCES, setFiat } from '../../stores/preferences.ts';
import { $fiatRates } from '../../stores/fiat-rates.ts';
import { quietIslandEnvironment } from '../test-support/island-test.ts';

quietIslandEnvironment();

const props = buildAccountIslandProps(getSite('main'), 'en', createTranslator('en'));
const user = { uid: '10000002', total_usd: '15320.55', totalAssets: '15320.55', rate_usdt_site_fiat: '1', curr_fiat: 'USD' };
const viewFor = (overrides: Partial<AccountData> = {}) =>
  accountView(props, { user, mode: classicAccountMode(), crossMargin: {}, common: {}, compliance: { business: [], menu: [] }, switchTag: false, ...overrides });
const amounts = () => [...document.querySelectorAll('.account-balance-amount')].map((node) => node.textContent);

beforeEach(() => {
  localStorage.clear();
  $balanceHidden.set(false);
  $preferences.set({ ...DEFAULT_PREFERENCES });
  $fiatRates.set({ status: 'ready', rates: { USD: { symbol: '$', rate: '1' }, EUR: { symbol: '€', rate: '0.9214' } } });
});

describe('WalletSummary', () => {
  it('shows the estimated balance in the chosen fiat', () => {
    setFiat('EUR');
    render(<WalletSummary props={props} view={viewFor()} track="header.wallet" />);
    expect(screen.getByText('Estimated balance')).toBeInTheDocument();
    expect(amounts()).toEqual(['€14,116.35']);
  });

  it('hide masks it as **** in every copy, as a pressed button, remembered on the device', async () => {
    render(
      <>
        <WalletSummary props={props} view={viewFor()} track="header.wallet" />
        <WalletSummary props={props} view={viewFor()} track="drawer.wallet" />
      </>,
    );
    const [toggle] = screen.getAllByRole('button', { name: 'Hide balance' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle!);
    expect(amounts()).toEqual(['****', '****']);
    expect(screen.getAllByRole('button', { name: 'Hide balance' }).map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', 'true']);
    expect(localStorage.getItem(HIDE_BALANCE_STORAGE_KEY)).toBe('1');
    await userEvent.click(toggle!);
    expect(amounts()).toEqual(['$15,320.55', '$15,320.55']);
    expect(localStorage.getItem(HIDE_BALANCE_STORAGE_KEY)).toBe('0');
  });

  it('a stored choice masks from the first render (no flash of the number on reload)', async () => {
    localStorage.setItem(HIDE_BALANCE_STORAGE_KEY, '1');
    vi.resetModules();
    const fresh = await import('./balance-visibility.ts');
    expect(fresh.$balanceHidden.get()).toBe(true);
  });

  it('a chosen fiat without a rate shows USD and says so', () => {
    setFiat('GBP');
    render(<WalletSummary props={props} view={viewFor()} track="header.wallet" />);
    expect(amounts()).toEqual(['$15,320.55']);
    expect(screen.getByRole('note')).toHaveTextContent('No GBP rate right now: shown in USD');
  });

  it('user info that failed says so with Retry, never an amount', () => {
    render(<WalletSummary props={props} view={viewFor({ userFailed: true })} track="header.wallet" />);
    expect(screen.getByRole('status')).toHaveTextContent("Couldn't load your balance");
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText(/\d/)).toBeNull();
  });

  it('Deposit, Withdraw and Transfer lead to the wallet pages; Deposit carries its action for the restrictions\' rule', () => {
    render(<WalletSummary props={props} view={viewFor()} track="header.wallet" />);
    const buttons = within(document.querySelector('.account-funds-buttons')!).getAllByRole('link');
    expect(buttons.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('data-action')])).toEqual([
      ['Deposit', '/myaccount/deposit/USDT', 'deposit'],
      ['Withdraw', '/myaccount/withdraw/USDT', null],
      ['Transfer', '/myaccount/withdraw_internal/USDT', null],
    ]);
  });
});
