// One word, one place (issue 34): a deposit or withdraw link is labelled by where it leads, so a
// page never offers one "Deposit" going to two pages (main's header went to the fiat page while its
// wallet menu and phone button went to the crypto one). The crypto pages are the exchange's deposit
// and withdraw pages, "Deposit" and "Withdraw" as a trader expects; the fiat pages say so ("Deposit
// fiat", "Withdraw fiat"). Every funds link of the chrome takes its label here: header, drawer,
// wallet menu, hero, notices.
import type { I18nKey } from '../i18n/dictionaries.ts';

export type FundsAction = 'deposit' | 'withdraw';

const LABELS: Record<FundsAction, Record<'crypto' | 'fiat', I18nKey>> = {
  deposit: { crypto: 'header.funds.deposit', fiat: 'header.funds.depositFiat' },
  withdraw: { crypto: 'header.funds.withdraw', fiat: 'header.funds.withdrawFiat' },
};

/** SPEC 2's fiat pages: `/myaccount/deposit_fiat`, `/myaccount/withdraw_fiat/JPY`, on any host or prefix. */
const FIAT_PAGE = /\/myaccount\/(deposit|withdraw)_fiat(\/|$|\?)/;

/** The label of a funds link, from the page it leads to. */
export function fundsLabel(action: FundsAction, href: string): I18nKey {
  return LABELS[action][FIAT_PAGE.test(href) ? 'fiat' : 'crypto'];
}
