import type { AdminMoney, AdminPayout } from '@freight/domain';
import { and, eq } from 'drizzle-orm';
import { payouts } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import {
  countUnbalanced,
  findPayout,
  listEscrowByHaul,
  listPayablesByDriver,
  listPayouts,
  listRefunds,
  listUnreconciledPayments,
  sumLedgerTotals,
  sumPayments,
} from './admin-money.repository';

const iso = (value: Date | string) => new Date(value).toISOString();

const personOf = (row: { user_id: string; name: string | null; email: string | null; telephone: string | null }) => ({
  id: row.user_id,
  name: row.name ?? '',
  email: row.email,
  telephone: row.telephone,
});

const toPayout = (row: Awaited<ReturnType<typeof listPayouts>>[number]): AdminPayout => ({
  id: row.id,
  haul_id: row.haul_id,
  driver: personOf(row),
  amount_cad_cents: Number(row.amount_cents),
  status: row.status,
  due_at: iso(row.due_at),
  paid_at: row.paid_at ? iso(row.paid_at) : null,
  failure: row.failure,
});

/**
 * `GET /admin/money/`: the ledger summed (DESIGN.md section 5). Card payments in = escrow held + sales tax (held and
 * payable) + drivers' payable (owed and paid out) + platform revenue + refunds (sent and pending): the ledger balances by construction, so the
 * check compares that sum with the payments table, which the ledger is written from. A difference means a payment
 * without its ledger move (or the reverse), and `ledger_balanced` that a transaction does not sum to zero.
 */
export const viewAdminMoney = async (
  db: Database,
  { unsettledBefore }: { unsettledBefore: Date },
): Promise<AdminMoney> => {
  const [totals, paid, unbalanced, escrow, payables, scheduled, failed, paidOut, refunds, unsettled] =
    await Promise.all([
      sumLedgerTotals(db),
      sumPayments(db),
      countUnbalanced(db),
      listEscrowByHaul(db),
      listPayablesByDriver(db),
      listPayouts(db, 'scheduled'),
      listPayouts(db, 'failed'),
      listPayouts(db, 'paid'),
      listRefunds(db),
      listUnreconciledPayments(db, unsettledBefore),
    ]);
  const unsentRefunds = refunds.filter((row) => Number(row.sent) < Number(row.amount ?? 0)).length;
  const payable = totals.payableOwed + totals.paidOut;
  const refunded = totals.refundsPending + totals.refundsSent;
  // Sales tax is money in too: held beside a haul's escrow until delivery, then owed to the tax authorities.
  const accounted = totals.escrow + totals.taxHeld + totals.taxPayable + payable + totals.revenue + refunded;
  const ledgerBalanced = totals.entriesSum === 0 && unbalanced === 0;
  return {
    totals: {
      payments_cad_cents: paid.paid,
      payments_in_ledger_cad_cents: totals.gatewayIn,
      escrow_cad_cents: totals.escrow,
      tax_held_cad_cents: totals.taxHeld,
      tax_payable_cad_cents: totals.taxPayable,
      payable_cad_cents: payable,
      payable_owed_cad_cents: totals.payableOwed,
      paid_out_cad_cents: totals.paidOut,
      revenue_cad_cents: totals.revenue,
      revenue_from_loads_cad_cents: totals.revenue - totals.revenuePlans,
      revenue_from_plans_cad_cents: totals.revenuePlans,
      refunds_cad_cents: refunded,
      refunds_pending_cad_cents: totals.refundsPending,
      refunds_on_payments_cad_cents: paid.refunded,
    },
    reconciliation: {
      accounted_cad_cents: accounted,
      payments_cad_cents: paid.paid,
      difference_cad_cents: paid.paid - accounted,
      ledger_balanced: ledgerBalanced,
      unreconciled_payments: unsettled.length,
      unsent_card_refunds: unsentRefunds,
      // Not while money is unaccounted for: a charge nobody recorded yet, or a refund the card has not received.
      holds:
        ledgerBalanced &&
        accounted === paid.paid &&
        refunded === paid.refunded &&
        unsettled.length === 0 &&
        unsentRefunds === 0,
    },
    escrow_by_haul: escrow.map((row) => ({
      haul_id: row.haul_id,
      status: row.status as AdminMoney['escrow_by_haul'][number]['status'],
      route: [row.origin, row.destination].filter(Boolean).join(' → '),
      shipper: personOf(row),
      amount_cad_cents: Number(row.held),
    })),
    payables_by_driver: payables.map((row) => ({
      driver: personOf(row),
      owed_cad_cents: Number(row.owed),
      paid_out_cad_cents: Number(row.paid_out),
    })),
    payouts: { scheduled: scheduled.map(toPayout), failed: failed.map(toPayout), paid: paidOut.map(toPayout) },
    refunds: refunds.map((row) => ({
      haul_id: row.haul_id,
      amount_cad_cents: Number(row.amount ?? 0),
      created: iso(row.created_at),
      sent: Number(row.sent) >= Number(row.amount ?? 0),
    })),
    unreconciled_payments: unsettled.map((row) => ({
      id: row.id,
      purpose: row.purpose,
      haul_id: row.haul_id,
      payer: personOf(row),
      amount_cad_cents: Number(row.amount_cad_cents),
      created: iso(row.created_at),
      charged: row.gateway_reference !== null,
    })),
  };
};

/**
 * `PUT /admin/payouts/{id}/retry/`: a failed payout (no bank details, the bank refused) goes back in the queue, due
 * now, for the payout job's next run, once the driver fixed their details. Only a failed payout can be retried, so a
 * paid one is never sent twice (409); the conditional update decides between staff retrying at once.
 */
export const retryPayout = async ({ db, clock }: { db: Database; clock: Clock }, payoutId: string) => {
  const [row] = await db
    .update(payouts)
    .set({ status: 'scheduled', failure: null, dueAt: clock.now() })
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'failed')))
    .returning({ id: payouts.id });
  if (!row) {
    const [existing] = await db.select({ status: payouts.status }).from(payouts).where(eq(payouts.id, payoutId));
    if (!existing) throw new AppError('not_found', 'No such payout.');
    throw new AppError(
      'payout_not_retryable',
      `This payout is ${existing.status}; only a failed payout can be retried.`,
    );
  }
  const payout = await findPayout(db, payoutId);
  if (!payout) throw new AppError('not_found', 'No such payout.');
  return toPayout(payout);
};
