// The community chat rooms the Community menu's Chat room panel lists (path chosen, see paths.ts).
import { z } from './zod.ts';
import { idString, nonEmpty, numeric, rowsOf } from './primitives.ts';

export const chatRoom = z.object({
  id: idString,
  name: nonEmpty(),
  description: z.optional(z.string()),
  /** Members of the room. */
  members: z.optional(numeric),
  /** Members online now. */
  online: z.optional(numeric),
});
export type ChatRoom = z.output<typeof chatRoom>;

/** One malformed room is left out; an answer without one good room is a failed call (empty list). */
export const chatRoomsData = z.pipe(
  z.object({ list: rowsOf(chatRoom, 'chatRooms') }),
  z.transform((data: { list: ChatRoom[] }) => data.list),
);
