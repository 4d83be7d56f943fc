import { type APIRequestContext, expect } from '@playwright/test';
import { makeAccount, staffKeyByApi, type TestAccount } from './accounts';

/** Journeys about drivers start from people and loads made through the API, as the server tests make them. */

const auth = (key: string) => ({ Authorization: `Token ${key}` });

type Mail = { to: string; text: string };

/** Registers `account` (terms accepted) and opens the confirmation link the development mailbox holds. */
const confirmedKeyByApi = async (request: APIRequestContext, account: TestAccount): Promise<string> => {
  const created = await request.post('/api/user/create_account/', {
    data: { ...account, password2: account.password, accepted_terms: true },
  });
  expect(created.status()).toBe(201);
  const { user } = (await created.json()) as { user: { id: string } };
  const mailbox = (await (await request.get('/api/dev/mailbox')).json()) as Mail[];
  const link = mailbox.find((email) => email.to === account.email)?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
  const code = decodeURIComponent(link.split('/').filter(Boolean).pop() ?? '');
  const verified = await request.post(`/api/user/${user.id}/verify/?code=${encodeURIComponent(code)}`);
  expect(verified.status()).toBe(200);
  return ((await verified.json()) as { key: string }).key;
};

export type Person = { key: string; name: string };

export const confirmedShipperByApi = async (request: APIRequestContext): Promise<Person> => {
  const account = makeAccount();
  return { key: await confirmedKeyByApi(request, account), name: account.name };
};

/** A day this many days ahead, at noon UTC as the post flow stores picked days. */
export const daysFromNow = (days: number) =>
  `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T12:00:00.000Z`;

/** A load quoted at a price (a tractor, Regina to Winnipeg) and posted for drivers. */
export const postedLoadByApi = async (request: APIRequestContext, shipperKey: string, makeModel: string) => {
  const quoted = await request.post('/api/quote/', {
    headers: auth(shipperKey),
    data: {
      origin: { name: 'Regina, SK', location: [-104.6189, 50.4452] },
      destination: { name: 'Winnipeg, MB', location: [-97.1384, 49.8951] },
      load: { make_model: makeModel, length: 5.1, width: 2.55, height: 3.05, weight: 6_900, load_type: 'machinery' },
    },
  });
  expect(quoted.status()).toBe(201);
  const { id } = (await quoted.json()) as { id: string };
  const published = await request.put(`/api/haul/${id}/publish/`, {
    headers: auth(shipperKey),
    data: {
      load: { ready_datetime: daysFromNow(3), deliver_by_datetime: daysFromNow(10) },
      origin: { address: '1500 Albert St, Regina', loading_provided: true },
      destination: { address: '200 Main St, Winnipeg', unloading_provided: true },
    },
  });
  expect(published.status()).toBe(200);
  return id;
};

/** Every section a driver profile needs before it can be submitted (spec 2, driver registration). */
const COMPLETE_PROFILE = {
  driver_type: 'commercial',
  company_name: 'Prairie Hotshot Ltd.',
  regions: ['SK', 'MB'],
  exp_years: 12,
  exp_accidents: 0,
  exp_companies: 'Northern Haul 2014-2020',
  exp_qualifications: 'Class 1A, air brakes',
  references: [
    { name: 'Ann Ferris', relation: 'dispatcher', company: 'Northern Haul', telephone: '306-555-0101', email: '' },
    { name: 'Bo Lund', relation: 'customer', company: 'Lund Farms', telephone: '', email: 'bo@lundfarms.ca' },
    { name: 'Cy Marsh', relation: 'former employer', company: 'Marsh Ag', telephone: '306-555-0103', email: '' },
  ],
  base_address: 'Regina, SK',
  base_location: [-104.6189, 50.4452],
};

/**
 * A driver whose complete profile was submitted and approved by the run's staff user, all through the API; `profile`
 * and `vehicle` change the defaults (a base elsewhere, an insured rig).
 */
export const approvedDriverByApi = async (
  request: APIRequestContext,
  { profile = {}, vehicle: rig = {} }: { profile?: Record<string, unknown>; vehicle?: Record<string, unknown> } = {},
): Promise<Person> => {
  const account = makeAccount();
  const key = await confirmedKeyByApi(request, account);
  const started = await request.post('/api/driver/', { headers: auth(key), data: { ...COMPLETE_PROFILE, ...profile } });
  expect(started.status()).toBe(201);
  const driver = (await started.json()) as { id: string; bank: { id: string } | null };
  const vehicle = await request.post('/api/vehicle/', {
    headers: auth(key),
    data: { vehicle_type: 'hotshot', make: 'Ram', model: '3500', year: 2021, ...rig },
  });
  expect(vehicle.status()).toBe(201);
  const bank = await request.patch(`/api/bank/${driver.bank?.id ?? driver.id}/`, {
    headers: auth(key),
    data: { country: 'CAN', bank_institution: '001', bank_transit: '12345', bank_account: '9876543210' },
  });
  expect(bank.status()).toBe(200);
  const submitted = await request.post('/api/driver/submit_for_approval/', { headers: auth(key), data: {} });
  expect(submitted.status()).toBe(200);
  const staffKey = await staffKeyByApi(request);
  const decided = await request.put(`/api/admin/drivers/${driver.id}/decision/`, {
    headers: auth(staffKey),
    data: { decision: 'approve' },
  });
  expect(decided.status()).toBe(200);
  return { key, name: account.name };
};

/**
 * An approved driver on the premium plan, who hears of new loads in their regions at once (basic drivers after a
 * delay): staff grant the plan until payments open.
 */
export const premiumDriverByApi = async (request: APIRequestContext): Promise<Person> => {
  const driver = await approvedDriverByApi(request);
  const profile = await request.get('/api/user/profile/', { headers: auth(driver.key) });
  const { driver: driverProfile } = (await profile.json()) as { driver: { id: string } };
  const granted = await request.post(`/api/driver/${driverProfile.id}/subscribe/`, {
    headers: auth(await staffKeyByApi(request)),
    data: { level: 2 },
  });
  expect(granted.ok()).toBe(true);
  return driver;
};
