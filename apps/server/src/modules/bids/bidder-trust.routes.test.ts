import { BidListSchema, HAUL_STATUS } from '@freight/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hauls, reviews } from '../../db/schema';
import { auth } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';
import { makeDriver, type TestDriver } from '../../testing/drivers';
import { makePostedHaul } from '../../testing/posted-hauls';

let app: FastifyInstance;
const clock = testClock(new Date('2026-06-01T15:00:00Z'));

beforeAll(async () => {
  app = await buildTestApp({ clock });
});

afterAll(() => app.close());

const bid = async (driver: TestDriver, haulId: string) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/bid/',
    headers: auth(driver.key),
    payload: { haul_id: haulId, amount: 1500, deliver_at: '2026-07-05T17:00:00.000Z' },
  });
  if (response.statusCode !== 201) throw new Error(`bid failed: ${response.body}`);
};

/** A load this driver delivered for a shipper, reviewed with `stars` by that shipper. */
const deliveredFor = async (driver: TestDriver, stars: number) => {
  const { shipper, haul } = await makePostedHaul(app);
  await app.db
    .update(hauls)
    .set({ status: HAUL_STATUS.completed, driverUserId: driver.user.id })
    .where(eq(hauls.id, haul.id));
  await app.db
    .insert(reviews)
    .values({ haulId: haul.id, authorUserId: shipper.user.id, subjectUserId: driver.user.id, stars });
};

describe('GET /haul/{id}/bids/ and the bidding drivers’ track record', () => {
  it('tells the shipper each bidder’s rating, deliveries, first vehicle and insurance status', async () => {
    const veteran = await makeDriver(app, {
      vehicle: {
        vehicleType: 'hotshot',
        make: 'Ram',
        model: '3500',
        year: 2021,
        insuranceCompany: 'SGI',
        insuranceExpiry: '2027-03-31',
      },
    });
    await deliveredFor(veteran, 5);
    await deliveredFor(veteran, 4);
    const unreviewed = await makeDriver(app, {
      profileState: 'submitted',
      level: 2,
      vehicle: { vehicleType: 'flatbed', insurancePolicyNumber: 'P-1', insuranceExpiry: '2026-12-01' },
    });
    const lapsed = await makeDriver(app, {
      vehicle: { vehicleType: 'car_carrier', insuranceCompany: 'SGI', insuranceExpiry: '2026-05-31' },
    });
    const newcomer = await makeDriver(app);

    const { shipper, haul } = await makePostedHaul(app);
    for (const driver of [veteran, unreviewed, lapsed, newcomer]) await bid(driver, haul.id);
    const response = await app.inject({ method: 'GET', url: `/api/haul/${haul.id}/bids/`, headers: auth(shipper.key) });
    const byDriver = new Map(BidListSchema.parse(response.json()).results.map((entry) => [entry.driver.id, entry]));

    expect(byDriver.get(veteran.user.id)?.driver).toMatchObject({
      rating: { average: 4.5, count: 2 },
      delivered_loads: 2,
      vehicle: { vehicle_type: 'hotshot', make: 'Ram', model: '3500', year: 2021 },
      insurance: 'verified',
    });
    expect(byDriver.get(unreviewed.user.id)?.driver).toMatchObject({
      rating: { average: null, count: 0 },
      delivered_loads: 0,
      vehicle: { vehicle_type: 'flatbed' },
      insurance: 'on_file',
    });
    expect(byDriver.get(lapsed.user.id)?.driver.insurance).toBe('expired');
    expect(byDriver.get(newcomer.user.id)?.driver).toMatchObject({ vehicle: null, insurance: 'none' });
  });
});
