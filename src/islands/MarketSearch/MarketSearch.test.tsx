// @vitest-environment happy-dom
// The search island's own part, with the panels (SearchBody, its own chunk) replaced by a stub that
// lists the rows a test gives: the button opens the modal with focus in the combobox, the arrow
// keys move the active market, Enter goes to it, another list selects its first market again while
// new data for the same list keeps the selected one, and the close button closes it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import MarketSearch, { type ListedRows } from './MarketSearch.tsx';
import { searchLabels } from './labels.ts';
import { optionId } from './option-id.ts';
import { SEARCH_VERSION } from './props.ts';
import type { ResultRow } from './result-rows.ts';
import { createTranslator } from '../../i18n/translate.ts';
import { quietIslandEnvironment } from '../test-support/island-test.ts';

/** What the stub body lists next: the test sets it, then asks the stub to report it. */
let report: (listed: ListedRows) => void = () => {};
vi.mock('./SearchBody.tsx', () => ({
  default: ({ listId, onListed }: { listId: string; onListed: (listed: ListedRows) => void }) => {
    useEffect(() => {
      report = (listed) => act(() => onListed(listed));
    }, [onListed]);
    return <div id={listId} role="listbox" />;
  },
}));

quietIslandEnvironment();

const row = (id: string): ResultRow => ({ id, href: `/trade/${id}`, icon: '', title: id.replace('_', '/'), subtitle: '', st: false, tags: [] });
const SPOT = ['BTC_USDT', 'ETH_USDT', 'SOL_USDT'].map(row);

const labels = searchLabels(createTranslator('en'));

async function openSearch() {
  render(<MarketSearch lang="en" prefix="" panels={['spot']} ownPair="BTC_USDT" defaultP2PFiat="USD" searchVersion={SEARCH_VERSION} iconVersions={{}} coinIconBase="/images/coin_icon/64/" imageHosts={[]} viewAll={{}} labels={labels} />);
  await userEvent.click(screen.getByRole('button', { name: labels.trigger }));
  const combobox = screen.getByRole('combobox', { name: labels.input });
  await waitFor(() => expect(report).not.toBe(noReport));
  return combobox;
}
const noReport = report;

describe('MarketSearch', () => {
  afterEach(() => {
    report = noReport;
    vi.restoreAllMocks();
  });

  it('the button opens the modal with focus in the combobox; Close closes it and the button opens it again', async () => {
    const combobox = await openSearch();
    expect(screen.getByRole('dialog', { name: labels.dialog })).toHaveAttribute('open');
    expect(combobox).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: labels.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: labels.trigger }));
    expect(screen.getByRole('dialog', { name: labels.dialog })).toHaveAttribute('open');
  });

  it('the arrow keys move the active market within the list, and Enter goes to it', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    const combobox = await openSearch();
    report({ rows: SPOT, loading: false, query: '', scope: 'spot' });
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(combobox).toHaveAttribute('aria-activedescendant', optionId('market-search-results', SPOT[0]!));
    await userEvent.keyboard('{ArrowUp}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-activedescendant', optionId('market-search-results', SPOT[2]!));
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(assign).toHaveBeenCalledWith('/trade/ETH_USDT');
  });

  it('another list selects its first market; new data for the same list keeps the selected one', async () => {
    const combobox = await openSearch();
    report({ rows: SPOT, loading: false, query: '', scope: 'spot' });
    await userEvent.keyboard('{ArrowDown}');
    report({ rows: [row('XRP_USDT'), ...SPOT], loading: false, query: '', scope: 'spot' });
    expect(combobox).toHaveAttribute('aria-activedescendant', optionId('market-search-results', SPOT[1]!));
    report({ rows: SPOT, loading: false, query: 'sol', scope: 'spot:sol' });
    expect(combobox).toHaveAttribute('aria-activedescendant', optionId('market-search-results', SPOT[0]!));
    report({ rows: [], loading: false, query: 'zzz', scope: 'spot:zzz' });
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).not.toHaveAttribute('aria-activedescendant');
  });
});
