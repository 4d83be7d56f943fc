import { type Haul, haulHolderId } from '@freight/domain';

/**
 * The id of the driver holding the load, or null while nobody does: the server names a driver only to those who may
 * see them, and the status decides whether that driver holds the load, by the same rule the server uses.
 */
export const holderIdOf = (haul: Pick<Haul, 'status' | 'driver'>): string | null =>
  haulHolderId({ status: haul.status, driverUserId: haul.driver?.id ?? null });
