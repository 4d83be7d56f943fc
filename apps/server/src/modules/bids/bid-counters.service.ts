import {
  acceptGaps,
  type Bid,
  type CounterBodySchema,
  canTransition,
  convertToCad,
  HAUL_STATUS,
  type Haul,
} from '@freight/domain';
import type { z } from 'zod';
import type { UserRow } from '../../platform/auth/auth-hook';
import { AppError } from '../../platform/errors/app-error';
import { driverStandingOf } from '../drivers';
import type { HaulContext, HaulRecord } from '../hauls';
import {
  type BidRecord,
  findHaulRecord,
  isExpired,
  isShipperSide,
  lockHaulForBid,
  toBidView,
  UNAVAILABLE,
  viewHaul,
} from '../hauls';
import type { NoticesContext } from '../notices';
import { deliverNotice, recordNotice } from '../notices';
import { bidGone, invalid, loadBid, NO_BID, toMinorUnits } from './bid-checks';
import { decideCounter, setCounter } from './bid-counters.repository';
import { giveLoadToBidder } from './give-load-to-bidder';

type CounterBody = z.output<typeof CounterBodySchema>;
type Ctx = HaulContext & NoticesContext;

const NOT_POSTED = 'This load no longer takes offers.';
const NO_PENDING_COUNTER = 'There is no counter-offer waiting for your answer on this offer.';

/** The bid and its load for the load's shipper; staff are told only the shipper may, anyone else that it is not there. */
const loadBidAsShipper = async (ctx: HaulContext, user: UserRow, bidId: string) => {
  const record = await loadBid(ctx, bidId);
  const haulRecord = await findHaulRecord(ctx.db, record.bid.haulId);
  if (!haulRecord || !isShipperSide(user, haulRecord.haul)) throw new AppError('not_found', NO_BID);
  if (haulRecord.haul.userId !== user.id) {
    throw new AppError('counter_shipper_only', 'Only the shipper of this load can make a counter-offer.');
  }
  return { record, haulRecord };
};

/**
 * The bid with a counter-offer waiting, for the driver who placed it. The shipper of the load is told only the driver
 * answers; anyone else is told the bid does not exist, as for withdrawing it.
 */
const loadCounteredBid = async (ctx: HaulContext, user: UserRow, bidId: string) => {
  const record = await loadBid(ctx, bidId);
  const haulRecord = await findHaulRecord(ctx.db, record.bid.haulId);
  if (!haulRecord) throw new AppError('not_found', NO_BID);
  if (record.bid.driverUserId !== user.id) {
    if (haulRecord.haul.userId === user.id) {
      throw new AppError('counter_driver_only', 'Only the driver who made this offer can answer the counter-offer.');
    }
    throw new AppError('not_found', NO_BID);
  }
  if (record.bid.counterStatus !== 'pending' || record.bid.counterAmountCents === null) {
    throw new AppError('counter_not_pending', NO_PENDING_COUNTER);
  }
  if (record.bid.status !== 'active') throw bidGone(record, ctx.clock.now());
  return { record, haulRecord, counterCents: record.bid.counterAmountCents };
};

/** Whether the load still takes offers (the lifecycle table's `counter_bid`), said with its own code when not. */
const requireTakesOffers = (status: Haul['status']) => {
  if (!canTransition({ status, action: 'counter_bid', actor: 'shipper' }).ok) {
    throw new AppError(status === HAUL_STATUS.cancelled ? 'haul_removed' : 'haul_not_posted', NOT_POSTED);
  }
};

/** The counter in CAD cents: the shipper's own currency at the dated Bank of Canada rate, as the load is priced. */
const counterInCad = async (ctx: HaulContext, { amount, currency }: CounterBody): Promise<number> => {
  const minor = toMinorUnits(amount, currency);
  if (currency === 'cad') return minor;
  const cents = convertToCad(
    { amountCents: minor, currency },
    await ctx.exchangeRates.getCadRate(currency),
  ).amountCents;
  if (cents <= 0) throw invalid('amount', 'must_be_more', 'Enter an amount above zero.');
  return cents;
};

const noticeData = (record: BidRecord, haulRecord: HaulRecord, name: string) => ({
  haul_id: record.bid.haulId,
  load: haulRecord.load.makeModel,
  name,
});

/**
 * `PUT /bid/{id}/counter/`: the load's shipper answers an offer with their own price, once per bid (issue 21), while
 * the load takes offers. The load is share-locked while the counter is written, so it cannot be given away meanwhile;
 * the conditional write keeps a second counter out even when two arrive at once. The driver is told.
 */
export const counterBid = async (
  ctx: Ctx,
  { user, bidId, body }: { user: UserRow; bidId: string; body: CounterBody },
) => {
  const { record, haulRecord } = await loadBidAsShipper(ctx, user, bidId);
  const now = ctx.clock.now();
  requireTakesOffers(haulRecord.haul.status);
  if (record.bid.counterStatus !== null) {
    throw new AppError('bid_already_countered', 'You already made a counter-offer on this offer.');
  }
  if (record.bid.status !== 'active' || isExpired(record.bid.expiresAt, now)) throw bidGone(record, now);
  const amountCents = await counterInCad(ctx, body);
  const notice = await ctx.db.transaction(async (tx) => {
    const haul = await lockHaulForBid(tx, record.bid.haulId);
    if (!haul) throw new AppError('not_found', UNAVAILABLE.notFound);
    requireTakesOffers(haul.status);
    if (!(await setCounter(tx, { bidId, amountCents, at: now }))) {
      const latest = await loadBid({ db: tx }, bidId);
      if (latest.bid.counterStatus !== null) {
        throw new AppError('bid_already_countered', 'You already made a counter-offer on this offer.');
      }
      throw bidGone(latest, now);
    }
    return recordNotice(tx, ctx, {
      userId: record.bid.driverUserId,
      kind: 'bid_countered',
      data: { ...noticeData(record, haulRecord, user.name), amount: amountCents, currency: 'cad' },
      link: `/job/${record.bid.haulId}`,
    });
  });
  await deliverNotice(ctx, notice);
  return toBidView(await loadBid(ctx, bidId), now);
};

/**
 * `PUT /bid/{id}/accept_counter/`: the bidding driver takes the shipper's counter-offer, and the load becomes theirs
 * at that price through the same move as the shipper's accept (giveLoadToBidder), so prepayment and escrow follow
 * unchanged and of a counter accepted while the shipper accepts another bid exactly one wins. The shipper is told.
 */
export const acceptCounter = async (ctx: Ctx, { user, bidId }: { user: UserRow; bidId: string }): Promise<Haul> => {
  const { record, haulRecord, counterCents } = await loadCounteredBid(ctx, user, bidId);
  requireTakesOffers(haulRecord.haul.status);
  const gaps = acceptGaps(await driverStandingOf(ctx.db, user.id));
  if (gaps.length > 0) throw new AppError('driver_cannot_take_loads', 'You may no longer take loads.');
  const now = ctx.clock.now();
  const notice = await ctx.db.transaction(async (tx) => {
    await giveLoadToBidder(tx, {
      record,
      amountCents: counterCents,
      move: { action: 'accept_counter', actor: 'driver' },
      now,
    });
    if (!(await decideCounter(tx, { bidId, status: 'accepted', at: now }))) {
      throw new AppError('counter_not_pending', NO_PENDING_COUNTER);
    }
    return recordNotice(tx, ctx, {
      userId: haulRecord.haul.userId,
      kind: 'driver_accepted',
      data: noticeData(record, haulRecord, user.name),
      link: `/job/${record.bid.haulId}`,
    });
  });
  await deliverNotice(ctx, notice);
  const accepted = await findHaulRecord(ctx.db, record.bid.haulId);
  if (!accepted) throw new AppError('not_found', UNAVAILABLE.notFound);
  return viewHaul(ctx, accepted, user);
};

/** `PUT /bid/{id}/decline_counter/`: the driver keeps their own price; the bid stands as it was, the shipper is told. */
export const declineCounter = async (ctx: Ctx, { user, bidId }: { user: UserRow; bidId: string }): Promise<Bid> => {
  const { record, haulRecord } = await loadCounteredBid(ctx, user, bidId);
  const now = ctx.clock.now();
  const notice = await ctx.db.transaction(async (tx) => {
    if (!(await decideCounter(tx, { bidId, status: 'declined', at: now }))) {
      throw new AppError('counter_not_pending', NO_PENDING_COUNTER);
    }
    return recordNotice(tx, ctx, {
      userId: haulRecord.haul.userId,
      kind: 'counter_declined',
      data: noticeData(record, haulRecord, user.name),
      link: `/job/${record.bid.haulId}/bids`,
    });
  });
  await deliverNotice(ctx, notice);
  return toBidView(await loadBid(ctx, bidId), now);
};
