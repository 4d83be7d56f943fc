import { describe, expect, it } from 'vitest';
import { mapViewFor, OVERVIEW_VIEW, SINGLE_POINT_ZOOM } from './map-view';

const saskatoon = { lat: 52.1332, lon: -106.67 };
const regina = { lat: 50.4452, lon: -104.6189 };

describe('mapViewFor', () => {
  it('shows the prairies and North America around them when no point is picked', () => {
    expect(mapViewFor([])).toEqual(OVERVIEW_VIEW);
    expect(mapViewFor([undefined, null])).toEqual(OVERVIEW_VIEW);
    expect(OVERVIEW_VIEW).toMatchObject({ kind: 'centre', centre: { lat: 52, lon: -100 } });
  });

  it('centres on a lone point close enough to see the town', () => {
    expect(mapViewFor([saskatoon, undefined])).toEqual({ kind: 'centre', centre: saskatoon, zoom: SINGLE_POINT_ZOOM });
    expect(mapViewFor([undefined, regina])).toEqual({ kind: 'centre', centre: regina, zoom: SINGLE_POINT_ZOOM });
  });

  it('centres on one point when both are the same place', () => {
    expect(mapViewFor([saskatoon, { ...saskatoon }])).toEqual({
      kind: 'centre',
      centre: saskatoon,
      zoom: SINGLE_POINT_ZOOM,
    });
  });

  it('fits the box around origin and destination, whichever way the route runs', () => {
    const box = {
      kind: 'bounds',
      southWest: { lat: 50.4452, lon: -106.67 },
      northEast: { lat: 52.1332, lon: -104.6189 },
    };
    expect(mapViewFor([saskatoon, regina])).toEqual(box);
    expect(mapViewFor([regina, saskatoon])).toEqual(box);
  });

  it('leaves out points that are not on the globe instead of breaking the view', () => {
    expect(mapViewFor([{ lat: Number.NaN, lon: 0 }, regina])).toEqual({
      kind: 'centre',
      centre: regina,
      zoom: SINGLE_POINT_ZOOM,
    });
    expect(
      mapViewFor([
        { lat: 91, lon: 0 },
        { lat: 0, lon: 181 },
      ]),
    ).toEqual(OVERVIEW_VIEW);
  });
});
