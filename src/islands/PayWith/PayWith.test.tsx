// @vitest-environment happy-dom
// Pay with, alone: the chosen fiat, the drawer with its search by code, the choice stored and
// followed by the menu's buy links, Escape and mouse-leave closing it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PayWith from './PayWith.tsx';
import { PAY_WITH_KEYS } from './keys.ts';
import { $buyCryptoFiats, DEFAULT_BUY_CRYPTO_FIATS } from '../../stores/buy-crypto-fiats.ts';
import { $preferences, DEFAULT_PREFERENCES } from '../../stores/preferences.ts';
import { englishStrings, quietIslandEnvironment } from '../test-support/island-test.ts';
import { DROPDOWN_CLOSE_DELAY_MS } from '../../browser/dropdown/dropdown-state.ts';

const strings = englishStrings(PAY_WITH_KEYS);
const cookies = quietIslandEnvironment();

const FIATS = [
  { fiat: 'EUR', bank_transfer: true, credit_card: true, p2p: false },
  { fiat: 'TRY', bank_transfer: false, credit_card: false, p2p: true },
  { fiat: 'USD', bank_transfer: true, credit_card: true, p2p: true },
];

/** The island inside a menu that holds a buy link, as the header renders it. */
function renderInMenu(variant: 'dropdown' | 'drawer' = 'dropdown') {
  return render(
    <div data-menu="buyCrypto">
      <a href="/crypto/buy?crypto=USDT&fiat=USD">Buy</a>
      <PayWith strings={strings} siteFiat="USD" variant={variant} />
    </div>,
  );
}

const toggle = () => screen.getByRole('button', { name: /Pay with/ });

/** The mouse leaves Pay with, and the shared close delay runs out. */
function mouseLeaves() {
  vi.useFakeTimers();
  act(() => void fireEvent.pointerLeave(toggle().parentElement!, { pointerType: 'mouse' }));
  act(() => void vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS));
  vi.useRealTimers();
}

describe('PayWith', () => {
  beforeEach(() => {
    $preferences.set({ ...DEFAULT_PREFERENCES });
    $buyCryptoFiats.set({ status: 'ready', data: FIATS });
  });

  it('a failed list keeps US dollars, says it could not load and offers Retry; saved rows are marked', async () => {
    $buyCryptoFiats.set({ status: 'ready', data: [...DEFAULT_BUY_CRYPTO_FIATS], source: 'fallback' });
    renderInMenu();
    await userEvent.click(toggle());
    expect(screen.getByRole('status')).toHaveTextContent("Couldn't load this list.");
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(screen.getByRole('button', { name: /^USD/ })).toBeVisible();
    act(() => $buyCryptoFiats.set({ status: 'ready', data: FIATS, source: 'stale' }));
    expect(screen.getByRole('status')).toHaveTextContent("Couldn't refresh. Showing saved data.");
    act(() => $buyCryptoFiats.set({ status: 'ready', data: FIATS, source: 'network' }));
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it("names the site's fiat until a choice is stored, and opens on its button with the search focused", async () => {
    renderInMenu();
    expect(toggle()).toHaveTextContent('USD');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search currency' })).toHaveFocus();
    expect(screen.getByRole('button', { name: /^EUR/ })).toHaveTextContent('Bank transfer · Card');
    expect(screen.getByRole('button', { name: /^USD/ })).toHaveAttribute('aria-current', 'true');
  });

  it('filters by code, case-insensitively, regex characters as text, and says when nothing matches', async () => {
    renderInMenu();
    await userEvent.click(toggle());
    await userEvent.type(screen.getByRole('searchbox'), 'tR');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['TRYP2P']);
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), '.*');
    expect(screen.queryAllByRole('listitem')).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('No currency matches “.*”');
  });

  it('choosing stores the fiat, closes the drawer with focus back on its toggle and points the menu’s buy links at it', async () => {
    renderInMenu();
    await userEvent.click(toggle());
    await userEvent.click(screen.getByRole('button', { name: /^EUR/ }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
    expect(toggle()).toHaveTextContent('EUR');
    expect($preferences.get().buyCryptoFiat).toBe('EUR');
    expect(cookies().read()).toContain('defaultBuyCryptoFiat=EUR');
    expect(screen.getByRole('link', { name: 'Buy' })).toHaveAttribute('href', '/crypto/buy?crypto=USDT&fiat=EUR');
  });

  it('Escape closes it; in the desktop dropdown so does the mouse leaving, in the drawer it does not', async () => {
    const { unmount } = renderInMenu('dropdown');
    await userEvent.click(toggle());
    await userEvent.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle());
    mouseLeaves();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    unmount();

    renderInMenu('drawer');
    await userEvent.click(toggle());
    mouseLeaves();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps USD with every method when the list falls back', async () => {
    $buyCryptoFiats.set({ status: 'ready', data: [...DEFAULT_BUY_CRYPTO_FIATS] });
    renderInMenu();
    await userEvent.click(toggle());
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['USDBank transfer · Card · P2P']);
  });

  it('its close button hands focus back to the toggle', async () => {
    renderInMenu();
    await userEvent.click(toggle());
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });
});
