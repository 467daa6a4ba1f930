// @vitest-environment happy-dom
// The chat room panel's content alone: a visitor is asked to log in (with the page's links), a
// signed-in person gets the rooms as links with counts in the page's number format, an empty
// answer says so instead of leaving the panel blank, and a failed call says it could not load
// (never "no rooms") with a Retry that asks again.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ChatRooms from './ChatRooms.tsx';
import { CHAT_ROOM_KEYS } from './keys.ts';
import { englishStrings, quietIslandEnvironment } from '../test-support/island-test.ts';
import type { ChatRoom } from '../../lib/api/schemas/chat.ts';

const state = vi.hoisted(() => ({ signedIn: false, rooms: [] as ChatRoom[], failed: false, calls: 0 }));
vi.mock('./chat-rooms.ts', async (original) => ({
  ...(await original<typeof import('./chat-rooms.ts')>()),
  isSignedIn: () => state.signedIn,
  loadChatRooms: () => {
    state.calls += 1;
    return Promise.resolve(state.failed ? { data: [], source: 'fallback' } : { data: state.rooms, source: 'network' });
  },
}));

quietIslandEnvironment();

const renderPanel = () =>
  render(<ChatRooms strings={englishStrings(CHAT_ROOM_KEYS)} links={{ login: '/de/login', signup: '/de/signup' }} roomBase="/de" />);

describe('ChatRooms', () => {
  beforeEach(() => {
    state.signedIn = false;
    state.rooms = [];
    state.failed = false;
    state.calls = 0;
    document.documentElement.lang = 'de';
  });

  it('asks a visitor to log in, with the page\'s Log in and Sign up', async () => {
    renderPanel();
    expect(await screen.findByText(/Log in to join the community's chat rooms/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/de/login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/de/signup');
  });

  it('lists a signed-in person\'s rooms as links to each room, counts in the page\'s format; names stay text', async () => {
    state.signedIn = true;
    state.rooms = [{ id: 'b/t c', name: '<img src=x onerror=alert(1)>', description: 'BTC talk', members: 48_210, online: 1_312 }];
    renderPanel();
    const link = await screen.findByRole('link', { name: /BTC talk/ });
    expect(link).toHaveAttribute('href', '/de/groupchat/b%2Ft%20c');
    expect(link).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(link).toHaveTextContent('Members: 48.210');
    expect(link).toHaveTextContent('Online: 1.312');
    expect(document.querySelector('img')).toBeNull();
  });

  it('an empty list says no rooms are open', async () => {
    state.signedIn = true;
    renderPanel();
    expect(await screen.findByText(/No chat rooms are open right now/)).toBeVisible();
  });

  it('a failed call says the list could not load, not that no rooms are open; Retry asks again', async () => {
    state.signedIn = true;
    state.failed = true;
    renderPanel();
    expect(await screen.findByText("Couldn't load this list.")).toBeVisible();
    expect(screen.queryByText(/No chat rooms are open/)).toBeNull();
    state.failed = false;
    state.rooms = [{ id: 'btc', name: 'BTC', description: 'BTC talk' }];
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /BTC talk/ })).toBeVisible();
    expect(state.calls).toBe(2);
  });
});
