import {
  type HaulMoney,
  isActionDone,
  type Money,
  parseCurrencyCode,
  type StaffLedger,
  type StaffRefundResponse,
} from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { refundHaul } from './haul-refund';
import {
  countUnbalancedTransactions,
  findHaulParties,
  findHaulPayout,
  listFailedPayouts,
  listHaulTransactions,
  sumBalancesByKind,
  sumHaulChargesByCurrency,
} from './ledger.repository';

type HaulTransactions = Awaited<ReturnType<typeof listHaulTransactions>>;

/**
 * What entered the haul's escrow and tax accounts (what the cards paid), what left them by refund, and what each holds
 * now (CAD cents).
 */
const summarise = (transactions: HaulTransactions) => {
  let paid = 0;
  let refunded = 0;
  let escrow = 0;
  let tax = 0;
  for (const transaction of transactions) {
    // A refund staff decided after delivery (a problem report) comes out of the released money, not the escrow: what
    // it sends to the card is its refund_clearing entry (not the card refunds that cite its key and clear it).
    const isDisputeRefund =
      transaction.kind === 'refund' &&
      transaction.eventKey.startsWith('refund:') &&
      transaction.eventKey.includes(':dispute:');
    for (const entry of transaction.entries) {
      if (isDisputeRefund && entry.kind === 'refund_clearing') refunded += entry.amountCents;
      if (entry.kind !== 'haul_escrow' && entry.kind !== 'haul_tax') continue;
      if (entry.kind === 'haul_escrow') escrow += entry.amountCents;
      else tax += entry.amountCents;
      if (transaction.kind === 'prepayment') paid += entry.amountCents;
      if (transaction.kind === 'refund') refunded -= entry.amountCents;
    }
  }
  const released = transactions.some((transaction) => transaction.kind === 'completion');
  return { paid, refunded, escrow, tax, released };
};

/** The cards' charges in the one currency they were made in; null for none, or for charges in several currencies. */
const chargedOf = async (db: Database, haulId: string): Promise<Money | null> => {
  const sums = await sumHaulChargesByCurrency(db, haulId);
  const [only] = sums;
  const currency = only ? parseCurrencyCode(only.currency) : null;
  if (sums.length !== 1 || !only || !currency) return null;
  return { amountCents: Number(only.amountMinor), currency };
};

/**
 * The haul's money as its parties see it; `showFailure` adds why a payout failed (driver and staff only),
 * `showCharge` what the shipper's card was charged in their currency (shipper and staff only).
 */
export const haulMoneyOf = async (
  db: Database,
  haulId: string,
  { showFailure, showCharge }: { showFailure: boolean; showCharge: boolean },
): Promise<HaulMoney> => {
  const transactions = await listHaulTransactions(db, haulId);
  const payout = await findHaulPayout(db, haulId);
  const { paid, refunded, escrow, tax, released } = summarise(transactions);
  return {
    paid_cad_cents: paid,
    charged: showCharge ? await chargedOf(db, haulId) : null,
    escrow_cad_cents: escrow,
    tax_held_cad_cents: tax,
    released,
    refunded_cad_cents: refunded,
    payout: payout && {
      status: payout.status,
      due_at: payout.dueAt.toISOString(),
      paid_at: payout.paidAt?.toISOString() ?? null,
      amount: payout.amountCents,
      failure: showFailure ? payout.failure : null,
    },
    transactions: transactions.map((transaction) => ({
      kind: transaction.kind,
      created: transaction.createdAt.toISOString(),
      entries: transaction.entries.map((entry) => ({ account: entry.kind, amount: entry.amountCents })),
    })),
  };
};

/**
 * `GET /haul/{id}/money/`: for the haul's shipper, the driver holding it, and staff; anyone else is told there is no
 * such haul. Why a payout failed (bank details) is the driver's and staff's business, not the shipper's.
 */
export const viewHaulMoney = async (db: Database, { user, haulId }: { user: UserRow; haulId: string }) => {
  const parties = await findHaulParties(db, haulId);
  const isDriver = parties?.driverUserId === user.id;
  if (!parties || (parties.shipperId !== user.id && !isDriver && !user.isStaff)) {
    throw new AppError('not_found', 'No such haul.');
  }
  return haulMoneyOf(db, haulId, {
    showFailure: isDriver || user.isStaff,
    showCharge: parties.shipperId === user.id || user.isStaff,
  });
};

/**
 * `POST /admin/hauls/{id}/refund/`: staff return a haul's escrow to the shipper's card. Same ledger event as a
 * cancellation's refund, so the money goes back once however often it is asked; a delivered haul's escrow already
 * went to the driver and platform (409).
 */
export const refundHaulByStaff = async (db: Database, { haulId }: { haulId: string }): Promise<StaffRefundResponse> => {
  const parties = await findHaulParties(db, haulId);
  if (!parties) throw new AppError('not_found', 'No such haul.');
  if (isActionDone('complete', parties.status)) {
    throw new AppError(
      'refund_after_delivery',
      'This load was delivered: its money went to the driver and cannot be refunded here.',
    );
  }
  const { refundedCadCents } = await db.transaction((tx) => refundHaul(tx, { haulId }));
  return {
    refunded_now_cad_cents: refundedCadCents,
    money: await haulMoneyOf(db, haulId, { showFailure: true, showCharge: true }),
  };
};

/** `GET /admin/ledger/`: balances by account kind, the zero-sum check, and payouts staff must look at. */
export const viewStaffLedger = async (db: Database): Promise<StaffLedger> => {
  const balances = await sumBalancesByKind(db);
  const unbalanced = await countUnbalancedTransactions(db);
  const failed = await listFailedPayouts(db);
  const total = balances.reduce((sum, row) => sum + Number(row.balanceCents), 0);
  return {
    balances: balances.map((row) => ({
      kind: row.kind,
      accounts: Number(row.accounts),
      balance_cad_cents: Number(row.balanceCents),
    })),
    entries_sum_cad_cents: total,
    unbalanced_transactions: unbalanced,
    balanced: total === 0 && unbalanced === 0,
    failed_payouts: failed.map((payout) => ({
      id: payout.id,
      haul_id: payout.haulId,
      driver_user_id: payout.driverUserId,
      amount: payout.amountCents,
      due_at: payout.dueAt.toISOString(),
      failure: payout.failure,
    })),
  };
};
