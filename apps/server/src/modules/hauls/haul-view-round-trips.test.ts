import { HaulSchema } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auth } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';
import { makeDriver } from '../../testing/drivers';
import { makePostedHaul } from '../../testing/posted-hauls';
import { queryCounter } from '../../testing/query-counter';

/** The key's check, the haul with its load and places, its pictures, and its bids and drivers' names together. */
const MAX_QUERIES = 4;
/** A driver who neither posted nor holds the load also has their standing and the shipper's blocks checked. */
const MAX_QUERIES_OTHER_DRIVER = MAX_QUERIES + 2;

const counter = queryCounter();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ onQuery: counter.onQuery, clock: testClock() });
});

afterAll(() => app.close());

const view = async (haulId: string, key: string) => {
  let body: unknown;
  const queries = await counter.during(async () => {
    const response = await app.inject({ url: `/api/haul/${haulId}/`, headers: auth(key) });
    expect(response.statusCode).toBe(200);
    body = response.json();
  });
  return { queries, haul: HaulSchema.parse(body) };
};

it('shows a posted load with its bids to its shipper in four queries, to a bidding driver in six', async () => {
  const { shipper, haul } = await makePostedHaul(app);
  const driver = await makeDriver(app);
  const bid = await app.inject({
    method: 'POST',
    url: '/api/bid/',
    headers: auth(driver.key),
    payload: { haul_id: haul.id, amount: 900, deliver_at: '2026-07-05T17:00:00.000Z' },
  });
  expect(bid.statusCode).toBe(201);

  const asDriver = await view(haul.id, driver.key);
  expect(asDriver.haul.bid_count).toBe(1);
  expect(asDriver.haul.my_bid).not.toBeNull();
  expect(asDriver.queries.length, asDriver.queries.join('\n')).toBeLessThanOrEqual(MAX_QUERIES_OTHER_DRIVER);

  const asShipper = await view(haul.id, shipper.key);
  expect(asShipper.haul.bid_count).toBe(1);
  expect(asShipper.haul.my_bid).toBeNull();
  expect(asShipper.queries.length, asShipper.queries.join('\n')).toBeLessThanOrEqual(MAX_QUERIES);
});

it('names the driver who holds a load to the shipper and to that driver, in four queries each', async () => {
  const { shipper, haul } = await makePostedHaul(app);
  const driver = await makeDriver(app);
  const accepted = await app.inject({ method: 'PUT', url: `/api/haul/${haul.id}/accept/`, headers: auth(driver.key) });
  expect(accepted.statusCode).toBe(200);

  const asShipper = await view(haul.id, shipper.key);
  expect(asShipper.haul.driver?.id).toBe(driver.user.id);
  expect(asShipper.queries.length, asShipper.queries.join('\n')).toBeLessThanOrEqual(MAX_QUERIES);
  const asDriver = await view(haul.id, driver.key);
  expect(asDriver.haul.driver?.id).toBe(driver.user.id);
  expect(asDriver.queries.length, asDriver.queries.join('\n')).toBeLessThanOrEqual(MAX_QUERIES);
});
