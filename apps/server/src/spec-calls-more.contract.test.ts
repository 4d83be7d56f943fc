import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type Row, replay, type Who } from './spec-calls.test-helpers';
import { auth, latestEmailTo, makeConfirmedShipper, makeStaff, registerUser } from './testing/accounts';
import { buildTestApp } from './testing/build-test-app';
import { makeDriver } from './testing/drivers';
import { makeQuotedHaul } from './testing/hauls';
import { makePostedHaul, WIDE_QUOTE } from './testing/posted-hauls';

/**
 * Spec section 7's bid, place and load, payment request, plan, tracking, verification, driver-profile, saved-search
 * and load-management calls, replayed with the spec's paths and field names (spec-calls.contract.test.ts has the rest).
 */
let app: FastifyInstance;
const keys: Partial<Record<Who, string>> = {};
const ids: Record<string, string> = {};
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const send = async (key: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const response = await app.inject({ method, url: `/api${url}`, headers: auth(key), ...(payload && { payload }) });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
};

beforeAll(async () => {
  app = await buildTestApp();
  const shipper = await makeConfirmedShipper(app);
  const driver = await makeDriver(app);
  const newcomer = await registerUser(app);
  keys.shipper = shipper.key;
  keys.driver = driver.key;
  keys.staff = (await makeStaff(app)).key;
  keys.newcomer = newcomer.key;
  ids.newcomer = newcomer.user.id;
  ids.newcomerCode = (await latestEmailTo(app, newcomer.user.email ?? '')).code;
  ids.driverProfile = driver.driverId;
  const draft = await makeQuotedHaul(app, shipper.key);
  ids.draftOrigin = draft.origin.id;
  ids.draftLoad = draft.load.id;
  ids.biddable = (await makePostedHaul(app, { shipper, quote: WIDE_QUOTE })).haul.id;
  ids.unwanted = (await makePostedHaul(app, { shipper })).haul.id;
  ids.accepted = (await makePostedHaul(app, { shipper })).haul.id;
  await send(driver.key, 'PUT', `/haul/${ids.accepted}/accept/`);
  ids.search = (await send(driver.key, 'POST', '/notification/', { state: 'active' })).id;
  ids.supportChat = (await send(shipper.key, 'POST', '/chat/', { message: 'Hello', admin: true })).id;
});

afterAll(() => app.close());

const keep = (name: string) => (body: { id: string }) => {
  ids[name] = body.id;
};

const BID = { amount: 950, deliver_at: inDays(9), expires_at: inDays(3), comment: 'Can load Monday' };
const REFERENCES = ['Dana Rees', 'Lee Park', 'Sam Ortiz'].map((name, index) => ({
  name,
  relation: 'Dispatcher',
  company: 'Prairie Co-op',
  telephone: `306-555-01${index}0`,
  email: '',
}));
const VEHICLE = { vehicle_type: 'hotshot', make: 'Ram', model: '3500', year: 2021, capacity_kg: 7000 };

const ROWS: Row[] = [
  // Place, load
  {
    name: 'PUT /place/{id}/ (the spec’s loading-time wording)',
    who: 'shipper',
    call: () => ({
      method: 'PUT',
      url: `/place/${ids.draftOrigin}/`,
      payload: { loading_times: '8 to 5 - Monday to Friday', loading_provided: true, instructions: 'Yard gate 2' },
    }),
    expected: [200],
  },
  {
    name: 'PATCH /load/{id}/',
    who: 'shipper',
    call: () => ({ method: 'PATCH', url: `/load/${ids.draftLoad}/`, payload: { make_model: 'Kubota M7-172 tractor' } }),
    expected: [200],
  },
  // Bid
  {
    name: 'POST /bid/ (amount, deliver-by date, expiry, comments)',
    who: 'driver',
    call: () => ({ method: 'POST', url: '/bid/', payload: { haul_id: ids.biddable, ...BID } }),
    expected: [201],
    keep: keep('bid'),
  },
  {
    name: 'DELETE /bid/{id}/',
    who: 'driver',
    call: () => ({ method: 'DELETE', url: `/bid/${ids.bid}/` }),
    expected: [200],
  },
  {
    name: 'POST /bid/ again after withdrawing',
    who: 'driver',
    call: () => ({ method: 'POST', url: '/bid/', payload: { haul_id: ids.biddable, ...BID, amount: 975 } }),
    expected: [201],
    keep: keep('bid'),
  },
  {
    name: 'PUT /bid/{id}/accept/',
    who: 'shipper',
    call: () => ({ method: 'PUT', url: `/bid/${ids.bid}/accept/` }),
    expected: [200],
  },
  // Payment, plan
  {
    name: 'POST /purchase/request_payment/',
    who: 'shipper',
    call: () => ({ method: 'POST', url: '/purchase/request_payment/', payload: { haul_id: ids.biddable } }),
    expected: [201],
  },
  {
    name: 'POST /driver/{id}/subscribe/ (subscription id and level)',
    who: 'staff',
    call: () => ({
      method: 'POST',
      url: `/driver/${ids.driverProfile}/subscribe/`,
      payload: { subscription: '', level: 2 },
    }),
    expected: [200],
  },
  // Tracking, verification
  {
    name: 'POST /userdata/ (type, data, location)',
    who: 'driver',
    call: () => ({
      method: 'POST',
      url: '/userdata/',
      payload: { type: 'screen_view', data: { screen: 'search-jobs' }, location: { lat: 50.45, lon: -104.62 } },
    }),
    expected: [200, 201, 204],
  },
  {
    name: 'POST /user/{id}/verify/ (query code)',
    who: 'newcomer',
    call: () => ({
      method: 'POST',
      url: `/user/${ids.newcomer}/verify/?code=${encodeURIComponent(ids.newcomerCode ?? '')}`,
    }),
    expected: [200],
  },
  // Driver profile
  {
    name: 'POST /driver/',
    who: 'newcomer',
    call: () => ({
      method: 'POST',
      url: '/driver/',
      payload: { driver_type: 'commercial', company_name: 'Prairie Hotshot Ltd', regions: ['SK', 'AB'] },
    }),
    expected: [201],
    keep: (body: { id: string; bank: { id: string } | null }) => {
      ids.newDriver = body.id;
      ids.bank = body.bank?.id ?? '';
    },
  },
  {
    name: 'PATCH /driver/{id}/',
    who: 'newcomer',
    call: () => ({
      method: 'PATCH',
      url: `/driver/${ids.newDriver}/`,
      payload: {
        exp_years: 12,
        base_address: 'Swift Current, SK',
        base_location: [-107.79, 50.29],
        references: REFERENCES,
      },
    }),
    expected: [200],
  },
  {
    name: 'POST /vehicle/',
    who: 'newcomer',
    call: () => ({ method: 'POST', url: '/vehicle/', payload: VEHICLE }),
    expected: [201],
    keep: keep('vehicle'),
  },
  {
    name: 'PATCH /vehicle/{id}/',
    who: 'newcomer',
    call: () => ({ method: 'PATCH', url: `/vehicle/${ids.vehicle}/`, payload: { color: 'white' } }),
    expected: [200],
  },
  {
    name: 'POST /vehicle/ (a second rig)',
    who: 'newcomer',
    call: () => ({
      method: 'POST',
      url: '/vehicle/',
      payload: { ...VEHICLE, vehicle_type: 'flatbed', make: 'Kenworth' },
    }),
    expected: [201],
    keep: keep('vehicle'),
  },
  {
    name: 'DELETE /vehicle/{id}/',
    who: 'newcomer',
    call: () => ({ method: 'DELETE', url: `/vehicle/${ids.vehicle}/` }),
    expected: [200, 204],
  },
  {
    name: 'PATCH /bank/{id}/',
    who: 'newcomer',
    call: () => ({
      method: 'PATCH',
      url: `/bank/${ids.bank}/`,
      payload: { country: 'CAN', bank_institution: '001', bank_transit: '00011', bank_account: '1234567' },
    }),
    expected: [200],
  },
  {
    name: 'POST /driver/submit_for_approval/',
    who: 'newcomer',
    call: () => ({ method: 'POST', url: '/driver/submit_for_approval/' }),
    expected: [200],
  },
  // Saved searches
  {
    name: 'PATCH /notification/{id}/',
    who: 'driver',
    call: () => ({ method: 'PATCH', url: `/notification/${ids.search}/`, payload: { state: 'paused' } }),
    expected: [200],
  },
  {
    name: 'DELETE /notification/{id}/',
    who: 'driver',
    call: () => ({ method: 'DELETE', url: `/notification/${ids.search}/` }),
    expected: [200, 204],
  },
  // Chat
  {
    name: 'GET /chat/{id}/',
    who: 'shipper',
    call: () => ({ method: 'GET', url: `/chat/${ids.supportChat}/` }),
    expected: [200],
  },
  {
    name: 'PATCH /chat/{id}/ (message_body, picture flag)',
    who: 'shipper',
    call: () => ({
      method: 'PATCH',
      url: `/chat/${ids.supportChat}/`,
      payload: { message_body: 'Is my payment through?', picture: false },
    }),
    expected: [200],
  },
  // Managing loads
  {
    name: 'PUT /haul/{id}/reject/ (reason)',
    who: 'shipper',
    call: () => ({
      method: 'PUT',
      url: `/haul/${ids.accepted}/reject/`,
      payload: { reason: 'The dates no longer suit.' },
    }),
    expected: [200],
  },
  {
    name: 'DELETE /haul/{id}/ (body with reason)',
    who: 'shipper',
    call: () => ({ method: 'DELETE', url: `/haul/${ids.unwanted}/`, payload: { reason: 'found_another_carrier' } }),
    expected: [200, 204],
  },
  {
    name: 'POST /haul/{id}/resume/',
    who: 'shipper',
    call: () => ({ method: 'POST', url: `/haul/${ids.unwanted}/resume/` }),
    expected: [200],
  },
];

describe('spec section 7, replayed with the spec’s field names (bids, places, payments, drivers)', () => {
  it.each(ROWS)('$name as $who', (row) => replay(app, keys, row));
});
