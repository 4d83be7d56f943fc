import { HaulSchema } from '@freight/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hauls, outboxMessages, payouts } from '../../db/schema';
import { auth, makeStaff, registerUser } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';
import { makeDriver } from '../../testing/drivers';
import { pickUpWith } from '../inspections/testing';
import { escrowBalance, payableBalance } from '../ledger';
import { completeWith, DELIVERY_CODE, makeAcceptedHaul, makeConfirmedHaul } from './delivery.test-helpers';

/** Completion moves money: run on PGlite and with DATABASE_URL on PostgreSQL, where the requests truly overlap. */
const clock = testClock();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ clock });
});

afterAll(() => app.close());

/** What the shipper prepaid, from the row: the driver's view of the haul withholds it. */
const shipperRateOf = async (haulId: string) =>
  (await app.db.select({ cents: hauls.shipperRateCents }).from(hauls).where(eq(hauls.id, haulId)))[0]?.cents;

const storedHaul = async (haulId: string) => {
  const [row] = await app.db.select().from(hauls).where(eq(hauls.id, haulId));
  if (!row) throw new Error('haul gone');
  return row;
};

describe('POST /haul/{id}/complete/?code=', () => {
  it('completes with the right code and releases the escrow: driver payable and payout in 7 days', async () => {
    const { driver, haul } = await makeConfirmedHaul(app);
    const transport = haul.transport_rate?.amountCents ?? 0;
    expect(await escrowBalance(app.db, haul.id)).toBe(await shipperRateOf(haul.id));

    const response = await completeWith(app, driver.key, haul.id, DELIVERY_CODE);

    expect(response.statusCode).toBe(200);
    expect(HaulSchema.parse(response.json())).toMatchObject({ status: 'completed', completion_code: null });
    const stored = await storedHaul(haul.id);
    expect(stored.completedAt?.toISOString()).toBe(clock.now().toISOString());
    expect(await escrowBalance(app.db, haul.id)).toBe(0);
    expect(await payableBalance(app.db, driver.user.id)).toBe(transport);
    const [payout] = await app.db.select().from(payouts).where(eq(payouts.haulId, haul.id));
    expect(payout?.amountCents).toBe(transport);
    expect(payout?.dueAt.getTime()).toBe(clock.now().getTime() + 7 * 24 * 3600_000);
  });

  it('takes a code with spaces around it (typed on a phone)', async () => {
    const { driver, haul } = await makeConfirmedHaul(app);
    const response = await completeWith(app, driver.key, haul.id, ` ${DELIVERY_CODE} `);
    expect(response.statusCode).toBe(200);
  });

  it('completes from picked_up as well', async () => {
    const { driver, haul } = await makeConfirmedHaul(app);
    const picked = await pickUpWith(app, driver.key, haul.id);
    expect(picked.json()).toMatchObject({ status: 'picked_up' });
    expect((await completeWith(app, driver.key, haul.id, DELIVERY_CODE)).statusCode).toBe(200);
  });

  it('pays once when the driver completes twice at the same time: one 200, one 409', async () => {
    const { driver, haul } = await makeConfirmedHaul(app);
    const responses = await Promise.all([
      completeWith(app, driver.key, haul.id, DELIVERY_CODE),
      completeWith(app, driver.key, haul.id, DELIVERY_CODE),
    ]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json()).toEqual({ code: 'haul_already_completed', detail: 'This load was already completed.' });
    expect(await escrowBalance(app.db, haul.id)).toBe(0);
    expect(await payableBalance(app.db, driver.user.id)).toBe(haul.transport_rate?.amountCents);
    expect(await app.db.select().from(payouts).where(eq(payouts.haulId, haul.id))).toHaveLength(1);
  });

  it('pays once of five simultaneous completes: one 200, four 409', async () => {
    const { driver, haul } = await makeConfirmedHaul(app);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => completeWith(app, driver.key, haul.id, DELIVERY_CODE)),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await escrowBalance(app.db, haul.id)).toBe(0);
    expect(await payableBalance(app.db, driver.user.id)).toBe(haul.transport_rate?.amountCents);
  });

  it('asks for the code in the spec’s words when it is missing or empty (400)', async () => {
    const { driver, haul } = await makeConfirmedHaul(app);
    for (const code of [null, '', '   ']) {
      const response = await completeWith(app, driver.key, haul.id, code);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', detail: 'Please enter the delivery code.' });
    }
    expect((await storedHaul(haul.id)).status).toBe('confirmed');
  });

  it('refuses a wrong code with delivery_code_wrong, counts it, and moves no money', async () => {
    const { driver, haul } = await makeConfirmedHaul(app);
    const response = await completeWith(app, driver.key, haul.id, '000000');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'delivery_code_wrong',
      detail: 'That is not the delivery code. 4 tries left before completing is paused.',
      fields: { code: ['That is not the delivery code.'] },
    });
    expect((await storedHaul(haul.id)).deliveryCodeFailures).toBe(1);
    expect(await escrowBalance(app.db, haul.id)).toBe(await shipperRateOf(haul.id));
    expect(await payableBalance(app.db, driver.user.id)).toBe(0);
  });

  it('locks completion for 15 minutes after 5 wrong codes, even for the right one, and emails the shipper', async () => {
    const { shipper, driver, haul } = await makeConfirmedHaul(app);
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await completeWith(app, driver.key, haul.id, `11111${attempt}`)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);

    const locked = await completeWith(app, driver.key, haul.id, DELIVERY_CODE);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(locked.headers['retry-after'])).toBe(15 * 60);
    const mails = await app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, shipper.user.email ?? ''));
    const lockMail = mails.find((mail) => mail.subject === 'Wrong delivery codes were entered for your load');
    expect(lockMail?.body).toContain('5 times');
    expect(lockMail?.body).not.toContain(DELIVERY_CODE);

    clock.advance(15 * 60_000 + 1_000);
    const after = await completeWith(app, driver.key, haul.id, DELIVERY_CODE);
    expect(after.statusCode).toBe(200);
    expect(await payableBalance(app.db, driver.user.id)).toBe(haul.transport_rate?.amountCents);
  });

  it('lets only the assigned driver complete: shipper and staff 403, another driver 404, no key 401', async () => {
    const { shipper, haul } = await makeConfirmedHaul(app);
    const staff = await makeStaff(app);
    const other = await makeDriver(app);
    expect((await completeWith(app, shipper.key, haul.id, DELIVERY_CODE)).statusCode).toBe(403);
    expect((await completeWith(app, staff.key, haul.id, DELIVERY_CODE)).statusCode).toBe(403);
    expect((await completeWith(app, other.key, haul.id, DELIVERY_CODE)).statusCode).toBe(404);
    const anonymous = await app.inject({ method: 'POST', url: `/api/haul/${haul.id}/complete/?code=${DELIVERY_CODE}` });
    expect(anonymous.statusCode).toBe(401);
    expect((await storedHaul(haul.id)).status).toBe('confirmed');
    expect(await escrowBalance(app.db, haul.id)).toBe(await shipperRateOf(haul.id));
  });

  it('refuses to complete a load that is only accepted (409), and unknown or malformed ids', async () => {
    const { driver, haul } = await makeAcceptedHaul(app);
    const response = await completeWith(app, driver.key, haul.id, DELIVERY_CODE);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('This load is accepted by a driver, so it cannot be completed.');
    const user = await registerUser(app);
    expect((await completeWith(app, user.key, crypto.randomUUID(), DELIVERY_CODE)).statusCode).toBe(404);
    const malformed = await completeWith(app, user.key, 'not-a-uuid', DELIVERY_CODE);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toBe('Some fields are missing or invalid.');
  });
});

describe('PUT /haul/{id}/pick_up/', () => {
  it('moves confirmed to picked_up with the time, answers a second click, and only for the driver', async () => {
    const { shipper, driver, haul } = await makeConfirmedHaul(app);
    expect(
      (await app.inject({ method: 'PUT', url: `/api/haul/${haul.id}/pick_up/`, headers: auth(shipper.key) }))
        .statusCode,
    ).toBe(403);
    const first = await pickUpWith(app, driver.key, haul.id);
    expect(first.statusCode).toBe(200);
    expect((await storedHaul(haul.id)).pickedUpAt?.toISOString()).toBe(clock.now().toISOString());
    const again = await app.inject({ method: 'PUT', url: `/api/haul/${haul.id}/pick_up/`, headers: auth(driver.key) });
    expect(again.json()).toMatchObject({ status: 'picked_up' });
  });

  it('refuses before confirmation (409)', async () => {
    const { driver, haul } = await makeAcceptedHaul(app);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/haul/${haul.id}/pick_up/`,
      headers: auth(driver.key),
    });
    expect(response.statusCode).toBe(409);
  });
});
