// The chat room panel's data: the rooms a signed-in person can join, through the page's API client
// (its language and site type). A failed call gives the fallback, an empty list, marked as such.
import { CALLS } from '../../lib/api/calls.ts';
import type { Loaded } from '../../lib/api/load-state.ts';
import type { ChatRoom } from '../../lib/api/schemas/chat.ts';
import { storeEnvironment } from '../../stores/environment.ts';
import { focusReturnTarget } from '../../browser/dropdown/focus-return.ts';

/** The head script's mark (src/contracts/head-contract.ts), through the store environment. */
export const isSignedIn = (): boolean => storeEnvironment().signedIn();

export function loadChatRooms(): Promise<Loaded<ChatRoom[]>> {
  return storeEnvironment().client.load(CALLS.chatRooms, undefined);
}

/** A room's page in the chat application, under the page's prefixes; ids are URL-encoded. */
export function roomHref(base: string, id: string): string {
  return `${base}/groupchat/${encodeURIComponent(id)}`;
}

/**
 * Where focus goes when the panel closes. The dialog gives it back to the entry that opened it; an
 * entry in a nav dropdown is hidden by then (its menu closed when focus moved into the panel), so
 * its menu's toggle takes it (focusReturnTarget). The chrome's disclosure-nav.ts does the same once
 * it is defined; this covers a panel opened before it arrived (the menu opened by CSS focus-within).
 * Null: the entry is visible (the drawer) and already has it.
 */
export function focusAfterClose(entries: Iterable<HTMLElement>, active: Element | null): HTMLElement | null {
  if (active && active !== document.body && (active as HTMLElement).checkVisibility?.()) return null;
  for (const entry of entries) {
    const target = focusReturnTarget(entry);
    if (target) return target;
  }
  return null;
}
