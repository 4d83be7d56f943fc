import { and, eq, isNull, lte, ne, or } from 'drizzle-orm';
import { drivers, payments } from '../../db/schema';
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

/** Withdraws a payment that never reached the gateway, freeing its key. */
export const deleteUnchargedPayment = async (db: Database, paymentId: string) => {
  await db
    .delete(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending'), isNull(payments.gatewayReference)));
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
