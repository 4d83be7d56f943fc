import type { Haul } from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import { AppError } from '../../platform/errors/app-error';
import { applyHaulAction, findHaulRecord, nextStatus, viewHaul, withdrawActiveBid } from '../hauls';
import { deliverNotice, recordNotice } from '../notices';
import { loadShippersHaul } from './delivery-access';
import type { DeliveryContext } from './delivery-context';
import { driverRejectedEmail } from './delivery-emails';
import { insertRejection } from './rejections.repository';

/**
 * `PUT /haul/{id}/reject/`: the shipper turns down the driver who accepted, with a reason. The load is posted again
 * with no holder, so an expression of interest kept as backup can be accepted next (`PUT /bid/{id}/accept/`); the
 * rejection is remembered, and the turned-down driver may not accept this load again. They are told the ways they
 * chose (the email keeps the shipper's reason).
 */
export const rejectDriver = async (
  ctx: DeliveryContext,
  { user, haulId, reason }: { user: UserRow; haulId: string; reason: string },
): Promise<Haul> => {
  const record = await loadShippersHaul(ctx.db, user, haulId);
  nextStatus(record, 'reject_driver', 'shipper');
  const driverUserId = record.haul.driverUserId;
  if (!driverUserId) throw new AppError('haul_has_no_driver', 'No driver holds this load.');
  const at = ctx.clock.now();
  const notice = await ctx.db.transaction(async (tx) => {
    // The load is posted again with no holder; only while this driver still holds it, accepted.
    const released = await applyHaulAction(tx, {
      haulId,
      action: 'reject_driver',
      actor: 'shipper',
      driverUserId,
      changes: { driverUserId: null, acceptedAt: null, updatedAt: at },
    });
    // Confirmed (paid) meanwhile, or already turned down by a second click: the load is not this driver's to lose.
    if (!released.ok)
      throw new AppError(
        'haul_not_awaiting_confirmation',
        'This load is no longer waiting for you to confirm its driver.',
      );
    await insertRejection(tx, { haulId, driverUserId, reason, at });
    await withdrawActiveBid(tx, { haulId, driverUserId, at });
    return recordNotice(tx, ctx, {
      userId: driverUserId,
      kind: 'driver_rejected',
      data: { haul_id: haulId, load: record.load.makeModel },
      link: `/job/${haulId}`,
      email: ({ reader, to, name }) =>
        driverRejectedEmail({
          reader,
          baseUrl: ctx.publicBaseUrl,
          to,
          name,
          haulId,
          loadName: record.load.makeModel,
          reason,
        }),
    });
  });
  await deliverNotice(ctx, notice);
  const released = await findHaulRecord(ctx.db, haulId);
  if (!released) throw new AppError('not_found', 'No such haul.');
  return viewHaul(ctx, released, user);
};
