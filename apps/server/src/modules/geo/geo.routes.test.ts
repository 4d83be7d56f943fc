import { AutocompleteResponseSchema, ReverseResponseSchema, RouteResponseSchema } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /api/geo/autocomplete/', () => {
  it('suggests places with [lon, lat] locations, without a login', async () => {
    const response = await get('/api/geo/autocomplete/?search_term=lethbr');
    expect(response.statusCode).toBe(200);
    const [first] = AutocompleteResponseSchema.parse(response.json());
    expect(first).toEqual({
      id: 'geonames:6053154',
      label: 'Lethbridge, AB',
      name: 'Lethbridge',
      region: 'AB',
      country: 'CAN',
      location: [-112.81856, 49.69999],
      kind: 'city',
      precision: 'town',
    });
  });

  it('narrows by province and honours the limit', async () => {
    const response = await get(`/api/geo/autocomplete/?search_term=${encodeURIComponent('Regina, SK')}&limit=1`);
    expect(response.json()).toEqual([expect.objectContaining({ label: 'Regina, SK' })]);
  });

  it('finds a ZIP code and never a town for digits', async () => {
    const response = await get('/api/geo/autocomplete/?search_term=59101');
    expect(response.json()).toEqual([expect.objectContaining({ id: 'zip:59101', kind: 'postal' })]);
  });

  it('biases towards the lat and lon given', async () => {
    const response = await get('/api/geo/autocomplete/?search_term=W&lat=49.8951&lon=-97.1384&limit=3');
    expect(response.json()[0].label).toBe('Winnipeg, MB');
  });

  it('refuses a missing search term, a latitude out of range and a lat without lon', async () => {
    for (const url of [
      '/api/geo/autocomplete/',
      '/api/geo/autocomplete/?search_term=%20%20',
      '/api/geo/autocomplete/?search_term=Regina&lat=91&lon=0',
      '/api/geo/autocomplete/?search_term=Regina&lat=50',
      '/api/geo/autocomplete/?search_term=Regina&limit=0',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    expect((await get('/api/geo/autocomplete/?search_term=Regina&lat=91&lon=0')).json().fields).toHaveProperty('lat');
  });
});

describe('GET /api/geo/reverse/', () => {
  it('names the nearest town, the distance and whether the fix is accurate', async () => {
    const response = await get('/api/geo/reverse/?lat=49.69&lon=-112.72&accuracy=3000');
    expect(response.statusCode).toBe(200);
    const body = ReverseResponseSchema.parse(response.json());
    expect(body.place.label).toBe('Lethbridge, AB');
    expect(body.distance_m).toBeGreaterThan(6_000);
    expect(body.is_accurate).toBe(false);
  });

  it('answers 404 far from any town and 400 for a latitude out of range', async () => {
    expect((await get('/api/geo/reverse/?lat=0&lon=0')).statusCode).toBe(404);
    const bad = await get('/api/geo/reverse/?lat=-91&lon=10');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('lat');
    expect((await get('/api/geo/reverse/?lat=&lon=10')).statusCode).toBe(400);
  });
});

describe('GET /api/geo/route/', () => {
  it('estimates road distance and driving time between two lon,lat points', async () => {
    const response = await get('/api/geo/route/?from=-106.66892,52.13238&to=-104.6178,50.45008');
    expect(response.statusCode).toBe(200);
    const body = RouteResponseSchema.parse(response.json());
    expect(body.source).toBe('estimate');
    expect(body.distance_m).toBeGreaterThan(260_000);
    expect(body.distance_m).toBeLessThan(300_000);
    expect(Number.isInteger(body.duration_s)).toBe(true);
  });

  it('refuses points that are not lon,lat', async () => {
    for (const query of [
      'from=52.1,-106.6,1&to=-104.6,50.4',
      'from=abc&to=-104.6,50.4',
      'from=-106.6,95&to=-104.6,50.4',
    ]) {
      const response = await get(`/api/geo/route/?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fields).toHaveProperty('from');
    }
    expect((await get('/api/geo/route/?from=-106.6,52.1')).statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents the three operations in the app OpenAPI document', async () => {
    const document = (await get('/api/openapi.json')).json() as {
      paths: Record<string, { get: { parameters: { name: string }[] } }>;
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/geo/autocomplete/', '/geo/reverse/', '/geo/route/']),
    );
    expect(document.paths['/geo/route/']?.get.parameters.map((parameter) => parameter.name)).toEqual(['from', 'to']);
  });
});
