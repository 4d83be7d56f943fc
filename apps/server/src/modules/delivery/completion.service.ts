import {
  DELIVERY_CODE_LOCK_MINUTES,
  DELIVERY_CODE_MAX_FAILURES,
  type DriverLocation,
  type Haul,
  isActionDone,
  isTravelling,
  type LocationBody,
} from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import { AppError } from '../../platform/errors/app-error';
import { fieldError } from '../../platform/errors/field-problems';
import { readerOf } from '../../platform/mail/email-reader';
import { sendEmail } from '../../platform/mail/send-email';
import { consumeRateLimit } from '../../platform/rate-limit';
import { findUserContact } from '../drivers';
import { applyHaulAction, findHaulRecord, type HaulRecord, nextStatus, viewHaulById } from '../hauls';
import {
  type DeliveryInspectionInput,
  type PickupInspectionInput,
  recordDeliveryInspection,
  recordPickupInspection,
} from '../inspections';
import { recordCompletion } from '../ledger';
import { deliverNotice, recordNotice } from '../notices';
import { rewardFirstLoad } from '../referrals';
import { loadHeldHaul } from './delivery-access';
import { deliveryCodeMatches } from './delivery-code-check';
import type { DeliveryContext } from './delivery-context';
import { attachBillOfLading } from './delivery-documents';
import { deliveryCodeLockedEmail } from './delivery-emails';
import { codeUnlocked, countWrongCode } from './delivery-moves.repository';
import { insertHaulLocation } from './haul-locations.repository';

type HeldAction = { user: UserRow; haulId: string };

const LOCK_MS = DELIVERY_CODE_LOCK_MINUTES * 60_000;

const lockedError = (lockedUntil: Date, now: Date) => {
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    'rate_limited',
    `Too many wrong delivery codes. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    undefined,
    seconds,
  );
};

const isLocked = (record: HaulRecord, now: Date) =>
  record.haul.deliveryCodeLockedUntil !== null && record.haul.deliveryCodeLockedUntil.getTime() > now.getTime();

/** Why a completion's conditional update found nothing to move, read afterwards. */
const notCompletable = (record: HaulRecord | null, now: Date): AppError => {
  if (!record) return new AppError('not_found', 'No such haul.');
  if (isActionDone('complete', record.haul.status))
    return new AppError('haul_already_completed', 'This load was already completed.');
  if (isLocked(record, now) && record.haul.deliveryCodeLockedUntil) {
    return lockedError(record.haul.deliveryCodeLockedUntil, now);
  }
  return new AppError('haul_not_completable', 'This load can no longer be completed.');
};

const tellShipperOfLock = async (ctx: DeliveryContext, record: HaulRecord) => {
  const contact = await findUserContact(ctx.db, record.haul.userId);
  if (!contact?.email) return;
  await sendEmail({
    ...ctx,
    message: deliveryCodeLockedEmail({
      reader: await readerOf(contact, null),
      baseUrl: ctx.publicBaseUrl,
      to: contact.email,
      name: contact.name,
      haulId: record.haul.id,
      loadName: record.load.makeModel,
      failures: DELIVERY_CODE_MAX_FAILURES,
      minutes: DELIVERY_CODE_LOCK_MINUTES,
    }),
    meta: { kind: 'delivery_code_locked', userId: record.haul.userId, haulId: record.haul.id },
  });
};

/** Counts a wrong code and answers it: 400 with the tries left, or 429 once this attempt locked completion. */
const refuseWrongCode = async (ctx: DeliveryContext, record: HaulRecord, user: UserRow, now: Date) => {
  const counted = await countWrongCode(ctx.db, {
    haulId: record.haul.id,
    driverUserId: user.id,
    now,
    maxFailures: DELIVERY_CODE_MAX_FAILURES,
    lockUntil: new Date(now.getTime() + LOCK_MS),
  });
  if (!counted) return notCompletable(await findHaulRecord(ctx.db, record.haul.id), now);
  if (counted.locked) {
    await tellShipperOfLock(ctx, record);
    return lockedError(new Date(now.getTime() + LOCK_MS), now);
  }
  const left = DELIVERY_CODE_MAX_FAILURES - counted.failures;
  return new AppError(
    'delivery_code_wrong',
    `That is not the delivery code. ${left} ${left === 1 ? 'try' : 'tries'} left before completing is paused.`,
    fieldError('code', 'delivery_code_wrong', 'That is not the delivery code.'),
  );
};

/**
 * `POST /haul/{id}/complete/?code=` (spec 7): the assigned driver enters the shipper's delivery code. A right code
 * completes the load and releases its escrow (driver payable and platform revenue, payout scheduled) in one
 * transaction whose first statement is the conditional UPDATE: of two completes at once one moves the haul and the
 * money, the other finds it completed (409) and moves nothing. Wrong codes are counted; the fifth locks completion
 * for 15 minutes and tells the shipper.
 */
export const completeHaul = async (
  ctx: DeliveryContext,
  { user, haulId, code, inspection }: HeldAction & { code: string; inspection: DeliveryInspectionInput | undefined },
): Promise<Haul> => {
  const record = await loadHeldHaul(ctx.db, user, haulId);
  const now = ctx.clock.now();
  if (isActionDone('complete', record.haul.status))
    throw new AppError('haul_already_completed', 'This load was already completed.');
  nextStatus(record, 'complete', 'driver');
  if (isLocked(record, now)) throw notCompletable(record, now);
  if (!inspection) {
    throw new AppError(
      'delivery_inspection_required',
      'Completing needs the delivery inspection: photos and the receiver’s name and signature.',
    );
  }
  if (!deliveryCodeMatches(code, record.haul.deliveryCode)) throw await refuseWrongCode(ctx, record, user, now);
  const notice = await ctx.db.transaction(async (tx) => {
    const completed = await applyHaulAction(tx, {
      haulId,
      action: 'complete',
      actor: 'driver',
      driverUserId: user.id,
      also: codeUnlocked(now),
      changes: { completedAt: now, updatedAt: now, deliveryCodeFailures: 0 },
    });
    if (!completed.ok) throw notCompletable(await findHaulRecord(tx, haulId), now);
    if (completed.haul.transportRateCents === null)
      throw new AppError('haul_has_no_price', 'This load has no transport rate.');
    // In the completion's transaction: a refused inspection (a photo not the driver's) leaves the load undelivered.
    await recordDeliveryInspection(tx, { haulId, driverUserId: user.id, input: inspection, now });
    await recordCompletion(tx, {
      haulId,
      driverUserId: user.id,
      transportRateCents: completed.haul.transportRateCents,
      now,
    });
    await rewardFirstLoad(tx, {
      haulId,
      partyUserIds: [record.haul.userId, user.id],
      rewards: ctx.referralRewards,
      at: now,
    });
    return recordNotice(tx, ctx, {
      userId: record.haul.userId,
      kind: 'delivery',
      data: { haul_id: haulId, load: record.load.makeModel, name: user.name },
      link: `/job/${haulId}`,
    });
  });
  await deliverNotice(ctx, await attachBillOfLading(ctx, { haulId, shipperId: record.haul.userId, notice }));
  return viewHaulById(ctx, haulId, user);
};

/**
 * `PUT /haul/{id}/pick_up/`: the assigned driver has the load on board, proven by the pickup inspection in the body
 * (issue 23, decision 019), recorded in the same transaction as the status change. A second call is answered with
 * the haul and keeps the first inspection (an offline move replayed after it went through).
 */
export const pickUpHaul = async (
  ctx: DeliveryContext,
  { user, haulId, inspection }: HeldAction & { inspection: PickupInspectionInput | undefined },
): Promise<Haul> => {
  const record = await loadHeldHaul(ctx.db, user, haulId);
  if (isActionDone('pick_up', record.haul.status)) return viewHaulById(ctx, haulId, user);
  nextStatus(record, 'pick_up', 'driver');
  if (!inspection) {
    throw new AppError(
      'pickup_inspection_required',
      'Picking up needs the pickup inspection: photos, the checklist and both signatures.',
    );
  }
  const now = ctx.clock.now();
  const moved = await ctx.db.transaction(async (tx) => {
    const applied = await applyHaulAction(tx, {
      haulId,
      action: 'pick_up',
      actor: 'driver',
      driverUserId: user.id,
      changes: { pickedUpAt: now, updatedAt: now },
    });
    if (applied.ok) await recordPickupInspection(tx, { haulId, driverUserId: user.id, input: inspection, now });
    return applied;
  });
  if (!moved.ok) {
    const latest = await findHaulRecord(ctx.db, haulId);
    if (!latest || !isActionDone('pick_up', latest.haul.status))
      throw new AppError('haul_not_pickable', 'This load can no longer be picked up.');
  }
  return viewHaulById(ctx, haulId, user);
};

/** A phone reporting every 15 seconds stays well inside this; more is a stuck loop filling the table. */
const LOCATION_RULE = { name: 'haul-location', limit: 240, windowMs: 60 * 60_000 };

/**
 * `POST /haul/{id}/location/`, the spec's postLocation: the assigned driver's position while the load travels
 * (confirmed or picked up), shown to the shipper on the job map as `driver_location`.
 */
export const postLocation = async (
  ctx: DeliveryContext,
  { user, haulId, body }: HeldAction & { body: LocationBody },
): Promise<DriverLocation> => {
  const record = await loadHeldHaul(ctx.db, user, haulId);
  if (!isTravelling(record.haul.status)) {
    throw new AppError('haul_not_travelling', 'Locations are shared only while the load is on its way.');
  }
  await consumeRateLimit({ db: ctx.db, clock: ctx.clock, rule: LOCATION_RULE, key: haulId });
  const at = ctx.clock.now();
  await insertHaulLocation(ctx.db, { haulId, lon: body.lon, lat: body.lat, accuracyM: body.accuracy ?? null, at });
  return { location: [body.lon, body.lat], at: at.toISOString() };
};
