import { EARTH_MEAN_RADIUS_M, type GeoPoint, greatCircleDistanceM } from '../geo/great-circle';

/** A unit vector from the Earth's centre (x towards 0°N 0°E, z towards the North Pole). */
export type UnitVector = readonly [number, number, number];

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

export const toUnitVector = ({ lat, lon }: GeoPoint): UnitVector => {
  const phi = toRadians(lat);
  const lambda = toRadians(lon);
  return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
};

export const dotProduct = (a: UnitVector, b: UnitVector): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

const cross = (a: UnitVector, b: UnitVector): UnitVector => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];

/**
 * The driver's trip as the great-circle segment from `from` to `to`, in the terms every position along it needs:
 * `start` (the trip's start), `normal` (the unit normal of the trip's great circle), `ahead` (the direction of travel
 * at the start, normal x start) and `lengthRad` (the segment's angle at the Earth's centre). `normal` and `ahead` are
 * null when both ends coincide (or are antipodal), where the trip has no direction.
 *
 * The server passes these numbers into SQL as constants, so a database computes the same positions as `corridorPosition`.
 */
export type CorridorFrame = {
  from: GeoPoint;
  to: GeoPoint;
  start: UnitVector;
  normal: UnitVector | null;
  ahead: UnitVector | null;
  lengthRad: number;
};

/** Below this |start x end| (about 6 mm of trip), the trip is treated as a single point. */
const DEGENERATE_SINE = 1e-9;

export const corridorFrame = (from: GeoPoint, to: GeoPoint): CorridorFrame => {
  const start = toUnitVector(from);
  const end = toUnitVector(to);
  const perpendicular = cross(start, end);
  const sine = Math.hypot(...perpendicular);
  const lengthRad = Math.atan2(sine, dotProduct(start, end));
  if (sine < DEGENERATE_SINE) return { from, to, start, normal: null, ahead: null, lengthRad };
  const normal: UnitVector = [perpendicular[0] / sine, perpendicular[1] / sine, perpendicular[2] / sine];
  return { from, to, start, normal, ahead: cross(normal, start), lengthRad };
};

const distanceToEndsM = (frame: CorridorFrame, point: GeoPoint): number =>
  Math.min(greatCircleDistanceM(frame.from, point), greatCircleDistanceM(frame.to, point));

/**
 * Where a point lies relative to the trip: `offsetM`, its great-circle distance in metres to the nearest point of the
 * segment (its cross-track distance when it projects inside the segment, else the distance to the nearer end), and
 * `alongRad`, the angle travelled from the start to its projection on the trip's great circle (negative behind the
 * start, beyond `lengthRad` past the end). A trip without direction gives the distance to the nearer end and 0.
 */
export const corridorPosition = (frame: CorridorFrame, point: GeoPoint): { offsetM: number; alongRad: number } => {
  if (!frame.normal || !frame.ahead) return { offsetM: distanceToEndsM(frame, point), alongRad: 0 };
  const p = toUnitVector(point);
  const alongRad = Math.atan2(dotProduct(p, frame.ahead), dotProduct(p, frame.start));
  if (alongRad >= 0 && alongRad <= frame.lengthRad) {
    // Clamped: rounding can push the dot product of unit vectors a hair past 1.
    const crossTrackRad = Math.asin(Math.min(1, Math.abs(dotProduct(p, frame.normal))));
    return { offsetM: crossTrackRad * EARTH_MEAN_RADIUS_M, alongRad };
  }
  return { offsetM: distanceToEndsM(frame, point), alongRad };
};
