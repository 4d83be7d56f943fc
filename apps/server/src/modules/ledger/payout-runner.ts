import { checkBankDetails, maskAccountNumber } from '@freight/domain';
import { and, asc, eq, lte, notInArray } from 'drizzle-orm';
import { bankAccounts, drivers, payouts } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { recordPayout } from './ledger';
import type { PayoutDestination, PayoutRail } from './payout-rail';

type PayoutRow = typeof payouts.$inferSelect;
export type PayoutRunOptions = { db: Database; rail: PayoutRail; now: Date };
type PayoutRunResult = { paid: number; failed: number; deferred: number };

export const NO_BANK_DETAILS = 'The driver has no complete bank details on file.';

/**
 * One due scheduled payout, locked for this transaction. SKIP LOCKED lets several runners (one per server process)
 * work side by side: each takes a different row, and a row comes back only after its runner committed it as paid or
 * failed, so no payout is sent twice.
 */
const claimDuePayout = async (tx: Database, now: Date, skipIds: string[]): Promise<PayoutRow | null> => {
  const [row] = await tx
    .select()
    .from(payouts)
    .where(
      and(
        eq(payouts.status, 'scheduled'),
        lte(payouts.dueAt, now),
        skipIds.length > 0 ? notInArray(payouts.id, skipIds) : undefined,
      ),
    )
    .orderBy(asc(payouts.dueAt), asc(payouts.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
};

/** The driver's deposit details when complete and well formed, else null. */
const destinationOf = async (tx: Database, driverUserId: string): Promise<PayoutDestination | null> => {
  const [bank] = await tx
    .select({ country: bankAccounts.country, details: bankAccounts })
    .from(bankAccounts)
    .innerJoin(drivers, eq(drivers.id, bankAccounts.driverId))
    .where(eq(drivers.userId, driverUserId));
  if (!bank) return null;
  const { bankInstitution, bankTransit, bankAccount } = bank.details;
  const check = checkBankDetails(
    { bank_institution: bankInstitution, bank_transit: bankTransit, bank_account: bankAccount },
    bank.country,
  );
  if (!check.ok) return null;
  return {
    country: bank.country,
    bankInstitution: check.details.bank_institution,
    bankTransit: check.details.bank_transit,
    bankAccount: check.details.bank_account,
  };
};

const fail = (tx: Database, payoutId: string, reason: string) =>
  tx.update(payouts).set({ status: 'failed', failure: reason }).where(eq(payouts.id, payoutId));

/**
 * Pays one claimed payout: the rail is asked while the row is locked (its idempotency key is the payout id, so a
 * rollback after the rail paid is paid once on the retry), then the ledger moves the driver's payable out.
 */
const payOne = async (tx: Database, payout: PayoutRow, { rail, now }: PayoutRunOptions): Promise<'paid' | 'failed'> => {
  const destination = await destinationOf(tx, payout.driverUserId);
  if (!destination) {
    await fail(tx, payout.id, NO_BANK_DETAILS);
    return 'failed';
  }
  const outcome = await rail.pay({
    payoutId: payout.id,
    amountCents: payout.amountCents,
    currency: 'cad',
    destination,
  });
  if (outcome.kind === 'refused') {
    await fail(tx, payout.id, `The bank refused the payout: ${outcome.reason}`);
    return 'failed';
  }
  await recordPayout(tx, {
    payoutId: payout.id,
    haulId: payout.haulId,
    driverUserId: payout.driverUserId,
    amountCents: payout.amountCents,
  });
  await tx
    .update(payouts)
    .set({
      status: 'paid',
      paidAt: now,
      reference: outcome.reference,
      accountMasked: maskAccountNumber(destination.bankAccount),
      failure: null,
    })
    .where(eq(payouts.id, payout.id));
  return 'paid';
};

/**
 * Pays every scheduled payout due by `now`, one transaction each, until none is left to claim. A payout whose rail
 * call throws (an outage: we do not know it was refused) rolls back to scheduled and waits for the next round, without
 * holding up the others.
 */
export const runDuePayouts = async (options: PayoutRunOptions & { onError?: (error: unknown) => void }) => {
  const result: PayoutRunResult = { paid: 0, failed: 0, deferred: 0 };
  const deferredIds: string[] = [];
  for (;;) {
    let claimedId: string | null = null;
    try {
      const outcome = await options.db.transaction(async (tx) => {
        const payout = await claimDuePayout(tx, options.now, deferredIds);
        claimedId = payout?.id ?? null;
        return payout ? payOne(tx, payout, options) : null;
      });
      if (!outcome) return result;
      result[outcome] += 1;
    } catch (error) {
      if (!claimedId) throw error;
      options.onError?.(error);
      deferredIds.push(claimedId);
      result.deferred += 1;
    }
  }
};
