import type { Driver } from '@freight/domain';
import type { SearchFilters } from './search-filters';

/**
 * How far from their base a driver's first search looks for pickups: a day's deadhead on the prairies, about as far
 * as Swift Current to Regina and back. The driver widens or clears it in the filters like any other.
 */
export const HOME_RADIUS_KM = 250;

/**
 * The search a driver starts from when the address names no filter (issue 21): pickups around their base, nearest
 * first, instead of every load in North America newest first. Null when the profile has no base to start from.
 */
export const homeSearchOf = (driver: Pick<Driver, 'base_address' | 'base_location'> | null): SearchFilters | null => {
  if (!driver?.base_location) return null;
  const [lon, lat] = driver.base_location;
  const name = driver.base_address.trim();
  return {
    origin_lon: lon,
    origin_lat: lat,
    origin_radius_km: HOME_RADIUS_KM,
    ...(name && { origin_name: name }),
    sort: 'nearest',
  };
};
