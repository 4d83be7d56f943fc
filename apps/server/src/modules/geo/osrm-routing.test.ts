import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appErrorOf, closedAddress, startStandInServer } from '../../testing/stand-in-server';
import { OsrmRouting } from './osrm-routing';

let standIn: Awaited<ReturnType<typeof startStandInServer>>;
let baseUrl: string;
let seen: string[];

beforeAll(async () => {
  standIn = await startStandInServer({ route: '/osrm/route/v1/driving/*', prefix: '/osrm' });
  ({ baseUrl, seen } = standIn);
});

afterAll(() => standIn.close());

beforeEach(() => standIn.reset(() => ({ code: 'Ok', routes: [{ distance: 271_804.3, duration: 9_812.6 }] })));

const saskatoon = { lat: 52.13238, lon: -106.66892 };
const regina = { lat: 50.45008, lon: -104.6178 };

describe('OsrmRouting', () => {
  it('asks for the driving route lon,lat;lon,lat without geometry and reports it as OSRM', async () => {
    const route = await new OsrmRouting(baseUrl, 1_000).route(saskatoon, regina);
    expect(route).toEqual({ distanceM: 271_804.3, durationS: 9_812.6, source: 'osrm' });
    expect(seen).toEqual(['/osrm/route/v1/driving/-106.66892,52.13238;-104.6178,50.45008?overview=false']);
  });

  it('turns a server error into a 503 service_unavailable naming the router', async () => {
    standIn.answer = (reply) => reply.status(502).send({ message: 'bad gateway' });
    const error = await appErrorOf(new OsrmRouting(baseUrl, 1_000).route(saskatoon, regina));
    expect(error).toMatchObject({ code: 'service_unavailable', statusCode: 503, retryAfterSeconds: 30 });
    expect(error.message).toMatch(/routing service answered 502/);
  });

  it('gives up after the timeout with a 503', async () => {
    standIn.answer = async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      return { code: 'Ok', routes: [{ distance: 1, duration: 1 }] };
    };
    const started = Date.now();
    const error = await appErrorOf(new OsrmRouting(baseUrl, 100).route(saskatoon, regina));
    expect(error.code).toBe('service_unavailable');
    expect(error.message).toMatch(/did not answer within 100 ms/);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('answers 503 when nothing listens at the address', async () => {
    const url = await closedAddress();
    const error = await appErrorOf(new OsrmRouting(url, 1_000).route(saskatoon, regina));
    expect(error).toMatchObject({
      code: 'service_unavailable',
      message: expect.stringMatching(/could not be reached/),
    });
  });

  it('answers 503 for a reply that is not JSON or not a route', async () => {
    standIn.answer = (reply) => reply.type('text/html').send('<html>maintenance</html>');
    expect((await appErrorOf(new OsrmRouting(baseUrl, 1_000).route(saskatoon, regina))).code).toBe(
      'service_unavailable',
    );
    standIn.answer = () => ({ code: 'Ok', routes: [] });
    expect((await appErrorOf(new OsrmRouting(baseUrl, 1_000).route(saskatoon, regina))).code).toBe(
      'service_unavailable',
    );
  });

  it('says not_found when no road joins the points', async () => {
    standIn.answer = (reply) => reply.status(400).send({ code: 'NoRoute', message: 'Impossible route between points' });
    const error = await appErrorOf(new OsrmRouting(baseUrl, 1_000).route(saskatoon, { lat: 21.3, lon: -157.8 }));
    expect(error).toMatchObject({ code: 'not_found', statusCode: 404 });
  });
});
