import { BidSchema, HaulSchema, rateFromBid } from '@freight/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids, hauls, payments, userNotices } from '../../db/schema';
import { auth, makeConfirmedShipper, makeStaff, registerUser } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';
import { makeDriver, type TestDriver } from '../../testing/drivers';
import { makePostedHaul } from '../../testing/posted-hauls';
import { EmbeddedExchangeRates } from '../exchange-rates';
import { payHaulByCard } from '../payments/testing';

/** The counter race is decided by the database: run on PGlite and with DATABASE_URL on PostgreSQL. */
let app: FastifyInstance;
const clock = testClock();

beforeAll(async () => {
  app = await buildTestApp({ clock });
});

afterAll(() => app.close());

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, key?: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: key ? auth(key) : {}, ...(payload && { payload }) });

const DELIVER_AT = '2026-07-05T17:00:00.000Z';

const placeBid = async (driver: TestDriver, haulId: string, amount: number) => {
  const response = await call('POST', '/bid/', driver.key, { haul_id: haulId, amount, deliver_at: DELIVER_AT });
  if (response.statusCode !== 201) throw new Error(`bid failed: ${response.body}`);
  return BidSchema.parse(response.json());
};

/** A posted load with one driver's offer on it. */
const offered = async (amount = 1500) => {
  const { shipper, haul } = await makePostedHaul(app);
  const driver = await makeDriver(app);
  const bid = await placeBid(driver, haul.id, amount);
  return { shipper, haul, driver, bid };
};

const counter = (key: string | undefined, bidId: string, payload: object = { amount: 1300 }) =>
  call('PUT', `/bid/${bidId}/counter/`, key, payload);

const haulRow = async (haulId: string) => (await app.db.select().from(hauls).where(eq(hauls.id, haulId)))[0];

const noticesOf = (userId: string, kind: string) =>
  app.db
    .select()
    .from(userNotices)
    .where(and(eq(userNotices.userId, userId), eq(userNotices.kind, kind)));

describe('PUT /bid/{id}/counter/', () => {
  it('records the shipper’s counter in CAD cents, shows it on the driver’s bid, and tells the driver', async () => {
    const { shipper, haul, driver, bid } = await offered();
    const response = await counter(shipper.key, bid.id, { amount: '1300.50' });
    expect(response.statusCode).toBe(200);
    expect(BidSchema.parse(response.json()).counter).toEqual({
      amount: { amountCents: 130_050, currency: 'cad' },
      status: 'pending',
      created: clock.now().toISOString(),
      decided: null,
    });
    const seen = HaulSchema.parse((await call('GET', `/haul/${haul.id}/`, driver.key)).json());
    expect(seen.my_bid?.counter?.amount.amountCents).toBe(130_050);
    const [notice] = await noticesOf(driver.user.id, 'bid_countered');
    expect(notice?.data).toMatchObject({ haul_id: haul.id, amount: 130_050, currency: 'cad' });
    expect(notice?.link).toBe(`/job/${haul.id}`);
  });

  it('converts a counter in the shipper’s own currency to CAD at the dated rate', async () => {
    const { shipper, bid } = await offered();
    const response = await counter(shipper.key, bid.id, { amount: 1000, currency: 'usd' });
    expect(response.statusCode).toBe(200);
    const rate = await new EmbeddedExchangeRates().getCadRate('usd');
    const cents = BidSchema.parse(response.json()).counter?.amount.amountCents ?? 0;
    expect(cents).toBe(Math.round(100_000 * Number(rate.cadPerUnit)));
  });

  it('takes one counter per bid', async () => {
    const { shipper, bid } = await offered();
    const [first, second] = await Promise.all([counter(shipper.key, bid.id), counter(shipper.key, bid.id)]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
    const again = await counter(shipper.key, bid.id, { amount: 1200 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('bid_already_countered');
  });

  it('validates the amount as a bid’s: required, above zero, below the ceiling, no finer than cents', async () => {
    const { shipper, bid } = await offered();
    for (const amount of ['', 0, -5, 2_000_000, 'lots']) {
      const response = await counter(shipper.key, bid.id, { amount });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', fields: { amount: [expect.any(String)] } });
    }
    const fine = await counter(shipper.key, bid.id, { amount: 10.005 });
    expect(fine.json().fields).toEqual({ amount: ['Enter the amount in dollars and cents.'] });
    expect((await counter(shipper.key, bid.id, { amount: 10, currency: 'xyz' })).statusCode).toBe(400);
  });

  it('answers everyone but the load’s shipper as spec 6 says: visitor 401, others 404, staff 403', async () => {
    const { bid, driver } = await offered();
    expect((await counter(undefined, bid.id)).statusCode).toBe(401);
    const otherShipper = await makeConfirmedShipper(app);
    expect((await counter(otherShipper.key, bid.id)).json()).toMatchObject({ code: 'not_found' });
    expect((await counter(driver.key, bid.id)).statusCode).toBe(404);
    const staff = await counter((await makeStaff(app)).key, bid.id);
    expect(staff.statusCode).toBe(403);
    expect(staff.json().code).toBe('counter_shipper_only');
  });

  it('is refused once the load no longer takes offers, or the offer is withdrawn', async () => {
    const { shipper, haul, bid } = await offered();
    const other = await makeDriver(app);
    const otherBid = await placeBid(other, haul.id, 1400);
    expect((await call('PUT', `/bid/${otherBid.id}/accept/`, shipper.key)).statusCode).toBe(200);
    const late = await counter(shipper.key, bid.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('haul_not_posted');

    const second = await offered();
    expect((await call('DELETE', `/bid/${second.bid.id}/`, second.driver.key)).statusCode).toBe(200);
    expect((await counter(second.shipper.key, second.bid.id)).json().code).toBe('bid_not_active');
  });
});

describe('PUT /bid/{id}/accept_counter/', () => {
  it('gives the load to the driver at the countered price, which the shipper then prepays', async () => {
    const { shipper, haul, driver, bid } = await offered(1500);
    await counter(shipper.key, bid.id, { amount: 1250 });
    const response = await call('PUT', `/bid/${bid.id}/accept_counter/`, driver.key);
    expect(response.statusCode).toBe(200);
    expect(HaulSchema.parse(response.json())).toMatchObject({ status: 'accepted', driver: { id: driver.user.id } });
    const rate = rateFromBid(125_000);
    expect(await haulRow(haul.id)).toMatchObject({
      driverUserId: driver.user.id,
      transportRateCents: 125_000,
      shipperRateCents: rate.shipperRateCents,
    });
    const [stored] = await app.db.select().from(bids).where(eq(bids.id, bid.id));
    expect(stored).toMatchObject({ status: 'accepted', counterStatus: 'accepted', amountCents: 150_000 });
    expect(await noticesOf(shipper.user.id, 'driver_accepted')).toHaveLength(1);

    const paid = await payHaulByCard(app, shipper.key, haul.id);
    expect(paid.json()).toMatchObject({ success: true });
    const [payment] = await app.db.select().from(payments).where(eq(payments.haulId, haul.id));
    expect((payment?.amountCadCents ?? 0) - (payment?.taxCadCents ?? 0)).toBe(rate.shipperRateCents);
  });

  it('lets only the bidding driver answer: shipper 403, another driver 404, visitor 401', async () => {
    const { shipper, bid } = await offered();
    await counter(shipper.key, bid.id);
    for (const path of ['accept_counter', 'decline_counter']) {
      const url = `/bid/${bid.id}/${path}/`;
      const byShipper = await call('PUT', url, shipper.key);
      expect(byShipper.statusCode).toBe(403);
      expect(byShipper.json().code).toBe('counter_driver_only');
      expect((await call('PUT', url, (await makeDriver(app)).key)).statusCode).toBe(404);
      expect((await call('PUT', url, (await registerUser(app)).key)).statusCode).toBe(404);
      expect((await call('PUT', url)).statusCode).toBe(401);
    }
  });

  it('says so when there is no counter waiting', async () => {
    const { driver, bid } = await offered();
    const response = await call('PUT', `/bid/${bid.id}/accept_counter/`, driver.key);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('counter_not_pending');
  });

  it('gives the load to one winner when the driver takes a counter as the shipper accepts another bid', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { shipper, haul, driver, bid } = await offered(1500);
      const rival = await makeDriver(app);
      const rivalBid = await placeBid(rival, haul.id, 1450);
      await counter(shipper.key, bid.id, { amount: 1300 });
      const [byDriver, byShipper] = await Promise.all([
        call('PUT', `/bid/${bid.id}/accept_counter/`, driver.key),
        call('PUT', `/bid/${rivalBid.id}/accept/`, shipper.key),
      ]);
      const statuses = [byDriver?.statusCode, byShipper?.statusCode];
      expect(statuses.sort()).toEqual([200, 409]);
      const stored = await haulRow(haul.id);
      const winner = byDriver?.statusCode === 200 ? driver : rival;
      expect(stored).toMatchObject({
        driverUserId: winner.user.id,
        transportRateCents: winner === driver ? 130_000 : 145_000,
      });
      const accepted = await app.db
        .select()
        .from(bids)
        .where(and(eq(bids.haulId, haul.id), eq(bids.status, 'accepted')));
      expect(accepted.map((row) => row.driverUserId)).toEqual([winner.user.id]);
    }
  });
});

describe('PUT /bid/{id}/decline_counter/', () => {
  it('keeps the driver’s own offer standing, tells the shipper, and allows no second counter', async () => {
    const { shipper, haul, driver, bid } = await offered(1500);
    await counter(shipper.key, bid.id, { amount: 1100 });
    const response = await call('PUT', `/bid/${bid.id}/decline_counter/`, driver.key);
    expect(response.statusCode).toBe(200);
    expect(BidSchema.parse(response.json())).toMatchObject({
      status: 'active',
      amount: { amountCents: 150_000 },
      counter: { status: 'declined', decided: clock.now().toISOString() },
    });
    expect(await noticesOf(shipper.user.id, 'counter_declined')).toHaveLength(1);
    expect((await call('PUT', `/bid/${bid.id}/accept_counter/`, driver.key)).json().code).toBe('counter_not_pending');
    expect((await counter(shipper.key, bid.id)).json().code).toBe('bid_already_countered');
    expect((await call('PUT', `/bid/${bid.id}/accept/`, shipper.key)).statusCode).toBe(200);
    expect(await haulRow(haul.id)).toMatchObject({ transportRateCents: 150_000 });
  });
});
