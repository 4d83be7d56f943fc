import { type Haul, isPrepaid, type Place } from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';

const withoutPrivateDetails = (place: Place): Place => ({ ...place, address: '', instructions: '' });

/**
 * Street addresses and pickup or drop-off instructions (gate codes, phone numbers) go to the shipper, staff and the
 * driver the shipper confirmed and prepaid, never to drivers still browsing or bidding: they see the town and the
 * point on the map, as search shows them, so the load cannot be arranged around the platform.
 */
export const placesFor = (haul: Haul, viewer: UserRow, holderId: string | null): Haul => {
  if (haul.user === viewer.id || viewer.isStaff) return haul;
  if (holderId === viewer.id && isPrepaid(haul.status)) return haul;
  return { ...haul, origin: withoutPrivateDetails(haul.origin), destination: withoutPrivateDetails(haul.destination) };
};
