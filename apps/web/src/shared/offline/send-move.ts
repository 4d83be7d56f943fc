import { completeRequest, locationRequest, pickUpRequest } from '../hauls/delivery-api';
import type { OutboxItem } from './outbox';

/** The request a saved move stands for: the very same the job page sends when there is a signal. */
export const sendMove = (item: OutboxItem): Promise<unknown> => {
  switch (item.kind) {
    case 'pick_up':
      return pickUpRequest(item.haulId);
    case 'complete':
      return completeRequest(item.haulId, item.code);
    case 'location':
      return locationRequest(item.haulId, { lat: item.lat, lon: item.lon, accuracy: item.accuracy });
  }
};
