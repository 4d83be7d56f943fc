import type { HaulSearchQuery } from '../api/haul-search.contract';

/**
 * How far from their base a driver's home search looks for pickups: a day's deadhead on the prairies, about as far
 * as Swift Current to Regina and back.
 */
export const HOME_RADIUS_KM = 250;

/** Where a driver works from, as their profile says: the base's point ([lon, lat]) and their region codes. */
export type DriverHome = { baseLocation: readonly [number, number] | null; regions: readonly string[] };

/**
 * The search a driver starts from (issue 21), and a saved search made without filters (spec 7): pickups within
 * HOME_RADIUS_KM of their base or in one of their regions, the same regions that raise "Starts in one of your
 * regions" alerts. Null when the profile names neither, so the caller decides what "everywhere" means.
 */
export const homeSearchOf = ({ baseLocation, regions }: DriverHome): HaulSearchQuery | null => {
  const codes = [...new Set(regions.map((code) => code.trim().toUpperCase()).filter(Boolean))];
  if (!baseLocation && codes.length === 0) return null;
  return {
    ...(baseLocation && {
      origin_lon: baseLocation[0],
      origin_lat: baseLocation[1],
      origin_radius_km: HOME_RADIUS_KM,
    }),
    ...(codes.length > 0 && { origin_regions: codes }),
  };
};
