import type {
  AdminDisputeCase,
  AdminDisputes,
  AdminPerson,
  DisputeCategory,
  DisputeMoney,
  DisputeStatus,
  PayoutHold,
  ResolveDisputeBody,
} from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { fieldError } from '../../platform/errors/field-problems';
import { issueCreditNote } from '../documents';
import { findHaulRecord } from '../hauls';
import { deliveredMoneyOf, refundHeldPayout, releaseHeldPayout } from '../ledger';
import type { PendingNotice } from '../notices';
import { queueDisputeNotices } from './dispute-notices';
import {
  type DisputeRow,
  findDispute,
  findPayoutOfHaul,
  findPeople,
  findPerson,
  listDisputesForStaff,
  lockDispute,
  type PersonRow,
  saveResolution,
  sumHaulPayments,
} from './disputes.repository';
import { viewDisputeRow } from './disputes.service';
import type { DisputesContext } from './disputes-context';

const NO_CASE = 'No such case.';

const toPerson = (row: PersonRow): AdminPerson => ({
  id: row.id,
  name: row.name,
  email: row.email,
  telephone: row.telephone,
});

/** `GET /admin/disputes/`: every case, open ones first. */
export const listDisputes = async (db: Database): Promise<AdminDisputes> => {
  const rows = await listDisputesForStaff(db);
  const drivers = await findPeople(
    db,
    rows.flatMap((row) => (row.dispute.driverUserId ? [row.dispute.driverUserId] : [])),
  );
  return {
    disputes: rows.map(({ dispute, load, shipper }) => {
      const driver = dispute.driverUserId ? drivers.get(dispute.driverUserId) : undefined;
      return {
        id: dispute.id,
        haul_id: dispute.haulId,
        load,
        shipper: toPerson(shipper),
        driver: driver ? toPerson(driver) : null,
        category: dispute.category as DisputeCategory,
        status: dispute.status as DisputeStatus,
        payout_hold: dispute.payoutHold as PayoutHold,
        created: dispute.createdAt.toISOString(),
      };
    }),
  };
};

/** The load's money as the case stands, from the payments and the ledger (CAD cents). */
const moneyOf = async (db: Database, dispute: DisputeRow): Promise<DisputeMoney> => {
  const [payments, delivered, payout] = await Promise.all([
    sumHaulPayments(db, dispute.haulId),
    deliveredMoneyOf(db, dispute.haulId),
    findPayoutOfHaul(db, dispute.haulId),
  ]);
  const freight = (delivered?.payoutCents ?? 0) + (delivered?.feeCents ?? 0);
  // What the platform keeps: the freight not refunded less the driver's payout as it stands (cut by a refund).
  const fee = payout ? freight - dispute.refundFreightCadCents - payout.amountCents : (delivered?.feeCents ?? 0);
  return {
    charged_cad_cents: payments.chargedCents,
    freight_cad_cents: freight,
    tax_cad_cents: delivered?.taxCents ?? 0,
    fee_cad_cents: fee,
    payout_cad_cents: payout?.amountCents ?? 0,
    payout_status: payout?.status ?? null,
    held_cad_cents: payout?.status === 'held' ? payout.amountCents : 0,
    refunded_cad_cents: payments.refundedCents,
  };
};

/** `GET /admin/disputes/{id}/`: the case page. */
export const viewDisputeCase = async (db: Database, disputeId: string): Promise<AdminDisputeCase> => {
  const dispute = await findDispute(db, disputeId);
  const record = dispute && (await findHaulRecord(db, dispute.haulId));
  if (!dispute || !record) throw new AppError('not_found', NO_CASE);
  const [view, shipper, driver, money] = await Promise.all([
    viewDisputeRow(db, dispute),
    findPerson(db, record.haul.userId),
    findPerson(db, dispute.driverUserId),
    moneyOf(db, dispute),
  ]);
  if (!shipper) throw new AppError('not_found', NO_CASE);
  return {
    dispute: view,
    load: record.load.makeModel,
    shipper: toPerson(shipper),
    driver: driver ? toPerson(driver) : null,
    money,
  };
};

/** Whether a decided case was decided this way: a repeated click answers the case instead of a conflict. */
const isSameDecision = (dispute: DisputeRow, body: ResolveDisputeBody): boolean =>
  dispute.outcome === body.outcome &&
  (body.outcome !== 'refund_partial' || dispute.refundFreightCadCents === body.amount_cad_cents);

const amountRefused = (freightCents: number) => {
  const message = `A partial refund is more than 0 and less than the freight, ${freightCents} cents.`;
  return new AppError(
    'dispute_refund_amount_invalid',
    message,
    fieldError('amount_cad_cents', 'must_be_less', message),
  );
};

export type Resolution = { disputeId: string; haulId: string; refunded: boolean; notices: PendingNotice[] };

/** The freight to refund: all of it, or the partial amount when it is more than 0 and less than the freight. */
const freightToRefund = async (tx: Database, haulId: string, body: ResolveDisputeBody): Promise<number | 'all'> => {
  if (body.outcome === 'refund_full') return 'all';
  const money = await deliveredMoneyOf(tx, haulId);
  const freight = (money?.payoutCents ?? 0) + (money?.feeCents ?? 0);
  const amount = body.amount_cad_cents;
  if (amount === undefined || amount >= freight) throw amountRefused(freight);
  return amount;
};

/**
 * `POST /admin/disputes/{id}/resolve/`, in one transaction under the case's row lock: release the held payout, or
 * refund the freight (all or part) with its tax and issue the credit note; the case records what moved and both
 * parties are told. A second decision, also from two staff at once, finds the case decided: the same decision answers
 * the case as it is (nothing moves twice), another one is refused. Card refunds are sent after the commit by the route.
 */
export const resolveDispute = async (
  ctx: DisputesContext,
  { staff, disputeId, body }: { staff: UserRow; disputeId: string; body: ResolveDisputeBody },
): Promise<Resolution | null> =>
  ctx.db.transaction(async (tx) => {
    const dispute = await lockDispute(tx, disputeId);
    const record = dispute && (await findHaulRecord(tx, dispute.haulId));
    if (!dispute || !record) throw new AppError('not_found', NO_CASE);
    if (dispute.status !== 'open') {
      if (isSameDecision(dispute, body)) return null;
      throw new AppError('dispute_already_resolved', 'This case was decided already.');
    }
    const now = ctx.clock.now();
    const ids = { haulId: dispute.haulId, disputeId };
    let refund = { freight: 0, tax: 0 };
    if (body.outcome === 'release') {
      await releaseHeldPayout(tx, ids);
    } else {
      if (dispute.payoutHold !== 'held') {
        throw new AppError(
          'dispute_payout_already_paid',
          'The driver’s payout was not held for this case, so no refund can come out of it.',
        );
      }
      const refunded = await refundHeldPayout(tx, {
        ...ids,
        freightCents: await freightToRefund(tx, dispute.haulId, body),
      });
      if (!refunded) throw new AppError('dispute_already_resolved', 'This case was decided already.');
      refund = { freight: refunded.freightCents, tax: refunded.taxCents };
      await issueCreditNote(tx, {
        haulId: dispute.haulId,
        refundEventKey: refunded.eventKey,
        reason: 'dispute',
        freightCadCents: refunded.freightCents,
        taxCadCents: refunded.taxCents,
        at: now,
      });
    }
    await saveResolution(tx, {
      disputeId,
      status: body.outcome === 'release' ? 'released' : 'refunded',
      outcome: body.outcome,
      refundFreightCadCents: refund.freight,
      refundTaxCadCents: refund.tax,
      resolvedBy: staff.id,
      resolvedAt: now,
    });
    const notices = await queueDisputeNotices(tx, ctx.notices, {
      kind: 'dispute_resolved',
      haulId: dispute.haulId,
      load: record.load.makeModel,
      userIds: [record.haul.userId, dispute.driverUserId],
    });
    return { disputeId, haulId: dispute.haulId, refunded: body.outcome !== 'release', notices };
  });
