// Pay with (SPEC 2, 4, 5): in the buy-crypto menu, a button naming the chosen fiat toggles a drawer
// listing buy_crypto_fiat_setting (cached) with a local search by code. Choosing stores the
// defaultBuyCryptoFiat cookie and points this menu's /crypto/buy links at that fiat. In the desktop
// dropdown the drawer closes when the mouse leaves it (the shared dropdown behaviour, use-dropdown.ts).
// A failed list keeps its saved copy or the default (USD) below "couldn't load · Retry".
import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $buyCryptoFiats } from '../../stores/buy-crypto-fiats.ts';
import { $preferences, setBuyCryptoFiat } from '../../stores/preferences.ts';
import { filterByFiatCode } from '../../lib/preferences/fiat-search.ts';
import { useClientValue } from '../shared/use-client-value.ts';
import { useDropdown } from '../shared/use-dropdown.ts';
import { fill, type Strings } from '../shared/strings.ts';
import type { PayWithKey } from './keys.ts';
import { pointBuyLinksAt } from './buy-links.ts';
import type { BuyCryptoFiat } from '../../lib/api/schemas/markets.ts';
import '../shared/preferences.css';
import './pay-with.css';
import { SpriteIcon } from '../shared/SpriteIcon.tsx';
import { LoadFailure } from '../shared/LoadFailure.tsx';
import { loadFailureStrings } from '../shared/load-failure-keys.ts';
import { retryList } from '../../stores/list-store.ts';
import { loadStateOf } from '../../lib/api/load-state.ts';

const METHODS = ['bank_transfer', 'credit_card', 'p2p'] as const;

interface PayWithProps {
  strings: Strings<PayWithKey>;
  /** The site's default buy-crypto fiat (src/sites), shown until a choice is stored. */
  siteFiat: string;
  /** 'dropdown': the desktop menu (closes on mouse leave); 'drawer': the mobile side menu. */
  variant: 'dropdown' | 'drawer';
}

export default function PayWith({ strings, siteFiat, variant }: PayWithProps) {
  const id = useId();
  // Pressed open only; the desktop menu's closes when the mouse leaves it, the drawer's stays.
  const { open, rootProps, triggerProps, hide } = useDropdown({ hoverOpens: false, leaveCloses: variant === 'dropdown' ? 'always' : 'never' });
  const root = rootProps.ref;
  const [query, setQuery] = useState('');
  const stored = useClientValue($preferences, { ...$preferences.get(), buyCryptoFiat: '' }).buyCryptoFiat;
  const fiat = stored || siteFiat;
  const { data: fiats, status, source } = useStore($buyCryptoFiats);
  const load = loadStateOf({ status, source, empty: fiats.length === 0 });
  const matches = filterByFiatCode(fiats, query);

  useEffect(() => {
    if (stored && root.current) pointBuyLinksAt(root.current, stored);
  }, [stored]);

  // The list goes with the choice: focus goes back to the toggle, not to the page (and the menu
  // around it, which a focus lost to the page would close, stays open).
  const choose = (code: string) => {
    setBuyCryptoFiat(code);
    hide(true);
  };

  return (
    <div {...rootProps} className={`pay-with pay-with-${variant}`} data-feature="paywith">
      <button {...triggerProps} type="button" className="pay-with-toggle" aria-controls={`${id}-panel`}>
        <span>{strings['header.menu.payWith']}</span>
        <strong className="pay-with-current">{fiat}</strong>
        <SpriteIcon name="chevronDown" size={14} />
      </button>
      <div className="pay-with-panel" id={`${id}-panel`} role="region" aria-label={strings['header.menu.payWith']} hidden={!open}>
        {open && (
          <>
            <div className="pay-with-head">
              <input
                type="search"
                className="pay-with-search"
                aria-label={strings['header.menu.payWith.search']}
                placeholder={strings['header.menu.payWith.search']}
                value={query}
                autoFocus
                onChange={(event) => setQuery(event.target.value)}
              />
              <button type="button" className="pref-close" aria-label={strings['header.menu.payWith.close']} onClick={() => hide(true)}>
                <SpriteIcon name="close" size={18} />
              </button>
            </div>
            {load.phase === 'failed' && <LoadFailure strings={loadFailureStrings(strings)} rows={load.stale ? 'saved' : 'fallback'} onRetry={() => void retryList($buyCryptoFiats)} />}
            <FiatOptions strings={strings} query={query} matches={matches} current={fiat} onChoose={choose} />
          </>
        )}
      </div>
    </div>
  );
}

interface FiatOptionsProps {
  strings: Strings<PayWithKey>;
  query: string;
  matches: readonly BuyCryptoFiat[];
  /** The fiat in use, marked as current. */
  current: string;
  onChoose: (fiat: string) => void;
}

/** The fiats matching the search, each with its payment methods, or a message naming the query. */
function FiatOptions({ strings, query, matches, current, onChoose }: FiatOptionsProps) {
  if (matches.length === 0) {
    return <p className="pay-with-empty" role="status">{fill(strings['header.menu.payWith.empty'], { query: query.trim() })}</p>;
  }
  return (
    <ul className="pay-with-list">
      {matches.map((row) => (
        <li key={row.fiat}>
          <button type="button" className="pay-with-option" aria-current={row.fiat === current ? 'true' : undefined} onClick={() => onChoose(row.fiat)}>
            <span className="currency-code">{row.fiat}</span>
            <span className="pay-with-methods">
              {METHODS.filter((method) => row[method]).map((method) => strings[`header.menu.payWith.${method}`]).join(' · ')}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
