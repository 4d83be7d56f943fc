import { and, asc, eq, isNull, lte, ne, or } from 'drizzle-orm';
import { drivers, hauls, payments, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

export const findPaymentByKey = async (db: Database, userId: string, idempotencyKey: string) => {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, idempotencyKey)));
  return row ?? null;
};

export const findPayment = async (db: Database, paymentId: string) => {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row ?? null;
};

/**
 * Records the attempt before the gateway is asked, so a crash mid-charge leaves a pending row carrying the key. Null
 * when the user's key is taken: a concurrent identical request got there first.
 */
export const insertPendingPayment = async (db: Database, values: NewPayment): Promise<PaymentRow | null> => {
  const [row] = await db
    .insert(payments)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing({ target: [payments.userId, payments.idempotencyKey] })
    .returning();
  return row ?? null;
};

/** The other pending payments of a haul (a timeout or a crash left them undecided). */
export const pendingHaulPayments = (db: Database, haulId: string, exceptId: string | null) =>
  db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.haulId, haulId),
        eq(payments.purpose, 'haul'),
        eq(payments.status, 'pending'),
        exceptId ? ne(payments.id, exceptId) : undefined,
      ),
    );

/** A decline is final for its key; only a pending payment can become failed. */
export const markPaymentFailed = async (db: Database, paymentId: string, message: string, at: Date) => {
  await db
    .update(payments)
    .set({ status: 'failed', failureMessage: message, completedAt: at })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')));
};

/** Pending -> succeeded, once: whoever moves it does the rest of the success (ledger, haul, plan) in the same tx. */
export const markPaymentSucceeded = async (
  db: Database,
  paymentId: string,
  charge: { reference: string; brand: string | null; last4: string | null; at: Date },
): Promise<boolean> => {
  const moved = await db
    .update(payments)
    .set({
      status: 'succeeded',
      gatewayReference: charge.reference,
      cardBrand: charge.brand,
      cardLast4: charge.last4,
      completedAt: charge.at,
    })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return moved.length > 0;
};

export const findDriverIdOfUser = async (db: Database, userId: string): Promise<string | null> => {
  const [row] = await db.select({ id: drivers.id }).from(drivers).where(eq(drivers.userId, userId));
  return row?.id ?? null;
};

/**
 * Takes the payment's charge lease when it is pending and nobody holds the lease (or its holder let it run out, as a
 * killed process does). One UPDATE, so of two processes racing for it exactly one gets it.
 */
export const claimChargeLease = async (db: Database, paymentId: string, now: Date, until: Date): Promise<boolean> => {
  const claimed = await db
    .update(payments)
    .set({ chargeLeaseUntil: until })
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.status, 'pending'),
        or(isNull(payments.chargeLeaseUntil), lte(payments.chargeLeaseUntil, now)),
      ),
    )
    .returning({ id: payments.id });
  return claimed.length > 0;
};

/** The gateway call is over (answered, settled, or failed): waiting repeats read the row's outcome. */
export const releaseChargeLease = async (db: Database, paymentId: string) => {
  await db.update(payments).set({ chargeLeaseUntil: null }).where(eq(payments.id, paymentId));
};

const STALE_BATCH = 50;

/**
 * Pending payments nobody is charging (no lease, or one run out) and older than `createdBefore`: what a crash or an
 * unanswered gateway left undecided, for the reconciliation round. Oldest first, a batch at a time.
 */
export const listStalePendingPayments = (db: Database, { now, createdBefore }: { now: Date; createdBefore: Date }) =>
  db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        lte(payments.createdAt, createdBefore),
        or(isNull(payments.chargeLeaseUntil), lte(payments.chargeLeaseUntil, now)),
      ),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(STALE_BATCH);

/**
 * Locks the haul's row for the rest of the transaction: payments of one load start one at a time, so of several
 * racing (two tabs, a double submit with new keys) exactly one finds no other pending payment and records itself.
 */
export const lockHaulForPayment = async (tx: Database, haulId: string) => {
  await tx.select({ id: hauls.id }).from(hauls).where(eq(hauls.id, haulId)).for('update');
};

/** Locks the user's row for the rest of the transaction: a keyless plan payment then finds the open one, if any. */
export const lockUserForPayment = async (tx: Database, userId: string) => {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
};

/**
 * The user's open (pending) payment of this purchase: what a request without an idempotency key repeats instead of
 * starting a second payment, so a keyless client still never pays twice.
 */
export const findOpenPaymentOf = async (
  db: Database,
  userId: string,
  purchase: { haulId: string } | { level: number },
): Promise<PaymentRow | null> => {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.status, 'pending'),
        'haulId' in purchase
          ? and(eq(payments.purpose, 'haul'), eq(payments.haulId, purchase.haulId))
          : and(eq(payments.purpose, 'subscription'), eq(payments.subscriptionLevel, purchase.level)),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(1);
  return row ?? null;
};
