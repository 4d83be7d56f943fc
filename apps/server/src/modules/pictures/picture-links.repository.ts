import { isDraft } from '@freight/domain';
import { and, eq, or } from 'drizzle-orm';
import {
  chatMembers,
  chatMessagePictures,
  chatMessages,
  disputePictures,
  disputes,
  haulInspectionPhotos,
  haulInspections,
  hauls,
  users,
} from '../../db/schema';
import type { Database } from '../../platform/db/database';

// What a picture is attached to: the haul it goes on, the profile it shows, the chats it was sent in. Pictures sit
// below hauls, chat and users, so these few reads and the one write of the profile link are kept here.

/** Whether a haul's pictures may be shown to anyone: it is out of draft and was posted at some point. */
export const isHaulShownToDrivers = async (db: Database, haulId: string): Promise<boolean> => {
  const [row] = await db
    .select({ status: hauls.status, publishedAt: hauls.publishedAt })
    .from(hauls)
    .where(eq(hauls.id, haulId));
  // A deleted draft is cancelled without ever being posted: its pictures stay as private as the draft was.
  return row !== undefined && !isDraft(row.status) && row.publishedAt !== null;
};

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

/** An inspection photo may be opened by the haul's shipper and the driver who inspected the load. */
export const isInspectionPictureOfParty = async (
  db: Database,
  { pictureId, userId }: { pictureId: string; userId: string },
): Promise<boolean> => {
  const [row] = await db
    .select({ haulId: haulInspections.haulId })
    .from(haulInspectionPhotos)
    .innerJoin(haulInspections, eq(haulInspections.id, haulInspectionPhotos.inspectionId))
    .innerJoin(hauls, eq(hauls.id, haulInspections.haulId))
    .where(
      and(
        eq(haulInspectionPhotos.pictureId, pictureId),
        or(eq(hauls.userId, userId), eq(haulInspections.driverUserId, userId)),
      ),
    )
    .limit(1);
  return row !== undefined;
};

/**
 * Shows `pictureId` as the user's profile picture (null: none) and answers the one it replaces, if any. The user's
 * row is locked while it is read and written, so two uploads at once each learn the picture they really replaced.
 */
export const swapProfilePicture = async (
  db: Database,
  { userId, pictureId }: { userId: string; pictureId: string | null },
): Promise<string | null> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .select({ previousId: users.profilePictureId })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await tx.update(users).set({ profilePictureId: pictureId }).where(eq(users.id, userId));
    return row?.previousId ?? null;
  });

/** A problem report's picture may be opened by the load's shipper and the driver who delivered it (and staff). */
export const isDisputePictureSharedWith = async (
  db: Database,
  { pictureId, userId }: { pictureId: string; userId: string },
): Promise<boolean> => {
  const [row] = await db
    .select({ id: disputes.id })
    .from(disputePictures)
    .innerJoin(disputes, eq(disputes.id, disputePictures.disputeId))
    .innerJoin(hauls, eq(hauls.id, disputes.haulId))
    .where(
      and(eq(disputePictures.pictureId, pictureId), or(eq(hauls.userId, userId), eq(disputes.driverUserId, userId))),
    )
    .limit(1);
  return row !== undefined;
};
