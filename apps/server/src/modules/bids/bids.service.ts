import {
  acceptGaps,
  type Bid,
  type BidBodySchema,
  bidModeFor,
  type Haul,
  haulHolderId,
  isRemoved,
  type ListedBid,
} from '@freight/domain';
import type { z } from 'zod';
import type { UserRow } from '../../platform/auth/auth-hook';
import { AppError } from '../../platform/errors/app-error';
import { driverStandingOf, requireAcceptAccess } from '../drivers';
import type { HaulContext } from '../hauls';
import {
  decideBid,
  findHaulRecord,
  insertBid,
  isDriverBlocked,
  isExpired,
  isShipperSide,
  listHaulBids,
  loadHaulAsDriver,
  lockDriverBidsOn,
  lockHaulForBid,
  nextStatus,
  toBidView,
  UNAVAILABLE,
  viewHaul,
  withdrawActiveBid,
} from '../hauls';
import type { NoticesContext } from '../notices';
import { deliverNotice, recordNotice } from '../notices';
import { bidGone, invalid, loadBid, NO_BID, toMinorUnits } from './bid-checks';
import { findBidderTrust } from './bidders.repository';
import { giveLoadToBidder } from './give-load-to-bidder';

type BidBody = z.output<typeof BidBodySchema>;

const futureDate = (value: string, now: Date, field: string, message: string): Date => {
  const date = new Date(value);
  if (date.getTime() <= now.getTime()) throw invalid(field, 'in_the_past', message);
  return date;
};

/**
 * What a bid on a load in `status` is (spec 4): an offer on a posted load, an expression of interest kept as backup
 * on one another driver accepted. Anything else cannot take a bid.
 */
const bidKindFor = (haul: { status: Haul['status']; driverUserId: string | null }, userId: string) => {
  if (haulHolderId(haul) === userId) throw new AppError('haul_already_yours', 'You hold this load already.');
  if (isRemoved(haul.status)) throw new AppError('haul_removed', UNAVAILABLE.removed);
  const kind = bidModeFor(haul.status);
  if (!kind) throw new AppError('haul_taken', UNAVAILABLE.taken);
  return kind;
};

/**
 * `POST /bid/`: the driver's price and deliver-by date for a load (spec 5: both required). A new bid replaces the
 * driver's earlier active one on that load in the same transaction (the partial unique index bids_one_active_key
 * backs this; lockDriverBidsOn keeps a driver's simultaneous bids from colliding on it).
 */
export const placeBid = async (
  ctx: HaulContext & NoticesContext,
  { user, body }: { user: UserRow; body: BidBody },
): Promise<Bid> => {
  await requireAcceptAccess(ctx.db, user.id);
  const now = ctx.clock.now();
  const amountCents = toMinorUnits(body.amount);
  const deliverAt = futureDate(body.deliver_at, now, 'deliver_at', 'The delivery date must be in the future.');
  const expiresAt = body.expires_at
    ? futureDate(body.expires_at, now, 'expires_at', 'The expiry must be in the future.')
    : null;
  const record = await loadHaulAsDriver(ctx.db, user, body.haul_id);
  if (record.haul.userId === user.id) throw new AppError('forbidden', 'You cannot bid on your own load.');
  const bid = { haulId: record.haul.id, driverUserId: user.id };
  const { bidId, notice } = await ctx.db.transaction(async (tx) => {
    await lockDriverBidsOn(tx, bid);
    const haul = await lockHaulForBid(tx, bid.haulId);
    if (!haul) throw new AppError('not_found', UNAVAILABLE.notFound);
    const kind = bidKindFor(haul, user.id);
    await withdrawActiveBid(tx, { ...bid, at: now });
    const inserted = await insertBid(tx, {
      ...bid,
      kind,
      amountCents,
      deliverAt,
      expiresAt,
      comment: body.comment ?? body.comments ?? '',
      createdAt: now,
    });
    const told = await recordNotice(tx, ctx, {
      userId: record.haul.userId,
      kind: 'new_bid',
      data: { haul_id: record.haul.id, load: record.load.makeModel, name: user.name },
      link: `/job/${record.haul.id}/bids`,
    });
    return { bidId: inserted, notice: told };
  });
  await deliverNotice(ctx, notice);
  return toBidView(await loadBid(ctx, bidId), now);
};

/** `DELETE /bid/{id}/`: the bidding driver withdraws their bid while it is active. */
export const withdrawBid = async (ctx: HaulContext, { user, bidId }: { user: UserRow; bidId: string }) => {
  const record = await loadBid(ctx, bidId);
  if (record.bid.driverUserId !== user.id) throw new AppError('not_found', NO_BID);
  const now = ctx.clock.now();
  if (!(await decideBid(ctx.db, { bidId, status: 'withdrawn', at: now }))) {
    const { bid } = await loadBid(ctx, bidId);
    throw new AppError('bid_not_active', `This bid is no longer active: it was ${bid.status}.`);
  }
  return toBidView(await loadBid(ctx, bidId), now);
};

/**
 * `PUT /bid/{id}/accept/`: the shipper gives their posted load to a bidder at the bid's amount (giveLoadToBidder:
 * of accepts racing on one load exactly one wins). The other bids stay active as backup, should the load come back
 * (the shipper turns the driver down).
 */
export const acceptBid = async (
  ctx: HaulContext & NoticesContext,
  { user, bidId }: { user: UserRow; bidId: string },
): Promise<Haul> => {
  const record = await loadBid(ctx, bidId);
  const haulRecord = await findHaulRecord(ctx.db, record.bid.haulId);
  if (!haulRecord || !isShipperSide(user, haulRecord.haul)) throw new AppError('not_found', NO_BID);
  if (haulRecord.haul.userId !== user.id) {
    throw new AppError('forbidden', 'Only the shipper of this load can accept an offer.');
  }
  const now = ctx.clock.now();
  if (record.bid.status !== 'active' || isExpired(record.bid.expiresAt, now)) throw bidGone(record, now);
  nextStatus(haulRecord, 'accept_bid', 'shipper');
  const gaps = acceptGaps(await driverStandingOf(ctx.db, record.bid.driverUserId));
  if (gaps.length > 0) throw new AppError('driver_cannot_take_loads', 'This driver may no longer take loads.');
  const notice = await ctx.db.transaction(async (tx) => {
    await giveLoadToBidder(tx, {
      record,
      amountCents: record.bid.amountCents,
      move: { action: 'accept_bid', actor: 'shipper' },
      now,
      standingAt: now,
    });
    return recordNotice(tx, ctx, {
      userId: record.bid.driverUserId,
      kind: 'bid_accepted',
      data: { haul_id: record.bid.haulId, load: haulRecord.load.makeModel, name: user.name },
      link: `/job/${record.bid.haulId}`,
    });
  });
  await deliverNotice(ctx, notice);
  const accepted = await findHaulRecord(ctx.db, record.bid.haulId);
  if (!accepted) throw new AppError('not_found', UNAVAILABLE.notFound);
  return viewHaul(ctx, accepted, user);
};

/**
 * `GET /haul/{id}/bids/`: every bid to the shipper and staff, standing ones first, newest first; a driver sees only
 * their own bids on it; anyone else is told the load does not exist.
 */
export const listBidsOnHaul = async (
  ctx: HaulContext,
  { user, haulId }: { user: UserRow; haulId: string },
): Promise<ListedBid[]> => {
  const now = ctx.clock.now();
  const record = await findHaulRecord(ctx.db, haulId);
  if (!record) throw new AppError('not_found', UNAVAILABLE.notFound);
  const isOwner = isShipperSide(user, record.haul);
  const blocked =
    !isOwner && (await isDriverBlocked(ctx.db, { shipperUserId: record.haul.userId, driverUserId: user.id }));
  if (blocked) throw new AppError('not_found', UNAVAILABLE.notFound);
  const bids = await listHaulBids(ctx.db, { haulId, now, ...(!isOwner && { driverUserId: user.id }) });
  if (!isOwner && bids.length === 0) throw new AppError('not_found', UNAVAILABLE.notFound);
  const trust = await findBidderTrust(ctx.db, {
    userIds: bids.map(({ driver }) => driver.id),
    today: now.toISOString().slice(0, 10),
  });
  return bids.map((record) => {
    const view = toBidView(record, now);
    const trackRecord = trust.get(record.driver.id);
    if (!trackRecord) throw new Error(`no track record read for bidder ${record.driver.id}`);
    return { ...view, driver: { ...view.driver, ...trackRecord } };
  });
};
