import { AdminMoneySchema, AdminPayoutSchema } from '@freight/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, drivers, payouts } from '../../db/schema';
import { auth, makeStaff } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';
import { NO_BANK_DETAILS, runDuePayouts, sandboxPayoutRail } from '../ledger';
import { GOOD_BANK } from '../ledger/testing';
import { makeDeliveredHaul, makePaidHaul } from './admin.test-helpers';

/** Money: run on PGlite and with DATABASE_URL on PostgreSQL. */
let app: FastifyInstance;
let staffKey: string;
const clock = testClock(new Date('2026-06-01T15:00:00Z'));
const DAY_MS = 86_400_000;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  staffKey = (await makeStaff(app)).key;
});
afterAll(() => app.close());

const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: auth(staffKey), ...(payload && { payload }) });

const money = async () => AdminMoneySchema.parse((await call('GET', '/admin/money/')).json());

describe('GET /admin/money/', () => {
  it('accounts for every payment after a whole journey: escrow + tax + payable + revenue + refunds = payments', async () => {
    const empty = await money();
    expect(empty.reconciliation).toEqual({
      accounted_cad_cents: 0,
      payments_cad_cents: 0,
      difference_cad_cents: 0,
      ledger_balanced: true,
      unreconciled_payments: 0,
      unsent_card_refunds: 0,
      holds: true,
    });

    const delivered = await makeDeliveredHaul(app);
    const held = await makePaidHaul(app);
    const cancelled = await makePaidHaul(app);
    expect(
      (await call('PUT', `/admin/hauls/${cancelled.haulId}/cancel/`, { reason: 'Shipper asked.' })).statusCode,
    ).toBe(200);

    const after = await money();
    const charged = (haul: { shipperRateCents: number; taxCadCents: number }) =>
      haul.shipperRateCents + haul.taxCadCents;
    const paid = charged(delivered) + charged(held) + charged(cancelled);
    expect(delivered.taxCadCents).toBe(Math.round(delivered.shipperRateCents * 0.05));
    expect(after.totals).toMatchObject({
      payments_cad_cents: paid,
      payments_in_ledger_cad_cents: paid,
      escrow_cad_cents: held.shipperRateCents,
      tax_held_cad_cents: held.taxCadCents,
      tax_payable_cad_cents: delivered.taxCadCents,
      payable_cad_cents: delivered.transportRateCents,
      payable_owed_cad_cents: delivered.transportRateCents,
      paid_out_cad_cents: 0,
      revenue_cad_cents: delivered.shipperRateCents - delivered.transportRateCents,
      revenue_from_plans_cad_cents: 0,
      refunds_cad_cents: charged(cancelled),
      refunds_pending_cad_cents: 0,
      refunds_on_payments_cad_cents: charged(cancelled),
    });
    expect(after.reconciliation).toEqual({
      accounted_cad_cents: paid,
      payments_cad_cents: paid,
      difference_cad_cents: 0,
      ledger_balanced: true,
      unreconciled_payments: 0,
      unsent_card_refunds: 0,
      holds: true,
    });
    expect(after.escrow_by_haul).toEqual([
      expect.objectContaining({
        haul_id: held.haulId,
        status: 'confirmed',
        route: 'Regina, SK → Winnipeg, MB',
        amount_cad_cents: held.shipperRateCents,
      }),
    ]);
    expect(after.payables_by_driver).toEqual([
      expect.objectContaining({ owed_cad_cents: delivered.transportRateCents, paid_out_cad_cents: 0 }),
    ]);
    expect(after.payouts.scheduled).toEqual([
      expect.objectContaining({ haul_id: delivered.haulId, amount_cad_cents: delivered.transportRateCents }),
    ]);
    expect(after.refunds).toEqual([
      expect.objectContaining({ haul_id: cancelled.haulId, amount_cad_cents: charged(cancelled), sent: true }),
    ]);
  });

  it('shows a failed payout, puts it back in the queue, and then it is paid: the totals still hold', async () => {
    const delivered = await makeDeliveredHaul(app);
    const [payout] = await app.db.select().from(payouts).where(eq(payouts.haulId, delivered.haulId));
    if (!payout) throw new Error('no payout scheduled');
    const later = new Date(clock.now().getTime() + 8 * DAY_MS);
    await runDuePayouts({ db: app.db, rail: sandboxPayoutRail, now: later });
    const failed = await money();
    expect(failed.payouts.failed).toContainEqual(
      expect.objectContaining({ id: payout.id, status: 'failed', failure: NO_BANK_DETAILS }),
    );

    // The driver adds deposit details; staff retry.
    const [driver] = await app.db.select().from(drivers).where(eq(drivers.userId, delivered.driverUserId));
    await app.db.insert(bankAccounts).values({ driverId: driver?.id ?? '', country: 'CAN', ...GOOD_BANK });
    const retried = await call('PUT', `/admin/payouts/${payout.id}/retry/`);
    expect(retried.statusCode).toBe(200);
    expect(AdminPayoutSchema.parse(retried.json())).toMatchObject({ status: 'scheduled', failure: null });
    expect((await call('PUT', `/admin/payouts/${payout.id}/retry/`)).statusCode).toBe(409);
    await runDuePayouts({ db: app.db, rail: sandboxPayoutRail, now: later });

    const settled = await money();
    expect(settled.payouts.paid).toEqual([expect.objectContaining({ id: payout.id, status: 'paid' })]);
    expect(settled.payouts.failed.map((one) => one.id)).not.toContain(payout.id);
    expect(settled.totals.paid_out_cad_cents).toBe(delivered.transportRateCents);
    expect(settled.reconciliation.holds).toBe(true);
    expect((await call('PUT', `/admin/payouts/${payout.id}/retry/`)).statusCode).toBe(409);
    expect((await call('PUT', `/admin/payouts/${crypto.randomUUID()}/retry/`)).statusCode).toBe(404);
  });
});
