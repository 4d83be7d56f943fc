import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { payments, payouts, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';

export type PartyRow = { id: string; name: string; email: string | null; telephone: string | null };

const partyColumns = { id: users.id, name: users.name, email: users.email, telephone: users.telephone };

export const findParty = async (db: Database, userId: string): Promise<PartyRow | null> => {
  const [row] = await db.select(partyColumns).from(users).where(eq(users.id, userId));
  return row ?? null;
};

/** The haul's invoiced payment: the latest that succeeded (a cancelled and resumed load is paid again). */
export const findInvoicedPayment = async (db: Database, haulId: string) => {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.haulId, haulId), eq(payments.status, 'succeeded'), isNotNull(payments.invoiceNumber)))
    .orderBy(desc(payments.completedAt))
    .limit(1);
  return row ?? null;
};

export type InvoicedPayment = NonNullable<Awaited<ReturnType<typeof findInvoicedPayment>>>;

export const findHaulPayout = async (db: Database, haulId: string) => {
  const [row] = await db.select().from(payouts).where(eq(payouts.haulId, haulId));
  return row ?? null;
};

export type PayoutRow = NonNullable<Awaited<ReturnType<typeof findHaulPayout>>>;
