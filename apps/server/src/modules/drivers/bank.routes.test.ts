import { Writable } from 'node:stream';
import { ApiErrorSchema, BankSchema, DriverSchema, UserSchema } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { auth, makeConfirmedShipper, makeStaff } from '../../testing/accounts';
import { testConfig } from '../../testing/build-test-app';
import { CANADIAN_BANK, makeSubmittedProfile, startDriverProfile } from '../../testing/driver-profiles';
import { makeDriver } from '../../testing/drivers';
import { createTestDatabase } from '../../testing/test-database';

/** Every log line the app writes, to prove the account number never reaches one. */
const logged: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    logged.push(String(chunk));
    done();
  },
});

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({
    config: testConfig({ logLevel: 'trace' }),
    database: await createTestDatabase(),
    logger: { stream: capture },
  });
});

afterAll(() => app.close());

type Method = 'PATCH' | 'GET' | 'POST';
const call = (method: Method, url: string, key?: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: key ? auth(key) : {}, ...(payload && { payload }) });

const bankUrl = (driver: { bank: { id: string } | null }) => `/bank/${driver.bank?.id}/`;

describe('PATCH /bank/{id}/', () => {
  it('saves Canadian details and answers with the account number masked', async () => {
    const owner = await startDriverProfile(app);
    const response = await call('PATCH', bankUrl(owner.driver), owner.key, {
      ...CANADIAN_BANK,
      bank_account: '98765-43210',
    });
    expect(response.statusCode).toBe(200);
    expect(BankSchema.parse(response.json())).toEqual({
      id: owner.driver.bank?.id,
      country: 'CAN',
      bank_institution: '001',
      bank_transit: '12345',
      bank_account: '••••3210',
      complete: true,
    });
    const driver = DriverSchema.parse((await call('GET', `/driver/${owner.driver.id}/`, owner.key)).json());
    expect(driver.access.missing).not.toContain('deposit');
  });

  it('checks a US routing number and names every wrong field', async () => {
    const owner = await startDriverProfile(app);
    const us = await call('PATCH', bankUrl(owner.driver), owner.key, {
      country: 'USA',
      bank_transit: '011000015',
      bank_account: '000123456789',
    });
    expect(BankSchema.parse(us.json())).toMatchObject({ country: 'USA', bank_account: '••••6789', complete: true });
    const wrong = await call('PATCH', bankUrl(owner.driver), owner.key, {
      country: 'CAN',
      bank_institution: '1',
      bank_transit: '12',
      bank_account: 'abc',
    });
    expect(wrong.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(wrong.json()).fields).toEqual({
      bank_institution: ['The institution number has 3 digits.'],
      bank_transit: ['The transit number has 5 digits.'],
      bank_account: ['The account number has 7 to 12 digits.'],
    });
    const kept = DriverSchema.parse((await call('GET', `/driver/${owner.driver.id}/`, owner.key)).json());
    expect(kept.bank).toMatchObject({ country: 'USA', bank_account: '••••6789' });
  });

  it('refuses a body without the account fields', async () => {
    const owner = await startDriverProfile(app);
    const response = await call('PATCH', bankUrl(owner.driver), owner.key, { country: 'CAN' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(ApiErrorSchema.parse(response.json()).fields ?? {}).sort()).toEqual([
      'bank_account',
      'bank_transit',
    ]);
  });

  it('makes the bank row of a profile that has none, addressed by the profile id', async () => {
    const seeded = await makeDriver(app, { profileState: 'incomplete' });
    const response = await call('PATCH', `/bank/${seeded.driverId}/`, seeded.key, CANADIAN_BANK);
    expect(response.statusCode).toBe(200);
    const driver = DriverSchema.parse((await call('GET', `/driver/${seeded.driverId}/`, seeded.key)).json());
    expect(driver.bank).toMatchObject({ id: BankSchema.parse(response.json()).id, complete: true });
  });

  it('lets only the owner save deposit details', async () => {
    const owner = await startDriverProfile(app);
    const other = await startDriverProfile(app);
    const shipper = await makeConfirmedShipper(app);
    const staff = await makeStaff(app);
    const url = bankUrl(owner.driver);
    expect((await call('PATCH', url, other.key, CANADIAN_BANK)).statusCode).toBe(404);
    expect((await call('PATCH', url, shipper.key, CANADIAN_BANK)).statusCode).toBe(404);
    expect((await call('PATCH', url, staff.key, CANADIAN_BANK)).statusCode).toBe(403);
    expect((await call('PATCH', url, undefined, CANADIAN_BANK)).statusCode).toBe(401);
    const driver = DriverSchema.parse((await call('GET', `/driver/${owner.driver.id}/`, owner.key)).json());
    expect(driver.bank?.complete).toBe(false);
  });
});

describe('the whole account number', () => {
  it('never leaves the server in a response body, and never reaches the logs', async () => {
    logged.length = 0;
    const account = '555000124567';
    const owner = await makeSubmittedProfile(app);
    const staff = await makeStaff(app);
    const saved = await call('PATCH', bankUrl(owner.driver), owner.key, { ...CANADIAN_BANK, bank_account: account });
    expect(saved.statusCode).toBe(200);
    const bodies = [
      saved.body,
      (await call('GET', `/driver/${owner.driver.id}/`, owner.key)).body,
      (await call('GET', `/driver/${owner.driver.id}/`, staff.key)).body,
      (await call('GET', '/user/profile/', owner.key)).body,
      (await call('GET', `/user/${owner.user.id}/`, staff.key)).body,
      (await call('GET', '/admin/drivers/?state=submitted', staff.key)).body,
      (await call('PATCH', `/driver/${owner.driver.id}/`, owner.key, { exp_years: 3 })).body,
    ];
    expect(UserSchema.parse(JSON.parse(bodies[3] ?? '{}')).driver?.bank?.bank_account).toBe('••••4567');
    for (const body of bodies) {
      expect(body).toContain('4567');
      expect(body).not.toContain(account);
      expect(body).not.toContain(account.slice(0, 8));
    }
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('')).not.toContain(account);
  });
});
