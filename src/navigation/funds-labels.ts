// One word, one place (issue 34): a deposit or withdraw link is labelled by where it leads, crypto
// or fiat, so a page never offers one "Deposit" going to two pages (main's header went to the fiat
// page while its wallet menu and phone button went to the crypto one). Every funds link of the
// chrome takes its label here: header, drawer, wallet menu, hero, notices.
import type { I18nKey } from '../i18n/dictionaries.ts';

export type FundsAction = 'deposit' | 'withdraw';

const LABELS: Record<FundsAction, Record<'crypto' | 'fiat', I18nKey>> = {
  deposit: { crypto: 'header.funds.depositCrypto', fiat: 'header.funds.depositFiat' },
  withdraw: { crypto: 'header.funds.withdrawCrypto', fiat: 'header.funds.withdrawFiat' },
};

/** SPEC 2's fiat pages: `/myaccount/deposit_fiat`, `/myaccount/withdraw_fiat/JPY`, on any host or prefix. */
const FIAT_PAGE = /\/myaccount\/(deposit|withdraw)_fiat(\/|$|\?)/;

/** The label of a funds link, from the page it leads to. */
export function fundsLabel(action: FundsAction, href: string): I18nKey {
  return LABELS[action][FIAT_PAGE.test(href) ? 'fiat' : 'crypto'];
}
