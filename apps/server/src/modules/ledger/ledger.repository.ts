import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { hauls, ledgerAccounts, ledgerEntries, ledgerTransactions, payments, payouts } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/** Reads for the ledger views; the writes are in ledger.ts. */

export const findHaulParties = async (db: Database, haulId: string) => {
  const [row] = await db
    .select({ shipperId: hauls.userId, driverUserId: hauls.driverUserId, status: hauls.status })
    .from(hauls)
    .where(eq(hauls.id, haulId));
  return row ?? null;
};

/** What the haul's succeeded card payments charged, summed per currency charged (minor units of each). */
export const sumHaulChargesByCurrency = async (db: Database, haulId: string) =>
  db
    .select({ currency: payments.currency, amountMinor: sql<string>`sum(${payments.amountMinor})` })
    .from(payments)
    .where(and(eq(payments.haulId, haulId), eq(payments.status, 'succeeded')))
    .groupBy(payments.currency);

/** The haul's ledger transactions, oldest first, each with its entries and their accounts' kinds. */
export const listHaulTransactions = async (db: Database, haulId: string) => {
  const transactions = await db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.haulId, haulId))
    .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerTransactions.id));
  if (transactions.length === 0) return [];
  const entries = await db
    .select({
      transactionId: ledgerEntries.transactionId,
      kind: ledgerAccounts.kind,
      amountCents: ledgerEntries.amountCents,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      inArray(
        ledgerEntries.transactionId,
        transactions.map((transaction) => transaction.id),
      ),
    )
    .orderBy(asc(ledgerEntries.id));
  return transactions.map((transaction) => ({
    ...transaction,
    entries: entries.filter((entry) => entry.transactionId === transaction.id),
  }));
};

export const findHaulPayout = async (db: Database, haulId: string) => {
  const [row] = await db.select().from(payouts).where(eq(payouts.haulId, haulId));
  return row ?? null;
};

/** Balance and number of accounts of each kind in use. */
export const sumBalancesByKind = (db: Database) =>
  db
    .select({
      kind: ledgerAccounts.kind,
      accounts: sql<number>`count(distinct ${ledgerAccounts.id})::int`,
      balanceCents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)`,
    })
    .from(ledgerAccounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .groupBy(ledgerAccounts.kind)
    .orderBy(ledgerAccounts.kind);

/** Transactions whose entries do not sum to zero: 0 whenever every write kept the invariant. */
export const countUnbalancedTransactions = async (db: Database): Promise<number> => {
  const sums = db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)`.as('sum') })
    .from(ledgerTransactions)
    .leftJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .groupBy(ledgerTransactions.id)
    .as('sums');
  const [row] = await db.select({ n: count() }).from(sums).where(sql`${sums.sum} <> 0`);
  return row?.n ?? 0;
};

export const listFailedPayouts = (db: Database) =>
  db.select().from(payouts).where(eq(payouts.status, 'failed')).orderBy(asc(payouts.dueAt)).limit(200);
