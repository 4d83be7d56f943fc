import { DRIVER_PAYOUT_DAYS } from '@freight/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, payouts } from '../../db/schema';
import type { DatabaseHandle } from '../../platform/db/database';
import { createTestDatabase } from '../../testing/test-database';
import {
  escrowBalance,
  payableBalance,
  recordCompletion,
  recordPayout,
  recordPrepayment,
  recordRefund,
} from './ledger';
import { insertHaul, insertUser, transactionSums } from './ledger.test-helpers';
import { ledgerAccountBalance } from './ledger-accounts';

let handle: DatabaseHandle;
const now = new Date('2026-06-10T15:00:00Z');

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

const setUp = async (transportRateCents = 80_000) => {
  const shipperId = await insertUser(handle.db);
  const driverId = await insertUser(handle.db);
  const haulId = await insertHaul(handle.db, { shipperId, driverUserId: driverId, transportRateCents });
  return { shipperId, driverId, haulId };
};

describe('ledger', () => {
  it('holds a prepayment in escrow once, however often it is recorded', async () => {
    const { haulId } = await setUp();
    const paymentId = crypto.randomUUID();
    const first = await recordPrepayment(handle.db, { haulId, paymentId, amountCadCents: 100_000 });
    const again = await recordPrepayment(handle.db, { haulId, paymentId, amountCadCents: 100_000 });
    expect([first.moved, again.moved]).toEqual([true, false]);
    expect(await escrowBalance(handle.db, haulId)).toBe(100_000);
  });

  it('records a concurrent duplicate prepayment once', async () => {
    const { haulId } = await setUp();
    const paymentId = crypto.randomUUID();
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        handle.db.transaction((tx) => recordPrepayment(tx, { haulId, paymentId, amountCadCents: 55_500 })),
      ),
    );
    expect(results.filter((result) => result.moved)).toHaveLength(1);
    expect(await escrowBalance(handle.db, haulId)).toBe(55_500);
  });

  it('releases escrow on completion to the driver and the platform and schedules the payout in 7 days', async () => {
    const { haulId, driverId } = await setUp(80_000);
    await recordPrepayment(handle.db, { haulId, paymentId: crypto.randomUUID(), amountCadCents: 100_000 });
    const revenueBefore = await ledgerAccountBalance(handle.db, { kind: 'platform_revenue', ownerId: null });
    const completion = { haulId, driverUserId: driverId, transportRateCents: 80_000, now };
    expect(await recordCompletion(handle.db, completion)).toEqual({ moved: true });
    expect(await recordCompletion(handle.db, completion)).toEqual({ moved: false });
    expect(await escrowBalance(handle.db, haulId)).toBe(0);
    expect(await payableBalance(handle.db, driverId)).toBe(80_000);
    const revenueAfter = await ledgerAccountBalance(handle.db, { kind: 'platform_revenue', ownerId: null });
    expect(revenueAfter - revenueBefore).toBe(20_000);
    const rows = await handle.db.select().from(payouts).where(eq(payouts.haulId, haulId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountCents: 80_000, status: 'scheduled', driverUserId: driverId });
    expect(rows[0]?.dueAt.getTime()).toBe(now.getTime() + DRIVER_PAYOUT_DAYS * 86_400_000);
  });

  it('moves nothing and schedules no payout when a completed haul was never paid', async () => {
    const { haulId, driverId } = await setUp();
    const result = await recordCompletion(handle.db, { haulId, driverUserId: driverId, transportRateCents: 1, now });
    expect(result.moved).toBe(false);
    expect(await handle.db.select().from(payouts).where(eq(payouts.haulId, haulId))).toHaveLength(0);
  });

  it('refunds the whole escrow once and nothing after delivery', async () => {
    const { haulId, driverId } = await setUp();
    await recordPrepayment(handle.db, { haulId, paymentId: crypto.randomUUID(), amountCadCents: 42_000 });
    expect(await recordRefund(handle.db, { haulId })).toEqual({ refundedCadCents: 42_000 });
    expect(await recordRefund(handle.db, { haulId })).toEqual({ refundedCadCents: 0 });
    expect(await escrowBalance(handle.db, haulId)).toBe(0);

    const delivered = await setUp();
    await recordPrepayment(handle.db, {
      haulId: delivered.haulId,
      paymentId: crypto.randomUUID(),
      amountCadCents: 9_000,
    });
    await recordCompletion(handle.db, { ...delivered, driverUserId: driverId, transportRateCents: 8_000, now });
    expect(await recordRefund(handle.db, { haulId: delivered.haulId })).toEqual({ refundedCadCents: 0 });
  });

  it('refunds a second paid round of a resumed haul under its own event key', async () => {
    const { haulId } = await setUp();
    await recordPrepayment(handle.db, { haulId, paymentId: crypto.randomUUID(), amountCadCents: 1_000 });
    await recordRefund(handle.db, { haulId });
    await recordPrepayment(handle.db, { haulId, paymentId: crypto.randomUUID(), amountCadCents: 2_000 });
    expect(await recordRefund(handle.db, { haulId })).toEqual({ refundedCadCents: 2_000 });
    const keys = await handle.db
      .select({ key: ledgerTransactions.eventKey })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.kind, 'refund'));
    expect(keys.map((row) => row.key)).toEqual(expect.arrayContaining([`refund:${haulId}:1`, `refund:${haulId}:2`]));
  });

  it('lets a concurrent completion and refund of one escrow move it once', async () => {
    const { haulId, driverId } = await setUp();
    await recordPrepayment(handle.db, { haulId, paymentId: crypto.randomUUID(), amountCadCents: 30_000 });
    await Promise.all([
      handle.db.transaction((tx) => recordRefund(tx, { haulId })),
      handle.db.transaction((tx) =>
        recordCompletion(tx, { haulId, driverUserId: driverId, transportRateCents: 25_000, now }),
      ),
    ]);
    expect(await escrowBalance(handle.db, haulId)).toBe(0);
    expect(await transactionSums(handle.db)).toSatisfy((sums: number[]) => sums.every((sum) => sum === 0));
  });

  it('pays a payout once', async () => {
    const { haulId, driverId } = await setUp();
    await recordPrepayment(handle.db, { haulId, paymentId: crypto.randomUUID(), amountCadCents: 10_000 });
    await recordCompletion(handle.db, { haulId, driverUserId: driverId, transportRateCents: 7_000, now });
    const payoutId = crypto.randomUUID();
    const payout = { payoutId, haulId, driverUserId: driverId, amountCents: 7_000 };
    expect((await recordPayout(handle.db, payout)).moved).toBe(true);
    expect((await recordPayout(handle.db, payout)).moved).toBe(false);
    expect(await payableBalance(handle.db, driverId)).toBe(0);
  });
});
