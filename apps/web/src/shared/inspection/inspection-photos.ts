import type { InspectionPhotoView } from '@freight/domain';
import { del, get, set } from 'idb-keyval';
import { uploadPictures } from '../pictures/upload-pictures';

/** A condition photo taken on the phone, not uploaded yet. */
export type PhotoDraft = { file: File; view: InspectionPhotoView };

/** A photo waiting in IndexedDB (localStorage holds text only) while its move waits for a signal. */
export type StoredPhoto = { key: string; view: InspectionPhotoView };

/** The server's per-upload limit (apps/server pictures: PICTURES_PER_UPLOAD_MAX). */
const FILES_PER_UPLOAD = 12;

const photoKey = () => `inspection-photo:${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** Keeps the photos on the device until the move they belong to is sent. */
export const keepPhotos = async (photos: PhotoDraft[]): Promise<StoredPhoto[]> =>
  Promise.all(
    photos.map(async ({ file, view }) => {
      const key = photoKey();
      await set(key, file);
      return { key, view };
    }),
  );

/** The kept photos back as files; a photo the browser lost (storage cleared) cannot be sent, and says so. */
export const loadPhotos = async (stored: StoredPhoto[]): Promise<PhotoDraft[]> =>
  Promise.all(
    stored.map(async ({ key, view }) => {
      const blob = await get<Blob>(key);
      if (!blob) throw new Error(`inspection photo ${key} is no longer on this device`);
      const file = blob instanceof File ? blob : new File([blob], `${view}.jpg`, { type: blob.type });
      return { file, view };
    }),
  );

export const forgetPhotos = async (stored: StoredPhoto[]): Promise<void> => {
  await Promise.all(stored.map(({ key }) => del(key)));
};

/**
 * Uploads the photos as private inspection pictures (purpose `inspection`: only the driver until the inspection
 * names them, then the load's parties) and answers them as the inspection body lists them, in the same order.
 */
export const uploadInspectionPhotos = async (
  photos: PhotoDraft[],
): Promise<{ picture: string; view: InspectionPhotoView }[]> => {
  const uploaded: { picture: string; view: InspectionPhotoView }[] = [];
  for (let start = 0; start < photos.length; start += FILES_PER_UPLOAD) {
    const batch = photos.slice(start, start + FILES_PER_UPLOAD);
    const pictures = await uploadPictures({ model: { purpose: 'inspection' }, files: batch.map(({ file }) => file) });
    pictures.forEach((picture, index) => {
      const view = batch[index]?.view;
      if (view) uploaded.push({ picture: picture.id, view });
    });
  }
  return uploaded;
};
