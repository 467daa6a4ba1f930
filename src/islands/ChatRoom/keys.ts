// The dictionary keys the chat room island shows, translated by the page at build time (the
// dialog's title and close button are the static panel's, ChatRoomPanel.astro).
export const CHAT_ROOM_KEYS = [
  'header.login',
  'header.signup',
  'chat.signIn',
  'chat.members',
  'chat.online',
  'chat.empty',
  'load.failed',
  'load.stale',
  'load.retry',
] as const;
export type ChatRoomKey = (typeof CHAT_ROOM_KEYS)[number];

/** The panel's <dialog>: `{action}-dialog` of the menu's chat-room action (MenuEntry.astro). */
export const CHAT_ROOM_DIALOG_ID = 'chat-room-dialog';
