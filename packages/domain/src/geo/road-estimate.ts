import { type GeoPoint, greatCircleDistanceM } from './great-circle';

/**
 * Road distance / great-circle distance for trips between towns: the geometric mean over 29 published Canadian and
 * US driving distances (apps/server/src/modules/geo/road-distance-estimate.md has the table, method and errors).
 */
export const ROAD_CIRCUITY_FACTOR = 1.19;

/**
 * Circuity of a street grid for short urban hops: on a square grid in a random direction the expected L1/L2 ratio is
 * 4/pi. It fades out over a few tens of km, below the shortest published pair, so it does not disturb the fit.
 */
export const URBAN_GRID_CIRCUITY_FACTOR = 4 / Math.PI;
const URBAN_FADE_M = 30_000;

/**
 * Speed bands of a loaded truck or pickup with trailer, applied to successive slices of the road distance: leaving
 * town, regional roads, then highway cruising. Driving only: no loading, unloading or rest breaks.
 */
export const DRIVING_SPEED_BANDS: readonly { untilM: number; speedKmh: number }[] = [
  { untilM: 5_000, speedKmh: 30 },
  { untilM: 30_000, speedKmh: 60 },
  { untilM: Number.POSITIVE_INFINITY, speedKmh: 90 },
];

/**
 * Road circuity for a great-circle distance in metres: 4/pi for a hop across town, easing to the fitted 1.19.
 * The product `greatCircleM * factor` never decreases as the distance grows.
 */
export const roadCircuityFactor = (greatCircleM: number): number =>
  ROAD_CIRCUITY_FACTOR + (URBAN_GRID_CIRCUITY_FACTOR - ROAD_CIRCUITY_FACTOR) * Math.exp(-greatCircleM / URBAN_FADE_M);

/** Estimated road distance in metres for a great-circle distance in metres (0 stays 0). */
export const estimateRoadDistanceM = (greatCircleM: number): number => greatCircleM * roadCircuityFactor(greatCircleM);

/** Driving time in seconds for a road distance in metres under the speed bands; strictly increasing, 0 for 0. */
export const estimateDrivingDurationS = (roadM: number): number => {
  let seconds = 0;
  let from = 0;
  for (const { untilM, speedKmh } of DRIVING_SPEED_BANDS) {
    const slice = Math.min(roadM, untilM) - from;
    if (slice <= 0) break;
    seconds += slice / (speedKmh / 3.6);
    from = untilM;
  }
  return seconds;
};

/**
 * Road distance (m) and driving time (s) between two points without a router: great circle times circuity, then the
 * speed bands. Off by more than 15% where the road bends around a lake, sea or mountain range (see the decision file).
 */
export const estimateRoadTrip = (from: GeoPoint, to: GeoPoint): { distanceM: number; durationS: number } => {
  const distanceM = estimateRoadDistanceM(greatCircleDistanceM(from, to));
  return { distanceM, durationS: estimateDrivingDurationS(distanceM) };
};
