// @vitest-environment happy-dom
// The result list's states: skeleton rows while the first answer is awaited, "No results" only for
// an answer (or a search) with nothing in it, "couldn't load" with Retry when the call failed, and
// saved rows kept and marked when a refresh failed.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResultList, type ResultListProps } from './ResultList.tsx';
import { searchLabels } from './labels.ts';
import type { ResultRow } from './result-rows.ts';
import type { LoadState } from '../../lib/api/load-state.ts';
import { createTranslator } from '../../i18n/translate.ts';
import { quietIslandEnvironment } from '../test-support/island-test.ts';
import { cleanStores } from 'nanostores';
import { $favouriteMarkets } from '../../stores/saved-markets.ts';

quietIslandEnvironment();

const labels = searchLabels(createTranslator('en'));
const row = (id: string): ResultRow => ({ id: `spot-${id}`, href: `/trade/${id}`, icon: '', title: id.replace('_', '/'), subtitle: '', st: false, tags: [] });

function renderList(rows: ResultRow[], load: LoadState, onRetry = vi.fn(), more: Partial<ResultListProps> = {}) {
  const props: ResultListProps = {
    id: 'results', rows, loading: load.phase === 'loading', load, onRetry, activeIndex: -1, onActiveChange: () => {},
    variant: 'market', lang: 'en', labels, iconVersions: {}, imageHosts: [], ...more,
  };
  render(<ResultList {...props} />);
  return onRetry;
}

describe('ResultList', () => {
  it('says "No results" for an empty answer, with nothing to retry', () => {
    renderList([], { phase: 'empty' });
    expect(screen.getByText('No results')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says a failed list could not load, never "No results", and Retry asks again', async () => {
    const onRetry = renderList([], { phase: 'failed', stale: false });
    expect(screen.getByRole('status')).toHaveTextContent("Couldn't load this list.");
    expect(screen.queryByText('No results')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('keeps saved rows after a failed refresh and marks them', () => {
    renderList([row('BTC_USDT'), row('ETH_USDT')], { phase: 'failed', stale: true });
    expect(screen.getByRole('status')).toHaveTextContent("Couldn't refresh. Showing saved data.");
    // The rows' listbox stays (its rows are virtual: happy-dom lays none out).
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(screen.queryByText("Couldn't load this list.")).toBeNull();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('shows skeleton rows while the first answer is awaited', () => {
    renderList([], { phase: 'loading' });
    expect(document.getElementById('results')).toHaveAttribute('aria-busy', 'true');
  });

  it('before typing, favourites come first under their label, then the hot markets; every row has its star beside the listbox', async () => {
    // Read afresh from storage (an earlier test's rows may have left the store mounted).
    cleanStores($favouriteMarkets);
    localStorage.setItem('nexa:favourite-markets', JSON.stringify(['spot-SOL_USDT']));
    // happy-dom lays nothing out: the list's box gets the spec's viewport, so the virtual rows render.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(530);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(640);
    renderList([row('SOL_USDT'), row('BTC_USDT'), row('ETH_USDT')], { phase: 'ready' } as LoadState, vi.fn(), { favouriteCount: 1 });
    const listbox = screen.getByRole('listbox');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    expect([...listbox.querySelectorAll('.search-group-label, .search-row-title bdi')].map((node) => node.textContent)).toEqual([
      'Favourites', 'SOL/USDT', 'Hot markets', 'BTC/USDT', 'ETH/USDT',
    ]);
    // Options keep their place among the rows only (the keyboard's count), labels aside.
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('aria-posinset'))).toEqual(['1', '2', '3']);
    const stars = screen.getAllByRole('button', { name: /^Favourite / });
    expect(stars.map((star) => [star.getAttribute('aria-label'), star.getAttribute('aria-pressed')])).toEqual([
      ['Favourite SOL/USDT', 'true'], ['Favourite BTC/USDT', 'false'], ['Favourite ETH/USDT', 'false'],
    ]);
    expect(stars.every((star) => !listbox.contains(star))).toBe(true);
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('an empty search says what the island gives it to say', () => {
    renderList([], { phase: 'empty' }, vi.fn(), { empty: <p>No results for “pepe”</p> });
    expect(screen.getByText('No results for “pepe”')).toBeVisible();
    expect(screen.queryByText('No results')).toBeNull();
  });
});
