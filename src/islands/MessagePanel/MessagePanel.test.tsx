// @vitest-environment happy-dom
// The message panel alone: the bell is a link to /reminder that opens the panel on hover or focus and loads the first tab, a tab switch
// loads that tab and a slower earlier answer never replaces it, an empty tab offers the settings, a
// failed call says it could not load (never "no notifications") and Retry asks again,
// template arguments fill the text, and Escape closes it with focus back on the bell.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NoticeRecord, NoticeTabGroup } from '../../lib/api/schemas/site.ts';
import type { Loaded } from '../../lib/api/load-state.ts';
import MessagePanel from './MessagePanel.tsx';
import type { MessagePanelProps } from './types.ts';
import { quietIslandEnvironment } from '../test-support/island-test.ts';

/** Answers the test resolves by hand, one per call. */
const calls: Array<{ tab: NoticeTabGroup; answer: (notices: NoticeRecord[]) => Promise<void>; fail: () => Promise<void> }> = [];
vi.mock('./notices.ts', async (original) => ({
  ...(await original<typeof import('./notices.ts')>()),
  fetchNotices: (tab: NoticeTabGroup) => new Promise<Loaded<NoticeRecord[]>>((resolve) => {
    calls.push({
      tab,
      answer: (notices) => act(async () => resolve({ data: notices, source: 'network' })),
      fail: () => act(async () => resolve({ data: [], source: 'fallback' })),
    });
  }),
}));

quietIslandEnvironment();

const PROPS: MessagePanelProps = {
  lang: 'en',
  dateLocale: 'en',
  dir: 'ltr',
  tabs: ['platform', 'trade', 'markets'],
  labels: {
    bell: 'Notifications', tabs: 'Notification types', tab: { platform: 'Platform', trade: 'Trade', markets: 'Markets' },
    viewAll: 'View all', settings: 'Notification settings', loading: 'Loading notifications', empty: 'No notifications yet', goToSettings: 'Go to settings',
    loadFailed: "Couldn't load this list.", loadStale: "Couldn't refresh. Showing saved data.", retry: 'Retry',
  },
  links: { reminder: '/reminder', reminderConfig: '/reminder/config' },
  ownHosts: ['www.nexa.exchange'],
  pathBase: '',
};

const notice = (msg_id: string, title: string, extra: Partial<NoticeRecord> = {}): NoticeRecord =>
  ({ msg_id, title, content: 'Body', send_timest: 1_760_000_000, type: 'platform', ...extra }) as NoticeRecord;

const bell = () => screen.getByRole('link', { name: 'Notifications' });

describe('MessagePanel', () => {
  beforeEach(() => void calls.splice(0));

  it('opens on focus with a busy list, then shows the first tab’s notices, template filled', async () => {
    render(<MessagePanel {...PROPS} />);
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
    expect(calls).toEqual([]);
    act(() => bell().focus());
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'true');
    expect(calls.map((call) => call.tab)).toEqual(['platform']);
    await calls[0]!.answer([notice('1', 'Deposit of {amount} USDT arrived', { template_args: { amount: 250 } })]);
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'false');
    expect(within(screen.getByRole('tabpanel')).getByText('Deposit of 250 USDT arrived')).toBeVisible();
  });

  it('the bell is a link to /reminder: a click follows it and does not open the panel', async () => {
    render(<MessagePanel {...PROPS} />);
    expect(bell()).toHaveAttribute('href', '/reminder');
    const followed = vi.fn((event: MouseEvent) => event.preventDefault());
    document.addEventListener('click', followed);
    fireEvent.click(bell());
    document.removeEventListener('click', followed);
    expect(followed).toHaveBeenCalledTimes(1);
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Tab from the bell reaches the panel\'s tabs', async () => {
    render(<MessagePanel {...PROPS} />);
    act(() => bell().focus());
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Platform' })).toHaveFocus();
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
  });

  it('a tab switch loads that tab; the earlier, slower answer does not replace it', async () => {
    render(<MessagePanel {...PROPS} />);
    await userEvent.hover(bell());
    await userEvent.click(screen.getByRole('tab', { name: 'Trade' }));
    expect(screen.getByRole('tab', { name: 'Trade' })).toHaveAttribute('aria-selected', 'true');
    expect(calls.map((call) => call.tab)).toEqual(['platform', 'trade']);
    await calls[1]!.answer([notice('2', 'Order filled')]);
    await calls[0]!.answer([notice('1', 'Platform news')]);
    expect(screen.getByText('Order filled')).toBeVisible();
    expect(screen.queryByText('Platform news')).toBeNull();
  });

  it('arrow keys move between tabs and load each', async () => {
    render(<MessagePanel {...PROPS} />);
    await userEvent.hover(bell());
    screen.getByRole('tab', { name: 'Platform' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Markets' })).toHaveFocus();
    expect(calls.map((call) => call.tab)).toEqual(['platform', 'markets']);
  });

  it('an empty tab says so and links the notification settings', async () => {
    render(<MessagePanel {...PROPS} />);
    await userEvent.hover(bell());
    await calls[0]!.answer([]);
    expect(screen.getByText('No notifications yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to settings' })).toHaveAttribute('href', '/reminder/config');
  });

  it('a failed call says it could not load, not that there are none; Retry loads the tab again', async () => {
    render(<MessagePanel {...PROPS} />);
    await userEvent.hover(bell());
    await calls[0]!.fail();
    expect(screen.getByText("Couldn't load this list.")).toBeVisible();
    expect(screen.queryByText('No notifications yet')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(calls.map((call) => call.tab)).toEqual(['platform', 'platform']);
    await calls[1]!.answer([notice('1', 'Margin call on BTC_USDT')]);
    expect(screen.getByText('Margin call on BTC_USDT')).toBeVisible();
  });

  it('Escape closes it and hands focus back to the bell without opening it again; reopening keeps the list', async () => {
    render(<MessagePanel {...PROPS} />);
    await userEvent.hover(bell());
    await calls[0]!.answer([notice('1', 'Platform news')]);
    screen.getByRole('tab', { name: 'Platform' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(bell()).toHaveFocus();
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.hover(bell());
    expect(screen.getByText('Platform news')).toBeVisible();
    expect(calls).toHaveLength(1);
  });
});
