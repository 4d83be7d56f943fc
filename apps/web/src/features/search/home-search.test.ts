import { describe, expect, it } from 'vitest';
import { HOME_RADIUS_KM, homeSearchOf } from './home-search';
import { readFilters, writeFilters } from './search-filters';

describe('homeSearchOf', () => {
  it('starts a driver based in Swift Current around Swift Current, nearest pickups first', () => {
    const search = homeSearchOf({ base_address: 'Swift Current, SK', base_location: [-107.79, 50.29] });
    expect(search).toEqual({
      origin_lon: -107.79,
      origin_lat: 50.29,
      origin_radius_km: HOME_RADIUS_KM,
      origin_name: 'Swift Current, SK',
      sort: 'nearest',
    });
  });

  it('survives the trip through the address unchanged, so the filters form shows it', () => {
    const search = homeSearchOf({ base_address: 'Swift Current, SK', base_location: [-107.79, 50.29] });
    expect(readFilters(writeFilters(search ?? {}))).toEqual(search);
  });

  it('has nothing to start from without a base point', () => {
    expect(homeSearchOf({ base_address: 'Swift Current, SK', base_location: null })).toBeNull();
    expect(homeSearchOf(null)).toBeNull();
  });

  it('leaves the place unnamed rather than naming it blank', () => {
    expect(homeSearchOf({ base_address: ' ', base_location: [-107.79, 50.29] })).not.toHaveProperty('origin_name');
  });
});
