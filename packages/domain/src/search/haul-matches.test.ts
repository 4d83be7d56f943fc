import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HaulSearchQuery } from '../api/haul-search.contract';
import { LOAD_TYPES } from '../hauls/load-types';
import { haulMatchesQuery, ratePerKm, type SearchableHaul, type VehicleLimits } from './haul-matches';

const REGINA = { lat: 50.4452, lon: -104.6189, region: 'SK' };
const SASKATOON = { lat: 52.1332, lon: -106.67, region: 'SK' };
const CALGARY = { lat: 51.0447, lon: -114.0719, region: 'AB' };
const WINNIPEG = { lat: 49.8951, lon: -97.1384, region: 'MB' };
const BRANDON = { lat: 49.8485, lon: -99.95, region: 'MB' };
const BILLINGS = { lat: 45.7833, lon: -108.5007, region: 'MT' };

/** A tractor from Regina to Saskatoon: 260 km of road for $520, so $2.00 a km. */
const haul = (changes: Partial<SearchableHaul> = {}): SearchableHaul => ({
  origin: REGINA,
  destination: SASKATOON,
  loadType: 'machinery',
  lengthM: 6,
  widthM: 2.5,
  heightM: 3,
  weightKg: 5000,
  transportRateCents: 52_000,
  routeDistanceM: 260_000,
  readyAt: new Date('2026-12-02T15:00:00Z'),
  publishedAt: new Date('2026-11-20T10:00:00Z'),
  ...changes,
});

const rig = (changes: Partial<VehicleLimits> = {}): VehicleLimits => ({
  capacityKg: 6000,
  deckLengthM: 8,
  deckWidthM: 2.6,
  maxLoadHeightM: 3.2,
  ...changes,
});

const matches = (query: HaulSearchQuery, changes: Partial<SearchableHaul> = {}, vehicles?: VehicleLimits[]) =>
  haulMatchesQuery(haul(changes), query, { vehicleLimits: vehicles });

describe('haulMatchesQuery', () => {
  it('matches every load when no filter is given', () => {
    expect(matches({})).toBe(true);
    expect(matches({ sort: 'rate', page: 3, page_size: 10 })).toBe(true);
  });

  it.each([
    [{ origin_lon: SASKATOON.lon, origin_lat: SASKATOON.lat, origin_radius_km: 250 }, true],
    [{ origin_lon: SASKATOON.lon, origin_lat: SASKATOON.lat, origin_radius_km: 200 }, false],
    // A centre without a radius only orders the results (nearest, deadhead).
    [{ origin_lon: CALGARY.lon, origin_lat: CALGARY.lat }, true],
  ] as const)('keeps the pickup within the origin radius: %j', (query, expected) => {
    expect(matches(query)).toBe(expected);
  });

  it.each([
    [{ origin_regions: ['SK'] }, true],
    [{ origin_regions: ['MB', 'AB'] }, false],
    // The home search: around the base OR in the driver's regions.
    [{ origin_regions: ['MB'], origin_lon: SASKATOON.lon, origin_lat: SASKATOON.lat, origin_radius_km: 250 }, true],
    [{ origin_regions: ['SK'], origin_lon: CALGARY.lon, origin_lat: CALGARY.lat, origin_radius_km: 10 }, true],
    [{ origin_regions: ['AB'], origin_lon: CALGARY.lon, origin_lat: CALGARY.lat, origin_radius_km: 10 }, false],
  ] as [HaulSearchQuery, boolean][])('takes a pickup in the regions or the radius: %j', (query, expected) => {
    expect(matches(query)).toBe(expected);
  });

  it.each([
    [{ destination_regions: ['SK'] }, true],
    [{ destination_regions: ['MB', 'AB'] }, false],
    [{ destination_lon: REGINA.lon, destination_lat: REGINA.lat, destination_radius_km: 250 }, true],
    [{ destination_lon: REGINA.lon, destination_lat: REGINA.lat, destination_radius_km: 200 }, false],
    // Regions OR radius: either one is enough.
    [
      {
        destination_regions: ['MB'],
        destination_lon: REGINA.lon,
        destination_lat: REGINA.lat,
        destination_radius_km: 250,
      },
      true,
    ],
    [
      {
        destination_regions: ['SK'],
        destination_lon: CALGARY.lon,
        destination_lat: CALGARY.lat,
        destination_radius_km: 10,
      },
      true,
    ],
  ] as const)('takes a destination in the regions or the radius: %j', (query, expected) => {
    expect(matches(query as HaulSearchQuery)).toBe(expected);
  });

  it('does not match a region filter when the drop-off has no region', () => {
    expect(matches({ destination_regions: ['SK'] }, { destination: { ...SASKATOON, region: null } })).toBe(false);
  });

  it.each([
    [{ pickup_from: '2026-12-02', pickup_to: '2026-12-02' }, true],
    [{ pickup_from: '2026-12-01' }, true],
    [{ pickup_to: '2026-12-01' }, false],
    [{ pickup_from: '2026-12-03' }, false],
  ] as const)('keeps the ready date inside the pickup window (UTC days): %j', (query, expected) => {
    expect(matches(query)).toBe(expected);
  });

  it('lets a load without a ready date match any pickup window', () => {
    expect(matches({ pickup_from: '2027-01-01', pickup_to: '2027-01-02' }, { readyAt: null })).toBe(true);
  });

  it('filters by load type, weight and length, inclusively', () => {
    expect(matches({ load_types: ['machinery', 'rv'] })).toBe(true);
    expect(matches({ load_types: ['boat'] })).toBe(false);
    expect(matches({ load_types: [] })).toBe(true);
    expect(matches({ max_weight_kg: 5000, max_length_m: 6 })).toBe(true);
    expect(matches({ max_weight_kg: 4999 })).toBe(false);
    expect(matches({ max_length_m: 5.9 })).toBe(false);
  });

  it('needs one vehicle that takes the whole load, where a missing figure does not restrict', () => {
    expect(matches({ fits_my_vehicles: true }, {}, [rig()])).toBe(true);
    expect(matches({ fits_my_vehicles: true }, {}, [rig({ capacityKg: 4000 })])).toBe(false);
    expect(matches({ fits_my_vehicles: true }, {}, [rig({ deckLengthM: 5 })])).toBe(false);
    expect(matches({ fits_my_vehicles: true }, {}, [rig({ deckWidthM: 2.4 })])).toBe(false);
    expect(matches({ fits_my_vehicles: true }, {}, [rig({ maxLoadHeightM: 2.9 })])).toBe(false);
    // Two rigs that each fall short on a different measure do not add up to one that fits.
    expect(matches({ fits_my_vehicles: true }, {}, [rig({ capacityKg: 4000 }), rig({ deckLengthM: 5 })])).toBe(false);
    expect(matches({ fits_my_vehicles: true }, {}, [rig({ capacityKg: 4000 }), rig()])).toBe(true);
    const unknown = { capacityKg: null, deckLengthM: null, deckWidthM: null, maxLoadHeightM: null };
    expect(matches({ fits_my_vehicles: true }, {}, [unknown])).toBe(true);
    expect(matches({ fits_my_vehicles: true }, {}, [])).toBe(false);
    expect(matches({ fits_my_vehicles: false }, {}, [])).toBe(true);
  });

  it('compares the rate per km of route, and never matches a load without a rate', () => {
    expect(ratePerKm(haul())).toBe(2);
    expect(matches({ min_rate_per_km: 2 })).toBe(true);
    expect(matches({ min_rate_per_km: 2.01 })).toBe(false);
    expect(matches({ min_rate_per_km: 0 }, { transportRateCents: null })).toBe(false);
    expect(ratePerKm(haul({ transportRateCents: null }))).toBeNull();
  });

  it('keeps the pickup inside the map view, also across the antimeridian', () => {
    expect(matches({ bbox: [-110, 49, -102, 60] })).toBe(true);
    expect(matches({ bbox: [-102, 49, -90, 60] })).toBe(false);
    expect(matches({ bbox: [-110, 51, -102, 60] })).toBe(false);
    expect(matches({ bbox: [170, 49, -100, 60] })).toBe(true);
    expect(matches({ bbox: [170, 49, -110, 60] })).toBe(false);
  });

  describe('along a trip from Calgary to Winnipeg', () => {
    const trip = {
      route_from_lon: CALGARY.lon,
      route_from_lat: CALGARY.lat,
      route_to_lon: WINNIPEG.lon,
      route_to_lat: WINNIPEG.lat,
      corridor_km: 60,
    };

    it('takes a load from Regina to Brandon, heading the same way', () => {
      expect(matches(trip, { origin: REGINA, destination: BRANDON })).toBe(true);
    });

    it('refuses the same load heading back, against the trip', () => {
      expect(matches(trip, { origin: BRANDON, destination: REGINA })).toBe(false);
    });

    it('refuses a load whose drop-off is off the corridor', () => {
      expect(matches(trip, { origin: REGINA, destination: SASKATOON })).toBe(false);
      expect(matches({ ...trip, corridor_km: 250 }, { origin: REGINA, destination: SASKATOON })).toBe(false);
      expect(matches(trip, { origin: CALGARY, destination: BILLINGS })).toBe(false);
    });

    it('uses a 50 km corridor when none is given', () => {
      const { corridor_km: _wide, ...narrow } = trip;
      expect(matches(narrow, { origin: CALGARY, destination: REGINA })).toBe(true);
      expect(matches(narrow, { origin: CALGARY, destination: SASKATOON })).toBe(false);
    });
  });
});

const place = fc.record({
  lat: fc.double({ min: 25, max: 60, noNaN: true }),
  lon: fc.double({ min: -130, max: -60, noNaN: true }),
  region: fc.constantFrom('SK', 'MB', 'ON', 'MT', null),
});
const anyHaul = fc.record({
  origin: place,
  destination: place,
  loadType: fc.constantFrom(...LOAD_TYPES),
  lengthM: fc.double({ min: 1, max: 20, noNaN: true }),
  widthM: fc.double({ min: 1, max: 4, noNaN: true }),
  heightM: fc.double({ min: 1, max: 5, noNaN: true }),
  weightKg: fc.double({ min: 100, max: 40_000, noNaN: true }),
  transportRateCents: fc.option(fc.integer({ min: 10_000, max: 1_000_000 })),
  routeDistanceM: fc.integer({ min: 1000, max: 5_000_000 }),
  readyAt: fc.option(fc.date({ min: new Date('2026-11-01'), max: new Date('2027-01-31'), noInvalidDate: true })),
  publishedAt: fc.constant(new Date('2026-11-01')),
});
/** Filters that each only narrow; a place's regions and radius are one filter, since they widen each other. */
const filterGroups: fc.Arbitrary<HaulSearchQuery>[] = [
  fc.record({
    origin_lon: fc.constant(-100),
    origin_lat: fc.constant(50),
    origin_radius_km: fc.integer({ min: 50, max: 2000 }),
    origin_regions: fc.subarray(['SK', 'AB', 'MT']),
  }),
  fc.record({ destination_regions: fc.subarray(['SK', 'MB', 'ON', 'MT']) }),
  fc.record({
    pickup_from: fc.constantFrom('2026-11-15', '2026-12-15'),
    pickup_to: fc.constantFrom('2026-12-20', '2027-01-20'),
  }),
  fc.record({ load_types: fc.subarray([...LOAD_TYPES]) }),
  fc.record({
    max_weight_kg: fc.integer({ min: 100, max: 40_000 }),
    min_rate_per_km: fc.double({ min: 0, max: 5, noNaN: true }),
  }),
  fc.record({ bbox: fc.constant([-120, 40, -80, 55]) }),
  fc.record({
    route_from_lon: fc.constant(-114),
    route_from_lat: fc.constant(51),
    route_to_lon: fc.constant(-79),
    route_to_lat: fc.constant(43.6),
    corridor_km: fc.integer({ min: 10, max: 1000 }),
  }),
];

describe('haulMatchesQuery properties', () => {
  it('matches a combined query exactly when it matches each of its filters alone', () => {
    fc.assert(
      fc.property(
        anyHaul,
        fc.tuple(...filterGroups),
        fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }),
        (h, groups, chosen) => {
          const picked = groups.filter((_, index) => chosen[index]);
          const combined = Object.assign({}, ...picked) as HaulSearchQuery;
          expect(haulMatchesQuery(h, combined)).toBe(picked.every((group) => haulMatchesQuery(h, group)));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
