import { HOME_RADIUS_KM } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { homeSearchOf } from './home-search';
import { readFilters, writeFilters } from './search-filters';

const SWIFT_CURRENT = { base_address: 'Swift Current, SK', base_location: [-107.79, 50.29] as [number, number] };

describe('homeSearchOf', () => {
  it('starts a driver based in Swift Current around Swift Current or in their regions, nearest pickups first', () => {
    expect(homeSearchOf({ ...SWIFT_CURRENT, regions: ['SK', 'AB'] })).toEqual({
      origin_lon: -107.79,
      origin_lat: 50.29,
      origin_radius_km: HOME_RADIUS_KM,
      origin_regions: ['SK', 'AB'],
      origin_name: 'Swift Current, SK',
      sort: 'nearest',
    });
  });

  it('survives the trip through the address unchanged, so the filters form shows it', () => {
    const search = homeSearchOf({ ...SWIFT_CURRENT, regions: ['SK'] });
    expect(readFilters(writeFilters(search ?? {}))).toEqual(search);
  });

  it('starts from the regions alone without a base point, in the usual order', () => {
    expect(homeSearchOf({ base_address: '', base_location: null, regions: ['MB'] })).toEqual({
      origin_regions: ['MB'],
    });
  });

  it('has nothing to start from without a base point or regions', () => {
    expect(homeSearchOf({ ...SWIFT_CURRENT, base_location: null, regions: [] })).toBeNull();
    expect(homeSearchOf(null)).toBeNull();
  });

  it('leaves the place unnamed rather than naming it blank', () => {
    expect(homeSearchOf({ ...SWIFT_CURRENT, base_address: ' ', regions: [] })).not.toHaveProperty('origin_name');
  });
});
