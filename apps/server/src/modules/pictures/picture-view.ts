import type { Picture, ProfilePicture } from '@freight/domain';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { PictureRow } from './pictures.repository';

export const toPictureView = (row: PictureRow, storage: FileStorage): Picture => ({
  id: row.id,
  purpose: row.purpose,
  haul_id: row.haulId,
  caption: row.caption,
  order: row.sortOrder,
  thumb: storage.url(row.thumbKey),
  large: storage.url(row.largeKey),
  width: row.width,
  height: row.height,
});

/**
 * The API paths of a picture's two versions. They follow from the id alone (keys are `pictures/<id>/<size>.webp`),
 * so a view that knows only a picture id (a user's profile picture) needs no lookup, and whatever storage holds the
 * bytes, the API serves them.
 */
export const picturePaths = (id: string): { thumb: string; large: string } => ({
  thumb: `/api/picture/file/pictures/${id}/thumb.webp`,
  large: `/api/picture/file/pictures/${id}/large.webp`,
});

/** A user's profile picture on the wire, from the users row's link (null: no picture). */
export const profilePictureOf = (pictureId: string | null): ProfilePicture =>
  pictureId ? picturePaths(pictureId) : null;
