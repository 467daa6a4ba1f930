import { describe, expect, it } from 'vitest';
import { fundsLabel } from './funds-labels.ts';

describe('fundsLabel', () => {
  it('labels a link by the page it leads to, whatever its host, prefix or currency', () => {
    expect(fundsLabel('deposit', '/myaccount/deposit/USDT')).toBe('header.funds.deposit');
    expect(fundsLabel('deposit', '/zh/myaccount/deposit_fiat')).toBe('header.funds.depositFiat');
    expect(fundsLabel('deposit', '/myaccount/deposit_fiat/JPY')).toBe('header.funds.depositFiat');
    expect(fundsLabel('deposit', 'https://www.nexa.exchange/myaccount/deposit_fiat')).toBe('header.funds.depositFiat');
    expect(fundsLabel('withdraw', '/en-us/myaccount/withdraw/USDT')).toBe('header.funds.withdraw');
    expect(fundsLabel('withdraw', '/myaccount/withdraw_fiat')).toBe('header.funds.withdrawFiat');
  });
});
