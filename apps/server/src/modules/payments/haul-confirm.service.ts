import { type Haul, isActionDone } from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import { AppError } from '../../platform/errors/app-error';
import type { HaulContext } from '../hauls';
import { actorFor, findHaulRecord, loadOwnHaul, nextStatus, viewHaul } from '../hauls';
import type { NoticesContext } from '../notices';
import { confirmPaidHaul } from './confirm-paid-haul';
import { isHaulPrepaid } from './haul-prepayment';
import { deliverNotices, recordConfirmedDriverNotice } from './payment-notices';

const PAY_TO_CONFIRM =
  'Confirming a driver needs the prepayment: pay for this load through POST /purchase/pay/, which confirms the ' +
  'driver when the payment succeeds.';

/**
 * `PUT /haul/{id}/confirm/` (spec 7), by the shipper only. Confirmation and prepayment happen together, in
 * `POST /purchase/pay/`; this call confirms by itself only a load whose prepayment is already held (a paid load whose
 * driver was turned back and another accepted), and answers an already confirmed load as it is (idempotent).
 */
export const confirmHaul = async (
  ctx: HaulContext & NoticesContext,
  { user, haulId }: { user: UserRow; haulId: string },
): Promise<Haul> => {
  const record = await loadOwnHaul(ctx.db, user, haulId);
  if (actorFor(user, record) !== 'shipper')
    throw new AppError('forbidden', 'Only the shipper of this load can do that.');
  if (isActionDone('confirm', record.haul.status)) return viewHaul(ctx, record, user);
  nextStatus(record, 'confirm', 'shipper');
  if (!(await isHaulPrepaid(ctx.db, haulId))) throw new AppError('prepayment_required', PAY_TO_CONFIRM);
  const at = ctx.clock.now();
  const told = await ctx.db.transaction(async (tx) => {
    const moved = await confirmPaidHaul(tx, { haulId, at });
    const confirmed = moved.ok ? await findHaulRecord(tx, haulId) : null;
    return confirmed ? recordConfirmedDriverNotice(tx, ctx, confirmed) : [];
  });
  // Moved by this call or by a concurrent one: either way the load is now what it is.
  const after = await findHaulRecord(ctx.db, haulId);
  if (!after || !isActionDone('confirm', after.haul.status)) {
    throw new AppError('conflict', 'This load changed meanwhile; reload it and try again.');
  }
  await deliverNotices(ctx, told);
  return viewHaul(ctx, after, user);
};
