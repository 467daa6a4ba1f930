// The top of the wallet menu, the profile panel's wallet group and the drawer's (issue 40): the
// estimated balance in the chosen fiat with its hide toggle, then Deposit, Withdraw and Transfer.
// Each button is the wallet entry it stands for (site and user filtering, labels, data-action for
// the restrictions' CSS rule: a restricted trader is never invited to deposit).
import { useStore } from '@nanostores/react';
import type { AccountIslandProps, AccountLink } from './account-props.ts';
import type { AccountView } from './account-rules.ts';
import { balanceView, MASK, type BalanceView } from './balance.ts';
import { $balanceHidden, setBalanceHidden } from './balance-visibility.ts';
import { $preferences } from '../../stores/preferences.ts';
import { $fiatRates } from '../../stores/fiat-rates.ts';
import { loadUser } from '../../stores/session.ts';
import { LoadFailure } from '../shared/LoadFailure.tsx';
import { fill } from '../shared/strings.ts';
import { Icon } from './icons.tsx';

const NO_RATES = { ready: true, rates: {} };

/** The balance in a fiat other than USD: only then are the rates asked for (a USD page makes no extra call). */
function RatedBalance({ props, view, fiat }: { props: AccountIslandProps; view: AccountView; fiat: string }) {
  const rates = useStore($fiatRates);
  return <BalanceBody props={props} balance={balanceView(view.balance, fiat, { ready: rates.status === 'ready', rates: rates.rates }, props.lang)} />;
}

function Amount({ balance, hidden }: { balance: Extract<BalanceView, { kind: 'shown' | 'loading' }>; hidden: boolean }) {
  if (hidden) return <span className="account-balance-amount" data-balance="hidden">{MASK}</span>;
  if (balance.kind === 'loading') return <span className="account-balance-amount account-balance-wait" data-balance="loading" />;
  return <span className="account-balance-amount" data-balance="shown" data-fiat={balance.fiat}><bdi dir="ltr">{balance.amount}</bdi></span>;
}

function Balance({ props, view }: { props: AccountIslandProps; view: AccountView }) {
  const { fiat } = useStore($preferences);
  if (fiat !== 'USD') return <RatedBalance props={props} view={view} fiat={fiat} />;
  return <BalanceBody props={props} balance={balanceView(view.balance, fiat, NO_RATES, props.lang)} />;
}

function BalanceBody({ props, balance }: { props: AccountIslandProps; balance: BalanceView }) {
  const { text } = props;
  const hidden = useStore($balanceHidden);
  if (balance.kind === 'failed') {
    const strings = { loadFailed: text.balanceFailed, loadStale: text.balanceFailed, retry: text.retry };
    return <LoadFailure strings={strings} rows="none" onRetry={() => void loadUser()} />;
  }
  return (
    <div className="account-balance">
      <span className="account-balance-label">{text.balance}</span>
      <span className="account-balance-line">
        <Amount balance={balance} hidden={hidden} />
        <button type="button" className="account-balance-toggle" aria-pressed={hidden} aria-label={text.hideBalance} title={text.hideBalance} onClick={() => setBalanceHidden(!hidden)} data-track="header.wallet.hide-balance">
          <Icon name={hidden ? 'eyeOff' : 'eye'} size={16} />
        </button>
      </span>
      {balance.kind === 'shown' && balance.missingRate && <span className="account-balance-note" role="note">{fill(text.balanceNoRate, { fiat: balance.missingRate })}</span>}
    </div>
  );
}

function ActionButton({ item, track }: { item: AccountLink; track: string }) {
  return (
    <a className="account-funds-button" href={item.href} data-feature={item.feature} data-action={item.startsAction} data-track={`${track}.button.${item.id}`} {...(item.external ? { rel: 'noopener' } : {})}>
      {item.title}
    </a>
  );
}

export function WalletSummary({ props, view, track }: { props: AccountIslandProps; view: AccountView; track: string }) {
  return (
    <div className="account-wallet-summary">
      <Balance props={props} view={view} />
      {view.walletActions.length > 0 && (
        <div className="account-funds-buttons">
          {view.walletActions.map((item) => <ActionButton key={item.id} item={item} track={track} />)}
        </div>
      )}
    </div>
  );
}
