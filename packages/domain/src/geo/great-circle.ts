/** A point on the Earth in decimal degrees (WGS 84). */
export type GeoPoint = { lat: number; lon: number };

/** Mean Earth radius (IUGG R1), metres: the sphere that best fits the ellipsoid for distances. */
export const EARTH_MEAN_RADIUS_M = 6_371_008.8;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/**
 * Great-circle distance between two points in metres (haversine on the mean-radius sphere; within ~0.5% of the
 * ellipsoid). Symmetric, zero for the same point, never negative; NaN coordinates give NaN.
 */
export const greatCircleDistanceM = (from: GeoPoint, to: GeoPoint): number => {
  const dLat = toRadians(to.lat - from.lat);
  const dLon = toRadians(to.lon - from.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLon / 2) ** 2;
  // min() guards against h creeping past 1 by rounding for antipodal points.
  return 2 * EARTH_MEAN_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** True when both coordinates are finite and in range (latitude -90..90, longitude -180..180). */
export const isValidGeoPoint = ({ lat, lon }: GeoPoint): boolean =>
  Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
