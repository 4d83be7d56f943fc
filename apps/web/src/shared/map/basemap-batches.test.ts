import type { Feature, FeatureCollection, MultiLineString } from 'geojson';
import { describe, expect, it } from 'vitest';
import { featureBatches, lineBatches } from './basemap-batches';
import { loadOutlineAtlas } from './outline-atlas';

const square = (points: number): Feature => ({
  type: 'Feature',
  properties: {},
  geometry: { type: 'Polygon', coordinates: [Array.from({ length: points }, (_, index) => [index, index])] },
});

/** Positions are the innermost arrays (of numbers); everything above them is rings, lines and polygons. */
const countPositions = (value: unknown): number =>
  Array.isArray(value)
    ? typeof value[0] === 'number'
      ? 1
      : value.reduce((sum, item) => sum + countPositions(item), 0)
    : 0;

const pointsIn = (collection: FeatureCollection) =>
  collection.features.reduce(
    (sum, feature) => sum + ('coordinates' in feature.geometry ? countPositions(feature.geometry.coordinates) : 0),
    0,
  );

describe('featureBatches', () => {
  it('keeps each batch within the points asked, a larger shape alone, every shape once and in order', () => {
    const features = [square(30), square(50), square(20), square(120), square(10)];
    const batches = featureBatches({ type: 'FeatureCollection', features }, 100);

    expect(batches.map((batch) => batch.features.length)).toEqual([3, 1, 1]);
    expect(batches.flatMap((batch) => batch.features)).toEqual(features);
  });

  it('cuts the real atlas’s land into several draws of at most a few thousand points each', async () => {
    const { land } = await loadOutlineAtlas();
    const batches = featureBatches(land);

    expect(batches.length).toBeGreaterThan(3);
    expect(batches.flatMap((batch) => batch.features)).toEqual(land.features);
    for (const batch of batches.filter((each) => each.features.length > 1)) {
      expect(pointsIn(batch)).toBeLessThanOrEqual(4000);
    }
  });
});

describe('lineBatches', () => {
  it('splits the lines into several MultiLineStrings, every line kept in order', () => {
    const lines: MultiLineString = {
      type: 'MultiLineString',
      coordinates: [40, 70, 10, 5].map((length) => Array.from({ length }, (_, index) => [index, 0])),
    };
    const batches = lineBatches(lines, 80);

    expect(batches.map((batch) => batch.coordinates.length)).toEqual([1, 2, 1]);
    expect(batches.flatMap((batch) => batch.coordinates)).toEqual(lines.coordinates);
  });
});
