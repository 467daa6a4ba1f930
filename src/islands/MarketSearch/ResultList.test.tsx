// @vitest-environment happy-dom
// The result list's states: skeleton rows while the first answer is awaited, "No results" only for
// an answer (or a search) with nothing in it, "couldn't load" with Retry when the call failed, and
// saved rows kept and marked when a refresh failed.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResultList, type ResultListProps } from './ResultList.tsx';
import { searchLabels } from './labels.ts';
import type { ResultRow } from './result-rows.ts';
import type { LoadState } from '../../lib/api/load-state.ts';
import { createTranslator } from '../../i18n/translate.ts';
import { quietIslandEnvironment } from '../test-support/island-test.ts';

quietIslandEnvironment();

const labels = searchLabels(createTranslator('en'));
const row = (id: string): ResultRow => ({ id: `spot-${id}`, href: `/trade/${id}`, icon: '', title: id.replace('_', '/'), subtitle: '', st: false, tags: [] });

function renderList(rows: ResultRow[], load: LoadState, onRetry = vi.fn()) {
  const props: ResultListProps = {
    id: 'results', rows, loading: load.phase === 'loading', load, onRetry, activeIndex: -1, onActiveChange: () => {},
    variant: 'market', lang: 'en', labels, iconVersions: {}, imageHosts: [],
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
});
