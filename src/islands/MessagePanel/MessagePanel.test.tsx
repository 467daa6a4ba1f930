// @vitest-environment happy-dom
// The message panel alone: at hydration every tab's first page loads for the unread counts; the bell
// is a link to /reminder that opens the panel on hover or focus, a tab switch reloads that tab and a
// slower earlier answer never replaces it, an empty tab offers the settings, a failed call says it
// could not load (never "no notifications") and Retry asks again, template arguments fill the text,
// Escape closes it with focus back on the bell; the unread bookkeeping (counts, seen, mark all read).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
    markAllRead: 'Mark all as read', unreadCount: '{{count}} unread', unread: 'Unread', risk: 'Risk',
  },
  links: { reminder: '/reminder', reminderConfig: '/reminder/config' },
  ownHosts: ['www.nexa.exchange'],
  pathBase: '',
};

const notice = (msg_id: string, title: string, extra: Partial<NoticeRecord> = {}): NoticeRecord =>
  ({ msg_id, title, content: 'Body', send_timest: 1_760_000_000, type: 'platform', ...extra }) as NoticeRecord;

const bell = () => screen.getByRole('link', { name: /^Notifications/ });
const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
/** The hydration's three first pages, in tab order. */
const loads = () => calls.slice(0, 3);

describe('MessagePanel', () => {
  beforeEach(() => void calls.splice(0));
  afterEach(() => localStorage.clear());

  it('loads every tab at hydration; opens on focus with a busy list, then shows the first tab’s notices, template filled', async () => {
    render(<MessagePanel {...PROPS} />);
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
    expect(calls.map((call) => call.tab)).toEqual(['platform', 'trade', 'markets']);
    act(() => bell().focus());
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'true');
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

  it('a tab switch reloads that tab; the earlier, slower answer does not replace it', async () => {
    render(<MessagePanel {...PROPS} />);
    await userEvent.hover(bell());
    await userEvent.click(tab('Trade'));
    expect(tab('Trade')).toHaveAttribute('aria-selected', 'true');
    expect(calls.map((call) => call.tab)).toEqual(['platform', 'trade', 'markets', 'trade']);
    await calls[3]!.answer([notice('2', 'Order filled')]);
    await calls[1]!.answer([notice('1', 'Old trade list')]);
    expect(screen.getByText('Order filled')).toBeVisible();
    expect(screen.queryByText('Old trade list')).toBeNull();
  });

  it('arrow keys move between tabs and load each', async () => {
    render(<MessagePanel {...PROPS} />);
    await userEvent.hover(bell());
    screen.getByRole('tab', { name: 'Platform' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Markets' })).toHaveFocus();
    expect(calls.map((call) => call.tab)).toEqual(['platform', 'trade', 'markets', 'markets']);
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
    expect(calls.map((call) => call.tab)).toEqual(['platform', 'trade', 'markets', 'platform']);
    await calls[3]!.answer([notice('1', 'Margin call on BTC_USDT')]);
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
    expect(calls).toHaveLength(3);
  });
});

describe('MessagePanel unread', () => {
  beforeEach(() => void calls.splice(0));
  afterEach(() => localStorage.clear());

  const answerAll = async () => {
    const [platform, trade, markets] = loads();
    await platform!.answer([notice('p1', 'Platform news'), notice('p2', 'Listing')]);
    await trade!.answer([notice('t1', 'Position liquidated', { type: 'futures', template_id: 'futures_liquidation' }), notice('t2', 'Order filled', { type: 'spot' })]);
    await markets!.answer([notice('m1', 'Price alert')]);
  };

  it('counts what this device has not seen on the bell and each tab, before the panel opens', async () => {
    render(<MessagePanel {...PROPS} />);
    expect(bell()).toHaveAccessibleName('Notifications');
    await answerAll();
    expect(bell()).toHaveAccessibleName('Notifications, 5 unread');
    expect(bell()).toHaveTextContent('5');
    act(() => bell().focus());
    // The shown tab is seen; the others keep their counts.
    // A tab's text is its name: the count's word is hidden text beside the number.
    expect(tab('Platform')).toHaveTextContent(/^Platform$/);
    expect(tab('Trade')).toHaveTextContent(/^Trade, 2 unread$/);
    expect(bell()).toHaveAccessibleName('Notifications, 3 unread');
    // Its rows were new: they still look unread, with the word for assistive technology.
    expect(screen.getAllByText('Unread')).toHaveLength(2);
  });

  it('a seen tab stays seen after a reload; "Mark all as read" clears every count and the unread look', async () => {
    const first = render(<MessagePanel {...PROPS} />);
    await answerAll();
    act(() => bell().focus());
    first.unmount();
    calls.splice(0);

    render(<MessagePanel {...PROPS} />);
    await answerAll();
    expect(bell()).toHaveAccessibleName('Notifications, 3 unread');
    act(() => bell().focus());
    expect(screen.queryByText('Unread')).toBeNull();
    await userEvent.click(tab('Trade'));
    await calls[3]!.answer([notice('t1', 'Position liquidated', { template_id: 'futures_liquidation' }), notice('t2', 'Order filled')]);
    expect(screen.getAllByText('Unread')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(tab('Markets')).toHaveTextContent(/^Markets$/);
    expect(screen.queryByText('Unread')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('says "99+" past 99', async () => {
    render(<MessagePanel {...PROPS} />);
    await loads()[0]!.answer(Array.from({ length: 120 }, (_, index) => notice(`n${index}`, `Notice ${index}`)));
    expect(bell()).toHaveAccessibleName('Notifications, 99+ unread');
    expect(bell()).toHaveTextContent('99+');
  });

  it('sets a liquidation apart with an icon and the word "Risk", and only risk messages', async () => {
    render(<MessagePanel {...PROPS} />);
    await answerAll();
    act(() => bell().focus());
    await userEvent.click(tab('Trade'));
    await calls[3]!.answer([notice('t1', 'Position liquidated', { template_id: 'futures_liquidation' }), notice('t2', 'Order filled', { template_id: 'spot_1' })]);
    const rows = screen.getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Risk')).toBeVisible();
    expect(rows[0]).toHaveAttribute('data-risk', 'liquidation');
    expect(within(rows[1]!).queryByText('Risk')).toBeNull();
  });

  it('shows time ago with the full time in its title', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 5, 1, 0, 5), toFake: ['Date'] });
    render(<MessagePanel {...PROPS} />);
    act(() => bell().focus());
    await loads()[0]!.answer([notice('1', 'Deposit arrived', { send_timest: 1_780_272_000 })]);
    const time = screen.getByText('5 min. ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-06-01T00:00:00.000Z');
    expect(time.getAttribute('title')).toMatch(/2026/);
    vi.useRealTimers();
  });
});
