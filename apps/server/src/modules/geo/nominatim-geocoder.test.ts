import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors/app-error';
import { NominatimGeocoder } from './nominatim-geocoder';

/** A stand-in Nominatim on the loopback interface, answering like nominatim.org's jsonv2 format. */
let server: FastifyInstance;
let baseUrl: string;
let seen: { path: string; query: Record<string, string>; userAgent?: string }[] = [];
let fail: ((reply: FastifyReply) => unknown) | undefined;

const saskatoonAnswer = {
  osm_type: 'relation',
  osm_id: 2_411_468,
  lat: '52.1318',
  lon: '-106.6608',
  name: 'Saskatoon',
  addresstype: 'city',
  address: {
    city: 'Saskatoon',
    state: 'Saskatchewan',
    'ISO3166-2-lvl4': 'CA-SK',
    country: 'Canada',
    country_code: 'ca',
  },
};
const londonUkAnswer = {
  ...saskatoonAnswer,
  osm_id: 1,
  name: 'London',
  address: { city: 'London', country_code: 'gb' },
};
const zipAnswer = {
  osm_type: 'node',
  osm_id: 77,
  lat: '45.78',
  lon: '-108.50',
  name: '59101',
  addresstype: 'postcode',
  address: { postcode: '59101', city: 'Billings', state: 'Montana', country_code: 'us' },
};

beforeAll(async () => {
  server = Fastify({ forceCloseConnections: true });
  const record = (path: string) => async (request: import('fastify').FastifyRequest, reply: FastifyReply) => {
    seen.push({ path, query: request.query as Record<string, string>, userAgent: request.headers['user-agent'] });
    if (fail) return fail(reply);
    const query = request.query as Record<string, string>;
    if (path === 'reverse') return Number(query.lat) === 0 ? { error: 'Unable to geocode' } : saskatoonAnswer;
    return /\d/.test(query.q ?? '') ? [zipAnswer] : [saskatoonAnswer, londonUkAnswer];
  };
  server.get('/nominatim/search', record('search'));
  server.get('/nominatim/reverse', record('reverse'));
  baseUrl = `${await server.listen({ host: '127.0.0.1', port: 0 })}/nominatim/`;
});

afterAll(() => server.close());

beforeEach(() => {
  seen = [];
  fail = undefined;
});

const geocoder = (timeoutMs = 1_000) =>
  new NominatimGeocoder({
    baseUrl,
    timeoutMs,
    userAgent: 'freight-dispatch-test',
    biasPoint: { lat: 52.1332, lon: -106.67 },
  });

describe('NominatimGeocoder', () => {
  it('searches settlements in Canada and the US near the bias point and maps the answers to places', async () => {
    const places = await geocoder().autocomplete('Saskatoon', { limit: 5 });
    expect(places).toEqual([
      {
        id: 'osm:R2411468',
        label: 'Saskatoon, SK',
        name: 'Saskatoon',
        region: 'SK',
        country: 'CAN',
        lat: 52.1318,
        lon: -106.6608,
        population: null,
        kind: 'city',
        precision: 'town',
      },
    ]); // London, GB is dropped: outside Canada and the US
    expect(seen[0]).toMatchObject({
      path: 'search',
      userAgent: 'freight-dispatch-test',
      query: { q: 'Saskatoon', countrycodes: 'ca,us', limit: '5', featureType: 'settlement', bounded: '0' },
    });
    const [west, north, east, south] = (seen[0]?.query.viewbox ?? '').split(',').map(Number);
    expect(west).toBeLessThan(-106.67);
    expect(east).toBeGreaterThan(-106.67);
    expect(north).toBeGreaterThan(52.1332);
    expect(south).toBeLessThan(52.1332);
  });

  it('asks for more than settlements when the input has a digit, and labels postcodes with their town', async () => {
    const [place] = await geocoder().autocomplete('59101');
    expect(place).toMatchObject({
      label: '59101 (Billings, MT)',
      name: '59101',
      region: 'MT',
      kind: 'postal',
      precision: 'postal_code',
    });
    expect(seen[0]?.query).not.toHaveProperty('featureType');
  });

  it('reverse-geocodes at town level and measures the distance to the town', async () => {
    const found = await geocoder().reverse({ lat: 52.14, lon: -106.66 }, 2_500);
    expect(found?.place.label).toBe('Saskatoon, SK');
    expect(found?.distanceM).toBeGreaterThan(500);
    expect(found?.distanceM).toBeLessThan(1_000);
    expect(found?.isAccurate).toBe(false);
    expect(seen[0]?.query).toMatchObject({ zoom: '10', format: 'jsonv2' });
    expect(await geocoder().reverse({ lat: 0, lon: 0 })).toBeNull();
  });

  it('turns a 5xx or a rate limit into a 503, never into an empty list', async () => {
    for (const status of [500, 503, 429]) {
      fail = (reply) => reply.status(status).send({ error: 'busy' });
      const error = await geocoder()
        .autocomplete('Regina')
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        code: 'service_unavailable',
        message: expect.stringMatching(`answered ${status}`),
      });
    }
  });

  it('gives up after the timeout with a 503', async () => {
    fail = async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      return [];
    };
    const error = await geocoder(100)
      .reverse({ lat: 52, lon: -106 })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: 'service_unavailable',
      message: expect.stringMatching(/did not answer within 100 ms/),
    });
  });
});
