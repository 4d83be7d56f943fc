import { AppError } from '../../platform/errors/app-error';
import { waitForCharge } from './charge-lease';
import { isHaulPrepaid } from './haul-prepayment';
import {
  findPayment,
  findPaymentByKey,
  insertPendingPayment,
  lockHaulForPayment,
  type NewPayment,
  type PaymentRow,
  pendingHaulPayments,
} from './payments.repository';
import type { PaymentsContext } from './payments-context';
import { settleByLookup } from './reconcile-payments';

const STILL_PROCESSING =
  'An earlier payment for this load is still being processed. Try again in a minute, or repeat that payment with ' +
  'the same idempotency key.';

/** How often a payment waits for a racing payment of the same load to end before it gives up (409). */
const MAX_ROUNDS = 5;

type Claim = { kind: 'started' | 'existing'; payment: PaymentRow } | { kind: 'busy' };

/**
 * The load's other pending payments are settled first. One in a gateway call (its charge lease held) is waited for;
 * one nobody is charging (it got no answer, or its process died) is asked about at once by its key: charged means
 * the load is paid (it is finished, and this payment will be refused as already paid), not charged means it failed.
 */
const settleOthers = async (ctx: PaymentsContext, haulId: string, ownKey: string) => {
  for (const other of await pendingHaulPayments(ctx.db, haulId, null)) {
    if (other.idempotencyKey === ownKey) continue;
    await waitForCharge(ctx, other.id);
    const current = await findPayment(ctx.db, other.id);
    if (current?.status !== 'pending') continue;
    const settled = await settleByLookup(ctx, current);
    if (settled === 'unknown') throw new AppError('payment_in_progress', STILL_PROCESSING);
  }
};

/**
 * Under the haul's row lock: this key's payment if it exists already (a concurrent repeat), a refusal if the load is
 * paid, `busy` if another payment started meanwhile, else the new payment, recorded with its charge lease already
 * taken, so nobody settles it as abandoned before it reaches the gateway.
 */
const claimHaulPayment = (ctx: PaymentsContext, values: NewPayment): Promise<Claim> =>
  ctx.db.transaction(async (tx): Promise<Claim> => {
    const haulId = values.haulId ?? '';
    await lockHaulForPayment(tx, haulId);
    const own = await findPaymentByKey(tx, values.userId, values.idempotencyKey);
    if (own) return { kind: 'existing', payment: own };
    if (await isHaulPrepaid(tx, haulId)) throw new AppError('haul_already_paid', 'This load is already paid.');
    if ((await pendingHaulPayments(tx, haulId, null)).length > 0) return { kind: 'busy' };
    const leaseUntil = new Date(ctx.clock.now().getTime() + ctx.chargeLeaseMs);
    const payment = await insertPendingPayment(tx, { ...values, chargeLeaseUntil: leaseUntil });
    if (!payment) throw new Error('a payment key was taken under the haul lock');
    return { kind: 'started', payment };
  });

/**
 * Starts a load's payment so that the load has one open payment at a time: of several under different keys (two
 * tabs, a keyless double submit) exactly one is recorded and charged; the others wait for its gateway call and then
 * answer as the load stands (409 `haul_already_paid` after a success; they go on after a decline). `started` holds
 * the charge lease; `existing` is this key's payment, recorded by a concurrent identical request.
 */
export const startHaulPayment = async (
  ctx: PaymentsContext,
  values: NewPayment,
): Promise<{ kind: 'started' | 'existing'; payment: PaymentRow }> => {
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    await settleOthers(ctx, values.haulId ?? '', values.idempotencyKey);
    const claim = await claimHaulPayment(ctx, values);
    if (claim.kind !== 'busy') return claim;
  }
  throw new AppError('payment_in_progress', STILL_PROCESSING);
};
