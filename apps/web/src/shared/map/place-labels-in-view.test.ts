import { describe, expect, it } from 'vitest';
import { placeLabelsInView } from './place-labels-in-view';
import type { TownLabel } from './town-labels';

/** A flat view: one degree is ten pixels, longitude 0 and latitude 0 at the canvas's top left, latitude growing down. */
const view = (zoom: number) => ({
  zoom,
  width: 400,
  height: 300,
  toCanvas: (lon: number, lat: number) => ({ x: lon * 10, y: lat * 10 }),
});

const regions = [
  { code: 'SK', lon: 10, lat: 10 },
  { code: 'MB', lon: 80, lat: 10 },
];
const towns: TownLabel[] = [
  ['Regina', 20, 20, 4],
  ['Balgonie', 22, 20, 6],
];

describe('placeLabelsInView', () => {
  it('names the provinces in view at the wide zooms, each at its point on the canvas', () => {
    expect(placeLabelsInView({ regions, towns: [] }, view(3))).toEqual({ regions: [['SK', 100, 100]], towns: [] });
  });

  it('leaves the province codes out once the towns name the view', () => {
    expect(placeLabelsInView({ regions, towns }, view(8)).regions).toEqual([]);
  });

  it('shows each town from the whole zoom its label fits at, a pinch counting as the nearest zoom', () => {
    expect(placeLabelsInView({ regions: [], towns }, view(5)).towns).toEqual([['Regina', 200, 200]]);
    expect(placeLabelsInView({ regions: [], towns }, view(5.6)).towns).toEqual([
      ['Regina', 200, 200],
      ['Balgonie', 220, 200],
    ]);
  });

  it('keeps a town whose name reaches into the canvas from beyond its left edge, and none wholly outside', () => {
    const edge: TownLabel[] = [
      ['Long Name Beyond', -3, 10, 4],
      ['Far Left', -30, 10, 4],
      ['Below', 10, 40, 4],
    ];
    expect(placeLabelsInView({ regions: [], towns: edge }, view(6)).towns.map(([name]) => name)).toEqual([
      'Long Name Beyond',
    ]);
  });
});
