import type { Database } from '../../platform/db/database';
import type { FileStorage } from '../../platform/storage/file-storage';
import { swapProfilePicture } from './picture-links.repository';
import { deletePicture } from './pictures.repository';

type ProfilePictureContext = { db: Database; storage: FileStorage };

/**
 * Makes `pictureId` the user's profile picture, or removes it with null. The picture it replaces is deleted with
 * both stored versions: a profile picture is public, so one the user took down must stop being served at once.
 */
export const setProfilePicture = async (
  { db, storage }: ProfilePictureContext,
  { userId, pictureId }: { userId: string; pictureId: string | null },
): Promise<void> => {
  const previousId = await swapProfilePicture(db, { userId, pictureId });
  if (!previousId || previousId === pictureId) return;
  const removed = await deletePicture(db, previousId);
  // Removing a missing file is not an error, and a file left behind is unreachable once its row is gone.
  if (removed) await Promise.allSettled([storage.delete(removed.thumbKey), storage.delete(removed.largeKey)]);
};

/** PATCH /user/{id}/ with `picture: null` (the user themself or staff). */
export const removeProfilePicture = (ctx: ProfilePictureContext, userId: string): Promise<void> =>
  setProfilePicture(ctx, { userId, pictureId: null });
