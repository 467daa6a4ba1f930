// @vitest-environment happy-dom
// The account dropdown alone (WAI-ARIA disclosure): hover opens and leaving closes it, a click
// toggles it, Escape closes it with focus back on its button, focus leaving closes it, and its
// content learns whether it is open. The shared behaviour: src/islands/shared/use-dropdown.test.tsx.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useContext } from 'react';
import { Dropdown, DropdownOpen } from './Dropdown.tsx';
import { quietIslandEnvironment } from '../test-support/island-test.ts';
import { DROPDOWN_CLOSE_DELAY_MS } from '../../browser/dropdown/dropdown-state.ts';

quietIslandEnvironment();

function OpenState() {
  return <span data-testid="open-state">{String(useContext(DropdownOpen))}</span>;
}

function renderDropdown() {
  render(
    <>
      <Dropdown trigger="Wallet">
        <a href="/myaccount/myfunds/spot">Spot account</a>
        <OpenState />
      </Dropdown>
      <button type="button">Elsewhere</button>
    </>,
  );
  return screen.getByRole('button', { name: 'Wallet' });
}

const panel = () => screen.getByRole('link', { name: 'Spot account', hidden: true }).parentElement!;
const mouse = { pointerType: 'mouse' };

describe('Dropdown', () => {
  it('a click without hover (keyboard, touch, assistive technology) opens and closes it', () => {
    const button = renderDropdown();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeVisible();
    expect(screen.getByTestId('open-state')).toHaveTextContent('false');
    act(() => void fireEvent.click(button));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', panel().id);
    expect(panel()).toBeVisible();
    expect(screen.getByTestId('open-state')).toHaveTextContent('true');
    act(() => void fireEvent.click(button));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('the mouse opens it on hover and closes it after leaving; a touch opens nothing', () => {
    vi.useFakeTimers();
    const button = renderDropdown();
    const root = button.parentElement!;
    act(() => void fireEvent.pointerEnter(root, mouse));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    act(() => void fireEvent.pointerLeave(root, mouse));
    act(() => void vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    act(() => void fireEvent.pointerEnter(root, { pointerType: 'touch' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    vi.useRealTimers();
  });

  it('Escape closes it and puts focus back on its button', async () => {
    const button = renderDropdown();
    await userEvent.click(button);
    screen.getByRole('link', { name: 'Spot account' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('focus moving out of it closes it; moving inside keeps it open', async () => {
    const button = renderDropdown();
    await userEvent.click(button);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Spot account' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
