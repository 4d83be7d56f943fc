import type { LedgerAccountRef } from '@freight/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ledgerAccounts, ledgerEntries } from '../../db/schema';
import type { Database } from '../../platform/db/database';

const matchAccount = ({ kind, ownerId }: LedgerAccountRef) =>
  and(
    eq(ledgerAccounts.kind, kind),
    ownerId === null ? isNull(ledgerAccounts.ownerId) : eq(ledgerAccounts.ownerId, ownerId),
  );

/**
 * The account's id, made on first use. The insert targets the matching partial unique index, so two transactions
 * making the same account at once end with one row (the loser waits for the winner, then finds it).
 * `lock` takes the row lock that serialises every balance-reading move on one escrow.
 */
export const ensureLedgerAccount = async (
  tx: Database,
  account: LedgerAccountRef,
  { lock = false }: { lock?: boolean } = {},
): Promise<string> => {
  const insert = tx.insert(ledgerAccounts).values({ kind: account.kind, ownerId: account.ownerId });
  await (account.ownerId === null
    ? insert.onConflictDoNothing({ target: ledgerAccounts.kind, where: sql`owner_id is null` })
    : insert.onConflictDoNothing({
        target: [ledgerAccounts.kind, ledgerAccounts.ownerId],
        where: sql`owner_id is not null`,
      }));
  const query = tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(matchAccount(account));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new Error(`ledger account ${account.kind} vanished after insert`);
  return row.id;
};

/** The sum of an account's entries in cents (0 for an account never used). */
export const ledgerAccountBalance = async (tx: Database, account: LedgerAccountRef): Promise<number> => {
  const [row] = await tx
    .select({ balance: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(matchAccount(account));
  return Number(row?.balance ?? 0);
};
