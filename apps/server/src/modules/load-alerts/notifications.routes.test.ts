import { HOME_RADIUS_KM, NotificationSchema } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, registerUser } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { makeDriver } from '../../testing/drivers';
import { MAX_SAVED_SEARCHES } from './notifications.service';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(() => app.close());

const call = (method: 'POST' | 'PATCH' | 'DELETE' | 'GET', url: string, key: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: auth(key), ...(payload && { payload }) });

const TO_MANITOBA = { name: 'Back to Manitoba', filters: { destination_regions: 'mb,SK', load_types: ['machinery'] } };

const save = async (key: string, body: object = TO_MANITOBA) => {
  const response = await call('POST', '/notification/', key, body);
  if (response.statusCode !== 201) throw new Error(`save failed: ${response.body}`);
  return NotificationSchema.parse(response.json());
};

describe('POST /notification/', () => {
  it('saves an approved driver’s search, active, with the filters as the search reads them', async () => {
    const driver = await makeDriver(app);
    const saved = await save(driver.key, { ...TO_MANITOBA, filters: { ...TO_MANITOBA.filters, page: 3 } });
    expect(saved).toMatchObject({
      name: 'Back to Manitoba',
      state: 'active',
      filters: { destination_regions: ['MB', 'SK'], load_types: ['machinery'] },
    });
    expect(saved.filters).not.toHaveProperty('page');
  });

  it('lets a subscriber whose profile is not approved yet save one (a subscription grants search)', async () => {
    const subscriber = await makeDriver(app, { profileState: 'submitted', level: 1 });
    expect((await call('POST', '/notification/', subscriber.key, TO_MANITOBA)).statusCode).toBe(201);
  });

  it('refuses a non-driver and an unapproved driver with the codes that say what to fix', async () => {
    const shipper = await registerUser(app);
    const notDriver = await call('POST', '/notification/', shipper.key, TO_MANITOBA);
    expect(notDriver.statusCode).toBe(403);
    expect(notDriver.json().code).toBe('not_a_driver');

    const pending = await makeDriver(app, { profileState: 'submitted' });
    const notApproved = await call('POST', '/notification/', pending.key, TO_MANITOBA);
    expect(notApproved.statusCode).toBe(403);
    expect(notApproved.json().code).toBe('driver_not_approved');

    expect((await app.inject({ method: 'POST', url: '/api/notification/', payload: TO_MANITOBA })).statusCode).toBe(
      401,
    );
  });

  it('saves a search with only a state (as spec 7 sends it) from the driver’s base and regions', async () => {
    const driver = await makeDriver(app, { regions: ['SK', 'AB'], base: [-106.67, 52.13] });
    const saved = await save(driver.key, { state: 'active' });
    expect(saved).toMatchObject({
      state: 'active',
      filters: {
        origin_lon: -106.67,
        origin_lat: 52.13,
        origin_radius_km: HOME_RADIUS_KM,
        origin_regions: ['SK', 'AB'],
      },
    });
    const regionsOnly = await makeDriver(app, { regions: ['MB'], base: null });
    expect((await save(regionsOnly.key, { state: 'paused' })).filters).toEqual({ origin_regions: ['MB'] });
  });

  it('refuses a search without filters for a driver with no base or regions, and for a non-driver', async () => {
    const homeless = await makeDriver(app, { regions: [], base: null });
    const refused = await call('POST', '/notification/', homeless.key, { state: 'active' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'validation_failed',
      field_codes: { filters: [{ code: 'required' }] },
    });
    const shipper = await registerUser(app);
    const notDriver = await call('POST', '/notification/', shipper.key, { state: 'active' });
    expect(notDriver.statusCode).toBe(403);
    expect(notDriver.json().code).toBe('not_a_driver');
  });

  it('refuses a search without any filter, which would alert on every load, and bad filters by name', async () => {
    const driver = await makeDriver(app);
    const empty = await call('POST', '/notification/', driver.key, { name: 'Anything', filters: { sort: 'rate' } });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().fields)).toEqual(['filters']);

    const bad = await call('POST', '/notification/', driver.key, { filters: { load_types: ['spaceship'] } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)[0]).toMatch(/^filters\.load_types/);

    const halfPoint = await call('POST', '/notification/', driver.key, { filters: { origin_lon: -106.6 } });
    expect(halfPoint.statusCode).toBe(400);
    expect(halfPoint.json().fields).toEqual({ 'filters.origin_lat': ['Give origin_lon and origin_lat together.'] });
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} searches per driver, saved concurrently or not`, async () => {
    const driver = await makeDriver(app);
    const answers = await Promise.all(
      Array.from({ length: MAX_SAVED_SEARCHES + 3 }, (_, index) =>
        call('POST', '/notification/', driver.key, {
          name: `Search ${index}`,
          filters: { max_weight_kg: 1000 + index },
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(MAX_SAVED_SEARCHES);
    const refused = answers.filter((answer) => answer.statusCode === 400);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.json()).toMatchObject({
      code: 'bad_request',
      detail: `You can keep at most ${MAX_SAVED_SEARCHES} saved searches; delete one before saving another.`,
    });
  });
});

describe('PATCH and DELETE /notification/{id}/', () => {
  it('lets the owner rename, pause and change the filters', async () => {
    const driver = await makeDriver(app);
    const saved = await save(driver.key);
    const paused = await call('PATCH', `/notification/${saved.id}/`, driver.key, {
      name: 'Winter runs',
      state: 'paused',
      filters: { min_rate_per_km: 2.5 },
    });
    expect(paused.statusCode).toBe(200);
    expect(NotificationSchema.parse(paused.json())).toEqual({
      ...saved,
      name: 'Winter runs',
      state: 'paused',
      filters: { min_rate_per_km: 2.5 },
    });
    const untouched = await call('PATCH', `/notification/${saved.id}/`, driver.key, {});
    expect(untouched.json()).toMatchObject({ name: 'Winter runs', state: 'paused' });
  });

  it('tells anyone but the owner there is no such search, and the owner once it is deleted', async () => {
    const owner = await makeDriver(app);
    const other = await makeDriver(app);
    const saved = await save(owner.key);
    for (const [method, payload] of [
      ['PATCH', { state: 'paused' }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await call(method, `/notification/${saved.id}/`, other.key, payload);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'not_found', detail: 'No such saved search.' });
    }
    const shipper = await registerUser(app);
    expect((await call('DELETE', `/notification/${saved.id}/`, shipper.key)).statusCode).toBe(404);

    const deleted = await call('DELETE', `/notification/${saved.id}/`, owner.key);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await call('DELETE', `/notification/${saved.id}/`, owner.key)).statusCode).toBe(404);
    expect((await call('PATCH', `/notification/${saved.id}/`, owner.key, { name: 'x' })).statusCode).toBe(404);
  });

  it('answers a malformed id with a 400 naming it', async () => {
    const driver = await makeDriver(app);
    const answer = await call('PATCH', '/notification/not-a-uuid/', driver.key, { name: 'x' });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().fields)).toEqual(['id']);
  });
});
