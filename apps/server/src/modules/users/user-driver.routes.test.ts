import { DriverSchema, PublicUserSchema, UserSchema } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, makeConfirmedShipper, makeStaff } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { startDriverProfile } from '../../testing/driver-profiles';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(() => app.close());

const get = (url: string, key: string) => app.inject({ method: 'GET', url: `/api${url}`, headers: auth(key) });

describe('User.driver (spec 3: the driver profile nested in the user)', () => {
  it('is null for a user without a driver profile', async () => {
    const shipper = await makeConfirmedShipper(app);
    expect(UserSchema.parse((await get('/user/profile/', shipper.key)).json()).driver).toBeNull();
  });

  it('is the whole Driver for its owner and for staff reading the user', async () => {
    const owner = await startDriverProfile(app, { driver_type: 'commercial', regions: ['AB'] });
    const staff = await makeStaff(app);
    const own = UserSchema.parse((await get('/user/profile/', owner.key)).json());
    expect(own.driver).toEqual(owner.driver);
    const byStaff = UserSchema.parse((await get(`/user/${owner.user.id}/`, staff.key)).json());
    expect(DriverSchema.parse(byStaff.driver)).toMatchObject({ id: owner.driver.id, regions: ['AB'] });
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/user/${owner.user.id}/`,
      headers: auth(owner.key),
      payload: { name: 'Renamed Driver' },
    });
    expect(UserSchema.parse(edited.json())).toMatchObject({ name: 'Renamed Driver', driver: { id: owner.driver.id } });
  });
});

describe('PublicUser.is_driver (spec 6)', () => {
  it('is true for a driver type other than nondriver, false for shippers and nondriver profiles', async () => {
    const viewer = await makeConfirmedShipper(app);
    const driver = await startDriverProfile(app, { driver_type: 'non_commercial' });
    const nondriver = await startDriverProfile(app);
    const shipper = await makeConfirmedShipper(app);
    const isDriver = async (userId: string) =>
      PublicUserSchema.parse((await get(`/user/${userId}/public/`, viewer.key)).json()).is_driver;
    expect(await isDriver(driver.user.id)).toBe(true);
    expect(await isDriver(nondriver.user.id)).toBe(false);
    expect(await isDriver(shipper.user.id)).toBe(false);
  });
});
