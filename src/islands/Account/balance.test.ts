import { describe, expect, it } from 'vitest';
import { balanceView, totalUsd } from './balance.ts';
import type { UserInfo } from '../../lib/api/schemas/account.ts';

const RATES = { USD: { symbol: '$', rate: '1' }, EUR: { symbol: '€', rate: '0.9214' }, SGD: { symbol: 'S$', rate: '1.3450' }, JPY: { symbol: '¥', rate: '151.92' } };
const ready = { ready: true, rates: RATES };
const user: UserInfo = { total_usd: '15320.55', totalAssets: '15320.55', rate_usdt_site_fiat: '1', curr_fiat: 'USD' };
const amount = (view: ReturnType<typeof balanceView>) => (view.kind === 'shown' ? view.amount : view.kind);

describe('balanceView', () => {
  it('writes the total in the chosen fiat, as the language writes it, with the currency\'s one symbol (currencySymbol)', () => {
    expect(amount(balanceView(user, 'USD', ready, 'en'))).toBe('$15,320.55');
    expect(amount(balanceView(user, 'EUR', ready, 'de'))).toBe('14.116,35\u00a0€');
    // Intl's narrow symbol for SGD is "$", the same as USD's: currencySymbol's S$ tells them apart.
    expect(amount(balanceView(user, 'SGD', ready, 'en'))).toBe('S$20,606.14');
    expect(amount(balanceView(user, 'JPY', ready, 'ja'))).toBe('¥2,327,498');
    expect(amount(balanceView(user, 'USD', ready, 'ar'))).toMatch(/^\u200f?15,320\.55\s\$$/);
  });

  it('converts USD through both rates (each quoted per USDT)', () => {
    const offPeg = { ready: true, rates: { ...RATES, USD: { symbol: '$', rate: '0.5' } } };
    expect(amount(balanceView(user, 'EUR', offPeg, 'en'))).toBe('€28,232.71');
  });

  it('the user\'s own fiat comes from user info\'s own figures (totalAssets, else total_usd x rate_usdt_site_fiat), without waiting for rates', () => {
    const turkish: UserInfo = { total_usd: '1000', totalAssets: '34100', rate_usdt_site_fiat: '34.1', curr_fiat: 'TRY' };
    const none = { ready: false, rates: {} };
    expect(amount(balanceView(turkish, 'TRY', none, 'en'))).toBe('₺34,100.00');
    expect(amount(balanceView({ ...turkish, totalAssets: undefined }, 'TRY', none, 'en'))).toBe('₺34,100.00');
  });

  it('a fiat without a rate waits for the rates, then falls back to USD and names the fiat it could not show', () => {
    expect(balanceView(user, 'EUR', { ready: false, rates: {} }, 'en')).toEqual({ kind: 'loading' });
    const fallback = balanceView(user, 'EUR', { ready: true, rates: {} }, 'en');
    expect(fallback).toMatchObject({ kind: 'shown', fiat: 'USD', missingRate: 'EUR' });
    expect(amount(fallback)).toBe('$15,320.55');
    expect(balanceView(user, 'GBP', { ready: true, rates: { GBP: { symbol: '£', rate: '0' } } }, 'en')).toMatchObject({ fiat: 'USD', missingRate: 'GBP' });
  });

  it('no readable total is a failure to load, never 0', () => {
    expect(balanceView(null, 'USD', ready, 'en')).toEqual({ kind: 'failed' });
    expect(balanceView({}, 'USD', ready, 'en')).toEqual({ kind: 'failed' });
    expect(balanceView({ total_usd: 'abc' }, 'USD', ready, 'en')).toEqual({ kind: 'failed' });
    expect(amount(balanceView({ total_usd: '0' }, 'USD', ready, 'en'))).toBe('$0.00');
  });

  it('total_usd missing: the own-fiat total converted back by its rate', () => {
    expect(totalUsd({ totalAssets: '3410', rate_usdt_site_fiat: '34.1' })).toBeCloseTo(100);
    expect(totalUsd({ totalAssets: '3410' })).toBeNull();
  });
});
