import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, payouts } from '../../db/schema';
import type { DatabaseHandle } from '../../platform/db/database';
import { createTestDatabase } from '../../testing/test-database';
import { payableBalance, recordCompletion, recordPrepayment } from './ledger';
import { insertDriverBank, insertHaul, insertUser } from './ledger.test-helpers';
import { type PayoutRail, sandboxPayoutRail } from './payout-rail';
import { NO_BANK_DETAILS, runDuePayouts } from './payout-runner';

let handle: DatabaseHandle;
const delivered = new Date('2026-06-01T12:00:00Z');
const afterWeek = new Date('2026-06-08T12:00:01Z');

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

/** A delivered, prepaid haul whose payout of `transportRateCents` is scheduled 7 days after `delivered`. */
const deliveredHaul = async (driverId: string, transportRateCents = 70_000) => {
  const shipperId = await insertUser(handle.db);
  const haulId = await insertHaul(handle.db, { shipperId, driverUserId: driverId, status: 'completed' });
  await recordPrepayment(handle.db, { haulId, paymentId: crypto.randomUUID(), amountCadCents: 90_000 });
  await recordCompletion(handle.db, { haulId, driverUserId: driverId, transportRateCents, now: delivered });
  return haulId;
};

const payoutsOf = (haulIds: string[]) => handle.db.select().from(payouts).where(inArray(payouts.haulId, haulIds));

describe('runDuePayouts', () => {
  it('waits until the payout is due, then pays it to the bank on file once', async () => {
    const driverId = await insertUser(handle.db);
    await insertDriverBank(handle.db, driverId);
    const haulId = await deliveredHaul(driverId);

    const early = await runDuePayouts({
      db: handle.db,
      rail: sandboxPayoutRail,
      now: new Date('2026-06-08T11:59:59Z'),
    });
    expect(early.paid).toBe(0);
    expect(await payableBalance(handle.db, driverId)).toBe(70_000);

    await runDuePayouts({ db: handle.db, rail: sandboxPayoutRail, now: afterWeek });
    const [payout] = await payoutsOf([haulId]);
    expect(payout).toMatchObject({
      status: 'paid',
      reference: `sandbox-payout-${payout?.id}`,
      accountMasked: '••••7890',
      paidAt: afterWeek,
    });
    expect(await payableBalance(handle.db, driverId)).toBe(0);
    expect((await runDuePayouts({ db: handle.db, rail: sandboxPayoutRail, now: afterWeek })).paid).toBe(0);
  });

  it('marks the payout failed, with a reason staff can read, when the driver has no complete bank details', async () => {
    const noBank = await insertUser(handle.db);
    await insertDriverBank(handle.db, noBank, null);
    const halfBank = await insertUser(handle.db);
    await insertDriverBank(handle.db, halfBank, { bankInstitution: '003', bankTransit: '', bankAccount: '1234567' });
    const haulIds = [await deliveredHaul(noBank), await deliveredHaul(halfBank)];

    await runDuePayouts({ db: handle.db, rail: sandboxPayoutRail, now: afterWeek });
    const rows = await payoutsOf(haulIds);
    expect(rows.map((row) => [row.status, row.failure, row.paidAt])).toEqual([
      ['failed', NO_BANK_DETAILS, null],
      ['failed', NO_BANK_DETAILS, null],
    ]);
    expect(await payableBalance(handle.db, noBank)).toBe(70_000);
  });

  it('keeps a payout scheduled when the rail is down and still pays the others', async () => {
    const driverId = await insertUser(handle.db);
    await insertDriverBank(handle.db, driverId);
    const haulIds = [await deliveredHaul(driverId, 1_000), await deliveredHaul(driverId, 2_000)];
    const errors: unknown[] = [];
    const flaky: PayoutRail = {
      name: 'flaky',
      pay: async (request) => {
        if (request.amountCents === 1_000) throw new Error('rail timeout');
        return sandboxPayoutRail.pay(request);
      },
    };
    const result = await runDuePayouts({ db: handle.db, rail: flaky, now: afterWeek, onError: (e) => errors.push(e) });
    expect(result).toMatchObject({ paid: 1, deferred: 1 });
    expect(errors).toHaveLength(1);
    const rows = await payoutsOf(haulIds);
    expect(rows.map((row) => [row.amountCents, row.status]).sort()).toEqual([
      [1_000, 'scheduled'],
      [2_000, 'paid'],
    ]);
  });

  it('pays each payout exactly once when two runners work at the same time', async () => {
    const driverIds = [await insertUser(handle.db), await insertUser(handle.db)];
    for (const driverId of driverIds) await insertDriverBank(handle.db, driverId);
    const haulIds: string[] = [];
    for (let i = 0; i < 6; i += 1) haulIds.push(await deliveredHaul(driverIds[i % 2] ?? '', 10_000 + i));
    const calls: string[] = [];
    const counting: PayoutRail = {
      name: 'counting',
      pay: async (request) => {
        calls.push(request.payoutId);
        // Yield, so the other runner gets to claim while this one holds its row.
        await new Promise((resolve) => setTimeout(resolve, 5));
        return sandboxPayoutRail.pay(request);
      },
    };
    const runs = await Promise.all([1, 2].map(() => runDuePayouts({ db: handle.db, rail: counting, now: afterWeek })));

    const rows = await payoutsOf(haulIds);
    expect(rows.every((row) => row.status === 'paid')).toBe(true);
    const ours = new Set(rows.map((row) => row.id));
    const ourCalls = calls.filter((id) => ours.has(id));
    expect(ourCalls).toHaveLength(6);
    expect(new Set(ourCalls).size).toBe(6);
    expect(runs.reduce((total, run) => total + run.paid, 0)).toBeGreaterThanOrEqual(6);
    const ledgerPayouts = await handle.db
      .select()
      .from(ledgerTransactions)
      .where(inArray(ledgerTransactions.haulId, haulIds));
    expect(ledgerPayouts.filter((row) => row.kind === 'payout')).toHaveLength(6);
    for (const driverId of driverIds) expect(await payableBalance(handle.db, driverId)).toBe(0);
  });
});
