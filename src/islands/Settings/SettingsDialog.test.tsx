// @vitest-environment happy-dom
// The settings island alone: the trigger opens the modal, its tabs follow the arrow keys (mirrored
// right to left), the rise colour is stored, a language another site owns asks first, and closing
// gives focus back to the trigger.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Settings from './Settings.tsx';
import { SETTINGS_KEYS } from './keys.ts';
import { $preferences, DEFAULT_PREFERENCES } from '../../stores/preferences.ts';
import { englishStrings, quietIslandEnvironment } from '../test-support/island-test.ts';

const cookies = quietIslandEnvironment();

function renderSettings({ exchangeRate = true } = {}) {
  render(
    <Settings
      strings={englishStrings(SETTINGS_KEYS)}
      languages={[
        { lang: 'en', nativeName: 'English', href: '/', current: true, htmlLang: 'en' },
        { lang: 'de', nativeName: 'Deutsch', href: '/de/', current: false, htmlLang: 'de' },
        { lang: 'tr', nativeName: 'Türkçe', href: '/tr/', current: false, htmlLang: 'tr' },
      ]}
      languageHomes={[{ lang: 'tr', production: 'www.nexa.tr', local: 'tr.localhost' }]}
      localHost="localhost"
      locale="en"
      exchangeRate={exchangeRate}
      variant="icon"
      className="icon-button"
      track="header.settings"
    />,
  );
  return screen.getByRole('button', { name: 'Settings' });
}

async function open(options?: { exchangeRate?: boolean }) {
  const trigger = renderSettings(options);
  await userEvent.click(trigger);
  return { trigger, dialog: screen.getByRole('dialog', { name: 'Settings' }) };
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Settings', () => {
  beforeEach(() => $preferences.set({ ...DEFAULT_PREFERENCES }));
  afterEach(() => {
    document.documentElement.removeAttribute('dir');
    document.documentElement.removeAttribute('data-hidden-features');
  });

  it('opens a modal on the language tab listing the languages, the current one marked', async () => {
    const { dialog } = await open();
    expect(dialog).toHaveAttribute('open');
    expect(tab('Language and region')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Exchange rate')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de/');
  });

  it('arrow keys, Home and End move between tabs; the selected tab takes focus and shows its panel', async () => {
    await open();
    tab('Language and region').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Exchange rate')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Exchange rate')).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Exchange rate' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Language and region')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(tab('Exchange rate')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tab('Language and region')).toHaveFocus();
  });

  it('right to left, ArrowLeft is the next tab', async () => {
    document.documentElement.dir = 'rtl';
    await open();
    tab('Language and region').focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Exchange rate')).toHaveAttribute('aria-selected', 'true');
  });

  it('a site that hides the exchange rate shows the language settings alone, without tabs', async () => {
    const { dialog } = await open({ exchangeRate: false });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Exchange rate' })).toBeNull();
    expect(dialog).toHaveTextContent('Deutsch');
    expect(screen.getByRole('link', { name: 'Deutsch' })).toBeVisible();
  });

  it("a user whose run-time list hides exchange_rate gets no Exchange rate tab, even when the list arrives while it is open", async () => {
    document.documentElement.setAttribute('data-hidden-features', 'deposit exchange_rate');
    await open();
    expect(screen.queryByRole('tab', { name: 'Exchange rate' })).toBeNull();
    document.documentElement.setAttribute('data-hidden-features', 'deposit');
    expect(await screen.findByRole('tab', { name: 'Exchange rate' })).toBeVisible();
    await userEvent.click(tab('Exchange rate'));
    document.documentElement.setAttribute('data-hidden-features', 'exchange_rate');
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Exchange rate' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Deutsch' })).toBeVisible();
  });

  it('choosing a rise colour stores it', async () => {
    await open();
    await userEvent.click(screen.getByRole('radio', { name: 'Red up, green down' }));
    expect(screen.getByRole('radio', { name: 'Red up, green down' })).toBeChecked();
    expect($preferences.get().riseColor).toBe('risered');
    expect(cookies().read()).toContain('market_rise_color=risered');
  });

  it('a language whose home is another site asks first: go there, or stay here in it', async () => {
    await open();
    await userEvent.click(screen.getByRole('link', { name: 'Türkçe' }));
    const ask = screen.getByRole('dialog', { name: 'Türkçe is offered on www.nexa.tr' });
    expect(ask).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'Stay on the global site in Türkçe' })).toHaveAttribute('href', '/tr/');
    expect(screen.getByRole('link', { name: 'Go to www.nexa.tr' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/www\.nexa\.tr\/tr\/$|^http:\/\/tr\.localhost(:\d+)?\/tr\/$/));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: /Türkçe/ })).toBeNull();
    expect($preferences.get().language).toBe(DEFAULT_PREFERENCES.language);
  });

  it('Close, or Escape, closes it and gives focus back to the trigger', async () => {
    const { trigger } = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });
});
