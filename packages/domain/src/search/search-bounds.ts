import { EARTH_MEAN_RADIUS_M, type GeoPoint } from '../geo/great-circle';
import { type CorridorFrame, corridorFrame, dotProduct, type UnitVector } from './corridor';

/**
 * A latitude band and the longitude ranges inside it (west <= east, each within -180..180; two ranges when the box
 * crosses the antimeridian; null for every longitude). A database narrows candidates with it through an index on
 * (lat, lon) before the exact distance test.
 */
export type LatLonBox = { south: number; north: number; lonRanges: [number, number][] | null };

const toDegrees = (radians: number): number => (radians * 180) / Math.PI;
const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Widens every box by ~1 cm so that rounding in the exact test never falls outside it. */
const MARGIN_DEG = 1e-7;

/** Longitude ranges from `west` eastward over `spanDeg` degrees, split at the antimeridian. */
const lonRangesFrom = (west: number, spanDeg: number): [number, number][] | null => {
  if (spanDeg >= 360) return null;
  const start = ((((west + 180) % 360) + 360) % 360) - 180;
  const end = start + spanDeg;
  return end <= 180
    ? [[start, end]]
    : [
        [start, 180],
        [-180, end - 360],
      ];
};

/** The band `halfWidthRad` either side of latitudes south..north, with the longitude half-width at its widest. */
const widen = (south: number, north: number, halfWidthRad: number) => {
  const pad = toDegrees(halfWidthRad) + MARGIN_DEG;
  const band = { south: Math.max(-90, south - pad), north: Math.min(90, north + pad) };
  const steepest = toRadians(Math.max(Math.abs(band.south), Math.abs(band.north)));
  const ratio = Math.sin(Math.min(halfWidthRad, Math.PI / 2)) / Math.cos(steepest);
  // A band touching a pole, or a circle wider than its parallel, spans every longitude.
  const lonPad = band.south <= -90 || band.north >= 90 || ratio >= 1 ? null : toDegrees(Math.asin(ratio)) + MARGIN_DEG;
  return { band, lonPad };
};

/** Every point within `radiusM` metres (great-circle) of `center` lies in this box. */
export const radiusBox = (center: GeoPoint, radiusM: number): LatLonBox => {
  const { band, lonPad } = widen(center.lat, center.lat, radiusM / EARTH_MEAN_RADIUS_M);
  return { ...band, lonRanges: lonPad === null ? null : lonRangesFrom(center.lon - lonPad, 2 * lonPad) };
};

const latitudeOf = (v: UnitVector): number => toDegrees(Math.asin(Math.max(-1, Math.min(1, v[2]))));

/** The latitudes the trip's segment spans: its ends, and the great circle's northern or southern vertex if on it. */
const segmentLatitudes = (frame: CorridorFrame & { normal: UnitVector; ahead: UnitVector }): number[] => {
  const lats = [frame.from.lat, frame.to.lat];
  const n = frame.normal;
  // The vertex is the North Pole's direction projected onto the trip's plane.
  const v: UnitVector = [-n[2] * n[0], -n[2] * n[1], 1 - n[2] * n[2]];
  const length = Math.hypot(...v);
  if (length < 1e-12) return lats;
  for (const sign of [1, -1]) {
    const vertex: UnitVector = [(sign * v[0]) / length, (sign * v[1]) / length, (sign * v[2]) / length];
    const along = Math.atan2(dotProduct(vertex, frame.ahead), dotProduct(vertex, frame.start));
    if (along >= 0 && along <= frame.lengthRad) lats.push(latitudeOf(vertex));
  }
  return lats;
};

/**
 * The longitudes the segment spans, west end first and eastward: longitude moves one way along a great circle that
 * misses the poles (east when the normal points north). Null when the segment runs along a meridian over a pole.
 */
const segmentLongitudes = (frame: CorridorFrame & { normal: UnitVector }): { west: number; spanDeg: number } | null => {
  const eastward = (to: number, from: number) => (((to - from) % 360) + 360) % 360;
  if (frame.normal[2] > 1e-12) return { west: frame.from.lon, spanDeg: eastward(frame.to.lon, frame.from.lon) };
  if (frame.normal[2] < -1e-12) return { west: frame.to.lon, spanDeg: eastward(frame.from.lon, frame.to.lon) };
  const span = eastward(frame.to.lon, frame.from.lon);
  // Along a meridian: the same longitude, unless the segment crosses a pole to the opposite one.
  if (Math.abs(span - 180) < 1e-9) return null;
  return { west: frame.from.lon, spanDeg: 0 };
};

/** Every point within `corridorM` metres of the trip's segment lies in this box. */
export const corridorBox = (frame: CorridorFrame, corridorM: number): LatLonBox => {
  const { normal, ahead } = frame;
  if (!normal || !ahead) {
    // Ends that coincide (within millimetres, which the margin covers) are one circle; antipodal ends, any point.
    return frame.lengthRad < 1 ? radiusBox(frame.from, corridorM) : { south: -90, north: 90, lonRanges: null };
  }
  const lats = segmentLatitudes({ ...frame, normal, ahead });
  const { band, lonPad } = widen(Math.min(...lats), Math.max(...lats), corridorM / EARTH_MEAN_RADIUS_M);
  const lons = segmentLongitudes({ ...frame, normal });
  if (lonPad === null || lons === null) return { ...band, lonRanges: null };
  return { ...band, lonRanges: lonRangesFrom(lons.west - lonPad, lons.spanDeg + 2 * lonPad) };
};

/** Longest piece of trip one box covers: a long diagonal trip in one box would hold half a province for nothing. */
const PIECE_M = 250_000;
const MAX_PIECES = 24;

const pointAlong = (frame: CorridorFrame & { ahead: UnitVector }, angleRad: number): GeoPoint => {
  const v = frame.start.map((s, i) => s * Math.cos(angleRad) + (frame.ahead[i] ?? 0) * Math.sin(angleRad));
  return { lat: latitudeOf(v as unknown as UnitVector), lon: toDegrees(Math.atan2(v[1] ?? 0, v[0] ?? 0)) };
};

/**
 * The trip in pieces of at most 250 km, in order from its start, each with the box that holds every point within
 * `corridorM` of that piece. A point of the corridor whose projection falls on piece i (before the start: the first
 * piece; past the end: the last) is within `corridorM` of piece i, and so in its box.
 */
export const corridorPieces = (frame: CorridorFrame, corridorM: number): { piece: CorridorFrame; box: LatLonBox }[] => {
  const { ahead } = frame;
  const pieces = Math.min(MAX_PIECES, Math.ceil((frame.lengthRad * EARTH_MEAN_RADIUS_M) / PIECE_M));
  if (!ahead || pieces <= 1) return [{ piece: frame, box: corridorBox(frame, corridorM) }];
  const ends = Array.from({ length: pieces + 1 }, (_, index) =>
    index === 0
      ? frame.from
      : index === pieces
        ? frame.to
        : pointAlong({ ...frame, ahead }, (frame.lengthRad * index) / pieces),
  );
  return ends.slice(1).map((end, index) => {
    const piece = corridorFrame(ends[index] as GeoPoint, end);
    return { piece, box: corridorBox(piece, corridorM) };
  });
};

/**
 * Boxes whose union holds every point within `corridorM` of the trip: one per piece of at most 250 km, since a point
 * near the trip is near one of its pieces. Their union is far smaller than one box around a long diagonal trip.
 */
export const corridorBoxes = (frame: CorridorFrame, corridorM: number): LatLonBox[] =>
  corridorPieces(frame, corridorM).map(({ box }) => box);

/** Whether a point lies in the box (the same test a database applies with the box's numbers). */
export const isInBox = (box: LatLonBox, { lat, lon }: GeoPoint): boolean =>
  lat >= box.south &&
  lat <= box.north &&
  (box.lonRanges === null || box.lonRanges.some(([west, east]) => lon >= west && lon <= east));
