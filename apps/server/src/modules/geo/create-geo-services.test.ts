import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../platform/errors/app-error';
import { buildGazetteer } from './build-gazetteer';
import { createGeoServices, withVisibleFallback } from './create-geo-services';
import { EmbeddedGeocoder } from './embedded-geocoder';
import { EstimatedRouting } from './estimated-routing';
import { NominatimGeocoder } from './nominatim-geocoder';
import { OsrmRouting } from './osrm-routing';

const gazetteer = buildGazetteer({ cities: [], zips: [] });
const a = { lat: 52.13, lon: -106.67 };
const b = { lat: 50.45, lon: -104.62 };

describe('createGeoServices', () => {
  it('is embedded and offline by default', () => {
    const services = createGeoServices({ gazetteer });
    expect(services.geocoding).toBeInstanceOf(EmbeddedGeocoder);
    expect(services.routing).toBeInstanceOf(EstimatedRouting);
  });

  it('selects the HTTP adapters by configuration', () => {
    const services = createGeoServices({
      geocoder: 'nominatim',
      geocoderUrl: 'http://127.0.0.1:8080',
      routing: 'osrm',
      routingUrl: 'http://127.0.0.1:5000',
    });
    expect(services.geocoding).toBeInstanceOf(NominatimGeocoder);
    expect(services.routing).toBeInstanceOf(OsrmRouting);
  });

  it('refuses an HTTP choice without its URL at start', () => {
    expect(() => createGeoServices({ routing: 'osrm' })).toThrow(/ROUTING_URL/);
    expect(() => createGeoServices({ geocoder: 'nominatim' })).toThrow(/GEOCODER_URL/);
  });
});

describe('withVisibleFallback', () => {
  const down = { route: async () => Promise.reject(new AppError('service_unavailable', 'down')) };

  it('answers with the estimate, marked as such and logged, when the router is unavailable', async () => {
    const warn = vi.fn();
    const route = await withVisibleFallback(down, new EstimatedRouting(), warn).route(a, b);
    expect(route.source).toBe('estimate');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('passes other failures through', async () => {
    const noRoad = { route: async () => Promise.reject(new AppError('not_found', 'no road')) };
    await expect(withVisibleFallback(noRoad, new EstimatedRouting(), vi.fn()).route(a, b)).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});
