import { ApiErrorSchema, BID_MISSING_FIELDS_MESSAGE, BidListSchema, BidSchema, HaulSchema } from '@freight/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, hauls } from '../../db/schema';
import { auth, makeStaff, registerUser } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';
import { makeDriver } from '../../testing/drivers';
import { makePostedHaul, WIDE_QUOTE } from '../../testing/posted-hauls';

let app: FastifyInstance;
const clock = testClock();
const HOUR_MS = 60 * 60_000;

beforeAll(async () => {
  app = await buildTestApp({ clock });
});

afterAll(() => app.close());

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, key?: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: key ? auth(key) : {}, ...(payload && { payload }) });

const DELIVER_AT = '2026-07-05T17:00:00.000Z';

const placeBid = async (key: string, body: Record<string, unknown>) => {
  const response = await call('POST', '/bid/', key, { deliver_at: DELIVER_AT, ...body });
  if (response.statusCode !== 201) throw new Error(`bid failed: ${response.body}`);
  return BidSchema.parse(response.json());
};

const bidsOn = async (haulId: string, key: string) =>
  BidListSchema.parse((await call('GET', `/haul/${haulId}/bids/`, key)).json()).results;

describe('POST /bid/', () => {
  it('asks for the amount and the date in the spec’s words, as the message and beside each field', async () => {
    const { haul } = await makePostedHaul(app);
    const driver = await makeDriver(app);
    for (const body of [{ deliver_at: DELIVER_AT }, { amount: 1500 }, { amount: '', deliver_at: '' }]) {
      const response = await call('POST', '/bid/', driver.key, { haul_id: haul.id, ...body });
      expect(response.statusCode).toBe(400);
      const error = response.json();
      expect(error.detail).toBe(BID_MISSING_FIELDS_MESSAGE);
      for (const field of ['amount', 'deliver_at'].filter((name) => !(name in body) || body[name as never] === '')) {
        expect(error.fields[field]).toEqual([BID_MISSING_FIELDS_MESSAGE]);
      }
    }
    const notAHaul = await call('POST', '/bid/', driver.key, { haul_id: 'x', amount: 1500, deliver_at: DELIVER_AT });
    expect(notAHaul.json()).toMatchObject({
      detail: 'Some fields are missing or invalid.',
      fields: { haul_id: ['Not a haul id.'] },
    });
  });

  it('refuses a past expiry or delivery date, and amounts finer than cents', async () => {
    const { haul } = await makePostedHaul(app);
    const driver = await makeDriver(app);
    const expired = await call('POST', '/bid/', driver.key, {
      haul_id: haul.id,
      amount: 1500,
      deliver_at: DELIVER_AT,
      expires_at: '2026-06-01T14:00:00Z',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().fields).toEqual({ expires_at: ['The expiry must be in the future.'] });
    const late = await call('POST', '/bid/', driver.key, {
      haul_id: haul.id,
      amount: 1500,
      deliver_at: '2026-05-01T00:00:00Z',
    });
    expect(late.json().fields).toEqual({ deliver_at: ['The delivery date must be in the future.'] });
    const fine = await call('POST', '/bid/', driver.key, {
      haul_id: haul.id,
      amount: 1500.125,
      deliver_at: DELIVER_AT,
    });
    expect(fine.json().fields).toEqual({ amount: ['Enter the amount in dollars and cents.'] });
  });

  it('says with a code which rule a bad amount broke: missing, not a number, out of range, finer than cents', async () => {
    const { haul } = await makePostedHaul(app);
    const driver = await makeDriver(app);
    const codesFor = async (amount: unknown) =>
      ApiErrorSchema.parse(
        (await call('POST', '/bid/', driver.key, { haul_id: haul.id, amount, deliver_at: DELIVER_AT })).json(),
      ).field_codes;
    expect(await codesFor('')).toEqual({ amount: [{ code: 'required' }] });
    expect(await codesFor('lots')).toEqual({ amount: [{ code: 'not_a_number' }] });
    expect(await codesFor(0)).toEqual({ amount: [{ code: 'must_be_more', min: 0 }] });
    expect(await codesFor(2_000_000)).toEqual({ amount: [{ code: 'too_big', max: 1_000_000 }] });
    expect(await codesFor(10.005)).toEqual({ amount: [{ code: 'amount_in_cents' }] });
  });

  it('is an offer on a posted load, in CAD cents, and a new bid replaces the driver’s earlier one', async () => {
    const { haul } = await makePostedHaul(app);
    const driver = await makeDriver(app);
    const first = await placeBid(driver.key, { haul_id: haul.id, amount: 1234.5, comments: 'Can load Tuesday.' });
    expect(first).toMatchObject({
      haul: haul.id,
      driver: { id: driver.user.id, name: driver.user.name },
      kind: 'offer',
      amount: { amountCents: 123_450, currency: 'cad' },
      deliver_at: DELIVER_AT,
      expires_at: null,
      comment: 'Can load Tuesday.',
      status: 'active',
      expired: false,
    });
    clock.advance(1000);
    const second = await placeBid(driver.key, { haul_id: haul.id, amount: 1100 });
    const mine = await bidsOn(haul.id, driver.key);
    expect(mine.map((bid) => [bid.id, bid.status])).toEqual([
      [second.id, 'active'],
      [first.id, 'withdrawn'],
    ]);
    const seen = HaulSchema.parse((await call('GET', `/haul/${haul.id}/`, driver.key)).json());
    expect(seen).toMatchObject({ bid_count: 1, my_bid: { id: second.id } });
  });

  it('is an expression of interest on a load another driver accepted, and refused once the load moved on', async () => {
    const { shipper, haul } = await makePostedHaul(app);
    const holder = await makeDriver(app);
    await call('PUT', `/haul/${haul.id}/accept/`, holder.key);
    const backup = await makeDriver(app);
    expect(await placeBid(backup.key, { haul_id: haul.id, amount: 1700 })).toMatchObject({ kind: 'interest' });
    const ownLoad = await call('POST', '/bid/', holder.key, { haul_id: haul.id, amount: 1700, deliver_at: DELIVER_AT });
    expect(ownLoad.statusCode).toBe(409);

    await app.db.update(hauls).set({ status: 'confirmed' }).where(eq(hauls.id, haul.id));
    const taken = await call('POST', '/bid/', backup.key, { haul_id: haul.id, amount: 1600, deliver_at: DELIVER_AT });
    expect(taken.json()).toEqual({ code: 'haul_taken', detail: 'This load was accepted by another driver.' });

    const { haul: deleted } = await makePostedHaul(app, { shipper });
    await call('DELETE', `/haul/${deleted.id}/`, shipper.key, { reason: 'no_longer_shipping' });
    const removed = await call('POST', '/bid/', backup.key, {
      haul_id: deleted.id,
      amount: 1600,
      deliver_at: DELIVER_AT,
    });
    expect(removed.json()).toEqual({ code: 'haul_removed', detail: 'This load was removed by the shipper.' });
  });

  it('needs a driver who may take loads, never the load’s own shipper', async () => {
    const { shipper, haul } = await makePostedHaul(app);
    const body = { haul_id: haul.id, amount: 1500, deliver_at: DELIVER_AT };
    expect((await call('POST', '/bid/', undefined, body)).statusCode).toBe(401);
    expect((await call('POST', '/bid/', (await registerUser(app)).key, body)).json().code).toBe('not_a_driver');
    const pending = await makeDriver(app, { profileState: 'submitted' });
    expect((await call('POST', '/bid/', pending.key, body)).json().code).toBe('driver_not_approved');
    await app.db
      .insert(drivers)
      .values({ userId: shipper.user.id, driverType: 'commercial', profileState: 'approved' });
    const own = await call('POST', '/bid/', shipper.key, body);
    expect(own.statusCode).toBe(403);
    expect(own.json().detail).toBe('You cannot bid on your own load.');
  });
});

describe('DELETE /bid/{id}/', () => {
  it('lets only the bidding driver withdraw an active bid', async () => {
    const { haul } = await makePostedHaul(app);
    const driver = await makeDriver(app);
    const bid = await placeBid(driver.key, { haul_id: haul.id, amount: 1500 });
    expect((await call('DELETE', `/bid/${bid.id}/`, (await makeDriver(app)).key)).statusCode).toBe(404);
    const withdrawn = await call('DELETE', `/bid/${bid.id}/`, driver.key);
    expect(withdrawn.statusCode).toBe(200);
    expect(BidSchema.parse(withdrawn.json()).status).toBe('withdrawn');
    const again = await call('DELETE', `/bid/${bid.id}/`, driver.key);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This bid is no longer active: it was withdrawn.');
  });
});

describe('PUT /bid/{id}/accept/', () => {
  it('gives the load to the bidder at the bid’s amount, the platform fee following, other bids kept as backup', async () => {
    const { shipper, haul } = await makePostedHaul(app);
    await call('PUT', `/haul/${haul.id}/boost/`, shipper.key, { boost: true });
    const chosen = await makeDriver(app);
    const other = await makeDriver(app);
    const bid = await placeBid(chosen.key, { haul_id: haul.id, amount: 1850 });
    const backup = await placeBid(other.key, { haul_id: haul.id, amount: 1900 });

    expect((await call('PUT', `/bid/${bid.id}/accept/`, chosen.key)).statusCode).toBe(404);
    expect((await call('PUT', `/bid/${bid.id}/accept/`, (await makeStaff(app)).key)).statusCode).toBe(403);
    const response = await call('PUT', `/bid/${bid.id}/accept/`, shipper.key);
    expect(response.statusCode).toBe(200);
    expect(HaulSchema.parse(response.json())).toMatchObject({
      status: 'accepted',
      driver: { id: chosen.user.id },
      boost: 0,
      transport_rate: { amountCents: 185_000, currency: 'cad' },
      shipper_rate: { amountCents: 212_750, currency: 'cad' },
      quote: {
        lines: [
          { code: 'accepted_bid', amountCents: 185_000 },
          { code: 'platform_fee', amountCents: 27_750 },
        ],
      },
    });
    const all = await bidsOn(haul.id, shipper.key);
    expect(all.find((candidate) => candidate.id === bid.id)?.status).toBe('accepted');
    expect(all.find((candidate) => candidate.id === backup.id)?.status).toBe('active');

    const second = await call('PUT', `/bid/${backup.id}/accept/`, shipper.key);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('haul_action_not_allowed');
  });

  it('prices a load sent for bids by the offer the shipper accepts', async () => {
    const { shipper, haul } = await makePostedHaul(app, { quote: WIDE_QUOTE });
    expect(haul.shipper_rate).toBeNull();
    const bid = await placeBid((await makeDriver(app)).key, { haul_id: haul.id, amount: 4200 });
    const accepted = HaulSchema.parse((await call('PUT', `/bid/${bid.id}/accept/`, shipper.key)).json());
    expect(accepted).toMatchObject({ status: 'accepted', shipper_rate: { amountCents: 483_000 } });
  });

  it('refuses an expired or withdrawn offer', async () => {
    const { shipper, haul } = await makePostedHaul(app);
    const expiresAt = new Date(clock.now().getTime() + HOUR_MS).toISOString();
    const expiring = await placeBid((await makeDriver(app)).key, {
      haul_id: haul.id,
      amount: 1500,
      expires_at: expiresAt,
    });
    const driver = await makeDriver(app);
    const withdrawn = await placeBid(driver.key, { haul_id: haul.id, amount: 1600 });
    await call('DELETE', `/bid/${withdrawn.id}/`, driver.key);
    clock.advance(2 * HOUR_MS);

    const expired = await call('PUT', `/bid/${expiring.id}/accept/`, shipper.key);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toEqual({ code: 'bid_expired', detail: 'This offer has expired.' });
    expect((await call('PUT', `/bid/${withdrawn.id}/accept/`, shipper.key)).statusCode).toBe(409);
    const [stored] = await app.db.select().from(hauls).where(eq(hauls.id, haul.id));
    expect(stored).toMatchObject({ status: 'posted', driverUserId: null });
  });
});

describe('GET /haul/{id}/bids/', () => {
  it('shows the shipper standing bids first, newest first, and leaves expired ones out of the count', async () => {
    const { shipper, haul } = await makePostedHaul(app);
    const soon = new Date(clock.now().getTime() + HOUR_MS).toISOString();
    const expiring = await placeBid((await makeDriver(app)).key, { haul_id: haul.id, amount: 1500, expires_at: soon });
    clock.advance(1000);
    const older = await placeBid((await makeDriver(app)).key, { haul_id: haul.id, amount: 1600 });
    clock.advance(1000);
    const newer = await placeBid((await makeDriver(app)).key, { haul_id: haul.id, amount: 1700 });
    expect(HaulSchema.parse((await call('GET', `/haul/${haul.id}/`, shipper.key)).json()).bid_count).toBe(3);

    clock.advance(2 * HOUR_MS);
    const bids = await bidsOn(haul.id, shipper.key);
    expect(bids.map((bid) => [bid.id, bid.expired])).toEqual([
      [newer.id, false],
      [older.id, false],
      [expiring.id, true],
    ]);
    expect(HaulSchema.parse((await call('GET', `/haul/${haul.id}/`, shipper.key)).json()).bid_count).toBe(2);
  });

  it('shows a driver only their own bids, and the load to nobody else', async () => {
    const { haul } = await makePostedHaul(app);
    const bidder = await makeDriver(app);
    const mine = await placeBid(bidder.key, { haul_id: haul.id, amount: 1500 });
    await placeBid((await makeDriver(app)).key, { haul_id: haul.id, amount: 1400 });
    expect((await bidsOn(haul.id, bidder.key)).map((bid) => bid.id)).toEqual([mine.id]);
    expect((await call('GET', `/haul/${haul.id}/bids/`, (await makeDriver(app)).key)).statusCode).toBe(404);
    expect((await call('GET', `/haul/${haul.id}/bids/`, (await registerUser(app)).key)).statusCode).toBe(404);
    expect((await call('GET', `/haul/${haul.id}/bids/`)).statusCode).toBe(401);
    expect((await bidsOn(haul.id, (await makeStaff(app)).key)).length).toBe(2);
  });
});
