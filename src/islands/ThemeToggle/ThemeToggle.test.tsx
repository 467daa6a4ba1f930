// @vitest-environment happy-dom
// The theme toggle alone: a button pressed while the dark theme shows, a press stores is_change_skin
// and marks <html>; the server's "not pressed" is corrected on hydration without a mismatch.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import ThemeToggle from './ThemeToggle.tsx';
import { $preferences, DEFAULT_PREFERENCES, loadPreferencesFromCookies } from '../../stores/preferences.ts';
import { englishStrings, quietIslandEnvironment } from '../test-support/island-test.ts';

const cookies = quietIslandEnvironment();
const { 'header.theme': label } = englishStrings(['header.theme']);

const toggle = (variant: 'icon' | 'text' = 'icon') => (
  <ThemeToggle label={label} variant={variant} className="icon-button" track="header.theme" />
);
const button = () => screen.getByRole('button', { name: 'Theme' });

/** The visitor's stored theme, read the way the store reads it on a page. */
function storedTheme(skin: '0' | '2') {
  cookies().write('is_change_skin', skin);
  loadPreferencesFromCookies();
}

describe('ThemeToggle', () => {
  beforeEach(() => $preferences.set({ ...DEFAULT_PREFERENCES }));
  afterEach(() => {
    document.documentElement.removeAttribute('data-theme');
    document.body.replaceChildren();
  });

  it('is not pressed in the light theme; a press turns dark on, stores it and marks the page, a second press undoes it', async () => {
    render(toggle());
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button());
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    expect(cookies().read()).toContain('is_change_skin=2');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await userEvent.click(button());
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    expect(cookies().read()).toContain('is_change_skin=0');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });

  it('a visitor who stored the dark theme finds it pressed', () => {
    storedTheme('2');
    render(toggle());
    expect(button()).toHaveAttribute('aria-pressed', 'true');
  });

  it('the icon variant is named by its label alone; the text variant shows the label', () => {
    const { unmount } = render(toggle('icon'));
    expect(button()).toHaveAccessibleName('Theme');
    expect(button()).toHaveTextContent(/^$/);
    unmount();
    render(toggle('text'));
    expect(button()).toHaveTextContent('Theme');
    expect(button()).not.toHaveAttribute('aria-label');
  });

  it('the server renders it not pressed; hydration in a dark-theme browser presses it, without a mismatch', () => {
    storedTheme('2');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(toggle());
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    const recoverable = vi.fn();
    render(toggle(), { container, hydrate: true, onRecoverableError: recoverable });
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    expect(recoverable).not.toHaveBeenCalled();
  });
});
