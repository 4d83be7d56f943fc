import { ApiErrorSchema, DriverSchema, VehicleSchema } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTempUser, makeConfirmedShipper, makeStaff } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';
import { startDriverProfile } from '../../testing/driver-profiles';

let app: FastifyInstance;
const clock = testClock(new Date('2026-06-01T15:00:00Z'));

beforeAll(async () => {
  app = await buildTestApp({ clock });
});

afterAll(() => app.close());

type Method = 'POST' | 'PATCH' | 'DELETE' | 'GET';
const call = (method: Method, url: string, key?: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: key ? auth(key) : {}, ...(payload && { payload }) });

const TRUCK = {
  vehicle_type: 'flatbed',
  make: 'Kenworth',
  model: 'W900',
  year: 2019,
  color: 'red',
  license: 'SK 123 ABC',
  insurance_company: 'SGI',
  insurance_policy_number: 'P-778812',
  insurance_expiry: '2027-03-31',
  capacity_kg: 20_000,
  deck_length_m: 14.6,
};

describe('POST /vehicle/', () => {
  it('adds a vehicle to the caller’s own profile, named or implied', async () => {
    const owner = await startDriverProfile(app);
    const implied = await call('POST', '/vehicle/', owner.key, TRUCK);
    expect(implied.statusCode).toBe(201);
    expect(VehicleSchema.parse(implied.json())).toMatchObject({ ...TRUCK, deck_width_m: null });
    const named = await call('POST', '/vehicle/', owner.key, { vehicle_type: 'hotshot', driver: owner.driver.id });
    expect(named.statusCode).toBe(201);
    const driver = DriverSchema.parse((await call('GET', `/driver/${owner.driver.id}/`, owner.key)).json());
    expect(driver.vehicles.map((vehicle) => vehicle.vehicle_type)).toEqual(['flatbed', 'hotshot']);
    expect(driver.access.missing).not.toContain('vehicles');
  });

  it('saves a missing insurance expiry as today’s date (spec 5)', async () => {
    const owner = await startDriverProfile(app);
    const missing = await call('POST', '/vehicle/', owner.key, { vehicle_type: 'hotshot' });
    expect(VehicleSchema.parse(missing.json()).insurance_expiry).toBe('2026-06-01');
    const empty = await call('POST', '/vehicle/', owner.key, { vehicle_type: 'hotshot', insurance_expiry: null });
    expect(VehicleSchema.parse(empty.json()).insurance_expiry).toBe('2026-06-01');
  });

  it('requires the kind of vehicle and a real date', async () => {
    const owner = await startDriverProfile(app);
    const response = await call('POST', '/vehicle/', owner.key, { make: 'Ford', insurance_expiry: '31/03/2027' });
    expect(response.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(response.json()).fields).toEqual({
      vehicle_type: ['Choose the kind of vehicle.'],
      insurance_expiry: ['Enter a date as YYYY-MM-DD.'],
    });
  });

  it('stops at six vehicles', async () => {
    const owner = await startDriverProfile(app);
    for (let index = 0; index < 6; index += 1) {
      expect((await call('POST', '/vehicle/', owner.key, { vehicle_type: 'hotshot' })).statusCode).toBe(201);
    }
    const seventh = await call('POST', '/vehicle/', owner.key, { vehicle_type: 'hotshot' });
    expect(seventh.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(seventh.json()).detail).toBe('A driver can have at most 6 vehicles.');
  });

  it('counts racing adds one after the other, so a profile never holds more than six', async () => {
    const owner = await startDriverProfile(app);
    for (let index = 0; index < 4; index += 1) await call('POST', '/vehicle/', owner.key, { vehicle_type: 'lowboy' });
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', '/vehicle/', owner.key, { vehicle_type: 'rgn' })),
    );
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 201, 400, 400, 400]);
    const driver = DriverSchema.parse((await call('GET', `/driver/${owner.driver.id}/`, owner.key)).json());
    expect(driver.vehicles).toHaveLength(6);
  });

  it('refuses adding to someone else’s profile, and callers without a profile or key', async () => {
    const owner = await startDriverProfile(app);
    const other = await startDriverProfile(app);
    const staff = await makeStaff(app);
    const shipper = await makeConfirmedShipper(app);
    const visitor = await createTempUser(app);
    const body = { vehicle_type: 'hotshot', driver: owner.driver.id };
    expect((await call('POST', '/vehicle/', other.key, body)).statusCode).toBe(404);
    expect((await call('POST', '/vehicle/', staff.key, body)).statusCode).toBe(403);
    expect((await call('POST', '/vehicle/', shipper.key, { vehicle_type: 'hotshot' })).statusCode).toBe(404);
    expect((await call('POST', '/vehicle/', visitor.key, body)).statusCode).toBe(404);
    expect((await call('POST', '/vehicle/', undefined, body)).statusCode).toBe(401);
    const driver = DriverSchema.parse((await call('GET', `/driver/${owner.driver.id}/`, owner.key)).json());
    expect(driver.vehicles).toEqual([]);
  });
});

describe('PATCH and DELETE /vehicle/{id}/', () => {
  const addTruck = async () => {
    const owner = await startDriverProfile(app);
    const vehicle = VehicleSchema.parse((await call('POST', '/vehicle/', owner.key, TRUCK)).json());
    return { owner, vehicle, url: `/vehicle/${vehicle.id}/` };
  };

  it('changes the fields sent; an expiry sent as null becomes today', async () => {
    const { owner, url } = await addTruck();
    const changed = await call('PATCH', url, owner.key, { color: 'blue', insurance_expiry: null });
    expect(changed.statusCode).toBe(200);
    expect(VehicleSchema.parse(changed.json())).toMatchObject({
      color: 'blue',
      make: 'Kenworth',
      insurance_expiry: '2026-06-01',
    });
  });

  it('removes a vehicle', async () => {
    const { owner, url } = await addTruck();
    expect((await call('DELETE', url, owner.key)).statusCode).toBe(204);
    expect((await call('PATCH', url, owner.key, { color: 'blue' })).statusCode).toBe(404);
    const driver = DriverSchema.parse((await call('GET', `/driver/${owner.driver.id}/`, owner.key)).json());
    expect(driver.vehicles).toEqual([]);
  });

  it('lets only the owner change or remove it', async () => {
    const { owner, url } = await addTruck();
    const other = await startDriverProfile(app);
    const shipper = await makeConfirmedShipper(app);
    const staff = await makeStaff(app);
    for (const stranger of [other, shipper]) {
      expect((await call('PATCH', url, stranger.key, { color: 'green' })).statusCode).toBe(404);
      expect((await call('DELETE', url, stranger.key)).statusCode).toBe(404);
    }
    expect((await call('DELETE', url, staff.key)).statusCode).toBe(403);
    expect((await call('DELETE', url)).statusCode).toBe(401);
    const driver = DriverSchema.parse((await call('GET', `/driver/${owner.driver.id}/`, owner.key)).json());
    expect(driver.vehicles.map((vehicle) => vehicle.color)).toEqual(['red']);
  });
});
