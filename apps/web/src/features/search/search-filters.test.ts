import { describe, expect, it } from 'vitest';
import {
  countFilters,
  readFilters,
  type SearchFilters,
  searchQueryString,
  suggestSearchName,
  toBbox,
  toSearchQuery,
  writeFilters,
} from './search-filters';

const FULL: SearchFilters = {
  origin_lon: -104.6189,
  origin_lat: 50.4452,
  origin_radius_km: 150,
  origin_name: 'Regina, SK',
  destination_regions: ['AB', 'MB'],
  pickup_from: '2026-12-01',
  pickup_to: '2026-12-15',
  load_types: ['machinery', 'vehicle'],
  fits_my_vehicles: true,
  min_rate_per_km: 1.2427,
  sort: 'rate_per_km',
  page: 3,
};

describe('filters in the address', () => {
  it('come back the same after a trip through the address', () => {
    const params = new URLSearchParams(writeFilters(FULL).toString());
    expect(readFilters(params)).toEqual(FULL);
  });

  it('keep lists comma-separated and leave out empty values and the first page', () => {
    const params = writeFilters({
      load_types: ['boat', 'rv'],
      destination_regions: [],
      fits_my_vehicles: false,
      page: 1,
    });
    expect(params.toString()).toBe('load_types=boat%2Crv');
  });

  it('drop one bad value and keep the others', () => {
    const filters = readFilters(
      new URLSearchParams('origin_radius_km=-5&load_types=boat,spaceship&sort=cheapest&pickup_from=2026-12-01&page=2'),
    );
    expect(filters).toEqual({ pickup_from: '2026-12-01', page: 2 });
  });

  it('drop half a point: a longitude without its latitude is no place', () => {
    expect(readFilters(new URLSearchParams('origin_lon=-104.6&route_to_lat=50&route_to_lon=-97'))).toEqual({
      route_to_lat: 50,
      route_to_lon: -97,
    });
    expect(writeFilters({ destination_lat: 49.9 }).toString()).toBe('');
  });

  it('read the corridor search and the map view', () => {
    const filters = readFilters(
      new URLSearchParams(
        'route_from_lon=-114.07&route_from_lat=51.05&route_to_lon=-97.14&route_to_lat=49.9&corridor_km=50&bbox=-120,45,-90,60',
      ),
    );
    expect(filters).toEqual({
      route_from_lon: -114.07,
      route_from_lat: 51.05,
      route_to_lon: -97.14,
      route_to_lat: 49.9,
      corridor_km: 50,
      bbox: [-120, 45, -90, 60],
    });
  });

  it('refuse a map view that is not four numbers', () => {
    expect(readFilters(new URLSearchParams('bbox=-120,45,-90'))).toEqual({});
  });

  it('trim place names and ignore blank ones', () => {
    expect(readFilters(new URLSearchParams('origin_name=%20&destination_name=%20Winnipeg%2C%20MB%20'))).toEqual({
      destination_name: 'Winnipeg, MB',
    });
  });
});

describe('the query sent to the API', () => {
  it('carries no place names, and the page only when asked', () => {
    expect(toSearchQuery(FULL, { withPage: false })).not.toHaveProperty('origin_name');
    expect(toSearchQuery(FULL, { withPage: false })).not.toHaveProperty('page');
    expect(toSearchQuery(FULL)).toHaveProperty('page', 3);
  });

  it('asks for a page size', () => {
    expect(searchQueryString({ sort: 'newest' }, 20)).toBe('sort=newest&page_size=20');
  });
});

describe('countFilters', () => {
  it('counts a place with its radius once, and sort and page not at all', () => {
    expect(countFilters(FULL)).toBe(6);
    expect(countFilters({ sort: 'newest', page: 2 })).toBe(0);
  });

  it('counts the trip of "along my route" once', () => {
    expect(
      countFilters({ route_from_lon: 1, route_from_lat: 2, route_to_lon: 3, route_to_lat: 4, corridor_km: 50 }),
    ).toBe(1);
  });
});

describe('toBbox', () => {
  it('rounds to four decimals', () => {
    expect(toBbox({ west: -114.123456, south: 49.000049, east: -97.5, north: 55.55555 })).toEqual([
      -114.1235, 49, -97.5, 55.5556,
    ]);
  });

  it('clamps a view wider than the world to the world', () => {
    expect(toBbox({ west: -400, south: -95, east: 300, north: 95 })).toEqual([-180, -90, 180, 90]);
  });
});

describe('suggestSearchName', () => {
  it('names a search by its places', () => {
    expect(suggestSearchName(FULL)).toBe('Regina, SK → AB, MB');
    expect(suggestSearchName({ route_from_name: 'Calgary, AB', route_to_name: 'Winnipeg, MB' })).toBe(
      'Calgary, AB → Winnipeg, MB',
    );
    expect(suggestSearchName({ load_types: ['boat'] })).toBe('');
  });
});
