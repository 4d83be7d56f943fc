import { completeRequest, locationRequest, pickUpRequest } from '../hauls/delivery-api';
import { forgetPhotos, loadPhotos, type StoredPhoto, uploadInspectionPhotos } from '../inspection/inspection-photos';
import type { OutboxItem } from './outbox';

/** The kept photos uploaded now, as the inspection body lists them; `send` gets the finished body. */
const withUploadedPhotos = async <Body extends { photos: StoredPhoto[] }, Answer>(
  inspection: Body,
  send: (body: Omit<Body, 'photos'> & { photos: { picture: string; view: StoredPhoto['view'] }[] }) => Promise<Answer>,
): Promise<Answer> => {
  const photos = await uploadInspectionPhotos(await loadPhotos(inspection.photos));
  const answer = await send({ ...inspection, photos });
  await forgetPhotos(inspection.photos);
  return answer;
};

/**
 * The request a saved move stands for: the very same the job page sends when there is a signal, after uploading the
 * inspection's photos kept on the device.
 */
export const sendMove = (item: OutboxItem): Promise<unknown> => {
  switch (item.kind) {
    case 'pick_up':
      return item.inspection
        ? withUploadedPhotos(item.inspection, (body) => pickUpRequest(item.haulId, body))
        : pickUpRequest(item.haulId, null);
    case 'complete':
      return item.inspection
        ? withUploadedPhotos(item.inspection, (body) => completeRequest(item.haulId, item.code, body))
        : completeRequest(item.haulId, item.code, null);
    case 'location':
      return locationRequest(item.haulId, { lat: item.lat, lon: item.lon, accuracy: item.accuracy });
  }
};

/**
 * Lets go of a settled move's photos kept on the device. A move the server refused for good (a wrong code, a load
 * cancelled meanwhile) leaves the outbox with nothing left to send them with, so they would stay in IndexedDB for
 * ever; one sent had them forgotten already, and forgetting again does nothing.
 */
export const forgetMovePhotos = (item: OutboxItem): Promise<void> =>
  item.kind === 'location' || !item.inspection ? Promise.resolve() : forgetPhotos(item.inspection.photos);
