import {
  canTransition,
  HAUL_STATUSES,
  type Haul,
  type HaulPage,
  haulHolderId,
  isActionDone,
  isDraft,
  isHeldByDriver,
  isRemoved,
  type NotInterestedBody,
} from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import { AppError } from '../../platform/errors/app-error';
import { requireAcceptAccess, requireSearchAccess } from '../drivers';
import type { NoticesContext } from '../notices';
import { deliverNotice, recordNotice } from '../notices';
import { loadHaulAsDriver, UNAVAILABLE } from './driver-haul-access';
import { listDrivingHaulRecords, takeHaul, upsertDecline, wasRejectedFrom } from './driver-hauls.repository';
import { withdrawActiveBid } from './haul-bids.repository';
import type { HaulContext } from './haul-context';
import { findHaulRecord, type HaulRecord } from './hauls.repository';
import { viewHaul, viewHaulById } from './view-haul';

type HaulAction = { user: UserRow; haulId: string };

const OWN_LOAD = 'This is your own load.';

/** Why a driver could not take the load, read after the conditional update found it no longer posted. */
const lostRace = (record: HaulRecord | null): AppError => {
  if (!record) return new AppError('not_found', UNAVAILABLE.notFound);
  if (isRemoved(record.haul.status)) return new AppError('haul_removed', UNAVAILABLE.removed);
  if (isDraft(record.haul.status)) return new AppError('haul_not_posted', 'This load is no longer posted.');
  return new AppError('haul_taken', UNAVAILABLE.taken);
};

/**
 * `PUT /haul/{id}/accept/`: the driver takes a posted load at its posted price. One conditional UPDATE decides, so
 * of many drivers accepting at once exactly one gets it and the others hear it was accepted by another driver. The
 * same driver accepting twice (a double click) is answered with the load they hold.
 */
export const acceptHaul = async (ctx: HaulContext & NoticesContext, { user, haulId }: HaulAction): Promise<Haul> => {
  await requireAcceptAccess(ctx.db, user.id);
  const record = await loadHaulAsDriver(ctx.db, user, haulId);
  const { haul } = record;
  if (haul.userId === user.id) throw new AppError('forbidden', OWN_LOAD);
  if (haulHolderId(haul) === user.id && isActionDone('accept', haul.status)) return viewHaulById(ctx, haulId, user);
  if (!canTransition({ status: haul.status, action: 'accept', actor: 'driver' }).ok) throw lostRace(record);
  if (haul.transportRateCents === null) {
    throw new AppError('haul_needs_bid', 'This load was sent for bids: make an offer with your price instead.');
  }
  if (await wasRejectedFrom(ctx.db, { haulId, driverUserId: user.id })) {
    throw new AppError('driver_turned_down', 'The shipper chose another driver for this load.');
  }
  const notice = await ctx.db.transaction(async (tx) => {
    const taken = await takeHaul(tx, { haulId, driverUserId: user.id, at: ctx.clock.now() });
    if (!taken) return null;
    return recordNotice(tx, ctx, {
      userId: haul.userId,
      kind: 'driver_accepted',
      data: { haul_id: haulId, load: record.load.makeModel, name: user.name },
      link: `/job/${haulId}/driver`,
    });
  });
  if (notice) {
    await deliverNotice(ctx, notice);
  } else {
    const now = await findHaulRecord(ctx.db, haulId);
    if (now?.haul.driverUserId !== user.id) throw lostRace(now);
  }
  return viewHaulById(ctx, haulId, user);
};

/**
 * `PUT /haul/{id}/not_interested/`: the driver passes on the load with a reason (spec 5); the load leaves their
 * search, and a bid they had on it is withdrawn. Saying it again replaces the reason.
 */
export const declineHaul = async (
  ctx: HaulContext,
  { user, haulId, body }: HaulAction & { body: Required<NotInterestedBody> },
): Promise<Haul> => {
  await requireSearchAccess(ctx.db, user.id);
  const record = await loadHaulAsDriver(ctx.db, user, haulId);
  const { haul } = record;
  if (haul.userId === user.id) throw new AppError('forbidden', OWN_LOAD);
  if (haul.driverUserId === user.id) {
    throw new AppError('haul_accepted_by_you', 'You have accepted this load; ask the shipper to release it instead.');
  }
  if (!canTransition({ status: haul.status, action: 'not_interested', actor: 'driver' }).ok) throw lostRace(record);
  const at = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await upsertDecline(tx, { haulId, driverUserId: user.id, reason: body.reason, elaboration: body.elaboration, at });
    await withdrawActiveBid(tx, { haulId, driverUserId: user.id, at });
  });
  return viewHaulById(ctx, haulId, user);
};

/** Loads a driver holds: from accepted on, and deleted ones so they learn the shipper removed them. */
const HELD_STATUSES = HAUL_STATUSES.filter(isHeldByDriver);

/** `GET /haul/driving/`: the driver's dashboard list, loads they hold and loads they have an active bid on. */
export const listDrivingHauls = async (
  ctx: HaulContext,
  { user, page, pageSize }: { user: UserRow; page: number; pageSize: number },
): Promise<HaulPage> => {
  const { count, records } = await listDrivingHaulRecords(ctx.db, {
    driverUserId: user.id,
    heldStatuses: HELD_STATUSES,
    page,
    pageSize,
  });
  const results = await Promise.all(records.map((record) => viewHaul(ctx, record, user)));
  return { count, page, page_size: pageSize, results };
};
