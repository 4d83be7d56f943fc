import type { Feature, FeatureCollection, MultiLineString, Position } from 'geojson';

/**
 * About this many points are projected and drawn in one task. Leaflet projects every point of a layer when it joins
 * the map; the whole of the land at once was a task of over a second on a slowed phone (issue 22), where a task
 * should stay under 50 ms. A few thousand points take a few milliseconds on a phone's core.
 */
const POINTS_PER_BATCH = 4000;

const pointsOfFeature = (feature: Feature): number => {
  const { geometry } = feature;
  switch (geometry.type) {
    case 'Polygon':
    case 'MultiLineString':
      return geometry.coordinates.reduce((sum, ring) => sum + ring.length, 0);
    case 'MultiPolygon':
      return geometry.coordinates.reduce(
        (sum, polygon) => sum + polygon.reduce((rings, ring) => rings + ring.length, 0),
        0,
      );
    case 'LineString':
    case 'MultiPoint':
      return geometry.coordinates.length;
    default:
      return 1;
  }
};

/** Groups items in order so each group's points stay within the batch size (a larger item is a group alone). */
const batchBy = <T>(items: readonly T[], pointsOf: (item: T) => number, limit: number): T[][] => {
  const batches: T[][] = [];
  let current: T[] = [];
  let points = 0;
  for (const item of items) {
    const size = pointsOf(item);
    if (current.length > 0 && points + size > limit) {
      batches.push(current);
      current = [];
      points = 0;
    }
    current.push(item);
    points += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
};

/** The land's features in collections of about `limit` points each, in their order (each drawn in its own task). */
export const featureBatches = (land: FeatureCollection, limit = POINTS_PER_BATCH): FeatureCollection[] =>
  batchBy(land.features, pointsOfFeature, limit).map((features) => ({ type: 'FeatureCollection', features }));

/** The lines of a MultiLineString in several, of about `limit` points each. */
export const lineBatches = (lines: MultiLineString, limit = POINTS_PER_BATCH): MultiLineString[] =>
  batchBy<Position[]>(lines.coordinates, (line) => line.length, limit).map((coordinates) => ({
    type: 'MultiLineString',
    coordinates,
  }));
