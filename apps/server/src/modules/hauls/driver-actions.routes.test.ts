import { HaulPageSchema, HaulSchema } from '@freight/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, haulDeclines, hauls, places, shipperBlockedDrivers } from '../../db/schema';
import { auth, makeStaff, registerUser } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';
import { makeDriver } from '../../testing/drivers';
import { makePostedHaul, WIDE_QUOTE } from '../../testing/posted-hauls';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ clock: testClock() });
});

afterAll(() => app.close());

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, key?: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: key ? auth(key) : {}, ...(payload && { payload }) });

const accept = (haulId: string, key?: string) => call('PUT', `/haul/${haulId}/accept/`, key);

const UNKNOWN_ID = '0192f5a4-0000-7000-8000-000000000000';

const block = (shipperUserId: string, driverUserId: string) =>
  app.db.insert(shipperBlockedDrivers).values({ shipperUserId, driverUserId });

describe('PUT /haul/{id}/accept/', () => {
  it('gives a posted load to an approved driver, who then reads it with themself as its driver', async () => {
    const { shipper, haul } = await makePostedHaul(app);
    const driver = await makeDriver(app);
    const response = await accept(haul.id, driver.key);
    expect(response.statusCode).toBe(200);
    const accepted = HaulSchema.parse(response.json());
    expect(accepted).toMatchObject({ status: 'accepted', driver: { id: driver.user.id, name: driver.user.name } });
    expect(accepted.transport_rate).toEqual(haul.transport_rate);

    const seenByShipper = HaulSchema.parse((await call('GET', `/haul/${haul.id}/`, shipper.key)).json());
    expect(seenByShipper.driver).toEqual({
      id: driver.user.id,
      name: driver.user.name,
      member_since: driver.user.member_since,
    });
    // A double click answers with the load the driver already holds.
    expect((await accept(haul.id, driver.key)).statusCode).toBe(200);
  });

  it('tells later drivers it was accepted by another driver, and hides who', async () => {
    const { haul } = await makePostedHaul(app);
    await accept(haul.id, (await makeDriver(app)).key);
    const late = await makeDriver(app);
    const refused = await accept(haul.id, late.key);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'haul_taken', detail: 'This load was accepted by another driver.' });
    // It still takes expressions of interest, so the driver may read it, without the holder's name.
    const seen = HaulSchema.parse((await call('GET', `/haul/${haul.id}/`, late.key)).json());
    expect(seen).toMatchObject({ status: 'accepted', driver: null });
  });

  it('says a deleted load was removed by the shipper, and an unknown one does not exist', async () => {
    const { shipper, haul } = await makePostedHaul(app);
    await call('DELETE', `/haul/${haul.id}/`, shipper.key, { reason: 'no_longer_shipping' });
    const driver = await makeDriver(app);
    const removed = await accept(haul.id, driver.key);
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toEqual({ code: 'haul_removed', detail: 'This load was removed by the shipper.' });
    expect((await call('GET', `/haul/${haul.id}/`, driver.key)).json().code).toBe('haul_removed');
    const unknown = await accept(UNKNOWN_ID, driver.key);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
  });

  it('needs a logged-in driver whose profile is approved or who is fully subscribed', async () => {
    const { haul } = await makePostedHaul(app);
    expect((await accept(haul.id)).statusCode).toBe(401);
    const shipperOnly = await registerUser(app);
    expect((await accept(haul.id, shipperOnly.key)).json()).toMatchObject({ code: 'not_a_driver' });
    const submitted = await makeDriver(app, { profileState: 'submitted' });
    const refused = await accept(haul.id, submitted.key);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('driver_not_approved');
    const subscribed = await makeDriver(app, { profileState: 'submitted', level: 2 });
    expect((await accept(haul.id, subscribed.key)).statusCode).toBe(200);
  });

  it('refuses the load’s own shipper, and a load sent for bids (no price to take)', async () => {
    const { shipper, haul } = await makePostedHaul(app);
    await app.db
      .insert(drivers)
      .values({ userId: shipper.user.id, driverType: 'commercial', profileState: 'approved' });
    const own = await accept(haul.id, shipper.key);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ code: 'forbidden', detail: 'This is your own load.' });

    const { haul: pending } = await makePostedHaul(app, { quote: WIDE_QUOTE });
    expect(pending.transport_rate).toBeNull();
    const driver = await makeDriver(app);
    const offersOnly = await accept(pending.id, driver.key);
    expect(offersOnly.statusCode).toBe(409);
    expect(offersOnly.json().detail).toBe('This load was sent for bids: make an offer with your price instead.');
  });

  it('never shows a driver the loads of a shipper who blocked them', async () => {
    const { shipper, haul } = await makePostedHaul(app);
    const blocked = await makeDriver(app);
    await block(shipper.user.id, blocked.user.id);
    expect((await accept(haul.id, blocked.key)).statusCode).toBe(404);
    expect((await call('GET', `/haul/${haul.id}/`, blocked.key)).statusCode).toBe(404);
    expect((await call('PUT', `/haul/${haul.id}/not_interested/`, blocked.key, { reason: 'too_far' })).statusCode).toBe(
      404,
    );
    const [stored] = await app.db.select().from(hauls).where(eq(hauls.id, haul.id));
    expect(stored?.status).toBe('posted');
  });
});

describe('GET /haul/{id}/ for drivers', () => {
  it('shows a posted load to drivers who may search, and keeps drafts and later states from them', async () => {
    const { shipper, haul } = await makePostedHaul(app);
    const driver = await makeDriver(app);
    const seen = HaulSchema.parse((await call('GET', `/haul/${haul.id}/`, driver.key)).json());
    expect(seen).toMatchObject({ id: haul.id, status: 'posted', driver: null, bid_count: 0, my_bid: null });

    const notApproved = await makeDriver(app, { profileState: 'incomplete' });
    expect((await call('GET', `/haul/${haul.id}/`, notApproved.key)).json().code).toBe('driver_not_approved');
    expect((await call('GET', `/haul/${haul.id}/`, (await registerUser(app)).key)).statusCode).toBe(404);

    const { haul: draft } = await makePostedHaul(app, { shipper });
    await app.db.update(hauls).set({ status: 'draft', publishedAt: null }).where(eq(hauls.id, draft.id));
    expect((await call('GET', `/haul/${draft.id}/`, driver.key)).statusCode).toBe(404);
  });

  it('shows drivers what the load pays them, never what the shipper pays or the platform fee', async () => {
    const { shipper, haul } = await makePostedHaul(app);
    const driver = await makeDriver(app);
    const seen = HaulSchema.parse((await call('GET', `/haul/${haul.id}/`, driver.key)).json());
    expect(seen.shipper_rate).toBeNull();
    expect(seen.quote.lines).toEqual([]);
    expect(seen.transport_rate?.amountCents).toBeGreaterThan(0);
    expect(seen.rate).toMatchObject({ amountCents: seen.transport_rate?.amountCents, currency: 'cad' });

    const own = HaulSchema.parse((await call('GET', `/haul/${haul.id}/`, shipper.key)).json());
    expect(own.shipper_rate?.amountCents).toBeGreaterThan(seen.transport_rate?.amountCents ?? 0);
    expect(own.quote.lines.map((line) => line.code)).toContain('platform_fee');
    expect(own.rate?.amountCents).toBe(own.shipper_rate?.amountCents);
  });

  it('lets the holding driver follow the load through later states, while others hear it was taken', async () => {
    const { haul } = await makePostedHaul(app);
    const holder = await makeDriver(app);
    await accept(haul.id, holder.key);
    await app.db.update(hauls).set({ status: 'confirmed' }).where(eq(hauls.id, haul.id));
    const seen = HaulSchema.parse((await call('GET', `/haul/${haul.id}/`, holder.key)).json());
    expect(seen).toMatchObject({ status: 'confirmed', driver: { id: holder.user.id } });
    const other = await call('GET', `/haul/${haul.id}/`, (await makeDriver(app)).key);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('haul_taken');
    expect((await call('GET', `/haul/${haul.id}/`, (await makeStaff(app)).key)).statusCode).toBe(200);
  });
});

describe('PUT /haul/{id}/not_interested/', () => {
  it('requires a reason, and an elaboration for “other”', async () => {
    const { haul } = await makePostedHaul(app);
    const driver = await makeDriver(app);
    const noReason = await call('PUT', `/haul/${haul.id}/not_interested/`, driver.key, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual({ reason: ['Please choose a reason.'] });
    const other = await call('PUT', `/haul/${haul.id}/not_interested/`, driver.key, { reason: 'other' });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual({ elaboration: ['Please tell us why.'] });
  });

  it('keeps one reason per driver and load, the latest, and withdraws the driver’s bid', async () => {
    const { haul } = await makePostedHaul(app);
    const driver = await makeDriver(app);
    const bid = await call('POST', '/bid/', driver.key, {
      haul_id: haul.id,
      amount: 2000,
      deliver_at: '2026-07-05T17:00:00Z',
    });
    expect(bid.statusCode).toBe(201);
    expect((await call('PUT', `/haul/${haul.id}/not_interested/`, driver.key, { reason: 'too_far' })).statusCode).toBe(
      200,
    );
    const again = await call('PUT', `/haul/${haul.id}/not_interested/`, driver.key, {
      reason: 'other',
      elaboration: 'My trailer is booked that week.',
    });
    expect(again.statusCode).toBe(200);
    expect(HaulSchema.parse(again.json())).toMatchObject({ my_bid: null, bid_count: 0 });
    const declines = await app.db
      .select()
      .from(haulDeclines)
      .where(and(eq(haulDeclines.haulId, haul.id), eq(haulDeclines.driverUserId, driver.user.id)));
    expect(declines).toMatchObject([{ reason: 'other', elaboration: 'My trailer is booked that week.' }]);
  });

  it('needs search access and a load still open to drivers', async () => {
    const { shipper, haul } = await makePostedHaul(app);
    const notADriver = await registerUser(app);
    expect(
      (await call('PUT', `/haul/${haul.id}/not_interested/`, notADriver.key, { reason: 'too_far' })).json().code,
    ).toBe('not_a_driver');
    await call('DELETE', `/haul/${haul.id}/`, shipper.key, { reason: 'no_longer_shipping' });
    const driver = await makeDriver(app);
    const removed = await call('PUT', `/haul/${haul.id}/not_interested/`, driver.key, { reason: 'too_far' });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().code).toBe('haul_removed');
  });
});

describe('GET /haul/driving/', () => {
  it('lists the loads a driver holds and those they bid on, newest first, and nobody else’s', async () => {
    const clock = app.clock as ReturnType<typeof testClock>;
    const driver = await makeDriver(app);
    const { haul: held } = await makePostedHaul(app);
    await accept(held.id, driver.key);
    clock.advance(60_000);
    const { haul: bidOn } = await makePostedHaul(app);
    const bid = { haul_id: bidOn.id, amount: 1800, deliver_at: '2026-07-05T17:00:00Z' };
    expect((await call('POST', '/bid/', driver.key, bid)).statusCode).toBe(201);
    await makePostedHaul(app);

    const page = HaulPageSchema.parse((await call('GET', '/haul/driving/?page_size=10', driver.key)).json());
    expect(page.count).toBe(2);
    expect(page.results.map((haul) => haul.id)).toEqual([bidOn.id, held.id]);
    expect(page.results[0]?.my_bid).toMatchObject({ kind: 'offer', amount: { amountCents: 180_000 } });

    const someoneElse = await makeDriver(app);
    expect(HaulPageSchema.parse((await call('GET', '/haul/driving/', someoneElse.key)).json()).count).toBe(0);
    expect((await call('GET', '/haul/driving/')).statusCode).toBe(401);
  });
});

describe('the street address and instructions', () => {
  const STREET = 'NE 12-38-4 W3, RM of Vanscoy';

  it('stay with the shipper until a driver is confirmed: drivers browsing, bidding or holding see the town only', async () => {
    const { shipper, haul } = await makePostedHaul(app);
    await app.db
      .update(places)
      .set({ instructions: 'Yard gate code 4411; call 306-555-0142 on arrival.' })
      .where(eq(places.haulId, haul.id));
    const driver = await makeDriver(app);
    const browsing = HaulSchema.parse((await call('GET', `/haul/${haul.id}/`, driver.key)).json());
    expect(browsing.origin).toMatchObject({ name: haul.origin.name, address: '', instructions: '' });
    expect(browsing.origin.location).toEqual(haul.origin.location);
    expect(JSON.stringify(browsing)).not.toContain('4411');

    const holding = HaulSchema.parse((await accept(haul.id, driver.key)).json());
    expect(holding.origin.address).toBe('');

    const own = HaulSchema.parse((await call('GET', `/haul/${haul.id}/`, shipper.key)).json());
    expect(own.origin).toMatchObject({ address: STREET, instructions: expect.stringContaining('4411') });

    // Confirmed (prepaid): the driver now needs where to go and how to get in.
    await app.db.update(hauls).set({ status: 'confirmed' }).where(eq(hauls.id, haul.id));
    const confirmed = HaulSchema.parse((await call('GET', `/haul/${haul.id}/`, driver.key)).json());
    expect(confirmed.origin).toMatchObject({ address: STREET, instructions: expect.stringContaining('4411') });
  });
});
