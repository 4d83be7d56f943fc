import { haulHolderId, type Review, type ReviewBody, statusAllows } from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import { AppError } from '../../platform/errors/app-error';
import { findHaulRecord } from '../hauls';
import { deliverNotice, recordNotice } from '../notices';
import type { DeliveryContext } from './delivery-context';
import { findAuthorName, insertReview, recordShipperVerdict } from './reviews.repository';

/**
 * `POST /haul/{id}/review/`: after delivery the shipper reviews the driver and the driver the shipper, once each.
 * The shipper's 1 or 5 stars also decide whether the driver is blocked from, or preferred for, their future loads;
 * the review and that verdict are written together.
 */
export const reviewHaul = async (
  ctx: DeliveryContext,
  { user, haulId, body }: { user: UserRow; haulId: string; body: Required<ReviewBody> },
): Promise<Review> => {
  const record = await findHaulRecord(ctx.db, haulId);
  const { haul } = record ?? {};
  const isShipper = haul?.userId === user.id;
  const isDriver = haul !== undefined && haulHolderId(haul) === user.id;
  if (!haul || (!isShipper && !isDriver)) throw new AppError('not_found', 'No such haul.');
  if (!statusAllows('review', haul.status) || !haul.driverUserId) {
    throw new AppError('review_before_delivery', 'You can review this load once it is delivered.');
  }
  const driverUserId = haul.driverUserId;
  const subjectUserId = isShipper ? driverUserId : haul.userId;
  const at = ctx.clock.now();
  const authorName = await findAuthorName(ctx.db, user.id);
  const { review, notice } = await ctx.db.transaction(async (tx) => {
    const row = await insertReview(tx, {
      haulId,
      authorUserId: user.id,
      subjectUserId,
      stars: body.stars,
      comment: body.comment,
      at,
    });
    if (!row) throw new AppError('review_already_given', 'You have already reviewed this load.');
    if (isShipper) await recordShipperVerdict(tx, { shipperUserId: user.id, driverUserId, stars: body.stars, at });
    const told = await recordNotice(tx, ctx, {
      userId: subjectUserId,
      kind: 'review',
      data: { haul_id: haulId, load: record?.load.makeModel ?? '', name: authorName, stars: body.stars },
      link: `/job/${haulId}`,
    });
    return { review: row, notice: told };
  });
  await deliverNotice(ctx, notice);
  return {
    id: review.id,
    haul: review.haulId,
    author: { id: user.id, name: authorName },
    subject: review.subjectUserId,
    stars: review.stars,
    comment: review.comment,
    created: review.createdAt.toISOString(),
  };
};
