import {
  type Dispute,
  type DisputeResponseBody,
  disputeWindowEnds,
  type HaulDispute,
  isActionDone,
  isWithinDisputeWindow,
  ledgerEventKeys,
  type ReportDisputeBody,
} from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import type { Database } from '../../platform/db/database';
import { newId } from '../../platform/db/new-id';
import { AppError } from '../../platform/errors/app-error';
import { fieldError } from '../../platform/errors/field-problems';
import { creditNoteNumberOfRefund } from '../documents';
import { findHaulRecord, type HaulRecord } from '../hauls';
import { holdPayout } from '../ledger';
import { queueDisputeNotices, sendDisputeNotices } from './dispute-notices';
import { toDisputeView } from './dispute-view';
import {
  attachPictures,
  type DisputeRow,
  findAttachablePictures,
  findDisputeOfHaul,
  insertDispute,
  listDisputePictures,
  saveResponse,
} from './disputes.repository';
import type { DisputesContext } from './disputes-context';

const NOT_FOUND = 'No such haul.';

const isDelivered = (record: HaulRecord): boolean => isActionDone('complete', record.haul.status);

/** Who the viewer is to this load's case: its shipper, the driver who delivered it, staff, or nobody (404). */
const roleOf = (viewer: UserRow, record: HaulRecord, dispute: DisputeRow | null) => {
  if (record.haul.userId === viewer.id) return 'shipper';
  const driverId = dispute?.driverUserId ?? (isDelivered(record) ? record.haul.driverUserId : null);
  if (driverId === viewer.id) return 'driver';
  return viewer.isStaff ? 'staff' : null;
};

/** The case on the wire with its pictures and, after a refund, its credit note's number. */
export const viewDisputeRow = async (db: Database, row: DisputeRow): Promise<Dispute> => {
  const [pictures, creditNote] = await Promise.all([
    listDisputePictures(db, row.id),
    creditNoteNumberOfRefund(db, ledgerEventKeys.disputeRefund(row.haulId, row.id)),
  ]);
  return toDisputeView(row, pictures, creditNote);
};

const windowEndsOf = (ctx: DisputesContext, record: HaulRecord): Date | null =>
  isDelivered(record) && record.haul.completedAt ? disputeWindowEnds(record.haul.completedAt, ctx.windowHours) : null;

/** `GET /haul/{id}/dispute/`: the shipper, the driver who delivered and staff; anyone else 404. */
export const viewHaulDispute = async (
  ctx: DisputesContext,
  { viewer, haulId }: { viewer: UserRow; haulId: string },
): Promise<HaulDispute> => {
  const record = await findHaulRecord(ctx.db, haulId);
  const dispute = record && (await findDisputeOfHaul(ctx.db, haulId));
  const role = record && roleOf(viewer, record, dispute ?? null);
  if (!record || !role) throw new AppError('not_found', NOT_FOUND);
  const windowEnds = windowEndsOf(ctx, record);
  return {
    dispute: dispute ? await viewDisputeRow(ctx.db, dispute) : null,
    can_report: role === 'shipper' && !dispute && windowEnds !== null && ctx.clock.now() <= windowEnds,
    window_ends: windowEnds?.toISOString() ?? null,
  };
};

const picturesRefused = () => {
  const message = 'A picture is not one you uploaded for this report, or it is used already.';
  return new AppError('validation_failed', message, fieldError('picture_ids', 'picture_not_usable', message));
};

/** The pictures the actor may attach, all of them, or a 400 naming the field. */
const usablePictures = async (db: Database, ownerId: string, pictureIds: string[] = []): Promise<string[]> => {
  const unique = [...new Set(pictureIds)];
  const usable = await findAttachablePictures(db, { ownerId, pictureIds: unique });
  if (usable.length !== unique.length) throw picturesRefused();
  return usable;
};

/**
 * `POST /haul/{id}/dispute/`: the shipper reports a problem on a delivered load within the window. In one
 * transaction the case is written, the driver's payout held (or the case says it had left already) and both parties
 * told; a second report of the load, even at the same instant, is refused (the unique index).
 */
export const reportDispute = async (
  ctx: DisputesContext,
  { viewer, haulId, body }: { viewer: UserRow; haulId: string; body: ReportDisputeBody },
): Promise<HaulDispute> => {
  const record = await findHaulRecord(ctx.db, haulId);
  if (!record || record.haul.userId !== viewer.id) throw new AppError('not_found', NOT_FOUND);
  const deliveredAt = isDelivered(record) ? record.haul.completedAt : null;
  if (!deliveredAt)
    throw new AppError('dispute_load_not_delivered', 'A problem can be reported once the load is delivered.');
  const now = ctx.clock.now();
  if (!isWithinDisputeWindow({ deliveredAt, windowHours: ctx.windowHours, now })) {
    throw new AppError('dispute_window_closed', `Problems are reported within ${ctx.windowHours} hours of delivery.`);
  }
  const pictureIds = await usablePictures(ctx.db, viewer.id, body.picture_ids);
  const pending = await ctx.db.transaction(async (tx) => {
    const disputeId = newId();
    const payoutHold = await holdPayout(tx, { haulId, disputeId });
    const row = await insertDispute(tx, {
      id: disputeId,
      haulId,
      reporterId: viewer.id,
      driverUserId: record.haul.driverUserId,
      category: body.category,
      note: body.note,
      payoutHold,
      createdAt: now,
    });
    if (!row) throw new AppError('dispute_already_reported', 'A problem was already reported on this load.');
    await attachPictures(tx, { disputeId: row.id, side: 'shipper', pictureIds });
    return queueDisputeNotices(tx, ctx.notices, {
      kind: 'dispute_opened',
      haulId,
      load: record.load.makeModel,
      userIds: [record.haul.driverUserId, viewer.id],
    });
  });
  await sendDisputeNotices(ctx.notices, pending);
  return viewHaulDispute(ctx, { viewer, haulId });
};

/** `POST /haul/{id}/dispute/response/`: the driver who delivered answers the report, once, while it is open. */
export const respondToDispute = async (
  ctx: DisputesContext,
  { viewer, haulId, body }: { viewer: UserRow; haulId: string; body: DisputeResponseBody },
): Promise<HaulDispute> => {
  const record = await findHaulRecord(ctx.db, haulId);
  const dispute = record && (await findDisputeOfHaul(ctx.db, haulId));
  if (!record || !dispute || dispute.driverUserId !== viewer.id) throw new AppError('not_found', NOT_FOUND);
  if (dispute.status !== 'open') throw new AppError('dispute_already_resolved', 'Our staff decided this case already.');
  const pictureIds = await usablePictures(ctx.db, viewer.id, body.picture_ids);
  const pending = await ctx.db.transaction(async (tx) => {
    const saved = await saveResponse(tx, { disputeId: dispute.id, note: body.note, at: ctx.clock.now() });
    if (!saved) throw new AppError('dispute_already_answered', 'You answered this report already.');
    await attachPictures(tx, { disputeId: dispute.id, side: 'driver', pictureIds });
    return queueDisputeNotices(tx, ctx.notices, {
      kind: 'dispute_response',
      haulId,
      load: record.load.makeModel,
      name: viewer.name,
      userIds: [record.haul.userId],
    });
  });
  await sendDisputeNotices(ctx.notices, pending);
  return viewHaulDispute(ctx, { viewer, haulId });
};
