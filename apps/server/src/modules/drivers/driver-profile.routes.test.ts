import { ApiErrorSchema, DriverSchema, PROFILE_SECTIONS } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTempUser, makeConfirmedShipper, makeStaff } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';
import {
  COMPLETE_SECTIONS,
  makeCompleteProfile,
  makeSubmittedProfile,
  startDriverProfile,
} from '../../testing/driver-profiles';
import { setProfileState } from '../../testing/drivers';

let app: FastifyInstance;
const clock = testClock(new Date('2026-06-01T15:00:00Z'));

beforeAll(async () => {
  app = await buildTestApp({ clock });
});

afterAll(() => app.close());

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET';
const call = (method: Method, url: string, key?: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: key ? auth(key) : {}, ...(payload && { payload }) });

describe('POST /driver/', () => {
  it('starts the caller’s profile with the sections given and an empty bank row', async () => {
    const shipper = await makeConfirmedShipper(app);
    const response = await call('POST', '/driver/', shipper.key, { driver_type: 'non_commercial', regions: ['sk'] });
    expect(response.statusCode).toBe(201);
    const driver = DriverSchema.parse(response.json());
    expect(driver).toMatchObject({
      user: shipper.user.id,
      driver_type: 'non_commercial',
      regions: ['SK'],
      profile_state: 'incomplete',
      subscription_level: 0,
      bank: { bank_account: '', complete: false },
      access: { is_driver: true, can_search: false, can_accept: false, gaps: ['profile_not_approved'] },
    });
    expect(driver.access.missing).toEqual(['vehicles', 'experience', 'references', 'deposit', 'base']);
  });

  it('gives a user one profile: a second POST is a 409', async () => {
    const { key } = await startDriverProfile(app);
    const again = await call('POST', '/driver/', key, {});
    expect(again.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(again.json())).toMatchObject({ code: 'driver_profile_exists' });
  });

  it('starts a profile with no body at all, with every section missing', async () => {
    const shipper = await makeConfirmedShipper(app);
    const response = await call('POST', '/driver/', shipper.key);
    expect(response.statusCode).toBe(201);
    const driver = DriverSchema.parse(response.json());
    expect(driver.driver_type).toBe('nondriver');
    expect(driver.access).toMatchObject({ is_driver: false, gaps: ['not_a_driver', 'profile_not_approved'] });
    expect(driver.access.missing).toEqual(PROFILE_SECTIONS.filter((section) => section !== 'commercial'));
  });

  it('asks a temporary visitor to register and a caller without a key to log in', async () => {
    const visitor = await createTempUser(app);
    expect((await call('POST', '/driver/', visitor.key, {})).statusCode).toBe(403);
    expect((await call('POST', '/driver/', undefined, {})).statusCode).toBe(401);
  });

  it('answers years of experience out of range with the limit as data, beside the message', async () => {
    const shipper = await makeConfirmedShipper(app);
    const tooMany = ApiErrorSchema.parse((await call('POST', '/driver/', shipper.key, { exp_years: 71 })).json());
    expect(tooMany.field_codes).toEqual({ exp_years: [{ code: 'too_big', max: 70 }] });
    expect(Object.keys(tooMany.fields ?? {})).toEqual(['exp_years']);
    const partly = ApiErrorSchema.parse((await call('POST', '/driver/', shipper.key, { exp_years: 2.5 })).json());
    expect(partly.field_codes).toEqual({ exp_years: [{ code: 'not_whole_number' }] });
    const words = ApiErrorSchema.parse((await call('POST', '/driver/', shipper.key, { exp_years: 'ten' })).json());
    expect(words.field_codes).toEqual({ exp_years: [{ code: 'not_a_number' }] });
  });

  it('refuses region codes that are not provinces or states, naming them', async () => {
    const shipper = await makeConfirmedShipper(app);
    const response = await call('POST', '/driver/', shipper.key, { regions: ['SK', 'ZZ'] });
    expect(response.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(response.json()).fields).toEqual({
      regions: ['"ZZ" is not a province or state code.'],
    });
    expect((await call('GET', '/user/profile/', shipper.key)).json().driver).toBeNull();
  });
});

describe('GET /driver/{id}', () => {
  it('shows the profile to its owner and to staff, and to nobody else', async () => {
    const owner = await startDriverProfile(app, { driver_type: 'commercial' });
    const url = `/driver/${owner.driver.id}/`;
    const staff = await makeStaff(app);
    const otherDriver = await startDriverProfile(app);
    const shipper = await makeConfirmedShipper(app);
    const visitor = await createTempUser(app);
    expect((await call('GET', url, owner.key)).statusCode).toBe(200);
    expect(DriverSchema.parse((await call('GET', url, staff.key)).json()).id).toBe(owner.driver.id);
    for (const stranger of [otherDriver, shipper, visitor]) {
      expect((await call('GET', url, stranger.key)).statusCode).toBe(404);
    }
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', '/driver/not-an-id/', owner.key)).statusCode).toBe(400);
  });
});

describe('PATCH /driver/{id}/', () => {
  it('changes the sections sent and leaves the others', async () => {
    const owner = await startDriverProfile(app, { driver_type: 'commercial', company_name: 'Old Name' });
    const response = await call('PATCH', `/driver/${owner.driver.id}/`, owner.key, {
      exp_years: 7,
      base_address: 'Regina, SK',
      base_location: [-104.61, 50.45],
    });
    expect(response.statusCode).toBe(200);
    expect(DriverSchema.parse(response.json())).toMatchObject({
      company_name: 'Old Name',
      exp_years: 7,
      base_address: 'Regina, SK',
      base_location: [-104.61, 50.45],
    });
  });

  it('replaces the references as a list, in the order given', async () => {
    const owner = await startDriverProfile(app, { references: COMPLETE_SECTIONS.references });
    const url = `/driver/${owner.driver.id}/`;
    const [first, second, third] = COMPLETE_SECTIONS.references;
    const reordered = await call('PATCH', url, owner.key, { references: [third, first] });
    expect(DriverSchema.parse(reordered.json()).references.map((reference) => reference.name)).toEqual([
      third?.name,
      first?.name,
    ]);
    expect(DriverSchema.parse(reordered.json()).access.missing).toContain('references');
    const tooMany = await call('PATCH', url, owner.key, { references: [first, second, third, first] });
    expect(tooMany.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(tooMany.json()).fields).toHaveProperty('references');
  });

  it('lets only the owner edit: staff are refused, others are told it does not exist', async () => {
    const owner = await startDriverProfile(app);
    const url = `/driver/${owner.driver.id}/`;
    const staff = await makeStaff(app);
    const other = await startDriverProfile(app);
    expect((await call('PATCH', url, staff.key, { exp_years: 1 })).statusCode).toBe(403);
    expect((await call('PATCH', url, other.key, { exp_years: 1 })).statusCode).toBe(404);
    expect((await call('PATCH', url, undefined, { exp_years: 1 })).statusCode).toBe(401);
    expect(DriverSchema.parse((await call('GET', url, owner.key)).json()).exp_years).toBeNull();
  });

  it('answers a bad value with 400 naming the field', async () => {
    const owner = await startDriverProfile(app);
    const response = await call('PATCH', `/driver/${owner.driver.id}/`, owner.key, { exp_years: -2, driver_type: 'x' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(ApiErrorSchema.parse(response.json()).fields ?? {}).sort()).toEqual([
      'driver_type',
      'exp_years',
    ]);
  });
});

describe('POST /driver/submit_for_approval/', () => {
  it('names each missing section of an incomplete profile', async () => {
    const owner = await startDriverProfile(app, { driver_type: 'commercial', regions: ['MB'] });
    const response = await call('POST', '/driver/submit_for_approval/', owner.key, {});
    expect(response.statusCode).toBe(400);
    const body = ApiErrorSchema.parse(response.json());
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.fields ?? {})).toEqual([
      'commercial',
      'vehicles',
      'experience',
      'references',
      'deposit',
      'base',
    ]);
    expect(body.fields?.vehicles).toEqual(['Add at least one vehicle.']);
  });

  it('sends a complete profile to staff, dated by the clock', async () => {
    const owner = await makeCompleteProfile(app);
    expect(owner.driver.access.missing).toEqual([]);
    const response = await call('POST', '/driver/submit_for_approval/', owner.key, {});
    expect(response.statusCode).toBe(200);
    expect(DriverSchema.parse(response.json())).toMatchObject({
      profile_state: 'submitted',
      submitted_at: clock.now().toISOString(),
      access: { can_search: false, can_accept: false },
    });
  });

  it('answers a caller without a profile with 404, and an approved profile with 409', async () => {
    const shipper = await makeConfirmedShipper(app);
    expect((await call('POST', '/driver/submit_for_approval/', shipper.key, {})).statusCode).toBe(404);
    const owner = await makeSubmittedProfile(app);
    await setProfileState(app, owner.driver.id, 'approved');
    expect((await call('POST', '/driver/submit_for_approval/', owner.key, {})).statusCode).toBe(409);
  });
});

describe('editing an approved profile', () => {
  it('keeps the approval for experience, regions, vehicles and bank', async () => {
    const owner = await makeSubmittedProfile(app);
    await setProfileState(app, owner.driver.id, 'approved');
    const response = await call('PATCH', `/driver/${owner.driver.id}/`, owner.key, {
      exp_years: 13,
      regions: ['SK', 'AB', 'MB'],
    });
    expect(DriverSchema.parse(response.json())).toMatchObject({
      profile_state: 'approved',
      access: { can_search: true, can_accept: true },
    });
  });

  it('sends it back for review when the driver type or company changes', async () => {
    const owner = await makeSubmittedProfile(app);
    await setProfileState(app, owner.driver.id, 'approved');
    const url = `/driver/${owner.driver.id}/`;
    const renamed = DriverSchema.parse((await call('PATCH', url, owner.key, { company_name: 'New Co.' })).json());
    expect(renamed).toMatchObject({ profile_state: 'submitted', access: { can_accept: false } });
    await setProfileState(app, owner.driver.id, 'approved');
    const same = DriverSchema.parse((await call('PATCH', url, owner.key, { company_name: 'New Co.' })).json());
    expect(same.profile_state).toBe('approved');
    const blank = DriverSchema.parse((await call('PATCH', url, owner.key, { company_name: '' })).json());
    expect(blank).toMatchObject({ profile_state: 'incomplete', access: { missing: ['commercial'] } });
  });
});
