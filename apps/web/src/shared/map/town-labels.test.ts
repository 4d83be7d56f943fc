import { describe, expect, it } from 'vitest';
import { FIRST_TOWN_ZOOM, placeTownLabels, splitTownsAt } from './town-labels';

const town = (name: string, lon: number, lat: number, population: number) => ({ name, lon, lat, population });

describe('placeTownLabels', () => {
  it('shows the larger of two close towns first and the smaller once zoomed in far enough to fit beside it', () => {
    const placed = placeTownLabels([
      town('Balgonie', -104.27, 50.49, 1765),
      town('Regina', -104.6189, 50.4452, 226_404),
    ]);
    expect(placed).toEqual([
      ['Regina', -104.619, 50.445, FIRST_TOWN_ZOOM],
      ['Balgonie', -104.27, 50.49, expect.any(Number)],
    ]);
    const balgonieZoom = placed[1]?.[3] ?? 0;
    expect(balgonieZoom).toBeGreaterThan(FIRST_TOWN_ZOOM);
    expect(balgonieZoom).toBeLessThanOrEqual(9);
  });

  it('shows towns far apart from the first zoom, whatever their size', () => {
    const placed = placeTownLabels([
      town('Saskatoon', -106.67, 52.13, 246_376),
      town('Estevan', -102.99, 49.14, 11_483),
    ]);
    expect(placed.map((label) => label[3])).toEqual([FIRST_TOWN_ZOOM, FIRST_TOWN_ZOOM]);
  });

  it('leaves out a town whose label finds no room even at the closest zoom', () => {
    const placed = placeTownLabels([
      town('Regina', -104.6189, 50.4452, 226_404),
      town('Reginaville', -104.6189, 50.4452, 10),
    ]);
    expect(placed.map(([name]) => name)).toEqual(['Regina']);
  });
});

describe('splitTownsAt', () => {
  it('parts the towns of the wide views from those of closer ones', () => {
    const wide = ['A', 0, 0, 5] as [string, number, number, number];
    const close = ['B', 1, 1, 10] as [string, number, number, number];
    expect(splitTownsAt([wide, close], 8)).toEqual([[wide], [close]]);
  });
});
