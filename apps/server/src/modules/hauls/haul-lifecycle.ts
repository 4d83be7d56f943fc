import {
  applyBoost,
  DEFAULT_BOOST_PERCENT,
  type DeleteHaulBody,
  type DeleteReason,
  type Haul,
  type HaulAction,
  type HaulActor,
  type HaulDetailsBody,
  isActionDone,
  isDraft,
  type QuoteLine,
} from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { type FieldProblems, fieldProblem } from '../../platform/errors/field-problems';
import { refundHaul } from '../ledger';
import { applyHaulAction, type HaulActionChanges } from './apply-haul-action';
import { actorFor, loadOwnHaul, nextStatus } from './haul-access';
import type { HaulContext } from './haul-context';
import { applyHaulDetails } from './haul-details';
import { copyHaulRecord, type HaulRecord } from './hauls.repository';
import { viewHaul, viewHaulById } from './view-haul';

const NEEDS_CONFIRMATION =
  'Your draft has been saved, but you must confirm your email address and agree to the terms before posting.';
const REQUIRED = 'Please complete the required fields';

const CHANGED_MEANWHILE = 'This load changed meanwhile; reload it and try again.';

/** A conditional move: the haul must still be where it was read, or someone else moved it first (409). */
const move = async (
  db: HaulContext['db'],
  {
    record,
    action,
    actor,
    changes,
  }: { record: HaulRecord; action: HaulAction; actor: HaulActor; changes: HaulActionChanges },
) => {
  const moved = await applyHaulAction(db, {
    haulId: record.haul.id,
    action,
    actor,
    changes,
    readStatus: record.haul.status,
  });
  if (!moved.ok) throw new AppError('conflict', CHANGED_MEANWHILE);
};

type DetailsOptions = { user: UserRow; haulId: string; body: HaulDetailsBody };

/** `POST /haul/{id}/save_draft/`: the post flow's details kept on the draft (spec 2). */
export const saveDraft = async (ctx: HaulContext, { user, haulId, body }: DetailsOptions): Promise<Haul> => {
  const record = await loadOwnHaul(ctx.db, user, haulId);
  if (!isDraft(record.haul.status)) throw new AppError('haul_not_draft', 'Only a draft can be saved as a draft.');
  await applyHaulDetails(ctx, { user, record, body });
  return viewHaulById(ctx, haulId, user);
};

/** `PATCH /haul/{id}/`: changes while no driver has the load (spec 2: edit). */
export const editHaul = async (ctx: HaulContext, { user, haulId, body }: DetailsOptions): Promise<Haul> => {
  const record = await loadOwnHaul(ctx.db, user, haulId);
  nextStatus(record, 'edit', actorFor(user, record));
  await applyHaulDetails(ctx, { user, record, body });
  return viewHaulById(ctx, haulId, user);
};

const missingForPosting = ({ origin, destination, load }: HaulRecord): FieldProblems => {
  const missing: FieldProblems = {};
  const required = [fieldProblem('required', REQUIRED)];
  if (!origin.address.trim()) missing['origin.address'] = required;
  if (!destination.address.trim()) missing['destination.address'] = required;
  if (!load.readyAt) missing['load.ready_datetime'] = required;
  return missing;
};

/**
 * Work that must commit with the move to `posted` or not at all (the new-load alerts of modules/load-alerts, which
 * sits above hauls): app.ts hands it to the posting routes, so hauls never imports the module that reads it.
 */
export type OnHaulPublished = (tx: Database, published: { haulId: string; now: Date }) => Promise<void>;

export type PublishHaulOptions = DetailsOptions & { onPublished: OnHaulPublished };

/**
 * `PUT /haul/{id}/publish/`: saves what was sent, then posts the load for drivers. The shipper must have confirmed
 * their email and accepted the terms (the draft stays saved otherwise), and the load must be one we can post.
 * `onPublished` (the new-load alerts) runs in the same transaction as the move to `posted` (an outbox, DESIGN.md 7): a
 * load is never posted without its alerts, whatever happens after the commit, and a failed fan-out leaves it a draft.
 * The load-alert sender delivers them later.
 */
export const publishHaul = async (
  ctx: HaulContext,
  { user, haulId, body, onPublished }: PublishHaulOptions,
): Promise<Haul> => {
  const before = await loadOwnHaul(ctx.db, user, haulId);
  const actor = actorFor(user, before);
  nextStatus(before, 'publish', actor);
  await applyHaulDetails(ctx, { user, record: before, body });
  if (!user.emailConfirmedAt || !user.termsAcceptedAt) throw new AppError('needs_confirmation', NEEDS_CONFIRMATION);
  const record = await loadOwnHaul(ctx.db, user, haulId);
  if (record.haul.quoteOutcome === 'no_quote') {
    throw new AppError('needs_office', 'This load needs a call to our office before it can be posted.');
  }
  const missing = missingForPosting(record);
  if (Object.keys(missing).length > 0) throw new AppError('validation_failed', REQUIRED, missing);
  const now = ctx.clock.now();
  nextStatus(record, 'publish', actor);
  await ctx.db.transaction(async (tx) => {
    await move(tx, { record, action: 'publish', actor, changes: { publishedAt: now, updatedAt: now } });
    await onPublished(tx, { haulId, now });
  });
  return viewHaulById(ctx, haulId, user);
};

/** `PUT /haul/{id}/boost/`: more for the driver (spec 9: 30 %), so a driver is found sooner; `false` takes it off. */
export const boostHaul = async (
  ctx: HaulContext,
  { user, haulId, boost }: { user: UserRow; haulId: string; boost: boolean | number },
): Promise<Haul> => {
  const record = await loadOwnHaul(ctx.db, user, haulId);
  const actor = actorFor(user, record);
  nextStatus(record, 'boost', actor);
  if (record.haul.quoteOutcome !== 'rate') {
    throw new AppError(
      'haul_priced_by_bids',
      'Loads sent for bids are priced by the drivers’ offers; there is no price to boost.',
    );
  }
  const percent = boost === true ? DEFAULT_BOOST_PERCENT : boost === false ? 0 : boost;
  const boosted = applyBoost(record.haul.quoteLines as QuoteLine[], percent);
  await move(ctx.db, {
    record,
    action: 'boost',
    actor,
    changes: {
      boostPercent: percent,
      quoteLines: boosted.lines,
      transportRateCents: boosted.transportRateCents,
      shipperRateCents: boosted.shipperRateCents,
      updatedAt: ctx.clock.now(),
    },
  });
  return viewHaulById(ctx, haulId, user);
};

/**
 * `DELETE /haul/{id}/`: the load is cancelled with the shipper's reason, never erased (money and messages refer to
 * it). A prepaid load is refunded in full in the same transaction, so a cancelled load never keeps money in escrow.
 */
export const deleteHaul = async (
  ctx: HaulContext,
  { user, haulId, body }: { user: UserRow; haulId: string; body: Required<DeleteHaulBody> },
): Promise<Haul> => {
  const record = await loadOwnHaul(ctx.db, user, haulId);
  await cancelHaulRecord(ctx, { record, actor: actorFor(user, record), ...body });
  return viewHaulById(ctx, haulId, user);
};

/**
 * Cancels the haul with its reason and refunds everything its escrow holds, in one transaction, so a refund never
 * happens without the cancellation. The move is conditional on the status that was read: of two cancellations at
 * once one wins and the other gets 409, and the ledger's refund key moves the money once in any case. The shipper's
 * delete and staff's cancel-on-request (modules/admin) both come here; the card refund is sent after the commit.
 */
export const cancelHaulRecord = async (
  ctx: Pick<HaulContext, 'db' | 'clock'>,
  {
    record,
    actor,
    reason,
    elaboration,
  }: { record: HaulRecord; actor: HaulActor; reason: DeleteReason; elaboration: string },
): Promise<{ refundedCadCents: number }> => {
  nextStatus(record, 'cancel', actor);
  return ctx.db.transaction(async (tx) => {
    await move(tx, {
      record,
      action: 'cancel',
      actor,
      changes: { deletedReason: reason, deletedElaboration: elaboration || null, updatedAt: ctx.clock.now() },
    });
    return refundHaul(tx, { haulId: record.haul.id });
  });
};

/** `POST /haul/{id}/clone/`: the same load again as a new draft of its shipper, without the boost. */
export const cloneHaul = async (ctx: HaulContext, { user, haulId }: { user: UserRow; haulId: string }) => {
  const record = await loadOwnHaul(ctx.db, user, haulId);
  if (actorFor(user, record) !== 'shipper')
    throw new AppError('forbidden', 'Only the shipper of this load can do that.');
  return viewHaul(ctx, await copyHaulRecord(ctx.db, record, user.id, ctx.clock.now()), user);
};

/** `POST /haul/{id}/resume/`: a draft reopened, or a deleted load brought back as a draft (spec 4). */
export const resumeHaul = async (ctx: HaulContext, { user, haulId }: { user: UserRow; haulId: string }) => {
  const record = await loadOwnHaul(ctx.db, user, haulId);
  const actor = actorFor(user, record);
  nextStatus(record, 'resume', actor);
  if (!isActionDone('resume', record.haul.status)) {
    await move(ctx.db, {
      record,
      action: 'resume',
      actor,
      changes: { publishedAt: null, deletedReason: null, deletedElaboration: null, updatedAt: ctx.clock.now() },
    });
  }
  return viewHaulById(ctx, haulId, user);
};
