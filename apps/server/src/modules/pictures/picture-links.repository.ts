import { and, eq } from 'drizzle-orm';
import { chatMembers, chatMessagePictures, chatMessages, hauls, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';

// What a picture is attached to: the haul it goes on, the profile it shows, the chats it was sent in. Pictures sit
// below hauls, chat and users, so these few reads and the one write of the profile link are kept here.

/** Whose haul this is, or null when there is no such haul. */
export const findHaulOwnerId = async (db: Database, haulId: string): Promise<string | null> => {
  const [row] = await db.select({ userId: hauls.userId }).from(hauls).where(eq(hauls.id, haulId));
  return row?.userId ?? null;
};

/** A chat picture may be opened by anyone in a conversation where it was sent. */
export const isChatPictureSharedWith = async (
  db: Database,
  { pictureId, userId }: { pictureId: string; userId: string },
): Promise<boolean> => {
  const [row] = await db
    .select({ chatId: chatMessages.chatId })
    .from(chatMessagePictures)
    .innerJoin(chatMessages, eq(chatMessages.id, chatMessagePictures.messageId))
    .innerJoin(chatMembers, and(eq(chatMembers.chatId, chatMessages.chatId), eq(chatMembers.userId, userId)))
    .where(eq(chatMessagePictures.pictureId, pictureId))
    .limit(1);
  return row !== undefined;
};

/** Shows the picture as the user's profile picture. */
export const setProfilePicture = async (db: Database, userId: string, pictureId: string): Promise<void> => {
  await db.update(users).set({ profilePictureId: pictureId }).where(eq(users.id, userId));
};
