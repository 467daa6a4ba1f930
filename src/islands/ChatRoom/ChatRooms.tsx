// The chat room panel's content: for a visitor, a clear "log in to chat" with Log in and Sign up;
// for a signed-in person, the rooms from the API (name, description, members, online), each a link
// to its room, busy while they load, "couldn't load" with Retry when the call failed, and the empty
// state only when the server answered none. The server render is the busy state, focused when the dialog
// opens (autofocus), which wakes this island (hydrate-on-reach) for keyboard users too.
import { useCallback, useEffect, useState } from 'react';
import type { ChatRoom } from '../../lib/api/schemas/chat.ts';
import { fill, type Strings } from '../shared/strings.ts';
import { CHAT_ROOM_DIALOG_ID, type ChatRoomKey } from './keys.ts';
import { focusAfterClose, isSignedIn, loadChatRooms, roomHref } from './chat-rooms.ts';
import { LoadFailure } from '../shared/LoadFailure.tsx';
import { loadFailureStrings } from '../shared/load-failure-keys.ts';

const SKELETON_ROWS = 4;

export interface ChatRoomsProps {
  strings: Strings<ChatRoomKey>;
  /** Log in and Sign up for visitors, with the page's prefixes (null where the site hides them). */
  links: { login: string | null; signup: string | null };
  /** The page's path prefix (region variant and language) before /groupchat/{id}. */
  roomBase: string;
}

type View = { kind: 'pending' } | { kind: 'visitor' } | { kind: 'failed' } | { kind: 'rooms'; rooms: ChatRoom[] | null };

/** The rooms for a signed-in person, loaded on mount and again on Retry; a visitor's prompt otherwise. */
function useRoomsView() {
  const [view, setView] = useState<View>({ kind: 'pending' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!isSignedIn()) return setView({ kind: 'visitor' });
    let current = true;
    setView({ kind: 'rooms', rooms: null });
    void loadChatRooms().then(({ data, source }) => current && setView(source === 'fallback' ? { kind: 'failed' } : { kind: 'rooms', rooms: data }));
    return () => {
      current = false;
    };
  }, [attempt]);
  return { view, retry: useCallback(() => setAttempt((count) => count + 1), []) };
}

export default function ChatRooms({ strings, links, roomBase }: ChatRoomsProps) {
  const { view, retry } = useRoomsView();
  useEffect(() => {
    const dialog = document.getElementById(CHAT_ROOM_DIALOG_ID);
    // After the dialog's own focus return (a task later), so its outcome can be checked.
    const onClose = () => setTimeout(() => focusAfterClose(document.querySelectorAll<HTMLElement>('[data-panel="chat-room"]'), document.activeElement)?.focus());
    dialog?.addEventListener('close', onClose);
    return () => dialog?.removeEventListener('close', onClose);
  }, []);

  if (view.kind === 'visitor') return <SignInPrompt strings={strings} links={links} />;
  if (view.kind === 'failed') return <LoadFailure strings={loadFailureStrings(strings)} rows="none" onRetry={retry} />;
  if (view.kind === 'rooms' && view.rooms) return <RoomList strings={strings} rooms={view.rooms} roomBase={roomBase} />;
  return (
    <ul className="chat-rooms" aria-labelledby={`${CHAT_ROOM_DIALOG_ID}-title`} aria-busy="true" tabIndex={-1} autoFocus>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => <li key={index} className="chat-room chat-room-skeleton" />)}
    </ul>
  );
}

function SignInPrompt({ strings, links }: Pick<ChatRoomsProps, 'strings' | 'links'>) {
  return (
    <div className="chat-signin">
      <p>{strings['chat.signIn']}</p>
      <div className="chat-signin-actions">
        {links.login && <a className="chat-action chat-action-primary" href={links.login} data-track="chat.login">{strings['header.login']}</a>}
        {links.signup && <a className="chat-action" href={links.signup} data-signup data-track="chat.signup">{strings['header.signup']}</a>}
      </div>
    </div>
  );
}

interface RoomListProps extends Pick<ChatRoomsProps, 'strings' | 'roomBase'> {
  rooms: ChatRoom[];
}

function RoomList({ strings, rooms, roomBase }: RoomListProps) {
  if (rooms.length === 0) return <p className="chat-empty">{strings['chat.empty']}</p>;
  // Counts in the page's number format (its <html lang>).
  const locale = document.documentElement.lang || 'en';
  const count = (template: string, value: number | undefined) =>
    value === undefined ? null : fill(template, { count: new Intl.NumberFormat(locale).format(value) });
  return (
    <ul className="chat-rooms" aria-labelledby={`${CHAT_ROOM_DIALOG_ID}-title`}>
      {rooms.map((room) => (
        <li key={room.id} className="chat-room">
          <a href={roomHref(roomBase, room.id)} data-track="chat.room">
            <span className="chat-room-name" dir="auto">{room.name}</span>
            {room.description && <span className="chat-room-description" dir="auto">{room.description}</span>}
            <span className="chat-room-counts">
              {room.members !== undefined && <span>{count(strings['chat.members'], room.members)}</span>}
              {room.online !== undefined && <span className="chat-room-online">{count(strings['chat.online'], room.online)}</span>}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
