import { HaulMoneySchema, HaulSchema, StaffLedgerSchema, StaffRefundResponseSchema } from '@freight/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hauls, payments } from '../../db/schema';
import { auth, makeStaff, registerUser } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { makePostedHaul } from '../../testing/posted-hauls';
import { recordCompletion, recordPrepayment } from './ledger';
import { insertDriverBank, insertHaul, insertHaulPayment } from './ledger.test-helpers';
import { sandboxPayoutRail } from './payout-rail';
import { NO_BANK_DETAILS, runDuePayouts } from './payout-runner';

let app: FastifyInstance;
let staffKey: string;

beforeAll(async () => {
  app = await buildTestApp();
  staffKey = (await makeStaff(app)).key;
});
afterAll(async () => {
  await app.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, key?: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: key ? auth(key) : {}, ...(payload && { payload }) });

/** A confirmed haul with its shipper, driver and a succeeded prepayment of `amountCadCents` in escrow. */
const prepaidHaul = async (amountCadCents = 100_000) => {
  const shipper = await registerUser(app);
  const driver = await registerUser(app);
  const haulId = await insertHaul(app.db, { shipperId: shipper.user.id, driverUserId: driver.user.id });
  const paymentId = await insertHaulPayment(app.db, { haulId, userId: shipper.user.id, amountCadCents });
  await recordPrepayment(app.db, { haulId, paymentId, amountCadCents });
  return { shipper, driver, haulId, paymentId };
};

const refundedOf = async (paymentId: string) => {
  const [row] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
  return row?.refundedCadCents;
};

describe('GET /haul/{id}/money/', () => {
  it('shows the shipper, the driver and staff the money held, and hides the haul from anyone else', async () => {
    const { shipper, driver, haulId } = await prepaidHaul(123_400);
    for (const key of [shipper.key, driver.key, staffKey]) {
      const response = await call('GET', `/haul/${haulId}/money/`, key);
      expect(response.statusCode).toBe(200);
      expect(HaulMoneySchema.parse(response.json())).toMatchObject({
        paid_cad_cents: 123_400,
        escrow_cad_cents: 123_400,
        released: false,
        refunded_cad_cents: 0,
        payout: null,
        transactions: [
          {
            kind: 'prepayment',
            entries: expect.arrayContaining([
              { account: 'haul_escrow', amount: 123_400 },
              { account: 'gateway_clearing', amount: -123_400 },
            ]),
          },
        ],
      });
    }
    const stranger = await registerUser(app);
    expect((await call('GET', `/haul/${haulId}/money/`, stranger.key)).statusCode).toBe(404);
    expect((await call('GET', `/haul/${crypto.randomUUID()}/money/`, staffKey)).statusCode).toBe(404);
    expect((await call('GET', `/haul/${haulId}/money/`)).statusCode).toBe(401);
    expect((await call('GET', '/haul/not-a-uuid/money/', shipper.key)).statusCode).toBe(400);
  });

  it('shows the shipper and staff what the card was charged in the shipper’s currency, and not the driver', async () => {
    const { shipper, driver, haulId, paymentId } = await prepaidHaul(82_800);
    // CA$828.00 charged as US$598.48 at 1.3835 CAD per USD.
    await app.db
      .update(payments)
      .set({ currency: 'usd', amountMinor: 59_848, exchangeRate: '1.3835' })
      .where(eq(payments.id, paymentId));
    const chargedFor = async (key: string) =>
      HaulMoneySchema.parse((await call('GET', `/haul/${haulId}/money/`, key)).json()).charged;
    expect(await chargedFor(shipper.key)).toEqual({ amountCents: 59_848, currency: 'usd' });
    expect(await chargedFor(staffKey)).toEqual({ amountCents: 59_848, currency: 'usd' });
    expect(await chargedFor(driver.key)).toBeNull();
  });

  it('shows escrow released at delivery and the payout, with its failure for the driver only', async () => {
    const { shipper, driver, haulId } = await prepaidHaul(100_000);
    await insertDriverBank(app.db, driver.user.id, null);
    const delivered = new Date('2026-06-01T12:00:00Z');
    await recordCompletion(app.db, {
      haulId,
      driverUserId: driver.user.id,
      transportRateCents: 80_000,
      now: delivered,
    });
    const scheduled = HaulMoneySchema.parse((await call('GET', `/haul/${haulId}/money/`, shipper.key)).json());
    expect(scheduled).toMatchObject({
      escrow_cad_cents: 0,
      released: true,
      payout: { status: 'scheduled', due_at: '2026-06-08T12:00:00.000Z', paid_at: null, amount: 80_000 },
    });
    expect(scheduled.transactions.map((transaction) => transaction.kind)).toEqual(['prepayment', 'completion']);

    await runDuePayouts({ db: app.db, rail: sandboxPayoutRail, now: new Date('2026-06-09T00:00:00Z') });
    const forShipper = HaulMoneySchema.parse((await call('GET', `/haul/${haulId}/money/`, shipper.key)).json());
    const forDriver = HaulMoneySchema.parse((await call('GET', `/haul/${haulId}/money/`, driver.key)).json());
    expect(forShipper.payout).toMatchObject({ status: 'failed', failure: null });
    expect(forDriver.payout).toMatchObject({ status: 'failed', failure: NO_BANK_DETAILS });
  });
});

describe('refunds', () => {
  it('refunds a prepaid load in full when the shipper deletes it, and marks the payment', async () => {
    const { shipper, haul } = await makePostedHaul(app);
    const driver = await registerUser(app);
    await app.db.update(hauls).set({ status: 'confirmed', driverUserId: driver.user.id }).where(eq(hauls.id, haul.id));
    const paymentId = await insertHaulPayment(app.db, {
      haulId: haul.id,
      userId: shipper.user.id,
      amountCadCents: 64_000,
    });
    await recordPrepayment(app.db, { haulId: haul.id, paymentId, amountCadCents: 64_000 });

    const deleted = await call('DELETE', `/haul/${haul.id}/`, shipper.key, { reason: 'no_longer_shipping' });
    expect(HaulSchema.parse(deleted.json()).status).toBe('cancelled');
    const money = HaulMoneySchema.parse((await call('GET', `/haul/${haul.id}/money/`, shipper.key)).json());
    expect(money).toMatchObject({ paid_cad_cents: 64_000, escrow_cad_cents: 0, refunded_cad_cents: 64_000 });
    expect(await refundedOf(paymentId)).toBe(64_000);

    // Staff asking again afterwards refunds nothing more.
    const again = await call('POST', `/admin/hauls/${haul.id}/refund/`, staffKey);
    expect(StaffRefundResponseSchema.parse(again.json()).refunded_now_cad_cents).toBe(0);
    expect(await refundedOf(paymentId)).toBe(64_000);
  });

  it('deletes an unpaid load without moving any money', async () => {
    const { shipper, haul } = await makePostedHaul(app);
    expect((await call('DELETE', `/haul/${haul.id}/`, shipper.key, { reason: 'dates_changed' })).statusCode).toBe(200);
    const money = HaulMoneySchema.parse((await call('GET', `/haul/${haul.id}/money/`, shipper.key)).json());
    expect(money).toMatchObject({ paid_cad_cents: 0, refunded_cad_cents: 0, transactions: [] });
  });

  it('lets staff refund a haul once, and only before delivery', async () => {
    const { shipper, driver, haulId, paymentId } = await prepaidHaul(50_000);
    expect((await call('POST', `/admin/hauls/${haulId}/refund/`, shipper.key)).statusCode).toBe(403);
    expect((await call('POST', `/admin/hauls/${haulId}/refund/`, driver.key)).statusCode).toBe(403);
    expect((await call('POST', `/admin/hauls/${haulId}/refund/`)).statusCode).toBe(401);

    const [first, second] = await Promise.all([
      call('POST', `/admin/hauls/${haulId}/refund/`, staffKey),
      call('POST', `/admin/hauls/${haulId}/refund/`, staffKey),
    ]);
    const refunds = [first, second].map((response) => StaffRefundResponseSchema.parse(response?.json()));
    expect(refunds.map((refund) => refund.refunded_now_cad_cents).sort()).toEqual([0, 50_000]);
    expect(refunds[1]?.money).toMatchObject({ escrow_cad_cents: 0, refunded_cad_cents: 50_000 });
    expect(await refundedOf(paymentId)).toBe(50_000);

    const delivered = await prepaidHaul(10_000);
    await app.db.update(hauls).set({ status: 'completed' }).where(eq(hauls.id, delivered.haulId));
    const late = await call('POST', `/admin/hauls/${delivered.haulId}/refund/`, staffKey);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('refund_after_delivery');
    expect((await call('POST', `/admin/hauls/${crypto.randomUUID()}/refund/`, staffKey)).statusCode).toBe(404);
  });
});

describe('GET /admin/ledger/', () => {
  it('shows staff the balances by kind and that every entry sums to zero', async () => {
    await prepaidHaul(7_000);
    const response = await call('GET', '/admin/ledger/', staffKey);
    expect(response.statusCode).toBe(200);
    const ledger = StaffLedgerSchema.parse(response.json());
    expect(ledger).toMatchObject({ balanced: true, entries_sum_cad_cents: 0, unbalanced_transactions: 0 });
    const gateway = ledger.balances.find((row) => row.kind === 'gateway_clearing');
    expect(gateway?.balance_cad_cents).toBeLessThanOrEqual(-7_000);
    expect(ledger.failed_payouts.some((payout) => payout.failure === NO_BANK_DETAILS)).toBe(true);
  });

  it('is for staff only', async () => {
    const user = await registerUser(app);
    expect((await call('GET', '/admin/ledger/', user.key)).statusCode).toBe(403);
    expect((await call('GET', '/admin/ledger/')).statusCode).toBe(401);
  });
});
