import { and, eq, inArray, notInArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hauls, payments, payouts } from '../../db/schema';
import type { Database, DatabaseHandle } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { createTestDatabase } from '../../testing/test-database';
import { refundHaul } from './haul-refund';
import { escrowBalance, payableBalance, recordCompletion, recordPrepayment } from './ledger';
import { countUnbalancedTransactions, listHaulTransactions } from './ledger.repository';
import { insertDriverBank, insertHaul, insertUser, transactionSums } from './ledger.test-helpers';
import { refundHaulByStaff } from './ledger-views.service';
import { type PayoutRail, sandboxPayoutRail } from './payout-rail';
import { runDuePayouts } from './payout-runner';

/**
 * DESIGN.md section 5's invariants under any order of events: random sequences of pay / confirm / complete / cancel /
 * staff refund / resume / payout on a few hauls and drivers, with repeats and concurrent duplicates, run through the
 * real ledger functions on the real database. The haul moves are conditional UPDATEs, as in the hauls module, so only
 * the moves the lifecycle allows happen; everything else must be refused or move no money.
 */

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

const HAULS = 2;
const DRIVERS = 2;
/** Payment keys made per haul; random `pay` operations use the first two, so they also repeat earlier rounds' keys. */
const PAYMENT_KEYS = 3;
const delivered = new Date('2026-06-01T12:00:00Z');
const payoutTime = new Date('2026-07-01T12:00:00Z');

type World = {
  haulIds: string[];
  driverIds: string[];
  shipperId: string;
  /** Payment ids per haul: paying again with one of them is a retried submit. */
  paymentIds: string[][];
  priceCents: number[];
  railCalls: string[];
};

const haulIndex = fc.nat(HAULS - 1);
/**
 * `advance` takes the haul one step along the happy path (pay, confirm, deliver), so most runs get deep enough to
 * release escrow and pay out; the other operations come at any moment, in or out of order.
 */
const opArb = fc.oneof(
  { weight: 6, arbitrary: fc.record({ op: fc.constant('advance' as const), haul: haulIndex, dup: fc.boolean() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('pay' as const),
      haul: haulIndex,
      key: fc.nat(1),
      dup: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('confirm' as const), haul: haulIndex }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('complete' as const), haul: haulIndex, dup: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('cancel' as const), haul: haulIndex, dup: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('refund' as const), haul: haulIndex, dup: fc.boolean() }) },
  /** A delivery and a cancellation of one haul at the same moment. */
  { weight: 1, arbitrary: fc.record({ op: fc.constant('complete_vs_cancel' as const), haul: haulIndex }) },
  /** Staff refund racing the delivery. */
  { weight: 1, arbitrary: fc.record({ op: fc.constant('complete_vs_refund' as const), haul: haulIndex }) },
  /** A cancelled haul resumed, posted and accepted by a driver again: a second paid round may follow. */
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('resume' as const), haul: haulIndex, driver: fc.nat(DRIVERS - 1) }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('payout' as const), dup: fc.boolean() }) },
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

const setUpWorld = async (db: Database, rates: number[], prices: number[], noBankDriver: boolean): Promise<World> => {
  const shipperId = await insertUser(db);
  const driverIds: string[] = [];
  for (let d = 0; d < DRIVERS; d += 1) {
    const driverId = await insertUser(db);
    await insertDriverBank(db, driverId, noBankDriver && d === 1 ? null : undefined);
    driverIds.push(driverId);
  }
  const haulIds: string[] = [];
  for (let h = 0; h < HAULS; h += 1) {
    haulIds.push(
      await insertHaul(db, {
        shipperId,
        driverUserId: driverIds[h % DRIVERS] ?? null,
        status: 'accepted',
        transportRateCents: rates[h] ?? 0,
        shipperRateCents: prices[h] ?? 1,
      }),
    );
  }
  const paymentIds = haulIds.map(() => Array.from({ length: PAYMENT_KEYS }, () => crypto.randomUUID()));
  return { haulIds, driverIds, shipperId, paymentIds, priceCents: prices, railCalls: [] };
};

/** A shipper's card payment: recorded as the payments module does, only while the haul is accepted or confirmed. */
const pay = (world: World, h: number, key: number) =>
  handle.db.transaction(async (tx) => {
    const haulId = world.haulIds[h] ?? '';
    const [haul] = await tx.select().from(hauls).where(eq(hauls.id, haulId)).for('update');
    if (!haul || !['accepted', 'confirmed'].includes(haul.status)) return;
    const paymentId = world.paymentIds[h]?.[key];
    if (!paymentId) return;
    const amountCadCents = world.priceCents[h] ?? 1;
    await tx
      .insert(payments)
      .values({
        id: paymentId,
        userId: world.shipperId,
        purpose: 'haul',
        haulId,
        idempotencyKey: paymentId,
        amountMinor: amountCadCents,
        currency: 'cad',
        amountCadCents,
        gateway: 'sandbox',
        status: 'succeeded',
      })
      .onConflictDoNothing();
    await recordPrepayment(tx, { haulId, paymentId, amountCadCents });
  });

/** Confirmation needs the prepayment: money in this round's escrow. */
const confirm = (world: World, h: number) =>
  handle.db.transaction(async (tx) => {
    const haulId = world.haulIds[h] ?? '';
    const [haul] = await tx.select().from(hauls).where(eq(hauls.id, haulId)).for('update');
    if (haul?.status !== 'accepted' || (await escrowBalance(tx, haulId)) <= 0) return;
    await tx.update(hauls).set({ status: 'confirmed' }).where(eq(hauls.id, haulId));
  });

const complete = (world: World, h: number) =>
  handle.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(hauls)
      .set({ status: 'completed', completedAt: delivered })
      .where(and(eq(hauls.id, world.haulIds[h] ?? ''), inArray(hauls.status, ['confirmed', 'picked_up'])))
      .returning();
    if (!moved?.driverUserId) return;
    await recordCompletion(tx, {
      haulId: moved.id,
      driverUserId: moved.driverUserId,
      transportRateCents: moved.transportRateCents ?? 0,
      now: delivered,
    });
  });

const cancel = (world: World, h: number) =>
  handle.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(hauls)
      .set({ status: 'cancelled' })
      .where(and(eq(hauls.id, world.haulIds[h] ?? ''), notInArray(hauls.status, ['completed', 'cancelled'])))
      .returning({ id: hauls.id });
    if (moved) await refundHaul(tx, { haulId: moved.id });
  });

const staffRefund = async (world: World, h: number) => {
  try {
    await refundHaulByStaff(handle.db, { haulId: world.haulIds[h] ?? '' });
  } catch (error) {
    // A delivered haul is refused (409); anything else is a bug.
    if (!(error instanceof AppError && error.code === 'refund_after_delivery')) throw error;
  }
};

const resume = async (world: World, h: number, d: number) => {
  await handle.db
    .update(hauls)
    .set({ status: 'accepted', driverUserId: world.driverIds[d] ?? null })
    .where(and(eq(hauls.id, world.haulIds[h] ?? ''), eq(hauls.status, 'cancelled')));
};

const countingRail = (world: World): PayoutRail => ({
  name: 'counting',
  pay: async (request) => {
    world.railCalls.push(request.payoutId);
    return sandboxPayoutRail.pay(request);
  },
});

const payout = (world: World) => runDuePayouts({ db: handle.db, rail: countingRail(world), now: payoutTime });

const twice = async (dup: boolean, run: () => Promise<unknown>) => {
  await (dup ? Promise.all([run(), run()]) : run());
};

/** The next happy-path step for the haul's present status: pay (once per round), confirm, deliver. */
const advance = async (world: World, h: number, dup: boolean) => {
  const [haul] = await handle.db
    .select()
    .from(hauls)
    .where(eq(hauls.id, world.haulIds[h] ?? ''));
  const escrowCents = await escrowBalance(handle.db, world.haulIds[h] ?? '');
  // Each round pays under a new key; a round beyond the keys we made is left unpaid.
  const rounds = await handle.db.$count(payments, eq(payments.haulId, world.haulIds[h] ?? ''));
  if (haul?.status === 'accepted' && escrowCents === 0) return twice(dup, () => pay(world, h, rounds));
  if (haul?.status === 'accepted') return confirm(world, h);
  if (haul?.status === 'confirmed') return twice(dup, () => complete(world, h));
};

const apply = async (world: World, op: Op): Promise<void> => {
  switch (op.op) {
    case 'advance':
      return advance(world, op.haul, op.dup);
    case 'pay':
      return twice(op.dup, () => pay(world, op.haul, op.key));
    case 'confirm':
      return confirm(world, op.haul);
    case 'complete':
      return twice(op.dup, () => complete(world, op.haul));
    case 'cancel':
      return twice(op.dup, () => cancel(world, op.haul));
    case 'refund':
      return twice(op.dup, () => staffRefund(world, op.haul));
    case 'complete_vs_cancel':
      await Promise.all([complete(world, op.haul), cancel(world, op.haul)]);
      return;
    case 'complete_vs_refund':
      await Promise.all([complete(world, op.haul), staffRefund(world, op.haul)]);
      return;
    case 'resume':
      return resume(world, op.haul, op.driver);
    case 'payout':
      return twice(op.dup, () => payout(world));
    default:
      op satisfies never;
  }
};

/** Per haul: what came in, went back, was released, and what escrow holds now, all from the ledger. */
const haulFlows = async (haulId: string) => {
  const flows = { paid: 0, refunded: 0, released: 0, escrow: 0, payoutTransactions: 0 };
  for (const transaction of await listHaulTransactions(handle.db, haulId)) {
    if (transaction.kind === 'payout') flows.payoutTransactions += 1;
    for (const entry of transaction.entries) {
      if (entry.kind !== 'haul_escrow') continue;
      flows.escrow += entry.amountCents;
      if (transaction.kind === 'prepayment') flows.paid += entry.amountCents;
      if (transaction.kind === 'refund') flows.refunded -= entry.amountCents;
      if (transaction.kind === 'completion') flows.released -= entry.amountCents;
    }
  }
  return flows;
};

/** What the runs reached, so the test fails if the generator stops reaching the states the invariants are about. */
const reached = { released: 0, refunded: 0, paidOut: 0, cappedAtEscrow: 0 };

const checkInvariants = async (world: World) => {
  expect((await transactionSums(handle.db)).filter((sum) => sum !== 0)).toEqual([]);
  expect(await countUnbalancedTransactions(handle.db)).toBe(0);

  const payoutRows = await handle.db.select().from(payouts).where(inArray(payouts.haulId, world.haulIds));
  for (const haulId of world.haulIds) {
    const [haul] = await handle.db.select().from(hauls).where(eq(hauls.id, haulId));
    const flows = await haulFlows(haulId);
    expect(flows.escrow).toBeGreaterThanOrEqual(0);
    expect(flows.escrow).toBe(flows.paid - flows.refunded - flows.released);
    expect(flows.refunded).toBeLessThanOrEqual(flows.paid);
    if (haul?.status === 'completed' || haul?.status === 'cancelled') expect(flows.escrow).toBe(0);
    const marked = await handle.db.select().from(payments).where(eq(payments.haulId, haulId));
    for (const payment of marked) expect(payment.refundedCadCents).toBeLessThanOrEqual(payment.amountCadCents);
    expect(marked.reduce((sum, payment) => sum + payment.refundedCadCents, 0)).toBe(flows.refunded);

    const ofHaul = payoutRows.filter((row) => row.haulId === haulId);
    expect(ofHaul.length).toBeLessThanOrEqual(1);
    expect(flows.payoutTransactions).toBe(ofHaul.filter((row) => row.status === 'paid').length);
    if (ofHaul[0]) expect(ofHaul[0].amountCents).toBeLessThanOrEqual(flows.released);
    if (flows.released > 0) reached.released += 1;
    if (flows.released > 0 && (haul?.transportRateCents ?? 0) > flows.released) reached.cappedAtEscrow += 1;
    if (flows.refunded > 0) reached.refunded += 1;
    if (flows.payoutTransactions > 0) reached.paidOut += 1;
  }
  // Each payout reached the rail at most once, and every paid one did (the runner also pays earlier runs' payouts).
  const ourIds = new Set(payoutRows.map((row) => row.id));
  const ourCalls = world.railCalls.filter((id) => ourIds.has(id));
  expect(new Set(ourCalls).size).toBe(ourCalls.length);
  const paidIds = new Set(payoutRows.filter((row) => row.status === 'paid').map((row) => row.id));
  expect(new Set(ourCalls)).toEqual(paidIds);
  for (const driverId of world.driverIds) {
    const owed = payoutRows
      .filter((row) => row.driverUserId === driverId && row.status !== 'paid')
      .reduce((sum, row) => sum + row.amountCents, 0);
    const balance = await payableBalance(handle.db, driverId);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(owed);
  }
};

it('keeps the ledger balanced, escrow empty after delivery, payouts single and refunds within what was paid', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.integer({ min: 0, max: 150_000 }), { minLength: HAULS, maxLength: HAULS }),
      fc.array(fc.integer({ min: 1, max: 200_000 }), { minLength: HAULS, maxLength: HAULS }),
      fc.boolean(),
      fc.array(opArb, { minLength: 10, maxLength: 24 }),
      async (rates, prices, noBankDriver, ops) => {
        const world = await setUpWorld(handle.db, rates, prices, noBankDriver);
        for (const op of ops) await apply(world, op);
        await checkInvariants(world);
      },
    ),
    { numRuns: 30 },
  );
  expect(reached.released).toBeGreaterThan(0);
  expect(reached.cappedAtEscrow).toBeGreaterThan(0);
  expect(reached.refunded).toBeGreaterThan(0);
  expect(reached.paidOut).toBeGreaterThan(0);
});
