import { HaulDriverProfileSchema, ReviewSchema } from '@freight/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipperBlockedDrivers, shipperPreferredDrivers } from '../../db/schema';
import { auth, makeConfirmedShipper, makeStaff } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';
import { makeDriver } from '../../testing/drivers';
import { makePostedHaul } from '../../testing/posted-hauls';
import { completeWith, DELIVERY_CODE, makeAcceptedHaul, makeConfirmedHaul } from './delivery.test-helpers';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ clock: testClock() });
});

afterAll(() => app.close());

const review = (key: string, haulId: string, payload: unknown) =>
  app.inject({ method: 'POST', url: `/api/haul/${haulId}/review/`, headers: auth(key), payload: payload as object });

/** A load delivered by `driver` (a new one when not given) for `shipper`. */
const deliveredHaul = async (parties: Parameters<typeof makeConfirmedHaul>[1] = {}) => {
  const made = await makeConfirmedHaul(app, parties);
  const done = await completeWith(app, made.driver.key, made.haul.id, DELIVERY_CODE);
  if (done.statusCode !== 200) throw new Error(`complete failed: ${done.body}`);
  return made;
};

const pairIn = async (
  table: typeof shipperBlockedDrivers | typeof shipperPreferredDrivers,
  shipperId: string,
  driverId: string,
) =>
  (
    await app.db
      .select()
      .from(table)
      .where(and(eq(table.shipperUserId, shipperId), eq(table.driverUserId, driverId)))
  ).length > 0;

describe('POST /haul/{id}/review/', () => {
  it('lets each side review the other once after delivery (201, then 409)', async () => {
    const { shipper, driver, haul } = await deliveredHaul();

    const byShipper = await review(shipper.key, haul.id, { stars: 4, comment: 'On time, careful with the tractor.' });
    expect(byShipper.statusCode).toBe(201);
    expect(ReviewSchema.parse(byShipper.json())).toMatchObject({
      haul: haul.id,
      author: { id: shipper.user.id },
      subject: driver.user.id,
      stars: 4,
      comment: 'On time, careful with the tractor.',
    });
    const byDriver = await review(driver.key, haul.id, { stars: 5 });
    expect(byDriver.statusCode).toBe(201);
    expect(byDriver.json()).toMatchObject({ subject: shipper.user.id, comment: '' });

    const twice = await review(shipper.key, haul.id, { stars: 5, comment: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ code: 'review_already_given', detail: 'You have already reviewed this load.' });
  });

  it('refuses before delivery (409), and to anyone but the two sides (404, 401)', async () => {
    const { shipper, haul } = await makeConfirmedHaul(app);
    const early = await review(shipper.key, haul.id, { stars: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe('You can review this load once it is delivered.');

    const delivered = await deliveredHaul();
    const staff = await makeStaff(app);
    const stranger = await makeDriver(app);
    expect((await review(staff.key, delivered.haul.id, { stars: 3 })).statusCode).toBe(404);
    expect((await review(stranger.key, delivered.haul.id, { stars: 3 })).statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/haul/${delivered.haul.id}/review/`,
      payload: { stars: 3 },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('takes only 1 to 5 whole stars (400)', async () => {
    const { shipper, haul } = await deliveredHaul();
    for (const payload of [
      {},
      { stars: 0 },
      { stars: 6 },
      { stars: 4.5 },
      { stars: '5' },
      { stars: 3, comment: 'x'.repeat(2001) },
    ]) {
      const response = await review(shipper.key, haul.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    expect((await review(shipper.key, haul.id, { stars: 3 })).statusCode).toBe(201);
  });

  it('blocks a 1-star driver from the shipper’s future loads', async () => {
    const shipper = await makeConfirmedShipper(app);
    const { driver, haul } = await deliveredHaul({ shipper });
    expect((await review(shipper.key, haul.id, { stars: 1, comment: 'Never showed up on time.' })).statusCode).toBe(
      201,
    );
    expect(await pairIn(shipperBlockedDrivers, shipper.user.id, driver.user.id)).toBe(true);

    const { haul: next } = await makePostedHaul(app, { shipper });
    const seen = await app.inject({ method: 'GET', url: `/api/haul/${next.id}/`, headers: auth(driver.key) });
    expect(seen.statusCode).toBe(404);
    const accept = await app.inject({ method: 'PUT', url: `/api/haul/${next.id}/accept/`, headers: auth(driver.key) });
    expect(accept.statusCode).toBe(404);
  });

  it('makes a 5-star driver preferred; a driver’s stars for the shipper change neither list', async () => {
    const shipper = await makeConfirmedShipper(app);
    const { driver, haul } = await deliveredHaul({ shipper });
    await review(driver.key, haul.id, { stars: 1 });
    expect(await pairIn(shipperBlockedDrivers, shipper.user.id, driver.user.id)).toBe(false);
    await review(shipper.key, haul.id, { stars: 5 });
    expect(await pairIn(shipperPreferredDrivers, shipper.user.id, driver.user.id)).toBe(true);
  });
});

describe('GET /haul/{id}/driver_profile/', () => {
  const profile = (key: string, haulId: string, query = '') =>
    app.inject({ method: 'GET', url: `/api/haul/${haulId}/driver_profile/${query}`, headers: auth(key) });

  it('shows the shipper the accepting driver: experience, vehicles without plates or policies, loads and reviews', async () => {
    const shipper = await makeConfirmedShipper(app);
    const { driver, haul: first } = await deliveredHaul({ shipper });
    await review(shipper.key, first.id, { stars: 4, comment: 'Good work.' });
    const { haul } = await makeAcceptedHaul(app, { shipper, driver });

    const response = await profile(shipper.key, haul.id);

    expect(response.statusCode).toBe(200);
    const body = HaulDriverProfileSchema.parse(response.json());
    expect(body).toMatchObject({
      id: driver.user.id,
      driver_type: 'commercial',
      company_name: 'Prairie Hotshot Ltd.',
      vehicles: [{ vehicle_type: 'hotshot', make: 'Ford', model: 'F-450', year: 2021, color: 'white' }],
      completed_loads: 1,
      reviews: { average: 4, count: 1, recent: [{ stars: 4, comment: 'Good work.' }] },
    });
    expect(response.body).not.toContain('SK-PLATE-99');
    expect(response.body).not.toContain('POL-777');
    expect(response.body).not.toContain(driver.user.email ?? '@');
  });

  it('is the shipper’s and staff’s only: the driver and others 404; a load nobody holds 404', async () => {
    const { shipper, driver, haul } = await makeAcceptedHaul(app);
    const staff = await makeStaff(app);
    const other = await makeDriver(app);
    expect((await profile(staff.key, haul.id)).statusCode).toBe(200);
    expect((await profile(driver.key, haul.id)).statusCode).toBe(404);
    expect((await profile(other.key, haul.id)).statusCode).toBe(404);
    const { haul: posted } = await makePostedHaul(app, { shipper });
    expect((await profile(shipper.key, posted.id)).statusCode).toBe(404);
  });

  it('shows a bidder with ?driver=, but not a driver who never bid', async () => {
    const { shipper, haul } = await makePostedHaul(app);
    const bidder = await makeDriver(app);
    const bid = await app.inject({
      method: 'POST',
      url: '/api/bid/',
      headers: auth(bidder.key),
      payload: { haul_id: haul.id, amount: 1300, deliver_at: '2026-07-05T18:00:00.000Z' },
    });
    expect(bid.statusCode).toBe(201);
    const seen = await profile(shipper.key, haul.id, `?driver=${bidder.user.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ id: bidder.user.id, completed_loads: 0, reviews: { average: null, count: 0 } });
    const stranger = await makeDriver(app);
    expect((await profile(shipper.key, haul.id, `?driver=${stranger.user.id}`)).statusCode).toBe(404);
    expect((await profile(shipper.key, haul.id, '?driver=nope')).statusCode).toBe(400);
  });
});
