import { describe, expect, it } from 'vitest';
import { draftFromFilters, filtersFromDraft, type SearchDraft } from './search-draft';
import type { SearchFilters } from './search-filters';

const METRIC = { unitSystem: 'metric', rate: null } as const;
const IMPERIAL = { unitSystem: 'imp', rate: null } as const;

const EMPTY: SearchDraft = draftFromFilters({}, METRIC);
const REGINA = { name: 'Regina, SK', location: [-104.6189, 50.4452] as [number, number] };
const WINNIPEG = { name: 'Winnipeg, MB', location: [-97.1384, 49.8951] as [number, number] };

describe('the filter form', () => {
  it('starts empty, around a place, with destination regions', () => {
    expect(EMPTY).toMatchObject({ mode: 'area', destinationMode: 'regions', origin: null, minRate: null });
    expect(filtersFromDraft(EMPTY, METRIC)).toEqual({});
  });

  it('gives back the filters it was filled from', () => {
    const filters: SearchFilters = {
      origin_lon: -104.6189,
      origin_lat: 50.4452,
      origin_name: 'Regina, SK',
      origin_radius_km: 150,
      destination_regions: ['AB'],
      pickup_from: '2026-12-01',
      load_types: ['boat'],
      fits_my_vehicles: true,
      min_rate_per_km: 1.2427,
      sort: 'pickup_date',
    };
    expect(filtersFromDraft(draftFromFilters(filters, IMPERIAL), IMPERIAL)).toEqual(filters);
  });

  it('shows the minimum rate per mile and sends it per km', () => {
    const draft = draftFromFilters({ min_rate_per_km: 1.2427 }, IMPERIAL);
    expect(draft.minRate).toBe(2);
    expect(filtersFromDraft({ ...draft, minRate: 3 }, IMPERIAL)).toEqual({ min_rate_per_km: 1.8641 });
  });

  it('sends along-my-route searches without the places of the other mode', () => {
    const draft: SearchDraft = {
      ...EMPTY,
      mode: 'route',
      origin: REGINA,
      destinationRegions: ['MB'],
      routeFrom: REGINA,
      routeTo: WINNIPEG,
      corridorKm: 50,
    };
    expect(filtersFromDraft(draft, METRIC)).toEqual({
      route_from_lon: -104.6189,
      route_from_lat: 50.4452,
      route_from_name: 'Regina, SK',
      route_to_lon: -97.1384,
      route_to_lat: 49.8951,
      route_to_name: 'Winnipeg, MB',
      corridor_km: 50,
    });
  });

  it('sends a destination place with its radius, or regions, never both', () => {
    const draft: SearchDraft = {
      ...EMPTY,
      destinationMode: 'place',
      destinationRegions: ['MB'],
      destination: WINNIPEG,
      destinationRadiusKm: 100,
    };
    expect(filtersFromDraft(draft, METRIC)).toEqual({
      destination_lon: -97.1384,
      destination_lat: 49.8951,
      destination_name: 'Winnipeg, MB',
      destination_radius_km: 100,
    });
  });

  it('leaves out a radius without its place, and turns a backwards pickup window around', () => {
    const draft: SearchDraft = { ...EMPTY, originRadiusKm: 100, pickupFrom: '2026-12-20', pickupTo: '2026-12-01' };
    expect(filtersFromDraft(draft, METRIC)).toEqual({ pickup_from: '2026-12-01', pickup_to: '2026-12-20' });
  });

  it('sends a trip only with both its ends, and "nearest" only with an origin', () => {
    const halfTrip: SearchDraft = { ...EMPTY, mode: 'route', routeFrom: REGINA, corridorKm: 50, sort: 'nearest' };
    expect(filtersFromDraft(halfTrip, METRIC)).toEqual({});
    expect(filtersFromDraft({ ...EMPTY, origin: REGINA, sort: 'nearest' }, METRIC)).toMatchObject({ sort: 'nearest' });
  });

  it('leaves out a destination point without its radius', () => {
    const draft: SearchDraft = { ...EMPTY, destinationMode: 'place', destination: WINNIPEG, destinationRadiusKm: null };
    expect(filtersFromDraft(draft, METRIC)).toEqual({});
  });

  it('names a saved point by its coordinates until the place is picked again', () => {
    expect(draftFromFilters({ origin_lon: -104.6189, origin_lat: 50.4452 }, METRIC).origin?.name).toBe(
      '50.445, -104.619',
    );
  });

  it('keeps the map view the driver is searching in', () => {
    expect(filtersFromDraft(EMPTY, METRIC, [-120, 45, -90, 60])).toEqual({ bbox: [-120, 45, -90, 60] });
  });
});
