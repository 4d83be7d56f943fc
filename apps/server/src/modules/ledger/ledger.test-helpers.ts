import { eq } from 'drizzle-orm';
import { bankAccounts, drivers, hauls, ledgerEntries, ledgerTransactions, payments, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/**
 * Rows written straight to the database for ledger tests, which are about money moves rather than the flows that
 * create users and hauls (those are tested through the API in their own modules).
 */
export const insertUser = async (db: Database): Promise<string> => {
  const [user] = await db.insert(users).values({ name: 'Ledger Test' }).returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  return user.id;
};

/** A Canadian deposit account that passes the bank checks (3-digit institution, 5-digit transit, 7-12 digits). */
export const GOOD_BANK = { bankInstitution: '003', bankTransit: '12345', bankAccount: '1234567890' };

/** A driver profile for `userId` with deposit details (`null`: a profile with no bank row at all). */
export const insertDriverBank = async (
  db: Database,
  userId: string,
  bank: Partial<typeof GOOD_BANK> | null = GOOD_BANK,
): Promise<void> => {
  const [driver] = await db.insert(drivers).values({ userId }).returning({ id: drivers.id });
  if (!driver) throw new Error('driver insert returned nothing');
  if (bank) await db.insert(bankAccounts).values({ driverId: driver.id, country: 'CAN', ...bank });
};

export const insertHaul = async (
  db: Database,
  {
    shipperId,
    driverUserId = null,
    status = 'confirmed',
    transportRateCents = 80_000,
    shipperRateCents = 100_000,
  }: {
    shipperId: string;
    driverUserId?: string | null;
    status?: typeof hauls.$inferInsert.status;
    transportRateCents?: number;
    shipperRateCents?: number;
  },
): Promise<string> => {
  const [haul] = await db
    .insert(hauls)
    .values({
      userId: shipperId,
      driverUserId,
      status,
      quoteOutcome: 'rate',
      shipperRateCents,
      transportRateCents,
      routeDistanceM: 570_000,
      routeDurationS: 21_600,
      routeSource: 'test',
      quotedAt: new Date('2026-06-01T12:00:00Z'),
    })
    .returning({ id: hauls.id });
  if (!haul) throw new Error('haul insert returned nothing');
  return haul.id;
};

/** Each stored transaction's entry sum; the ledger invariant says all of them are 0. */
export const transactionSums = async (db: Database): Promise<number[]> => {
  const rows = await db
    .select({ id: ledgerTransactions.id, amount: ledgerEntries.amountCents })
    .from(ledgerTransactions)
    .leftJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id));
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row.id, (sums.get(row.id) ?? 0) + (row.amount ?? 0));
  return [...sums.values()];
};

/** A succeeded card payment of the haul's shipper, as the payments module stores one, and its ledger prepayment. */
export const insertHaulPayment = async (
  db: Database,
  { haulId, userId, amountCadCents }: { haulId: string; userId: string; amountCadCents: number },
): Promise<string> => {
  const [payment] = await db
    .insert(payments)
    .values({
      userId,
      purpose: 'haul',
      haulId,
      idempotencyKey: crypto.randomUUID(),
      amountMinor: amountCadCents,
      currency: 'cad',
      amountCadCents,
      gateway: 'sandbox',
      status: 'succeeded',
      completedAt: new Date(),
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error('payment insert returned nothing');
  return payment.id;
};
