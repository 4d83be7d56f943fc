import { describe, expect, it } from 'vitest';
import { HOME_RADIUS_KM, homeSearchOf } from './home-search';

describe('homeSearchOf', () => {
  it('looks for pickups around the base or in the driver’s regions', () => {
    expect(homeSearchOf({ baseLocation: [-107.79, 50.29], regions: ['sk', 'AB '] })).toEqual({
      origin_lon: -107.79,
      origin_lat: 50.29,
      origin_radius_km: HOME_RADIUS_KM,
      origin_regions: ['SK', 'AB'],
    });
  });

  it('uses whichever of the two the profile has', () => {
    expect(homeSearchOf({ baseLocation: null, regions: ['MB', 'MB'] })).toEqual({ origin_regions: ['MB'] });
    expect(homeSearchOf({ baseLocation: [-104.6, 50.45], regions: [] })).toEqual({
      origin_lon: -104.6,
      origin_lat: 50.45,
      origin_radius_km: HOME_RADIUS_KM,
    });
  });

  it('has no home search for a profile with neither', () => {
    expect(homeSearchOf({ baseLocation: null, regions: [' '] })).toBeNull();
  });
});
