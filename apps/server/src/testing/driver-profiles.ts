import { type Driver, type DriverInput, DriverSchema, type KeyResponse } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { auth, registerUser } from './accounts';

/** Every section a profile needs before it can be submitted (spec 2: driver registration sections). */
export const COMPLETE_SECTIONS = {
  driver_type: 'commercial',
  company_name: 'Prairie Hotshot Ltd.',
  regions: ['SK', 'AB'],
  exp_years: 12,
  exp_accidents: 0,
  exp_companies: 'Northern Haul 2014-2020',
  exp_qualifications: 'Class 1A, air brakes',
  references: [
    { name: 'Ann Ferris', relation: 'dispatcher', company: 'Northern Haul', telephone: '306-555-0101', email: '' },
    { name: 'Bo Lund', relation: 'customer', company: 'Lund Farms', telephone: '', email: 'bo@lundfarms.ca' },
    { name: 'Cy Marsh', relation: 'former employer', company: 'Marsh Ag', telephone: '306-555-0103', email: '' },
  ],
  base_address: 'Saskatoon, SK',
  base_location: [-106.67, 52.13],
} satisfies DriverInput;

/** Valid Canadian deposit details (institution 3 digits, transit 5, account 7 to 12). */
export const CANADIAN_BANK = {
  country: 'CAN',
  bank_institution: '001',
  bank_transit: '12345',
  bank_account: '9876543210',
};

export type ProfileDriver = KeyResponse & { password: string; driver: Driver };

const call = (app: FastifyInstance, method: 'POST' | 'PATCH', url: string, key: string, payload: object) =>
  app.inject({ method, url: `/api${url}`, headers: auth(key), payload });

/** A registered user who started a driver profile through `POST /driver/` with the given sections. */
export const startDriverProfile = async (app: FastifyInstance, sections: DriverInput = {}): Promise<ProfileDriver> => {
  const user = await registerUser(app);
  const response = await call(app, 'POST', '/driver/', user.key, sections);
  if (response.statusCode !== 201) throw new Error(`POST /driver/ failed: ${response.body}`);
  return { ...user, driver: DriverSchema.parse(response.json()) };
};

/** A profile with every section filled in through the API (one vehicle, bank details), not yet submitted. */
export const makeCompleteProfile = async (app: FastifyInstance): Promise<ProfileDriver> => {
  const started = await startDriverProfile(app, COMPLETE_SECTIONS);
  const vehicle = await call(app, 'POST', '/vehicle/', started.key, { vehicle_type: 'hotshot', make: 'Ram' });
  if (vehicle.statusCode !== 201) throw new Error(`POST /vehicle/ failed: ${vehicle.body}`);
  const bankId = started.driver.bank?.id ?? started.driver.id;
  const bank = await call(app, 'PATCH', `/bank/${bankId}/`, started.key, CANADIAN_BANK);
  if (bank.statusCode !== 200) throw new Error(`PATCH /bank/ failed: ${bank.body}`);
  const read = await app.inject({
    method: 'GET',
    url: `/api/driver/${started.driver.id}/`,
    headers: auth(started.key),
  });
  return { ...started, driver: DriverSchema.parse(read.json()) };
};

/** A complete profile sent to staff through `POST /driver/submit_for_approval/`. */
export const makeSubmittedProfile = async (app: FastifyInstance): Promise<ProfileDriver> => {
  const complete = await makeCompleteProfile(app);
  const submitted = await call(app, 'POST', '/driver/submit_for_approval/', complete.key, {});
  if (submitted.statusCode !== 200) throw new Error(`submit failed: ${submitted.body}`);
  return { ...complete, driver: DriverSchema.parse(submitted.json()) };
};
