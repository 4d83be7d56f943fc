import { type Driver, homeSearchOf as driverHomeSearchOf } from '@freight/domain';
import type { SearchFilters } from './search-filters';

/**
 * The search a driver starts from when the address names no filter (issue 21): the domain's home search (pickups
 * around their base or in their regions, as a saved search without filters also starts), nearest first when there is
 * a base to be near, with the base's name for the filters form. Null when the profile has neither.
 */
export const homeSearchOf = (
  driver: Pick<Driver, 'base_address' | 'base_location' | 'regions'> | null,
): SearchFilters | null => {
  if (!driver) return null;
  const search = driverHomeSearchOf({ baseLocation: driver.base_location, regions: driver.regions });
  if (!search) return null;
  const name = driver.base_address.trim();
  if (!driver.base_location) return search;
  return { ...search, ...(name && { origin_name: name }), sort: 'nearest' };
};
