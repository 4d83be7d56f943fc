import { BidSchema, HaulSchema } from '@freight/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids, hauls } from '../../db/schema';
import { auth } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';
import { makeDriver, type TestDriver } from '../../testing/drivers';
import { makePostedHaul } from '../../testing/posted-hauls';

/** The must-show: run it on PGlite and with DATABASE_URL on PostgreSQL, where the requests truly overlap. */
let app: FastifyInstance;
let drivers: TestDriver[];

beforeAll(async () => {
  app = await buildTestApp({ clock: testClock() });
  drivers = [];
  for (let index = 0; index < 20; index += 1) drivers.push(await makeDriver(app));
});

afterAll(() => app.close());

/** How many responses had each status, e.g. { 200: 1, 409: 19 }. */
const statusCounts = (statuses: number[]) => {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

describe('many drivers accepting one load at once', () => {
  it('gives the load to exactly one of 20 drivers accepting concurrently', async () => {
    const { haul } = await makePostedHaul(app);
    const responses = await Promise.all(
      drivers.map((driver) =>
        app.inject({ method: 'PUT', url: `/api/haul/${haul.id}/accept/`, headers: auth(driver.key) }),
      ),
    );

    expect(statusCounts(responses.map((response) => response.statusCode))).toEqual({ 200: 1, 409: 19 });
    const winnerIndex = responses.findIndex((response) => response.statusCode === 200);
    const winner = drivers[winnerIndex];
    for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
      expect(response.json()).toEqual({ code: 'haul_taken', detail: 'This load was accepted by another driver.' });
    }
    expect(HaulSchema.parse(responses[winnerIndex]?.json())).toMatchObject({
      status: 'accepted',
      driver: { id: winner?.user.id },
    });

    const [stored] = await app.db.select().from(hauls).where(eq(hauls.id, haul.id));
    expect(stored).toMatchObject({ status: 'accepted', driverUserId: winner?.user.id });
    expect(stored?.acceptedAt).toBeInstanceOf(Date);
  });

  it('lets exactly one of 20 concurrent accepts of different bids on one load win', async () => {
    const { shipper, haul } = await makePostedHaul(app);
    const placed = [];
    for (const [index, driver] of drivers.entries()) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/bid/',
        headers: auth(driver.key),
        payload: { haul_id: haul.id, amount: 1500 + index, deliver_at: '2026-07-05T17:00:00.000Z' },
      });
      expect(response.statusCode).toBe(201);
      placed.push(BidSchema.parse(response.json()));
    }

    const responses = await Promise.all(
      placed.map((bid) => app.inject({ method: 'PUT', url: `/api/bid/${bid.id}/accept/`, headers: auth(shipper.key) })),
    );

    expect(statusCounts(responses.map((response) => response.statusCode))).toEqual({ 200: 1, 409: 19 });
    const winningBid = placed[responses.findIndex((response) => response.statusCode === 200)];
    const accepted = await app.db
      .select()
      .from(bids)
      .where(and(eq(bids.haulId, haul.id), eq(bids.status, 'accepted')));
    expect(accepted.map((bid) => bid.id)).toEqual([winningBid?.id]);
    const [stored] = await app.db.select().from(hauls).where(eq(hauls.id, haul.id));
    expect(stored).toMatchObject({
      status: 'accepted',
      driverUserId: winningBid?.driver.id,
      transportRateCents: winningBid?.amount.amountCents,
    });
  });

  it('keeps one active bid when a driver sends 10 bids on one load at once, each replacing the one before', async () => {
    const { haul } = await makePostedHaul(app);
    const [driver] = drivers;
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        app.inject({
          method: 'POST',
          url: '/api/bid/',
          headers: auth(driver?.key ?? ''),
          payload: { haul_id: haul.id, amount: 1500 + index, deliver_at: '2026-07-05T17:00:00.000Z' },
        }),
      ),
    );
    expect(statusCounts(responses.map((response) => response.statusCode))).toEqual({ 201: 10 });
    const stored = await app.db.select().from(bids).where(eq(bids.haulId, haul.id));
    expect(stored.filter((bid) => bid.status === 'active')).toHaveLength(1);
    expect(stored.filter((bid) => bid.status === 'withdrawn')).toHaveLength(9);
  });
});
