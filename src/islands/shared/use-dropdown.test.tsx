// @vitest-environment happy-dom
// The islands' dropdown hook in a real component: hover opens and the grace period closes, a press
// outside closes, Escape closes this layer only with focus back on the trigger, focus leaving
// closes, and focus handed back never reopens a panel that opens on focus.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDropdown } from './use-dropdown.ts';
import { DROPDOWN_CLOSE_DELAY_MS } from '../../browser/dropdown/dropdown-state.ts';
import { quietIslandEnvironment } from '../test-support/island-test.ts';

quietIslandEnvironment();
afterEach(() => void vi.useRealTimers());

function Menu({ focusOpens = false }: { focusOpens?: boolean }) {
  const { open, rootProps, triggerProps } = useDropdown({ focusOpens });
  return (
    <div {...rootProps} data-testid="root">
      <button {...triggerProps} type="button">Wallet</button>
      <div hidden={!open}><a href="/myaccount/myfunds">Funds</a></div>
    </div>
  );
}

function renderMenu(focusOpens = false) {
  const onOuterKey = vi.fn();
  render(
    <div onKeyDown={onOuterKey}>
      <Menu focusOpens={focusOpens} />
      <button type="button">Elsewhere</button>
    </div>,
  );
  return { trigger: screen.getByRole('button', { name: 'Wallet' }), root: screen.getByTestId('root'), onOuterKey };
}

const mouse = { pointerType: 'mouse' };

describe('useDropdown', () => {
  it('hover opens it; leaving closes it after the grace period, not before', () => {
    vi.useFakeTimers();
    const { trigger, root } = renderMenu();
    act(() => void fireEvent.pointerEnter(root, mouse));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    act(() => void fireEvent.pointerLeave(root, mouse));
    act(() => void vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS - 1));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    act(() => void vi.advanceTimersByTime(1));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('a press outside closes it; a press inside does not', () => {
    const { trigger } = renderMenu();
    act(() => void fireEvent.click(trigger));
    act(() => void fireEvent.pointerDown(screen.getByRole('link', { name: 'Funds' })));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    act(() => void fireEvent.pointerDown(document.body));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape inside closes this layer only, focus back on the trigger', async () => {
    const { trigger, onOuterKey } = renderMenu();
    await userEvent.click(trigger);
    screen.getByRole('link', { name: 'Funds' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    expect(onOuterKey).not.toHaveBeenCalled();
  });

  it('Escape closes a hover-opened panel wherever focus is', () => {
    const { trigger, root } = renderMenu();
    act(() => void fireEvent.pointerEnter(root, mouse));
    act(() => void fireEvent.keyDown(document.body, { key: 'Escape' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('focus opens one that opens on focus; focus handed back by Escape does not reopen it', async () => {
    const { trigger } = renderMenu(true);
    act(() => trigger.focus());
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('focus leaving closes it', async () => {
    const { trigger } = renderMenu();
    await userEvent.click(trigger);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
